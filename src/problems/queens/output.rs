//! N-Queens' headless modes: the seeds' solution layouts (`--print`), the count (`--count`, on
//! all cores with a progress bar), traces, trees and statistics.
//!
//! Formats (the command-line contract in DESIGN.md), shown for the first 8-queens solution:
//! `digits` `04752613` (seed 000), `columns` `0 4 7 5 2 6 1 3` (seed 003), `columns1`
//! `1 5 8 6 3 7 2 4` (seed 001), `board` rows of `.`/`Q` (seed 002) and `matrix` rows of `0`/`1`
//! (seed 004), the last two followed by a blank line. The seeds' programs also print a space
//! after the last number of a row; these layouts do not.

use std::io::{self, Write};
use std::time::Instant;

use serde::Serialize;

use crate::engine::Solver;
use crate::i18n::Lang;
use crate::i18n::square;
use crate::output::tree::{self, TreeFormat, TreeWords};
use crate::output::write_labelled_trace;
use crate::output::estimate::{EstimateRun, Paced, write_estimate};
use crate::problems::queens::engine::Line;
use crate::problems::queens::engine::count::classes::{self, Counted, Tally};
use crate::problems::queens::engine::count::{self, CountError};
use crate::problems::queens::engine::placement::{self, Below};
use crate::problems::queens::engine::probe::QueensProbe;
use crate::problems::queens::engine::tree::{QueensShape, TreeShape};
use crate::problems::queens::engine::{Algo, QueensEvent, QueensSolver, symmetry};
use crate::problems::queens::svg;
use crate::problems::queens::words::words;
use crate::progress::with_progress;


/// `--trace`: each queen placed or refused with its square's name, the label a replay draws.
fn write_labelled(w: &mut impl Write, solver: QueensSolver, limit: Option<u64>) -> io::Result<u64> {
    write_labelled_trace(w, solver, limit, |_, event| match *event {
        QueensEvent::Place { row, col } | QueensEvent::Conflict { row, col, .. } => {
            Some(crate::engine::notation::square(usize::from(row), usize::from(col)))
        }
        _ => None,
    })
}
/// A headless N-Queens run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueensJob {
    /// Board size, 1..=32.
    pub n: usize,
    /// The step engine for `--print`, `--trace` and `--stats`.
    pub algo: Algo,
    /// What to print.
    pub task: QueensTask,
    /// Threads for counting (all cores if `None`).
    pub threads: Option<usize>,
    /// Queens placed in rows 1..k to go on from (`--from`; 0-based columns): `--print` and
    /// `--count` give the solutions that extend them, the other tasks run the algorithm from
    /// there to its end.
    pub start: Vec<u8>,
}

/// What a headless N-Queens run prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QueensTask {
    /// The solutions in a layout, at most `limit` of them; with `count`, their number after them.
    Print {
        /// The layout.
        format: Format,
        /// At most this many solutions.
        limit: Option<u64>,
        /// Also print the total count at the end.
        count: bool,
        /// One solution per symmetry class (the first of each found); the count counts classes.
        unique: bool,
    },
    /// Only the number of solutions.
    Count {
        /// The number of classes under rotation and reflection instead.
        unique: bool,
        /// Both numbers as one JSON object.
        json: bool,
    },
    /// Every event as JSON Lines, at most `limit` of them.
    Trace {
        /// At most this many events.
        limit: Option<u64>,
    },
    /// The explored state-space tree, as far as `limits` let it.
    Tree {
        /// How to write it.
        format: tree::TreeFormat,
        /// At most this many nodes (`--limit`), solutions (`--until`).
        limits: tree::Limits,
    },
    /// The step engine's counters after a whole run, or at solution K (`--until K`).
    Stats {
        /// `--until`.
        until: Option<u64>,
    },
    /// The Monte Carlo estimate of the algorithm's tree (`--estimate P`).
    Estimate(EstimateRun),
}

