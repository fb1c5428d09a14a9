//! Subset sum in English.

use super::SubsetText;
use crate::engine::backtrack::Choice;
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::subset::engine::{InstanceError, MAX_ITEMS};
use crate::problems::subset::words::{level, node};

fn choice(c: Choice) -> &'static str {
    match c {
        Choice::Take => "take",
        Choice::Leave => "leave",
    }
}

fn error(place: &str, e: &InstanceError) -> String {
    use crate::i18n::Lang;
    use crate::i18n::numbers::number_error;
    match e {
        InstanceError::Number(what, n) => number_error(Lang::En, &format!("{place}{what}"), n),
        InstanceError::TooMany(n) => {
            format!("{place}--set: {n} items; at most {MAX_ITEMS} (a subset is a 64-bit set)")
        }
        InstanceError::Overflow => {
            format!(
                "{place}--set: the items sum past {}; give smaller numbers",
                u64::MAX
            )
        }
        InstanceError::Line(line) => {
            format!("{place}line {line}: write key: value, e.g. set: 5 10 12 or target: 30")
        }
        InstanceError::Key(key, line) => {
            format!("{place}line {line}: unknown key {key}; allowed: set, target")
        }
        InstanceError::Missing(key) => {
            format!("{place}no {key}: line; a file needs set: and target:")
        }
        InstanceError::Value(line, n) => number_error(Lang::En, &format!("{place}line {line}"), n),
    }
}

fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "set" => "the set: positive whole numbers, e.g. 5,10,12,13,15,18 (with --target)",
            "target" => "the target sum M, e.g. 30 (with --set)",
            "count" => "print the number of subsets that sum to M",
            "print" => "print each subset summing to M on a line, its numbers in the set's order",
            _ => return None,
        }
        .into(),
    )
}

/// English.
pub static TEXT: SubsetText = SubsetText {
    words: Words {
        name: "subset sum",
        about: "subset sum on the subset tree: the constraint and the bound function cutting it",
        usage: "backtrack subset-sum [OPTIONS] [INSTANCE]",
        examples: "  backtrack subset-sum               w = 5,10,12,13,15,18, M = 30; see backtrack subset-sum --help\n  backtrack subset-sum --compare none,both   the whole tree beside the pruned one\n  backtrack subset-sum --set 3,4,5,6 --target 9 --print",
        options: "subset sum's",
        option,
        tree: "subset tree",
        size: "the number of numbers to choose from",
        solutions: "solutions",
        vocabulary: Vocabulary {
            solution: "solution",
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
            "a subset summing to M",
        ],
        keys: PictureKeys {
            tree: KeyText {
                short: "tree",
                long: "show the subset tree (子集树) with every cut marked",
            },
            export: KeyText {
                short: "",
                long: "save the items and sums as an SVG picture",
            },
            zoom: KeyText {
                short: "",
                long: "zoom: the items fill the window, for a projector",
            },
        },
        child: |item, c| format!("{} w{} = {}", choice(Choice::of(c)), item.number, item.w),
        node,
        level,
    },
    items: |m| format!("set w, target M = {m}"),
    heads: ["t", "w[t]", "x[t]"],
    code: "Backtrack(t)",
    comments: ["// constraint", "// bound"],
    last_solution: "last found: ",
    entered: |e, compact| match (e.choice, compact) {
        (Choice::Take, false) => format!("take w{} = {}: cs = {}", e.item, e.w, e.cs),
        (Choice::Leave, false) => format!("leave w{} = {}: r = {}", e.item, e.w, e.r),
        (Choice::Take, true) => format!("take {}: cs {}", e.w, e.cs),
        (Choice::Leave, true) => format!("leave {}: r {}", e.w, e.r),
    },
    cut: |c, compact| match (c.choice, compact) {
        (Choice::Take, false) => format!(
            "take {}? cs + w = {} > M = {}: the constraint cuts it",
            c.w, c.sum, c.target
        ),
        (Choice::Leave, false) => format!(
            "leave {}? cs + r = {} < M = {}: the bound cuts it",
            c.w, c.sum, c.target
        ),
        (Choice::Take, true) => format!("✗ take {}: {} > {}", c.w, c.sum, c.target),
        (Choice::Leave, true) => format!("✄ leave {}: {} < {}", c.w, c.sum, c.target),
    },
    passed: |c| match c.choice {
        Choice::Take => format!(
            "take {}? cs + w = {} <= M = {}: the constraint lets it pass",
            c.w, c.sum, c.target
        ),
        Choice::Leave => format!(
            "leave {}? cs + r = {} >= M = {}: the bound lets it pass",
            c.w, c.sum, c.target
        ),
    },
    found: |f, compact| {
        let items: Vec<String> = f.items.items().map(|i| (i + 1).to_string()).collect();
        if compact {
            format!("items {}", items.join(" "))
        } else {
            format!("subset found: items {}, sum {}", items.join(" "), f.sum)
        }
    },
    error,
    list_head: "built-in instances (backtrack subset-sum NAME):",
};
