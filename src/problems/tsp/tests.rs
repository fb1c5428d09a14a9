//! The travelling salesman's tests through the shell (its keys, the quiz, compare) and its
//! headless modes.

use super::*;
use crate::cli::explore::{ExploreRun, Extra};
use crate::engine::backtrack::Prune;
use crate::app::quiz::{QuizKind, Quizzed};
use crate::app::{App, Playback, Puzzle};
use crate::app::explore::quiz::{Answer, ChildQuiz};
use crate::problems::tsp::engine::{Bound, built_in, textbook};

fn app(instance: Instance) -> App<Model> {
    let mut a = App::new(
        Model::new(instance, "textbook".into(), &[Prune::Both]),
        Playback::paused(Lang::En),
    );
    a.update(Action::Resize(80, 24));
    a
}

#[test]
fn o_cycles_the_bound_and_restarts() {
    let mut a = app(engine::textbook(Bound::Cost));
    a.puzzle.seek(5);
    for expected in [Bound::Lower, Bound::Tree, Bound::None, Bound::Cost] {
        a.update(Action::Own(ExploreAction::Own(TspAction::NextBound)));
        assert_eq!((a.puzzle.instance.bound, a.position()), (expected, 0));
    }
}

/// The quiz names the children by the cities they go to, those not yet visited.
#[test]
fn the_quiz_asks_which_city_comes_next() {
    let mut a = app(engine::textbook(Bound::Cost));
    // Step 1 went 1 → 2; its children go to 3 and 4.
    a.puzzle.seek(1);
    let q = a.puzzle.question(QuizKind::Basic).unwrap();
    assert_eq!(q.expected, Answer::Child(0));
    let words = ChildQuiz::<Tsp>::question_words(q.ask, Lang::En);
    assert!(words.contains("1 to 3") && words.contains("2 to 4"), "{words}");
}

/// `--compare-bounds cost,lower`: the two searches run the same instance under the same
/// pruning, each with its bound, to the same optimum; the lower bound visits fewer nodes.
#[test]
fn two_bounds_side_by_side() {
    let inst = Instance {
        compare: Some(Bound::Lower),
        ..engine::built_in("ten", Bound::Cost).unwrap()
    };
    let mut m = Model::new(inst, "ten".into(), &[Prune::Both, Prune::Both]);
    m.seek(u64::MAX / 2);
    let ends: Vec<(Option<u64>, u64, Bound)> = m
        .panes
        .iter()
        .map(|p| {
            let s = p.solver();
            (s.hooks().bestc(), s.counts().nodes(), s.hooks().bound)
        })
        .collect();
    assert_eq!(ends[0].0, ends[1].0);
    assert_eq!((ends[0].2, ends[1].2), (Bound::Cost, Bound::Lower));
    assert!(ends[1].1 < ends[0].1, "{ends:?}");
    assert_eq!(
        Tsp::pane_name(&m.instance, 1, Lang::En).as_deref(),
        Some("bound cc + d + rest")
    );
}

#[test]
fn labels_follow_the_path() {
    let inst = engine::textbook(Bound::Cost);
    assert_eq!(Tsp::label(&inst, &[]).cities.cities(), [1, 2, 3]);
    assert_eq!(Tsp::label(&inst, &[1]).cities.cities(), [1, 3]);
    assert_eq!(Tsp::label(&inst, &[1, 1]).stop, 4);
    assert_eq!(
        (0..12).map(Tsp::child_key).collect::<String>(),
        "1234567890ab"
    );
}

fn out(instance: &Instance, prune: Prune, run: &ExploreRun) -> String {
    crate::problem::headless::output::<Tsp>(instance, prune, run, Extra::default(), Lang::En)
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
    for bound in Bound::ALL {
        assert_eq!(
            out(&textbook(bound), Prune::Both, &ExploreRun::Print),
            "25\n1 3 2 4\n"
        );
    }
}

/// On the ten cities each bound cuts more than the one before it, to the same optimum.
#[test]
fn stronger_bounds_visit_fewer_nodes() {
    let nodes: Vec<u64> = Bound::ALL
        .iter()
        .map(|&b| {
            let s = out(&built_in("ten", b).unwrap(), Prune::Both, &ExploreRun::Stats { until: None });
            assert_eq!(stat(&s, "best cost"), stat(&out(&built_in("ten", Bound::Lower).unwrap(), Prune::Both, &ExploreRun::Stats { until: None }), "best cost"));
            stat(&s, "nodes")
        })
        .collect();
    assert!(nodes[3] < nodes[2] && nodes[2] < nodes[1] && nodes[1] < nodes[0], "{nodes:?}");
    assert_eq!(nodes[0], 986_410, "the whole tree of 10 cities");
}

