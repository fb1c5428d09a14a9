//! The travelling salesman in English.

use super::TspText;
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::tsp::engine::{Bound, InstanceError, MAX_CITIES, MAX_DISTANCE, Why};
use crate::problems::tsp::words::{level, node};

fn error(place: &str, e: &InstanceError) -> String {
    match e {
        InstanceError::TooFew(n) => format!("{place}{n} cities; a tour needs at least 2"),
        InstanceError::TooMany(n) => format!(
            "{place}{n} cities; at most {MAX_CITIES} ({} tours from city 1)",
            crate::i18n::notation::about_power((1..MAX_CITIES).map(|k| (k as f64).log10()).sum())
        ),
        InstanceError::NotSquare(row, len, n) => {
            let s = if *len == 1 { "" } else { "s" };
            format!(
                "{place}row {row} of the matrix has {len} distance{s}; a matrix of {n} cities needs {n} in each row"
            )
        }
        InstanceError::TooFar => format!(
            "{place}a distance or coordinate is too large; distances at most {MAX_DISTANCE}"
        ),
        InstanceError::Empty => format!(
            "{place}no cities: write a line matrix: or coords: and the rows after it, or a TSPLIB file"
        ),
        InstanceError::Distance(line, t) => format!(
            "{place}line {line}: {t} is not a distance; write a whole number from 0, or - for no edge"
        ),
        InstanceError::Coordinate(line, t) => {
            format!("{place}line {line}: {t}: write a city as two numbers, x y")
        }
        InstanceError::Key(line, t) => format!(
            "{place}line {line}: {t}: the first line is matrix: or coords: (or a TSPLIB header)"
        ),
        InstanceError::Tsplib(line, t) => format!(
            "{place}line {line}: {t}: not read; this program reads TSPLIB coordinates of EUC_2D, CEIL_2D, ATT or GEO, and EXPLICIT weights as FULL_MATRIX, UPPER_ROW, LOWER_ROW, UPPER_DIAG_ROW or LOWER_DIAG_ROW"
        ),
        InstanceError::Missing(what) => format!("{place}no {what} in this TSPLIB file"),
        InstanceError::Count(want, got) => {
            format!("{place}the section has {got} entries where the dimension asks for {want}")
        }
        InstanceError::Node(line, k, n) => format!(
            "{place}line {line}: node {k}: the nodes are numbered 1 to {n} (the dimension), each once"
        ),
    }
}

fn cost(c: &crate::problems::tsp::engine::Cut) -> String {
    let d = c.d.unwrap_or(0);
    match c.why {
        Why::Cost {
            back: Some(b),
            sum,
            best,
        } => format!("cc + {d} + {b} (back to 1) = {sum} ≥ bestc = {best}"),
        Why::Cost { sum, best, .. } => format!("cc + {d} = {sum} ≥ bestc = {best}"),
        Why::Lower { rest, sum, best } => format!("cc + {d} + {rest} = {sum} ≥ bestc = {best}"),
        Why::Tree { sum, best, .. } if sum == u64::MAX => {
            format!("no way through the cities left and back ≥ bestc = {best}")
        }
        Why::Tree { tree, sum, best } => {
            format!("cc + {d} + {tree} (tree of the rest) = {sum} ≥ bestc = {best}")
        }
        Why::NoEdge | Why::NoEdgeBack => String::new(),
    }
}


fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "bound" => "the bound function: none, cost (the textbook's cc + d < bestc), lower (cc + d plus the cheapest edge out of each city still to leave) or tree (cc + d plus the cheapest edge into the cities left, their minimum spanning tree and the cheapest edge back to city 1); default cost",
            "compare_bounds" => "two bound functions side by side, e.g. cost,tree (none, cost, lower, tree)",
            "print" => "print the optimal cost, then the tour as city numbers from city 1",
            "instance" => "an instance file (a matrix, coordinates, or TSPLIB: EUC_2D, CEIL_2D, ATT, GEO, EXPLICIT) or a built-in name (see --list)",
            _ => return None,
        }
        .into(),
    )
}

