//! Counting knight's tours without stepping (`--count`): a bitboard search of boards of at
//! most 64 squares, no events, split over all cores.
//!
//! The visited squares are one `u64`; a square's knight moves are a precomputed mask, so the
//! moves open from the knight are `moves[at] & !visited`. The same two cuts as the search's
//! (`super::KnightHooks`): the constraint (visited squares are never moves), and the bound (a
//! square left with no way in, and for a closed tour no way back to the start), so the count
//! is the number of tours the search finds. The tours' first moves split the search into
//! independent pieces, which run on all cores with rayon; each reports when it is done and
//! stops early when asked to.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use rayon::prelude::*;

use super::Board;
use crate::engine::threads::on_threads;

/// The most squares the bitboard counter takes.
pub const MAX_SQUARES: usize = 64;

/// The count was stopped before it finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cancelled;

/// How deep the pieces of the split start: enough of them to keep every core busy.
const SPLIT_PIECES: usize = 256;

/// One board's masks.
#[derive(Debug, Clone)]
struct Masks {
    /// Each square's knight moves.
    moves: Vec<u64>,
    /// Every square.
    full: u64,
    start: usize,
    closed: bool,
}

/// One independent piece of the search: the knight's square, the squares visited, and how
/// many squares are left.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Piece {
    at: usize,
    visited: u64,
    left: u32,
}

impl Masks {
    fn new(board: Board, start: usize, closed: bool) -> Masks {
        let n = board.squares();
        let moves = (0..n)
            .map(|s| board.neighbours(s).fold(0u64, |m, t| m | 1 << t))
            .collect();
        Masks {
            moves,
            full: if n == 64 { u64::MAX } else { (1 << n) - 1 },
            start,
            closed,
        }
    }

    /// Whether the move `from` to `to` (visited now `v`, `to` in it) is cut by the bound.
    #[inline]
    fn cut(&self, from: usize, to: usize, v: u64, left: u32) -> bool {
        if left == 0 {
            return false;
        }
        let mut near = (self.moves[from] | self.moves[to]) & !v;
        while near != 0 {
            let u = near.trailing_zeros() as usize;
            near &= near - 1;
            if self.moves[u] & !v == 0 && self.moves[u] >> to & 1 == 0 {
                return true;
            }
        }
        self.closed && self.moves[self.start] & !v == 0
    }

    /// Tours below the node (`at`, visited `v`, `left` squares to go); stops when `cancel`
    /// is raised or `found` reaches `limit`.
    fn tours(&self, at: usize, v: u64, left: u32, stop: &Stop) -> Result<u64, Cancelled> {
        if left == 0 {
            let home = !self.closed || self.moves[at] >> self.start & 1 == 1 || v == 1 << at;
            if home {
                stop.found.fetch_add(1, Ordering::Relaxed);
            }
            return Ok(u64::from(home));
        }
        if stop.should() {
            return Err(Cancelled);
        }
        let mut open = self.moves[at] & !v;
        let mut total = 0;
        while open != 0 {
            let to = open.trailing_zeros() as usize;
            open &= open - 1;
            let w = v | 1 << to;
            if self.cut(at, to, w, left - 1) {
                continue;
            }
            total += self.tours(to, w, left - 1, stop)?;
        }
        Ok(total)
    }

    /// The pieces at the depth where there are at least [`SPLIT_PIECES`] of them (or the
    /// deepest there is), and the tours completed above that depth.
    fn split(&self) -> (Vec<Piece>, u64) {
        let n = self.full.count_ones();
        let mut pieces = vec![Piece {
            at: self.start,
            visited: 1 << self.start,
            left: n - 1,
        }];
        let mut done = 0;
        while pieces.len() < SPLIT_PIECES && pieces.iter().any(|p| p.left > 0) {
            let mut next = Vec::new();
            for p in pieces {
                if p.left == 0 {
                    // A tour already complete (a tiny board): counted at once.
                    let home = !self.closed || self.moves[p.at] >> self.start & 1 == 1 || n == 1;
                    done += u64::from(home);
                    continue;
                }
                let mut open = self.moves[p.at] & !p.visited;
                while open != 0 {
                    let to = open.trailing_zeros() as usize;
                    open &= open - 1;
                    let w = p.visited | 1 << to;
                    if !self.cut(p.at, to, w, p.left - 1) {
                        next.push(Piece {
                            at: to,
                            visited: w,
                            left: p.left - 1,
                        });
                    }
                }
            }
            if next.is_empty() {
                return (Vec::new(), done);
            }
            pieces = next;
        }
        (pieces, done)
    }
}

/// When to stop: asked to, or enough tours found.
struct Stop<'a> {
    cancel: &'a AtomicBool,
    found: AtomicU64,
    limit: u64,
}

