//! The scripted problem's tests: every built-in script's answers against a brute force
//! written here in Rust, on its default instance and on random ones; the scripted 8-queens
//! and subset sum against the built-in problems' counts; the command line and the headless
//! modes, its errors in one line; the same trace twice.

use std::sync::Arc;

use proptest::prelude::*;
use rstest::rstest;

use super::*;
use crate::cli::explore::{ExploreRun, Extra};
use crate::engine::Solver;
use crate::engine::backtrack::{Event, Prune};
use crate::engine::random::SplitMix64;
use crate::problem::headless::output;
use crate::problems::script::engine::Num;

/// Built-in script `name` on `data` (its own `data()` when none).
fn load(name: &str, data: Option<serde_json::Value>) -> Instance {
    let script = cli::script(name, engine::host::DEFAULT_MAX_OPS).expect("a built-in script");
    let d = data.map(|v| rhai::serde::to_dynamic(&v).expect("JSON as a Rhai value"));
    Instance::load(&[script], d, None).expect("the script sets up")
}

/// The solutions' values (each a line, as `--print` writes them) and the best value, under
/// `prune`.
fn solve(instance: &Instance, prune: Prune) -> (Vec<String>, Option<Num>) {
    let mut search = Backtrack::new(Script::hooks(instance), prune);
    let mut found = Vec::new();
    while let Some(e) = search.step() {
        if let Event::Solution { note, .. } = e {
            found.push(note.x.to_string());
        }
    }
    assert!(search.hooks().fault().is_none(), "{:?}", search.hooks().fault());
    (found, search.hooks().best().map(|(v, _)| v))
}

/// Every permutation of 0..n, in lexicographic order.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for p in permutations(n - 1) {
        for at in 0..=p.len() {
            let mut q = p.clone();
            q.insert(at, n - 1);
            out.push(q);
        }
    }
    out.sort();
    out
}

fn queens_brute(n: usize) -> Vec<String> {
    permutations(n)
        .into_iter()
        .filter(|p| {
            (0..n).all(|i| (i + 1..n).all(|j| p[i].abs_diff(p[j]) != j - i))
        })
        .map(|p| p.iter().map(|c| (c + 1).to_string()).collect::<Vec<_>>().join(" "))
        .collect()
}

#[rstest]
#[case(4)]
#[case(5)]
#[case(6)]
#[case(8)]
fn the_queens_script_finds_every_placement(#[case] n: usize) {
    let inst = load("queens", Some(serde_json::json!({ "n": n })));
    assert_eq!(solve(&inst, Prune::Both).0, queens_brute(n));
}

/// The scripted 8-queens counts as `backtrack queens -n 8 --stats` does: 2 057 nodes
/// visited, 15 721 generated, 92 solutions; and so for every N from 1 to 8.
#[test]
fn the_queens_script_counts_as_the_built_in_queens() {
    use crate::problems::queens::engine::Algo;
    use crate::problems::queens::output::run_stats;
    let out = output::<Script>(&load("queens", None), Prune::Both, &ExploreRun::Stats { until: None }, Extra::default(), Lang::En);
    for line in ["nodes: 2057", "generated: 15721", "solutions: 92", "pruned by bound: 0"] {
        assert!(out.lines().any(|l| l == line), "{line} in\n{out}");
    }
    for n in 1..=8 {
        let inst = load("queens", Some(serde_json::json!({ "n": n })));
        let script = Backtrack::new(Script::hooks(&inst), Prune::Both).run_to_end();
        let built = run_stats(Algo::Iterative, n).counters;
        assert_eq!(
            (script.nodes(), script.nodes() + script.by_constraint, script.solutions),
            (built.nodes, built.nodes + built.conflicts, built.solutions),
            "n = {n}"
        );
    }
}

