//! The state-space tree panel (解空间树) of an N-Queens search, `t` to show it: the shared panel
//! (`ui::tree`) with the board's names for its nodes. Boards up to 7x7 draw their whole tree
//! so far (the row-by-row searches), larger ones the path to the last node with every
//! sibling; the cells search's tree is binary: each level is a cell, its children "skip" and
//! "place".

use crate::i18n::{Lang, rank_label, square};
use crate::problems::queens::engine::tree::{QueensShape, TreeShape};
use crate::problems::queens::engine::{Algo, QueensEvent};
use crate::problems::queens::words;
use crate::ui::tree::{TreeLabels, Whole};

/// Boards from this size on always show the path: their whole tree is thousands of lines.
const OUTLINE_MAX_N: usize = 7;

/// The board's names for the nodes of its tree.
pub struct QueensLabels {
    /// The tree's shape.
    pub shape: QueensShape,
    /// The last event, for the words of the current node.
    pub last: Option<QueensEvent>,
    /// Language.
    pub lang: Lang,
}

impl TreeLabels for QueensLabels {
    fn profile_title(&self, lang: Lang) -> &'static str {
        words::text(lang).tree_profile
    }

    fn profile_row(&self, row: usize) -> String {
        rank_label(row)
    }

    /// Nodes explored in a whole search on an `n`×`n` board, the root included, and nodes
    /// visited (the largest number it shows); only for small boards searched row by row.
    fn whole(&self) -> Option<Whole> {
        let n = usize::from(self.shape.n);
        if self.shape.kind != TreeShape::Rows || n > OUTLINE_MAX_N {
            return None;
        }
        let c = Algo::Iterative.run_to_end(n);
        Some(Whole {
            nodes: c.places as usize + 1,
            numbers: c.places + c.conflicts,
            depth: n,
            label: 3,
            branching: n,
        })
    }

    fn node(&self, path: &[usize], child: usize) -> String {
        let (row, col) = self.shape.square(path.len() + 1, child);
        square(row, col)
    }

    fn level(&self, depth: usize) -> String {
        rank_label(self.shape.square(depth, 0).0)
    }

    fn cell(&self, path: &[usize]) -> Option<String> {
        (self.shape.kind == TreeShape::Cells).then(|| {
            let (row, col) = self.shape.square(path.len() + 1, 0);
            square(row, col)
        })
    }

    fn chosen(&self, path: &[usize], child: usize) -> String {
        match self.shape.kind {
            TreeShape::Cells => words::text(self.lang).tree_choices[child.min(1)].to_string(),
            TreeShape::Rows => self.node(path, child),
        }
    }

    fn last(&self) -> String {
        self.last
            .map(|e| words::words(self.lang).event_compact(&e))
            .unwrap_or_default()
    }

    fn gaps(&self) -> bool {
        self.shape.kind == TreeShape::Rows
    }
}
