//! The knight's tour (马的巡游) on the path tree: a knight visits every square of a board once,
//! in a fixed order of its eight moves or by Warnsdorff's rule, open or closed; the
//! constraint function refuses a visited square, the bound a move that strands a square or
//! cannot come home.
//!
//! The problem is its hooks (`engine.rs`, its bitboard counter in `engine/count.rs`), its
//! words (`words/`), its picture (`view.rs`; `marks.rs` and `svg.rs` for `x`) and its options
//! (`cli.rs`); the shell does the rest.

pub mod cli;
pub mod engine;
pub mod marks;
pub mod svg;
pub mod view;
pub mod words;

use std::io::{self, Write};

use crate::action::{Action, Binding, Key, NORMAL, Section, named, row};
use crate::app::explore::keys::SharedWords;
use crate::app::explore::{Explore, ExploreAction, Explorer};
use crate::app::{Effect, Exit, View};
use crate::cli::explore::{ExploreRun, Extra};
use crate::engine::backtrack::{Backtrack, Prune};
use crate::i18n::Lang;
use crate::i18n::search::Words;
use crate::problem::{Builtin, ExploreCli, Failure, Outcome, Request, UsageError, stdout};
use crate::progress::with_progress;
use engine::{Instance, KnightHooks, Node, count, hooks_on};
use words::text;

/// The knight's tour, as the registry lists it.
pub struct Knight;

/// The model: the explorer of a knight's tour instance.
pub type Model = Explorer<Knight>;

/// Its own action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KnightAction {
    /// The other algorithm (restarts; swaps the two when they are compared).
    NextAlgo,
}

impl Explore for Knight {
    const COMMAND: &'static str = "knight";
    type Hooks = KnightHooks;
    type Instance = Instance;
    type Action = KnightAction;
    type Label = Node;

    const SIZES: (usize, usize) = engine::SIZES;
    const PRUNES: &'static [Prune] = &engine::PRUNES;

    fn words(lang: Lang) -> &'static Words<Node> {
        &text(lang).words
    }

    fn hooks(instance: &Instance) -> KnightHooks {
        KnightHooks::new(instance, instance.algo)
    }

    fn pane_hooks(instance: &Instance, pane: usize) -> KnightHooks {
        KnightHooks::new(instance, instance.algo_of(pane))
    }

    fn pane_name(instance: &Instance, pane: usize, lang: Lang) -> Option<String> {
        instance
            .compare
            .then(|| (text(lang).algo)(instance.algo_of(pane)).to_string())
    }

    fn size(instance: &Instance) -> usize {
        instance.board.cols
    }

    fn offered(node: Node, child: usize) -> bool {
        node.children.get(child).is_some_and(|&(_, to)| to.is_some())
    }

    fn label(instance: &Instance, path: &[usize]) -> Node {
        let hooks = hooks_on(instance, instance.algo, path);
        let depth = hooks.path.len() - 1;
        let mut children = [(0, None); 8];
        let order = hooks.order(depth);
        for (slot, (c, &mv)) in children.iter_mut().zip(order.iter().enumerate()) {
            *slot = (mv, hooks.target(depth, c).map(|s| s as u16));
        }
        Node {
            number: depth + 2,
            children,
            len: order.len() as u8,
            cols: instance.board.cols as u8,
        }
    }

    fn random(like: &Instance, size: usize, seed: u64) -> Option<Instance> {
        Some(Instance::random(size, seed, like))
    }

    fn shared_words() -> SharedWords {
        SharedWords {
            size: |l| &text(l).size_key,
            random: |l| &text(l).random_key,
            prune: |l| &text(l).prune_key,
        }
    }

    fn own_keys() -> Vec<(Section, Binding<ExploreAction<KnightAction>>)> {
        let algo = Action::Own(ExploreAction::Own(KnightAction::NextAlgo));
        vec![(
            Section::Size,
            row(vec![named(Key::Char('a'), algo)], NORMAL, |l| {
                &text(l).algo_key
            }),
        )]
    }

    fn apply(explorer: &mut Model, action: KnightAction, _view: View) -> Effect {
        match action {
            KnightAction::NextAlgo => explorer.change(|i| i.algo = i.algo.next()),
        }
    }

    fn export(explorer: &Model, lang: Lang) -> (String, String) {
        svg::export(explorer, lang)
    }

    /// `knight-5x5`.
    fn stem(explorer: &Model) -> String {
        let b = explorer.instance.board;
        format!("knight-{}x{}", b.cols, b.rows)
    }
}

