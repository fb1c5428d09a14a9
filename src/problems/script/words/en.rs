//! The scripted problem in English.

use super::{ScriptText, hook};
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::script::engine::host::MAX_CHILDREN;
use crate::problems::script::engine::{Failed, Fault, LoadError, Wanted};

/// `n` with commas between groups of three digits: `1,000,000`.
pub fn commas(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

fn wanted(w: Wanted) -> &'static str {
    match w {
        Wanted::Array => "an array",
        Wanted::Bool => "true or false",
        Wanted::Verdict => "true or () to keep, false or a string (the reason) to cut",
        Wanted::Number => "a number",
        Wanted::String => "a string",
        Wanted::Rows => "an array of strings",
        Wanted::Size => "a whole number from 1 to 1024",
        Wanted::Map => "an object map, #{ ... }",
        Wanted::Name => "a string, or #{ en: \"...\", zh: \"...\" }",
        Wanted::Goal => "\"max\" or \"min\"",
        Wanted::Tree => "\"subset\", \"permutation\", \"m-ary\" or \"path\"",
    }
}

fn fault(f: &Fault) -> String {
    let h = hook(f.hook);
    match f.failed {
        Failed::Error { message, within } if within.is_empty() => format!("in {h}: {message}"),
        Failed::Error { message, within } => format!("in {within}() called by {h}: {message}"),
        Failed::TooManyOps(n) => format!(
            "{h} ran more than {} operations (line {}); an endless loop? --max-ops N raises the limit",
            commas(n),
            f.line
        ),
        Failed::TooDeep => format!("in {h}: calls nested more than 64 deep (runaway recursion?)"),
        Failed::Returned { wanted: w, got } => {
            format!("{h} returned {got}; it returns {}", wanted(w))
        }
        Failed::TooManyChildren(n) => {
            format!("{h} gave {n} children; a node has at most {MAX_CHILDREN}")
        }
        Failed::KindChildren { count, most } => format!(
            "{h} gave {count} children where the tree tree() names has at most {most}; name another kind, or none"
        ),
    }
}

fn load(e: &LoadError) -> String {
    match e {
        LoadError::Syntax { message, .. } => format!("syntax error: {message}"),
        LoadError::Missing(h) => format!(
            "no {}; a script defines at least size(d) and children(d, x) (backtrack script --template prints one)",
            h.signature()
        ),
        LoadError::Arity(h, counts) => {
            let n: Vec<String> = counts.iter().map(ToString::to_string).collect();
            format!(
                "{} takes {} parameters, not {}: write {}",
                h.name(),
                h.params().len(),
                n.join(" or "),
                h.signature()
            )
        }
        LoadError::Fault(f) => fault(f),
    }
}

fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "instance" => "the script: a .rhai file, or a built-in script's name (see --list)",
            "data" => "the instance d as a JSON object, in place of the script's data()",
            "max_ops" => "the most operations one hook call may run (default 1000000)",
            "template" => "print a commented script with every hook, to start from",
            "count" => "print the number of solutions",
            "print" => "print each solution's values on a line (an optimisation: the best value, then its values)",
            "compare" => "two prune settings side by side (none,both), or two scripts on the same data (book.rhai,mine.rhai)",
            "list" => "list the built-in scripts",
            _ => return None,
        }
        .into(),
    )
}

/// English.
pub static TEXT: ScriptText = ScriptText {
    words: Words {
        name: "scripted problem",
        about: "your own backtracking problem as a Rhai script: its hooks answer, the program searches and shows",
        usage: "backtrack script [OPTIONS] <SCRIPT>",
        examples: "  backtrack script max-clique         the textbook's 最大团 as a built-in script; see backtrack script --list\n  backtrack script --template > mine.rhai   a commented script to start from\n  backtrack script mine.rhai --data graph.json --stats\n  backtrack script --compare max-clique,mine.rhai   the book's bound beside yours",
        options: "the scripted problem's",
        option,
        tree: "state-space tree",
        size: "the depth",
        solutions: "solutions",
        vocabulary: Vocabulary {
            solution: "solution",
            backtrack: "backtrack",
            place: "node entered",
            numbered: true,
            at_level: |level| format!("at depth {}", level + 1),
            passed: |percent| format!("{}% of the tree passed", crate::i18n::percent(percent)),
        },
        legend: &[
            "x: the values chosen so far, x[1] first",
            "the rows draw(d, x) returns, where the script has it",
            "the code panel: the script, the line that decided the last step lit",
        ],
        keys: PictureKeys {
            tree: KeyText {
                short: "tree",
                long: "show the state-space tree with every cut marked",
            },
            export: KeyText {
                short: "",
                long: "save the tree explored so far as an SVG picture",
            },
            zoom: KeyText {
                short: "",
                long: "zoom: the picture fills the window, for a projector",
            },
        },
        child: |node, c| node.label(c),
        node: |node, c| node.name(c),
        level: |node| format!("x[{}]", node.depth + 1),
    },
    kinds: ["subset tree", "permutation tree", "m-ary tree", "state-space tree"],
    code: "script",
    picture: "x and draw(d, x)",
    depth: |depth, size, children| match children {
        Some(n) => format!("depth {depth} of {size}, {n} children here"),
        None => format!("depth {depth} of {size}"),
    },
    best: "best value",
    improvements: "improvements",
    stopped: "the search stopped:",
    entered: |e, _| e.label.to_string(),
    cut: |c, compact| {
        let by = match c.by {
            crate::engine::tree::Cut::Constraint => "the constraint",
            crate::engine::tree::Cut::Bound => "the bound",
        };
        match (c.reason.is_empty(), compact) {
            (true, false) => format!("{}? {by} cuts it", c.label),
            (false, false) => format!("{}? {}: {by} cuts it", c.label, c.reason),
            (true, true) => format!("✗ {}", c.label),
            (false, true) => format!("✗ {}: {}", c.label, c.reason),
        }
    },
    found: |f, compact| match (f.value, compact) {
        (None, false) => format!("solution x = {}", f.x),
        (None, true) => format!("x = {}", f.x),
        (Some(v), false) if f.better => format!("solution x = {}, value {v}: the best so far", f.x),
        (Some(v), false) => format!("solution x = {}, value {v}", f.x),
        (Some(v), true) => format!("x = {}: {v}", f.x),
    },
    wanted,
    fault,
    load,
    bad_data: |why| format!("--data: {why}"),
    data_not_object: "--data: the file holds no JSON object; write { \"key\": value, ... }",
    bad_compare: |s| {
        format!("--compare {s}: write two prune settings (none,both) or two scripts (book.rhai,mine.rhai)")
    },
    no_option: |flag| format!("{flag}: a script makes no random instances; give its data with --data FILE.json"),
    bad_max_ops: |s| format!("--max-ops {s}: write a whole number from 1000 to 1000000000000"),
    list_head: "built-in scripts (backtrack script NAME):",
    list_foot: "a file of that name wins over a built-in script; --template prints a commented script with every hook",
};