/// Runs a headless N-Queens job, writing to `w`.
pub fn run(w: &mut impl Write, job: &QueensJob, lang: Lang) -> io::Result<()> {
    let QueensJob {
        n,
        algo,
        task,
        threads,
        ref start,
    } = *job;
    if !start.is_empty() {
        return run_from_start(w, job, lang);
    }
    match task {
        QueensTask::Print {
            format,
            limit,
            count,
            unique,
        } => {
            let solver = QueensSolver::new(algo, n);
            print_solutions(w, n, solver, format, limit, unique, lang)?;
            if count {
                w.flush()?;
                let counted = count_solutions(n, threads, lang)?;
                let all = if unique {
                    counted.classes
                } else {
                    counted.solutions
                };
                write_total(w, all, limit, lang)?;
            }
        }
        QueensTask::Count { unique, json } => {
            let counted = count_solutions(n, threads, lang)?;
            if json {
                #[derive(Serialize)]
                struct Line {
                    n: usize,
                    solutions: u64,
                    classes: u64,
                }
                let line = Line {
                    n,
                    solutions: counted.solutions,
                    classes: counted.classes,
                };
                writeln!(
                    w,
                    "{}",
                    serde_json::to_string(&line).map_err(io::Error::other)?
                )?;
            } else if unique {
                writeln!(w, "{}", counted.classes)?;
            } else {
                writeln!(w, "{}", counted.solutions)?;
            }
        }
        QueensTask::Trace { limit } => {
            write_labelled(w, QueensSolver::new(algo, n), limit)?;
        }
        QueensTask::Tree { format, limits } => {
            write_tree_from(w, algo, n, &[], format, limits, lang)?;
        }
        QueensTask::Stats { until: None } => write_stats(w, &run_stats(algo, n))?,
        QueensTask::Estimate(run) => {
            let probe = &mut QueensProbe::new(algo, n);
            let count = |nodes| count_forecast(n, threads, nodes, lang);
            write_estimate(w, probe, QueensSolver::new(algo, n), run, count)?;
        }
        QueensTask::Stats { until: Some(k) } => {
            write_stats(w, &stats_until(QueensSolver::new(algo, n), algo, Some(k)))?;
        }
    }
    w.flush()
}

/// How long a board's count is timed for `--count`'s forecast.
const COUNT_SAMPLE: std::time::Duration = std::time::Duration::from_millis(50);

/// `--estimate`'s forecast of `--count -n n` (the bit-board counter, on `threads`): its pace
/// on the largest board below `n` it counts within [`COUNT_SAMPLE`] (that board's row tree
/// estimated by 10,000 probes), applied to `nodes`, the estimate of `n`'s row tree. The
/// counter walks the same tree, halved by the mirror and cut by symmetry the same way at
/// every size, so its nodes a second carry over. None below 5 queens.
fn count_forecast(
    n: usize,
    threads: Option<usize>,
    nodes: f64,
    lang: Lang,
) -> io::Result<Vec<(&'static str, String)>> {
    if n < 5 {
        return Ok(Vec::new());
    }
    let mut m = 4;
    let mut took;
    loop {
        m += 1;
        let started = Instant::now();
        count_solutions(m, threads, lang)?;
        took = started.elapsed().as_secs_f64();
        if took >= COUNT_SAMPLE.as_secs_f64() || m + 1 >= n {
            break;
        }
    }
    let mut estimator = crate::engine::estimate::Estimator::new(1);
    estimator.run(&mut QueensProbe::new(Algo::Iterative, m), 10_000);
    let pace = estimator.estimate.nodes() / took.max(1e-9);
    Ok(vec![
        ("count forecast seconds", format!("{:.3}", nodes / pace)),
        ("count paced on", format!("{m} queens")),
    ])
}

/// The queens' searches as the estimate paces them: a node a queen placed (row by row), or a
/// call (cell by cell: a cell skipped or taken leads to the next cell's call).
impl Paced for QueensSolver {
    fn nodes(&self) -> u64 {
        self.counters().nodes
    }

    fn entered(&self, event: &QueensEvent) -> Option<usize> {
        let n = self.n();
        match *event {
            QueensEvent::Place { row, col } | QueensEvent::Skip { row, col } if self.algo().by_cells() => {
                Some(usize::from(row) * n + usize::from(col) + 1)
            }
            QueensEvent::Place { row, .. } => Some(usize::from(row) + 1),
            _ => None,
        }
    }
}

/// `--print --count`: the total after the solutions; with `--limit` the line counts all of
/// them, not the ones printed, and says so.
fn write_total(w: &mut impl Write, all: u64, limit: Option<u64>, lang: Lang) -> io::Result<()> {
    if limit.is_some() {
        writeln!(w, "{}", lang.words().count_in_all(all))
    } else {
        writeln!(w, "{all}")
    }
}