impl ExploreCli for Knight {
    /// `--algo`: the names [`Algo::parse`](engine::Algo::parse) takes.
    fn choices(id: &str) -> Option<Vec<&'static str>> {
        (id == "algo").then(|| engine::Algo::ALL.iter().map(|a| a.name()).collect())
    }

    type Args = cli::KnightArgs;

    const LESSONS: &'static [Builtin] = &[Builtin {
        name: "knight-warnsdorff",
        source: include_str!("knight/lessons/knight-warnsdorff.toml"),
    }];

    fn request(args: cli::KnightArgs, lang: Lang) -> Result<Outcome<Request<Self>>, UsageError> {
        cli::request(&args, lang)
    }

    /// The tour: its squares from the start, separated by one space.
    fn print(search: &Backtrack<KnightHooks>, _found: Option<&engine::Found>) -> String {
        let hooks = search.hooks();
        let squares: Vec<String> = hooks
            .path
            .iter()
            .map(|&s| hooks.board.name(usize::from(s)))
            .collect();
        squares.join(" ")
    }

    fn facts(instance: &Instance) -> Vec<(&'static str, String)> {
        let b = instance.board;
        vec![
            ("board", format!("{}x{}", b.cols, b.rows)),
            ("start", b.name(instance.start)),
            ("closed", instance.closed.to_string()),
            ("algorithm", instance.algo.name().to_string()),
        ]
    }

    fn results(
        _instance: &Instance,
        _hooks: &KnightHooks,
        solutions: u64,
    ) -> Vec<(&'static str, String)> {
        vec![("tours", solutions.to_string())]
    }

    /// `--count`: the bitboard counter, on all cores.
    fn headless(request: &Request<Self>, lang: Lang) -> Option<Result<Exit, Failure>> {
        let ExploreRun::Own(_) = request.run else {
            return None;
        };
        Some((|| {
            let tours = count_tours(&request.instance, request.extra, lang)?;
            let mut w = stdout();
            writeln!(w, "{tours}")?;
            w.flush()?;
            Ok(Exit::Quit)
        })())
    }

    fn samples() -> Vec<crate::problem::Sample<Model>> {
        use crate::app::Puzzle;
        let at = |instance: Instance, prunes: &[Prune], step| {
            let mut m = Model::new(instance, "five".into(), prunes);
            m.seek(step);
            m
        };
        let built = |name| engine::built_in(name, engine::Algo::Fixed).expect("built in");
        let mut eight = built("eight");
        eight.compare = true;
        vec![
            crate::problem::Sample {
                name: "five at step 40",
                model: at(built("five"), &[Prune::Both], 40),
                actions: Vec::new(),
            },
            crate::problem::Sample {
                name: "eight: fixed beside Warnsdorff",
                model: at(eight, &[Prune::Both, Prune::Both], 80),
                actions: Vec::new(),
            },
            crate::problem::Sample {
                name: "six closed with the tree",
                model: at(built("six"), &[Prune::Both], 30),
                actions: vec![Action::ToggleTree],
            },
        ]
    }
}

/// Counts the tours with the bitboard counter (at most `extra.limit`, on `extra.threads`): a
/// progress bar on a long count, Ctrl-C an `Interrupted` error.
pub fn count_tours(instance: &Instance, extra: Extra, lang: Lang) -> io::Result<u64> {
    let b = instance.board;
    let pieces = count::pieces(b, instance.start, instance.closed) as u64;
    with_progress(pieces, lang, |done, cancel| {
        count::count(b, instance.start, instance.closed, extra.limit, extra.threads, done, cancel)
            .unwrap_or(Ok(0))
            .map_err(|count::Cancelled| io::Error::from(io::ErrorKind::Interrupted))
    })
}

#[cfg(test)]
mod tests;
