//! Graph colouring's tests through the shell (its keys, the quiz, compare) and its headless
//! modes.

use super::*;
use crate::cli::explore::{ExploreRequest, ExploreRun, Extra};
use crate::engine::backtrack::Prune;
use crate::app::explore::quiz::{Answer, ChildQuiz};
use crate::app::quiz::{QuizKind, Quizzed};
use crate::app::{App, Playback, Puzzle};
use crate::problems::coloring::engine::{Algo, Graph, built_in_instance, default_instance};
use proptest::prelude::*;

fn app(instance: Instance, prunes: &[Prune]) -> App<Model> {
    let mut a = App::new(
        Model::new(instance, "australia".into(), prunes),
        Playback::paused(Lang::En),
    );
    a.update(Action::Resize(80, 24));
    a
}

#[test]
fn own_keys_switch_the_order_and_the_colours_and_restart() {
    let mut a = app(engine::default_instance(Algo::Fixed), &[Prune::Constraint]);
    a.puzzle.seek(5);
    a.update(Action::Own(ExploreAction::Own(ColoringAction::NextAlgo)));
    assert_eq!((a.puzzle.instance.algo, a.position()), (Algo::Dsatur, 0));
    a.update(Action::Own(ExploreAction::Own(ColoringAction::FewerColours)));
    assert_eq!(a.puzzle.search().hooks().m, 2);
    for _ in 0..20 {
        a.update(Action::Own(ExploreAction::Own(ColoringAction::MoreColours)));
    }
    assert_eq!(a.puzzle.instance.m, MAX_COLOURS);
    for _ in 0..20 {
        a.update(Action::Own(ExploreAction::Own(ColoringAction::FewerColours)));
    }
    assert_eq!(a.puzzle.instance.m, 1);
}

/// Two orders side by side: Tab and Shift-Tab turn both sides' pruning together, so the
/// comparison stays fair (issue 46, item 7: Tab turned the left pane's alone).
#[test]
fn tab_prunes_both_orders_alike() {
    let mut instance = engine::default_instance(Algo::Fixed);
    instance.compare = true;
    let mut a = app(instance, &[Prune::Constraint, Prune::Constraint]);
    let mut seen = Vec::new();
    for action in [ExploreAction::NextPrune, ExploreAction::NextPruneRight, ExploreAction::NextPrune] {
        a.update(Action::Own(action));
        let prunes = a.puzzle.prunes();
        assert_eq!(prunes[0], prunes[1], "{prunes:?}");
        seen.push(prunes[0]);
    }
    assert_eq!(seen, vec![Prune::Both, Prune::None, Prune::Constraint]);
}

/// Tab cycles the three settings, the textbook's first; never the bound alone.
#[test]
fn prune_keys_cycle_the_three_settings() {
    let mut a = app(engine::default_instance(Algo::Fixed), &[Prune::Constraint]);
    let mut seen = Vec::new();
    for _ in 0..3 {
        a.update(Action::Own(ExploreAction::NextPrune));
        seen.push(a.puzzle.prunes()[0]);
    }
    assert_eq!(seen, [Prune::Both, Prune::None, Prune::Constraint]);
}

/// The quiz names the children by their colours: WA takes red first.
#[test]
fn the_quiz_asks_which_colour_comes_next() {
    let a = app(engine::default_instance(Algo::Fixed), &[Prune::Constraint]);
    let q = a.puzzle.question(QuizKind::Basic).unwrap();
    assert_eq!(q.expected, Answer::Child(0));
    let words = ChildQuiz::<Coloring>::question_words(q.ask, Lang::En);
    assert!(words.contains("red") && words.contains("blue"), "{words}");
}