/// A headless N-Queens job from a start (`--from`): `--print` and `--count` give the
/// solutions that extend it; `--trace`, `--stats` and `--tree` run the algorithm from there to
/// its end, backtracking into the start's rows as it would.
fn run_from_start(w: &mut impl Write, job: &QueensJob, lang: Lang) -> io::Result<()> {
    let QueensJob {
        n,
        algo,
        task,
        threads,
        ref start,
    } = *job;
    match task {
        QueensTask::Print {
            format,
            limit,
            count,
            ..
        } => {
            let solver = Below::new(algo, n, start);
            print_solutions(w, n, solver, format, limit, false, lang)?;
            if count {
                w.flush()?;
                let all = count_completions(n, start, threads, lang)?;
                write_total(w, all, limit, lang)?;
            }
        }
        QueensTask::Count { json, .. } => {
            let all = count_completions(n, start, threads, lang)?;
            if json {
                #[derive(Serialize)]
                struct Line {
                    n: usize,
                    from: Vec<usize>,
                    solutions: u64,
                }
                let line = Line {
                    n,
                    from: start.iter().map(|&c| usize::from(c) + 1).collect(),
                    solutions: all,
                };
                writeln!(
                    w,
                    "{}",
                    serde_json::to_string(&line).map_err(io::Error::other)?
                )?;
            } else {
                writeln!(w, "{all}")?;
            }
        }
        QueensTask::Trace { limit } => {
            write_labelled(w, QueensSolver::from_start(algo, n, start), limit)?;
        }
        QueensTask::Tree { format, limits } => {
            write_tree_from(w, algo, n, start, format, limits, lang)?;
        }
        // Refused beside `--from` at the command line.
        QueensTask::Estimate(_) => {}
        QueensTask::Stats { until } => {
            let solver = QueensSolver::from_start(algo, n, start);
            write_stats(w, &stats_until(solver, algo, until))?;
        }
    }
    w.flush()
}

/// A layout for printing solutions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Seed 000: the 0-based columns as digits, `04752613` (N <= 10).
    Digits,
    /// Seed 003: the 0-based columns separated by spaces.
    Columns,
    /// Seed 001: the 1-based columns separated by spaces.
    Columns1,
    /// Seed 002: rows of `.` and `Q`, then a blank line.
    Board,
    /// Seed 004: rows of `0` and `1` separated by spaces, then a blank line.
    Matrix,
    /// One SVG document, a drawn board per solution (for slides and handouts).
    Svg,
}

impl Format {
    /// Every format, in the order `--help` lists them.
    pub const ALL: [Format; 6] = [
        Format::Digits,
        Format::Columns,
        Format::Columns1,
        Format::Board,
        Format::Matrix,
        Format::Svg,
    ];

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Format::Digits => "digits",
            Format::Columns => "columns",
            Format::Columns1 => "columns1",
            Format::Board => "board",
            Format::Matrix => "matrix",
            Format::Svg => "svg",
        }
    }

    /// Parses a command-line name.
    pub fn parse(s: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.name() == s)
    }

    /// The largest N this format can show (digits are one character per row).
    pub fn max_n(self) -> usize {
        match self {
            Format::Digits => 10,
            _ => crate::problems::queens::engine::MAX_N,
        }
    }
}

/// Writes one solution (0-based column per row) in `format` (an SVG titled in `lang`).
pub fn write_solution(
    w: &mut impl Write,
    format: Format,
    cols: &[u8],
    lang: Lang,
) -> io::Result<()> {
    let joined = |offset: u8| {
        let parts: Vec<String> = cols.iter().map(|c| (c + offset).to_string()).collect();
        parts.join(" ")
    };
    match format {
        Format::Digits => {
            let line: String = cols.iter().map(|&c| char::from(b'0' + c)).collect();
            writeln!(w, "{line}")
        }
        Format::Columns => writeln!(w, "{}", joined(0)),
        Format::Columns1 => writeln!(w, "{}", joined(1)),
        Format::Board | Format::Matrix => {
            let n = cols.len();
            for &c in cols {
                let cells: Vec<&str> = (0..n)
                    .map(|j| match (format, j == c as usize) {
                        (Format::Board, true) => "Q",
                        (Format::Board, false) => ".",
                        (_, true) => "1",
                        (_, false) => "0",
                    })
                    .collect();
                let sep = if format == Format::Board { "" } else { " " };
                writeln!(w, "{}", cells.join(sep))?;
            }
            writeln!(w)
        }
        // One board as a whole SVG document.
        Format::Svg => {
            let title = words(lang).sheet_title(cols.len(), 1, false);
            svg::write_svg(w, cols.len(), &[(1, cols.to_vec())], &title)
        }
    }
}