impl Stop<'_> {
    #[inline]
    fn should(&self) -> bool {
        self.cancel.load(Ordering::Relaxed) || self.found.load(Ordering::Relaxed) >= self.limit
    }
}

/// The pieces a count of `board` from `start` splits into (for the progress bar's total).
pub fn pieces(board: Board, start: usize, closed: bool) -> usize {
    if board.squares() > MAX_SQUARES {
        return 1;
    }
    Masks::new(board, start, closed).split().0.len().max(1)
}

/// Counts the tours of `board` from `start` (closed ones only if `closed`), at most `limit`,
/// on `threads` threads (all cores if `None`): `done` counts the pieces finished, `cancel`
/// stops it. Boards of more than [`MAX_SQUARES`] squares are not counted here (`None`).
pub fn count(
    board: Board,
    start: usize,
    closed: bool,
    limit: Option<u64>,
    threads: Option<usize>,
    done: &AtomicU64,
    cancel: &AtomicBool,
) -> Option<Result<u64, Cancelled>> {
    if board.squares() > MAX_SQUARES {
        return None;
    }
    let masks = Masks::new(board, start, closed);
    let limit = limit.unwrap_or(u64::MAX);
    let (pieces, above) = masks.split();
    let stop = Stop {
        cancel,
        found: AtomicU64::new(above),
        limit,
    };
    let work = || {
        pieces
            .par_iter()
            .with_max_len(1)
            .map(|p| {
                if stop.cancel.load(Ordering::Relaxed) {
                    return Err(Cancelled);
                }
                if stop.should() {
                    return Ok(0);
                }
                let found = match masks.tours(p.at, p.visited, p.left, &stop) {
                    // Stopped by the limit, not by a cancel: what was found stands.
                    Err(Cancelled) if !stop.cancel.load(Ordering::Relaxed) => Ok(0),
                    other => other,
                };
                done.fetch_add(1, Ordering::Relaxed);
                found
            })
            .try_reduce(|| 0, |a, b| Ok(a + b))
    };
    Some(on_threads(threads, work).map(|below| {
        let counted = above + below;
        // A limit reached is the limit: the pieces that ran on may have found more.
        if stop.found.load(Ordering::Relaxed) >= limit {
            limit
        } else {
            counted
        }
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::backtrack::{Backtrack, Prune};
    use crate::problems::knight::engine::{Algo, Instance, KnightHooks};
    use rstest::rstest;

    fn tours(cols: usize, rows: usize, start: usize, closed: bool, limit: Option<u64>) -> u64 {
        let (done, cancel) = (AtomicU64::new(0), AtomicBool::new(false));
        count(Board { cols, rows }, start, closed, limit, Some(2), &done, &cancel)
            .unwrap()
            .unwrap()
    }

    /// The published counts: 304 open tours of 5 x 5 from a corner, 64 from the centre,
    /// 1 728 from all 25 squares.
    #[rstest]
    #[case(0, 304)]
    #[case(12, 64)]
    #[case(1, 0)]
    fn five_by_five(#[case] start: usize, #[case] expected: u64) {
        assert_eq!(tours(5, 5, start, false, None), expected);
    }

    #[test]
    fn five_by_five_from_every_square() {
        let all: u64 = (0..25).map(|s| tours(5, 5, s, false, None)).sum();
        assert_eq!(all, 1728);
    }

    /// The counter and the stepping search agree, open and closed, on small boards.
    #[test]
    fn the_counter_counts_what_the_search_finds() {
        for (cols, rows, closed) in [(3, 4, false), (4, 3, false), (4, 5, false), (3, 7, false), (4, 4, true), (3, 10, true), (1, 1, false), (2, 2, false)] {
            for start in 0..cols * rows {
                let board = Board { cols, rows };
                let inst = Instance::new(board, start, closed, Algo::Fixed).unwrap();
                let search = Backtrack::new(KnightHooks::new(&inst, Algo::Fixed), Prune::Constraint);
                let expected = search.run_to_end().solutions;
                assert_eq!(tours(cols, rows, start, closed, None), expected, "{cols}x{rows} from {start}, closed {closed}");
            }
        }
    }

    #[test]
    fn a_limit_stops_the_count() {
        assert_eq!(tours(5, 5, 0, false, Some(10)), 10);
        assert_eq!(tours(5, 5, 12, false, Some(1000)), 64);
        let (done, cancel) = (AtomicU64::new(0), AtomicBool::new(true));
        let board = Board { cols: 5, rows: 5 };
        assert_eq!(count(board, 0, false, None, Some(1), &done, &cancel), Some(Err(Cancelled)));
        assert_eq!(count(Board { cols: 9, rows: 9 }, 0, false, None, None, &done, &cancel), None);
    }
}
