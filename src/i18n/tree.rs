//! The words of the tree panel's cursor, legend and per-level table, shared by every problem:
//! English (`tree/en.rs`) and Chinese (`tree/zh.rs`).

mod en;
mod zh;

use crate::i18n::{KeyText, Lang};

/// The keys of the tree cursor.
#[derive(Debug)]
pub struct TreeKeys {
    /// Enter: put a cursor on the tree (opening the panel).
    pub walk: KeyText,
    /// The arrows: parent, first child, siblings.
    pub moves: KeyText,
    /// Enter: go to the step that visited the node.
    pub go: KeyText,
    /// `+` `-`: more or less detail.
    pub detail: KeyText,
    /// Home: back to the search's node.
    pub here: KeyText,
    /// Esc: leave the cursor.
    pub leave: KeyText,
}

/// The tree panel's shared words in one language.
#[derive(Debug)]
pub struct TreeText {
    /// A node by its number in visiting order.
    pub node: fn(u64) -> String,
    /// Its depth.
    pub depth: fn(usize) -> String,
    /// Entered at a step.
    pub entered_at: fn(u64) -> String,
    /// Cut at a step by a function (named by the shared search words).
    pub cut_at: fn(u64, &str) -> String,
    /// Its subtree so far: nodes and solutions, its own included.
    pub held: fn(u64, u64) -> String,
    /// The node is a solution.
    pub solution: &'static str,
    /// Enter goes to a step.
    pub go: fn(u64) -> String,
    /// A search too long to walk: past this many steps the tree has no cursor.
    pub too_long: fn(u64) -> String,
    /// A problem's own tree panel, without a cursor.
    pub no_cursor: &'static str,
    /// The figure's title: the nodes visited (the root and the nodes entered, as the panel
    /// and the counters count them), the nodes pruned and the solutions.
    pub figure: fn(u64, u64, u64) -> String,
    /// A worksheet's title (`--tree svg --blank`): what the student writes in.
    pub worksheet: &'static str,
    /// The figure's legend: the path drawn bold.
    pub figure_path: &'static str,
    /// The legend's title.
    pub legend_title: &'static str,
    /// What each mark means, in [`LEGEND`] order.
    pub legend: [&'static str; 8],
    /// The same in a word or two, for the panel's legend row.
    pub legend_short: [&'static str; 8],
    /// The per-level table: its title and its columns (the level, the full tree's nodes,
    /// visited, pruned, the share of the full tree not visited).
    pub table_title: &'static str,
    /// The table's columns.
    pub table: [&'static str; 5],
    /// The help's line on the level of detail being chosen by the panel.
    pub auto: &'static str,
    /// The cursor's keys.
    pub keys: TreeKeys,
}

/// What the legend explains, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// The search's node.
    Current,
    /// On the path to it.
    Path,
    /// Explored, its subtree done.
    Explored,
    /// A solution.
    Solution,
    /// Cut by the constraint function.
    Pruned,
    /// Cut by the bound function.
    Bounded,
    /// A fold of finished siblings.
    Fold,
    /// Not tried yet.
    Untried,
}

/// The legend's marks, in the order it lists them.
pub const LEGEND: [Mark; 8] = [
    Mark::Current,
    Mark::Path,
    Mark::Explored,
    Mark::Solution,
    Mark::Pruned,
    Mark::Bounded,
    Mark::Fold,
    Mark::Untried,
];

impl TreeText {
    /// What `mark` means.
    pub fn mark(&self, mark: Mark) -> &'static str {
        let i = LEGEND.iter().position(|&m| m == mark).unwrap_or(0);
        self.legend[i]
    }

    /// What `mark` means, in a word or two.
    pub fn short(&self, mark: Mark) -> &'static str {
        let i = LEGEND.iter().position(|&m| m == mark).unwrap_or(0);
        self.legend_short[i]
    }
}

/// The tree words of `lang`.
pub fn text(lang: Lang) -> &'static TreeText {
    match lang {
        Lang::En => &en::TEXT,
        Lang::Zh => &zh::TEXT,
    }
}
