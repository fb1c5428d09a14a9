//! Subset sum's words, in English and Simplified Chinese (one file each, a missing string a
//! compile error): the shared table ([`Words`]: its names, its tree, its legend, its keys),
//! the items panel, its pseudocode, its errors, and each event's note in words ([`Said`]).

mod en;
mod zh;

use crate::engine::backtrack::Choice;
use crate::i18n::Lang;
use crate::i18n::search::{Said, Words};
use crate::problems::subset::engine::{Cut, Entered, Found, InstanceError, Item};

/// Subset sum's words: the shared table, and the sentences of its picture and notes.
#[derive(Debug)]
pub struct SubsetText {
    /// The words every problem gives.
    pub words: Words<Item>,
    /// The items panel's title: the target.
    pub items: fn(u64) -> String,
    /// The column heads of the items: t, w[t], x[t].
    pub heads: [&'static str; 3],
    /// The code panel's title.
    pub code: &'static str,
    /// The pseudocode's comments on the constraint's and the bound's lines.
    pub comments: [&'static str; 2],
    /// The last solution, under the meter.
    pub last_solution: &'static str,
    /// A child entered, with the sums after it.
    pub entered: fn(&Entered, bool) -> String,
    /// A child cut, with the numbers compared.
    pub cut: fn(&Cut, bool) -> String,
    /// A child the function let pass, with the numbers compared (a quiz's answer).
    pub passed: fn(&Cut) -> String,
    /// A solution.
    pub found: fn(&Found, bool) -> String,
    /// An unusable instance (where: an option or a file).
    pub error: fn(&str, &InstanceError) -> String,
    /// `--list`: the built-in instances, with their sizes.
    pub list_head: &'static str,
}

/// Subset sum's words in `lang`.
pub fn text(lang: Lang) -> &'static SubsetText {
    match lang {
        Lang::En => &en::TEXT,
        Lang::Zh => &zh::TEXT,
    }
}

impl Said for Entered {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).entered)(self, compact)
    }
}

impl Said for Cut {
    fn said(&self, lang: Lang, compact: bool) -> String {
        if self.cuts() {
            (text(lang).cut)(self, compact)
        } else {
            (text(lang).passed)(self)
        }
    }
}

impl Said for Found {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).found)(self, compact)
    }
}

/// A node of the drawn tree: `+i` taken, `-i` left, by the item's number as the knapsack's
/// tree and the textbook's figures (x1 = 1, x1 = 0) name them.
pub fn node(item: Item, child: usize) -> String {
    match Choice::of(child) {
        Choice::Take => format!("+{}", item.number),
        Choice::Leave => format!("-{}", item.number),
    }
}

/// What a level decides: its item, by number, with its weight (`#1 w5`).
pub fn level(item: Item) -> String {
    format!("#{} w{}", item.number, item.w)
}

/// The solution vector x = (1,0,1,...) of `n` items.
pub fn vector(found: &Found, n: usize) -> String {
    let x: Vec<&str> = (0..n)
        .map(|i| if found.items.has(i) { "1" } else { "0" })
        .collect();
    format!("({})", x.join(","))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::backtrack::Chosen;

    fn cut(choice: Choice) -> Cut {
        Cut {
            choice,
            item: 6,
            w: 18,
            cs: 17,
            r: 0,
            sum: 35,
            target: 30,
        }
    }

    /// The prune words say the numbers the function compared, as the example.
    #[test]
    fn cuts_say_the_numbers_compared() {
        assert_eq!(
            cut(Choice::Take).said(Lang::En, false),
            "take 18? cs + w = 35 > M = 30: the constraint cuts it"
        );
        let leave = Cut {
            choice: Choice::Leave,
            item: 4,
            w: 13,
            cs: 15,
            r: 13,
            sum: 28,
            target: 30,
        };
        assert_eq!(
            leave.said(Lang::En, false),
            "leave 13? cs + r = 28 < M = 30: the bound cuts it"
        );
        assert_eq!(
            leave.said(Lang::Zh, false),
            "不选 13？cs + r = 28 < M = 30：限界函数剪去"
        );
        for lang in Lang::ALL {
            assert!(
                cut(Choice::Take).said(lang, true).len()
                    < cut(Choice::Take).said(lang, false).len()
            );
        }
    }

    #[test]
    fn solutions_are_vectors() {
        let f = Found {
            items: Chosen(0b10011),
            sum: 30,
        };
        assert_eq!(vector(&f, 6), "(1,1,0,0,1,0)");
    }
}
