//! The travelling salesman (旅行售货员) on the permutation tree: tours from city 1, a
//! missing edge cut by the constraint function, a tour that cannot beat the best so far cut
//! by the bound function (`--bound none|cost|lower`), on a map or a distance matrix.

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
use model::Tsp;

/// The travelling salesman, as the registry lists it.
pub struct TspProblem;

impl Problem for TspProblem {
    const COMMAND: &'static str = "tsp";
    const HEADLESS: [&'static str; 3] = ["--print", "--stats", "--trace"];
    type Args = cli::TspArgs;
    type Request = cli::Request;
    type Model = Explorer<Tsp>;
    const VIEW: View<Explorer<Tsp>> = view::draw;

    const LESSONS: &'static [Builtin] = &[Builtin {
        name: "tsp-bound",
        source: include_str!("tsp/lessons/tsp-bound.toml"),
    }];

    fn samples() -> Vec<Sample<Explorer<Tsp>>> {
        model::samples()
    }

    fn name(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "travelling salesman",
            Lang::Zh => "旅行售货员",
        }
    }

    fn about(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "the travelling salesman on the permutation tree: a bound cutting it, on a map",
            Lang::Zh => "排列树上的旅行售货员问题：限界函数剪枝，画在地图上",
        }
    }

    fn usage(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "backtrack tsp [OPTIONS] [INSTANCE]",
            Lang::Zh => "backtrack tsp [选项] [实例]",
        }
    }

    fn examples(lang: Lang) -> &'static str {
        match lang {
            Lang::En => {
                "  backtrack tsp                      the textbook's 4 cities; see backtrack tsp --help\n  backtrack tsp ten --bound lower --compare constraint,both   no bound beside the lower bound\n  backtrack tsp --random 12 --seed 3 --print"
            }
            Lang::Zh => {
                "  backtrack tsp                      教材中的 4 个城市；见 backtrack tsp --help\n  backtrack tsp ten --bound lower --compare constraint,both   不用限界与下界并排\n  backtrack tsp --random 12 --seed 3 --print"
            }
        }
    }

    fn option_help(lang: Lang, id: &str) -> Option<String> {
        cli::option_help(lang, id)
    }

    fn options_phrase(lang: Lang, _default: bool) -> &'static str {
        match lang {
            Lang::En => "the travelling salesman's",
            Lang::Zh => "旅行售货员的选项",
        }
    }

    fn request(args: cli::TspArgs, lang: Lang) -> Result<Outcome<cli::Request>, UsageError> {
        cli::request(&args, lang)
    }

    fn start(request: cli::Request, lang: Lang) -> Result<Start<Self::Model>, Failure> {
        Ok(start_explorer::<Tsp>(request, move |instance, prune, run| {
            output::run(&mut stdout(), instance, prune, run, lang)
        }))
    }
}
