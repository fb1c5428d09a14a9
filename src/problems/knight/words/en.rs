//! The knight's tour in English.

use super::{KnightText, move_name, name};
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::knight::engine::{Algo, InstanceError, MAX_SIDE, Why};

fn error(place: &str, e: &InstanceError) -> String {
    match e {
        InstanceError::Size(v) => format!(
            "{place}{v}: give N or COLSxROWS, each side a whole number from 1 to {MAX_SIDE}"
        ),
        InstanceError::Start(v, b) => format!(
            "{place}{v}: not a square of the {}x{} board; give a file letter and a rank, e.g. a1",
            b.cols, b.rows
        ),
        InstanceError::OddClosed(b) => format!(
            "{place}--closed: the {}x{} board has {} squares, an odd number, so no closed tour exists (a knight changes colour every move)",
            b.cols,
            b.rows,
            b.squares()
        ),
        InstanceError::Line(line) => {
            format!("{place}line {line}: write key: value, e.g. size: 5x6")
        }
        InstanceError::Key(key, line) => {
            format!("{place}line {line}: unknown key {key}; allowed: size, start, closed")
        }
        InstanceError::Closed(line) => format!("{place}line {line}: closed: give yes or no"),
    }
}

fn why(w: Why, compact: bool) -> String {
    match w {
        Why::OffBoard { from, mv, cols } if compact => {
            format!("✗ {} {} off", name(from, cols), move_name(mv))
        }
        Why::OffBoard { from, mv, cols } => format!(
            "{} {}: off the board: cut",
            name(from, cols),
            move_name(mv)
        ),
        Why::Visited { to, cols, .. } if compact => {
            format!("✗ {} visited", name(to, cols))
        }
        Why::Visited { from, to, at, cols } => format!(
            "{} → {}: visited at move {at}: cut",
            name(from, cols),
            name(to, cols)
        ),
        Why::Stranded { to, square, cols } if compact => {
            format!("✗ {}: {} cut off", name(to, cols), name(square, cols))
        }
        Why::Stranded { to, square, cols } => format!(
            "→ {}: {} could no longer be reached: cut",
            name(to, cols),
            name(square, cols)
        ),
        Why::NoReturn { to, cols, .. } if compact => {
            format!("✗ {}: no way back", name(to, cols))
        }
        Why::NoReturn { to, start, cols } => format!(
            "→ {}: no way back to {} would be left: cut",
            name(to, cols),
            name(start, cols)
        ),
    }
}

/// English.
pub static TEXT: KnightText = KnightText {
    name: "knight's tour",
    tree: "path tree",
    algo: |a| match a {
        Algo::Fixed => "fixed order",
        Algo::Warnsdorff => "Warnsdorff",
    },
    kind: |closed| if closed { "closed" } else { "open" },
    picture: |b, start, closed| {
        let kind = if closed { "closed" } else { "open" };
        format!("{}x{} from {start} · {kind}", b.cols, b.rows)
    },
    here: |at, number, squares, open| {
        format!("♞ {at} · move {number}/{squares} · {open} open")
    },
    found_counter: "tours",
    comments: ["// constraint", "// bound"],
    code: "Tour(k)",
    legend: [
        "visited, with its move number",
        "the knight",
        "a square it can jump to, with its onward moves",
        "the square just refused",
        "a square no longer reachable",
        "a tour found",
    ],
    window: |cols, rows| format!("{cols}x{rows} around ♞"),
    vocabulary: Vocabulary {
        solution: "tour",
        backtrack: "backtrack",
        place: "move",
        numbered: true,
        at_level: |level| format!("at move {}", level + 2),
        passed: |percent| format!("{percent:.0}% of the path tree passed"),
    },
    export: KeyText {
        short: "",
        long: "save the board as SVG, the tour drawn as a path",
    },
    zoom: KeyText {
        short: "",
        long: "zoom: the board fills the window, for a projector",
    },
    tree_key: KeyText {
        short: "tree",
        long: "the path tree: at most 8 children a node, cuts explained",
    },
    algo_key: KeyText {
        short: "algo",
        long: "the other order: fixed or Warnsdorff's rule (restarts)",
    },
    size_key: KeyText {
        short: "",
        long: "a board a square smaller or larger (a random start)",
    },
    random_key: KeyText {
        short: "",
        long: "a random start on a board of this size",
    },
    prune_key: KeyText {
        short: "prune",
        long: "pruning: both, or the constraint alone (restarts)",
    },
    child: |to| format!("to {to}"),
    jumped: |j, compact| {
        if compact {
            format!("{} {}", j.number, name(j.to, j.cols))
        } else {
            format!(
                "move {}: {} → {} ({} onward)",
                j.number,
                name(j.from, j.cols),
                name(j.to, j.cols),
                j.onward
            )
        }
    },
    why,
    found: |f, compact| {
        let kind = if f.closed { "closed tour" } else { "tour" };
        if compact {
            format!("{kind} to {}", name(f.end, f.cols))
        } else {
            format!("{kind} of {} squares, ending on {}", f.squares, name(f.end, f.cols))
        }
    },
    error,
    no_constraint: |v| {
        format!("{v}: the knight's tour cannot switch its constraint off (a move off the board is no square to stand on); allowed: both, constraint")
    },
    count_too_big: |b| {
        format!(
            "--count: the {}x{} board has {} squares; the counter takes at most 64 (use --print --limit K for some tours)",
            b.cols,
            b.rows,
            b.squares()
        )
    },
    bad_random: |v| format!("--random {v}: the board's side must be a whole number from 1 to {MAX_SIDE}"),
    list_head: "built-in instances (backtrack knight NAME):",
};
