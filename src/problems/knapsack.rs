//! The 0-1 knapsack (0-1 背包) and the loading problem (装载问题) on the subset tree: the
//! constraint function cuts a take past the capacity, the bound function a leave whose
//! greedy fractional bound cannot beat the best so far.

pub mod cli;
pub mod engine;
pub mod model;
pub mod output;
pub mod svg;
pub mod view;
pub mod words;

use crate::app::explore::Explorer;
use crate::i18n::Lang;
use crate::problem::{
    Builtin, Failure, Outcome, Problem, Sample, UsageError, View, start_explorer, Start, stdout,
};
use model::Knapsack;

/// The knapsack, as the registry lists it.
pub struct KnapsackProblem;

impl Problem for KnapsackProblem {
    const COMMAND: &'static str = "knapsack";
    const HEADLESS: [&'static str; 3] = ["--print", "--stats", "--trace"];
    type Args = cli::KnapsackArgs;
    type Request = cli::Request;
    type Model = Explorer<Knapsack>;
    const VIEW: View<Explorer<Knapsack>> = view::draw;

    const LESSONS: &'static [Builtin] = &[Builtin {
        name: "knapsack-bound",
        source: include_str!("knapsack/lessons/knapsack-bound.toml"),
    }];

    fn samples() -> Vec<Sample<Explorer<Knapsack>>> {
        model::samples()
    }

    fn name(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "knapsack",
            Lang::Zh => "0-1 背包",
        }
    }

    fn about(lang: Lang) -> &'static str {
        match lang {
            Lang::En => {
                "the 0-1 knapsack and the loading problem on the subset tree: a bound cutting it"
            }
            Lang::Zh => "子集树上的 0-1 背包与装载问题：限界函数剪枝",
        }
    }

    fn usage(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "backtrack knapsack [OPTIONS] [INSTANCE]",
            Lang::Zh => "backtrack knapsack [选项] [实例]",
        }
    }

    fn examples(lang: Lang) -> &'static str {
        match lang {
            Lang::En => {
                "  backtrack knapsack                 c = 7, w = 3,5,2,1, v = 9,10,7,4; see backtrack knapsack --help\n  backtrack knapsack loading         the loading problem: values are weights\n  backtrack knapsack --weights 2,2,6,5,4 --values 6,3,5,4,6 --capacity 10 --print"
            }
            Lang::Zh => {
                "  backtrack knapsack                 c = 7，w = 3,5,2,1，v = 9,10,7,4；见 backtrack knapsack --help\n  backtrack knapsack loading         装载问题：价值就是重量\n  backtrack knapsack --weights 2,2,6,5,4 --values 6,3,5,4,6 --capacity 10 --print"
            }
        }
    }

    fn option_help(lang: Lang, id: &str) -> Option<String> {
        cli::option_help(lang, id)
    }

    fn options_phrase(lang: Lang, _default: bool) -> &'static str {
        match lang {
            Lang::En => "the knapsack's",
            Lang::Zh => "背包问题的选项",
        }
    }

    fn request(args: cli::KnapsackArgs, lang: Lang) -> Result<Outcome<cli::Request>, UsageError> {
        cli::request(&args, lang)
    }

    fn start(request: cli::Request, lang: Lang) -> Result<Start<Self::Model>, Failure> {
        Ok(start_explorer::<Knapsack>(request, move |instance, prune, run| {
            output::run(&mut stdout(), instance, prune, run, lang)
        }))
    }
}
