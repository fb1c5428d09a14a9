//! Sudoku's own headless modes, by its fast solver on every puzzle of a set: `--print` (each
//! puzzle's solution, one line each in input order, on all cores, with a progress bar on a
//! terminal; `no solution` for a puzzle with none) and `--count` (each puzzle's number of
//! solutions, capped by `--limit`; with `--unique` its classes). The shared `--stats`,
//! `--trace` and `--tree` search the first puzzle.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use rayon::prelude::*;

use crate::cli::explore::{ExploreRun, Extra};
use crate::engine::threads::on_threads;
use crate::i18n::Lang;
use crate::problems::sudoku::engine::{Instance, Puzzle, fast, symmetry};
use crate::problems::sudoku::words::text as words;
use crate::progress::with_progress;

/// Puzzles solved between two looks at Ctrl-C and the bar.
const CHUNK: usize = 256;

/// Maps `f` over the puzzles on `threads`, handing each stretch of them with its results, in
/// input order, to `out` as soon as it is done (the set's results are never all held at
/// once); a progress bar on a long run and Ctrl-C an `Interrupted` error.
fn each<T: Send>(
    set: &[Puzzle],
    extra: Extra,
    lang: Lang,
    f: impl Fn(&Puzzle, &AtomicBool) -> T + Sync + Send,
    mut out: impl FnMut(&[Puzzle], &[T]) -> io::Result<()> + Send,
) -> io::Result<()> {
    with_progress(set.len() as u64, lang, |done: &AtomicU64, cancel: &AtomicBool| {
        on_threads(extra.threads, || {
            let mut part = Vec::with_capacity(CHUNK * 16);
            for chunk in set.chunks(CHUNK * 16) {
                if cancel.load(Ordering::Relaxed) {
                    return Err(io::Error::from(io::ErrorKind::Interrupted));
                }
                part.clear();
                part.par_extend(chunk.par_chunks(CHUNK).flat_map_iter(|c| {
                    let r: Vec<T> = c.iter().map(|p| f(p, cancel)).collect();
                    done.fetch_add(c.len() as u64, Ordering::Relaxed);
                    r
                }));
                // A count cut short by Ctrl-C is no count.
                if cancel.load(Ordering::Relaxed) {
                    return Err(io::Error::from(io::ErrorKind::Interrupted));
                }
                out(chunk, &part)?;
            }
            Ok(())
        })
    })
}

/// `--print` or `--count` on every puzzle of `instance`'s set, writing to `w`: whether every
/// puzzle had a solution (`--print`); `None` for a mode that is not its own.
pub fn run(
    w: &mut (impl Write + Send),
    instance: &Instance,
    run: &ExploreRun,
    extra: Extra,
    lang: Lang,
) -> Option<io::Result<bool>> {
    Some(match run {
        ExploreRun::Print => print(w, instance, extra, lang),
        ExploreRun::Own(_) => count(w, instance, extra, lang).map(|()| true),
        _ => return None,
    })
}

fn print(w: &mut (impl Write + Send), instance: &Instance, extra: Extra, lang: Lang) -> io::Result<bool> {
    let mut all = true;
    let mut text = Vec::with_capacity(CHUNK * 16 * 82);
    each(
        &instance.set,
        extra,
        lang,
        |p, _| fast::solve_cells(p.cells()),
        |puzzles, solved| {
            text.clear();
            for (puzzle, solution) in puzzles.iter().zip(solved) {
                if let Some(cells) = solution {
                    text.extend(cells[..puzzle.cells().len()].iter().map(|&d| b'0' + d));
                    text.push(b'\n');
                } else {
                    all = false;
                    writeln!(text, "{}", words(lang).no_solution)?;
                }
            }
            w.write_all(&text)
        },
    )?;
    w.flush()?;
    Ok(all)
}

fn count(w: &mut (impl Write + Send), instance: &Instance, extra: Extra, lang: Lang) -> io::Result<()> {
    let count = |p: &Puzzle, cancel: &AtomicBool| {
        if extra.unique {
            let all: Vec<Vec<u8>> = fast::solutions(&p.grid(), extra.limit)
                .into_iter()
                .map(|s| s.cells)
                .collect();
            symmetry::classes(&all, usize::from(p.n)) as u64
        } else {
            fast::count_until(p.cells(), extra.limit, cancel)
        }
    };
    each(&instance.set, extra, lang, count, |_, counts| {
        counts.iter().try_for_each(|k| writeln!(w, "{k}"))
    })?;
    w.flush()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::sudoku::engine::{Algo, Grid, built_in};

    fn out(instance: &Instance, run_: &ExploreRun, limit: Option<u64>) -> (String, bool) {
        let extra = Extra {
            limit,
            threads: Some(2),
            unique: false,
        };
        let mut w = Vec::new();
        if let Some(all) = run(&mut w, instance, run_, extra, Lang::En) {
            return (String::from_utf8(w).unwrap(), all.unwrap());
        }
        let prune = crate::engine::backtrack::Prune::Constraint;
        let text = crate::problem::headless::output::<crate::problems::sudoku::Sudoku>(
            instance, prune, run_, extra, Lang::En,
        );
        (text, true)
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

    /// A set longer than one stretch of work (4,096 puzzles) is written stretch by stretch in
    /// input order: 5,000 puzzles cycling through top95 and the 4x4 set, one with none.
    #[test]
    fn a_long_set_is_written_in_order_stretch_by_stretch() {
        let mut pool = built_in("top95").unwrap();
        pool.extend(built_in("four").unwrap());
        let mut set: Vec<Grid> = (0..5000).map(|i| pool[i % pool.len()].clone()).collect();
        set[4500].cells[2] = set[4500].cells[1].max(1);
        set[4500].cells[1] = set[4500].cells[2];
        let (text, all) = out(&Instance::of(set.clone(), Algo::Cells), &ExploreRun::Print, None);
        assert!(!all);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 5000);
        for (i, (grid, line)) in set.iter().zip(lines).enumerate() {
            if i == 4500 {
                assert_eq!(line, "no solution");
            } else {
                assert!(grid.is_solved_by(&Grid::parse(line).unwrap()), "{i}: {line}");
            }
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
        let unique = Extra {
            limit: None,
            threads: Some(1),
            unique: true,
        };
        run(&mut w, &empty, &ExploreRun::Own("--count"), unique, Lang::En)
            .unwrap()
            .unwrap();
        assert_eq!(String::from_utf8(w).unwrap(), "2\n");
        let (text, _) = out(&Instance::of(built_in("easy").unwrap(), Algo::Mrv), &ExploreRun::Stats { until: None }, None);
        assert!(text.contains("guesses: 0\n") && text.contains("solutions: 1\n"), "{text}");
        let (text, _) = out(&Instance::of(built_in("inkala").unwrap(), Algo::Mrv), &ExploreRun::Stats { until: None }, None);
        assert!(!text.contains("guesses: 0\n"), "{text}");
    }
}
