//! Graph colouring headless: `--print` (one colouring a line, the colours of vertices 1..n
//! separated by one space), `--count` (the colourings with m colours), `--chromatic` (the
//! least m with one), and the explorer's shared `--stats`, `--trace` and `--tree`.

use std::io::{self, Write};

use crate::cli::explore::ExploreRun;
use crate::engine::Solver;
use crate::engine::backtrack::{Backtrack, Event, Prune};
use crate::i18n::Lang;
use crate::output::explore::{write_search_tree, write_stats};
use crate::output::write_trace;
use crate::problems::coloring::engine::{ColoringHooks, Instance, chromatic, count};
use crate::problems::coloring::words::text;

/// Runs a headless request, writing to `w`; `limit` stops `--print` and `--count`.
pub fn run(
    w: &mut impl Write,
    instance: &Instance,
    prune: Prune,
    run: &ExploreRun,
    limit: Option<u64>,
    lang: Lang,
) -> io::Result<()> {
    let search = Backtrack::new(ColoringHooks::new(instance, instance.algo), prune);
    match run {
        ExploreRun::Print => print(w, search, limit),
        ExploreRun::Own("--chromatic") => match chromatic(&instance.graph, instance.algo) {
            Some(m) => {
                writeln!(w, "{m}")?;
                w.flush()
            }
            None => Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                (text(lang).chromatic_too_big)(instance.graph.n()),
            )),
        },
        ExploreRun::Own(_) => {
            writeln!(w, "{}", count(instance, instance.algo, prune, limit))?;
            w.flush()
        }
        ExploreRun::Stats => {
            let g = &instance.graph;
            let head = [
                ("vertices", g.n().to_string()),
                ("edges", g.edges.len().to_string()),
                ("colours", instance.m.to_string()),
                ("algorithm", instance.algo.name().to_string()),
            ];
            write_stats(w, search, &head, |s| {
                vec![("colourings", s.counts().solutions.to_string())]
            })
        }
        ExploreRun::Trace { limit } => write_trace(w, search, *limit).map(|_| ()),
        ExploreRun::Tree { format, limit } => write_search_tree(w, search, *format, *limit, lang),
        ExploreRun::Tui(_) => Ok(()),
    }
}

/// Each colouring on a line, as it is found, at most `limit`.
fn print(w: &mut impl Write, mut search: Backtrack<ColoringHooks>, limit: Option<u64>) -> io::Result<()> {
    let mut printed = 0;
    while let Some(event) = search.step() {
        if let Event::Solution { .. } = event {
            let colours: Vec<String> = search.hooks().colour.iter().map(u8::to_string).collect();
            writeln!(w, "{}", colours.join(" "))?;
            printed += 1;
            if limit.is_some_and(|l| printed >= l) {
                break;
            }
        }
    }
    w.flush()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::coloring::engine::{Algo, Graph, built_in_instance, default_instance};
    use proptest::prelude::*;

    fn out(instance: &Instance, prune: Prune, run_: &ExploreRun, limit: Option<u64>) -> String {
        let mut w = Vec::new();
        run(&mut w, instance, prune, run_, limit, Lang::En).unwrap();
        String::from_utf8(w).unwrap()
    }

    #[test]
    fn print_count_and_chromatic() {
        let map = default_instance(Algo::Fixed);
        let text = out(&map, Prune::Constraint, &ExploreRun::Print, None);
        assert_eq!(text.lines().count(), 18);
        assert_eq!(text.lines().next(), Some("1 2 3 1 2 1 1"));
        assert_eq!(out(&map, Prune::Both, &ExploreRun::Own("--count"), None), "18\n");
        assert_eq!(out(&map, Prune::None, &ExploreRun::Own("--count"), Some(5)), "5\n");
        let myciel = built_in_instance("myciel3", Algo::Dsatur).unwrap();
        assert_eq!(out(&myciel, Prune::Both, &ExploreRun::Own("--chromatic"), None), "4\n");
        // K10 needs 10 colours, past the search's 9: bad input, in one line.
        let k10 = Instance::new(Graph::complete(10), 3, Algo::Fixed);
        let mut w = Vec::new();
        let e = run(&mut w, &k10, Prune::Both, &ExploreRun::Own("--chromatic"), None, Lang::En).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::InvalidInput);
        assert!(e.to_string().contains("at most 9 colours") && !e.to_string().contains('\n'));
    }

    #[test]
    fn stats_count_the_cuts() {
        let petersen = built_in_instance("petersen", Algo::Fixed).unwrap();
        let text = out(&petersen, Prune::Both, &ExploreRun::Stats, None);
        let stat = |key: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(&format!("{key}: ")))
                .unwrap_or_else(|| panic!("{key} in {text}"))
                .to_string()
        };
        assert_eq!(stat("colourings"), "120");
        assert_ne!(stat("pruned by constraint"), "0");
        assert_ne!(stat("pruned by bound"), "0");
        assert_eq!(stat("whole tree"), "88573");
    }

    proptest! {
        /// Every colouring printed is proper, and there are as many as --count says.
        #[test]
        fn every_colouring_printed_is_proper(n in 1usize..8, p in 0.0f64..1.0, m in 1usize..4, seed: u64, dsatur: bool) {
            let algo = if dsatur { Algo::Dsatur } else { Algo::Fixed };
            let inst = Instance::new(Graph::random(n, p, seed), m, algo);
            let text = out(&inst, Prune::Both, &ExploreRun::Print, None);
            for line in text.lines() {
                let colours: Vec<u8> = line.split(' ').map(|c| c.parse().unwrap()).collect();
                prop_assert!(inst.graph.is_proper(&colours), "{}", line);
                prop_assert!(colours.iter().all(|&c| (1..=m as u8).contains(&c)));
            }
            let counted: usize = out(&inst, Prune::Constraint, &ExploreRun::Own("--count"), None).trim().parse().unwrap();
            prop_assert_eq!(text.lines().count(), counted);
        }
    }
}
