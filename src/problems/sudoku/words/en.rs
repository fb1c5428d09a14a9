//! Sudoku in English.

use super::{SudokuText, cell_name};
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::sudoku::engine::{Algo, PuzzleError, Unit};
use crate::problems::sudoku::words::{level, node};

fn error(place: &str, e: &PuzzleError) -> String {
    match e {
        PuzzleError::Length(len) => format!(
            "{place}{len} characters; a puzzle has 81 (9x9) or 16 (4x4), . or 0 for an empty cell"
        ),
        PuzzleError::Char(col, c) => format!(
            "{place}column {col}: {c:?} is not a digit of the grid, . or 0"
        ),
        PuzzleError::Line(line, e) => error(&format!("{place}line {line}: "), e),
        PuzzleError::Empty => format!("{place}no puzzle in it; write one a line"),
        PuzzleError::Clash { n, digit: d, cells: [a, b], unit } => format!(
            "{place}{} and {} both hold the given {d} in the {}: no solution keeps both",
            cell_name(*a, *n),
            cell_name(*b, *n),
            match unit { Unit::Row => "same row", Unit::Column => "same column", Unit::Box => "same box" },
        ),
    }
}


fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "algo" => "cells: the first empty cell in reading order (LeetCode 37); mrv: the empty cell with the fewest candidates; mrv-singles: a naked or hidden single first, with its bound [default: cells]",
            "empty" => "the empty grid of side N instead, 4 or 9 (the empty 4x4 has 288 solutions)",
            "count" => "print each puzzle's number of solutions, one a line; --limit K stops at K",
            "unique" => "with --count: the number of classes under the Sudoku group (relabelling the digits, reordering rows within a band and the bands, the same for columns, transposing): the empty 4x4's 288 solutions are 2",
            "threads" => "with --print or --count: threads to solve on, 1 to 256 [default: all cores]",
            "print" => "solve every puzzle with the fast solver and print each solution as one line, in input order; a puzzle with none prints \"no solution\" and the exit status is 1",
            "compare" => "two prune settings (constraint,none) or the two orders (cells,mrv) side by side",
            "prune" => "constraint (a digit already in the row, column or box is cut), both (also every digit but a hidden single's) or none (the whole tree) [default: constraint; both with mrv-singles]",
            "limit" => "with --trace: at most K events; with --tree: at most K nodes; with --count: at most K solutions a puzzle",
            "instance" => "a puzzle (81 or 16 characters, . or 0 for empty), a file of puzzles (one a line, # comments) or a built-in set's name (see --list) [default: easy]",
            "random" => "not taken: puzzles come from you or from a set",
            _ => return None,
        }
        .into(),
    )
}

