//! Counting solutions once per symmetry class: the approach of Takaken's counter.
//!
//! The 8 rotations and reflections of the board map solutions onto solutions. A class has 8
//! members, or 4 when its solutions look the same turned half way round, or 2 when they look the
//! same turned a quarter. The search visits only placements that can be the smallest member of
//! their class (read as the list of rows' bit patterns), so each class is met about once:
//!
//! - **corner**: the first row's queen in the corner (column 0). Such a solution is never
//!   symmetric under a rotation (a corner queen forces a queen in the other corner, on the same
//!   diagonal), and the reflection in the main diagonal is removed by keeping column 1 empty
//!   in the rows above the second row's queen. Each counts as a class of 8.
//! - **side**: the first row's queen at column `b` with `1 <= b < N/2 - ...`, no queen nearer a
//!   corner on the border than `b` (the rows above `b` and below `N-1-b` keep both border
//!   columns empty, the last row keeps the `b` columns next to each corner empty). A complete
//!   placement is then compared with its 90°, 180° and 270° images: a smaller image means it
//!   is not the class's representative; an equal one tells the class's size.
//!
//! The search splits into independent tasks after a few rows and runs them on all cores.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use rayon::prelude::*;

use super::super::{MAX_N, MIN_N};
use super::{Cancelled, CountError, on_threads};

/// Solutions counted by the size of their symmetry class.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Classes of 2 solutions (symmetric under a quarter turn).
    pub twos: u64,
    /// Classes of 4 solutions (symmetric under a half turn only).
    pub fours: u64,
    /// Classes of 8 solutions (no symmetry).
    pub eights: u64,
}

impl Tally {
    /// All solutions.
    pub fn total(&self) -> u64 {
        2 * self.twos + 4 * self.fours + 8 * self.eights
    }

    /// Solutions up to rotation and reflection (the number of classes).
    pub fn classes(&self) -> u64 {
        self.twos + self.fours + self.eights
    }

    fn add(self, other: Tally) -> Tally {
        Tally {
            twos: self.twos + other.twos,
            fours: self.fours + other.fours,
            eights: self.eights + other.eights,
        }
    }
}

/// Which half of the search a task belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// First row's queen in the corner; `bound` is the second row's column.
    Corner,
    /// First row's queen at column `bound`, away from the corner.
    Side,
}

/// One independent piece of the search: the rows placed so far and the lines they take.
#[derive(Debug, Clone, Copy)]
pub struct Task {
    kind: Kind,
    /// Corner: the second row's column. Side: the first row's column.
    bound: usize,
    /// The next row to fill.
    row: usize,
    left: u64,
    down: u64,
    right: u64,
    /// Each placed row's queen as a bit.
    board: [u64; MAX_N],
    /// An estimate of the task's share of the work (partial placements two rows further).
    pub weight: u64,
}

/// The board-wide constants of a search, and the current task's bounds.
#[derive(Debug, Clone, Copy)]
struct Shape {
    last: usize,
    mask: u64,
    top: u64,
    /// Both border columns.
    side: u64,
    /// Columns the last row must keep empty (side search).
    last_mask: u64,
    /// What the last row's queen must be for the placement to be its own half turn.
    end_bit: u64,
    bound1: usize,
    bound2: usize,
}

impl Shape {
    fn new(n: usize) -> Shape {
        let last = n - 1;
        let top = 1u64 << last;
        Shape {
            last,
            mask: if n == 64 { u64::MAX } else { (1u64 << n) - 1 },
            top,
            side: top | 1,
            last_mask: top | 1,
            end_bit: top >> 1,
            bound1: 0,
            bound2: 0,
        }
    }

    /// The shape for the side search with the first row's queen at column `b`.
    fn side(n: usize, b: usize) -> Shape {
        let mut s = Shape::new(n);
        for _ in 1..b {
            s.last_mask |= (s.last_mask >> 1) | (s.last_mask << 1);
            s.end_bit >>= 1;
        }
        s.bound1 = b;
        s.bound2 = n - 1 - b;
        s
    }

    fn corner(n: usize, b: usize) -> Shape {
        let mut s = Shape::new(n);
        s.bound1 = b;
        s
    }
}

/// Nodes searched between two looks at the cancel flag.
const CANCEL_CHECK: u32 = 1 << 16;

