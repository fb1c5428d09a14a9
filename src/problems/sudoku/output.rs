//! Sudoku headless: `--print` (each puzzle's solution by the fast solver, one line each in
//! input order, on all cores, with a progress bar on a terminal; `no solution` for a puzzle
//! with none), `--count` (each puzzle's number of solutions, capped by `--limit`), and the
//! explorer's shared `--stats`, `--trace` and `--tree` on the first puzzle.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use rayon::prelude::*;

use crate::cli::explore::ExploreRun;
use crate::engine::backtrack::{Backtrack, Prune};
use crate::engine::threads::on_threads;
use crate::i18n::Lang;
use crate::output::explore::{write_search_tree, write_stats};
use crate::output::write_trace;
use crate::problems::sudoku::engine::{Grid, Instance, SudokuHooks, fast, symmetry};
use crate::problems::sudoku::words::text;
use crate::progress::with_progress;

/// What a headless run needs besides the instance.
#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    /// At most this many solutions a puzzle (`--count`).
    pub limit: Option<u64>,
    /// Threads of `--print` and `--count`.
    pub threads: Option<usize>,
    /// `--count --unique`: classes under the Sudoku group.
    pub unique: bool,
}

/// Puzzles solved between two looks at Ctrl-C and the bar.
const CHUNK: usize = 256;

/// Maps `f` over the puzzles on `threads`, in input order, a progress bar on a long run and
/// Ctrl-C an `Interrupted` error.
fn each<T: Send>(
    set: &[Grid],
    options: Options,
    lang: Lang,
    f: impl Fn(&Grid) -> T + Sync + Send,
) -> io::Result<Vec<T>> {
    with_progress(set.len() as u64, lang, |done: &AtomicU64, cancel: &AtomicBool| {
        on_threads(options.threads, || {
            let mut out = Vec::with_capacity(set.len());
            for chunk in set.chunks(CHUNK * 16) {
                if cancel.load(Ordering::Relaxed) {
                    return Err(io::Error::from(io::ErrorKind::Interrupted));
                }
                let part: Vec<T> = chunk
                    .par_chunks(CHUNK)
                    .flat_map_iter(|c| {
                        let r: Vec<T> = c.iter().map(&f).collect();
                        done.fetch_add(c.len() as u64, Ordering::Relaxed);
                        r
                    })
                    .collect();
                out.extend(part);
            }
            Ok(out)
        })
    })
}

/// Runs a headless request, writing to `w`; whether every puzzle had a solution (`--print`).
pub fn run(
    w: &mut impl Write,
    instance: &Instance,
    prune: Prune,
    run: &ExploreRun,
    options: Options,
    lang: Lang,
) -> io::Result<bool> {
    let search = Backtrack::new(SudokuHooks::new(&instance.grid, instance.algo), prune);
    match run {
        ExploreRun::Print => {
            let solved = each(&instance.set, options, lang, fast::solve)?;
            let mut all = true;
            for solution in &solved {
                if let Some(grid) = solution {
                    writeln!(w, "{}", grid.line())?;
                } else {
                    all = false;
                    writeln!(w, "{}", text(lang).no_solution)?;
                }
            }
            w.flush()?;
            Ok(all)
        }
        ExploreRun::Own(_) => {
            let counts = each(&instance.set, options, lang, |g| {
                if options.unique {
                    let all: Vec<Vec<u8>> = fast::solutions(g, options.limit).into_iter().map(|s| s.cells).collect();
                    symmetry::classes(&all, g.n) as u64
                } else {
                    fast::count(g, options.limit)
                }
            })?;
            for k in counts {
                writeln!(w, "{k}")?;
            }
            w.flush()?;
            Ok(true)
        }
        ExploreRun::Stats => {
            let g = &instance.grid;
            let head = [
                ("size", format!("{}x{}", g.n, g.n)),
                ("givens", g.cells.iter().filter(|&&d| d != 0).count().to_string()),
                ("algorithm", instance.algo.name().to_string()),
            ];
            write_stats(w, search, &head, |s| {
                vec![
                    ("guesses", s.hooks().guesses.to_string()),
                    ("solutions", s.counts().solutions.to_string()),
                ]
            })
            .map(|()| true)
        }
        ExploreRun::Trace { limit } => write_trace(w, search, *limit).map(|_| true),
        ExploreRun::Tree { format, limit } => write_search_tree(w, search, *format, *limit, lang).map(|()| true),
        ExploreRun::Tui(_) => Ok(true),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::sudoku::engine::{Algo, built_in};

    fn out(instance: &Instance, run_: &ExploreRun, limit: Option<u64>) -> (String, bool) {
        let mut w = Vec::new();
        let options = Options { limit, threads: Some(2), unique: false };
        let all = run(&mut w, instance, Prune::Constraint, run_, options, Lang::En).unwrap();
        (String::from_utf8(w).unwrap(), all)
    }

    /// Every puzzle of top95 solved, one line each in input order, each keeping its givens.
    #[test]
    fn print_solves_a_set_in_order() {
        let set = built_in("top95").unwrap();
        let (text, all) = out(&Instance::of(set.clone(), Algo::Cells), &ExploreRun::Print, None);
        assert!(all);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 95);
        for (grid, line) in set.iter().zip(lines) {
            assert!(grid.is_solved_by(&Grid::parse(line).unwrap()), "{line}");
        }
    }

    #[test]
    fn a_puzzle_with_no_solution_says_so() {
        let mut bad = built_in("easy").unwrap();
        bad[0].cells[2] = 5;
        bad.extend(built_in("four").unwrap());
        let (text, all) = out(&Instance::of(bad, Algo::Cells), &ExploreRun::Print, None);
        assert!(!all);
        assert_eq!(text.lines().next(), Some("no solution"));
        assert_eq!(text.lines().count(), 2);
    }

    #[test]
    fn count_and_stats() {
        let empty = Instance::of(vec![Grid::empty(4)], Algo::Cells);
        assert_eq!(out(&empty, &ExploreRun::Own("--count"), None).0, "288\n");
        assert_eq!(out(&empty, &ExploreRun::Own("--count"), Some(10)).0, "10\n");
        let mut w = Vec::new();
        let unique = Options { limit: None, threads: Some(1), unique: true };
        run(&mut w, &empty, Prune::Constraint, &ExploreRun::Own("--count"), unique, Lang::En).unwrap();
        assert_eq!(String::from_utf8(w).unwrap(), "2\n");
        let (text, _) = out(&Instance::of(built_in("easy").unwrap(), Algo::Mrv), &ExploreRun::Stats, None);
        assert!(text.contains("guesses: 0\n") && text.contains("solutions: 1\n"), "{text}");
        let (text, _) = out(&Instance::of(built_in("inkala").unwrap(), Algo::Mrv), &ExploreRun::Stats, None);
        assert!(!text.contains("guesses: 0\n"), "{text}");
    }
}