/// Runs `solver` (on an `n`×`n` board) and writes its solutions in `format`, at most `limit`
/// of them (with `unique`, one per symmetry class); SVG gathers them into one document,
/// titled in `lang`, each board numbered as the solutions browser numbers it (its place among
/// all the solutions in search order). Returns how many were written.
pub fn print_solutions<S>(
    w: &mut impl Write,
    n: usize,
    solver: S,
    format: Format,
    limit: Option<u64>,
    unique: bool,
    lang: Lang,
) -> io::Result<u64>
where
    S: Solver<Event = QueensEvent>,
{
    if format == Format::Svg {
        let mut all = Vec::new();
        let printed = for_each_solution(solver, limit, unique, |number, cols| {
            all.push((number, cols.to_vec()));
            Ok(())
        })?;
        let title = words(lang).sheet_title(n, printed, unique);
        svg::write_svg(w, n, &all, &title)?;
        return Ok(printed);
    }
    for_each_solution(solver, limit, unique, |_, cols| {
        write_solution(w, format, cols, lang)
    })
}

/// Calls `f` with each solution's number (1-based, in search order, counting every solution)
/// and its columns (with `unique`, only the first of each symmetry class), at most `limit` of
/// them: the number passed.
fn for_each_solution<S>(
    mut solver: S,
    limit: Option<u64>,
    unique: bool,
    mut f: impl FnMut(u64, &[u8]) -> io::Result<()>,
) -> io::Result<u64>
where
    S: Solver<Event = QueensEvent>,
{
    let (mut printed, mut found) = (0, 0);
    // With `unique`, the classes met so far, by their smallest member.
    let mut classes = std::collections::HashSet::new();
    while limit.is_none_or(|l| printed < l) {
        match solver.step() {
            Some(QueensEvent::Solution { cols, .. }) => {
                found += 1;
                if unique && !classes.insert(symmetry::canonical(cols.as_slice()).0) {
                    continue;
                }
                f(found, cols.as_slice())?;
                printed += 1;
            }
            Some(_) => {}
            None => break,
        }
    }
    Ok(printed)
}

/// What a headless run of the step engine measured.
#[derive(Debug, Clone, PartialEq)]
pub struct Stats {
    /// Board size.
    pub n: usize,
    /// Algorithm name.
    pub algo: &'static str,
    /// Final counters of the run.
    pub counters: crate::problems::queens::engine::Counters,
    /// Wall-clock seconds the run took.
    pub seconds: f64,
    /// The solution it stopped at (`--until K`), if it did.
    pub stopped: Option<u64>,
}

/// The counters of `solver` (of `algo`) stepped to its end, or to its solution `until`.
fn stats_until(mut solver: QueensSolver, algo: Algo, until: Option<u64>) -> Stats {
    let began = Instant::now();
    let mut stopped = None;
    while solver.step().is_some() {
        if until.is_some_and(|k| solver.counters().solutions >= k) {
            stopped = until;
            break;
        }
    }
    Stats {
        n: solver.n(),
        algo: algo.name(),
        counters: solver.counters(),
        seconds: began.elapsed().as_secs_f64(),
        stopped,
    }
}

/// Runs a step engine from step 0 to `done` and measures it.
pub fn run_stats(algo: Algo, n: usize) -> Stats {
    let start = Instant::now();
    let counters = algo.run_to_end(n);
    Stats {
        n,
        algo: algo.name(),
        counters,
        seconds: start.elapsed().as_secs_f64(),
        stopped: None,
    }
}

