//! Permutations headless: `--print` (one arrangement a line, items separated by one space),
//! `--count`, and the explorer's shared `--stats`, `--trace` and `--tree`.

use std::io::{self, Write};

use crate::cli::explore::ExploreRun;
use crate::engine::Solver;
use crate::engine::backtrack::{Backtrack, Event, Prune};
use crate::i18n::Lang;
use crate::output::explore::{write_search_tree, write_stats};
use crate::output::write_trace;
use crate::problems::permutations::engine::{Instance, PermHooks};

/// Runs a headless request, writing to `w`.
pub fn run(
    w: &mut impl Write,
    instance: &Instance,
    prune: Prune,
    run: &ExploreRun,
    lang: Lang,
) -> io::Result<()> {
    let search = Backtrack::new(PermHooks::new(instance), prune);
    match run {
        ExploreRun::Print => print(w, search),
        ExploreRun::Own(_) => {
            let c = search.run_to_end();
            writeln!(w, "{}", c.solutions)?;
            w.flush()
        }
        ExploreRun::Stats => {
            let items: Vec<String> = instance.items.iter().map(u64::to_string).collect();
            let head = [
                ("n", instance.items.len().to_string()),
                ("items", items.join(" ")),
                ("algorithm", instance.algo.name().to_string()),
            ];
            write_stats(w, search, &head, |s| {
                vec![
                    ("permutations", s.counts().solutions.to_string()),
                    ("distinct", instance.distinct().to_string()),
                ]
            })
        }
        ExploreRun::Trace { limit } => write_trace(w, search, *limit).map(|_| ()),
        ExploreRun::Tree { format, limit } => write_search_tree(w, search, *format, *limit, lang),
        ExploreRun::Tui(_) => Ok(()),
    }
}

/// Each arrangement on a line, as it is found.
fn print(w: &mut impl Write, mut search: Backtrack<PermHooks>) -> io::Result<()> {
    while let Some(event) = search.step() {
        if let Event::Solution { note, .. } = event {
            writeln!(w, "{}", note.permutation.joined(" "))?;
        }
    }
    w.flush()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::permutations::engine::{Algo, built_in, textbook};

    fn out(instance: &Instance, prune: Prune, run_: &ExploreRun) -> String {
        let mut w = Vec::new();
        run(&mut w, instance, prune, run_, Lang::En).unwrap();
        String::from_utf8(w).unwrap()
    }

    #[test]
    fn print_lists_the_arrangements_in_lexicographic_order() {
        assert_eq!(
            out(&textbook(Algo::Used), Prune::Both, &ExploreRun::Print),
            "1 2 3\n1 3 2\n2 1 3\n2 3 1\n3 1 2\n3 2 1\n"
        );
        let repeats = built_in("repeats", Algo::Used).unwrap();
        assert_eq!(
            out(&repeats, Prune::Both, &ExploreRun::Print),
            "1 1 2\n1 2 1\n2 1 1\n"
        );
        assert_eq!(out(&repeats, Prune::None, &ExploreRun::Own("--count")), "6\n");
        assert_eq!(out(&repeats, Prune::Both, &ExploreRun::Own("--count")), "3\n");
    }

    #[test]
    fn stats_count_the_repeats_cut() {
        let repeats = built_in("repeats", Algo::Swap).unwrap();
        let text = out(&repeats, Prune::Both, &ExploreRun::Stats);
        let stat = |key: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(&format!("{key}: ")))
                .unwrap_or_else(|| panic!("{key} in {text}"))
                .to_string()
        };
        assert_eq!(stat("permutations"), "3");
        assert_eq!(stat("distinct"), "3");
        assert_eq!(stat("whole tree"), "16");
        assert_ne!(stat("pruned by constraint"), "0");
        assert_eq!(stat("pruned by bound"), "0");
    }
}
