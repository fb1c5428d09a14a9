//! Permutations in English.

use super::PermText;
use crate::i18n::{KeyText, Lang, Vocabulary};
use crate::problems::permutations::engine::{Algo, InstanceError, MAX_ITEMS};

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

/// English.
pub static TEXT: PermText = PermText {
    name: "permutations",
    tree: "permutation tree",
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
    found_counter: "found",
    distinct: "distinct",
    constraint: "// constraint",
    code: "Perm(t)",
    legend: [
        "placed",
        "the position being filled",
        "entered from this node",
        "a repeat, cut by the constraint",
        "not tried yet",
        "an arrangement found",
    ],
    last_found: "last found: ",
    vocabulary: Vocabulary {
        solution: "arrangement",
        backtrack: "backtrack",
        place: "node entered",
        numbered: true,
        at_level: |level| format!("at position {}", level + 1),
        passed: |percent| format!("{percent:.0}% of the permutation tree passed"),
    },
    export: KeyText {
        short: "",
        long: "save the arrangement as an SVG picture",
    },
    zoom: KeyText {
        short: "",
        long: "zoom: the arrangement fills the window, for a projector",
    },
    tree_key: KeyText {
        short: "tree",
        long: "show the permutation tree (排列树) with every repeat cut",
    },
    algo_key: KeyText {
        short: "algo",
        long: "the other algorithm: used[] array or swapping (restarts)",
    },
    child: |position, item| format!("x[{position}] = {item}"),
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
