//! The knight's tour as a problem of the explorer (`app::explore`): its instance, hooks, keys
//! (`a`: the other algorithm) and quiz words; the explorer does the rest. Its searches run
//! with the constraint always on ([`engine::PRUNES`]).

use crate::action::{Action, Binding, Key, NORMAL, Section, Worded, named, row, words_for};
use crate::app::explore::keys::SharedWords;
use crate::app::explore::{Explore, ExploreAction, Explorer};
use crate::app::{Effect, View};
use crate::engine::backtrack::Prune;
use crate::i18n::{Lang, Vocabulary};
use crate::problem::Sample;
use crate::problems::knight::engine::{self, Instance, KnightHooks, hooks_on};
use crate::problems::knight::svg;
use crate::problems::knight::words::{move_name, name, text};

/// The knight's tour, as the explorer knows it.
pub struct Knight;

/// The model: the explorer of a knight's tour instance.
pub type Model = Explorer<Knight>;

/// Its own action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KnightAction {
    /// The other algorithm (restarts; swaps the two when they are compared).
    NextAlgo,
}

/// What a node chooses: the move number it makes, and where each of its children goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    /// The move number its children make (the start is move 1).
    pub number: usize,
    /// Each child's move (0 to 7) and its square, if on the board.
    pub children: [(u8, Option<u16>); 8],
    /// How many children.
    pub len: u8,
    /// The board's width, to name the squares.
    pub cols: u8,
}

impl Node {
    /// Child `child` in a few characters: its square, or its move when off the board.
    pub fn short(&self, child: usize) -> String {
        match self.children.get(child) {
            Some(&(_, Some(s))) => name(s, self.cols),
            Some(&(mv, None)) => move_name(mv),
            None => String::new(),
        }
    }
}

impl Explore for Knight {
    type Hooks = KnightHooks;
    type Instance = Instance;
    type Action = KnightAction;
    type Label = Node;

    const SIZES: (usize, usize) = engine::SIZES;
    const PRUNES: &'static [Prune] = &engine::PRUNES;

    fn hooks(instance: &Instance) -> KnightHooks {
        KnightHooks::new(instance, instance.algo)
    }

    fn pane_hooks(instance: &Instance, pane: usize) -> KnightHooks {
        KnightHooks::new(instance, instance.algo_of(pane))
    }

    fn pane_name(instance: &Instance, pane: usize, lang: Lang) -> Option<String> {
        instance
            .compare
            .then(|| (text(lang).algo)(instance.algo_of(pane)).to_string())
    }

    fn size(instance: &Instance) -> usize {
        instance.board.cols
    }

    fn random(like: &Instance, size: usize, seed: u64) -> Option<Instance> {
        Some(Instance::random(size, seed, like))
    }

    fn shared_words() -> SharedWords {
        SharedWords {
            size: |l| &text(l).size_key,
            random: |l| &text(l).random_key,
            prune: |l| &text(l).prune_key,
        }
    }

    fn key_rows() -> Vec<(Section, Binding<ExploreAction<KnightAction>>)> {
        vec![
            (
                Section::Size,
                row(
                    vec![named(
                        Key::Char('a'),
                        Action::Own(ExploreAction::Own(KnightAction::NextAlgo)),
                    )],
                    NORMAL,
                    |l| &text(l).algo_key,
                ),
            ),
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

    fn apply(explorer: &mut Model, action: KnightAction, _view: View) -> Effect {
        match action {
            KnightAction::NextAlgo => explorer.change(|i| i.algo = i.algo.next()),
        }
    }

    fn label(instance: &Instance, path: &[usize]) -> Node {
        let hooks = hooks_on(instance, instance.algo, path);
        let depth = hooks.path.len() - 1;
        let mut children = [(0, None); 8];
        let order = hooks.order(depth);
        for (slot, (c, &mv)) in children.iter_mut().zip(order.iter().enumerate()) {
            *slot = (mv, hooks.target(depth, c).map(|s| s as u16));
        }
        Node {
            number: depth + 2,
            children,
            len: order.len() as u8,
            cols: instance.board.cols as u8,
        }
    }

    fn child_words(label: Node, child: usize, lang: Lang) -> String {
        (text(lang).child)(&label.short(child))
    }

    /// `1` to `8`.
    fn child_key(child: usize) -> char {
        debug_assert!(child < 8);
        char::from(b'1' + (child % 9) as u8)
    }
}

/// The knight's tour in states worth looking at, for the shared tests and the benches: 5 x 5
/// from a corner at a refusal, the two algorithms side by side on 8 x 8, a closed 6 x 6 with
/// the tree shown.
pub fn samples() -> Vec<Sample<Model>> {
    use crate::app::Puzzle;
    let at = |instance: Instance, prunes: &[Prune], step| {
        let mut m = Model::new(instance, "five".into(), prunes);
        m.seek(step);
        m
    };
    let built = |name| engine::built_in(name, engine::Algo::Fixed).expect("built in");
    let mut eight = built("eight");
    eight.compare = true;
    vec![
        Sample {
            name: "five at step 40",
            model: at(built("five"), &[Prune::Both], 40),
            actions: Vec::new(),
        },
        Sample {
            name: "eight: fixed beside Warnsdorff",
            model: at(eight, &[Prune::Both, Prune::Both], 80),
            actions: Vec::new(),
        },
        Sample {
            name: "six closed with the tree",
            model: at(built("six"), &[Prune::Both], 30),
            actions: vec![Action::ToggleTree],
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::explore::quiz::{Answer, ChildQuiz};
    use crate::app::quiz::{QuizKind, Quizzed};
    use crate::app::{App, Playback, Puzzle};
    use crate::problems::knight::engine::Algo;

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

    /// The quiz names the children by their squares; from a1 the first child leaves the
    /// board, so the answer is the first move that stays on it.
    #[test]
    fn the_quiz_asks_which_square_comes_next() {
        let a = app(engine::default_instance(Algo::Fixed), &[Prune::Both]);
        let q = a.puzzle.question(QuizKind::Basic).unwrap();
        assert_eq!(q.expected, Answer::Child(0));
        let words = ChildQuiz::<Knight>::question_words(q.ask, Lang::En);
        assert!(words.contains("to b3") && words.contains("to c2"), "{words}");
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
        assert_eq!(root.short(0), "b3");
        assert_eq!(root.short(1), "c2");
        assert_eq!(root.short(2), "(-1, +2)");
        assert_eq!((0..8).map(Knight::child_key).collect::<String>(), "12345678");
    }
}
