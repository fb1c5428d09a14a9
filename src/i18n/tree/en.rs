//! The tree panel's words in English.

use super::{TreeKeys, TreeText};
use crate::i18n::KeyText;

/// English.
pub static TEXT: TreeText = TreeText {
    node: |n| format!("node {n}"),
    depth: |d| format!("depth {d}"),
    entered_at: |step| format!("entered at step {step}"),
    cut_at: |step, function| format!("cut by the {function} at step {step}"),
    held: |nodes, solutions| match solutions {
        0 if nodes == 1 => "a leaf so far".to_string(),
        0 => format!("{nodes} nodes in its subtree"),
        1 => format!("{nodes} nodes, 1 solution in its subtree"),
        s => format!("{nodes} nodes, {s} solutions in its subtree"),
    },
    solution: "a solution",
    go: |step| format!("Enter: go to step {step}"),
    too_long: |max| format!("the tree has no cursor past step {max}: go back before it"),
    no_cursor: "this problem's tree panel has no cursor",
    worksheet: "The state-space tree: write in each box the order it was visited in (the root 0), cross out the nodes pruned, circle the solutions",
    figure: |nodes, pruned, solutions| match solutions {
        1 => format!("state-space tree: {nodes} nodes visited, {pruned} pruned, 1 solution"),
        s => format!("state-space tree: {nodes} nodes visited, {pruned} pruned, {s} solutions"),
    },
    figure_path: "the path to the last node",
    legend_title: "Tree marks",
    legend: [
        "the search's node",
        "on the path to it",
        "explored, its subtree done",
        "a solution",
        "cut by the constraint function",
        "cut by the bound function",
        "finished siblings folded, with the nodes they hold",
        "not tried yet",
    ],
    legend_short: [
        "here",
        "path",
        "done",
        "solution",
        "constraint",
        "bound",
        "folded",
        "untried",
    ],
    table_title: "per level: the full tree against the tree visited",
    table: ["level", "full tree", "visited", "cut", "saved"],
    auto: "the panel picks the most detail that fits",
    keys: TreeKeys {
        walk: KeyText {
            short: "walk tree",
            long: "put a cursor on the state-space tree (opens it)",
        },
        moves: KeyText {
            short: "move",
            long: "tree cursor: parent, first child, previous and next sibling",
        },
        go: KeyText {
            short: "go to step",
            long: "tree cursor: go to the step that visited the node",
        },
        detail: KeyText {
            short: "detail",
            long: "tree: more or less detail (numbers, choices, one mark a node)",
        },
        here: KeyText {
            short: "search's node",
            long: "tree cursor: back to the node the search stands on",
        },
        leave: KeyText {
            short: "leave",
            long: "leave the tree cursor",
        },
    },
};
