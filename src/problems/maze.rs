//! Maze path-finding by backtracking (迷宫回溯, seed 003).

pub mod cli;
pub mod engine;
pub mod keys;
pub mod layout;
pub mod model;
pub mod output;
pub mod quiz;
pub mod svg;
pub mod tree;
pub mod view;
pub mod words;

use crate::app::Exit;
use crate::i18n::Lang;
use crate::problem::{Builtin, Failure, Outcome, Problem, Sample, UsageError, View, Start, stdout};

/// The maze, as the registry lists it.
pub struct MazeProblem;

impl Problem for MazeProblem {
    const COMMAND: &'static str = "maze";
    const HEADLESS: [&'static str; 3] = ["--print", "--trace", "--stats"];
    type Args = cli::MazeArgs;
    type Request = cli::Request;
    type Model = model::MazePuzzle;
    const VIEW: View<model::MazePuzzle> = view::draw;
    // One screen.
    type Second = model::MazePuzzle;
    const SECOND_VIEW: View<model::MazePuzzle> = view::draw;

    const LESSONS: &'static [Builtin] = &[Builtin {
        name: "maze-order",
        source: include_str!("maze/lessons/maze-order.toml"),
    }];

    fn samples() -> Vec<Sample<model::MazePuzzle>> {
        model::samples()
    }

    fn name(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "maze",
            Lang::Zh => "迷宫",
        }
    }

    fn about(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "maze path-finding by backtracking (seed 003)",
            Lang::Zh => "用回溯法走迷宫（参考 003）",
        }
    }

    fn usage(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "backtrack maze [OPTIONS] [FILE]",
            Lang::Zh => "backtrack maze [选项] [文件]",
        }
    }

    fn examples(lang: Lang) -> &'static str {
        match lang {
            Lang::En => {
                "  backtrack maze                     seed 003's maze; see backtrack maze --help"
            }
            Lang::Zh => {
                "  backtrack maze                     参考 003 的迷宫；见 backtrack maze --help"
            }
        }
    }

    fn option_help(lang: Lang, id: &str) -> Option<String> {
        cli::option_help(lang, id)
    }

    /// `--tree`: the names its check parses.
    fn choices(id: &str) -> Option<Vec<&'static str>> {
        (id == "tree").then(|| {
            crate::output::tree::TreeFormat::names()
        })
    }

    fn options_phrase(lang: Lang, _default: bool) -> &'static str {
        match lang {
            Lang::En => "the maze's",
            Lang::Zh => "迷宫的选项",
        }
    }

    fn request(args: cli::MazeArgs, lang: Lang) -> Result<Outcome<cli::Request>, UsageError> {
        cli::request(&args, lang)
    }

    fn start(request: cli::Request, lang: Lang) -> Result<Start<Self::Model, Self::Second>, Failure> {
        let cli::Request { maze, run } = request;
        let setup =
            engine::source::load(&maze.source, maze.start, maze.goal, maze.order).map_err(|e| {
                let words = words::words(lang);
                Failure::BadInput(words.file_error(&words.source(&maze.source), &e))
            })?;
        Ok(match run {
            cli::MazeRun::Tui(playback) => {
                Start::Show(model::MazePuzzle::new(setup, maze.source.clone()), playback)
            }
            cli::MazeRun::Headless(task) => Start::Headless(Box::new(move || {
                output::run(&mut stdout(), &mut std::io::stderr(), &setup, task, lang)?;
                Ok(Exit::Quit)
            })),
        })
    }
}
