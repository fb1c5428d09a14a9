//! The searches on screen and their playback, the same for every problem: one search, or two
//! side by side stepped in lockstep (compare), each with its history. One step moves every
//! pane one event (a pane that has ended waits at its end); going back seeks each pane to
//! `min(target, its position)`; jumps back look in every pane's history; the scrubber's record
//! follows the furthest pane.
//!
//! Compare by landmarks ("by placements" where a problem offers it): a shared step
//! takes each pane on to just after its next entry or solution, so two searches that enter
//! alike stand on the same node at every step. The panes' positions are kept at every
//! `every`-th shared step taken (every one at first; the spacing doubles when the rows pass
//! [`MAX_MARK_ROWS`], so memory stays bounded however long the comparison runs): going back
//! is a seek of each pane to the row at or before the target and at most `every - 1` shared
//! steps on, and a landmark found back maps to the first shared step whose positions reach it.
//!
//! A problem follows its first search's events with a [`Follow`] (the solutions it lists, a
//! start placed by hand being undone); the panes show it every event it wants, even inside
//! the engine's batches.

use std::cell::RefCell;
use std::ops::{Deref, DerefMut};

use crate::app::progress::Progress;
use crate::app::{LOG_KEEP, Stepped};
use crate::engine::{Landmark, Landmarks, Reader, Rewind};
use crate::timeline::Timeline;

/// What a problem follows of its first search's new events.
pub trait Follow<S: Landmarks> {
    /// Whether it wants more than the solutions now: while it does not, a batch of steps
    /// runs in the engine's loop with no look at [`Follow::wants`].
    fn busy(&self) -> bool {
        false
    }

    /// Whether the engine's loop must stop at `event` for [`Follow::seen`] to see it.
    fn wants(&self, _event: &S::Event) -> bool {
        false
    }

    /// Sees an event of the first search at `position`: every event it wants, every solution,
    /// and, stepping one event at a time, every event.
    fn seen(&mut self, _solver: &S, _position: u64, _event: &S::Event) {}
}

/// Follows nothing.
impl<S: Landmarks> Follow<S> for () {}

/// Rows of positions kept at most in compare by landmarks; beyond this, the spacing doubles.
pub const MAX_MARK_ROWS: usize = 32 * 1024;

/// Compare by landmarks: each pane's position at every `every`-th shared step taken, a row of
/// `panes.len()` a step (row `r`: shared step `r * every`; row 0 the start), the furthest
/// shared step taken and the current one.
#[derive(Debug, Clone, Default)]
struct Synced {
    marks: Vec<u64>,
    every: usize,
    taken: usize,
    at: usize,
}

/// One search or two side by side, each with its history, and what the scrubber keeps.
pub struct Panes<S: Rewind + Landmarks, F: Follow<S> = ()> {
    list: Vec<Timeline<S>>,
    /// How far the searches have got (the scrubber).
    pub progress: Progress,
    /// What the problem follows of the first search.
    pub follow: F,
    /// Compare by landmarks, when on.
    synced: Option<Synced>,
}

/// The step after one more event whose landmark is `landmark`: moved, or met the first
/// landmark `wanted` accepts (the first pane to meet one wins, in compare mode).
fn one_more(
    stepped: Stepped,
    landmark: Option<Landmark>,
    wanted: &dyn Fn(Landmark) -> bool,
) -> Stepped {
    match landmark {
        Some(l) if wanted(l) && !matches!(stepped, Stepped::Met(_)) => Stepped::Met(l),
        _ if stepped == Stepped::Done => Stepped::Moved,
        _ => stepped,
    }
}

fn is_solution(landmark: Option<Landmark>) -> bool {
    matches!(landmark, Some(Landmark::Solution { .. }))
}

impl<S: Rewind + Landmarks, F: Follow<S>> Deref for Panes<S, F> {
    type Target = [Timeline<S>];

    fn deref(&self) -> &[Timeline<S>] {
        &self.list
    }
}

impl<S: Rewind + Landmarks, F: Follow<S>> DerefMut for Panes<S, F> {
    fn deref_mut(&mut self) -> &mut [Timeline<S>] {
        &mut self.list
    }
}

impl<S: Rewind + Landmarks, F: Follow<S>> Panes<S, F> {
    /// Each of `solvers` at step 0, with its history; `follow` following the first.
    pub fn new(solvers: impl IntoIterator<Item = S>, follow: F) -> Panes<S, F> {
        Panes {
            list: solvers
                .into_iter()
                .map(|s| Timeline::new(s, LOG_KEEP))
                .collect(),
            progress: Progress::default(),
            follow,
            synced: None,
        }
    }

    /// Starts over with `solvers` and `follow`, forgetting the history; compare by landmarks
    /// stays on while there are two panes.
    pub fn reset(&mut self, solvers: impl IntoIterator<Item = S>, follow: F) {
        let synced = self.synced.is_some();
        *self = Panes::new(solvers, follow);
        self.set_synced(synced);
    }

    /// Whether compare by landmarks is on.
    pub fn synced(&self) -> bool {
        self.synced.is_some()
    }