/// English.
pub static TEXT: SudokuText = SudokuText {
    words: Words {
        name: "Sudoku",
        about: "Sudoku: cell by cell against the fewest candidates first, and a fast solver",
        usage: "backtrack sudoku [OPTIONS] [PUZZLE|FILE|NAME]",
        examples: "  backtrack sudoku                   an easy puzzle; see backtrack sudoku --help\n  backtrack sudoku inkala --compare cells,mrv   the two orders side by side\n  backtrack sudoku --print puzzles.txt",
        options: "Sudoku's",
        option,
        tree: "search tree",
        size: "the grid's side",
        solutions: "solutions",
        vocabulary: Vocabulary {
            solution: "solution",
            backtrack: "backtrack",
            place: "digit",
            numbered: true,
            at_level: |level| format!("at empty cell {}", level + 1),
            passed: |percent| format!("{}% of the tree passed", crate::i18n::percent(percent)),
        },
        legend: &[
            "a given",
            "a digit the search wrote",
            "the cell being filled",
            "the cell that holds the digit tried",
            "a digit written with no guess (one candidate)",
            "a solution",
        ],
        keys: PictureKeys {
        tree: KeyText {
                short: "tree",
                long: "the search tree: a digit a child, cuts explained",
            },
        export: KeyText {
                short: "",
                long: "save the grid as SVG",
            },
        zoom: KeyText {
                short: "",
                long: "zoom: the grid fills the window, for a projector",
            },
    },
        child: |_node, c| (c + 1).to_string(),
        node,
        level,
    },
    algo: |a| match a {
        Algo::Cells => "cell by cell",
        Algo::Mrv => "fewest candidates (MRV)",
        Algo::MrvSingles => "singles first",
    },
    picture: |n, givens, empty| format!("{n}x{n}, {givens} givens, {empty} empty"),
    here: |cell, candidates| format!("filling {cell}; candidates {candidates}"),
    all_filled: "every cell filled",
    over: "back to the givens alone; N: the last solution",
    comment: "// constraint",
    bound_comment: "// bound",
    code: "Solve(k)",
    unit: |u| match u {
        Unit::Row => "same row",
        Unit::Column => "same column",
        Unit::Box => "same box",
    },
    algo_key: KeyText {
        short: "algo",
        long: "next order: cells, fewest candidates, singles (restarts)",
    },
    pencil_key: KeyText {
        short: "",
        long: "pencil marks: each empty cell's candidates (zoomed: the digits)",
    },
    prune_key: KeyText {
        short: "prune",
        long: "pruning: constraint, + singles bound, or none (restarts)",
    },
    size_key: KeyText {
        short: "",
        long: "the empty grid of the other size",
    },
    random_key: KeyText {
        short: "",
        long: "a random puzzle of the set",
    },
    solutions_key: KeyText {
        short: "solutions",
        long: "solutions: all of them (up to 1000), by class on a 4x4",
    },
    browse_move: KeyText {
        short: "another",
        long: "another solution",
    },
    browse_classes: KeyText {
        short: "classes",
        long: "one solution per class, or all (4x4)",
    },
    browse_close: KeyText {
        short: "close",
        long: "close the solutions browser",
    },
    browse_line: |k, n, more, class, by_class| {
        let more = if more { "+" } else { "" };
        let head = format!("solution {k} of {n}{more}");
        match (class, by_class) {
            (Some((c, classes, size)), false) => format!("{head} · class {c} of {classes} ({size} solutions)"),
            (Some((c, classes, size)), true) => format!("class {c} of {classes}: {size} solutions, this one the first"),
            (None, _) => head,
        }
    },
    browse_none: "no solution",
    browse_title: "solutions",
    pick_question: "which cell is filled next",
    pick_here: "which cell is filled next?",
    contender: |cell, left, single| match (left, single) {
        (_, Some(d)) => format!("{cell} ({d} has no other place in a unit)"),
        (1, None) => format!("{cell} (1 candidate)"),
        (k, None) => format!("{cell} ({k} candidates)"),
    },
    filled: |f, compact| {
        let cell = cell_name(f.cell, f.n);
        match (compact, f.candidates) {
            (true, _) => format!("{cell} = {}", f.digit),
            (false, 1) => format!("{cell} = {}, its only candidate", f.digit),
            (false, k) => format!("{cell} = {} (one of {k} candidates)", f.digit),
        }
    },
    clash: |c, compact| {
        let (cell, at) = (cell_name(c.cell, c.n), cell_name(c.at, c.n));
        if c.only != 0 {
            let unit = match c.unit {
                Unit::Row => "row",
                Unit::Column => "column",
                Unit::Box => "box",
            };
            return if compact {
                format!("✄ {cell} {}: {} only here", c.digit, c.only)
            } else {
                format!("{cell} {}? {} has no other place in its {unit}: cut", c.digit, c.only)
            };
        }
        if compact {
            format!("✗ {cell} {}: {at}", c.digit)
        } else {
            let unit = (TEXT.unit)(c.unit);
            format!("{cell} {d}? {d} at {at}, {unit}: cut", d = c.digit)
        }
    },
    solved: |s, compact| {
        if compact {
            "solved".into()
        } else {
            format!("solved: {} cells filled", s.filled)
        }
    },
    error,
    bad_empty: |v| format!("--empty {v}: give the side of the grid, 4 or 9"),
    no_solution: "no solution",
    no_bound: |v| format!("{v}: the hidden-single bound needs the constraint; allowed: constraint, both, none"),
    no_random: "--random: Sudoku takes its puzzles from you or from a set (see --list), it does not make them",
    list_head: "built-in puzzles (backtrack sudoku NAME):",
    list_line: |k, about| {
        let s = if k == 1 { "" } else { "s" };
        format!("{k} puzzle{s}: {about}")
    },
    about: |name| match name {
        "easy" => "an easy one: singles fill every cell",
        "four" => "4x4, for a first lesson",
        "inkala" => "Arto Inkala's, published in 2012 as the world's hardest",
        "top95" => "Peter Norvig's top95, hard ones",
        "hardest" => "Peter Norvig's hardest",
        _ => "",
    },
};
