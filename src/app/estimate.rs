//! The Monte Carlo estimate beside the search (`E`): probes of the first pane's tree, taken a
//! few milliseconds at a time between the search's batches, never delaying a key or a frame.

use std::time::{Duration, Instant};

use crate::app::{App, Puzzle};
use crate::engine::estimate::{Estimator, Probe};

/// How often probes are taken while the estimate is on.
pub const PROBE_WAIT: Duration = Duration::from_millis(100);

/// The time a round of probes may take.
pub const PROBE_BUDGET: Duration = Duration::from_millis(8);

/// The probes taken at most; then the estimate stands.
pub const MAX_PROBES: u64 = 1_000_000;

/// The probes' seed: the same every time, so a class sees the same numbers twice.
pub const SEED: u64 = 1975;

/// The estimate on screen: its probes and where it stands.
pub struct Estimating {
    /// The running estimate and the last probe's path.
    pub estimator: Estimator,
    /// The tree probed (`None`: the problem, or this start, has no probe; the panel says so).
    tree: Option<Box<dyn Probe>>,
    /// When the next round of probes is due (`None`: stopped, still shown).
    due: Option<Instant>,
}

impl std::fmt::Debug for Estimating {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Estimating")
            .field("probes", &self.estimator.estimate.probes)
            .field("running", &self.due.is_some())
            .finish_non_exhaustive()
    }
}

impl Estimating {
    /// A fresh estimate of `tree`, probing from `now` (if there is a tree to probe).
    pub fn new(tree: Option<Box<dyn Probe>>, now: Instant) -> Estimating {
        Estimating {
            estimator: Estimator::new(SEED),
            due: tree.is_some().then_some(now),
            tree,
        }
    }

    /// Whether there is a tree to probe.
    pub fn has_tree(&self) -> bool {
        self.tree.is_some()
    }

    /// Whether probes are still being taken.
    pub fn running(&self) -> bool {
        self.due.is_some()
    }

    /// Takes `probes` probes at once, whatever the time (tests, lessons: the same screen every
    /// time).
    pub fn take(&mut self, probes: u64) {
        if let Some(tree) = self.tree.as_mut() {
            self.estimator.run(&mut **tree, probes);
        }
    }

    /// Takes the probes due at `now` (as many as [`PROBE_BUDGET`] allows, at least one);
    /// whether any were taken.
    fn tick(&mut self, now: Instant) -> bool {
        let Some(tree) = self.tree.as_mut() else {
            return false;
        };
        if self.due.is_none_or(|due| now < due) {
            return false;
        }
        let started = Instant::now();
        loop {
            self.estimator.probe(&mut **tree);
            if self.estimator.estimate.probes >= MAX_PROBES {
                self.due = None;
                break;
            }
            if started.elapsed() >= PROBE_BUDGET {
                self.due = Some(now + PROBE_WAIT);
                break;
            }
        }
        true
    }
}

impl<P: Puzzle> App<P> {
    /// `E`: the estimate starts (where the problem has a probe), stops where it stands, or,
    /// stopped, closes.
    pub(super) fn toggle_estimate(&mut self) {
        match &mut self.estimate {
            Some(e) if e.running() => e.due = None,
            Some(_) => self.estimate = None,
            None => self.estimate = Some(self.fresh_estimate()),
        }
    }

    /// An estimate of the first pane's tree as it stands, probing from now.
    fn fresh_estimate(&self) -> Estimating {
        Estimating::new(self.puzzle.prober(), Instant::now())
    }

    /// The search's tree changed (another size, pruning, instance): an estimate on screen
    /// starts again on the new tree.
    pub(super) fn renew_estimate(&mut self) {
        if self.estimate.is_some() {
            self.estimate = Some(self.fresh_estimate());
        }
    }

    /// The probes due at `now`; whether the screen changed.
    pub(super) fn probe_tick(&mut self, now: Instant) -> bool {
        self.estimate.as_mut().is_some_and(|e| e.tick(now))
    }

    /// When the next probes are due, if the estimate runs.
    pub(super) fn probe_wake(&self) -> Option<Instant> {
        self.estimate.as_ref().and_then(|e| e.due)
    }
}

/// Ten thousand seeded probes of `puzzle`'s tree land within three standard errors of the
/// nodes its search visits when run to the end (each problem's tests call it on its random
/// instances, under a pruning whose cuts do not depend on the best found so far).
#[cfg(test)]
pub fn assert_lands_near_truth<P: Puzzle>(puzzle: &mut P) {
    let mut tree = puzzle.prober().expect("a probe");
    let mut estimator = Estimator::new(SEED);
    estimator.run(&mut *tree, 10_000);
    while !puzzle.is_done() {
        puzzle.step(&|_| false);
    }
    let truth = puzzle.visited().expect("a count").0 as f64;
    let (x, se) = (
        estimator.estimate.nodes(),
        estimator.estimate.standard_error(),
    );
    assert!(
        (x - truth).abs() <= 3.0 * se.max(1e-9),
        "{x} ± {se} against {truth}"
    );
}