struct Search<'a> {
    shape: Shape,
    kind: Kind,
    board: [u64; MAX_N],
    tally: Tally,
    /// Rows at which to stop and record a task instead of searching on (planning only).
    split_at: usize,
    tasks: Vec<Task>,
    cancel: &'a AtomicBool,
    budget: u32,
    stopped: bool,
}

impl Search<'_> {
    fn tick(&mut self) -> bool {
        self.budget -= 1;
        if self.budget == 0 {
            self.budget = CANCEL_CHECK;
            if self.cancel.load(Ordering::Relaxed) {
                self.stopped = true;
            }
        }
        self.stopped
    }

    fn task(&self, row: usize, left: u64, down: u64, right: u64) -> Task {
        Task {
            kind: self.kind,
            bound: self.shape.bound1,
            row,
            left,
            down,
            right,
            board: self.board,
            weight: 1,
        }
    }

    /// The squares row `y` may try, given the lines taken: the free squares minus what the
    /// kind's rules forbid (`None` when the rules rule the whole branch out).
    #[inline]
    fn allowed<const SIDE: bool>(&self, y: usize, free: u64, down: u64) -> u64 {
        let s = &self.shape;
        if SIDE {
            if y < s.bound1 {
                free & !s.side
            } else if y == s.bound2 {
                if down & s.side == 0 {
                    0
                } else if down & s.side == s.side {
                    free
                } else {
                    free & s.side
                }
            } else {
                free
            }
        } else if y < s.bound1 {
            free & !2
        } else {
            free
        }
    }

    /// A complete placement: the last row's free squares are `free` (not zero).
    #[inline]
    fn leaf<const SIDE: bool>(&mut self, free: u64) {
        if SIDE {
            if free & self.shape.last_mask == 0 {
                self.board[self.shape.last] = free;
                self.check();
            }
        } else {
            self.tally.eights += 1;
        }
    }

    /// The search below row `y` with the given lines taken. Planning (`PLAN`) stops at the
    /// split row and records a task; the last row is placed directly, and the cancel flag is
    /// looked at only above the last few rows, where a node stands for a lot of work.
    fn walk<const SIDE: bool, const PLAN: bool>(
        &mut self,
        y: usize,
        left: u64,
        down: u64,
        right: u64,
    ) {
        let (mask, last) = (self.shape.mask, self.shape.last);
        let free = mask & !(left | down | right);
        if y == last {
            if free != 0 {
                self.leaf::<SIDE>(free);
            }
            return;
        }
        if PLAN && y == self.split_at {
            self.tasks.push(self.task(y, left, down, right));
            return;
        }
        if y + 4 <= last && self.tick() {
            return;
        }
        let mut f = self.allowed::<SIDE>(y, free, down);
        if y + 1 == last {
            while f != 0 {
                let bit = f & f.wrapping_neg();
                f ^= bit;
                let next = mask & !(((left | bit) << 1) | down | bit | ((right | bit) >> 1));
                if next != 0 {
                    self.board[y] = bit;
                    self.leaf::<SIDE>(next);
                }
            }
            return;
        }
        while f != 0 {
            let bit = f & f.wrapping_neg();
            f ^= bit;
            self.board[y] = bit;
            self.walk::<SIDE, PLAN>(y + 1, (left | bit) << 1, down | bit, (right | bit) >> 1);
        }
    }

    /// Compares a complete side placement with its rotations: counts its class when it is the
    /// class's smallest member, by the class's size.
    fn check(&mut self) {
        let s = self.shape;
        let b = &self.board;
        let last = s.last;
        // A quarter turn.
        if b[s.bound2] == 1 {
            let mut own = 1;
            let mut ptn = 2u64;
            while own <= last {
                let mut bit = 1u64;
                let mut you = last;
                while b[you] != ptn && b[own] >= bit {
                    bit <<= 1;
                    you -= 1;
                }
                if b[own] > bit {
                    return;
                }
                if b[own] < bit {
                    break;
                }
                own += 1;
                ptn <<= 1;
            }
            if own > last {
                self.tally.twos += 1;
                return;
            }
        }
        // A half turn.
        if b[last] == s.end_bit {
            let mut own = 1;
            while own <= last {
                let you = last - own;
                let mut bit = 1u64;
                let mut ptn = s.top;
                while ptn != b[you] && b[own] >= bit {
                    bit <<= 1;
                    ptn >>= 1;
                }
                if b[own] > bit {
                    return;
                }
                if b[own] < bit {
                    break;
                }
                own += 1;
            }
            if own > last {
                self.tally.fours += 1;
                return;
            }
        }
        // Three quarters of a turn.
        if b[s.bound1] == s.top {
            let mut own = 1;
            let mut ptn = s.top >> 1;
            while own <= last {
                let mut bit = 1u64;
                let mut you = 0;
                while b[you] != ptn && b[own] >= bit {
                    bit <<= 1;
                    you += 1;
                }
                if b[own] > bit {
                    return;
                }
                if b[own] < bit {
                    break;
                }
                own += 1;
                ptn >>= 1;
            }
        }
        self.tally.eights += 1;
    }

    fn run(&mut self, row: usize, left: u64, down: u64, right: u64) {
        match (self.kind, self.split_at == usize::MAX) {
            (Kind::Corner, true) => self.walk::<false, false>(row, left, down, right),
            (Kind::Corner, false) => self.walk::<false, true>(row, left, down, right),
            (Kind::Side, true) => self.walk::<true, false>(row, left, down, right),
            (Kind::Side, false) => self.walk::<true, true>(row, left, down, right),
        }
    }
}

