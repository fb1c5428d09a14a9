//! The knight's tour (骑士巡游) on a path tree: the fixed order of moves against
//! Warnsdorff's fewest-onward-moves rule, open and closed tours, the constraint (off the
//! board, visited) and a bound (a square cut off) each cutting the tree, and a bitboard
//! counter for `--count`.

pub mod cli;
pub mod engine;
pub mod model;
pub mod output;
pub mod svg;
pub mod view;
pub mod words;

use crate::i18n::Lang;
use crate::problem::{Builtin, Failure, Outcome, Problem, Sample, UsageError, View, start_explorer, Start, stdout};
use crate::app::explore::Explorer;
use model::Knight;

/// The knight's tour, as the registry lists it.
pub struct KnightProblem;

impl Problem for KnightProblem {
    const COMMAND: &'static str = "knight";
    const HEADLESS: [&'static str; 3] = ["--print", "--count", "--stats"];
    type Args = cli::KnightArgs;
    type Request = cli::Request;
    type Model = Explorer<Knight>;
    const VIEW: View<Explorer<Knight>> = view::draw;

    const LESSONS: &'static [Builtin] = &[Builtin {
        name: "knight-warnsdorff",
        source: include_str!("knight/lessons/knight-warnsdorff.toml"),
    }];

    fn samples() -> Vec<Sample<Explorer<Knight>>> {
        model::samples()
    }

    fn name(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "knight's tour",
            Lang::Zh => "马的巡游",
        }
    }

    fn about(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "the knight's tour: fixed order against Warnsdorff's rule, open and closed",
            Lang::Zh => "马的巡游：固定顺序与 Warnsdorff 规则对比，开放与闭合巡游",
        }
    }

    fn usage(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "backtrack knight [OPTIONS] [INSTANCE]",
            Lang::Zh => "backtrack knight [选项] [实例]",
        }
    }

    fn examples(lang: Lang) -> &'static str {
        match lang {
            Lang::En => {
                "  backtrack knight                   5x5 from a1; see backtrack knight --help\n  backtrack knight eight --compare fixed,warnsdorff   the two orders side by side\n  backtrack knight -n 5 --start c3 --count"
            }
            Lang::Zh => {
                "  backtrack knight                   5x5 棋盘从 a1 出发；见 backtrack knight --help\n  backtrack knight eight --compare fixed,warnsdorff   两种顺序并排\n  backtrack knight -n 5 --start c3 --count"
            }
        }
    }

    fn option_help(lang: Lang, id: &str) -> Option<String> {
        cli::option_help(lang, id)
    }

    fn options_phrase(lang: Lang, _default: bool) -> &'static str {
        match lang {
            Lang::En => "the knight's tour's",
            Lang::Zh => "马的巡游的选项",
        }
    }

    fn request(args: cli::KnightArgs, lang: Lang) -> Result<Outcome<cli::Request>, UsageError> {
        cli::request(&args, lang)
    }

    fn start(request: cli::Request, lang: Lang) -> Result<Start<Self::Model>, Failure> {
        let options = output::Options {
            limit: request.limit,
            threads: request.threads,
        };
        Ok(start_explorer::<Knight>(request.explore, move |instance, prune, run| {
            output::run(&mut stdout(), instance, prune, run, options, lang)
        }))
    }
}
