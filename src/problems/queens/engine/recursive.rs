//! Seeds 000 and 003's recursive search, `put(n)` and `check(n)`, on an explicit stack.
//!
//! ```text
//! put(n):
//!     if n == max: print(); return
//!     for i = 0 .. max-1:
//!         array[n] = i
//!         if check(n): put(n + 1)
//! check(n): false if some i < n has array[i] == array[n] or |n - i| == |array[i] - array[n]|
//! ```
//!
//! There is no recursion in the solver: the call frames `put(0) > put(1) > …` are the prefix of
//! `array` plus each frame's loop variable, so a 1000-deep search cannot overflow the stack and
//! the whole state stays small. Events: `call` and `return` for every frame; `place`,
//! `conflict`, `solution` and `backtrack` (the `for` loop of `put(n)` runs out) in exactly the
//! order seed 001's loop meets them.

use super::{
    Algorithm, Cols, Counters, Line, Lines, MAX_N, QueensEvent, ROW_BY_ROW_COUNTS, StateKind,
    StateView, valid_n,
};
use crate::engine::Solver;

/// What the next step does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Enter `put(depth)`.
    Call,
    /// `put(max)`: print the solution.
    Solution,
    /// Run the next iteration of `put(depth)`'s loop.
    Loop,
    /// Return from `put(depth)`.
    Return,
    /// `put(0)` returned: the next step is `done`.
    Finished,
    /// `done` has been emitted.
    Done,
}

/// The recursive solver of seeds 000/003, one event per step.
#[derive(Debug, Clone)]
pub struct Recursive {
    n: u8,
    /// The frame on top of the call stack is `put(depth)`.
    depth: u8,
    /// The seed's `array`: `array[r]` is frame `r`'s loop variable `i` (0-based column).
    array: [u8; MAX_N],
    /// Whether frame `r`'s loop has started (its `i` means something).
    started: [bool; MAX_N + 1],
    /// Whether `array[depth]` is a standing queen (just after `put(depth + 1)` returned).
    top_standing: bool,
    phase: Phase,
    counters: Counters,
    lines: Lines,
}

impl Recursive {
    /// The call frames, outermost first: `(n, i)` for `put(n)` with its loop variable `i`
    /// (`None` before the loop starts, and for `put(max)`). Empty once `put(0)` has returned.
    pub fn frames(&self) -> Vec<(usize, Option<usize>)> {
        if matches!(self.phase, Phase::Finished | Phase::Done) {
            return Vec::new();
        }
        let top = self.depth as usize;
        let n = self.n as usize;
        let entered = usize::from(self.phase != Phase::Call);
        (0..top + entered)
            .map(|r| {
                let i = (r < n && self.started[r]).then(|| self.array[r] as usize);
                (r, i)
            })
            .collect()
    }

    #[inline]
    fn emit(&mut self, event: QueensEvent) -> QueensEvent {
        self.counters.steps += 1;
        event
    }
}

impl Algorithm for Recursive {
    const NAME: &'static str = "recursive";
    const SEEDS: &'static [&'static str] = &["000", "003"];
    const CODE: &'static [&'static str] = &[
        "put(n):",
        "  if n == max: print(); return",
        "  for i = 0 .. max-1:",
        "    array[n] = i",
        "    if check(n): put(n + 1)",
        "  return",
        "check(n):",
        "  for i = 0 .. n-1:",
        "    if array[i] == array[n]",
        "    or abs(n-i) ==",
        "       abs(array[i]-array[n]):",
        "      return false",
        "  return true",
    ];
    const STATE: StateKind = StateKind::Frames;
    const COUNTS: &'static [super::Count] = ROW_BY_ROW_COUNTS;

    fn new(n: usize) -> Recursive {
        assert!(valid_n(n), "board size {n} outside 1..=32");
        Recursive {
            n: n as u8,
            depth: 0,
            array: [0; MAX_N],
            started: [false; MAX_N + 1],
            top_standing: false,
            phase: Phase::Call,
            // The root is visited before its call is made (as the tree draws it at step 0).
            counters: Counters {
                nodes: 1,
                ..Counters::default()
            },
            lines: Lines::new(n),
        }
    }

    /// The frames `put(0) .. put(k - 1)` each in its loop at the start's column, and the call
    /// of `put(k)` next.
    fn from_start(n: usize, start: &[u8]) -> Recursive {
        let mut s = Recursive::new(n);
        for (row, &col) in start.iter().enumerate() {
            s.array[row] = col;
            s.started[row] = true;
            s.lines.put(row, col.into());
        }
        s.depth = start.len() as u8;
        s
    }

    /// The board size (the seed's `max`).
    fn n(&self) -> usize {
        self.n as usize
    }

    fn queens(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.lines.queens()
    }

    fn counters(&self) -> Counters {
        self.counters
    }

    /// The row the top frame fills, while the search runs.
    fn current_row(&self) -> Option<usize> {
        let d = self.depth as usize;
        (!matches!(self.phase, Phase::Finished | Phase::Done) && d < self.n()).then_some(d)
    }

    fn state(&self) -> StateView<'_> {
        StateView::Frames(self.frames())
    }

    fn code_line(event: QueensEvent, _n: usize) -> Option<usize> {
        match event {
            QueensEvent::Call { .. } => Some(0),
            QueensEvent::Solution { .. } => Some(1),
            QueensEvent::Backtrack { .. } => Some(2),
            QueensEvent::Place { .. } => Some(4),
            QueensEvent::Return { .. } => Some(5),
            QueensEvent::Conflict {
                line: Line::Diagonal | Line::AntiDiagonal,
                ..
            } => Some(9),
            QueensEvent::Conflict {
                line: Line::Column | Line::Row,
                ..
            } => Some(8),
            QueensEvent::Skip { .. } | QueensEvent::Unplace { .. } | QueensEvent::Done { .. } => {
                None
            }
        }
    }
}

