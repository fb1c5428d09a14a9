//! The shared search words in English.

use super::{SearchKeys, SearchText};
use crate::i18n::KeyText;

/// English.
pub static TEXT: SearchText = SearchText {
    prunes: [
        "constraint + bound",
        "constraint only",
        "bound only",
        "no pruning",
    ],
    constraint: "constraint",
    bound: "bound",
    constraint_cuts: "the constraint cuts it",
    bound_cuts: "the bound cuts it",
    nodes: "nodes visited",
    full_tree: "whole tree",
    by_constraint: "cut by constraint",
    by_bound: "cut by bound",
    backtracks: "backtracks",
    profile: "per depth: visited | cut",
    back: |depth| format!("depth {depth} done: back up"),
    back_compact: |depth| format!("back from depth {depth}"),
    done: |solutions| format!("search over: {solutions} found"),
    at_depth: |level| format!("at depth {}", level + 1),
    quiz_next: |depth, keys| format!("depth {depth}: which child next? {keys}"),
    quiz_cut: |depth, child, keys| format!("depth {depth}, {child}: {keys}?"),
    quiz_pick: |depth, question, keys| format!("depth {depth}: {question}? {keys}"),
    quiz_none: "neither: back up",
    quiz_enters: "entered",
    keys: SearchKeys {
        size: KeyText {
            short: "",
            long: "one item fewer or more (a random instance)",
        },
        random: KeyText {
            short: "",
            long: "a new random instance of as many items",
        },
        prune: KeyText {
            short: "prune",
            long: "pruning: both, constraint, bound, none (restarts)",
        },
        prune_right: KeyText {
            short: "",
            long: "compare: the right-hand pruning (restarts)",
        },
        compare: KeyText {
            short: "compare",
            long: "compare two prunings side by side (restarts)",
        },
        iterative: KeyText {
            short: "",
            long: "code panel: the textbook's iterative scheme (5.1)",
        },
        quiz_answer: KeyText {
            short: "answer",
            long: "answer: a key the question shows (. neither)",
        },
        enter_jump: KeyText {
            short: "",
            long: "next / previous node entered",
        },
    },
};
