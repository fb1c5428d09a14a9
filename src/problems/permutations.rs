//! Permutations (全排列) on the permutation tree (排列树): n items arranged by the `used[]`
//! algorithm or by swapping; with repeated items the constraint function skips a repeat at
//! the same node, so each distinct arrangement is found once.

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
use model::Permutations;

/// Permutations, as the registry lists it.
pub struct PermutationsProblem;

impl Problem for PermutationsProblem {
    const COMMAND: &'static str = "permutations";
    const HEADLESS: [&'static str; 3] = ["--print", "--count", "--trace"];
    type Args = cli::PermArgs;
    type Request = cli::Request;
    type Model = Explorer<Permutations>;
    const VIEW: View<Explorer<Permutations>> = view::draw;

    const LESSONS: &'static [Builtin] = &[Builtin {
        name: "permutations-repeats",
        source: include_str!("permutations/lessons/permutations-repeats.toml"),
    }];

    fn samples() -> Vec<Sample<Explorer<Permutations>>> {
        model::samples()
    }

    fn name(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "permutations",
            Lang::Zh => "全排列",
        }
    }

    fn about(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "permutations on the permutation tree: used[] or swapping, repeats cut",
            Lang::Zh => "排列树上的全排列：used[] 标记或交换法，剪去重复",
        }
    }

    fn usage(lang: Lang) -> &'static str {
        match lang {
            Lang::En => "backtrack permutations [OPTIONS] [INSTANCE]",
            Lang::Zh => "backtrack permutations [选项] [实例]",
        }
    }

    fn examples(lang: Lang) -> &'static str {
        match lang {
            Lang::En => {
                "  backtrack permutations             the permutations of 1 2 3; see backtrack permutations --help\n  backtrack permutations --items 1,1,2 --compare none,both   repeats skipped beside every arrangement\n  backtrack permutations -n 4 --algo swap --print"
            }
            Lang::Zh => {
                "  backtrack permutations             1 2 3 的全排列；见 backtrack permutations --help\n  backtrack permutations --items 1,1,2 --compare none,both   剪去重复与不剪并排\n  backtrack permutations -n 4 --algo swap --print"
            }
        }
    }

    fn option_help(lang: Lang, id: &str) -> Option<String> {
        cli::option_help(lang, id)
    }

    fn options_phrase(lang: Lang, _default: bool) -> &'static str {
        match lang {
            Lang::En => "permutations'",
            Lang::Zh => "全排列的选项",
        }
    }

    fn request(args: cli::PermArgs, lang: Lang) -> Result<Outcome<cli::Request>, UsageError> {
        cli::request(&args, lang)
    }

    fn start(request: cli::Request, lang: Lang) -> Result<Start<Self::Model>, Failure> {
        Ok(start_explorer::<Permutations>(request, move |instance, prune, run| {
            output::run(&mut stdout(), instance, prune, run, lang)
        }))
    }
}
