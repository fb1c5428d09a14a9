//! Subset sum as a problem of the explorer (`app::explore`): its instance, hooks, keys and
//! quiz words; the explorer does the rest.

use crate::action::{Binding, Section, Worded, words_for};
use crate::app::explore::{Explore, ExploreAction, Explorer};
use crate::engine::backtrack::{Choice, Prune};
use crate::i18n::{Lang, Vocabulary};
use crate::problem::Sample;
use crate::problems::subset::engine::{self, Instance, SubsetHooks};
use crate::problems::subset::svg;
use crate::problems::subset::words::text;

/// Subset sum, as the explorer knows it.
pub struct SubsetSum;

/// The model: the explorer of a subset-sum instance.
pub type Model = Explorer<SubsetSum>;

/// The item a level decides: its number (from 1) and weight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Item {
    /// From 1.
    pub number: usize,
    /// Its weight.
    pub w: u64,
}

impl Explore for SubsetSum {
    type Hooks = SubsetHooks;
    type Instance = Instance;
    type Action = ();
    type Label = Item;

    const SIZES: (usize, usize) = engine::SIZES;

    fn hooks(instance: &Instance) -> SubsetHooks {
        SubsetHooks::new(instance)
    }

    fn size(instance: &Instance) -> usize {
        instance.w.len()
    }

    fn random(_like: &Instance, size: usize, seed: u64) -> Option<Instance> {
        Some(Instance::random(size, seed))
    }

    fn key_rows() -> Vec<(Section, Binding<ExploreAction<()>>)> {
        vec![
            words_for(Worded::Tree, |l| &text(l).tree_key),
            words_for(Worded::Export, |l| &text(l).export),
            words_for(Worded::Zoom, |l| &text(l).zoom),
        ]
    }

    fn vocabulary(lang: Lang) -> &'static Vocabulary {
        &text(lang).vocabulary
    }

    fn legend(lang: Lang) -> Vec<&'static str> {
        text(lang).legend.to_vec()
    }

    fn export(explorer: &Model, lang: Lang) -> (String, String) {
        svg::export(explorer, lang)
    }

    fn label(instance: &Instance, path: &[usize]) -> Item {
        let level = path.len();
        Item {
            number: level + 1,
            w: instance.w.get(level).copied().unwrap_or(0),
        }
    }

    fn child_words(label: Item, child: usize, lang: Lang) -> String {
        (text(lang).child)(Choice::of(child), label.number, label.w)
    }

    fn child_key(child: usize) -> char {
        if child == 0 { '1' } else { '0' }
    }
}