/// The subset-sum script and `backtrack subset-sum` give the same counts under every prune
/// setting, on the textbook's instance and random ones.
#[test]
fn the_subset_sum_script_counts_as_the_built_in_one() {
    use crate::problems::subset::engine::{Instance as Subset, SubsetHooks};
    let mut cases = vec![crate::problems::subset::engine::textbook()];
    cases.extend((1..6).map(|seed| Subset::random(7, seed)));
    for case in cases {
        let data = serde_json::json!({ "w": case.w, "m": case.target });
        let inst = load("subset-sum", Some(data));
        for prune in Prune::ALL {
            let script = Backtrack::new(Script::hooks(&inst), prune).run_to_end();
            let built = Backtrack::new(SubsetHooks::new(&case), prune).run_to_end();
            assert_eq!(
                (script.nodes(), script.by_constraint, script.by_bound, script.solutions, script.backtracks),
                (built.nodes(), built.by_constraint, built.by_bound, built.solutions, built.backtracks),
                "{case:?} {prune:?}"
            );
        }
    }
}

/// A random simple graph on `n` vertices as edges (1-based).
fn graph(n: usize, seed: u64) -> Vec<[usize; 2]> {
    let mut rng = SplitMix64::new(seed);
    let mut edges = Vec::new();
    for u in 1..=n {
        for v in u + 1..=n {
            if rng.below(2) == 1 {
                edges.push([u, v]);
            }
        }
    }
    edges
}

fn clique_brute(n: usize, edges: &[[usize; 2]]) -> usize {
    let joined = |u: usize, v: usize| edges.contains(&[u, v]) || edges.contains(&[v, u]);
    (0u32..1 << n)
        .filter(|m| {
            let vs: Vec<usize> = (0..n).filter(|i| m >> i & 1 == 1).map(|i| i + 1).collect();
            vs.iter().all(|&u| vs.iter().all(|&v| u == v || joined(u, v)))
        })
        .map(|m| m.count_ones() as usize)
        .max()
        .unwrap_or(0)
}

#[test]
fn the_max_clique_script_finds_the_largest_clique() {
    let mut cases = vec![(5, vec![[1, 2], [1, 4], [1, 5], [2, 3], [2, 5], [3, 5], [4, 5]])];
    cases.extend((1..8).map(|seed| (4 + seed as usize % 5, graph(4 + seed as usize % 5, seed))));
    for (n, edges) in cases {
        let inst = load("max-clique", Some(serde_json::json!({ "n": n, "edges": edges })));
        let best = clique_brute(n, &edges);
        for prune in [Prune::Both, Prune::Constraint] {
            let (_, value) = solve(&inst, prune);
            assert_eq!(value, Some(Num::Int(best as i64)), "{n} {edges:?} {prune:?}");
        }
    }
}

fn flow_brute(m: &[[i64; 2]]) -> i64 {
    permutations(m.len())
        .into_iter()
        .map(|p| {
            let (mut f1, mut f2, mut f) = (0, 0, 0);
            for j in p {
                f1 += m[j][0];
                f2 = f2.max(f1) + m[j][1];
                f += f2;
            }
            f
        })
        .min()
        .unwrap_or(0)
}

#[test]
fn the_flow_shop_script_finds_the_least_sum_of_finishing_times() {
    let mut cases = vec![vec![[2, 1], [3, 1], [2, 3]]];
    let mut rng = SplitMix64::new(9);
    for n in 2..=5 {
        cases.push((0..n).map(|_| [1 + rng.below(9) as i64, 1 + rng.below(9) as i64]).collect());
    }
    for m in cases {
        let inst = load("flow-shop", Some(serde_json::json!({ "m": m })));
        for prune in [Prune::Both, Prune::None] {
            assert_eq!(solve(&inst, prune).1, Some(Num::Int(flow_brute(&m))), "{m:?}");
        }
    }
    assert_eq!(flow_brute(&[[2, 1], [3, 1], [2, 3]]), 18);
}

