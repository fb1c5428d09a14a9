//! Permutations in English.

use super::PermText;
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Lang, Vocabulary};
use crate::problems::permutations::engine::{Algo, InstanceError, MAX_ITEMS};
use crate::problems::permutations::words::{level, node};

fn error(place: &str, e: &InstanceError) -> String {
    use crate::i18n::numbers::number_error;
    match e {
        InstanceError::Number(what, n) => number_error(Lang::En, &format!("{place}{what}"), n),
        InstanceError::TooMany(n) => format!(
            "{place}{n} items; at most {MAX_ITEMS} ({MAX_ITEMS}! = 3,628,800 arrangements)"
        ),
        InstanceError::Line(line) => {
            format!("{place}line {line}: write key: value, e.g. items: 1 1 2")
        }
        InstanceError::Key(key, line) => {
            format!("{place}line {line}: unknown key {key}; allowed: items")
        }
        InstanceError::Missing => format!("{place}no items: line; a file needs one"),
        InstanceError::Value(line, n) => number_error(Lang::En, &format!("{place}line {line}"), n),
    }
}


fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "n" => "the items 1, 2, ..., N (N from 1 to 10; default 3)",
            "items" => "the items, repeats allowed, e.g. 1,1,2 (at most 10)",
            "algo" => "used: a used[] array, items in increasing order (lexicographic output); swap: the textbook's Perm by swapping (default used)",
            "count" => "print the number of distinct arrangements found",
            "print" => "print each arrangement on a line, items separated by one space",
            _ => return None,
        }
        .into(),
    )
}

/// English.
pub static TEXT: PermText = PermText {
    words: Words {
        name: "permutations",
        about: "permutations on the permutation tree: used[] or swapping, repeats cut",
        usage: "backtrack permutations [OPTIONS] [INSTANCE]",
        examples: "  backtrack permutations             the permutations of 1 2 3; see backtrack permutations --help\n  backtrack permutations --items 1,1,2 --compare none,both   repeats skipped beside every arrangement\n  backtrack permutations -n 4 --algo swap --print",
        options: "permutations'",
        option,
        tree: "permutation tree",
        size: "the number of items",
        solutions: "found",
        vocabulary: Vocabulary {
            solution: "arrangement",
            backtrack: "backtrack",
            place: "node entered",
            numbered: true,
            at_level: |level| format!("at position {}", level + 1),
            passed: |percent| format!("{}% of the permutation tree passed", crate::i18n::percent(percent)),
        },
        legend: &[
            "placed",
            "the position being filled",
            "entered from this node",
            "a repeat, cut by the constraint",
            "not tried yet",
            "an arrangement found",
        ],
        keys: PictureKeys {
        tree: KeyText {
                short: "tree",
                long: "show the permutation tree (排列树) with every repeat cut",
            },
        export: KeyText {
                short: "",
                long: "save the arrangement as an SVG picture",
            },
        zoom: KeyText {
                short: "",
                long: "zoom: the arrangement fills the window, for a projector",
            },
    },
        child: |node, c| format!(
        "x[{}] = {}",
        node.position,
        node.items.items().get(c).copied().unwrap_or(0)
    ),
        node,
        level,
    },
    algo: |a| match a {
        Algo::Used => "used[] array",
        Algo::Swap => "swapping",
    },
    picture: |n, distinct| format!("{n} items · {distinct} distinct"),
    rows: ["x", "items", "here"],
    level_nodes: |k, n, nodes| {
        let s = if nodes == 1 { "" } else { "s" };
        format!("depth {k}: {n}!/({n}−{k})! = {nodes} node{s}")
    },
    distinct: "distinct",
    constraint: "// constraint",
    code: "Perm(t)",
    last_found: "last found: ",
    algo_key: KeyText {
        short: "algo",
        long: "the other algorithm: used[] array or swapping (restarts)",
    },
    placed: |p, compact| {
        if compact {
            format!("x[{}] = {}", p.position, p.item)
        } else {
            let from = if p.swapped {
                format!("swapped with x[{}]", p.from)
            } else {
                format!("a[{}], used", p.from)
            };
            format!("x[{}] = {} ({from})", p.position, p.item)
        }
    },
    again: |a, compact| {
        if compact {
            format!("✗ {} again", a.item)
        } else {
            format!("x[{}] = {} again at this node: skipped", a.position, a.item)
        }
    },
    found: |f, compact| {
        if compact {
            f.permutation.joined(" ")
        } else {
            format!("arrangement {}", f.permutation.joined(" "))
        }
    },
    error,
    bad_n: |v| format!("-n {v}: the number of items must be a whole number from 1 to {MAX_ITEMS}"),
    list_head: "built-in instances (backtrack permutations NAME):",
};