/// Under DSATUR every other level asks which vertex is coloured next: the pick is the
/// node's label and ranks first by saturation, then degree; the fixed order never asks.
#[test]
fn the_quiz_asks_which_vertex_dsatur_colours_next() {
    use crate::app::explore::quiz::{Ask, answer, pick_key};
    let mut a = app(engine::default_instance(Algo::Dsatur), &[Prune::Constraint]);
    let q = a.puzzle.question(QuizKind::Basic).unwrap();
    let words = ChildQuiz::<Coloring>::question_words(q.ask, Lang::En);
    assert!(words.starts_with("depth 0: which vertex is coloured next? a "), "{words}");
    assert!(words.contains("SA"), "{words}");
    let said = ChildQuiz::<Coloring>::answer_words(q.expected, q.ask, Lang::En);
    assert_eq!(said, "SA (0 colours among its neighbours, degree 5)");
    let mut asked = 0;
    for step in 0..200 {
        a.puzzle.seek(step);
        let Some(q) = a.puzzle.question(QuizKind::Basic) else {
            continue;
        };
        let Ask::Pick { options, .. } = q.ask else {
            continue;
        };
        let Answer::Child(k) = q.expected else {
            panic!("{:?}", q.expected)
        };
        let picked = options[k].unwrap();
        let path: Vec<usize> = a.puzzle.panes[0].solver().path().collect();
        assert_eq!(picked, Coloring::label(&a.puzzle.instance, &path));
        let rank = |o: &Node| (o.saturation, o.degree, std::cmp::Reverse(o.vertex));
        assert!(options.iter().flatten().all(|o| rank(&picked) >= rank(o)));
        assert_eq!(answer::<Coloring>(&Action::QuizKey(pick_key(k)), q.ask), Some(q.expected));
        asked += 1;
    }
    assert!(asked >= 3, "{asked}");
    let fixed = app(engine::default_instance(Algo::Fixed), &[Prune::Constraint]);
    let q = fixed.puzzle.question(QuizKind::Basic).unwrap();
    assert!(matches!(q.ask, Ask::Next { .. }));
}

#[test]
fn labels_name_the_vertex_each_depth_colours() {
    let fixed = engine::default_instance(Algo::Fixed);
    assert_eq!(Coloring::label(&fixed, &[]).name.as_str(), "WA");
    assert_eq!(Coloring::label(&fixed, &[0]).name.as_str(), "NT");
    let dsatur = engine::default_instance(Algo::Dsatur);
    assert_eq!(Coloring::label(&dsatur, &[]).name.as_str(), "SA");
    assert_eq!(Coloring::label(&dsatur, &[0, 1]).name.as_str(), "Q");
    assert_eq!((0..9).map(Coloring::child_key).collect::<String>(), "123456789");
}

fn out(instance: &Instance, prune: Prune, run: &ExploreRun, limit: Option<u64>) -> String {
    let extra = Extra {
        limit,
        ..Extra::default()
    };
    if let ExploreRun::Own(mode) = *run {
        let request = ExploreRequest {
            instance: instance.clone(),
            source: String::new(),
            prunes: vec![prune],
            run: run.clone(),
            extra,
        };
        let mut w = Vec::new();
        own(&mut w, &request, mode, Lang::En).unwrap();
        return String::from_utf8(w).unwrap();
    }
    crate::problem::headless::output::<Coloring>(instance, prune, run, extra, Lang::En)
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
    let request = ExploreRequest {
        instance: k10,
        source: String::new(),
        prunes: vec![Prune::Both],
        run: ExploreRun::Own("--chromatic"),
        extra: Extra::default(),
    };
    let e = own(&mut Vec::new(), &request, "--chromatic", Lang::En).unwrap_err();
    assert_eq!(e.kind(), io::ErrorKind::InvalidInput);
    assert!(e.to_string().contains("at most 9 colours") && !e.to_string().contains('\n'));
}

#[test]
fn stats_count_the_cuts() {
    let petersen = built_in_instance("petersen", Algo::Fixed).unwrap();
    let text = out(&petersen, Prune::Both, &ExploreRun::Stats { until: None }, None);
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

/// The Monte Carlo estimate on random graphs of 9 vertices, the colouring's constraint.
#[rstest::rstest]
fn probes_land_near_the_truth(#[values(1, 2, 3)] seed: u64) {
    let instance = Instance::random(9, seed, &default_instance(Algo::Fixed));
    let mut model = Model::new(instance, "random".into(), &[Prune::Constraint]);
    crate::app::estimate::assert_lands_near_truth(&mut model);
}
