//! Sudoku on the m-ary tree of its empty cells: cell by cell in reading order against the
//! fewest candidates first (MRV), the constraint cutting the digits a row, column or box
//! already holds, and a fast solver for sets of thousands of puzzles.

pub mod cli;
pub mod engine;
pub mod model;
pub mod output;
pub mod svg;
pub mod view;
pub mod words;

use crate::app::Exit;
use crate::app::explore::Explorer;
use crate::cli::explore::ExploreRun;
use crate::i18n::Lang;
use crate::problem::{Builtin, Failure, Outcome, Problem, Sample, UsageError, View, start_explorer, Start, stdout};
use model::Sudoku;

/// Sudoku, as the registry lists it.
pub struct SudokuProblem;

impl Problem for SudokuProblem {
    const COMMAND: &'static str = "sudoku";
    const HEADLESS: [&'static str; 3] = ["--print", "--count", "--stats"];
    type Args = cli::SudokuArgs;
    type Request = cli::Request;
    type Model = Explorer<Sudoku>;
    const VIEW: View<Explorer<Sudoku>> = view::draw;

    const LESSONS: &'static [Builtin] = &[Builtin {
        name: "sudoku-mrv",
        source: include_str!("sudoku/lessons/sudoku-mrv.toml"),
    }];

    fn samples() -> Vec<Sample<Explorer<Sudoku>>> {
        model::samples()
    }

    fn name(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "Sudoku",
            Lang::Zh => "数独",
        }
    }

    fn about(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "Sudoku: cell by cell against the fewest candidates first, and a fast solver",
            Lang::Zh => "数独：逐格与候选最少优先对比，另有快速求解器",
        }
    }

    fn usage(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "backtrack sudoku [OPTIONS] [PUZZLE|FILE|NAME]",
            Lang::Zh => "backtrack sudoku [选项] [题目|文件|名字]",
        }
    }

    fn examples(lang: Lang) -> &'static str {
        match lang {
            Lang::En => {
                "  backtrack sudoku                   an easy puzzle; see backtrack sudoku --help\n  backtrack sudoku inkala --compare cells,mrv   the two orders side by side\n  backtrack sudoku --print puzzles.txt"
            }
            Lang::Zh => {
                "  backtrack sudoku                   一道简单题；见 backtrack sudoku --help\n  backtrack sudoku inkala --compare cells,mrv   两种顺序并排\n  backtrack sudoku --print puzzles.txt"
            }
        }
    }

    fn option_help(lang: Lang, id: &str) -> Option<String> {
        cli::option_help(lang, id)
    }

    fn options_phrase(lang: Lang, _default: bool) -> &'static str {
        match lang {
            Lang::En => "Sudoku's",
            Lang::Zh => "数独的选项",
        }
    }

    fn request(args: cli::SudokuArgs, lang: Lang) -> Result<Outcome<cli::Request>, UsageError> {
        cli::request(&args, lang)
    }

    fn start(request: cli::Request, lang: Lang) -> Result<Start<Self::Model>, Failure> {
        let options = output::Options {
            limit: request.limit,
            threads: request.threads,
            unique: request.unique,
        };
        // `--print` says in its exit status whether every puzzle had a solution.
        if request.explore.run == ExploreRun::Print {
            return Ok(Start::Headless(Box::new(move || {
                let inst = &request.explore.instance;
                let all = output::run(&mut stdout(), inst, request.explore.prunes[0], &ExploreRun::Print, options, lang)?;
                Ok(if all { Exit::Quit } else { Exit::NotFound })
            })));
        }
        Ok(start_explorer::<Sudoku>(*request.explore, move |instance, prune, run| {
            output::run(&mut stdout(), instance, prune, run, options, lang).map(|_| ())
        }))
    }
}