/// First rows of n signs (0: +, 1: -) whose triangle has as many of each, in the tree's
/// order (+ first).
fn triangles_brute(n: usize) -> Vec<String> {
    (0u32..1 << n)
        .map(|m| (0..n).map(|i| (m >> (n - 1 - i) & 1) as u8).collect::<Vec<u8>>())
        .filter(|row| {
            let (mut row, mut minus, mut all) = (row.clone(), 0, 0);
            while !row.is_empty() {
                minus += row.iter().map(|&s| usize::from(s)).sum::<usize>();
                all += row.len();
                row = row.windows(2).map(|w| w[0] ^ w[1]).collect();
            }
            2 * minus == all
        })
        .map(|row| row.iter().map(ToString::to_string).collect::<Vec<_>>().join(" "))
        .collect()
}

#[rstest]
#[case(3)]
#[case(4)]
#[case(5)]
#[case(7)]
#[case(8)]
fn the_sign_triangles_script_finds_every_balanced_triangle(#[case] n: usize) {
    let inst = load("sign-triangles", Some(serde_json::json!({ "n": n })));
    assert_eq!(solve(&inst, Prune::Both).0, triangles_brute(n));
}

fn circles_brute(r: &[f64]) -> f64 {
    permutations(r.len())
        .into_iter()
        .map(|p| {
            let mut cx: Vec<f64> = Vec::new();
            for t in 0..p.len() {
                let c = (0..t)
                    .map(|j| cx[j] + 2.0 * (r[p[t]] * r[p[j]]).sqrt())
                    .fold(0.0, f64::max);
                cx.push(c);
            }
            let low = (0..p.len()).map(|t| cx[t] - r[p[t]]).fold(0.0, f64::min);
            let high = (0..p.len()).map(|t| cx[t] + r[p[t]]).fold(0.0, f64::max);
            high - low
        })
        .fold(f64::INFINITY, f64::min)
}

#[test]
fn the_circles_script_finds_the_shortest_row() {
    let mut cases = vec![vec![1.0, 1.0, 2.0]];
    let mut rng = SplitMix64::new(4);
    for n in 2..=5 {
        cases.push((0..n).map(|_| 1.0 + rng.below(40) as f64 / 10.0).collect());
    }
    for r in cases {
        let inst = load("circles", Some(serde_json::json!({ "r": r })));
        let Some(Num::Float(best)) = solve(&inst, Prune::Both).1 else {
            panic!("a length");
        };
        assert!((best - circles_brute(&r)).abs() < 1e-9, "{r:?}: {best}");
    }
    assert!((circles_brute(&[1.0, 1.0, 2.0]) - (2.0 + 4.0 * 2f64.sqrt())).abs() < 1e-9);
}

fn boards_brute(n: usize, nets: &[Vec<usize>]) -> usize {
    permutations(n)
        .into_iter()
        .map(|p| {
            (0..n)
                .map(|i| {
                    nets.iter()
                        .filter(|net| {
                            let before = (0..=i).filter(|&j| net.contains(&(p[j] + 1))).count();
                            before > 0 && before < net.len()
                        })
                        .count()
                })
                .max()
                .unwrap_or(0)
        })
        .min()
        .unwrap_or(0)
}

#[test]
fn the_boards_script_finds_the_least_density() {
    let textbook: Vec<Vec<usize>> = vec![vec![4, 5, 6], vec![2, 3], vec![1, 3], vec![3, 6], vec![7, 8]];
    let mut cases = vec![(8, textbook)];
    let mut rng = SplitMix64::new(11);
    for n in 3..=6 {
        let nets = (0..3)
            .map(|_| {
                let mut net: Vec<usize> = (1..=n).filter(|_| rng.below(2) == 1).collect();
                if net.len() < 2 {
                    net = vec![1, n];
                }
                net
            })
            .collect();
        cases.push((n, nets));
    }
    for (n, nets) in cases {
        let inst = load("boards", Some(serde_json::json!({ "n": n, "nets": nets })));
        let best = boards_brute(n, &nets);
        assert_eq!(solve(&inst, Prune::Both).1, Some(Num::Int(best as i64)), "{nets:?}");
    }
}

