//! `--estimate P`: the Monte Carlo estimate of a search's tree before it runs
//! ([`crate::engine::estimate`]), as `key: value` lines every problem shares: the probes and
//! their seed, the estimated nodes (the root counted, as `--stats`' `nodes`) with its standard
//! error, each level's estimate, and the forecast of the whole search's time on this machine
//! (from a tenth of a second of it). With `--stats` as well, the true figures beside them.

use std::io::{self, Write};
use std::time::{Duration, Instant};

use crate::engine::Solver;
use crate::engine::estimate::{Estimator, Probe};

/// The most probes `--estimate` takes.
pub const MAX_PROBES: u64 = 100_000_000;

/// The probes' seed when `--seed` is not given (Knuth's paper's year).
pub const DEFAULT_SEED: u64 = 1975;

/// How long the search runs to measure its pace for the forecast.
pub const SAMPLE: Duration = Duration::from_millis(100);

/// What `--estimate P` asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EstimateRun {
    /// Probes (1 to [`MAX_PROBES`]).
    pub probes: u64,
    /// Their seed.
    pub seed: u64,
    /// `--stats` too: the whole search run for the true figures.
    pub truth: bool,
}

/// A search as the estimate measures it: how many nodes it has entered, the root counted,
/// and the depth of the node an event enters, if it enters one.
pub trait Paced: Solver {
    /// Nodes entered so far, the root counted.
    fn nodes(&self) -> u64;
    /// The depth of the node `event` enters (1 for the root's children), if it enters one.
    fn entered(&self, event: &Self::Event) -> Option<usize>;
}

/// The search run for `budget` at most: nodes entered, the time it took, and whether it
/// ended meanwhile.
fn sample<S: Paced>(mut search: S, budget: Duration) -> (u64, Duration, bool) {
    let started = Instant::now();
    loop {
        for _ in 0..4096 {
            if search.step().is_none() {
                return (search.nodes(), started.elapsed(), true);
            }
        }
        if started.elapsed() >= budget {
            return (search.nodes(), started.elapsed(), false);
        }
    }
}

/// The whole search: the nodes of each level (the root's 1 first) and its time.
fn truth<S: Paced>(mut search: S) -> (Vec<u64>, f64) {
    let started = Instant::now();
    let mut levels = vec![1];
    while let Some(event) = search.step() {
        if let Some(depth) = search.entered(&event) {
            if levels.len() <= depth {
                levels.resize(depth + 1, 0);
            }
            levels[depth] += 1;
        }
    }
    (levels, started.elapsed().as_secs_f64())
}

/// A figure as the lines give it: whole above 100, two significant decimals below.
fn figure(x: f64) -> String {
    if x >= 100.0 {
        format!("{x:.0}")
    } else {
        format!("{x:.2}")
    }
}

/// `--estimate`: `run.probes` probes of `tree` and the forecast of `search` (a fresh one,
/// run twice at most: a tenth of a second for its pace, and with `run.truth` to its end);
/// `more` gives the problem's own lines after the forecast from the estimated nodes (a fast
/// counter's forecast).
pub fn write_estimate<S: Paced + Clone>(
    w: &mut impl Write,
    tree: &mut impl Probe,
    search: S,
    run: EstimateRun,
    more: impl FnOnce(f64) -> io::Result<Vec<(&'static str, String)>>,
) -> io::Result<()> {
    let started = Instant::now();
    let mut estimator = Estimator::new(run.seed);
    estimator.run(tree, run.probes);
    let probe_seconds = started.elapsed().as_secs_f64();
    let estimate = &estimator.estimate;
    writeln!(w, "probes: {}", run.probes)?;
    writeln!(w, "seed: {}", run.seed)?;
    writeln!(w, "estimated nodes: {}", figure(estimate.nodes()))?;
    writeln!(w, "standard error: {}", figure(estimate.standard_error()))?;
    for (k, level) in estimate.levels().iter().enumerate() {
        writeln!(w, "level {k}: {}", figure(*level))?;
    }
    writeln!(w, "probe seconds: {probe_seconds:.6}")?;
    let (nodes, took, done) = sample(search.clone(), SAMPLE);
    let forecast = if done || nodes == 0 {
        took.as_secs_f64()
    } else {
        estimate.nodes() / nodes as f64 * took.as_secs_f64()
    };
    writeln!(w, "forecast seconds: {forecast:.3}")?;
    for (key, value) in more(estimate.nodes())? {
        writeln!(w, "{key}: {value}")?;
    }
    if run.truth {
        let (levels, seconds) = truth(search);
        writeln!(w, "nodes: {}", levels.iter().sum::<u64>())?;
        for (k, level) in levels.iter().enumerate() {
            writeln!(w, "true level {k}: {level}")?;
        }
        writeln!(w, "seconds: {seconds:.6}")?;
    }
    w.flush()
}

impl<H: crate::engine::backtrack::Hooks> Paced for crate::engine::backtrack::Backtrack<H> {
    fn nodes(&self) -> u64 {
        self.counts().nodes()
    }

    fn entered(&self, event: &Self::Event) -> Option<usize> {
        match event {
            crate::engine::backtrack::Event::Enter { depth, .. } => Some(*depth),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The figures are read back as numbers.
    #[test]
    fn figures_are_plain_numbers() {
        assert_eq!(figure(2057.4), "2057");
        assert_eq!(figure(8.0), "8.00");
        assert_eq!(figure(0.125), "0.12");
    }
}
