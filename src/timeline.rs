//! History for stepping back: sparse checkpoints of solver state, and replay.
//!
//! A [`Timeline`] never stores every event or every board. It saves the solver state every
//! `interval` steps; to go back to step `s` it restores the nearest checkpoint at or before
//! `s - keep` and replays forward, collecting the last `keep` events on the way, so that what
//! the screen shows at `s` (state, counters and the recent-event log) is exactly what it showed
//! the first time. When the checkpoints pass [`MAX_CHECKPOINTS`] or their bytes
//! [`HISTORY_BUDGET`], every other one is dropped and the interval doubles, so memory stays
//! bounded however long the search runs and however large its state.

use std::collections::VecDeque;

use crate::engine::Rewind;

/// Steps between checkpoints at the start.
pub const INITIAL_INTERVAL: u64 = 1024;

/// Checkpoints kept at most; beyond this, the spacing doubles.
pub const MAX_CHECKPOINTS: usize = 16 * 1024;

/// Bytes the checkpoints may hold (as [`Rewind::checkpoint_bytes`] counts them); beyond this
/// (with more than [`MIN_CHECKPOINTS`] kept), the spacing doubles too: a large state (a
/// board of 32x32 squares) gets fewer checkpoints, not more memory.
pub const HISTORY_BUDGET: usize = 32 << 20;

/// Checkpoints kept at least before the budget thins them: a state of more than 2 MB (a
/// branch-and-bound search with thousands of live nodes) keeps to the budget from its
/// seventeenth checkpoint.
pub const MIN_CHECKPOINTS: usize = 16;

/// A solver with its history: step forward, step back, jump to any step already reached.
pub struct Timeline<S: Rewind> {
    solver: S,
    /// `checkpoints[i]` is the state after `i * interval` steps.
    checkpoints: Vec<S::Checkpoint>,
    interval: u64,
    /// Step at which the next new checkpoint is due (the frontier of recorded history).
    next_checkpoint: u64,
    /// The most recent events with their step numbers, oldest first.
    recent: VecDeque<(u64, S::Event)>,
    keep: usize,
    /// The checkpoints' bytes, as [`Rewind::checkpoint_bytes`] counts them.
    bytes: usize,
}

impl<S: Rewind> Timeline<S> {
    /// A timeline at step 0 of `solver`, remembering the last `keep` events for display.
    pub fn new(solver: S, keep: usize) -> Self {
        assert_eq!(solver.steps(), 0, "a timeline starts at step 0");
        let first = solver.checkpoint();
        Timeline {
            bytes: S::checkpoint_bytes(&first),
            checkpoints: vec![first],
            solver,
            interval: INITIAL_INTERVAL,
            next_checkpoint: INITIAL_INTERVAL,
            recent: VecDeque::with_capacity(keep + 1),
            keep,
        }
    }

    /// The state at step 0, as the timeline began.
    pub fn first(&self) -> &S::Checkpoint {
        &self.checkpoints[0]
    }

    /// The solver at the current step.
    pub fn solver(&self) -> &S {
        &self.solver
    }

    /// The current step (events emitted so far).
    pub fn position(&self) -> u64 {
        self.solver.steps()
    }

