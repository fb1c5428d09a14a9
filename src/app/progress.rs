//! How far a search has got, for the scrubber: the furthest step reached, the last step once
//! the search has run to its end, the solutions found on the way, and samples of the share of
//! the search space passed, so a click on the bar can find its step.

/// At most this many samples or solution ticks are kept; past it, every other one goes.
const KEEP: usize = 8192;

/// The scrubber's record of a search.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Progress {
    frontier: u64,
    end: Option<u64>,
    /// (step, share passed), in step order.
    samples: Vec<(u64, f64)>,
    /// (step, share passed) of the solutions, in step order.
    solutions: Vec<(u64, f64)>,
}

/// Keeps every other entry once there are too many.
fn thin(list: &mut Vec<(u64, f64)>) {
    if list.len() > KEEP {
        let mut i = 0;
        list.retain(|_| {
            i += 1;
            i % 2 == 1
        });
    }
}

impl Progress {
    /// Every so many steps at the frontier, the share passed is sampled.
    pub const EVERY: u64 = 256;

    /// The furthest step reached.
    pub fn frontier(&self) -> u64 {
        self.frontier
    }

    /// The last step, once the search has been run to its end.
    pub fn end(&self) -> Option<u64> {
        self.end
    }

    /// The solutions found so far: their steps and shares (thinned when very many).
    pub fn solutions(&self) -> &[(u64, f64)] {
        &self.solutions
    }

    /// The share passed at the frontier, as last sampled.
    pub fn frontier_share(&self) -> f64 {
        self.samples.last().map_or(0.0, |s| s.1)
    }

    /// Whether [`Progress::record`] would take a sample at `position` (every so many steps,
    /// and at each solution): a batch of steps calls it only then, and once at its end.
    pub fn due(position: u64, solution: bool) -> bool {
        solution || position.is_multiple_of(Progress::EVERY)
    }

    /// Notes a step: new ground if it is past the frontier (replays after a rewind are not).
    /// `share` is called only when a sample is due.
    pub fn record(
        &mut self,
        position: u64,
        done: bool,
        solution: bool,
        share: impl FnOnce() -> f64,
    ) {
        if position <= self.frontier {
            return;
        }
        self.frontier = position;
        if done {
            self.end = Some(position);
        }
        if done || Progress::due(position, solution) {
            let share = if done { 1.0 } else { share() };
            self.samples.push((position, share));
            thin(&mut self.samples);
            if solution {
                self.solutions.push((position, share));
                thin(&mut self.solutions);
            }
        }
    }

    /// The first step, within the history explored, at which the share passed reached
    /// `share`.
    pub fn step_at_share(&self, share: f64) -> u64 {
        let i = self.samples.partition_point(|s| s.1 < share);
        self.samples.get(i).map_or(self.frontier, |s| s.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_records_new_ground_only() {
        let mut p = Progress::default();
        let s = Progress::EVERY;
        for step in 1..=3 * s {
            p.record(step, false, step == s + 10, || step as f64 / (4 * s) as f64);
        }
        let at_solution = (s + 10) as f64 / (4 * s) as f64;
        assert_eq!(p.frontier(), 3 * s);
        assert_eq!(p.solutions(), &[(s + 10, at_solution)]);
        // A replay after a rewind changes nothing.
        p.record(2 * s, false, true, || 9.0);
        assert_eq!(p.solutions().len(), 1);
        assert_eq!(p.end(), None);
        p.record(3 * s + 1, true, false, || 0.5);
        assert_eq!((p.end(), p.frontier_share()), (Some(3 * s + 1), 1.0));
        // Clicks find the first sample at or past a share.
        assert_eq!(p.step_at_share(0.0), s);
        assert_eq!(p.step_at_share(at_solution), s + 10);
        assert_eq!(p.step_at_share(at_solution + 0.01), 2 * s);
        assert_eq!(p.step_at_share(0.99), 3 * s + 1);
    }

    #[test]
    fn it_stays_small() {
        let mut p = Progress::default();
        for step in 1..=1_000_000u64 {
            p.record(step, false, step % 20 == 0, || 0.5);
        }
        assert!(p.solutions().len() <= KEEP && p.samples.len() <= KEEP);
        assert!(p.solutions().windows(2).all(|w| w[0].0 < w[1].0));
    }
}