/// Writes statistics as `key: value` lines.
pub fn write_stats(w: &mut impl Write, stats: &Stats) -> io::Result<()> {
    let c = &stats.counters;
    let rate = if stats.seconds > 0.0 {
        (c.steps as f64 / stats.seconds).round() as u64
    } else {
        0
    };
    writeln!(w, "n: {}", stats.n)?;
    writeln!(w, "algo: {}", stats.algo)?;
    if let Some(k) = stats.stopped {
        writeln!(w, "stopped at solution: {k}")?;
    }
    writeln!(w, "steps: {}", c.steps)?;
    writeln!(w, "places: {}", c.places)?;
    writeln!(w, "conflicts: {}", c.conflicts)?;
    writeln!(w, "backtracks: {}", c.backtracks)?;
    writeln!(w, "solutions: {}", c.solutions)?;
    if c.skips > 0 {
        writeln!(w, "skips: {}", c.skips)?;
    }
    // Visited (the nodes entered, the root included; 扩展结点) and generated (those and the
    // children cut, each a conflict; 生成结点), as the tree panel's title counts them.
    writeln!(w, "nodes: {}", c.nodes)?;
    writeln!(w, "generated: {}", c.nodes + c.conflicts)?;
    writeln!(w, "checks: {}", c.checks)?;
    writeln!(w, "seconds: {:.6}", stats.seconds)?;
    writeln!(w, "events_per_second: {rate}")
}

/// Counts the solutions of an `n`×`n` board and their symmetry classes on `threads` threads
/// (all cores if `None`). Ctrl-C (SIGINT) or SIGTERM stops the count and returns an
/// `Interrupted` error.
pub fn count_solutions(n: usize, threads: Option<usize>, lang: Lang) -> io::Result<Counted> {
    if n < 4 {
        return Ok(Counted::of(n, Tally::default()));
    }
    let plan = classes::plan(n, classes::split_rows(n));
    let total: u64 = plan.0.iter().map(|t| t.weight).sum();
    let tally = with_progress(total, lang, |done, cancel| {
        classes::count_with(n, threads, done, cancel, &plan)
    })?;
    Ok(Counted::of(n, tally))
}

/// `--count --from`: how many solutions extend a start (columns of rows 1..k), with the same
/// progress bar and Ctrl-C as [`count_solutions`].
pub fn count_completions(
    n: usize,
    start: &[u8],
    threads: Option<usize>,
    lang: Lang,
) -> io::Result<u64> {
    let plan = placement::start_plan(n, start);
    with_progress(plan.len() as u64, lang, |done, cancel| {
        count::count_with(n, threads, done, cancel, &plan)
    })
}

/// The events of the path to a start placed by hand (rows 1..k): the start's queens, and for
/// the cells search the cells before its last queen skipped.
fn start_events(shape: TreeShape, n: usize, start: &[u8]) -> Vec<QueensEvent> {
    let place = |row: usize, col: u8| QueensEvent::Place {
        row: row as u8,
        col,
    };
    match shape {
        TreeShape::Rows => start
            .iter()
            .enumerate()
            .map(|(r, &c)| place(r, c))
            .collect(),
        TreeShape::Cells => {
            let Some(&last) = start.last() else {
                return Vec::new();
            };
            let end = (start.len() - 1) * n + usize::from(last);
            (0..=end)
                .map(|cell| {
                    let (row, col) = (cell / n, (cell % n) as u8);
                    if start[row] == col {
                        place(row, col)
                    } else {
                        QueensEvent::Skip {
                            row: row as u8,
                            col,
                        }
                    }
                })
                .collect()
        }
    }
}

/// `--tree`: the tree of `algo` on an `n`×`n` board going on from a start placed by hand (the
/// path to the start's last queen first, those nodes numbered too), or from the empty board;
/// as far as `limits` let it.
pub fn write_tree_from(
    w: &mut impl Write,
    algo: Algo,
    n: usize,
    start: &[u8],
    format: TreeFormat,
    limits: tree::Limits,
    lang: Lang,
) -> io::Result<()> {
    let path = start_events(algo.tree_shape(), n, start);
    let solver = QueensSolver::from_start(algo, n, start);
    tree::write_tree(w, path, solver, format, limits, lang)
}

/// The name of a line of attack in `--tree json`.
fn line_name(line: Line) -> &'static str {
    match line {
        Line::Row => "row",
        Line::Column => "column",
        Line::Diagonal => "diagonal",
        Line::AntiDiagonal => "anti-diagonal",
    }
}