/// How many rows to place before splitting, for a board of size `n`.
pub fn split_rows(n: usize) -> usize {
    match n {
        0..=9 => 2,
        10..=15 => 3,
        _ => 4,
    }
}

fn search(n: usize, kind: Kind, bound: usize, split_at: usize, cancel: &AtomicBool) -> Search<'_> {
    let shape = match kind {
        Kind::Corner => Shape::corner(n, bound),
        Kind::Side => Shape::side(n, bound),
    };
    Search {
        shape,
        kind,
        board: [0; MAX_N],
        tally: Tally::default(),
        split_at,
        tasks: Vec::new(),
        cancel,
        budget: CANCEL_CHECK,
        stopped: false,
    }
}

/// The tasks of an `n`×`n` search (4..=32) split after `rows` rows, corner tasks first, and
/// the classes already complete above the split (small boards).
pub fn plan(n: usize, rows: usize) -> (Vec<Task>, Tally) {
    assert!(
        (4..=MAX_N).contains(&n),
        "board size {n} outside 4..=32 for the symmetric counter"
    );
    let never = AtomicBool::new(false);
    let mut tasks = Vec::new();
    let mut found = Tally::default();
    let rows = rows.max(2);
    // Corner: row 0's queen at column 0, row 1's at column b.
    for b in 2..n - 1 {
        let mut s = search(n, Kind::Corner, b, rows, &never);
        let bit = 1u64 << b;
        s.board[0] = 1;
        s.board[1] = bit;
        s.run(2, (2 | bit) << 1, 1 | bit, bit >> 1);
        tasks.append(&mut s.tasks);
        found = found.add(s.tally);
    }
    // Side: row 0's queen at column b, nearer the corner than its mirror image.
    let mut b = 1;
    while b < n - 1 - b {
        let mut s = search(n, Kind::Side, b, rows, &never);
        let bit = 1u64 << b;
        s.board[0] = bit;
        s.run(1, bit << 1, bit, bit >> 1);
        tasks.append(&mut s.tasks);
        found = found.add(s.tally);
        b += 1;
    }
    on_threads(None, || {
        tasks.par_iter_mut().for_each(|t| t.weight = estimate(n, t));
    });
    (tasks, found)
}

/// Rows searched below a task to estimate its size: three where the whole count takes
/// seconds to minutes, fewer on boards whose count takes days (planning stays under a second).
fn estimate_rows(n: usize) -> usize {
    match n {
        0..=18 => 3,
        19..=23 => 2,
        _ => 1,
    }
}

/// Partial placements a few rows below a task's, found by the task's own search rules: a
/// cheap stand-in for its size.
fn estimate(n: usize, t: &Task) -> u64 {
    let never = AtomicBool::new(false);
    let mut s = search(n, t.kind, t.bound, t.row + estimate_rows(n), &never);
    s.board = t.board;
    s.run(t.row, t.left, t.down, t.right);
    s.tasks.len() as u64 + s.tally.classes() + 1
}

/// The classes below one task.
pub fn count_task(n: usize, t: &Task, cancel: &AtomicBool) -> Result<Tally, Cancelled> {
    let mut s = search(n, t.kind, t.bound, usize::MAX, cancel);
    s.board = t.board;
    s.run(t.row, t.left, t.down, t.right);
    if s.stopped {
        Err(Cancelled)
    } else {
        Ok(s.tally)
    }
}

