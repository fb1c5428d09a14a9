//! The headless modes every problem on the generic engine shares: `--print` (each solution on a
//! line as it is found, or an optimisation's best at the end), `--count` (the solutions of a
//! whole run), `--stats`, `--trace` and `--tree` (`output::explore`).

use std::io::{self, Write};

use crate::cli::explore::ExploreRun;
use crate::engine::Solver;
use crate::engine::backtrack::{Backtrack, Event};
use crate::engine::branch::BranchAndBound;
use crate::engine::branch::expander::Expander;
use crate::engine::estimate::HooksProbe;
use crate::i18n::Lang;
use crate::output::estimate::write_estimate;
use crate::output::explore::{
    write_branch_stats, write_branch_trace, write_branch_tree, write_search_tree, write_stats,
};
use crate::output::write_labelled_trace;
use crate::problem::{ExploreCli, Request};

/// Runs a headless request of `T`, writing to `w`, and flushes it: a write that fails at the
/// last flush (a full disk, `> /dev/full`) is an error like any other, never lost in a drop.
pub fn run<T: ExploreCli>(w: &mut impl Write, request: &Request<T>, lang: Lang) -> io::Result<()> {
    write_out::<T>(w, request, lang)?;
    w.flush()
}

/// The output of a headless request of `T`.
fn write_out<T: ExploreCli>(
    w: &mut impl Write,
    request: &Request<T>,
    lang: Lang,
) -> io::Result<()> {
    let instance = &request.instance;
    let search = Backtrack::new(T::hooks(instance), request.prunes[0]);
    match &request.run {
        ExploreRun::Print => print::<T>(w, search, T::optimum(instance), request.extra.limit),
        ExploreRun::Own(_) => {
            writeln!(w, "{}", search.run_to_end().solutions)?;
            w.flush()
        }
        ExploreRun::Stats { until } => write_stats(w, search, *until, &T::facts(instance), |s| {
            T::results(instance, s.hooks(), s.counts().solutions)
        }),
        ExploreRun::Trace { limit } => trace::<T>(w, instance, search, *limit, lang),
        ExploreRun::Tree { format, limit } => write_search_tree(w, search, *format, *limit, lang),
        ExploreRun::Estimate(run) => {
            let probe = &mut HooksProbe::new(T::hooks(instance), request.prunes[0]);
            write_estimate(w, probe, search, *run, |_| Ok(Vec::new()))
        }
        ExploreRun::Branch(strategy) => {
            let search = BranchAndBound::new(T::hooks(instance), request.prunes[0], *strategy);
            write_branch_stats(w, search, &T::facts(instance), |hooks, solutions| {
                T::results(instance, hooks, solutions)
            })
        }
        ExploreRun::BranchTrace(strategy, limit) => {
            let e = Expander::new(T::hooks(instance), request.prunes[0], *strategy);
            write_branch_trace(w, e, *limit, |e, node| {
                node_label::<T>(instance, e, node, lang)
            })
        }
        ExploreRun::BranchTree(strategy) => {
            let e = Expander::new(T::hooks(instance), request.prunes[0], *strategy);
            write_branch_tree(w, e, |e, node| node_label::<T>(instance, e, node, lang))
        }
        ExploreRun::Tui(_) | ExploreRun::BranchTui(..) => Ok(()),
    }
}

/// A node of branch and bound's tree by its choice, in the problem's words.
fn node_label<T: ExploreCli>(
    instance: &T::Instance,
    e: &Expander<T::Hooks>,
    node: u32,
    lang: Lang,
) -> String {
    crate::app::branch::choice_name::<T>(instance, 0, &e.path(node), lang)
}

/// `--print`: each solution's line as it is found (at most `limit`), or an optimisation's
/// best once the search is over.
fn print<T: ExploreCli>(
    w: &mut impl Write,
    mut search: Backtrack<T::Hooks>,
    optimum: bool,
    limit: Option<u64>,
) -> io::Result<()> {
    if optimum {
        while search.step().is_some() {}
        writeln!(w, "{}", T::print(&search, None))?;
        return w.flush();
    }
    let mut printed = 0;
    while let Some(event) = search.step() {
        if let Event::Solution { note, .. } = event {
            writeln!(w, "{}", T::print(&search, Some(&note)))?;
            printed += 1;
            if limit.is_some_and(|l| printed >= l) {
                break;
            }
        }
    }
    w.flush()
}

/// What a headless request of `T` on `instance` under `prune` writes, for tests.
#[cfg(test)]
pub fn output<T: ExploreCli>(
    instance: &T::Instance,
    prune: crate::engine::backtrack::Prune,
    run: &ExploreRun,
    extra: crate::cli::explore::Extra,
    lang: Lang,
) -> String {
    let request = crate::cli::explore::ExploreRequest {
        instance: instance.clone(),
        source: String::new(),
        prunes: vec![prune],
        run: run.clone(),
        extra,
    };
    let mut w = Vec::new();
    self::run::<T>(&mut w, &request, lang).expect("a Vec takes the output");
    String::from_utf8(w).expect("the output is UTF-8")
}

/// `--trace`: the events as JSON Lines, each child entered or cut with its `label` as the
/// drawn tree names it, so that the same search read back from it draws the same tree.
fn trace<T: ExploreCli>(
    w: &mut impl Write,
    instance: &T::Instance,
    search: Backtrack<T::Hooks>,
    limit: Option<u64>,
    lang: Lang,
) -> io::Result<()> {
    let words = T::words(lang);
    write_labelled_trace(w, search, limit, |search, event| {
        let mut path: Vec<usize> = search.path().collect();
        let child = match *event {
            Event::Enter { child, .. } => {
                path.pop();
                child
            }
            Event::Prune { child, .. } => child,
            _ => return None,
        };
        Some((words.node)(T::label(instance, &path), child))
    })
    .map(|_| ())
}