impl TreeWords for QueensShape {
    fn text(&self, event: &QueensEvent, lang: Lang) -> String {
        let cells = self.kind == TreeShape::Cells;
        let sq = |row: u8, col: u8| square(usize::from(row), usize::from(col));
        match *event {
            QueensEvent::Conflict {
                row,
                col,
                by_row,
                by_col,
                line,
            } => format!(
                "{}  {}: {} {}",
                sq(row, col),
                lang.text().tree_pruned,
                crate::problems::queens::words::words(lang).line(line),
                sq(by_row, by_col)
            ),
            QueensEvent::Place { row, col } | QueensEvent::Skip { row, col } if cells => {
                let place = matches!(event, QueensEvent::Place { .. });
                format!(
                    "{} {}",
                    crate::problems::queens::words::text(lang).tree_choices[usize::from(place)],
                    sq(row, col)
                )
            }
            QueensEvent::Place { row, col } | QueensEvent::Skip { row, col } => sq(row, col),
            _ => String::new(),
        }
    }

    fn dot(&self, event: &QueensEvent, lang: Lang) -> String {
        let sq = |row: u8, col: u8| square(usize::from(row), usize::from(col));
        let choices = crate::problems::queens::words::text(lang).tree_choices;
        match *event {
            QueensEvent::Place { row, col } if self.kind == TreeShape::Cells => {
                format!("{} {}", choices[1], sq(row, col))
            }
            QueensEvent::Skip { row, col } => format!("{} {}", choices[0], sq(row, col)),
            QueensEvent::Place { row, col } | QueensEvent::Conflict { row, col, .. } => {
                sq(row, col)
            }
            _ => String::new(),
        }
    }

    fn json(&self, event: &QueensEvent) -> (String, String) {
        let cells = self.kind == TreeShape::Cells;
        match *event {
            QueensEvent::Place { row, col } | QueensEvent::Skip { row, col } => {
                let choice = if !cells {
                    String::new()
                } else if matches!(event, QueensEvent::Place { .. }) {
                    ",\"choice\":\"place\"".into()
                } else {
                    ",\"choice\":\"skip\"".into()
                };
                (format!("\"row\":{row},\"col\":{col}"), choice)
            }
            QueensEvent::Conflict {
                row,
                col,
                by_row,
                by_col,
                line,
            } => {
                let choice = if cells { ",\"choice\":\"place\"" } else { "" };
                (
                    format!("\"row\":{row},\"col\":{col}"),
                    format!(
                        "{choice},\"line\":\"{}\",\"by\":[{by_row},{by_col}]",
                        line_name(line)
                    ),
                )
            }
            _ => (String::new(), String::new()),
        }
    }

    fn json_root(&self) -> String {
        "\"row\":-1,\"col\":-1".into()
    }
}

impl From<CountError> for io::Error {
    fn from(e: CountError) -> io::Error {
        match e {
            CountError::Cancelled => io::Error::from(io::ErrorKind::Interrupted),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::queens::engine::{Algorithm, Iterative};
    use crate::output::write_trace;
    use rstest::rstest;

    /// `--estimate --stats`: its true nodes, summed from the levels its events enter, are
    /// the algorithm's own `nodes` counter, for every algorithm (cells' depths are cells).
    #[rstest]
    fn the_estimates_truth_is_the_node_counter(
        #[values(Algo::Iterative, Algo::Recursive, Algo::Arrays, Algo::Cells)] algo: Algo,
    ) {
        let run = EstimateRun {
            probes: 10,
            seed: 1,
            truth: true,
        };
        let job = QueensJob {
            n: 6,
            algo,
            task: QueensTask::Estimate(run),
            threads: None,
            start: Vec::new(),
        };
        let mut out = Vec::new();
        super::run(&mut out, &job, Lang::En).unwrap();
        let text = String::from_utf8(out).unwrap();
        let nodes = algo.run_to_end(6).nodes;
        assert!(text.lines().any(|l| l == format!("nodes: {nodes}")), "{text}");
        assert!(text.lines().any(|l| l.starts_with("forecast seconds: ")), "{text}");
    }

    fn render(n: usize, format: Format, limit: Option<u64>) -> String {
        let mut out = Vec::new();
        print_solutions(&mut out, n, Iterative::new(n), format, limit, false, Lang::En).unwrap();
        String::from_utf8(out).unwrap()
    }

    /// The seeds print a space after every number; the layouts here drop the trailing one.
    fn seed_block(text: &str) -> String {
        text.lines().fold(String::new(), |mut out, l| {
            out.push_str(l.trim_end());
            out.push('\n');
            out
        })
    }

    #[test]
    fn seed_002_prints_these_two_4x4_boards() {
        let seed = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n\n";
        assert_eq!(render(4, Format::Board, None), seed);
    }

    #[test]
    fn cells_prints_seed_002s_second_program_output() {
        // Seed 002's "n皇后原始版" run on 4: its two boards, in its order.
        let seed = "..Q.\nQ...\n...Q\n.Q..\n\n.Q..\n...Q\nQ...\n..Q.\n\n";
        let mut out = Vec::new();
        print_solutions(
            &mut out,
            4,
            QueensSolver::new(Algo::Cells, 4),
            Format::Board,
            None,
            false,
            Lang::En,
        )
        .unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), seed);
    }

