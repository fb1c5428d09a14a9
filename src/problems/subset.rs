//! Subset sum (子集和) on the subset tree (子集树): positive integers and a target M; the
//! constraint function cuts a take that passes M, the bound function a leave after which M is
//! out of reach.
//!
//! The problem is its hooks (`engine.rs`), its words (`words/`), its picture (`view.rs`, and
//! `svg.rs` for `x`) and its options (`cli.rs`); the shell does the rest.

pub mod cli;
pub mod engine;
pub mod svg;
pub mod view;
pub mod words;

use crate::app::explore::{Explore, Explorer};
use crate::engine::backtrack::Backtrack;
use crate::i18n::Lang;
use crate::i18n::search::Words;
use crate::problem::{Builtin, ExploreCli, Outcome, Request, UsageError};
use engine::{Instance, Item, SubsetHooks};
use words::text;

/// Subset sum, as the registry lists it.
pub struct SubsetSum;

/// The model: the explorer of a subset-sum instance.
pub type Model = Explorer<SubsetSum>;

impl Explore for SubsetSum {
    const COMMAND: &'static str = "subset-sum";
    type Hooks = SubsetHooks;
    type Instance = Instance;
    type Action = ();
    type Label = Item;

    fn words(lang: Lang) -> &'static Words<Item> {
        &text(lang).words
    }

    fn hooks(instance: &Instance) -> SubsetHooks {
        SubsetHooks::new(instance)
    }

    fn size(instance: &Instance) -> usize {
        instance.w.len()
    }

    fn label(instance: &Instance, path: &[usize]) -> Item {
        let level = path.len();
        Item {
            number: level + 1,
            w: instance.w.get(level).copied().unwrap_or(0),
        }
    }

    fn random(_like: &Instance, size: usize, seed: u64) -> Option<Instance> {
        Some(Instance::random(size, seed))
    }

    fn export(explorer: &Model, lang: Lang) -> (String, String) {
        svg::export(explorer, lang)
    }

    /// `1` takes, `0` leaves.
    fn child_key(child: usize) -> char {
        if child == 0 { '1' } else { '0' }
    }
}

impl ExploreCli for SubsetSum {
    type Args = cli::SubsetArgs;

    const LESSONS: &'static [Builtin] = &[Builtin {
        name: "subset-sum-pruning",
        source: include_str!("subset/lessons/subset-sum-pruning.toml"),
    }];

    fn request(args: cli::SubsetArgs, lang: Lang) -> Result<Outcome<Request<Self>>, UsageError> {
        cli::request(&args, lang)
    }

    /// The subset's numbers, in the set's order.
    fn print(search: &Backtrack<SubsetHooks>, found: Option<&engine::Found>) -> String {
        let w = search.hooks().weights();
        let numbers: Vec<String> = found
            .into_iter()
            .flat_map(|f| f.items.items())
            .map(|i| w[i].to_string())
            .collect();
        numbers.join(" ")
    }

    fn facts(instance: &Instance) -> Vec<(&'static str, String)> {
        vec![
            ("n", instance.w.len().to_string()),
            ("target", instance.target.to_string()),
        ]
    }
}

#[cfg(test)]
mod tests;
