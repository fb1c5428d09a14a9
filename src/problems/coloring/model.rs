//! Graph colouring as a problem of the explorer (`app::explore`): its instance, hooks, keys
//! (`a`: the other order; `m` `M`: one colour fewer or more) and quiz words; the explorer does
//! the rest. Its searches run under the constraint alone, with forward checking as the bound,
//! or with neither ([`engine::PRUNES`]).

use crate::action::{Action, Binding, Key, NORMAL, Section, Worded, named, row, words_for};
use crate::app::explore::keys::SharedWords;
use crate::app::explore::{Explore, ExploreAction, Explorer};
use crate::app::{Effect, View};
use crate::engine::backtrack::Prune;
use crate::i18n::{Lang, Vocabulary};
use crate::problem::Sample;
use crate::problems::coloring::engine::{self, ColoringHooks, Instance, MAX_COLOURS, Tag, hooks_on};
use crate::problems::coloring::svg;
use crate::problems::coloring::words::{colour_name, text};

/// Graph colouring, as the explorer knows it.
pub struct Coloring;

/// The model: the explorer of a colouring instance.
pub type Model = Explorer<Coloring>;

/// Its own actions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColoringAction {
    /// The other order (restarts; swaps the two when they are compared).
    NextAlgo,
    /// One colour fewer (restarts).
    FewerColours,
    /// One colour more (restarts).
    MoreColours,
}

/// What a node chooses: the vertex it colours (its depth's vertex under the algorithm).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    /// The vertex, from 0.
    pub vertex: u8,
    /// Its name.
    pub name: Tag,
    /// The distinct colours among its neighbours at the node (its saturation).
    pub saturation: u8,
    /// Its degree.
    pub degree: u8,
}

/// The node colouring vertex `v` at the node `hooks` stands on.
fn node(instance: &Instance, hooks: &ColoringHooks, v: usize) -> Node {
    Node {
        vertex: v as u8,
        name: instance.graph.tag(v),
        saturation: hooks.taken(v).count_ones() as u8,
        degree: hooks.adj[v].count_ones() as u8,
    }
}

impl Explore for Coloring {
    type Hooks = ColoringHooks;
    type Instance = Instance;
    type Action = ColoringAction;
    type Label = Node;

    const SIZES: (usize, usize) = engine::SIZES;
    const PRUNES: &'static [Prune] = &engine::PRUNES;

    fn hooks(instance: &Instance) -> ColoringHooks {
        ColoringHooks::new(instance, instance.algo)
    }

    fn pane_hooks(instance: &Instance, pane: usize) -> ColoringHooks {
        ColoringHooks::new(instance, instance.algo_of(pane))
    }

    fn pane_name(instance: &Instance, pane: usize, lang: Lang) -> Option<String> {
        instance
            .compare
            .then(|| (text(lang).algo)(instance.algo_of(pane)).to_string())
    }

    fn size(instance: &Instance) -> usize {
        instance.graph.n()
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

    fn key_rows() -> Vec<(Section, Binding<ExploreAction<ColoringAction>>)> {
        let own = |a| Action::Own(ExploreAction::Own(a));
        vec![
            (
                Section::Size,
                row(
                    vec![named(Key::Char('a'), own(ColoringAction::NextAlgo))],
                    NORMAL,
                    |l| &text(l).algo_key,
                ),
            ),
            (
                Section::Size,
                row(
                    vec![
                        named(Key::Char('m'), own(ColoringAction::FewerColours)),
                        named(Key::Char('M'), own(ColoringAction::MoreColours)),
                    ],
                    NORMAL,
                    |l| &text(l).colours_key,
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

    fn apply(explorer: &mut Model, action: ColoringAction, _view: View) -> Effect {
        match action {
            ColoringAction::NextAlgo => explorer.change(|i| i.algo = i.algo.next()),
            ColoringAction::FewerColours => explorer.change(|i| i.m = (i.m - 1).max(1)),
            ColoringAction::MoreColours => explorer.change(|i| i.m = (i.m + 1).min(MAX_COLOURS)),
        }
    }

    fn label(instance: &Instance, path: &[usize]) -> Node {
        let hooks = hooks_on(instance, instance.algo, path);
        let depth = path.len().min(hooks.order.len().saturating_sub(1));
        let vertex = hooks.order.get(depth).copied().unwrap_or(0);
        node(instance, &hooks, usize::from(vertex))
    }

    /// Under DSATUR: the vertex picked, then the uncoloured ones DSATUR ranks next.
    fn contenders(instance: &Instance, path: &[usize], most: usize) -> Vec<Node> {
        if instance.algo != engine::Algo::Dsatur {
            return Vec::new();
        }
        let hooks = hooks_on(instance, instance.algo, path);
        let Some(&picked) = hooks.order.get(path.len()) else {
            return Vec::new();
        };
        let mut rivals: Vec<usize> = (0..hooks.n())
            .filter(|&v| hooks.colour[v] == 0 && v != usize::from(picked))
            .collect();
        rivals.sort_unstable_by_key(|&v| std::cmp::Reverse(engine::dsatur::rank(&hooks, v)));
        std::iter::once(usize::from(picked))
            .chain(rivals)
            .take(most)
            .map(|v| node(instance, &hooks, v))
            .collect()
    }

    fn pick_question(lang: Lang) -> &'static str {
        text(lang).pick_question
    }

    fn contender_name(label: Node) -> String {
        label.name.to_string()
    }

    fn contender_words(label: Node, lang: Lang) -> String {
        (text(lang).contender)(label.name.as_str(), label.saturation, label.degree)
    }

    fn child_words(_label: Node, child: usize, lang: Lang) -> String {
        (text(lang).child)(colour_name(child as u8 + 1, lang))
    }

    /// `1` to `9`.
    fn child_key(child: usize) -> char {
        debug_assert!(child < 9);
        char::from(b'1' + (child % 9) as u8)
    }
}

/// Graph colouring in states worth looking at, for the shared tests and the benches: the map
/// at a clash, the two orders side by side on myciel3, the Petersen graph with forward
/// checking and the tree shown.
pub fn samples() -> Vec<Sample<Model>> {
    use crate::app::Puzzle;
    let at = |instance: Instance, prunes: &[Prune], step| {
        let mut m = Model::new(instance, "australia".into(), prunes);
        m.seek(step);
        m
    };
    let graph = |name| engine::built_in(name).expect("built in");
    let mut myciel = Instance::new(graph("myciel3"), 4, engine::Algo::Fixed);
    myciel.compare = true;
    vec![
        Sample {
            name: "australia at step 12",
            model: at(engine::default_instance(engine::Algo::Fixed), &[Prune::Constraint], 12),
            actions: Vec::new(),
        },
        Sample {
            name: "myciel3: fixed beside DSATUR",
            model: at(myciel, &[Prune::Constraint, Prune::Constraint], 60),
            actions: Vec::new(),
        },
        Sample {
            name: "petersen forward-checked with the tree",
            model: at(
                Instance::new(graph("petersen"), 3, engine::Algo::Dsatur),
                &[Prune::Both],
                30,
            ),
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
    use crate::problems::coloring::engine::Algo;

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
}
