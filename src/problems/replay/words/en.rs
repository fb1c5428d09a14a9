//! The replayed search in English.

use super::ReplayText;
use crate::engine::tree::Cut;
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::replay::engine::{MAX_DEPTH, MAX_EVENTS, MAX_LINE, ReplayError};

fn error(e: &ReplayError) -> String {
    match e {
        ReplayError::NotJson(_, at) => {
            format!("not a JSON object (column {at}); write one object a line, {{\"event\": \"enter\", \"label\": \"x1=1\"}}")
        }
        ReplayError::TooLong(_) => format!("a line longer than {MAX_LINE} bytes"),
        ReplayError::NoEvent(_) => {
            "no \"event\"; write enter, cut, back, solution or note (a first line may name the tree: {\"tree\": ...})".into()
        }
        ReplayError::Unknown(_, name) => {
            format!("unknown event \"{name}\"; write enter, cut, back, solution or note")
        }
        ReplayError::Field(_, "by") => "a cut needs \"by\": \"constraint\" or \"bound\"".into(),
        ReplayError::Field(_, "label") => "\"label\" is a string or a number".into(),
        ReplayError::Field(_, "text") => "a note needs \"text\": \"...\"".into(),
        ReplayError::Field(_, name) => format!("\"{name}\" is missing or of the wrong kind"),
        ReplayError::BackAtRoot(_) => "back at the root: every back closes an enter".into(),
        ReplayError::Depth(_, given, wanted) => {
            format!("depth {given} where the events so far lead to depth {wanted}")
        }
        ReplayError::Child(_, given, wanted) => {
            format!("child {given} where child {wanted} comes next")
        }
        ReplayError::TooMany(_) => format!("more than {MAX_EVENTS} events; replay a shorter run (--limit N of --trace)"),
        ReplayError::TooDeep(_) => format!("deeper than {MAX_DEPTH}"),
        ReplayError::Empty => "no events; write one JSON object a line (docs/replay.md)".into(),
    }
}

fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "instance" => "the events: a file of JSON Lines, or - for standard input",
            "print" => "print each solution's value (or its path's labels) on a line",
            _ => return None,
        }
        .into(),
    )
}

/// English.
pub static TEXT: ReplayText = ReplayText {
    words: Words {
        name: "replayed search",
        about: "draw a search your own program printed (JSON Lines: enter, cut, back, solution), or any --trace",
        usage: "backtrack replay [OPTIONS] <FILE.jsonl | ->",
        examples: "  ./mysearch | backtrack replay -      your program's search, step by step\n  backtrack replay run.jsonl --stats   its counters\n  backtrack subset-sum --trace | backtrack replay - --tree svg > tree.svg",
        options: "replay's",
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
            passed: |percent| format!("{}% of the events replayed", crate::i18n::percent(percent)),
        },
        legend: &[
            "the path: each node's label from the root down",
            "the code panel: the file of events, the line of the last step lit",
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
        child: |place, c| place.name(c),
        node: |place, c| place.name(c),
        level: |place| format!("depth {}", place.depth + 1),
    },
    kinds: ["subset tree", "permutation tree"],
    code: "events",
    too_long: |lines| format!("{lines} lines: too many to show here"),
    picture: "the path",
    depth: |depth, deepest| format!("depth {depth} of {deepest}"),
    no_picture: "a replay has no picture of its problem: the path stands for it",
    entered: |label| label.to_string(),
    cut: |label, reason, by, compact| {
        let by = match by {
            Cut::Constraint => "the constraint",
            Cut::Bound => "the bound",
        };
        let mark = if by == "the bound" { "✄" } else { "✗" };
        match (reason.is_empty(), compact) {
            (true, false) => format!("{label}? {by} cuts it"),
            (false, false) => format!("{label}? {reason}: {by} cuts it"),
            (true, true) => format!("{mark} {label}"),
            (false, true) => format!("{mark} {label}: {reason}"),
        }
    },
    found: |value, compact| match (value, compact) {
        (None, _) => "solution".into(),
        (Some(v), false) => format!("solution, value {v}"),
        (Some(v), true) => format!("value {v}"),
    },
    error,
    no_option: |flag| format!("{flag}: a replay draws the search the file holds; it has no instances or prune settings of its own"),
    compare_files: |given| format!("--compare {given}: give two files of events, A.jsonl,B.jsonl (standard input cannot be one of them)"),
    reading: |events| format!("reading: {} events so far, more as they come", crate::engine::notation::group_digits(events as u64)),
    stopped: |line, what| format!("stopped reading at line {line}: {what}; the events before it are shown"),
    lost: |why| format!("the input cannot be read further ({why}); the events read are shown"),
};
