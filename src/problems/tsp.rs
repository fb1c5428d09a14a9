//! The travelling salesman (旅行售货员) on the permutation tree: tours from city 1, the
//! constraint function cutting a missing edge, the bound function a path that cannot beat the
//! best tour (by its cost so far, or a lower bound on the rest).
//!
//! The problem is its hooks (`engine.rs`), its words (`words/`), its picture (`view.rs`, and
//! `svg.rs` for `x`) and its options (`cli.rs`); the shell does the rest.

pub mod cli;
pub mod engine;
pub mod svg;
pub mod view;
pub mod words;

use crate::action::{Action, Binding, Key, NORMAL, Section, named, row};
use crate::app::explore::{Explore, ExploreAction, Explorer};
use crate::app::{Effect, View};
use crate::engine::backtrack::Backtrack;
use crate::i18n::Lang;
use crate::i18n::search::Words;
use crate::problem::{Builtin, ExploreCli, Outcome, Request, UsageError};
use engine::{Instance, Node, Tour, TspHooks};
use words::text;

/// The travelling salesman, as the registry lists it.
pub struct Tsp;

/// The model: the explorer of a travelling-salesman instance.
pub type Model = Explorer<Tsp>;

/// Its own action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TspAction {
    /// The next bound function (restarts).
    NextBound,
}

impl Explore for Tsp {
    const OPTIMUM: bool = true;

    const COMMAND: &'static str = "tsp";
    type Hooks = TspHooks;
    type Instance = Instance;
    type Action = TspAction;
    type Label = Node;

    const SIZES: (usize, usize) = engine::SIZES;

    fn words(lang: Lang) -> &'static Words<Node> {
        &text(lang).words
    }

    fn hooks(instance: &Instance) -> TspHooks {
        TspHooks::new(instance)
    }

    fn pane_hooks(instance: &Instance, pane: usize) -> TspHooks {
        let mut hooks = TspHooks::new(instance);
        hooks.bound = instance.bound_of(pane);
        hooks
    }

    fn pane_name(instance: &Instance, pane: usize, lang: Lang) -> Option<String> {
        instance
            .compare
            .map(|_| (text(lang).bound)(instance.bound_of(pane)).to_string())
    }

    fn size(instance: &Instance) -> usize {
        instance.n()
    }

    fn label(instance: &Instance, path: &[usize]) -> Node {
        // The cities not on the path, in increasing order: replay the path's choices.
        let mut left: Vec<u8> = (1..instance.n() as u8).collect();
        for &child in path {
            if child < left.len() {
                left.remove(child);
            }
        }
        Node {
            stop: path.len() + 2,
            cities: Tour::of(&left),
        }
    }

    fn random(like: &Instance, size: usize, seed: u64) -> Option<Instance> {
        Some(Instance {
            compare: like.compare,
            ..Instance::random(size, seed, like.bound)
        })
    }

    fn own_keys() -> Vec<(Section, Binding<ExploreAction<TspAction>>)> {
        let bound = Action::Own(ExploreAction::Own(TspAction::NextBound));
        vec![(
            Section::Size,
            row(vec![named(Key::Char('o'), bound)], NORMAL, |l| {
                &text(l).bound_key
            }),
        )]
    }

    fn apply(explorer: &mut Model, action: TspAction, _view: View) -> Effect {
        match action {
            TspAction::NextBound => explorer.change(|i| i.bound = i.bound.next()),
        }
    }

    fn export(explorer: &Model, lang: Lang) -> (String, String) {
        svg::export(explorer, lang)
    }
}

impl ExploreCli for Tsp {
    type Args = cli::TspArgs;

    const HEADLESS: [&'static str; 3] = ["--print", "--stats", "--trace"];

    const LESSONS: &'static [Builtin] = &[
        Builtin {
            name: "tsp-bound",
            source: include_str!("tsp/lessons/tsp-bound.toml"),
        },
        Builtin {
            name: "tsp-branch",
            source: include_str!("tsp/lessons/tsp-branch.toml"),
        },
    ];

    fn request(args: cli::TspArgs, lang: Lang) -> Result<Outcome<Request<Self>>, UsageError> {
        cli::request(&args, lang)
    }

    /// The optimal cost, then the tour from city 1 (of two optimal tours the one found
    /// first); `no tour` if there is none.
    fn print(search: &Backtrack<TspHooks>, _found: Option<&engine::Found>) -> String {
        match search.hooks().best {
            Some(best) => format!("{}\n{}", best.cost, best.tour.joined(" ")),
            None => "no tour".to_string(),
        }
    }

    fn facts(instance: &Instance) -> Vec<(&'static str, String)> {
        vec![
            ("n", instance.n().to_string()),
            ("bound", instance.bound.name().to_string()),
        ]
    }

    fn results(
        instance: &Instance,
        hooks: &TspHooks,
        solutions: u64,
    ) -> Vec<(&'static str, String)> {
        let best = hooks
            .bestc()
            .map_or_else(|| "none".to_string(), |c| c.to_string());
        vec![
            ("best cost", best),
            ("improvements", solutions.to_string()),
            ("tours", instance.tours().to_string()),
        ]
    }

    fn samples() -> Vec<crate::problem::Sample<Model>> {
        use crate::app::Puzzle;
        use crate::engine::backtrack::Prune;
        use engine::Bound;
        let at = |instance: Instance, prunes: &[Prune], step| {
            let mut m = Model::new(instance, "textbook".into(), prunes);
            m.seek(step);
            m
        };
        let built = |name| engine::built_in(name, Bound::Lower).expect("built in");
        vec![
            crate::problem::Sample {
                name: "textbook at step 20",
                model: at(engine::textbook(Bound::Cost), &[Prune::Both], 20),
                actions: Vec::new(),
            },
            crate::problem::Sample {
                name: "ten: no bound beside lower",
                model: at(built("ten"), &[Prune::Constraint, Prune::Both], 60),
                actions: Vec::new(),
            },
            crate::problem::Sample {
                name: "square with the tree",
                model: at(built("square"), &[Prune::Both], 30),
                actions: vec![Action::ToggleTree],
            },
        ]
    }
}

#[cfg(test)]
mod tests;