    /// The last `keep` events up to the current step, newest first, with their step numbers.
    pub fn recent(&self) -> impl ExactSizeIterator<Item = &(u64, S::Event)> + '_ {
        self.recent.iter().rev()
    }

    /// The event that led to the current step, if any.
    pub fn last_event(&self) -> Option<S::Event> {
        self.recent.back().map(|&(_, e)| e)
    }

    /// Advances one step; `None` when the solver is done.
    #[inline]
    pub fn step(&mut self) -> Option<S::Event> {
        let event = self.solver.step()?;
        let pos = self.solver.steps();
        if self.recent.len() == self.keep {
            self.recent.pop_front();
        }
        if self.keep > 0 {
            self.recent.push_back((pos, event));
        }
        if pos == self.next_checkpoint {
            self.push_checkpoint();
        }
        Some(event)
    }

    /// Up to `max` steps in the solver's own loop ([`crate::engine::Solver::step_many`]):
    /// `visit` sees the solver after each event `watch` accepts and after every `every`-th
    /// step (with no event, unless that step's event was watched), and stops the batch by
    /// returning true. Checkpoints are taken where stepping one event at a time takes them;
    /// only the last events of the batch reach the recent log, and a batch that ends early
    /// (a stop, the end of the search) rebuilds the log by replay, so the log is exactly what
    /// single steps would have left. Returns the steps made.
    pub fn advance(
        &mut self,
        max: u64,
        every: u64,
        watch: impl Fn(&S::Event) -> bool,
        mut visit: impl FnMut(&S, Option<&S::Event>, u64) -> bool,
    ) -> u64 {
        let keep = self.keep as u64;
        let every = every.max(1);
        let mut watching = |e: &S::Event| watch(e);
        let mut made = 0;
        let mut logged = 0;
        while made < max {
            let left = max - made;
            if left <= keep {
                // The batch's last events: one at a time, into the log.
                let Some(event) = self.step() else {
                    break;
                };
                made += 1;
                logged += 1;
                let pos = self.position();
                let watched = watch(&event);
                if (watched || pos.is_multiple_of(every))
                    && visit(&self.solver, watched.then_some(&event), pos)
                {
                    break;
                }
                continue;
            }
            let pos = self.position();
            let chunk = (left - keep)
                .min(self.next_checkpoint - pos)
                .min(every - pos % every);
            let (stepped, hit) = self.solver.step_many(chunk, &mut watching);
            made += stepped;
            let pos = self.position();
            if pos == self.next_checkpoint {
                self.push_checkpoint();
            }
            if hit.is_none() && stepped < chunk {
                break; // the search ended
            }
            if (hit.is_some() || pos.is_multiple_of(every))
                && visit(&self.solver, hit.as_ref(), pos)
            {
                break;
            }
        }
        // The log holds the last `keep` events when the batch logged that many, or all the
        // steps it made; otherwise it misses some: replay them.
        if made > logged && logged < keep {
            let here = self.position();
            self.restore_before(here);
            self.replay_to(here);
        }
        made
    }

    fn push_checkpoint(&mut self) {
        let checkpoint = self.solver.checkpoint();
        self.bytes += S::checkpoint_bytes(&checkpoint);
        self.checkpoints.push(checkpoint);
        // Thinned past the count, past the budget, and (a state of many megabytes: a
        // branch-and-bound search holding its live nodes) past twice the budget down to the
        // start and one more.
        while self.checkpoints.len() > MAX_CHECKPOINTS
            || (self.bytes > HISTORY_BUDGET && self.checkpoints.len() > MIN_CHECKPOINTS)
            || (self.bytes > 2 * HISTORY_BUDGET && self.checkpoints.len() > 2)
        {
            let mut i = 0;
            self.checkpoints.retain(|_| {
                i += 1;
                i % 2 == 1
            });
            self.bytes = self.checkpoints.iter().map(S::checkpoint_bytes).sum();
            self.interval *= 2;
        }
        self.next_checkpoint = self.checkpoints.len() as u64 * self.interval;
    }

    /// Steps back one event; false at step 0.
    pub fn step_back(&mut self) -> bool {
        let pos = self.position();
        if pos == 0 {
            return false;
        }
        self.seek(pos - 1);
        true
    }

    /// Moves to step `target`: back by restoring a checkpoint and replaying, forward by stepping
    /// (from the checkpoint nearest before the target when the history recorded holds one
    /// ahead; stopping early if the search ends first). Returns the step reached.
    pub fn seek(&mut self, target: u64) -> u64 {
        // Back, or forward past a checkpoint within the history recorded: from the
        // checkpoint nearest before the target, not step by step from here.
        if target < self.position() || self.checkpoint_index(target) > self.position() {
            self.restore_before(target);
        }
        self.replay_to(target)
    }

    /// The step of the checkpoint from which replaying to `target` rebuilds the recent log.
    fn checkpoint_index(&self, target: u64) -> u64 {
        let from = target.saturating_sub(self.keep as u64);
        let index = ((from / self.interval) as usize).min(self.checkpoints.len() - 1);
        index as u64 * self.interval
    }

    /// Restores the checkpoint from which replaying to `target` rebuilds the recent log.
    fn restore_before(&mut self, target: u64) {
        let from = target.saturating_sub(self.keep as u64);
        let index = ((from / self.interval) as usize).min(self.checkpoints.len() - 1);
        self.solver.restore(&self.checkpoints[index]);
        self.recent.clear();
    }

    /// The step of the last event before the current step that `wanted` accepts, found by
    /// replaying history one checkpoint interval at a time, newest first; `None` if there is
    /// none. Either way the timeline is left at the current step, as it was.
    pub fn find_back(&mut self, wanted: impl Fn(&S, &S::Event) -> bool) -> Option<u64> {
        let here = self.position();
        // Events before the current one have steps 1..here.
        let mut upto = here.saturating_sub(1);
        let mut found = None;
        if upto > 0 {
            let mut index = (((upto - 1) / self.interval) as usize).min(self.checkpoints.len() - 1);
            loop {
                self.solver.restore(&self.checkpoints[index]);
                let from = self.solver.steps();
                while self.solver.steps() < upto {
                    let Some(event) = self.solver.step() else {
                        break;
                    };
                    if wanted(&self.solver, &event) {
                        found = Some(self.solver.steps());
                    }
                }
                if found.is_some() || index == 0 {
                    break;
                }
                upto = from;
                index -= 1;
            }
        }
        self.restore_before(here);
        self.replay_to(here);
        found
    }

    /// Steps forward to `target`, or to the end if the search ends first.
    fn replay_to(&mut self, target: u64) -> u64 {
        while self.position() < target {
            if self.step().is_none() {
                break;
            }
        }
        self.position()
    }

    /// Bytes held for history: the checkpoints and the recent-event log.
    pub fn history_bytes(&self) -> usize {
        let checkpoints: usize = self.checkpoints.iter().map(S::checkpoint_bytes).sum();
        let spare = self.checkpoints.capacity() - self.checkpoints.len();
        let recent = self.recent.capacity() * std::mem::size_of::<(u64, S::Event)>();
        checkpoints + spare * std::mem::size_of::<S::Checkpoint>() + recent
    }

    /// Number of checkpoints held.
    pub fn checkpoint_count(&self) -> usize {
        self.checkpoints.len()
    }

    /// Current spacing between checkpoints, in steps.
    pub fn interval(&self) -> u64 {
        self.interval
    }
}

