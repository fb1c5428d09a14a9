//! The replay through the shell: every problem on the generic engine, traced and read back,
//! searches again as it did, each child under the label its drawn tree gives it.


use crate::app::explore::Explore;
use crate::cli::explore::{ExploreRun, Extra};
use crate::engine::Solver;
use crate::engine::backtrack::{Backtrack, Event, Prune};
use crate::engine::tree::Cut;
use crate::i18n::Lang;
use crate::problem::ExploreCli;
use crate::problems::replay::engine::{Recorded, ReplayHooks, Tree};

/// An event without its notes: its kind, depth, child and the function that cut.
fn shape<E, C, S>(event: &Event<E, C, S>) -> (u8, usize, usize, Option<Cut>) {
    match *event {
        Event::Enter { depth, child, .. } => (0, depth, child, None),
        Event::Prune {
            depth, child, by, ..
        } => (1, depth, child, Some(by)),
        Event::Backtrack { depth, child } => (2, depth, child, None),
        Event::Solution { index, .. } => (3, index as usize, 0, None),
        Event::Done { solutions, .. } => (4, solutions as usize, 0, None),
    }
}

/// The most events traced a sample.
const CAP: u64 = 20_000;

/// Each sample of `T`, traced as `--trace` writes it and read back: the replay makes the
/// same events (kind, depth, child, function) and, where the trace is whole, the same counts.
fn agrees<T: Explore + ExploreCli>() -> usize {
    let mut checked = 0;
    for sample in T::samples() {
        let instance = &sample.model.instance;
        for prune in [Prune::Both, Prune::None] {
            let run = ExploreRun::Trace { limit: Some(CAP) };
            let text = crate::problem::headless::output::<T>(instance, prune, &run, Extra::default(), Lang::En);
            let tree = Recorded::parse(&text).unwrap_or_else(|e| panic!("{}: {e:?}", sample.name));
            let mut ours = Backtrack::new(T::hooks(instance), prune);
            let mut again = Backtrack::new(ReplayHooks::new(Tree::new(tree)), Prune::Both);
            let mut steps = 0;
            while steps < CAP {
                let (Some(a), b) = (ours.step(), again.step()) else {
                    break;
                };
                let b = b
                    .unwrap_or_else(|| panic!("{}: the replay ended at step {steps}", sample.name));
                assert_eq!(
                    shape(&a),
                    shape(&b),
                    "{} ({prune:?}), step {steps}",
                    sample.name
                );
                // Each child under the label the drawn tree gives it.
                if let (Event::Enter { child, .. }, Event::Enter { note, .. }) = (&a, &b) {
                    let mut path: Vec<usize> = ours.path().collect();
                    path.pop();
                    let label = (T::words(Lang::En).node)(T::label(instance, &path), *child);
                    assert_eq!(*note.said.label.get(), *label, "{}, step {steps}", sample.name);
                }
                steps += 1;
            }
            if ours.is_done() {
                assert!(again.step().is_none() || again.is_done(), "{}", sample.name);
                let (a, b) = (ours.counts(), again.counts());
                assert_eq!(
                    (
                        a.entered,
                        a.by_constraint,
                        a.by_bound,
                        a.solutions,
                        a.backtracks
                    ),
                    (
                        b.entered,
                        b.by_constraint,
                        b.by_bound,
                        b.solutions,
                        b.backtracks
                    ),
                    "{} ({prune:?})",
                    sample.name
                );
            }
            checked += 1;
        }
    }
    checked
}

/// Every problem on the generic engine, traced and read back, searches again as it did.
#[test]
fn every_trace_reads_back_into_the_same_search() {
    use crate::problems::*;
    let checked = agrees::<subset::SubsetSum>()
        + agrees::<knapsack::Knapsack>()
        + agrees::<permutations::Permutations>()
        + agrees::<tsp::Tsp>()
        + agrees::<knight::Knight>()
        + agrees::<coloring::Coloring>()
        + agrees::<sudoku::Sudoku>()
        + agrees::<script::Script>();
    assert!(checked >= 16, "{checked}");
}

