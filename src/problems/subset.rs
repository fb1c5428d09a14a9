//! Subset sum (子集和) on the subset tree (子集树): positive integers and a target M; the
//! constraint function cuts a take that passes M, the bound function a leave after which M is
//! out of reach.

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
use model::SubsetSum;

/// Subset sum, as the registry lists it.
pub struct SubsetSumProblem;

impl Problem for SubsetSumProblem {
    const COMMAND: &'static str = "subset-sum";
    const HEADLESS: [&'static str; 3] = ["--print", "--count", "--trace"];
    type Args = cli::SubsetArgs;
    type Request = cli::Request;
    type Model = Explorer<SubsetSum>;
    const VIEW: View<Explorer<SubsetSum>> = view::draw;

    const LESSONS: &'static [Builtin] = &[Builtin {
        name: "subset-sum-pruning",
        source: include_str!("subset/lessons/subset-sum-pruning.toml"),
    }];

    fn samples() -> Vec<Sample<Explorer<SubsetSum>>> {
        model::samples()
    }

    fn name(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "subset sum",
            Lang::Zh => "子集和",
        }
    }

    fn about(lang: Lang) -> &'static str {
        match lang {
            Lang::En => {
                "subset sum on the subset tree: the constraint and the bound function cutting it"
            }
            Lang::Zh => "子集树上的子集和问题：约束函数与限界函数剪枝",
        }
    }

    fn usage(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "backtrack subset-sum [OPTIONS] [INSTANCE]",
            Lang::Zh => "backtrack subset-sum [选项] [实例]",
        }
    }

    fn examples(lang: Lang) -> &'static str {
        match lang {
            Lang::En => {
                "  backtrack subset-sum               w = 5,10,12,13,15,18, M = 30; see backtrack subset-sum --help\n  backtrack subset-sum --compare none,both   the whole tree beside the pruned one\n  backtrack subset-sum --set 3,4,5,6 --target 9 --print"
            }
            Lang::Zh => {
                "  backtrack subset-sum               w = 5,10,12,13,15,18，M = 30；见 backtrack subset-sum --help\n  backtrack subset-sum --compare none,both   整棵树与剪枝后的树并排\n  backtrack subset-sum --set 3,4,5,6 --target 9 --print"
            }
        }
    }

    fn option_help(lang: Lang, id: &str) -> Option<String> {
        cli::option_help(lang, id)
    }

    fn options_phrase(lang: Lang, _default: bool) -> &'static str {
        match lang {
            Lang::En => "subset sum's",
            Lang::Zh => "子集和的选项",
        }
    }

    fn request(args: cli::SubsetArgs, lang: Lang) -> Result<Outcome<cli::Request>, UsageError> {
        cli::request(&args, lang)
    }

    fn start(request: cli::Request, lang: Lang) -> Result<Start<Self::Model>, Failure> {
        Ok(start_explorer::<SubsetSum>(request, move |instance, prune, run| {
            output::run(&mut stdout(), instance, prune, run, lang)
        }))
    }
}
