//! Graph colouring's words, in English and Simplified Chinese (one file each, a missing
//! string a compile error): its names, the graph panel, each algorithm's pseudocode, its
//! legend, its errors, and each event's note in words ([`Said`]).

mod en;
mod zh;

use crate::i18n::search::{Said, Words};
use crate::i18n::{KeyText, Lang};
use crate::problems::coloring::engine::{Algo, Found, Node, Paint, Why};

/// Graph colouring's fixed words, and the sentences with its numbers in them.
#[derive(Debug)]
pub struct ColoringText {
    /// The words every problem gives.
    pub words: Words<Node>,
    /// Each algorithm's name on screen.
    pub algo: fn(Algo) -> &'static str,
    /// The colours' names, 1 to 9.
    pub colours: [&'static str; 9],
    /// The picture's title: vertices, edges, and the leaves of the whole tree (m^n).
    pub picture: fn(usize, usize, usize) -> String,
    /// The line under the graph: the vertex being coloured and its colours left.
    pub here: fn(&str, &str) -> String,
    /// Every vertex coloured.
    pub all_coloured: &'static str,
    /// The table's heading: vertex, colour, colours left.
    pub table_head: [&'static str; 3],
    /// The pseudocode's comments on the constraint's and the bound's lines.
    pub comments: [&'static str; 2],
    /// The pseudocode's title.
    pub code: &'static str,
    /// `a`: the other algorithm.
    pub algo_key: KeyText,
    /// `m` `M`: one colour fewer or more.
    pub colours_key: KeyText,
    /// `[` `]`: a random graph of one vertex fewer or more.
    pub size_key: KeyText,
    /// `g`: a random graph of this size.
    pub random_key: KeyText,
    /// `Tab`: the three prune settings.
    pub prune_key: KeyText,
    /// The quiz's pick question.
    pub pick_question: &'static str,
    /// The picture's line while the pick question waits (the question, asked).
    pub pick_here: &'static str,
    /// A vertex the order could pick: its name, saturation and degree.
    pub contender: fn(&str, u8, u8) -> String,
    /// A child entered.
    pub painted: fn(&Paint, &str, bool) -> String,
    /// A child cut, and why (with the colour's name).
    pub why: fn(Why, &str, bool) -> String,
    /// A solution.
    pub found: fn(&Found, bool) -> String,
    /// `-m` out of 1..9 (its text).
    pub bad_m: fn(&str) -> String,
    /// `--p` not a probability (its text).
    pub bad_p: fn(&str) -> String,
    /// `--cycle` or `--complete` out of range (the option, its text).
    pub bad_family: fn(&str, &str) -> String,
    /// `--random N` not a number of vertices (its text).
    pub bad_random: fn(&str) -> String,
    /// `--prune bound`: forward checking needs the constraint (the option and value).
    pub no_bound_alone: fn(&str) -> String,
    /// `--chromatic`: no colouring of the graph (its vertices) with at most 9 colours.
    pub chromatic_too_big: fn(usize) -> String,
    /// `--list`: the built-in graphs.
    pub list_head: &'static str,
    /// `--list`: a graph's line (vertices, edges, its note).
    pub list_line: fn(usize, usize, &str) -> String,
    /// What each built-in graph is, by name.
    pub about: fn(&str) -> &'static str,
}

/// Graph colouring's words in `lang`.
pub fn text(lang: Lang) -> &'static ColoringText {
    match lang {
        Lang::En => &en::TEXT,
        Lang::Zh => &zh::TEXT,
    }
}

/// Colour c's name (from 1) in `lang`.
pub fn colour_name(c: u8, lang: Lang) -> &'static str {
    text(lang).colours[usize::from(c.clamp(1, 9)) - 1]
}

/// A node of the drawn tree: its vertex and its child's colour (`WA=2`).
pub fn node(node: Node, child: usize) -> String {
    format!("{}={}", node.name, child + 1)
}

/// What a level decides: its vertex.
pub fn level(node: Node) -> String {
    node.name.to_string()
}

impl Said for Paint {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).painted)(self, colour_name(self.colour, lang), compact)
    }
}

impl Said for Why {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).why)(*self, colour_name(self.child().1, lang), compact)
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
    use crate::problems::coloring::engine::Tag;

    #[test]
    fn each_cut_says_why_in_both_languages() {
        let names = [Tag::new("5").unwrap(), Tag::new("3").unwrap()];
        let cuts = [
            Why::Clash { vertex: 5, colour: 1, neighbour: 3, names },
            Why::Wipeout { vertex: 5, colour: 1, neighbour: 3, names },
        ];
        for why in cuts {
            let (en, zh) = (why.said(Lang::En, false), why.said(Lang::Zh, false));
            assert_ne!(en, zh);
            assert!(why.said(Lang::En, true).len() < en.len());
        }
        assert_eq!(cuts[0].said(Lang::En, false), "5 red? 3 is red: 5 cannot be red: cut");
        assert_eq!(cuts[0].said(Lang::Zh, false), "5 涂红色？3 已是红色：5 不能涂红色：剪去");
        assert_eq!(
            cuts[1].said(Lang::En, false),
            "5 red? 3 would have no colour left: cut"
        );
        let p = Paint { vertex: 2, name: Tag::new("NT").unwrap(), colour: 2, left: 3 };
        assert_eq!(p.said(Lang::En, false), "NT green (3 colours were left)");
        assert_eq!(p.said(Lang::Zh, true), "NT 绿色");
    }
}
