//! The knight's tour's tests through the shell (its keys, the quiz, compare) and its headless
//! modes.

use super::*;
use crate::cli::explore::{ExploreRun, Extra};
use crate::engine::backtrack::Prune;
use crate::app::explore::quiz::{Answer, ChildQuiz};
use crate::app::quiz::{QuizKind, Quizzed};
use crate::app::{App, Playback, Puzzle};
use crate::problems::knight::engine::{Algo, Board, built_in, is_tour};
use proptest::prelude::*;

fn app(instance: Instance, prunes: &[Prune]) -> App<Model> {
    let mut a = App::new(
        Model::new(instance, "five".into(), prunes),
        Playback::paused(Lang::En),
    );
    a.update(Action::Resize(80, 24));
    a
}

#[test]
fn a_switches_the_algorithm_and_restarts() {
    let mut a = app(engine::default_instance(Algo::Fixed), &[Prune::Both]);
    a.puzzle.seek(5);
    a.update(Action::Own(ExploreAction::Own(KnightAction::NextAlgo)));
    assert_eq!((a.puzzle.instance.algo, a.position()), (Algo::Warnsdorff, 0));
}

/// `p` cycles only the settings with the constraint on; `c` compares with the bound off.
#[test]
fn prune_keys_keep_the_constraint_on() {
    let mut a = app(engine::default_instance(Algo::Fixed), &[Prune::Both]);
    a.update(Action::Own(ExploreAction::NextPrune));
    assert_eq!(a.puzzle.prunes(), [Prune::Constraint]);
    a.update(Action::Own(ExploreAction::NextPrune));
    assert_eq!(a.puzzle.prunes(), [Prune::Both]);
    a.update(Action::Own(ExploreAction::ToggleCompare));
    assert_eq!(a.puzzle.prunes(), [Prune::Both, Prune::Constraint]);
    a.update(Action::Own(ExploreAction::NextPruneRight));
    assert_eq!(a.puzzle.prunes(), [Prune::Both, Prune::Constraint]);
}

/// The quiz names the children by their squares; from a1 only two moves stay on the board,
/// and only they are offered.
#[test]
fn the_quiz_asks_which_square_comes_next() {
    let a = app(engine::default_instance(Algo::Fixed), &[Prune::Both]);
    let q = a.puzzle.question(QuizKind::Basic).unwrap();
    assert_eq!(q.expected, Answer::Child(0));
    let words = ChildQuiz::<Knight>::question_words(q.ask, Lang::En);
    assert!(words.contains("1 b3") && words.contains("2 c2"), "{words}");
    // Only the moves that stay on the board are offered (issue 46), and the line fits a
    // projector's 100 columns.
    assert!(!words.contains('('), "{words}");
    assert!(unicode_width::UnicodeWidthStr::width(words.as_str()) <= 90, "{words}");
}

/// Comparing, the right pane runs the other algorithm, named in its title; Warnsdorff's
/// rule reaches a tour of 8 x 8 in fewer steps.
#[test]
fn the_two_algorithms_side_by_side() {
    let mut inst = engine::built_in("eight", Algo::Warnsdorff).unwrap();
    inst.compare = true;
    let m = Model::new(inst, "eight".into(), &[Prune::Both, Prune::Both]);
    let algos: Vec<Algo> = m.panes.iter().map(|p| p.solver().hooks().algo).collect();
    assert_eq!(algos, [Algo::Warnsdorff, Algo::Fixed]);
    assert_eq!(Knight::pane_name(&m.instance, 1, Lang::En).as_deref(), Some("fixed order"));
}

#[test]
fn labels_follow_the_path() {
    let inst = engine::default_instance(Algo::Fixed);
    let root = Knight::label(&inst, &[]);
    assert_eq!((root.number, root.len), (2, 8));
    assert_eq!(crate::problems::knight::words::short(root, 0), "b3");
    assert_eq!(crate::problems::knight::words::short(root, 1), "c2");
    assert_eq!(crate::problems::knight::words::short(root, 2), "(-1, +2)");
    assert_eq!((0..8).map(Knight::child_key).collect::<String>(), "12345678");
}

fn out(instance: &Instance, prune: Prune, run: &ExploreRun, limit: Option<u64>) -> String {
    let extra = Extra {
        limit,
        threads: Some(2),
        unique: false,
    };
    if let ExploreRun::Own(_) = run {
        return format!("{}\n", count_tours(instance, extra, Lang::En).unwrap());
    }
    crate::problem::headless::output::<Knight>(instance, prune, run, extra, Lang::En)
}

#[test]
fn print_and_count() {
    let five = built_in("five", Algo::Fixed).unwrap();
    let text = out(&five, Prune::Both, &ExploreRun::Print, Some(3));
    assert_eq!(text.lines().count(), 3);
    assert!(text.lines().all(|l| l.starts_with("a1 ") && l.split(' ').count() == 25));
    assert_eq!(out(&five, Prune::Both, &ExploreRun::Own("--count"), None), "304\n");
    assert_eq!(out(&five, Prune::Both, &ExploreRun::Own("--count"), Some(7)), "7\n");
    let centre = built_in("centre", Algo::Warnsdorff).unwrap();
    assert_eq!(out(&centre, Prune::Both, &ExploreRun::Own("--count"), None), "64\n");
}

#[test]
fn stats_count_the_cuts() {
    let five = built_in("five", Algo::Warnsdorff).unwrap();
    let text = out(&five, Prune::Both, &ExploreRun::Stats { until: None }, None);
    let stat = |key: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(&format!("{key}: ")))
            .unwrap_or_else(|| panic!("{key} in {text}"))
            .to_string()
    };
    assert_eq!(stat("tours"), "304");
    assert_ne!(stat("pruned by constraint"), "0");
    assert_ne!(stat("pruned by bound"), "0");
}

/// Warnsdorff's rule finds a tour from a1 of every n x n board from 5 to 32.
#[test]
fn warnsdorff_tours_every_square_board() {
    for n in 5..=32 {
        let inst = Instance::square(n, Algo::Warnsdorff);
        let text = out(&inst, Prune::Both, &ExploreRun::Print, Some(1));
        let line = text.lines().next().unwrap_or_else(|| panic!("{n}: no tour"));
        let board = inst.board;
        let squares: Vec<usize> = line.split(' ').map(|s| board.parse_square(s).unwrap()).collect();
        assert!(is_tour(board, 0, false, &squares), "{n}");
    }
}

proptest! {
    /// Every tour printed is a tour: knight moves, each square once, closed when asked.
    #[test]
    fn every_tour_printed_is_one(cols in 3usize..7, rows in 3usize..7, start in 0usize..36, closed: bool, warnsdorff: bool) {
        let board = Board { cols, rows };
        let algo = if warnsdorff { Algo::Warnsdorff } else { Algo::Fixed };
        let closed = closed && board.squares().is_multiple_of(2);
        let inst = Instance::new(board, start % board.squares(), closed, algo).unwrap();
        let text = out(&inst, Prune::Both, &ExploreRun::Print, Some(3));
        for line in text.lines() {
            let squares: Vec<usize> = line.split(' ').map(|s| board.parse_square(s).unwrap()).collect();
            prop_assert!(is_tour(board, inst.start, closed, &squares), "{}", line);
        }
    }
}
