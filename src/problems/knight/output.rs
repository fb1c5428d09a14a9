//! The knight's tour headless: `--print` (one tour a line, its squares from the start
//! separated by one space), `--count` (the bitboard counter, on all cores, with a progress
//! bar on a terminal), and the explorer's shared `--stats`, `--trace` and `--tree`.

use std::io::{self, Write};

use crate::cli::explore::ExploreRun;
use crate::engine::Solver;
use crate::engine::backtrack::{Backtrack, Event, Prune};
use crate::i18n::Lang;
use crate::output::explore::{write_search_tree, write_stats};
use crate::output::write_trace;
use crate::problems::knight::engine::{Instance, KnightHooks, count};
use crate::progress::with_progress;

/// What a headless run needs besides the instance.
#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    /// At most this many tours (`--print`, `--count`).
    pub limit: Option<u64>,
    /// Threads of the count.
    pub threads: Option<usize>,
}

/// Runs a headless request, writing to `w`.
pub fn run(
    w: &mut impl Write,
    instance: &Instance,
    prune: Prune,
    run: &ExploreRun,
    options: Options,
    lang: Lang,
) -> io::Result<()> {
    let search = Backtrack::new(KnightHooks::new(instance, instance.algo), prune);
    match run {
        ExploreRun::Print => print(w, search, options.limit),
        ExploreRun::Own(_) => {
            let tours = count_tours(instance, options, lang)?;
            writeln!(w, "{tours}")?;
            w.flush()
        }
        ExploreRun::Stats => {
            let b = instance.board;
            let head = [
                ("board", format!("{}x{}", b.cols, b.rows)),
                ("start", b.name(instance.start)),
                ("closed", instance.closed.to_string()),
                ("algorithm", instance.algo.name().to_string()),
            ];
            write_stats(w, search, &head, |s| {
                vec![("tours", s.counts().solutions.to_string())]
            })
        }
        ExploreRun::Trace { limit } => write_trace(w, search, *limit).map(|_| ()),
        ExploreRun::Tree { format, limit } => write_search_tree(w, search, *format, *limit, lang),
        ExploreRun::Tui(_) => Ok(()),
    }
}

/// Counts the tours with the bitboard counter: a progress bar on a long count, Ctrl-C an
/// `Interrupted` error.
pub fn count_tours(instance: &Instance, options: Options, lang: Lang) -> io::Result<u64> {
    let b = instance.board;
    let pieces = count::pieces(b, instance.start, instance.closed) as u64;
    with_progress(pieces, lang, |done, cancel| {
        count::count(b, instance.start, instance.closed, options.limit, options.threads, done, cancel)
            .unwrap_or(Ok(0))
            .map_err(|count::Cancelled| io::Error::from(io::ErrorKind::Interrupted))
    })
}

/// Each tour on a line, as it is found, at most `limit`.
fn print(w: &mut impl Write, mut search: Backtrack<KnightHooks>, limit: Option<u64>) -> io::Result<()> {
    let mut printed = 0;
    while let Some(event) = search.step() {
        if let Event::Solution { .. } = event {
            let hooks = search.hooks();
            let squares: Vec<String> = hooks
                .path
                .iter()
                .map(|&s| hooks.board.name(usize::from(s)))
                .collect();
            writeln!(w, "{}", squares.join(" "))?;
            printed += 1;
            if limit.is_some_and(|l| printed >= l) {
                break;
            }
        }
    }
    w.flush()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::knight::engine::{Algo, Board, built_in, is_tour};
    use proptest::prelude::*;

    fn out(instance: &Instance, prune: Prune, run_: &ExploreRun, limit: Option<u64>) -> String {
        let mut w = Vec::new();
        let options = Options { limit, threads: Some(2) };
        run(&mut w, instance, prune, run_, options, Lang::En).unwrap();
        String::from_utf8(w).unwrap()
    }

    #[test]
    fn print_and_count() {
        let five = built_in("five", Algo::Fixed).unwrap();
        let text = out(&five, Prune::Both, &ExploreRun::Print, Some(3));
        assert_eq!(text.lines().count(), 3);
        assert!(text.lines().all(|l| l.starts_with("a1 ") && l.split(' ').count() == 25));
        assert_eq!(out(&five, Prune::Both, &ExploreRun::Own("--count"), None), "304\n");
        assert_eq!(out(&five, Prune::Both, &ExploreRun::Own("--count"), Some(7)), "7\n");
        let centre = built_in("centre", Algo::Warnsdorff).unwrap();
        assert_eq!(out(&centre, Prune::Both, &ExploreRun::Own("--count"), None), "64\n");
    }

    #[test]
    fn stats_count_the_cuts() {
        let five = built_in("five", Algo::Warnsdorff).unwrap();
        let text = out(&five, Prune::Both, &ExploreRun::Stats, None);
        let stat = |key: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(&format!("{key}: ")))
                .unwrap_or_else(|| panic!("{key} in {text}"))
                .to_string()
        };
        assert_eq!(stat("tours"), "304");
        assert_ne!(stat("pruned by constraint"), "0");
        assert_ne!(stat("pruned by bound"), "0");
    }

    /// Warnsdorff's rule finds a tour from a1 of every n x n board from 5 to 32.
    #[test]
    fn warnsdorff_tours_every_square_board() {
        for n in 5..=32 {
            let inst = Instance::square(n, Algo::Warnsdorff);
            let text = out(&inst, Prune::Both, &ExploreRun::Print, Some(1));
            let line = text.lines().next().unwrap_or_else(|| panic!("{n}: no tour"));
            let board = inst.board;
            let squares: Vec<usize> = line.split(' ').map(|s| board.parse_square(s).unwrap()).collect();
            assert!(is_tour(board, 0, false, &squares), "{n}");
        }
    }

    proptest! {
        /// Every tour printed is a tour: knight moves, each square once, closed when asked.
        #[test]
        fn every_tour_printed_is_one(cols in 3usize..7, rows in 3usize..7, start in 0usize..36, closed: bool, warnsdorff: bool) {
            let board = Board { cols, rows };
            let algo = if warnsdorff { Algo::Warnsdorff } else { Algo::Fixed };
            let closed = closed && board.squares().is_multiple_of(2);
            let inst = Instance::new(board, start % board.squares(), closed, algo).unwrap();
            let text = out(&inst, Prune::Both, &ExploreRun::Print, Some(3));
            for line in text.lines() {
                let squares: Vec<usize> = line.split(' ').map(|s| board.parse_square(s).unwrap()).collect();
                prop_assert!(is_tour(board, inst.start, closed, &squares), "{}", line);
            }
        }
    }
}
