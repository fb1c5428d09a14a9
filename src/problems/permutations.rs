//! Permutations (全排列) on the permutation tree (排列树): every arrangement of n items, by a
//! `used[]` array or by swapping in place; with repeated items, the constraint function cuts a
//! child whose item was already tried at its node.
//!
//! The problem is its hooks (`engine.rs`), its words (`words/`), its picture (`view.rs`;
//! `marks.rs` and `svg.rs` for `x`) and its options (`cli.rs`); the shell does the rest.

pub mod cli;
pub mod engine;
pub mod marks;
pub mod svg;
pub mod view;
pub mod words;

use crate::action::{Action, Binding, Key, NORMAL, Section, named, row};
use crate::app::explore::{Explore, ExploreAction, Explorer};
use crate::app::{Effect, View};
use crate::engine::backtrack::{Backtrack, Prune};
use crate::i18n::Lang;
use crate::i18n::search::Words;
use crate::problem::{Builtin, ExploreCli, Outcome, Request, UsageError};
use engine::{Arrangement, Instance, Node, PermHooks, candidates_on};
use words::text;

/// Permutations, as the registry lists it.
pub struct Permutations;

/// The model: the explorer of a permutations instance.
pub type Model = Explorer<Permutations>;

/// Its own action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PermAction {
    /// The other algorithm (restarts).
    NextAlgo,
}

impl Explore for Permutations {
    const COMMAND: &'static str = "permutations";
    type Hooks = PermHooks;
    type Instance = Instance;
    type Action = PermAction;
    type Label = Node;

    const SIZES: (usize, usize) = engine::SIZES;

    /// No bound function: the constraint (skip a repeat) or nothing.
    const PRUNES: &'static [Prune] = &[Prune::Constraint, Prune::None];

    fn words(lang: Lang) -> &'static Words<Node> {
        &text(lang).words
    }

    fn hooks(instance: &Instance) -> PermHooks {
        PermHooks::new(instance)
    }

    fn size(instance: &Instance) -> usize {
        instance.items.len()
    }

    fn label(instance: &Instance, path: &[usize]) -> Node {
        let (_, items) = candidates_on(instance, path);
        Node {
            position: path.len() + 1,
            items: Arrangement::of(&items),
        }
    }

    fn random(like: &Instance, size: usize, seed: u64) -> Option<Instance> {
        Some(Instance::random(size, seed, like.algo))
    }

    fn own_keys() -> Vec<(Section, Binding<ExploreAction<PermAction>>)> {
        let algo = Action::Own(ExploreAction::Own(PermAction::NextAlgo));
        vec![(
            Section::Size,
            row(vec![named(Key::Char('a'), algo)], NORMAL, |l| {
                &text(l).algo_key
            }),
        )]
    }

    fn apply(explorer: &mut Model, action: PermAction, _view: View) -> Effect {
        match action {
            PermAction::NextAlgo => explorer.change(|i| i.algo = i.algo.next()),
        }
    }

    fn export(explorer: &Model, lang: Lang) -> (String, String) {
        svg::export(explorer, lang)
    }
}

impl ExploreCli for Permutations {
    /// `--algo`: the names [`Algo::parse`](engine::Algo::parse) takes.
    fn choices(id: &str) -> Option<Vec<&'static str>> {
        (id == "algo").then(|| engine::Algo::ALL.iter().map(|a| a.name()).collect())
    }

    type Args = cli::PermArgs;

    const LESSONS: &'static [Builtin] = &[Builtin {
        name: "permutations-repeats",
        source: include_str!("permutations/lessons/permutations-repeats.toml"),
    }];

    fn request(args: cli::PermArgs, lang: Lang) -> Result<Outcome<Request<Self>>, UsageError> {
        cli::request(&args, lang)
    }

    /// The arrangement, its items separated by one space.
    fn print(_search: &Backtrack<PermHooks>, found: Option<&engine::Found>) -> String {
        found.map(|f| f.permutation.joined(" ")).unwrap_or_default()
    }

    fn facts(instance: &Instance) -> Vec<(&'static str, String)> {
        let items: Vec<String> = instance.items.iter().map(u64::to_string).collect();
        vec![
            ("n", instance.items.len().to_string()),
            ("items", items.join(" ")),
            ("algorithm", instance.algo.name().to_string()),
        ]
    }

    fn results(
        instance: &Instance,
        _hooks: &PermHooks,
        solutions: u64,
    ) -> Vec<(&'static str, String)> {
        vec![
            ("permutations", solutions.to_string()),
            ("distinct", instance.distinct().to_string()),
        ]
    }
}

#[cfg(test)]
mod tests;
