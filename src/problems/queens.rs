//! N-Queens (八皇后 / N 皇后): four algorithms of the seeds, the board, the solutions browser,
//! the board editor and the fast counter.

pub mod cli;
pub mod engine;
pub mod keys;
pub mod layout;
pub mod model;
pub mod output;
pub mod quiz;
pub mod svg;
pub mod view;
pub mod words;

use crate::app::Exit;
use crate::i18n::Lang;
use crate::problem::{Builtin, Failure, Outcome, Problem, Sample, UsageError, View, Start, stdout};

/// N-Queens, as the registry lists it.
pub struct QueensProblem;

impl Problem for QueensProblem {
    const COMMAND: &'static str = "queens";
    const HEADLESS: [&'static str; 3] = ["--print", "--count", "--trace"];
    type Args = cli::QueensArgs;
    type Request = cli::Request;
    type Model = model::Queens;
    const VIEW: View<model::Queens> = view::draw;
    // One screen.
    type Second = model::Queens;
    const SECOND_VIEW: View<model::Queens> = view::draw;

    const LESSONS: &'static [Builtin] = &[
        Builtin {
            name: "eight-queens",
            source: include_str!("queens/lessons/eight-queens.toml"),
        },
        Builtin {
            name: "tree-size",
            source: include_str!("queens/lessons/tree-size.toml"),
        },
    ];

    fn samples() -> Vec<Sample<model::Queens>> {
        model::samples()
    }

    fn name(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "N-Queens",
            Lang::Zh => "N 皇后",
        }
    }

    fn about(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "N-Queens (the default puzzle)",
            Lang::Zh => "N 皇后（默认题目）",
        }
    }

    fn usage(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "backtrack queens [OPTIONS]",
            Lang::Zh => "backtrack queens [选项]",
        }
    }

    fn examples(lang: Lang) -> &'static str {
        match lang {
            Lang::En => {
                "  backtrack                          the visualizer, 8 queens, 5 steps/s
  backtrack queens -n 6 --paused     start paused on a 6x6 board
  backtrack queens -n 8 --print columns1 --limit 3
  backtrack queens -n 12 --count
  backtrack queens -n 4 --trace | head
  backtrack queens -n 6 --compare iterative,cells"
            }
            Lang::Zh => {
                "  backtrack                          演示界面，8 皇后，每秒 5 步
  backtrack queens -n 6 --paused     6x6 棋盘，启动时暂停
  backtrack queens -n 8 --print columns1 --limit 3
  backtrack queens -n 12 --count
  backtrack queens -n 4 --trace | head
  backtrack queens -n 6 --compare iterative,cells"
            }
        }
    }

    fn option_help(lang: Lang, id: &str) -> Option<String> {
        cli::option_help(lang, id)
    }

    /// `--algo`, `--print` and `--tree`: the names their checks parse.
    fn choices(id: &str) -> Option<Vec<&'static str>> {
        match id {
            "algo" => Some(engine::Algo::ALL.iter().map(|a| a.name()).collect()),
            "print" => Some(output::Format::ALL.iter().map(|f| f.name()).collect()),
            "tree" => Some(
                crate::output::tree::TreeFormat::names(),
            ),
            _ => None,
        }
    }

    fn options_phrase(lang: Lang, default: bool) -> &'static str {
        match (lang, default) {
            (Lang::En, true) => "an N-Queens option",
            (Lang::En, false) => "N-Queens'",
            (Lang::Zh, _) => "N 皇后的选项",
        }
    }

    fn request(args: cli::QueensArgs, lang: Lang) -> Result<Outcome<cli::Request>, UsageError> {
        cli::request(&args, lang)
    }

    fn start(request: cli::Request, lang: Lang) -> Result<Start<Self::Model, Self::Second>, Failure> {
        Ok(match request {
            cli::Request::Tui {
                n,
                algos,
                playback,
                start,
            } => Start::Show(model::Queens::from_start(&algos, n, &start), playback),
            cli::Request::Headless(job) => Start::Headless(Box::new(move || {
                output::run(&mut stdout(), &job, lang)?;
                Ok(Exit::Quit)
            })),
        })
    }
}
