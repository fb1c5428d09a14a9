//! The travelling salesman's words, in English and Simplified Chinese (one file each, a
//! missing string a compile error): its names, the map and the matrix, its pseudocode, its
//! legend, its errors, and each event's note in words ([`Said`]).

mod en;
mod zh;

use crate::i18n::search::{Said, Words};
use crate::i18n::{KeyText, Lang};
use crate::problems::tsp::engine::{Bound, Cut, Found, InstanceError, Node, Went};

/// The travelling salesman's fixed words, and the sentences with its numbers in them.
#[derive(Debug)]
pub struct TspText {
    /// The words every problem gives.
    pub words: Words<Node>,
    /// Each bound's name on screen.
    pub bound: fn(Bound) -> &'static str,
    /// The picture's title: cities, tours from city 1.
    pub picture: fn(usize, u64) -> String,
    /// Under a map of a matrix instance: the places are not to scale.
    pub not_to_scale: &'static str,
    /// The path so far and its cost.
    pub path: fn(&str, u64) -> String,
    /// The best tour so far, or the optimum at the end.
    pub best: fn(&str, u64, bool) -> String,
    /// No tour yet.
    pub no_best: &'static str,
    /// No tour at all, at the end.
    pub no_tour: &'static str,
    /// Counters: the best cost, the improvements.
    pub counters: [&'static str; 2],
    /// The pseudocode's comments on the constraint's and the bound's lines.
    pub comments: [&'static str; 2],
    /// `o`: the next bound.
    pub bound_key: KeyText,
    /// A child entered.
    pub went: fn(&Went, bool) -> String,
    /// A child cut.
    pub cut: fn(&Cut, bool) -> String,
    /// A better tour.
    pub found: fn(&Found, bool) -> String,
    /// An unusable instance (where: a file's name).
    pub error: fn(&str, &InstanceError) -> String,
    /// `--bound` that is not one.
    pub bad_bound: fn(&str) -> String,
    /// `--compare-bounds` that is not two different bounds.
    pub bad_compare_bounds: fn(&str) -> String,
    /// `--list`: the built-in instances.
    pub list_head: &'static str,
}

/// The travelling salesman's words in `lang`.
pub fn text(lang: Lang) -> &'static TspText {
    match lang {
        Lang::En => &en::TEXT,
        Lang::Zh => &zh::TEXT,
    }
}

/// A node of the drawn tree: the city its child goes to (by number from 1).
pub fn node(node: Node, child: usize) -> String {
    node.cities
        .cities()
        .get(child)
        .map_or_else(String::new, |c| (c + 1).to_string())
}

/// What a level decides: its stop.
pub fn level(node: Node) -> String {
    format!("#{}", node.stop)
}

impl Said for Went {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).went)(self, compact)
    }
}

impl Said for Cut {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).cut)(self, compact)
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
    use crate::problems::tsp::engine::Why;

    /// The bound's cut says the numbers compared, as the example.
    #[test]
    fn cuts_say_the_numbers_compared() {
        let cut = Cut {
            to: 3,
            from: 2,
            cc: 26,
            d: Some(20),
            why: Why::Cost {
                back: None,
                sum: 46,
                best: 25,
            },
        };
        assert_eq!(
            cut.said(Lang::En, false),
            "to 3: cc + 20 = 46 ≥ bestc = 25: the bound cuts it"
        );
        assert_eq!(cut.said(Lang::Zh, false), "到 3：cc + 20 = 46 ≥ bestc = 25：限界函数剪去");
        let lower = Cut {
            why: Why::Lower {
                rest: 9,
                sum: 55,
                best: 25,
            },
            ..cut
        };
        assert!(lower.said(Lang::En, false).contains("cc + 20 + 9 = 55 ≥ bestc = 25"));
        // The textbook's step 7 under the tree bound, as the screen says it.
        let tree = Cut {
            to: 4,
            cc: 30,
            d: Some(10),
            why: Why::Tree {
                tree: 26,
                sum: 66,
                best: 59,
            },
            ..cut
        };
        assert_eq!(
            tree.said(Lang::En, false),
            "to 4: cc + 10 + 26 (tree of the rest) = 66 ≥ bestc = 59: the bound cuts it"
        );
        assert!(tree.said(Lang::Zh, false).contains("cc + 10 + 26（余下城市的生成树）= 66"));
        let stuck = Cut {
            why: Why::Tree {
                tree: u64::MAX,
                sum: u64::MAX,
                best: 59,
            },
            ..tree
        };
        assert!(stuck.said(Lang::En, false).contains("no way through the cities left"));
        let no = Cut {
            d: None,
            why: Why::NoEdge,
            ..cut
        };
        assert_eq!(no.said(Lang::En, false), "to 3: no edge from 2: the constraint cuts it");
        for lang in Lang::ALL {
            for c in [cut, lower, tree, no] {
                assert!(c.said(lang, true).chars().count() < c.said(lang, false).chars().count());
            }
        }
    }
}
