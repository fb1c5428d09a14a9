//! Subset sum headless: `--print` (each subset on a line, its numbers in the set's order),
//! `--count`, and the explorer's shared `--stats`, `--trace` and `--tree`.

use std::io::{self, Write};

use crate::cli::explore::ExploreRun;
use crate::engine::Solver;
use crate::engine::backtrack::{Backtrack, Event, Prune};
use crate::i18n::Lang;
use crate::output::explore::{write_search_tree, write_stats};
use crate::output::write_trace;
use crate::problems::subset::engine::{Instance, SubsetHooks};

/// Runs a headless request, writing to `w`.
pub fn run(
    w: &mut impl Write,
    instance: &Instance,
    prune: Prune,
    run: &ExploreRun,
    lang: Lang,
) -> io::Result<()> {
    let search = Backtrack::new(SubsetHooks::new(instance), prune);
    match run {
        ExploreRun::Print => print(w, instance, search),
        ExploreRun::Own(_) => {
            let c = search.run_to_end();
            writeln!(w, "{}", c.solutions)?;
            w.flush()
        }
        ExploreRun::Stats => {
            let head = [
                ("n", instance.w.len().to_string()),
                ("target", instance.target.to_string()),
            ];
            write_stats(w, search, &head, |s| {
                vec![("solutions", s.counts().solutions.to_string())]
            })
        }
        ExploreRun::Trace { limit } => write_trace(w, search, *limit).map(|_| ()),
        ExploreRun::Tree { format, limit } => write_search_tree(w, search, *format, *limit, lang),
        ExploreRun::Tui(_) => Ok(()),
    }
}

/// Each subset summing to M on a line, as it is found: its numbers in the set's order.
fn print(
    w: &mut impl Write,
    instance: &Instance,
    mut search: Backtrack<SubsetHooks>,
) -> io::Result<()> {
    while let Some(event) = search.step() {
        if let Event::Solution { note, .. } = event {
            let numbers: Vec<String> = note
                .items
                .items()
                .map(|i| instance.w[i].to_string())
                .collect();
            writeln!(w, "{}", numbers.join(" "))?;
        }
    }
    w.flush()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::tree::TreeFormat;
    use crate::problems::subset::engine::textbook;

    fn out(prune: Prune, run_: &ExploreRun) -> String {
        let mut w = Vec::new();
        run(&mut w, &textbook(), prune, run_, Lang::En).unwrap();
        String::from_utf8(w).unwrap()
    }

    #[test]
    fn print_lists_the_subsets_and_count_counts_them() {
        assert_eq!(
            out(Prune::Both, &ExploreRun::Print),
            "5 10 15\n5 12 13\n12 18\n"
        );
        for p in Prune::ALL {
            assert_eq!(out(p, &ExploreRun::Own("--count")), "3\n");
        }
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
            if k["status"] == "pruned" {
                assert!(k["depth"].is_u64() && k["choice"].is_string());
                match k["by"].as_str() {
                    Some("constraint") => (open, c + 1, b),
                    Some("bound") => (open, c, b + 1),
                    other => panic!("by {other:?}"),
                }
            } else {
                assert!(k["choice"] == "take" || k["choice"] == "leave");
                let (o, cc, bb) = count(k);
                (open + o, c + cc, b + bb)
            }
        })
    }

    /// The JSON tree's open nodes number `--stats`'s nodes, its pruned ones its two counts.
    #[test]
    fn the_json_tree_agrees_with_the_stats() {
        for p in Prune::ALL {
            let stats = out(p, &ExploreRun::Stats);
            let tree: serde_json::Value = serde_json::from_str(&out(
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
        }
        let none = out(Prune::None, &ExploreRun::Stats);
        assert_eq!(
            (stat(&none, "nodes"), stat(&none, "whole tree")),
            (127, 127)
        );
    }

    #[test]
    fn trace_lines_name_their_events() {
        let text = out(Prune::Both, &ExploreRun::Trace { limit: Some(3) });
        let lines: Vec<serde_json::Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[0]["event"], "enter");
        assert_eq!(
            (lines[0]["step"].as_u64(), lines[0]["choice"].as_str()),
            (Some(1), Some("take"))
        );
        assert_eq!(lines[0]["cs"], 5);
    }
}