impl Recursive {
    /// A step outside the loop's body: a call, a solution, a return or the end.
    #[inline(never)]
    fn other_step(&mut self) -> Option<QueensEvent> {
        let d = self.depth as usize;
        let n = self.n as usize;
        match self.phase {
            Phase::Done => None,
            Phase::Finished => {
                self.phase = Phase::Done;
                Some(self.counters.finish())
            }
            Phase::Call => {
                // The first call is the root's, counted from the start.
                if self.counters.steps > 0 {
                    self.counters.nodes += 1;
                }
                self.started[d] = false;
                self.phase = if d == n { Phase::Solution } else { Phase::Loop };
                Some(self.emit(QueensEvent::Call { row: d as u8 }))
            }
            Phase::Solution => {
                self.counters.solutions += 1;
                self.phase = Phase::Return;
                Some(self.emit(QueensEvent::Solution {
                    index: self.counters.solutions,
                    cols: Cols::from_slice(&self.array[..n]),
                }))
            }
            Phase::Loop => Some(self.loop_step()),
            Phase::Return => {
                if d == 0 {
                    self.phase = Phase::Finished;
                } else {
                    self.depth -= 1;
                    self.top_standing = true;
                    self.phase = Phase::Loop;
                }
                Some(self.emit(QueensEvent::Return { row: d as u8 }))
            }
        }
    }

    /// One turn of `put(n)`'s loop over `i`.
    #[inline(always)]
    fn loop_step(&mut self) -> QueensEvent {
        let d = self.depth as usize;
        let n = self.n as usize;
        if self.top_standing {
            // array[n] = i moves the queen that put(n + 1) searched under.
            self.lines.lift(d, self.array[d] as usize);
            self.top_standing = false;
        }
        let i = if self.started[d] {
            self.array[d] as usize + 1
        } else {
            0
        };
        if i == n {
            self.phase = Phase::Return;
            self.counters.backtracks += 1;
            return self.emit(QueensEvent::Backtrack { row: d as u8 });
        }
        self.array[d] = i as u8;
        self.started[d] = true;
        if let Some((by_row, by_col, line)) = self.lines.first_attacker(d, i) {
            // check(n) compared i = 0..=by_row before it returned false.
            self.counters.checks += by_row as u64 + 1;
            self.counters.conflicts += 1;
            return self.emit(QueensEvent::Conflict {
                row: d as u8,
                col: i as u8,
                by_row: by_row as u8,
                by_col: by_col as u8,
                line,
            });
        }
        self.counters.checks += d as u64;
        self.counters.places += 1;
        self.lines.put(d, i);
        self.depth += 1;
        self.phase = Phase::Call;
        self.emit(QueensEvent::Place {
            row: d as u8,
            col: i as u8,
        })
    }
}

impl Solver for Recursive {
    type Event = QueensEvent;

    /// The loop's body (a conflict, a place or the loop's end) is most of the steps: it is
    /// inlined into the caller, and the other phases are a call away.
    #[inline(always)]
    fn step(&mut self) -> Option<QueensEvent> {
        if self.phase == Phase::Loop {
            Some(self.loop_step())
        } else {
            self.other_step()
        }
    }

    fn steps(&self) -> u64 {
        self.counters.steps
    }

    fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The root counts as visited from step 0, as the tree draws it (issue 26: the counters
    /// said 0 where the tree's title said 1); in all, one node a call, as before.
    #[test]
    fn the_root_is_visited_from_the_start_and_each_call_is_a_node() {
        for start in [&[][..], &[1, 3][..]] {
            let mut s = Recursive::from_start(6, start);
            assert_eq!(s.counters().nodes, 1, "{start:?}");
            let mut calls = 0;
            while let Some(event) = s.step() {
                calls += u64::from(matches!(event, QueensEvent::Call { .. }));
            }
            assert_eq!(s.counters().nodes, calls, "{start:?}");
        }
    }

    #[test]
    fn one_queen_calls_places_prints_and_returns() {
        let mut s = Recursive::new(1);
        let mut names = Vec::new();
        while let Some(e) = s.step() {
            names.push(e.name());
        }
        assert_eq!(
            names,
            [
                "call",
                "place",
                "call",
                "solution",
                "return",
                "backtrack",
                "return",
                "done"
            ]
        );
    }

    #[test]
    fn frames_carry_each_loop_variable() {
        let mut s = Recursive::new(4);
        assert_eq!(s.frames(), vec![]);
        s.step(); // call put(0)
        assert_eq!(s.frames(), vec![(0, None)]);
        s.step(); // place (0, 0)
        s.step(); // call put(1)
        s.step(); // conflict (1, 0)
        assert_eq!(s.frames(), vec![(0, Some(0)), (1, Some(0))]);
    }
}
