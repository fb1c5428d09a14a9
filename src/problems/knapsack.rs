//! The 0-1 knapsack (0-1 背包) and the loading problem (装载问题) on the subset tree: the
//! constraint function cuts a take past the capacity, the bound function a leave whose
//! greedy fractional bound cannot beat the best so far.
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
use engine::{Instance, Item, KnapsackHooks};
use words::{numbers, text};

/// The 0-1 knapsack, as the registry lists it.
pub struct Knapsack;

/// The model: the explorer of a knapsack instance.
pub type Model = Explorer<Knapsack>;

impl Explore for Knapsack {
    const OPTIMUM: bool = true;

    const COMMAND: &'static str = "knapsack";
    type Hooks = KnapsackHooks;
    type Instance = Instance;
    type Action = ();
    type Label = Item;

    fn words(lang: Lang) -> &'static Words<Item> {
        &text(lang).words
    }

    fn hooks(instance: &Instance) -> KnapsackHooks {
        KnapsackHooks::new(instance)
    }

    fn size(instance: &Instance) -> usize {
        instance.items.len()
    }

    fn label(instance: &Instance, path: &[usize]) -> Item {
        let none = Item {
            number: 0,
            w: 0,
            v: 0,
        };
        instance.items.get(path.len()).copied().unwrap_or(none)
    }

    fn random(like: &Instance, size: usize, seed: u64) -> Option<Instance> {
        Some(Instance::random(size, seed, like.loading))
    }

    fn export(explorer: &Model, lang: Lang) -> (String, String) {
        svg::export(explorer, lang)
    }

    /// `1` takes, `0` leaves.
    fn child_key(child: usize) -> char {
        if child == 0 { '1' } else { '0' }
    }
}

impl ExploreCli for Knapsack {
    type Args = cli::KnapsackArgs;

    const HEADLESS: [&'static str; 3] = ["--print", "--stats", "--trace"];

    const LESSONS: &'static [Builtin] = &[
        Builtin {
            name: "knapsack-bound",
            source: include_str!("knapsack/lessons/knapsack-bound.toml"),
        },
        Builtin {
            name: "knapsack-branch",
            source: include_str!("knapsack/lessons/knapsack-branch.toml"),
        },
    ];

    fn request(args: cli::KnapsackArgs, lang: Lang) -> Result<Outcome<Request<Self>>, UsageError> {
        cli::request(&args, lang)
    }

    /// The optimum's value, then its items' numbers in input order.
    fn print(search: &Backtrack<KnapsackHooks>, _found: Option<&engine::Found>) -> String {
        let best = search.hooks().best;
        format!(
            "{}\n{}",
            best.map_or(0, |b| b.value),
            best.map(|b| numbers(&b)).unwrap_or_default()
        )
    }

    fn facts(instance: &Instance) -> Vec<(&'static str, String)> {
        vec![
            ("n", instance.items.len().to_string()),
            ("capacity", instance.capacity.to_string()),
        ]
    }

    fn results(
        _instance: &Instance,
        hooks: &KnapsackHooks,
        solutions: u64,
    ) -> Vec<(&'static str, String)> {
        let best = hooks.best;
        vec![
            ("best value", best.map_or(0, |b| b.value).to_string()),
            ("best weight", best.map_or(0, |b| b.weight).to_string()),
            ("improvements", solutions.to_string()),
        ]
    }

    fn samples() -> Vec<crate::problem::Sample<Model>> {
        use crate::app::Puzzle;
        use crate::engine::backtrack::Prune;
        let at = |instance: Instance, source: &str, prunes: &[Prune], step| {
            let mut m = Model::new(instance, source.into(), prunes);
            m.seek(step);
            m
        };
        let loading = engine::built_in("loading").expect("built in");
        vec![
            crate::problem::Sample {
                name: "textbook at a bound cut",
                model: at(engine::textbook(), "textbook", &[Prune::Both], 9),
                actions: Vec::new(),
            },
            crate::problem::Sample {
                name: "loading with the tree",
                model: at(loading, "loading", &[Prune::Both], 12),
                actions: vec![crate::action::Action::ToggleTree],
            },
        ]
    }
}

#[cfg(test)]
mod tests;