/// The largest r over every choice of n stamp values (the first 1) up to `top`.
fn postage_brute(n: usize, m: usize, top: usize) -> usize {
    fn rec(x: &mut Vec<usize>, n: usize, top: usize, best: &mut usize, reach: &dyn Fn(&[usize]) -> usize) {
        if x.len() == n {
            *best = (*best).max(reach(x));
            return;
        }
        for v in x[x.len() - 1] + 1..=top {
            x.push(v);
            rec(x, n, top, best, reach);
            x.pop();
        }
    }
    let reach = |x: &[usize]| {
        let mut least = vec![0usize];
        loop {
            let v = least.len();
            let best = x.iter().filter(|&&s| s <= v).map(|&s| least[v - s] + 1).min().unwrap_or(m + 1);
            if best > m {
                return v - 1;
            }
            least.push(best);
        }
    };
    let mut best = 0;
    let mut x = vec![1];
    rec(&mut x, n, top, &mut best, &reach);
    best
}

#[rstest]
#[case(2, 3)]
#[case(3, 3)]
#[case(4, 3)]
#[case(3, 4)]
fn the_postage_script_finds_the_longest_run(#[case] n: usize, #[case] m: usize) {
    let inst = load("postage", Some(serde_json::json!({ "n": n, "m": m })));
    // No value above the run the others reach plus one helps: (n m) + 1 bounds them all.
    let best = postage_brute(n, m, n * m * 3);
    assert_eq!(solve(&inst, Prune::Both).1, Some(Num::Int(best as i64)));
}

#[test]
fn the_postage_default_is_24() {
    assert_eq!(solve(&load("postage", None), Prune::Both).1, Some(Num::Int(24)));
}

fn combinations_brute(candidates: &[usize], target: usize) -> Vec<String> {
    // Every count of each candidate, as a non-decreasing list.
    let mut out = Vec::new();
    let mut counts = vec![0usize; candidates.len()];
    loop {
        let sum: usize = counts.iter().zip(candidates).map(|(k, c)| k * c).sum();
        if sum == target {
            let list: Vec<String> = counts
                .iter()
                .zip(candidates)
                .flat_map(|(&k, c)| std::iter::repeat_n(c.to_string(), k))
                .collect();
            out.push(list.join(" "));
        }
        let mut i = 0;
        loop {
            if i == counts.len() {
                out.sort_by_key(|s| s.split(' ').map(|v| v.parse::<usize>().unwrap_or(0)).collect::<Vec<_>>());
                return out;
            }
            counts[i] += 1;
            if counts[i] * candidates[i] <= target {
                break;
            }
            counts[i] = 0;
            i += 1;
        }
    }
}

#[rstest]
#[case(vec![2, 3, 6, 7], 7)]
#[case(vec![2, 3, 5], 8)]
#[case(vec![3, 4, 7], 14)]
fn the_combination_sum_script_finds_every_combination(#[case] candidates: Vec<usize>, #[case] target: usize) {
    let inst = load(
        "combination-sum",
        Some(serde_json::json!({ "candidates": candidates, "target": target })),
    );
    assert_eq!(solve(&inst, Prune::Both).0, combinations_brute(&candidates, target));
}

fn parentheses_brute(n: usize) -> Vec<String> {
    (0u32..1 << (2 * n))
        .map(|m| (0..2 * n).map(|i| if m >> (2 * n - 1 - i) & 1 == 0 { '(' } else { ')' }).collect::<Vec<char>>())
        .filter(|s| {
            let mut open = 0i32;
            s.iter().all(|&c| {
                open += if c == '(' { 1 } else { -1 };
                open >= 0
            }) && open == 0
        })
        .map(|s| s.iter().map(char::to_string).collect::<Vec<_>>().join(" "))
        .collect()
}

