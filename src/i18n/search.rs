//! The words of the 回溯法 chapter that every problem on the generic engine shares: the two
//! cutting functions and their settings, the counters of a search, the tree's levels, the
//! log's words for a node left and the end, the quiz's questions, and the keys of the
//! explorer; in English (`search/en.rs`) and Chinese (`search/zh.rs`). Each problem words its
//! own choices and numbers ([`Said`]).

mod en;
mod zh;

use crate::engine::backtrack::Prune;
use crate::engine::tree::Cut;
use crate::i18n::{KeyText, Lang};

/// A problem's note of an event (its choice and the numbers), in words.
pub trait Said {
    /// The words; `compact` asks for fewer, for narrow panels.
    fn said(&self, lang: Lang, compact: bool) -> String;
}

/// The keys of the explorer.
#[derive(Debug)]
pub struct SearchKeys {
    /// `[` `]`: a random instance one item smaller or larger.
    pub size: KeyText,
    /// `g`: a new random instance.
    pub random: KeyText,
    /// Tab: the next prune setting.
    pub prune: KeyText,
    /// Shift-Tab: the right-hand search's prune setting.
    pub prune_right: KeyText,
    /// `c`: compare two settings.
    pub compare: KeyText,
    /// A question waiting: the keys its line shows.
    pub quiz_answer: KeyText,
    /// `p` `P`: the next / previous node entered.
    pub enter_jump: KeyText,
}

/// The shared words of a search on the generic engine.
#[derive(Debug)]
pub struct SearchText {
    /// Each prune setting, in [`Prune::ALL`]'s order, as the header and counters say it.
    pub prunes: [&'static str; 4],
    /// The constraint function.
    pub constraint: &'static str,
    /// The bound function.
    pub bound: &'static str,
    /// "the constraint cuts it".
    pub constraint_cuts: &'static str,
    /// "the bound cuts it".
    pub bound_cuts: &'static str,
    /// Counter: nodes visited.
    pub nodes: &'static str,
    /// Counter: the nodes of the whole tree.
    pub full_tree: &'static str,
    /// Counter: children cut by the constraint.
    pub by_constraint: &'static str,
    /// Counter: children cut by the bound.
    pub by_bound: &'static str,
    /// Counter: nodes left.
    pub backtracks: &'static str,
    /// The tree profile's title.
    pub profile: &'static str,
    /// The log: the node at a depth is done, the search backs up.
    pub back: fn(usize) -> String,
    /// The log, compact.
    pub back_compact: fn(usize) -> String,
    /// The log: the end, with the solutions found.
    pub done: fn(u64) -> String,
    /// A landmark's level: `at depth 3`.
    pub at_depth: fn(usize) -> String,
    /// The quiz: which child next, from the node at a depth; the keys.
    pub quiz_next: fn(usize, &str) -> String,
    /// The quiz: the next child tried, entered or cut; the keys.
    pub quiz_cut: fn(usize, &str, &str) -> String,
    /// The quiz: which of the options the order picks, at a depth; the question; the keys.
    pub quiz_pick: fn(usize, &str, &str) -> String,
    /// The quiz: no child (every one left is cut).
    pub quiz_none: &'static str,
    /// The quiz: the child is entered.
    pub quiz_enters: &'static str,
    /// The explorer's keys.
    pub keys: SearchKeys,
}

impl SearchText {
    /// A prune setting in words.
    pub fn prune(&self, prune: Prune) -> &'static str {
        let i = Prune::ALL.iter().position(|&p| p == prune).unwrap_or(0);
        self.prunes[i]
    }

    /// A function in words.
    pub fn function(&self, cut: Cut) -> &'static str {
        match cut {
            Cut::Constraint => self.constraint,
            Cut::Bound => self.bound,
        }
    }
}

/// The shared search words of `lang`.
pub fn text(lang: Lang) -> &'static SearchText {
    match lang {
        Lang::En => &en::TEXT,
        Lang::Zh => &zh::TEXT,
    }
}