proptest::proptest! {
    /// Branch and bound on random maps, every bound that cuts: the queue and the priority
    /// queue (by the bound) prove the optimum a brute force over every tour finds, and least
    /// cost first expands no more nodes than the queue.
    #[test]
    fn every_strategy_proves_the_shortest_tour(seed in 0u64..300, n in 3usize..9, which in 0usize..3) {
        use crate::engine::branch::{BranchAndBound, Strategy};
        let bound = [Bound::Cost, Bound::Lower, Bound::Tree][which];
        let inst = Instance::random(n, seed, bound);
        let d = |i: usize, j: usize| inst.dist[i][j].unwrap_or(u64::MAX / 64);
        let mut cities: Vec<usize> = (1..n).collect();
        let mut brute = u64::MAX;
        permute(&mut cities, 0, &mut |tour| {
            let mut cost = d(0, tour[0]) + d(tour[tour.len() - 1], 0);
            cost += tour.windows(2).map(|w| d(w[0], w[1])).sum::<u64>();
            brute = brute.min(cost);
        });
        let mut expanded = Vec::new();
        for strategy in Strategy::ALL {
            let mut s = BranchAndBound::new(engine::TspHooks::new(&inst), Prune::Both, strategy);
            s.run();
            proptest::prop_assert_eq!(s.best().map(|b| b.cost), Some(brute), "{:?}", strategy);
            expanded.push(s.tally().expanded);
        }
        proptest::prop_assert!(expanded[2] <= expanded[1], "lc {} > fifo {}", expanded[2], expanded[1]);
    }
}

/// Every order of `v[k..]`, each handed to `f`.
fn permute(v: &mut Vec<usize>, k: usize, f: &mut impl FnMut(&[usize])) {
    if k == v.len() {
        f(v);
        return;
    }
    for i in k..v.len() {
        v.swap(k, i);
        permute(v, k + 1, f);
        v.swap(k, i);
    }
}

/// TSPLIB's classroom files ship built in and read to their published sizes; burma14's
/// optimum, 3,323, is proved by least cost first with the cheapest-edge lower bound (the
/// queue is left empty: nothing can beat it). gr17 reads its lower triangle: d(1, 2) = 633,
/// d(17, 16) = 336; ulysses16 by TSPLIB's GEO.
#[test]
fn the_classroom_files_ship_and_burma14_is_proved() {
    use crate::engine::branch::{BranchAndBound, Strategy};
    let burma = built_in("burma14", Bound::Lower).unwrap();
    assert_eq!(burma.n(), 14);
    let gr17 = built_in("gr17", Bound::Lower).unwrap();
    assert_eq!(gr17.n(), 17);
    assert_eq!((gr17.dist[0][1], gr17.dist[16][15]), (Some(633), Some(336)));
    assert_eq!(built_in("ulysses16", Bound::Lower).unwrap().n(), 16);
    let mut s = BranchAndBound::new(engine::TspHooks::new(&burma), Prune::Both, Strategy::Lc);
    s.run();
    assert!(s.is_done());
    assert_eq!(s.best().map(|b| b.cost), Some(3323));
}

/// The three classroom files proved optimal by backtracking and least cost first under the
/// spanning-tree bound with Held and Karp's penalties, to TSPLIB's published optima; least
/// cost first expands fewer nodes than backtracking, a hundred at most. (The queue is left
/// out: with no tour known until it reaches the leaves, it holds every level whole.)
#[rstest::rstest]
#[case("burma14", 3323)]
#[case("ulysses16", 6859)]
#[case("gr17", 2085)]
fn the_tree_bound_proves_the_classroom_files(#[case] name: &str, #[case] optimum: u64) {
    use crate::engine::branch::{BranchAndBound, Strategy};
    let inst = built_in(name, Bound::Tree).unwrap();
    let mut expanded = Vec::new();
    for strategy in [Strategy::Backtrack, Strategy::Lc] {
        let mut s = BranchAndBound::new(engine::TspHooks::new(&inst), Prune::Both, strategy);
        s.run();
        assert!(s.is_done());
        assert_eq!(s.best().map(|b| b.cost), Some(optimum), "{name} {strategy:?}");
        expanded.push(s.tally().expanded);
    }
    assert!(expanded[1] < expanded[0] && expanded[1] < 100, "{name}: {expanded:?}");
}

/// Branch and bound on screen: the textbook's four cities under the spanning-tree bound by
/// backtracking's stack beside LC's priority queue after three expansions, the live-node
/// table with cc and lb, in both languages at a laptop's and a projector's size; and the
/// single LC search at a projector's size, its table beside its tree.
mod branch_screen {
    use super::*;
    use crate::engine::branch::Strategy;
    use crate::ui::branch::testing::{app, render};
    use rstest::rstest;

    #[rstest]
    #[case::en_80x24(Lang::En, (80, 24))]
    #[case::en_100x30(Lang::En, (100, 30))]
    #[case::zh_80x24(Lang::Zh, (80, 24))]
    #[case::zh_100x30(Lang::Zh, (100, 30))]
    fn the_live_node_tables(#[case] lang: Lang, #[case] size: (u16, u16)) {
        let inst = textbook(Bound::Tree);
        let a = app::<Tsp>(inst, &[Strategy::Backtrack, Strategy::Lc], lang, 3, size);
        let t = render(&a, size);
        let name = format!("tsp_branch_{}_{}x{}", lang.code(), size.0, size.1);
        insta::assert_snapshot!(name, t.backend());
        let screen = crate::ui::explore::testing::text(&t);
        assert!(screen.contains("cc=") && screen.contains("lb="), "{screen}");
    }

    #[test]
    fn lc_alone_100x30_en() {
        let a = app::<Tsp>(built_in("ten", Bound::Tree).unwrap(), &[Strategy::Lc], Lang::En, 4, (100, 30));
        insta::assert_snapshot!(render(&a, (100, 30)).backend());
    }
}