/// English.
pub static TEXT: TspText = TspText {
    words: Words {
        name: "travelling salesman",
        about: "the travelling salesman on the permutation tree: a bound cutting it, on a map",
        usage: "backtrack tsp [OPTIONS] [INSTANCE]",
        examples: "  backtrack tsp                      the textbook's 4 cities; see backtrack tsp --help\n  backtrack tsp ten --bound lower --compare constraint,both   no bound beside the lower bound\n  backtrack tsp --random 12 --seed 3 --print",
        options: "the travelling salesman's",
        option,
        tree: "permutation tree",
        size: "the number of cities",
        solutions: "improvements",
        vocabulary: Vocabulary {
            solution: "better tour",
            backtrack: "backtrack",
            place: "node entered",
            numbered: true,
            at_level: |level| format!("at stop {}", level + 2),
            passed: |percent| format!("{}% of the permutation tree passed", crate::i18n::percent(percent)),
        },
        legend: &[
            "the path so far",
            "the best tour so far",
            "the city the path stands on",
            "no edge: cut by the constraint",
            "cut by the bound",
            "a city not yet visited",
        ],
        keys: PictureKeys {
        tree: KeyText {
                short: "tree",
                long: "show the permutation tree (排列树) with every cut marked",
            },
        export: KeyText {
                short: "",
                long: "save the map and the tours as an SVG picture",
            },
        zoom: KeyText {
                short: "",
                long: "zoom: the map fills the window, for a projector",
            },
    },
        child: |node, c| {
        let city = node.cities.cities().get(c).map_or(0, |&c| usize::from(c) + 1);
        format!("to {city}")
    },
        node,
        level,
    },
    bound: |b| match b {
        Bound::None => "no bound",
        Bound::Cost => "bound cc + d",
        Bound::Lower => "bound cc + d + rest",
        Bound::Tree => "bound cc + d + tree",
    },
    picture: |n, tours| {
        format!(
            "{n} cities, {} tours from city 1",
            crate::i18n::group_digits(tours)
        )
    },
    not_to_scale: "on a circle, not to scale",
    path: |p, cc| format!("path {p}  cc = {cc}"),
    best: |t, c, done| {
        if done {
            format!("optimum {c}: {t}")
        } else {
            format!("bestc = {c}: {t}")
        }
    },
    no_best: "no tour yet: bestc = ∞",
    no_tour: "no tour: some city cannot be reached and left",
    counters: ["best cost", "improvements"],
    comments: ["// constraint", "// bound"],
    bound_key: KeyText {
        short: "bound",
        long: "the next bound: none, cc + d, + rest, + tree (restarts)",
    },
    went: |w, compact| {
        if compact {
            format!("→ {}: cc {}", w.to, w.cc)
        } else {
            format!("{} → {} (+{}): cc = {}", w.from, w.to, w.d, w.cc)
        }
    },
    cut: |c, compact| match (c.why, compact) {
        (Why::NoEdge, false) => format!(
            "to {}: no edge from {}: the constraint cuts it",
            c.to, c.from
        ),
        (Why::NoEdgeBack, false) => format!(
            "to {}: no edge back to 1: the constraint cuts it",
            c.to
        ),
        (Why::NoEdge | Why::NoEdgeBack, true) => format!("✗ {}: no edge", c.to),
        (_, false) => format!("to {}: {}: the bound cuts it", c.to, cost(c)),
        (
            Why::Cost { sum, best, .. }
            | Why::Lower { sum, best, .. }
            | Why::Tree { sum, best, .. },
            true,
        ) => {
            format!("✄ {}: {sum} ≥ {best}", c.to)
        }
    },
    found: |f, compact| {
        if compact {
            format!("{} = {}", f.tour.joined(" "), f.cost)
        } else {
            format!("better tour {} 1, cost {}", f.tour.joined(" "), f.cost)
        }
    },
    error,
    bad_bound: |v| format!("--bound {v}: unknown bound; allowed: none, cost, lower, tree"),
    bad_compare_bounds: |v| {
        format!("--compare-bounds {v}: give two different bounds separated by a comma, e.g. cost,lower")
    },
    list_head: "built-in instances (backtrack tsp NAME):",
};