impl<S: crate::engine::tree::Search> Timeline<crate::engine::tree::Traced<S>> {
    /// The tree explored so far (see [`crate::engine::tree::outline`]), when the search has
    /// made at most [`REPLAY_MAX`](crate::engine::tree::REPLAY_MAX) steps: what the tree
    /// cursor walks.
    pub fn outline(&self) -> Option<Vec<crate::engine::tree::OutlineNode>> {
        let steps = self.position();
        (steps <= crate::engine::tree::REPLAY_MAX)
            .then(|| crate::engine::tree::outline(self.first(), steps))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;
    use crate::engine::backtrack::{Backtrack, Branching, EventOf, Hooks, Prune, Steps};
    use proptest::prelude::*;

    /// A search for the timeline's tests: the ternary tree of depth `n`, a child cut where
    /// the path's number so far ends in a pattern, a solution at every fifth leaf; long
    /// streams of every kind of event.
    #[derive(Debug, Clone, PartialEq, Eq)]
    struct Walk {
        n: usize,
        path: u64,
        /// The heap bytes it says it holds (a large state, for the budget's test).
        ballast: usize,
    }

    impl Hooks for Walk {
        type Enter = ();
        type Cut = ();
        type Solution = u64;

        fn shape(&self) -> Steps {
            Steps {
                branching: Branching::Uniform(3),
                depth: self.n,
            }
        }

        fn candidates(&self, depth: usize) -> usize {
            if depth < self.n { 3 } else { 0 }
        }

        fn constraint(&self, _depth: usize, child: usize) -> Option<()> {
            ((self.path + child as u64) % 4 == 3).then_some(())
        }

        fn bound(&self, depth: usize, child: usize) -> Option<()> {
            (depth % 3 == 2 && child == 2 && self.path % 7 == 1).then_some(())
        }

        fn make_move(&mut self, _depth: usize, child: usize) {
            self.path = self.path * 3 + child as u64;
        }

        fn unmake_move(&mut self, _depth: usize, child: usize) {
            self.path = (self.path - child as u64) / 3;
        }

        fn solution(&mut self, depth: usize, _index: u64) -> Option<u64> {
            (depth == self.n && self.path.is_multiple_of(5)).then_some(self.path)
        }

        fn heap_bytes(&self) -> usize {
            self.ballast
        }
    }

    type Search = Backtrack<Walk>;
    type Event = EventOf<Walk>;

    fn search(n: usize) -> Search {
        Backtrack::new(
            Walk {
                n,
                path: 0,
                ballast: 0,
            },
            Prune::Both,
        )
    }

    /// Everything a screen shows, as comparable data.
    fn view(t: &Timeline<Search>) -> (String, Vec<(u64, Event)>) {
        (format!("{:?}", t.solver()), t.recent().copied().collect())
    }

    /// Whether `e` leaves a node at `depth`.
    fn leaves(e: &Event, depth: usize) -> bool {
        matches!(e, crate::engine::backtrack::Event::Backtrack { depth: d, .. } if *d == depth)
    }

    #[test]
    fn back_to_zero_from_the_end() {
        let mut t = Timeline::new(search(6), 16);
        let start = view(&t);
        while t.step().is_some() {}
        let end = t.position();
        assert!(t.solver().is_done());
        let mut count = 0;
        while t.step_back() {
            count += 1;
        }
        assert_eq!(count, end);
        assert_eq!(view(&t), start);
        assert!(!t.step_back());
    }

    #[test]
    fn thinning_keeps_memory_bounded_and_rewind_exact() {
        let mut t = Timeline::new(search(20), 8);
        let steps = (MAX_CHECKPOINTS as u64 + 10) * INITIAL_INTERVAL;
        t.seek(steps);
        assert!(t.checkpoint_count() <= MAX_CHECKPOINTS);
        assert_eq!(t.interval(), 2 * INITIAL_INTERVAL);
        let here = view(&t);
        t.seek(steps - 5_000);
        t.seek(steps);
        assert_eq!(view(&t), here);
    }

    /// A large state (64 KB a checkpoint, as a 32x32 board's) gets fewer checkpoints, not
    /// more memory: the budget thins them, and rewinding stays exact.
    #[test]
    fn a_large_state_keeps_to_the_history_budget() {
        let walk = Walk {
            n: 20,
            path: 0,
            ballast: 64 << 10,
        };
        let mut t = Timeline::new(Backtrack::new(walk, Prune::Both), 8);
        t.seek(3_000_000);
        let bytes = t.history_bytes();
        assert!(bytes <= HISTORY_BUDGET + (64 << 10), "{bytes} bytes");
        assert!(t.checkpoint_count() >= MIN_CHECKPOINTS / 2);
        assert!(t.interval() > INITIAL_INTERVAL);
        let here = view(&t);
        t.seek(1_234_567);
        let there = view(&t);
        t.seek(3_000_000);
        assert_eq!(view(&t), here);
        let mut fresh = Timeline::new(search(20), 8);
        fresh.seek(1_234_567);
        assert_eq!(there.1, fresh.recent().copied().collect::<Vec<_>>());
    }

    #[test]
    fn ten_million_steps_of_history_fit_in_16_mb() {
        let mut t = Timeline::new(search(20), 64);
        t.seek(10_000_000);
        assert_eq!(t.position(), 10_000_000);
        let bytes = t.history_bytes();
        assert!(bytes < 16 << 20, "{bytes} bytes");
        assert!(bytes > 1 << 20, "the count is real: {bytes} bytes");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Batches of any size, stopped at any event, leave exactly what one step at a time
        /// leaves: the solver, the counters and the recent log; and the history rewinds the
        /// same.
        #[test]
        fn batches_leave_what_single_steps_leave(
            n in 1usize..=7,
            batches in proptest::collection::vec((0u64..3_000, 0u64..4_000), 1..6),
            keep in 0usize..40,
            every in 1u64..100,
            watched in 1usize..8,
        ) {
            let mut batched = Timeline::new(search(n), keep);
            let mut single = Timeline::new(search(n), keep);
            let watch = |e: &Event| leaves(e, watched);
            for (max, stop_at) in batches {
                let mut seen = Vec::new();
                let made = batched.advance(max, every, watch, |_, e, pos| {
                    seen.push((pos, e.copied()));
                    pos >= stop_at
                });
                let mut stepped = 0;
                let mut expected = Vec::new();
                while stepped < max {
                    let Some(e) = single.step() else { break };
                    stepped += 1;
                    let pos = single.position();
                    let watched = watch(&e);
                    if watched || pos % every == 0 {
                        expected.push((pos, watched.then_some(e)));
                        if pos >= stop_at {
                            break;
                        }
                    }
                }
                prop_assert_eq!(seen, expected);
                prop_assert_eq!(made, stepped);
                prop_assert_eq!(view(&batched), view(&single));
            }
            let back = batched.position() / 2;
            batched.seek(back);
            single.seek(back);
            prop_assert_eq!(view(&batched), view(&single));
        }

        #[test]
        fn k_back_then_k_forward_is_identical(
            n in 1usize..=12, at in 0u64..6_000, k in 0u64..3_000, keep in 0usize..40
        ) {
            let mut t = Timeline::new(search(n), keep);
            let at = t.seek(at);
            let here = view(&t);
            let back = k.min(at);
            for _ in 0..back {
                prop_assert!(t.step_back());
            }
            prop_assert_eq!(t.position(), at - back);
            for _ in 0..back {
                prop_assert!(t.step().is_some());
            }
            prop_assert_eq!(view(&t), here);
        }

        /// Searching backwards finds the last matching event before the current step, as a
        /// plain scan of the stream does, and leaves the timeline where it was.
        #[test]
        fn find_back_finds_the_last_match_and_moves_nothing(
            n in 4usize..=9, at in 0u64..9_000, keep in 0usize..40, depth in 1usize..9
        ) {
            let mut t = Timeline::new(search(n), keep);
            let at = t.seek(at);
            let here = view(&t);
            let wanted = |e: &Event| leaves(e, depth);
            let mut scan = search(n);
            let mut expected = None;
            while scan.steps() + 1 < at {
                let Some(e) = scan.step() else { break };
                if wanted(&e) {
                    expected = Some(scan.steps());
                }
            }
            prop_assert_eq!(t.find_back(|_, e| wanted(e)), expected);
            prop_assert_eq!(view(&t), here);
        }

        #[test]
        fn seeking_back_shows_what_the_first_pass_showed(
            n in 4usize..=12, a in 0u64..5_000, keep in 1usize..40
        ) {
            let mut t = Timeline::new(search(n), keep);
            let a = t.seek(a);
            let first = view(&t);
            t.seek(a + 2_500);
            t.seek(a);
            prop_assert_eq!(view(&t), first);
        }

        /// Forward within the history recorded (from a checkpoint ahead, not step by step)
        /// shows what the first pass showed there.
        #[test]
        fn seeking_forward_within_history_shows_what_the_first_pass_showed(
            n in 4usize..=12, a in 0u64..3_000, b in 0u64..6_000, keep in 0usize..40
        ) {
            let mut t = Timeline::new(search(n), keep);
            let far = t.seek(a + b);
            let first = view(&t);
            t.seek(a.min(far));
            prop_assert_eq!(t.seek(far), far);
            prop_assert_eq!(view(&t), first);
        }
    }
}