    #[test]
    fn seed_004_prints_these_first_two_8x8_matrices() {
        let seed = "1 0 0 0 0 0 0 0 \n0 0 0 0 1 0 0 0 \n0 0 0 0 0 0 0 1 \n0 0 0 0 0 1 0 0 \n\
                    0 0 1 0 0 0 0 0 \n0 0 0 0 0 0 1 0 \n0 1 0 0 0 0 0 0 \n0 0 0 1 0 0 0 0 \n\n\
                    1 0 0 0 0 0 0 0 \n0 0 0 0 0 1 0 0 \n0 0 0 0 0 0 0 1 \n0 0 1 0 0 0 0 0 \n\
                    0 0 0 0 0 0 1 0 \n0 0 0 1 0 0 0 0 \n0 1 0 0 0 0 0 0 \n0 0 0 0 1 0 0 0 \n\n";
        assert_eq!(render(8, Format::Matrix, Some(2)), seed_block(seed));
    }

    #[rstest]
    #[case(Format::Digits, "04752613\n")]
    #[case(Format::Columns, "0 4 7 5 2 6 1 3\n")]
    #[case(Format::Columns1, "1 5 8 6 3 7 2 4\n")]
    fn first_eight_queens_solution_in_each_seed_layout(
        #[case] format: Format,
        #[case] expected: &str,
    ) {
        assert_eq!(render(8, format, Some(1)), expected);
    }

    #[test]
    fn seed_000s_example_array_is_one_of_the_92() {
        // Seed 000 explains its output with array = {2,5,1,6,0,3,7,4}.
        let all = render(8, Format::Digits, None);
        assert_eq!(all.lines().count(), 92);
        assert!(all.lines().any(|l| l == "25160374"));
    }

