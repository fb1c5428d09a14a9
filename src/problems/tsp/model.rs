//! The travelling salesman as a problem of the explorer (`app::explore`): its instance,
//! hooks, keys (`o`: the next bound function) and quiz words; the explorer does the rest.

use crate::action::{Action, Binding, Key, NORMAL, Section, Worded, named, row, words_for};
use crate::app::explore::{Explore, ExploreAction, Explorer};
use crate::app::{Effect, View};
use crate::engine::backtrack::Prune;
use crate::i18n::{Lang, Vocabulary};
use crate::problem::Sample;
use crate::problems::tsp::engine::{self, Bound, Instance, MAX_CITIES, Tour, TspHooks};
use crate::problems::tsp::svg;
use crate::problems::tsp::words::text;

/// The travelling salesman, as the explorer knows it.
pub struct Tsp;

/// The model: the explorer of a travelling-salesman instance.
pub type Model = Explorer<Tsp>;

/// Its own action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TspAction {
    /// The next bound function (restarts).
    NextBound,
}

/// What a node chooses: the stop of the tour it fills, and the cities its children go to
/// (those not yet visited, by number).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    /// The stop, from 2 (city 1 is the first).
    pub stop: usize,
    /// The cities of its children, in order (by number from 0).
    pub cities: Tour,
}

impl Explore for Tsp {
    type Hooks = TspHooks;
    type Instance = Instance;
    type Action = TspAction;
    type Label = Node;

    const SIZES: (usize, usize) = engine::SIZES;

    fn hooks(instance: &Instance) -> TspHooks {
        TspHooks::new(instance)
    }

    fn pane_hooks(instance: &Instance, pane: usize) -> TspHooks {
        let mut hooks = TspHooks::new(instance);
        hooks.bound = instance.bound_of(pane);
        hooks
    }

    fn pane_name(instance: &Instance, pane: usize, lang: Lang) -> Option<String> {
        instance
            .compare
            .map(|_| (text(lang).bound)(instance.bound_of(pane)).to_string())
    }

    fn size(instance: &Instance) -> usize {
        instance.n()
    }

    fn random(like: &Instance, size: usize, seed: u64) -> Option<Instance> {
        Some(Instance {
            compare: like.compare,
            ..Instance::random(size, seed, like.bound)
        })
    }

    fn key_rows() -> Vec<(Section, Binding<ExploreAction<TspAction>>)> {
        vec![
            (
                Section::Size,
                row(
                    vec![named(
                        Key::Char('o'),
                        Action::Own(ExploreAction::Own(TspAction::NextBound)),
                    )],
                    NORMAL,
                    |l| &text(l).bound_key,
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

    fn apply(explorer: &mut Model, action: TspAction, _view: View) -> Effect {
        match action {
            TspAction::NextBound => explorer.change(|i| i.bound = i.bound.next()),
        }
    }

    fn label(instance: &Instance, path: &[usize]) -> Node {
        // The cities not on the path, in increasing order: replay the path's choices.
        let mut left: Vec<u8> = (1..instance.n() as u8).collect();
        for &child in path {
            if child < left.len() {
                left.remove(child);
            }
        }
        Node {
            stop: path.len() + 2,
            cities: Tour::of(&left),
        }
    }

    fn child_words(label: Node, child: usize, lang: Lang) -> String {
        let city = label.cities.cities().get(child).map_or(0, |&c| usize::from(c) + 1);
        (text(lang).child)(city)
    }

    /// `1` to `9`, `0` for the tenth, then `a` to `f`.
    fn child_key(child: usize) -> char {
        debug_assert!(child < MAX_CITIES);
        match child {
            0..=8 => char::from(b'1' + child as u8),
            9 => '0',
            c => char::from(b'a' + (c - 10) as u8),
        }
    }
}

/// The travelling salesman in states worth looking at, for the shared tests and the
/// benches: the textbook's 4 cities at a bound's cut, the ten cities with no bound beside
/// the lower bound, the square's map with the tree shown.
pub fn samples() -> Vec<Sample<Model>> {
    use crate::app::Puzzle;
    let at = |instance: Instance, prunes: &[Prune], step| {
        let mut m = Model::new(instance, "textbook".into(), prunes);
        m.seek(step);
        m
    };
    let built = |name| engine::built_in(name, Bound::Lower).expect("built in");
    vec![
        Sample {
            name: "textbook at step 20",
            model: at(engine::textbook(Bound::Cost), &[Prune::Both], 20),
            actions: Vec::new(),
        },
        Sample {
            name: "ten: no bound beside lower",
            model: at(built("ten"), &[Prune::Constraint, Prune::Both], 60),
            actions: Vec::new(),
        },
        Sample {
            name: "square with the tree",
            model: at(built("square"), &[Prune::Both], 30),
            actions: vec![Action::ToggleTree],
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::quiz::{QuizKind, Quizzed};
    use crate::app::{App, Playback, Puzzle};
    use crate::app::explore::quiz::{Answer, ChildQuiz};

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
        for expected in [Bound::Lower, Bound::None, Bound::Cost] {
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
}