/// Counts the solutions of an `n`×`n` board by symmetry class on `threads` threads (all cores
/// if `None`), running `tasks` from [`plan`] on top of `found`. `done` adds each finished
/// task's weight; setting `cancel` stops the count early.
pub fn count_with(
    n: usize,
    threads: Option<usize>,
    done: &AtomicU64,
    cancel: &AtomicBool,
    (tasks, found): &(Vec<Task>, Tally),
) -> Result<Tally, CountError> {
    let work = || {
        tasks
            .par_iter()
            .with_max_len(1)
            .map(|t| {
                if cancel.load(Ordering::Relaxed) {
                    return Err(Cancelled);
                }
                let got = count_task(n, t, cancel);
                done.fetch_add(t.weight, Ordering::Relaxed);
                got
            })
            .try_reduce(Tally::default, |a, b| Ok(a.add(b)))
    };
    Ok(on_threads(threads, work)?.add(*found))
}

/// Solutions and their classes under rotation and reflection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Counted {
    /// All solutions (OEIS A000170).
    pub solutions: u64,
    /// Classes: solutions that no rotation or reflection maps onto each other (OEIS A002562).
    pub classes: u64,
}

impl Counted {
    /// The figures of a tally; boards below 4 have none but the single queen of N = 1.
    pub fn of(n: usize, tally: Tally) -> Counted {
        if n == 1 {
            Counted {
                solutions: 1,
                classes: 1,
            }
        } else {
            Counted {
                solutions: tally.total(),
                classes: tally.classes(),
            }
        }
    }
}

/// Solutions and classes of an `n`×`n` board (1..=32), on all cores.
pub fn count(n: usize) -> Counted {
    assert!(
        (MIN_N..=MAX_N).contains(&n),
        "board size {n} outside 1..=32"
    );
    let tally = if n < 4 {
        Tally::default()
    } else {
        let plan = plan(n, split_rows(n));
        count_with(n, None, &AtomicU64::new(0), &AtomicBool::new(false), &plan)
            .expect("nobody cancels this count")
    };
    Counted::of(n, tally)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    /// OEIS A000170 and A002562 for N = 1..=14.
    const SOLUTIONS: [u64; 14] = [
        1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2_680, 14_200, 73_712, 365_596,
    ];
    const CLASSES: [u64; 14] = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1_787, 9_233, 45_752];

    #[test]
    fn counts_match_oeis_for_1_to_14() {
        for n in 1..=14 {
            let got = count(n);
            assert_eq!(got.solutions, SOLUTIONS[n - 1], "solutions, N = {n}");
            assert_eq!(got.classes, CLASSES[n - 1], "classes, N = {n}");
        }
    }

    #[rstest]
    fn every_split_and_thread_count_gives_the_same_answer(
        #[values(2, 3, 4, 5)] rows: usize,
        #[values(1, 2, 3)] threads: usize,
    ) {
        for n in [4, 5, 6, 8, 11] {
            let plan = plan(n, rows);
            let got = count_with(
                n,
                Some(threads),
                &AtomicU64::new(0),
                &AtomicBool::new(false),
                &plan,
            )
            .map(|t| Counted::of(n, t));
            let want = Counted {
                solutions: SOLUTIONS[n - 1],
                classes: CLASSES[n - 1],
            };
            assert_eq!(got, Ok(want), "N = {n}, {rows} rows, {threads} threads");
        }
    }

    #[test]
    fn progress_adds_up_every_tasks_weight() {
        let plan = plan(12, 3);
        let done = AtomicU64::new(0);
        count_with(12, Some(2), &done, &AtomicBool::new(false), &plan).unwrap();
        let all: u64 = plan.0.iter().map(|t| t.weight).sum();
        assert_eq!(done.load(Ordering::Relaxed), all);
    }

    #[test]
    fn a_raised_cancel_flag_stops_the_count() {
        let plan = plan(28, 4);
        let cancel = AtomicBool::new(true);
        let got = count_with(28, Some(2), &AtomicU64::new(0), &cancel, &plan);
        assert_eq!(got, Err(CountError::Cancelled));
    }

    #[test]
    fn class_sizes_of_eight_queens() {
        // One class of 4 (the half-turn symmetric one) and eleven of 8.
        let plan = plan(8, 2);
        let t = count_with(
            8,
            Some(1),
            &AtomicU64::new(0),
            &AtomicBool::new(false),
            &plan,
        )
        .unwrap();
        assert_eq!((t.twos, t.fours, t.eights), (0, 1, 11));
    }
}