#[rstest]
#[case(1)]
#[case(3)]
#[case(4)]
fn the_parentheses_script_finds_every_balanced_string(#[case] n: usize) {
    let inst = load("parentheses", Some(serde_json::json!({ "n": n })));
    assert_eq!(solve(&inst, Prune::Both).0, parentheses_brute(n));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// Random graphs: the clique script's best is the brute force's under both settings
    /// that keep the constraint.
    #[test]
    fn random_graphs_have_their_largest_clique_found(n in 1usize..9, seed in 0u64..1000) {
        let edges = graph(n, seed);
        let inst = load("max-clique", Some(serde_json::json!({ "n": n, "edges": edges })));
        let best = clique_brute(n, &edges);
        prop_assert_eq!(solve(&inst, Prune::Both).1, Some(Num::Int(best as i64)));
    }
}

/// Every built-in script run twice gives the same trace, and its template too.
#[test]
fn every_built_in_script_gives_the_same_trace_twice() {
    for (name, _) in BUILT_IN {
        let trace = || {
            output::<Script>(&load(name, None), Prune::Both, &ExploreRun::Trace { limit: Some(3000) }, Extra::default(), Lang::En)
        };
        let first = trace();
        assert!(first.lines().count() > 5, "{name}");
        assert_eq!(first, trace(), "{name}");
    }
    let template = engine::Script::compile("template.rhai", "template", TEMPLATE, 1_000_000).unwrap();
    let inst = Instance::load(&[Arc::new(template)], None, None).unwrap();
    assert_eq!(solve(&inst, Prune::Both).1, Some(Num::Int(2)));
}

#[test]
fn every_built_in_script_fits_forty_lines() {
    for (name, source) in BUILT_IN {
        assert!(source.lines().count() <= 40, "{name}: {} lines", source.lines().count());
    }
}

/// `--print`: an enumeration's solutions a line each; an optimisation's best value, then its
/// values; `--count` the solutions.
#[test]
fn print_writes_the_solutions_or_the_best() {
    let run = |name: &str, how: &ExploreRun| output::<Script>(&load(name, None), Prune::Both, how, Extra::default(), Lang::En);
    assert_eq!(run("parentheses", &ExploreRun::Print).lines().count(), 5);
    assert_eq!(run("max-clique", &ExploreRun::Print), "3\n1 1 0 0 1\n");
    assert_eq!(run("flow-shop", &ExploreRun::Print), "18\n1 3 2\n");
    assert_eq!(run("queens", &ExploreRun::Own("--count")), "92\n");
    let stats = run("max-clique", &ExploreRun::Stats { until: None });
    for line in ["script: max-clique.rhai", "tree: subset", "best value: 3", "improvements: 1"] {
        assert!(stats.lines().any(|l| l == line), "{line} in\n{stats}");
    }
}

#[test]
fn tree_json_names_each_node_by_its_label() {
    let tree = output::<Script>(
        &load("max-clique", None),
        Prune::Both,
        &ExploreRun::Tree {
            format: crate::output::tree::TreeFormat::Json,
            limit: crate::output::tree::Limits::default(),
        },
        Extra::default(),
        Lang::En,
    );
    let root: serde_json::Value = serde_json::from_str(&tree).expect("one JSON tree");
    assert_eq!(root["children"][0]["label"], "+1");
    assert_eq!(root["children"][1]["label"], "-1");
    assert!(tree.contains("\"status\":\"pruned\"") && tree.contains("\"by\":\"constraint\""), "{tree}");
    assert!(tree.contains("are not joined"), "{tree}");
}

/// Every sample the shared tests run on is there: a script that fails to load (a fixture not
/// found from where the tests run) would drop its sample silently.
#[test]
fn every_sample_loads() {
    assert_eq!(<Script as crate::problem::Problem>::samples().len(), 5);
}
