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
use crate::problems::sudoku::engine::{Grid, Instance, fast, symmetry};
use crate::problems::sudoku::words::text;
use crate::progress::with_progress;

/// Puzzles solved between two looks at Ctrl-C and the bar.
const CHUNK: usize = 256;

/// Maps `f` over the puzzles on `threads`, in input order, a progress bar on a long run and
/// Ctrl-C an `Interrupted` error.
fn each<T: Send>(
    set: &[Grid],
    extra: Extra,
    lang: Lang,
    f: impl Fn(&Grid, &AtomicBool) -> T + Sync + Send,
) -> io::Result<Vec<T>> {
    with_progress(set.len() as u64, lang, |done: &AtomicU64, cancel: &AtomicBool| {
        on_threads(extra.threads, || {
            let mut out = Vec::with_capacity(set.len());
            for chunk in set.chunks(CHUNK * 16) {
                if cancel.load(Ordering::Relaxed) {
                    return Err(io::Error::from(io::ErrorKind::Interrupted));
                }
                let part: Vec<T> = chunk
                    .par_chunks(CHUNK)
                    .flat_map_iter(|c| {
                        let r: Vec<T> = c.iter().map(|g| f(g, cancel)).collect();
                        done.fetch_add(c.len() as u64, Ordering::Relaxed);
                        r
                    })
                    .collect();
                out.extend(part);
            }
            // A count cut short by Ctrl-C is no count.
            if cancel.load(Ordering::Relaxed) {
                return Err(io::Error::from(io::ErrorKind::Interrupted));
            }
            Ok(out)
        })
    })
}

/// `--print` or `--count` on every puzzle of `instance`'s set, writing to `w`: whether every
/// puzzle had a solution (`--print`); `None` for a mode that is not its own.
pub fn run(
    w: &mut impl Write,
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

fn print(w: &mut impl Write, instance: &Instance, extra: Extra, lang: Lang) -> io::Result<bool> {
    let solved = each(&instance.set, extra, lang, |g, _| fast::solve_cells(g))?;
    let mut all = true;
    let mut line = Vec::with_capacity(82);
    for (solution, grid) in solved.iter().zip(instance.set.iter()) {
        if let Some(cells) = solution {
            line.clear();
            line.extend(cells[..grid.cells.len()].iter().map(|&d| b'0' + d));
            line.push(b'\n');
            w.write_all(&line)?;
        } else {
            all = false;
            writeln!(w, "{}", text(lang).no_solution)?;
        }
    }
    w.flush()?;
    Ok(all)
}

fn count(w: &mut impl Write, instance: &Instance, extra: Extra, lang: Lang) -> io::Result<()> {
    let counts = each(&instance.set, extra, lang, |g, cancel| {
        if extra.unique {
            let all: Vec<Vec<u8>> = fast::solutions(g, extra.limit)
                .into_iter()
                .map(|s| s.cells)
                .collect();
            symmetry::classes(&all, g.n) as u64
        } else {
            fast::count_until(g, extra.limit, cancel)
        }
    })?;
    for k in counts {
        writeln!(w, "{k}")?;
    }
    w.flush()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::sudoku::engine::{Algo, built_in};

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