/// Subset sum in states worth looking at, for the shared tests and the benches: the textbook
/// instance at a cut by the bound, compared with the whole tree, and a deep instance with
/// its tree shown.
pub fn samples() -> Vec<Sample<Model>> {
    use crate::action::Action;
    use crate::app::Puzzle;
    let at = |instance: Instance, prunes: &[Prune], step| {
        let mut m = Model::new(instance, "textbook".into(), prunes);
        m.seek(step);
        m
    };
    vec![
        Sample {
            name: "textbook at step 12",
            model: at(engine::textbook(), &[Prune::Both], 12),
            actions: Vec::new(),
        },
        Sample {
            name: "compare none with both",
            model: at(engine::textbook(), &[Prune::None, Prune::Both], 40),
            actions: Vec::new(),
        },
        Sample {
            name: "deep with the tree",
            model: at(
                engine::built_in("deep").expect("built in"),
                &[Prune::Both],
                300,
            ),
            actions: vec![Action::ToggleTree],
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::{Action, InputMode};
    use crate::app::quiz::QuizKind;
    use crate::app::{App, BATCH_BUDGET, Mode, Playback, Puzzle, Speed};
    use crate::engine::backtrack::{Backtrack, Event};
    use crate::engine::tree::Cut;
    use std::time::Instant;

    fn app(prunes: &[Prune]) -> App<Model> {
        let playback = Playback::paused(Lang::En);
        let mut a = App::new(
            Model::new(engine::textbook(), "textbook".into(), prunes),
            playback,
        );
        a.update(Action::Resize(80, 24));
        a
    }

    fn settle(a: &mut App<Model>) {
        while matches!(a.mode, Mode::Running(_)) {
            a.tick(Instant::now(), BATCH_BUDGET);
        }
    }

    fn type_line(a: &mut App<Model>, line: &str) {
        a.update(Action::OpenPrompt);
        for c in line.chars() {
            a.update(Action::PromptChar(c));
        }
        a.update(Action::PromptSubmit);
        settle(a);
    }

    #[test]
    fn tab_cycles_the_pruning_and_c_compares_with_the_whole_tree() {
        let mut a = app(&[Prune::Both]);
        a.update(Action::StepForward);
        for expected in [Prune::Constraint, Prune::Bound, Prune::None, Prune::Both] {
            a.update(Action::Own(ExploreAction::NextPrune));
            assert_eq!((a.puzzle.prunes(), a.position()), (vec![expected], 0));
        }
        a.update(Action::Own(ExploreAction::ToggleCompare));
        assert_eq!(a.puzzle.prunes(), vec![Prune::Both, Prune::None]);
        // Never one setting on both sides.
        for _ in 0..5 {
            a.update(Action::Own(ExploreAction::NextPruneRight));
            let p = a.puzzle.prunes();
            assert_ne!(p[0], p[1]);
        }
        a.update(Action::Own(ExploreAction::ToggleCompare));
        assert_eq!(a.puzzle.prunes().len(), 1);
    }

    /// Compare steps both searches one event each; the whole tree's search ends later and
    /// the pruned one waits at its end.
    #[test]
    fn compare_steps_in_lockstep_to_both_ends() {
        let mut a = app(&[Prune::None, Prune::Both]);
        a.update(Action::Last);
        settle(&mut a);
        let ends: Vec<u64> = a
            .puzzle
            .panes
            .iter()
            .map(crate::timeline::Timeline::position)
            .collect();
        let none = Backtrack::new(SubsetHooks::new(&engine::textbook()), Prune::None).run_to_end();
        let both = Backtrack::new(SubsetHooks::new(&engine::textbook()), Prune::Both).run_to_end();
        assert_eq!(ends, vec![none.steps, both.steps]);
        assert_eq!(a.position(), none.steps);
        assert_eq!(none.nodes(), 127);
        a.puzzle.seek(10);
        assert!(a.puzzle.panes.iter().all(|p| p.position() == 10));
    }

    #[test]
    fn g_and_the_size_keys_make_random_instances() {
        let mut a = app(&[Prune::Both]);
        a.update(Action::Own(ExploreAction::Random));
        assert_eq!(a.puzzle.instance, Instance::random(6, 1));
        a.update(Action::Own(ExploreAction::Larger));
        assert_eq!(a.puzzle.instance, Instance::random(7, 2));
        a.update(Action::Own(ExploreAction::Smaller));
        assert_eq!(a.puzzle.instance.w.len(), 6);
        assert_eq!(a.puzzle.source, "random 6, seed 3");
    }

    /// `n` runs to the next subset; `stop backtrack depth 6` pauses where a leaf is left.
    #[test]
    fn jumps_and_stops_by_depth() {
        let mut a = app(&[Prune::Both]);
        a.update(Action::Jump {
            kind: crate::engine::LandmarkKind::Solution,
            forward: true,
        });
        settle(&mut a);
        assert!(matches!(
            a.puzzle.panes[0].last_event(),
            Some(Event::Solution { index: 1, .. })
        ));
        type_line(&mut a, "stop backtrack depth 6");
        a.update(Action::TogglePlay);
        a.speed = Speed::parse("max").unwrap();
        for _ in 0..200 {
            if a.mode == Mode::Paused {
                break;
            }
            a.tick(Instant::now(), BATCH_BUDGET);
        }
        assert!(
            matches!(
                a.puzzle.panes[0].last_event(),
                Some(Event::Backtrack { depth: 6, .. })
            ),
            "{:?}",
            a.puzzle.panes[0].last_event()
        );
        type_line(&mut a, "#2");
        assert!(matches!(
            a.puzzle.panes[0].last_event(),
            Some(Event::Solution { index: 2, .. })
        ));
    }

    /// The quiz asks at a node entered which child comes next, and says the cuts on the way.
    #[test]
    fn the_quiz_asks_which_child_and_checks_the_answer() {
        let mut a = app(&[Prune::Both]);
        // Step 3 entered "take 12" (depth 3); the next child of it, "take 13", is cut by the
        // constraint and the search enters "leave 13".
        a.puzzle.seek(3);
        let q = a.puzzle.question(QuizKind::Basic).unwrap();
        assert_eq!(q.expected, crate::app::explore::quiz::Answer::Child(1));
        assert_eq!(q.reasons.len(), 1);
        assert_eq!(q.reasons[0].by, Cut::Constraint);
        a.update(Action::ToggleQuiz);
        a.update(Action::TogglePlay);
        a.tick(Instant::now(), BATCH_BUDGET);
        assert_eq!(a.input, InputMode::Quiz);
        a.update(Action::QuizKey('1'));
        let words = a
            .quiz
            .as_ref()
            .unwrap()
            .last_words(Lang::En, ("+", "x"))
            .unwrap();
        assert!(
            words.starts_with("x ") && words.contains("take 13? cs + w = 40 > M = 30"),
            "{words}"
        );
    }

    /// `--quiz all` also asks, between children, whether the next one is cut and by what.
    #[test]
    fn the_cut_question_names_the_function() {
        let mut a = app(&[Prune::Both]);
        // After step 4 (the constraint cut "take 13"), the next child tried, "leave 13", is
        // entered.
        a.puzzle.seek(4);
        let q = a.puzzle.question(QuizKind::All).unwrap();
        assert_eq!(q.expected, crate::app::explore::quiz::Answer::Enters);
        // Step 8 cut "take 18"; "leave 18" is cut by the bound next.
        a.puzzle.seek(8);
        let q = a.puzzle.question(QuizKind::All).unwrap();
        assert_eq!(
            q.expected,
            crate::app::explore::quiz::Answer::CutBy(Cut::Bound)
        );
        let ask = q.ask;
        assert_eq!(
            a.puzzle.answer(&Action::QuizKey('b'), ask, a.view()),
            Some(crate::app::explore::quiz::Answer::CutBy(Cut::Bound))
        );
        assert_eq!(a.puzzle.answer(&Action::QuizKey('z'), ask, a.view()), None);
    }

    #[test]
    fn x_exports_the_items_as_svg() {
        let dir = std::env::temp_dir().join(format!("backtrack-xs-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut a = app(&[Prune::Both]);
        a.export_dir.clone_from(&dir);
        a.puzzle.seek(9);
        a.update(Action::Export);
        let text = std::fs::read_to_string(dir.join("subset-sum-step-9.svg")).unwrap();
        let doc = roxmltree::Document::parse(&text).unwrap();
        let count = |class: &str| {
            doc.descendants()
                .filter(|e| e.attribute("class") == Some(class))
                .count()
        };
        assert_eq!(
            (count("taken"), count("left"), count("cut-bound")),
            (3, 2, 1)
        );
        assert!(text.contains("the bound cuts it"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
