//! Permutations' words, in English and Simplified Chinese (one file each, a missing string a
//! compile error): its names, the arrangement panel, each algorithm's pseudocode, its
//! legend, its errors, and each event's note in words ([`Said`]).

mod en;
mod zh;

use crate::i18n::{KeyText, Lang};
use crate::i18n::search::{Said, Words};
use crate::problems::permutations::engine::{Again, Algo, Found, InstanceError, Node, Placed};

/// Permutations' fixed words, and the sentences with its numbers in them.
#[derive(Debug)]
pub struct PermText {
    /// The words every problem gives.
    pub words: Words<Node>,
    /// Each algorithm's name on screen.
    pub algo: fn(Algo) -> &'static str,
    /// The picture's title: the items and how many distinct arrangements they have.
    pub picture: fn(usize, u64) -> String,
    /// The rows of the picture: the arrangement x, the items, the choices at this node.
    pub rows: [&'static str; 3],
    /// Nodes at a depth of the permutation tree: n!/(n−k)!.
    pub level_nodes: fn(usize, usize, u64) -> String,
    /// Counter: the distinct arrangements there are.
    pub distinct: &'static str,
    /// The pseudocode's comment on the constraint's line.
    pub constraint: &'static str,
    /// The pseudocode's title.
    pub code: &'static str,
    /// The last arrangement found, under the picture.
    pub last_found: &'static str,
    /// `a`: the other algorithm.
    pub algo_key: KeyText,
    /// A child entered.
    pub placed: fn(&Placed, bool) -> String,
    /// A child cut: a repeat.
    pub again: fn(&Again, bool) -> String,
    /// A solution.
    pub found: fn(&Found, bool) -> String,
    /// An unusable instance (where: an option or a file).
    pub error: fn(&str, &InstanceError) -> String,
    /// `-n` out of range.
    pub bad_n: fn(&str) -> String,
    /// `--list`: the built-in instances.
    pub list_head: &'static str,
}

/// Permutations' words in `lang`.
pub fn text(lang: Lang) -> &'static PermText {
    match lang {
        Lang::En => &en::TEXT,
        Lang::Zh => &zh::TEXT,
    }
}

/// A node of the drawn tree: the item its child places.
pub fn node(node: Node, child: usize) -> String {
    node.items
        .items()
        .get(child)
        .map_or_else(String::new, u64::to_string)
}

/// What a level decides: its position.
pub fn level(node: Node) -> String {
    format!("x{}", node.position)
}

impl Said for Placed {
    fn said(&self, lang: Lang, compact: bool) -> String {
        // The note does not carry the algorithm: `from` says where the item was either way.
        (text(lang).placed)(self, compact)
    }
}

impl Said for Again {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).again)(self, compact)
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
    use crate::problems::permutations::engine::Arrangement;

    #[test]
    fn a_repeat_says_what_is_skipped() {
        let a = Again {
            position: 2,
            item: 2,
            from: 3,
        };
        assert_eq!(a.said(Lang::En, false), "x[2] = 2 again at this node: skipped");
        assert_eq!(a.said(Lang::Zh, false), "x[2] = 2 在本结点已试过：跳过");
        for lang in Lang::ALL {
            assert!(a.said(lang, true).len() < a.said(lang, false).len());
            let f = Found {
                permutation: Arrangement::of(&[1, 3, 2]),
            };
            assert!(f.said(lang, false).contains("1 3 2"));
        }
    }
}