    /// Turns compare by landmarks on or off, from the panes' current positions (callers
    /// restart first); never on with one pane.
    pub fn set_synced(&mut self, on: bool) {
        self.synced = (on && self.list.len() > 1).then(|| Synced {
            marks: self.list.iter().map(Timeline::position).collect(),
            every: 1,
            taken: 0,
            at: 0,
        });
    }

    /// Rows of positions kept by compare by landmarks (0 when off).
    pub fn mark_rows(&self) -> usize {
        self.synced
            .as_ref()
            .map_or(0, |s| s.marks.len() / self.list.len())
    }

    /// The shared step: the furthest pane's position, or by landmarks the shared step.
    pub fn position(&self) -> u64 {
        if let Some(synced) = &self.synced {
            return synced.at as u64;
        }
        self.list.iter().map(Timeline::position).max().unwrap_or(0)
    }

    /// Whether every search has ended.
    pub fn is_done(&self) -> bool {
        self.list.iter().all(|p| p.solver().is_done())
    }

    /// The share of the search space passed, as the first search measures it.
    pub fn share(&self) -> f64 {
        self.list.first().map_or(0.0, |p| p.solver().share())
    }

    /// One event of pane `i`, the first pane's shown to the follower.
    fn pane_step(&mut self, i: usize) -> Option<S::Event> {
        let pane = &mut self.list[i];
        let event = pane.step()?;
        if i == 0 {
            self.follow.seen(pane.solver(), pane.position(), &event);
        }
        Some(event)
    }

    /// One shared step: every pane one event (by landmarks, on to its next entry or
    /// solution); the first landmark `wanted` accepts that any pane met.
    pub fn step(&mut self, wanted: &dyn Fn(Landmark) -> bool) -> Stepped {
        if self.synced.is_some() {
            return self.step_synced(wanted);
        }
        let mut stepped = Stepped::Done;
        let mut solution = false;
        for i in 0..self.list.len() {
            let Some(event) = self.pane_step(i) else {
                continue;
            };
            let landmark = self.list[i].solver().landmark(&event);
            solution |= is_solution(landmark);
            stepped = one_more(stepped, landmark, wanted);
        }
        if stepped != Stepped::Done {
            self.record(solution);
        }
        stepped
    }

    /// Notes the shared step in the scrubber's record.
    fn record(&mut self, solution: bool) {
        let (position, done) = (self.position(), self.is_done());
        let list = &self.list;
        self.progress.record(position, done, solution, || {
            list.first().map_or(0.0, |p| p.solver().share())
        });
    }

    /// By landmarks: every pane on to just after its next entry or solution (or its end);
    /// the first landmark `wanted` met on the way, if any. Past the furthest shared step
    /// taken, the step is recorded (a row of positions when one is due, the scrubber).
    fn step_synced(&mut self, wanted: &dyn Fn(Landmark) -> bool) -> Stepped {
        let stride = self.list.len();
        let mut stepped = Stepped::Done;
        let mut solution = false;
        for i in 0..stride {
            while let Some(event) = self.pane_step(i) {
                let landmark = self.list[i].solver().landmark(&event);
                solution |= is_solution(landmark);
                stepped = one_more(stepped, landmark, wanted);
                if matches!(
                    landmark,
                    Some(Landmark::Place { .. } | Landmark::Solution { .. })
                ) {
                    break;
                }
            }
        }
        if stepped == Stepped::Done {
            return stepped;
        }
        let row: Vec<u64> = self.list.iter().map(Timeline::position).collect();
        let Some(synced) = self.synced.as_mut() else {
            return stepped;
        };
        let frontier = synced.at == synced.taken;
        synced.at += 1;
        if frontier {
            synced.taken += 1;
            if synced.at % synced.every == 0 {
                synced.marks.extend(row);
                if synced.marks.len() / stride > MAX_MARK_ROWS {
                    // Every other row, twice the spacing.
                    synced.marks = synced
                        .marks
                        .chunks(stride)
                        .step_by(2)
                        .flatten()
                        .copied()
                        .collect();
                    synced.every *= 2;
                }
            }
            self.record(solution);
        }
        stepped
    }

    /// By landmarks: every pane to where it stood at shared step `k` (one taken before): to
    /// the row at or before it, then on.
    fn seek_synced(&mut self, k: usize) {
        let Some(synced) = self.synced.as_mut() else {
            return;
        };
        let stride = self.list.len();
        let row = k / synced.every;
        for (i, pane) in self.list.iter_mut().enumerate() {
            pane.seek(synced.marks[row * stride + i]);
        }
        synced.at = row * synced.every;
        while self.synced.as_ref().is_some_and(|s| s.at < k)
            && self.step_synced(&|_| false) != Stepped::Done
        {}
    }

