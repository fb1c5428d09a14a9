//! The knight's tour's words, in English and Simplified Chinese (one file each, a missing
//! string a compile error): its names, the board panel, each algorithm's pseudocode, its
//! legend, its errors, and each event's note in words ([`Said`]).

mod en;
mod zh;

use crate::i18n::search::{Said, Words};
use crate::i18n::{KeyText, Lang};
use crate::problems::knight::engine::{Algo, Board, Found, InstanceError, Jump, Node, Why};

/// The knight's tour's fixed words, and the sentences with its numbers in them.
#[derive(Debug)]
pub struct KnightText {
    /// The words every problem gives.
    pub words: Words<Node>,
    /// Each algorithm's name on screen.
    pub algo: fn(Algo) -> &'static str,
    /// Open or closed tours.
    pub kind: fn(bool) -> &'static str,
    /// The picture's title: the board, from where, open or closed.
    pub picture: fn(Board, &str, bool) -> String,
    /// The line under the board: the knight's square, its move number, the moves it has.
    pub here: fn(&str, usize, usize, usize) -> String,
    /// The pseudocode's comments on the constraint's and the bound's lines.
    pub comments: [&'static str; 2],
    /// The pseudocode's title.
    pub code: &'static str,
    /// The board too large to number: the window around the knight.
    pub window: fn(usize, usize) -> String,
    /// `a`: the other algorithm.
    pub algo_key: KeyText,
    /// `[` `]`: a board one square smaller or larger a side.
    pub size_key: KeyText,
    /// `g`: a random start.
    pub random_key: KeyText,
    /// `Tab`: the two prune settings.
    pub prune_key: KeyText,
    /// A child entered.
    pub jumped: fn(&Jump, bool) -> String,
    /// A child cut, and why.
    pub why: fn(Why, bool) -> String,
    /// A solution.
    pub found: fn(&Found, bool) -> String,
    /// An unusable instance (where: an option or a file).
    pub error: fn(&str, &InstanceError) -> String,
    /// `--prune` or `--compare` with a setting the knight has not: the constraint cannot be
    /// switched off (a move off the board is no square to stand on).
    pub no_constraint: fn(&str) -> String,
    /// `--count` on a board of more than 64 squares.
    pub count_too_big: fn(Board) -> String,
    /// `--random N` with N not a side from 1 to 32.
    pub bad_random: fn(&str) -> String,
    /// `--list`: the built-in instances.
    pub list_head: &'static str,
}

/// The knight's tour's words in `lang`.
pub fn text(lang: Lang) -> &'static KnightText {
    match lang {
        Lang::En => &en::TEXT,
        Lang::Zh => &zh::TEXT,
    }
}

/// The name of square `s` of a board `cols` wide.
pub fn name(s: u16, cols: u8) -> String {
    let cols = usize::from(cols.max(1));
    crate::i18n::notation::square(usize::from(s) / cols, usize::from(s) % cols)
}

/// A move as rows down and columns right, `(+2, +1)`.
pub fn move_name(mv: u8) -> String {
    let (dr, dc) = crate::problems::knight::engine::MOVES[usize::from(mv) % 8];
    format!("({dr:+}, {dc:+})")
}

/// Child `child` of `node` in a few characters: its square, or its move when off the board.
pub fn short(node: Node, child: usize) -> String {
    match node.children.get(child) {
        Some(&(_, Some(s))) => name(s, node.cols),
        Some(&(mv, None)) => move_name(mv),
        None => String::new(),
    }
}

/// A node of the drawn tree: its child's square.
pub fn node(node: Node, child: usize) -> String {
    short(node, child)
}

/// What a level decides: its move's number.
pub fn level(node: Node) -> String {
    format!("#{}", node.number)
}

impl Said for Jump {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).jumped)(self, compact)
    }
}

impl Said for Why {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).why)(*self, compact)
    }
}

impl Said for Found {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).found)(self, compact)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_cut_says_why_in_both_languages() {
        let cuts = [
            Why::OffBoard { from: 0, mv: 4, cols: 5 },
            Why::Visited { from: 7, to: 0, at: 1, cols: 5 },
            Why::Stranded { to: 7, square: 0, cols: 5 },
            Why::NoReturn { to: 7, start: 0, cols: 6 },
        ];
        for why in cuts {
            let (en, zh) = (why.said(Lang::En, false), why.said(Lang::Zh, false));
            assert_ne!(en, zh);
            assert!(why.said(Lang::En, true).len() <= en.len());
        }
        let v = Why::Visited { from: 7, to: 0, at: 1, cols: 5 };
        assert_eq!(v.said(Lang::En, false), "c2 → a1: visited at move 1: cut");
        assert_eq!(v.said(Lang::Zh, false), "c2 → a1：第 1 步已到过：剪去");
        let s = Why::Stranded { to: 7, square: 0, cols: 5 };
        assert_eq!(s.said(Lang::En, false), "→ c2: a1 could no longer be reached: cut");
    }
}
