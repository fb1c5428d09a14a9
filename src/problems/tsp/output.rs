//! The travelling salesman headless: `--print` (line 1 the optimal cost, line 2 the tour as
//! city numbers from city 1, of two optimal tours the one the search finds first; `no tour`
//! if there is none), and the explorer's shared `--stats`, `--trace` and `--tree`.

use std::io::{self, Write};

use crate::cli::explore::ExploreRun;
use crate::engine::Solver;
use crate::engine::backtrack::{Backtrack, Prune};
use crate::i18n::Lang;
use crate::output::explore::{write_search_tree, write_stats};
use crate::output::write_trace;
use crate::problems::tsp::engine::{Instance, TspHooks};

/// Runs a headless request, writing to `w`.
pub fn run(
    w: &mut impl Write,
    instance: &Instance,
    prune: Prune,
    run: &ExploreRun,
    lang: Lang,
) -> io::Result<()> {
    let search = Backtrack::new(TspHooks::new(instance), prune);
    match run {
        ExploreRun::Print | ExploreRun::Own(_) => print(w, search),
        ExploreRun::Stats => {
            let head = [
                ("n", instance.n().to_string()),
                ("bound", instance.bound.name().to_string()),
            ];
            write_stats(w, search, &head, |s| {
                let best = s
                    .hooks()
                    .bestc()
                    .map_or_else(|| "none".to_string(), |c| c.to_string());
                vec![
                    ("best cost", best),
                    ("improvements", s.counts().solutions.to_string()),
                    ("tours", instance.tours().to_string()),
                ]
            })
        }
        ExploreRun::Trace { limit } => write_trace(w, search, *limit).map(|_| ()),
        ExploreRun::Tree { format, limit } => write_search_tree(w, search, *format, *limit, lang),
        ExploreRun::Tui(_) => Ok(()),
    }
}

/// The optimum: its cost, then its tour from city 1; `no tour` if there is none.
fn print(w: &mut impl Write, mut search: Backtrack<TspHooks>) -> io::Result<()> {
    while search.step().is_some() {}
    match search.hooks().best {
        Some(best) => writeln!(w, "{}\n{}", best.cost, best.tour.joined(" "))?,
        None => writeln!(w, "no tour")?,
    }
    w.flush()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::tsp::engine::{Bound, built_in, textbook};

    fn out(instance: &Instance, prune: Prune, run_: &ExploreRun) -> String {
        let mut w = Vec::new();
        run(&mut w, instance, prune, run_, Lang::En).unwrap();
        String::from_utf8(w).unwrap()
    }

    fn stat(text: &str, key: &str) -> u64 {
        text.lines()
            .find_map(|l| l.strip_prefix(&format!("{key}: ")))
            .unwrap_or_else(|| panic!("{key} in {text}"))
            .parse()
            .unwrap()
    }

    #[test]
    fn print_gives_the_cost_then_the_tour() {
        for bound in [Bound::None, Bound::Cost, Bound::Lower] {
            assert_eq!(
                out(&textbook(bound), Prune::Both, &ExploreRun::Print),
                "25\n1 3 2 4\n"
            );
        }
    }

    /// On the ten cities each bound cuts more than the one before it, to the same optimum.
    #[test]
    fn stronger_bounds_visit_fewer_nodes() {
        let nodes: Vec<u64> = [Bound::None, Bound::Cost, Bound::Lower]
            .iter()
            .map(|&b| {
                let s = out(&built_in("ten", b).unwrap(), Prune::Both, &ExploreRun::Stats);
                assert_eq!(stat(&s, "best cost"), stat(&out(&built_in("ten", Bound::Lower).unwrap(), Prune::Both, &ExploreRun::Stats), "best cost"));
                stat(&s, "nodes")
            })
            .collect();
        assert!(nodes[2] < nodes[1] && nodes[1] < nodes[0], "{nodes:?}");
        assert_eq!(nodes[0], 986_410, "the whole tree of 10 cities");
    }
}
