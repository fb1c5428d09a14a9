//! The tree per level: the full tree beside the nodes visited and cut, and the profile fitted
//! to the rows a panel has.

use crate::engine::tree::Shape;

/// One level of the per-level table: the full tree beside the tree visited.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LevelCount {
    /// The nodes of the full (unpruned) tree at this depth: the product of the branchings
    /// down to it (N^k, 2^k, n!/(n-k)!, m^k).
    pub full: f64,
    /// Nodes visited (entered) at this depth.
    pub visited: u64,
    /// Nodes cut at this depth (generated, not entered).
    pub cut: u64,
    /// Nodes of this depth the search will never visit because a node above was cut: the
    /// share of the full tree pruning spared (`spared / full`).
    pub spared: f64,
}

impl LevelCount {
    /// The share of the level's full tree pruning spared, from 0 to 1.
    pub fn share(&self) -> f64 {
        if self.full > 0.0 {
            self.spared / self.full
        } else {
            0.0
        }
    }
}

/// Per depth, the full tree beside the tree visited so far (`profile`: the cursor's
/// [`Cursor::profile`]), when the profile's rows are the tree's depths (not, say, a board's
/// rows of cells). Every node cut at depth k - 1 or spared there spares its children at
/// depth k, so at the end of a search visited + cut + spared = full at every depth.
pub fn level_table<Sh: Shape>(shape: Sh, profile: &[[u64; 2]]) -> Option<Vec<LevelCount>> {
    let rows = shape.rows();
    if rows == 0 || (1..=rows).any(|d| shape.row(d) != d - 1 || shape.branching(d) == 0) {
        return None;
    }
    let mut out: Vec<LevelCount> = Vec::with_capacity(rows);
    for depth in 1..=rows {
        let b = shape.branching(depth) as f64;
        let [visited, cut] = profile.get(depth - 1).copied().unwrap_or([0, 0]);
        let (full, spared) = match out.last() {
            None => (b, 0.0),
            Some(up) => (up.full * b, (up.spared + up.cut as f64) * b),
        };
        out.push(LevelCount {
            full,
            visited,
            cut,
            spared,
        });
    }
    Some(out)
}

/// A row of a profile fitted to the room it has (see [`fit_profile`]): one or more rows of
/// the profile summed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FittedRow {
    /// The profile's rows it sums, first and last (the same for one).
    pub rows: (usize, usize),
    /// Nodes visited and cut in them.
    pub counts: [u64; 2],
    /// Their rows of the level table summed, where there is one.
    pub level: Option<LevelCount>,
}

/// `profile` (with its level table, if any) in at most `room` rows: while it has more, the
/// rows past the deepest one visited so far are left out (as many as it takes, never below
/// `room`), then neighbouring rows are summed into ranges of equal length, the last shorter.
/// Every count of the rows kept adds up in the fitted rows.
pub fn fit_profile(
    profile: &[[u64; 2]],
    table: Option<&[LevelCount]>,
    room: usize,
) -> Vec<FittedRow> {
    let room = room.max(1);
    let reached = profile.iter().rposition(|r| r[0] > 0).map_or(0, |i| i + 1);
    let kept = profile.len().min(reached.max(room));
    let per = kept.div_ceil(room).max(1);
    (0..kept)
        .step_by(per)
        .map(|first| {
            let last = (first + per).min(kept) - 1;
            let counts = profile[first..=last]
                .iter()
                .fold([0, 0], |acc, r| [acc[0] + r[0], acc[1] + r[1]]);
            let level = table.and_then(|t| t.get(first..=last)).map(|ls| {
                ls.iter().fold(
                    LevelCount {
                        full: 0.0,
                        visited: 0,
                        cut: 0,
                        spared: 0.0,
                    },
                    |acc, l| LevelCount {
                        full: acc.full + l.full,
                        visited: acc.visited + l.visited,
                        cut: acc.cut + l.cut,
                        spared: acc.spared + l.spared,
                    },
                )
            });
            FittedRow {
                rows: (first, last),
                counts,
                level,
            }
        })
        .collect()
}