    /// By landmarks: the first shared step from 1 whose position of pane `i` reaches `pos`
    /// (the panes moved; the caller puts them back).
    fn shared_step_reaching(&mut self, i: usize, pos: u64) -> Option<usize> {
        let synced = self.synced.as_ref()?;
        let stride = self.list.len();
        // The last row whose position is still before `pos` (row 0, the start, at worst).
        let column: Vec<u64> = synced
            .marks
            .iter()
            .skip(i)
            .step_by(stride)
            .copied()
            .collect();
        let row = column.partition_point(|&p| p < pos).saturating_sub(1);
        let taken = synced.taken;
        self.seek_synced(row * synced.every);
        loop {
            let at = self.synced.as_ref()?.at;
            if at >= 1 && self.list[i].position() >= pos {
                return Some(at);
            }
            if at >= taken || self.step_synced(&|_| false) == Stepped::Done {
                return None;
            }
        }
    }

    /// Up to `max` shared steps, stopping after the first landmark `wanted` accepts (none
    /// looked at when `wanted` is `None`): the steps made and the landmark met. One pane
    /// runs its batch through its timeline in the engine's own loop, the progress sampled
    /// and landmarks looked at only when asked; two step in lockstep, one shared step at a
    /// time.
    pub fn run(
        &mut self,
        max: u64,
        wanted: Option<&dyn Fn(Landmark) -> bool>,
    ) -> (u64, Option<Landmark>) {
        if self.list.len() != 1 || self.synced.is_some() {
            let wanted = wanted.unwrap_or(&|_| false);
            let mut made = 0;
            while made < max {
                match self.step(wanted) {
                    Stepped::Done => break,
                    Stepped::Moved => made += 1,
                    Stepped::Met(landmark) => return (made + 1, Some(landmark)),
                }
            }
            return (made, None);
        }
        let busy = self.follow.busy();
        let Panes {
            list,
            progress,
            follow,
            ..
        } = self;
        let pane = &mut list[0];
        let follow = RefCell::new(follow);
        let mut met = None;
        let visit = |solver: &S, event: Option<&S::Event>, pos| {
            let seen = event.and_then(|e| solver.landmark(e));
            if let Some(event) = event {
                follow.borrow_mut().seen(solver, pos, event);
            }
            progress.record(pos, solver.is_done(), is_solution(seen), || solver.share());
            match (seen, wanted) {
                (Some(l), Some(wanted)) if wanted(l) => {
                    met = Some(l);
                    true
                }
                _ => false,
            }
        };
        let read = pane.solver().reader();
        let made = if busy || wanted.is_some() {
            // Solutions (the scrubber's marks), what the run wants, what the follower wants.
            let watch = |event: &S::Event| match read.landmark(event) {
                Some(Landmark::Solution { .. }) => true,
                Some(l) if wanted.is_some_and(|wanted| wanted(l)) => true,
                _ => busy && follow.borrow().wants(event),
            };
            pane.advance(max, Progress::EVERY, watch, visit)
        } else {
            // Only the solutions: the loop's one check a step.
            let watch = |event: &S::Event| read.is_solution(event);
            pane.advance(max, Progress::EVERY, watch, visit)
        };
        // The batch's last step, sampled or not (as single steps record each).
        if made > 0 {
            let solver = pane.solver();
            progress.record(pane.position(), solver.is_done(), false, || solver.share());
        }
        (made, met)
    }

    /// Whether the event at the current step of any pane is a landmark `wanted` accepts.
    pub fn met_here(&self, wanted: &dyn Fn(Landmark) -> bool) -> bool {
        self.list.iter().any(|pane| {
            pane.last_event()
                .and_then(|e| pane.solver().landmark(&e))
                .is_some_and(wanted)
        })
    }

    /// The latest shared step before the current one at which any pane met a landmark
    /// `wanted` accepts; the panes stay where they are.
    pub fn find_back(&mut self, wanted: &dyn Fn(Landmark) -> bool) -> Option<u64> {
        let found: Vec<Option<u64>> = self
            .list
            .iter_mut()
            .map(|pane| pane.find_back(|solver, event| solver.landmark(event).is_some_and(wanted)))
            .collect();
        let Some(at) = self.synced.as_ref().map(|s| s.at) else {
            // The latest step of any pane (a pane that ended earlier has no later events).
            return found.into_iter().flatten().max();
        };
        // The first shared step whose positions reach the pane's event, before this one.
        let back = found
            .into_iter()
            .enumerate()
            .filter_map(|(i, pos)| self.shared_step_reaching(i, pos?))
            .filter(|&k| k < at)
            .max();
        self.seek_synced(at);
        back.map(|k| k as u64)
    }

    /// Moves to the shared step `target`.
    pub fn seek(&mut self, target: u64) {
        if let Some(synced) = &self.synced {
            let target = usize::try_from(target).unwrap_or(usize::MAX);
            self.seek_synced(target.min(synced.taken));
            while self.synced.as_ref().is_some_and(|s| s.at < target)
                && self.step_synced(&|_| false) != Stepped::Done
            {}
            return;
        }
        let here = self.position();
        for pane in &mut self.list {
            // Going back, a pane that ended earlier waits at done until the shared step
            // comes below its end.
            let goal = if target < here {
                target.min(pane.position())
            } else {
                target
            };
            pane.seek(goal);
        }
    }
}
