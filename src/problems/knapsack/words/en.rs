//! The knapsack in English.

use super::{KnapsackText, bound, numbers};
use crate::engine::backtrack::Choice;
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Lang, Vocabulary};
use crate::problems::knapsack::engine::{InstanceError, MAX_ITEMS};
use crate::problems::knapsack::words::{level, node};

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


fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "weights" => "the weights: positive whole numbers, e.g. 3,5,2,1 (with --values and --capacity)",
            "values" => "the values, one per weight, e.g. 9,10,7,4",
            "capacity" => "the capacity c, e.g. 7",
            "loading" => "the loading problem (装载问题): each value is its weight (no --values)",
            "print" => "print the optimum's value, then its items' numbers in input order",
            _ => return None,
        }
        .into(),
    )
}

/// English.
pub static TEXT: KnapsackText = KnapsackText {
    words: Words {
        name: "0-1 knapsack",
        about: "the 0-1 knapsack and the loading problem on the subset tree: a bound cutting it",
        usage: "backtrack knapsack [OPTIONS] [INSTANCE]",
        examples: "  backtrack knapsack                 c = 7, w = 3,5,2,1, v = 9,10,7,4; see backtrack knapsack --help\n  backtrack knapsack loading         the loading problem: values are weights\n  backtrack knapsack --weights 2,2,6,5,4 --values 6,3,5,4,6 --capacity 10 --print",
        options: "the knapsack's",
        option,
        tree: "subset tree",
        size: "the number of items",
        solutions: "improvements",
        vocabulary: Vocabulary {
            solution: "better load",
            backtrack: "backtrack",
            place: "node entered",
            numbered: true,
            at_level: |level| format!("at depth {}", level + 1),
            passed: |percent| format!("{}% of the subset tree passed", crate::i18n::percent(percent)),
        },
        legend: &[
            "taken (x = 1)",
            "left (x = 0)",
            "the next item to decide",
            "cut by the constraint function",
            "cut by the bound function",
            "a better load (bestp rises)",
        ],
        keys: PictureKeys {
        tree: KeyText {
                short: "tree",
                long: "show the subset tree (子集树) with every cut marked",
            },
        export: KeyText {
                short: "",
                long: "save the items and the load as an SVG picture",
            },
        zoom: KeyText {
                short: "",
                long: "zoom: the items fill the window, for a projector",
            },
    },
        child: |item, c| match Choice::of(c) {
        Choice::Take => format!("take item {}", item.number),
        Choice::Leave => format!("leave item {}", item.number),
    },
        node,
        level,
    },
    loading: "loading",
    items: |c| format!("items by v/w, capacity c = {c}"),
    containers: |c| format!("containers, ship capacity c = {c}"),
    heads: ["i", "w", "v", "v/w", "x"],
    best_value: "best value",
    comments: ["// constraint", "// bound"],
    bound_lines: [
        "Bound(i): cp + v[i..n] taken greedily,",
        "  the last in part, into c - cw",
    ],
    best: |value, items| format!("bestp = {value}: items {items}"),
    no_best: "bestp = 0: no load yet",
    optimum: |value, items| format!("optimum: value {value}, items {items}"),
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
    passed: |c| match (c.weight, c.bound) {
        (Some(weight), _) => format!(
            "take item {}? cw + w = {weight} <= c = {}: the constraint lets it pass",
            c.item, c.capacity
        ),
        (None, Some(b)) => format!(
            "leave item {}? Bound = {} > bestp = {}: the bound lets it pass",
            c.item,
            bound(b),
            c.best
        ),
        (None, None) => format!("item {}", c.item),
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
