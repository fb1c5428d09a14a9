//! Graph colouring in English.

use super::ColoringText;
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::coloring::engine::dimacs::FileError;
use crate::problems::coloring::engine::{Algo, MAX_COLOURS, MAX_VERTICES, Why};

fn file_error(place: &str, e: &FileError) -> String {
    match e {
        FileError::NoProblemLine(line) => {
            format!("{place}line {line}: no problem line before it; a graph file starts with p edge V E")
        }
        FileError::BadProblemLine(line) => {
            format!("{place}line {line}: write the problem line once as p edge V E, V at least 1")
        }
        FileError::TooMany(line, n) => {
            format!("{place}line {line}: {n} vertices; the search takes at most {MAX_VERTICES}")
        }
        FileError::BadEdge(line) => format!("{place}line {line}: write an edge as e U V"),
        FileError::VertexRange(line, v, n) => {
            format!("{place}line {line}: vertex {v} is not one of 1..{n}")
        }
        FileError::Loop(line) => format!("{place}line {line}: an edge from a vertex to itself"),
        FileError::UnknownLine(line) => {
            format!("{place}line {line}: a line starts with c, p or e")
        }
        FileError::BadComment(line) => format!(
            "{place}line {line}: write c name V NAME (one word, at most 8 bytes) or c xy V X Y"
        ),
    }
}

fn why(w: Why, colour: &str, compact: bool) -> String {
    let [v, u] = w.names();
    match w {
        Why::Clash { .. } if compact => format!("✗ {v} {colour}: {u}"),
        Why::Clash { .. } => format!("{v} {colour}? {u} is {colour}: {v} cannot be {colour}: cut"),
        Why::Wipeout { .. } if compact => format!("✄ {v} {colour}: {u} none left"),
        Why::Wipeout { .. } => format!("{v} {colour}? {u} would have no colour left: cut"),
    }
}

/// English.
pub static TEXT: ColoringText = ColoringText {
    name: "graph colouring",
    tree: "m-ary tree",
    algo: |a| match a {
        Algo::Fixed => "fixed order",
        Algo::Dsatur => "DSATUR",
    },
    colours: ["red", "green", "blue", "yellow", "purple", "orange", "cyan", "pink", "brown"],
    picture: |n, e, m| format!("{n} vertices, {e} edges, {m}^{n} leaves"),
    here: |v, left| format!("colouring {v}; colours left {left}"),
    all_coloured: "every vertex coloured",
    table_head: ["v", "c", "left"],
    found_counter: "colourings",
    comments: ["// constraint", "// bound"],
    code: "Backtrack(t)",
    legend: [
        "coloured (v:c, c its colour)",
        "the vertex being coloured",
        "the neighbour that has the colour",
        "a vertex left with no colour",
        "not coloured yet",
        "a colouring found",
    ],
    vocabulary: Vocabulary {
        solution: "colouring",
        backtrack: "backtrack",
        place: "colour",
        numbered: true,
        at_level: |level| format!("at vertex {}", level + 1),
        passed: |percent| format!("{percent:.0}% of the m-ary tree passed"),
    },
    export: KeyText {
        short: "",
        long: "save the graph as SVG, each vertex in its colour",
    },
    zoom: KeyText {
        short: "",
        long: "zoom: the graph fills the window, for a projector",
    },
    tree_key: KeyText {
        short: "tree",
        long: "the m-ary tree: m children a node, cuts explained",
    },
    algo_key: KeyText {
        short: "algo",
        long: "the other order: fixed or DSATUR (restarts)",
    },
    colours_key: KeyText {
        short: "colours",
        long: "one colour fewer or more (restarts)",
    },
    size_key: KeyText {
        short: "",
        long: "a random graph of one vertex fewer or more",
    },
    random_key: KeyText {
        short: "",
        long: "a random graph of this many vertices",
    },
    prune_key: KeyText {
        short: "prune",
        long: "pruning: Ok, Ok and forward checking, or none (restarts)",
    },
    pick_question: "which vertex is coloured next",
    pick_here: "which vertex is coloured next?",
    contender: |name, saturation, degree| {
        format!("{name} ({saturation} colours among its neighbours, degree {degree})")
    },
    child: |colour| colour.to_string(),
    painted: |p, colour, compact| {
        if compact {
            format!("{} {colour}", p.name)
        } else {
            let left = match p.left {
                1 => "1 colour was left".to_string(),
                n => format!("{n} colours were left"),
            };
            format!("{} {colour} ({left})", p.name)
        }
    },
    why,
    found: |f, compact| {
        if compact {
            format!("{} colours", f.used)
        } else {
            format!("a colouring of all {} vertices, {} colours used", f.vertices, f.used)
        }
    },
    file_error,
    bad_m: |v| format!("-m {v}: the colours must be a whole number from 1 to {MAX_COLOURS}"),
    bad_p: |v| format!("--p {v}: give the edge probability, a number from 0 to 1"),
    bad_family: |o, v| {
        format!("{o} {v}: give the number of vertices, a whole number from 1 to {MAX_VERTICES}")
    },
    bad_random: |v| {
        format!("--random {v}: the number of vertices must be a whole number from 1 to {MAX_VERTICES}")
    },
    no_bound_alone: |v| {
        format!("{v}: forward checking needs the constraint; allowed: constraint, both, none")
    },
    chromatic_too_big: |n| {
        format!("--chromatic: the graph of {n} vertices has no colouring with at most {MAX_COLOURS} colours, the most the search takes")
    },
    list_head: "built-in graphs (backtrack coloring NAME):",
    list_line: |n, e, about| format!("{n} vertices, {e} edges: {about}"),
    about: |name| match name {
        "australia" => "Australia's states, the map every course colours (3 colours)",
        "petersen" => "the Petersen graph, every vertex of degree 3 (3 colours)",
        "wheel" => "the wheel W6, a hub on a 6-cycle (3 colours)",
        "myciel3" => "Mycielski's graph of C5 from the DIMACS benchmarks, no triangle (4 colours)",
        _ => "",
    },
};
