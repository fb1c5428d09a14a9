//! The knight's tour in English.

use super::{KnightText, move_name, name};
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::knight::engine::{Algo, InstanceError, MAX_SIDE, Why};
use crate::problems::knight::words::{level, node, short};

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


fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "n" => "an N x N board, N from 1 to 32 (default 5)",
            "size" => "a board of COLS x ROWS, e.g. 5x6, each side 1 to 32",
            "start" => "the start square, file then rank, e.g. c3 (a1 is the top left; default a1)",
            "closed" => "closed tours only: the last square a knight's move from the first",
            "algo" => "fixed: the eight moves in one order, clockwise from two down and one right; warnsdorff: the square with the fewest onward moves first (default fixed)",
            "count" => "print the number of tours from the start (open, or closed with --closed); --limit K stops at K",
            "threads" => "with --count: threads to count on, 1 to 256 [default: all cores]",
            "print" => "print each tour on a line, its squares from the start separated by one space",
            "compare" => "two prune settings (both,constraint) or the two algorithms (fixed,warnsdorff) side by side",
            "prune" => "both (the constraint and the bound) or constraint (no bound) [default: both]",
            "limit" => "with --trace: at most K events; with --tree: at most K nodes; with --print or --count: at most K tours",
            "instance" => "an instance file (size: 5x6, start: b2, closed: yes) or a built-in instance's name (see --list) [default: five, 5x5 from a1]",
            "random" => "an N x N board from a random square instead (1 to 32)",
            _ => return None,
        }
        .into(),
    )
}

/// English.
pub static TEXT: KnightText = KnightText {
    words: Words {
        name: "knight's tour",
        about: "the knight's tour: fixed order against Warnsdorff's rule, open and closed",
        usage: "backtrack knight [OPTIONS] [INSTANCE]",
        examples: "  backtrack knight                   5x5 from a1; see backtrack knight --help\n  backtrack knight eight --compare fixed,warnsdorff   the two orders side by side\n  backtrack knight -n 5 --start c3 --count",
        options: "the knight's tour's",
        option,
        tree: "path tree",
        size: "the board's side",
        solutions: "tours",
        vocabulary: Vocabulary {
            solution: "tour",
            backtrack: "backtrack",
            place: "move",
            numbered: true,
            at_level: |level| format!("at move {}", level + 2),
            passed: |percent| format!("{}% of the path tree passed", crate::i18n::percent(percent)),
        },
        legend: &[
            "visited, with its move number",
            "the knight",
            "a square it can jump to, with its onward moves",
            "the square just refused",
            "a square no longer reachable",
            "a tour found",
        ],
        keys: PictureKeys {
        tree: KeyText {
                short: "tree",
                long: "the path tree: at most 8 children a node, cuts explained",
            },
        export: KeyText {
                short: "",
                long: "save the board as SVG, the tour drawn as a path",
            },
        zoom: KeyText {
                short: "",
                long: "zoom: the board fills the window, for a projector",
            },
    },
        child: |node, c| short(node, c),
        node,
        level,
    },
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
    comments: ["// constraint", "// bound"],
    code: "Tour(k)",
    window: |cols, rows| format!("{cols}x{rows} around ♞"),
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
