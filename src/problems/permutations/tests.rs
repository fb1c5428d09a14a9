//! Permutations' tests through the shell (its keys, the quiz) and its headless modes.

use super::*;
use crate::cli::explore::{ExploreRun, Extra};
use crate::engine::backtrack::Prune;
use crate::action::Action;
use crate::app::quiz::QuizKind;
use crate::app::{App, Playback, Puzzle};
use crate::engine::backtrack::Event;
use crate::engine::tree::Cut;
use crate::problems::permutations::engine::{Algo, built_in, textbook};

fn app(instance: Instance) -> App<Model> {
    let playback = Playback::paused(Lang::En);
    let mut a = App::new(
        Model::new(instance, "textbook".into(), &[Prune::Both]),
        playback,
    );
    a.update(Action::Resize(80, 24));
    a
}

#[test]
fn a_switches_the_algorithm_and_restarts() {
    let mut a = app(engine::textbook(Algo::Used));
    a.puzzle.seek(5);
    a.update(Action::Own(ExploreAction::Own(PermAction::NextAlgo)));
    assert_eq!(a.puzzle.instance.algo, Algo::Swap);
    assert_eq!(a.position(), 0);
    a.update(Action::Own(ExploreAction::Own(PermAction::NextAlgo)));
    assert_eq!(a.puzzle.instance.algo, Algo::Used);
}

/// The quiz names the children by the items they place, which depend on the path.
#[test]
fn the_quiz_asks_which_item_comes_next() {
    let mut a = app(engine::built_in("repeats", Algo::Used).unwrap());
    // Step 1 placed x[1] = 1; its children place 1 and 2.
    a.puzzle.seek(1);
    let q = a.puzzle.question(QuizKind::Basic).unwrap();
    assert_eq!(q.expected, crate::app::explore::quiz::Answer::Child(0));
    let words = <crate::app::explore::quiz::ChildQuiz<Permutations> as crate::app::quiz::Quizzed>::question_words(q.ask, Lang::En);
    assert!(words.contains("1 x[2] = 1") && words.contains("2 x[2] = 2"), "{words}");
    // Back at the root after the first 1's subtree, the second 1 is a repeat.
    let mut steps = 0;
    while !matches!(
        a.puzzle.panes[0].last_event(),
        Some(Event::Prune {
            by: Cut::Constraint,
            depth: 1,
            ..
        })
    ) {
        steps += 1;
        a.puzzle.seek(steps);
    }
    assert!(steps > 1);
}

#[test]
fn child_keys_are_digits() {
    assert_eq!(Permutations::child_key(0), '1');
    assert_eq!(Permutations::child_key(9), '0');
}

fn out(instance: &Instance, prune: Prune, run: &ExploreRun) -> String {
    crate::problem::headless::output::<Permutations>(instance, prune, run, Extra::default(), Lang::En)
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
    let text = out(&repeats, Prune::Both, &ExploreRun::Stats { until: None });
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
