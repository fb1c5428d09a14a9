//! The knapsack's words, in English and Simplified Chinese (one file each, a missing string
//! a compile error): the shared table ([`Words`]), the items panel, its pseudocode, its
//! errors, and each event's note in words ([`Said`]).

mod en;
mod zh;

use crate::engine::backtrack::Choice;
use crate::i18n::Lang;
use crate::i18n::search::{Said, Words};
use crate::problems::knapsack::engine::{Bound, Cut, Entered, Found, InstanceError, Item};

/// The knapsack's fixed words, and the sentences with its numbers in them.
#[derive(Debug)]
pub struct KnapsackText {
    /// The words every problem gives.
    pub words: Words<Item>,
    /// The loading problem's name.
    pub loading: &'static str,
    /// The items panel's title: the capacity.
    pub items: fn(u64) -> String,
    /// The loading problem's items panel's title: the capacity.
    pub containers: fn(u64) -> String,
    /// The column heads of the items: i, w, v, v/w, x.
    pub heads: [&'static str; 5],
    /// Counter: the best value so far.
    pub best_value: &'static str,
    /// The pseudocode's comments on the constraint's and the bound's lines.
    pub comments: [&'static str; 2],
    /// The pseudocode's last lines: what Bound(i) is.
    pub bound_lines: [&'static str; 2],
    /// The best so far, under the meter: its value and items.
    pub best: fn(u64, &str) -> String,
    /// No load found yet.
    pub no_best: &'static str,
    /// The search over: the optimum.
    pub optimum: fn(u64, &str) -> String,
    /// A child entered, with the sums after it.
    pub entered: fn(&Entered, bool) -> String,
    /// A child cut, with the numbers compared.
    pub cut: fn(&Cut, bool) -> String,
    /// A child the function let pass, with the numbers compared (a quiz's answer).
    pub passed: fn(&Cut) -> String,
    /// A better load.
    pub found: fn(&Found, bool) -> String,
    /// An unusable instance (where: an option or a file).
    pub error: fn(&str, &InstanceError) -> String,
    /// `--list`'s head.
    pub list_head: &'static str,
}

/// The knapsack's words in `lang`.
pub fn text(lang: Lang) -> &'static KnapsackText {
    match lang {
        Lang::En => &en::TEXT,
        Lang::Zh => &zh::TEXT,
    }
}

/// A node of the drawn tree: `+i` taken, `-i` left.
pub fn node(item: Item, child: usize) -> String {
    match Choice::of(child) {
        Choice::Take => format!("+{}", item.number),
        Choice::Leave => format!("-{}", item.number),
    }
}

/// What a level decides: its item's number.
pub fn level(item: Item) -> String {
    format!("#{}", item.number)
}

/// A bound as the screen says it: whole, or with two decimals.
pub fn bound(b: Bound) -> String {
    if b.num.is_multiple_of(u128::from(b.den)) {
        (b.num / u128::from(b.den)).to_string()
    } else {
        format!("{:.2}", b.value())
    }
}

/// Each item's cells but its x: its number, weight, and value and value per weight.
pub fn cells(instance: &crate::problems::knapsack::engine::Instance) -> Vec<Vec<String>> {
    instance
        .items
        .iter()
        .map(|i| {
            let mut row = vec![i.number.to_string(), i.w.to_string()];
            if !instance.loading {
                row.push(i.v.to_string());
                row.push(format!("{:.2}", i.v as f64 / i.w as f64));
            }
            row
        })
        .collect()
}

/// Items by their numbers: `1 3 4`.
pub fn numbers(found: &Found) -> String {
    let items: Vec<String> = found.items.items().map(|i| (i + 1).to_string()).collect();
    items.join(" ")
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuts_say_the_numbers_compared() {
        let take = Cut {
            choice: Choice::Take,
            item: 2,
            w: 5,
            v: 10,
            cw: 3,
            cp: 11,
            weight: Some(8),
            capacity: 7,
            bound: None,
            best: 0,
        };
        assert_eq!(
            take.said(Lang::En, false),
            "take item 2? cw + w = 8 > c = 7: the constraint cuts it"
        );
        let leave = Cut {
            choice: Choice::Leave,
            weight: None,
            bound: Some(Bound { num: 37, den: 2 }),
            best: 20,
            ..take
        };
        assert_eq!(
            leave.said(Lang::En, false),
            "leave item 2? Bound = 18.50 <= bestp = 20: the bound cuts it"
        );
        assert_eq!(
            leave.said(Lang::Zh, false),
            "不装物品 2？上界 18.50 <= bestp = 20：限界函数剪去"
        );
        assert_eq!(bound(Bound { num: 44, den: 2 }), "22");
    }
}
