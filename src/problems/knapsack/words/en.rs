//! The knapsack in English.

use super::{KnapsackText, bound, numbers};
use crate::engine::backtrack::Choice;
use crate::i18n::{KeyText, Lang, Vocabulary};
use crate::problems::knapsack::engine::{InstanceError, MAX_ITEMS};

fn error(place: &str, e: &InstanceError) -> String {
    use crate::i18n::numbers::number_error;
    match e {
        InstanceError::Number(what, n) => number_error(Lang::En, &format!("{place}{what}"), n),
        InstanceError::Lengths(w, v) => {
            format!("{place}{w} weights but {v} values; give one value per weight")
        }
        InstanceError::TooMany(n) => {
            format!("{place}{n} items; at most {MAX_ITEMS} (a load is a 64-bit set)")
        }
        InstanceError::Overflow(what) => {
            format!(
                "{place}{what}: they sum past {}; give smaller numbers",
                u64::MAX
            )
        }
        InstanceError::Line(line) => {
            format!("{place}line {line}: write key: value, e.g. capacity: 7 or weights: 3 5 2 1")
        }
        InstanceError::Key(key, line) => format!(
            "{place}line {line}: unknown key {key}; allowed: capacity, weights, values, loading"
        ),
        InstanceError::Missing(key) => format!(
            "{place}no {key}: line; a file needs capacity:, weights: and values: (or loading: yes)"
        ),
        InstanceError::Value(line, n) => number_error(Lang::En, &format!("{place}line {line}"), n),
        InstanceError::Loading(line) => {
            format!("{place}line {line}: loading: takes yes or no")
        }
        InstanceError::LoadingValues(line) => format!(
            "{place}line {line}: values: with loading: yes; a loading problem's values are its weights"
        ),
    }
}

/// English.
pub static TEXT: KnapsackText = KnapsackText {
    name: "0-1 knapsack",
    loading: "loading",
    tree: "subset tree",
    items: |c| format!("items by v/w, capacity c = {c}"),
    containers: |c| format!("containers, ship capacity c = {c}"),
    heads: ["i", "w", "v", "v/w", "x"],
    best_value: "best value",
    improvements: "improvements",
    comments: ["// constraint", "// bound"],
    bound_lines: [
        "Bound(i): cp + v[i..n] taken greedily,",
        "  the last in part, into c - cw",
    ],
    legend: [
        "taken (x = 1)",
        "left (x = 0)",
        "the next item to decide",
        "cut by the constraint function",
        "cut by the bound function",
        "a better load (bestp rises)",
    ],
    best: |value, items| format!("bestp = {value}: items {items}"),
    no_best: "bestp = 0: no load yet",
    optimum: |value, items| format!("optimum: value {value}, items {items}"),
    vocabulary: Vocabulary {
        solution: "better load",
        backtrack: "backtrack",
        place: "node entered",
        numbered: true,
        at_level: |level| format!("at depth {}", level + 1),
        passed: |percent| format!("{percent:.0}% of the subset tree passed"),
    },
    export: KeyText {
        short: "",
        long: "save the items and the load as an SVG picture",
    },
    zoom: KeyText {
        short: "",
        long: "zoom: the items fill the window, for a projector",
    },
    tree_key: KeyText {
        short: "tree",
        long: "show the subset tree (子集树) with every cut marked",
    },
    child: |c, item| match c {
        Choice::Take => format!("take item {item}"),
        Choice::Leave => format!("leave item {item}"),
    },
    entered: |e, compact| match (e.choice, compact) {
        (Choice::Take, false) => format!(
            "take item {} (w {}, v {}): cw = {}, cp = {}",
            e.item, e.w, e.v, e.cw, e.cp
        ),
        (Choice::Leave, false) => format!("leave item {} (w {}, v {})", e.item, e.w, e.v),
        (Choice::Take, true) => format!("take {}: cw {} cp {}", e.item, e.cw, e.cp),
        (Choice::Leave, true) => format!("leave {}", e.item),
    },
    cut: |c, compact| match (c.weight, c.bound, compact) {
        (Some(weight), _, false) => format!(
            "take item {}? cw + w = {weight} > c = {}: the constraint cuts it",
            c.item, c.capacity
        ),
        (Some(weight), _, true) => format!("✗ take {}: {weight} > {}", c.item, c.capacity),
        (None, Some(b), false) => format!(
            "leave item {}? Bound = {} <= bestp = {}: the bound cuts it",
            c.item,
            bound(b),
            c.best
        ),
        (None, Some(b), true) => format!("✄ leave {}: {} <= {}", c.item, bound(b), c.best),
        (None, None, _) => format!("item {}", c.item),
    },
    found: |f, compact| {
        if compact {
            format!("bestp {}: {}", f.value, numbers(f))
        } else {
            format!(
                "a better load: value {}, weight {}, items {}",
                f.value,
                f.weight,
                numbers(f)
            )
        }
    },
    error,
    list_head: "built-in instances (backtrack knapsack NAME):",
};