    #[test]
    fn trace_lines_are_json_with_step_first() {
        let mut out = Vec::new();
        let written = write_trace(&mut out, Iterative::new(4), Some(3)).unwrap();
        assert_eq!(written, 3);
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], r#"{"step":1,"event":"place","row":0,"col":0}"#);
        assert_eq!(
            lines[1],
            r#"{"step":2,"event":"conflict","row":1,"col":0,"by_row":0,"by_col":0,"line":"column"}"#
        );
        assert_eq!(lines.len(), 3);
    }

    #[test]
    fn full_trace_ends_with_done() {
        let mut out = Vec::new();
        write_trace(&mut out, Iterative::new(6), None).unwrap();
        let text = String::from_utf8(out).unwrap();
        let last: serde_json::Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
        assert_eq!(last["event"], "done");
        assert_eq!(last["solutions"], 4);
        assert_eq!(last["steps"], last["step"]);
        assert_eq!(text.lines().count() as u64, last["step"].as_u64().unwrap());
    }

    #[test]
    fn stats_are_key_value_lines_with_seed_001_counts() {
        let stats = run_stats(Algo::Iterative, 8);
        let mut out = Vec::new();
        write_stats(&mut out, &stats).unwrap();
        let text = String::from_utf8(out).unwrap();
        for line in [
            "steps: 17778",
            "places: 2056",
            "conflicts: 13664",
            "backtracks: 1965",
            "solutions: 92",
        ] {
            assert!(text.lines().any(|l| l == line), "missing {line} in\n{text}");
        }
        assert!(text.lines().all(|l| l.contains(": ")));
    }

    /// `--stats`' nodes are the tree's visited nodes and its generated ones the visited and
    /// the pruned, as `--tree json` has them, for every algorithm (issue 26: one definition a
    /// name).
    #[rstest::rstest]
    fn stats_count_the_trees_visited_and_generated_nodes(
        #[values(Algo::Iterative, Algo::Recursive, Algo::Arrays, Algo::Cells)] algo: Algo,
    ) {
        let mut out = Vec::new();
        write_stats(&mut out, &run_stats(algo, 5)).unwrap();
        let text = String::from_utf8(out).unwrap();
        let stat = |key: &str| -> u64 {
            text.lines()
                .find_map(|l| l.strip_prefix(&format!("{key}: ")))
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| panic!("{key} in\n{text}"))
        };
        let json = tree(algo, 5, TreeFormat::Json, None);
        let (pruned, all) = (
            json.matches(r#""status":"pruned""#).count() as u64,
            json.matches(r#""status":"#).count() as u64,
        );
        assert_eq!((stat("nodes"), stat("generated")), (all - pruned, all), "{algo:?}");
    }

    fn tree(algo: Algo, n: usize, format: TreeFormat, limit: Option<u64>) -> String {
        let mut out = Vec::new();
        let limits = tree::Limits {
            nodes: limit,
            ..tree::Limits::default()
        };
        write_tree_from(&mut out, algo, n, &[], format, limits, Lang::En).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn four_queens_as_text() {
        let text = tree(Algo::Iterative, 4, TreeFormat::Text, Some(12));
        insta::assert_snapshot!(text);
    }

    #[test]
    fn eight_queens_has_2056_placed_and_13664_pruned_nodes() {
        let text = tree(Algo::Iterative, 8, TreeFormat::Text, None);
        let lines: Vec<&str> = text.lines().collect();
        let pruned = lines.iter().filter(|l| l.contains(" x ")).count();
        assert_eq!((lines.len() - 1 - pruned, pruned), (2056, 13_664));
        let solutions = lines.iter().filter(|l| l.contains("solution")).count();
        assert_eq!(solutions, 92);
    }

    fn count(v: &serde_json::Value) -> u64 {
        v["children"]
            .as_array()
            .map_or(0, |c| c.len() as u64 + c.iter().map(count).sum::<u64>())
    }

    #[test]
    fn json_is_one_object_and_a_limit_keeps_it_whole() {
        for limit in [None, Some(1), Some(7)] {
            let json = tree(Algo::Cells, 3, TreeFormat::Json, limit);
            let value: serde_json::Value = serde_json::from_str(&json).unwrap();
            assert_eq!(value["status"], "root");
            if let Some(k) = limit {
                assert_eq!(count(&value), k);
            }
        }
    }

    #[test]
    fn dot_is_a_digraph_with_an_edge_per_node() {
        let dot = tree(Algo::Iterative, 5, TreeFormat::Dot, None);
        assert!(dot.starts_with("digraph tree {") && dot.trim_end().ends_with('}'));
        let nodes = dot.lines().filter(|l| l.contains("[label=")).count();
        let edges = dot.lines().filter(|l| l.contains("->")).count();
        assert_eq!(nodes, edges + 1, "every node but the root has one parent");
        // Every node after the root carries its visiting number, in order, as the text tree
        // numbers them; each cut says why and by which function.
        let numbers: Vec<u64> = dot
            .lines()
            .filter_map(|l| l.split_once("[label=\"").map(|(_, r)| r))
            .skip(1)
            .map(|r| r.split(' ').next().unwrap().parse().unwrap())
            .collect();
        assert_eq!(numbers, (1..=numbers.len() as u64).collect::<Vec<_>>());
        let cuts: Vec<&str> = dot.lines().filter(|l| l.contains("color=red,")).collect();
        assert!(!cuts.is_empty());
        assert!(
            cuts.iter()
                .all(|l| l.contains("pruned: ") && l.contains("\\n(constraint)")),
            "{cuts:?}"
        );
    }
}
