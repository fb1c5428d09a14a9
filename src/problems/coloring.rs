//! Graph m-colouring (图的m着色) on the m-ary tree: the textbook's fixed vertex order against
//! DSATUR's most-constrained-first, the constraint (`Ok`) and forward checking (the bound)
//! each cutting the tree, the chromatic number, and graphs from the DIMACS benchmarks.

pub mod cli;
pub mod engine;
pub mod model;
pub mod output;
pub mod svg;
pub mod view;
pub mod words;

use crate::app::explore::Explorer;
use crate::i18n::Lang;
use crate::problem::{Builtin, Failure, Outcome, Problem, Sample, UsageError, View, start_explorer, Start, stdout};
use model::Coloring;

/// Graph colouring, as the registry lists it.
pub struct ColoringProblem;

impl Problem for ColoringProblem {
    const COMMAND: &'static str = "coloring";
    const HEADLESS: [&'static str; 3] = ["--print", "--count", "--stats"];
    type Args = cli::ColoringArgs;
    type Request = cli::Request;
    type Model = Explorer<Coloring>;
    const VIEW: View<Explorer<Coloring>> = view::draw;

    const LESSONS: &'static [Builtin] = &[Builtin {
        name: "coloring-order",
        source: include_str!("coloring/lessons/coloring-order.toml"),
    }];

    fn samples() -> Vec<Sample<Explorer<Coloring>>> {
        model::samples()
    }

    fn name(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "graph colouring",
            Lang::Zh => "图的m着色",
        }
    }

    fn about(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "graph m-colouring: fixed order against DSATUR, with forward checking",
            Lang::Zh => "图的 m 着色：固定顺序与 DSATUR 对比，可加前向检查",
        }
    }

    fn usage(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "backtrack coloring [OPTIONS] [GRAPH]",
            Lang::Zh => "backtrack coloring [选项] [图]",
        }
    }

    fn examples(lang: Lang) -> &'static str {
        match lang {
            Lang::En => {
                "  backtrack coloring                 Australia's map, 3 colours; see backtrack coloring --help\n  backtrack coloring myciel3 --compare fixed,dsatur   the two orders side by side\n  backtrack coloring petersen -m 4 --count"
            }
            Lang::Zh => {
                "  backtrack coloring                 澳大利亚地图，3 种颜色；见 backtrack coloring --help\n  backtrack coloring myciel3 --compare fixed,dsatur   两种顺序并排\n  backtrack coloring petersen -m 4 --count"
            }
        }
    }

    fn option_help(lang: Lang, id: &str) -> Option<String> {
        cli::option_help(lang, id)
    }

    fn options_phrase(lang: Lang, _default: bool) -> &'static str {
        match lang {
            Lang::En => "graph colouring's",
            Lang::Zh => "图着色的选项",
        }
    }

    fn request(args: cli::ColoringArgs, lang: Lang) -> Result<Outcome<cli::Request>, UsageError> {
        cli::request(&args, lang)
    }

    fn start(request: cli::Request, lang: Lang) -> Result<Start<Self::Model>, Failure> {
        let limit = request.limit;
        Ok(match start_explorer::<Coloring>(*request.explore, move |instance, prune, run| {
            output::run(&mut stdout(), instance, prune, run, limit, lang)
        }) {
            // A graph past the colours the search takes is bad input, said in one line.
            Start::Headless(job) => Start::Headless(Box::new(move || {
                job().map_err(|f| match f {
                    Failure::Io(e) if e.kind() == std::io::ErrorKind::InvalidInput => Failure::BadInput(e.to_string()),
                    f => f,
                })
            })),
            show @ Start::Show(..) => show,
        })
    }
}
