//! The knapsack headless: `--print` (the optimum's value, then its items' numbers in input
//! order), and the explorer's shared `--stats`, `--trace` and `--tree`.

use std::io::{self, Write};

use crate::cli::explore::ExploreRun;
use crate::engine::backtrack::{Backtrack, Prune};
use crate::i18n::Lang;
use crate::output::explore::{write_search_tree, write_stats};
use crate::output::write_trace;
use crate::problems::knapsack::engine::{Instance, KnapsackHooks};
use crate::problems::knapsack::words::numbers;

/// Runs a headless request, writing to `w`.
pub fn run(
    w: &mut impl Write,
    instance: &Instance,
    prune: Prune,
    run: &ExploreRun,
    lang: Lang,
) -> io::Result<()> {
    let search = Backtrack::new(KnapsackHooks::new(instance), prune);
    match run {
        ExploreRun::Print => {
            let mut search = search;
            while crate::engine::Solver::step(&mut search).is_some() {}
            let best = search.hooks().best;
            writeln!(w, "{}", best.map_or(0, |b| b.value))?;
            writeln!(w, "{}", best.map(|b| numbers(&b)).unwrap_or_default())?;
            w.flush()
        }
        ExploreRun::Stats => {
            let head = [
                ("n", instance.items.len().to_string()),
                ("capacity", instance.capacity.to_string()),
            ];
            write_stats(w, search, &head, |s| {
                let best = s.hooks().best;
                vec![
                    ("best value", best.map_or(0, |b| b.value).to_string()),
                    ("best weight", best.map_or(0, |b| b.weight).to_string()),
                    ("improvements", s.counts().solutions.to_string()),
                ]
            })
        }
        ExploreRun::Trace { limit } => write_trace(w, search, *limit).map(|_| ()),
        ExploreRun::Tree { format, limit } => write_search_tree(w, search, *format, *limit, lang),
        ExploreRun::Tui(_) | ExploreRun::Own(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::tree::TreeFormat;
    use crate::problems::knapsack::engine::{built_in, textbook};

    fn out(inst: &Instance, prune: Prune, run_: &ExploreRun) -> String {
        let mut w = Vec::new();
        run(&mut w, inst, prune, run_, Lang::En).unwrap();
        String::from_utf8(w).unwrap()
    }

    #[test]
    fn print_names_the_optimum_and_its_items_in_input_order() {
        for p in Prune::ALL {
            assert_eq!(
                out(&textbook(), p, &ExploreRun::Print),
                "20\n1 3 4\n",
                "{p:?}"
            );
        }
        assert_eq!(
            out(&built_in("five").unwrap(), Prune::Both, &ExploreRun::Print),
            "15\n1 2 5\n"
        );
        let nothing = Instance::new(&[9], Some(vec![3]), 5).unwrap();
        assert_eq!(out(&nothing, Prune::Both, &ExploreRun::Print), "0\n\n");
    }

    fn stat(text: &str, key: &str) -> u64 {
        text.lines()
            .find_map(|l| l.strip_prefix(&format!("{key}: ")))
            .unwrap_or_else(|| panic!("{key} in {text}"))
            .parse()
            .unwrap()
    }

    fn count(v: &serde_json::Value) -> (u64, u64, u64) {
        let kids = v["children"].as_array().cloned().unwrap_or_default();
        kids.iter().fold((1, 0, 0), |(open, c, b), k| {
            assert!(k["depth"].is_u64());
            assert!(k["choice"] == "take" || k["choice"] == "leave");
            match (k["status"].as_str(), k["by"].as_str()) {
                (Some("pruned"), Some("constraint")) => (open, c + 1, b),
                (Some("pruned"), Some("bound")) => (open, c, b + 1),
                (Some("open" | "solution"), None) => {
                    let (o, cc, bb) = count(k);
                    (open + o, c + cc, b + bb)
                }
                other => panic!("{other:?}"),
            }
        })
    }

    /// The JSON tree's open nodes number `--stats`'s nodes, its pruned ones its two counts.
    #[test]
    fn the_json_tree_agrees_with_the_stats() {
        for p in Prune::ALL {
            let stats = out(&textbook(), p, &ExploreRun::Stats);
            let tree: serde_json::Value = serde_json::from_str(&out(
                &textbook(),
                p,
                &ExploreRun::Tree {
                    format: TreeFormat::Json,
                    limit: crate::output::tree::Limits::default(),
                },
            ))
            .unwrap();
            assert_eq!(
                count(&tree),
                (
                    stat(&stats, "nodes"),
                    stat(&stats, "pruned by constraint"),
                    stat(&stats, "pruned by bound")
                ),
                "{p:?}"
            );
            assert_eq!(stat(&stats, "best value"), 20);
        }
        let none = out(&textbook(), Prune::None, &ExploreRun::Stats);
        assert_eq!(stat(&none, "nodes"), 31);
    }
}
