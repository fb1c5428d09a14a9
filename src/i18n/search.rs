//! The words of the 回溯法 chapter that every problem on the generic engine shares: the two
//! cutting functions and their settings, the counters of a search, the tree's levels, the
//! log's words for a node left and the end, the quiz's questions, and the keys of the
//! explorer; in English (`search/en.rs`) and Chinese (`search/zh.rs`). Each problem words its
//! own choices and numbers ([`Said`]).

mod en;
mod zh;

use crate::engine::backtrack::{Event, Prune};
use crate::engine::tree::Cut;
use crate::i18n::{KeyText, Lang, Vocabulary};

/// A problem's note of an event (its choice and the numbers), in words.
pub trait Said {
    /// The words; `compact` asks for fewer, for narrow panels.
    fn said(&self, lang: Lang, compact: bool) -> String;
}

/// A step of the generic search in words, as the log says it: the problem's notes, the
/// shared words for a node left and the end; `compact` asks for fewer, for narrow panels.
pub fn told<E: Said, C: Said, S: Said>(
    event: &Event<E, C, S>,
    lang: Lang,
    compact: bool,
) -> String {
    let t = text(lang);
    match event {
        Event::Enter { note, .. } => note.said(lang, compact),
        Event::Prune { note, .. } => note.said(lang, compact),
        Event::Backtrack { depth, .. } if compact => (t.back_compact)(*depth),
        Event::Backtrack { depth, .. } => (t.back)(*depth),
        Event::Solution { index, note } => format!("#{index} {}", note.said(lang, compact)),
        Event::Done { solutions, .. } => (t.done)(*solutions),
    }
}

/// A problem's words in one language, from which the shared layers say everything of it
/// that is not its picture: its names on the command line and on screen, its tree, its
/// landmarks, its legend, its keys' words, and its tree's nodes. Its events' notes say
/// themselves ([`Said`]). `L` is what a level of its tree chooses between.
#[derive(Debug)]
pub struct Words<L: 'static> {
    /// Its name, as a textbook writes it (no shared file may use it).
    pub name: &'static str,
    /// What it is, in one line, for `--help`.
    pub about: &'static str,
    /// Its usage line (`backtrack <command> [OPTIONS] [INSTANCE]`).
    pub usage: &'static str,
    /// Example lines for `--help` (the first also in `backtrack --help`).
    pub examples: &'static str,
    /// Its options, as messages name them (`<its name>'s`).
    pub options: &'static str,
    /// The `--help` line of one of its own options, by clap id; `None`: the shared words.
    pub option: fn(&str) -> Option<String>,
    /// Its tree's name: the tree panel's title.
    pub tree: &'static str,
    /// What the size of a random instance counts, as `--help` and messages say it ("the
    /// number of cities", "the board's side").
    pub size: &'static str,
    /// Counter: the solutions found.
    pub solutions: &'static str,
    /// Its names for the landmarks of its search.
    pub vocabulary: Vocabulary,
    /// The help's legend, in the order its picture's marks are drawn.
    pub legend: &'static [&'static str],
    /// `t`, `x` and `z` as its picture says them.
    pub keys: PictureKeys,
    /// Child `c` of the choice `L` in words, for the quiz (`take w4 = 13`).
    pub child: fn(L, usize) -> String,
    /// A node of the drawn tree: child `c` of the choice `L`, in a few characters (`+13`).
    pub node: fn(L, usize) -> String,
    /// What a level of the drawn tree decides, in a few characters (`13`).
    pub level: fn(L) -> String,
}

/// The keys of the picture a problem words its own way.
#[derive(Debug, Clone, Copy)]
pub struct PictureKeys {
    /// `t`: its tree.
    pub tree: KeyText,
    /// `x`: its picture saved.
    pub export: KeyText,
    /// `z`: its picture zoomed.
    pub zoom: KeyText,
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
    /// `i`: the code panel's scheme, the problem's recursive code or the textbook's iterative
    /// one.
    pub iterative: KeyText,
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
