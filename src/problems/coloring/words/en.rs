//! Graph colouring in English.

use super::ColoringText;
use crate::i18n::Lang;
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::coloring::engine::{Algo, MAX_COLOURS, MAX_VERTICES, Why};
use crate::problems::coloring::words::{colour_name, level, node};


fn why(w: Why, colour: &str, compact: bool) -> String {
    let [v, u] = w.names();
    match w {
        Why::Clash { .. } if compact => format!("✗ {v} {colour}: {u}"),
        Why::Clash { .. } => format!("{v} {colour}? {u} is {colour}: {v} cannot be {colour}: cut"),
        Why::Wipeout { .. } if compact => format!("✄ {v} {colour}: {u} none left"),
        Why::Wipeout { .. } => format!("{v} {colour}? {u} would have no colour left: cut"),
    }
}


fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "m" => format!("the colours, 1 to {MAX_COLOURS} [default: 3; a built-in graph its chromatic number]"),
            "algo" => "fixed: vertices 1..n in order (the textbook's); dsatur: the uncoloured vertex with the most colours among its neighbours first, ties by degree [default: fixed]".into(),
            "forward" => "forward checking as the bound function: a colour that leaves a neighbour no colour is cut at once (as --prune both)".into(),
            "cycle" => format!("the cycle C_N instead, N from 1 to {MAX_VERTICES}"),
            "complete" => format!("the complete graph K_N instead, N from 1 to {MAX_VERTICES}"),
            "p" => "with --random: each pair of vertices joined with probability P, 0 to 1 [default: 0.3]".into(),
            "count" => "print the number of colourings with m colours; --limit K stops at K".into(),
            "chromatic" => "print the chromatic number: the least m with a colouring, trying m = 1, 2, ...".into(),
            "print" => "print each colouring on a line: the colours of vertices 1..n separated by one space".into(),
            "compare" => "two prune settings (constraint,both) or the two orders (fixed,dsatur) side by side".into(),
            "prune" => "constraint (Ok, the textbook's), both (with forward checking) or none (the whole m^n tree) [default: constraint]; Tab cycles".into(),
            "limit" => "with --trace: at most K events; with --tree: at most K nodes; with --print or --count: at most K colourings".into(),
            "instance" => "a graph file in the DIMACS format (p edge V E, e U V) or a built-in graph's name (see --list) [default: australia]".into(),
            "random" => format!("a random graph of N vertices instead, 1 to {MAX_VERTICES}"),
            _ => return None,
        },
    )
}

/// English.
pub static TEXT: ColoringText = ColoringText {
    words: Words {
        name: "graph colouring",
        about: "graph m-colouring: fixed order against DSATUR, with forward checking",
        usage: "backtrack coloring [OPTIONS] [GRAPH]",
        examples: "  backtrack coloring                 Australia's map, 3 colours; see backtrack coloring --help\n  backtrack coloring myciel3 --compare fixed,dsatur   the two orders side by side\n  backtrack coloring petersen -m 4 --count",
        options: "graph colouring's",
        option,
        tree: "m-ary tree",
        size: "the number of vertices",
        solutions: "colourings",
        vocabulary: Vocabulary {
            solution: "colouring",
            backtrack: "backtrack",
            place: "colour",
            numbered: true,
            at_level: |level| format!("at vertex {}", level + 1),
            passed: |percent| format!("{}% of the m-ary tree passed", crate::i18n::percent(percent)),
        },
        legend: &[
            "coloured (v:c, c its colour)",
            "the vertex being coloured",
            "the neighbour that has the colour",
            "a vertex left with no colour",
            "not coloured yet",
            "a colouring found",
        ],
        keys: PictureKeys {
        tree: KeyText {
                short: "tree",
                long: "the m-ary tree: m children a node, cuts explained",
            },
        export: KeyText {
                short: "",
                long: "save the graph as SVG, each vertex in its colour",
            },
        zoom: KeyText {
                short: "",
                long: "zoom: the graph fills the window, for a projector",
            },
    },
        child: |_node, c| colour_name(c as u8 + 1, Lang::En).to_string(),
        node,
        level,
    },
    algo: |a| match a {
        Algo::Fixed => "fixed order",
        Algo::Dsatur => "DSATUR",
    },
    colours: ["red", "green", "blue", "yellow", "purple", "orange", "cyan", "pink", "brown"],
    picture: |n, e, m| format!("{n} vertices, {e} edges, {m}^{n} leaves"),
    here: |v, left| format!("colouring {v}; free colours: {left}"),
    all_coloured: "every vertex coloured",
    table_head: ["v", "c", "left"],
    comments: ["// constraint", "// bound"],
    code: "Backtrack(t)",
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
