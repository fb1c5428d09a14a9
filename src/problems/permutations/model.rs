//! Permutations as a problem of the explorer (`app::explore`): its instance, hooks, keys
//! (`a`: the other algorithm) and quiz words; the explorer does the rest.

use crate::action::{Binding, Key, NORMAL, Section, Worded, named, row, words_for};
use crate::app::explore::{Explore, ExploreAction, Explorer};
use crate::app::{Effect, View};
use crate::engine::backtrack::Prune;
use crate::i18n::{Lang, Vocabulary};
use crate::problem::Sample;
use crate::problems::permutations::engine::{
    self, Arrangement, Instance, MAX_ITEMS, PermHooks, candidates_on,
};
use crate::problems::permutations::svg;
use crate::problems::permutations::words::text;

/// Permutations, as the explorer knows it.
pub struct Permutations;

/// The model: the explorer of a permutations instance.
pub type Model = Explorer<Permutations>;

/// Its own action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PermAction {
    /// The other algorithm (restarts).
    NextAlgo,
}

/// What a node chooses: the position it fills and the items its children place there, in
/// the order tried (they depend on the items placed above it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    /// The position, from 1.
    pub position: usize,
    /// The items of its children, in order.
    pub items: Arrangement,
}

impl Explore for Permutations {
    type Hooks = PermHooks;
    type Instance = Instance;
    type Action = PermAction;
    type Label = Node;

    const SIZES: (usize, usize) = engine::SIZES;

    fn hooks(instance: &Instance) -> PermHooks {
        PermHooks::new(instance)
    }

    fn size(instance: &Instance) -> usize {
        instance.items.len()
    }

    fn random(like: &Instance, size: usize, seed: u64) -> Option<Instance> {
        Some(Instance::random(size, seed, like.algo))
    }

    fn key_rows() -> Vec<(Section, Binding<ExploreAction<PermAction>>)> {
        use crate::action::Action;
        vec![
            (
                Section::Size,
                row(
                    vec![named(
                        Key::Char('a'),
                        Action::Own(ExploreAction::Own(PermAction::NextAlgo)),
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

    fn apply(explorer: &mut Model, action: PermAction, _view: View) -> Effect {
        match action {
            PermAction::NextAlgo => explorer.change(|i| i.algo = i.algo.next()),
        }
    }

    fn label(instance: &Instance, path: &[usize]) -> Node {
        let (_, items) = candidates_on(instance, path);
        Node {
            position: path.len() + 1,
            items: Arrangement::of(&items),
        }
    }

    fn child_words(label: Node, child: usize, lang: Lang) -> String {
        let item = label.items.items().get(child).copied().unwrap_or(0);
        (text(lang).child)(label.position, item)
    }

    /// `1` to `9`, then `0` for the tenth.
    fn child_key(child: usize) -> char {
        debug_assert!(child < MAX_ITEMS);
        char::from_digit(((child + 1) % 10) as u32, 10).unwrap_or('?')
    }
}

/// Permutations in states worth looking at, for the shared tests and the benches: the
/// textbook's three items half way, the repeats compared with and without the constraint,
/// four items by swapping with the tree shown.
pub fn samples() -> Vec<Sample<Model>> {
    use crate::action::Action;
    use crate::app::Puzzle;
    use crate::problems::permutations::engine::Algo;
    let at = |instance: Instance, prunes: &[Prune], step| {
        let mut m = Model::new(instance, "textbook".into(), prunes);
        m.seek(step);
        m
    };
    vec![
        Sample {
            name: "textbook at step 9",
            model: at(engine::textbook(Algo::Used), &[Prune::Both], 9),
            actions: Vec::new(),
        },
        Sample {
            name: "repeats compared with none",
            model: at(
                engine::built_in("repeats", Algo::Used).expect("built in"),
                &[Prune::None, Prune::Both],
                12,
            ),
            actions: Vec::new(),
        },
        Sample {
            name: "four by swapping with the tree",
            model: at(
                engine::built_in("four", Algo::Swap).expect("built in"),
                &[Prune::Both],
                40,
            ),
            actions: vec![Action::ToggleTree],
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::Action;
    use crate::app::quiz::QuizKind;
    use crate::app::{App, Playback, Puzzle};
    use crate::engine::backtrack::Event;
    use crate::engine::tree::Cut;
    use crate::problems::permutations::engine::Algo;

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
}
