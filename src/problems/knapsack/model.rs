//! The knapsack as a problem of the explorer (`app::explore`): its instance, hooks, keys and
//! quiz words; the explorer does the rest.

use crate::action::{Binding, Section, Worded, words_for};
use crate::app::explore::{Explore, ExploreAction, Explorer};
use crate::engine::backtrack::{Choice, Prune};
use crate::i18n::{Lang, Vocabulary};
use crate::problem::Sample;
use crate::problems::knapsack::engine::{self, Instance, KnapsackHooks};
use crate::problems::knapsack::svg;
use crate::problems::knapsack::words::text;

/// The 0-1 knapsack, as the explorer knows it.
pub struct Knapsack;

/// The model: the explorer of a knapsack instance.
pub type Model = Explorer<Knapsack>;

/// The item a level decides: its number in the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Item {
    /// Its number in the input, from 1.
    pub number: usize,
    /// Its weight.
    pub w: u64,
}

impl Explore for Knapsack {
    type Hooks = KnapsackHooks;
    type Instance = Instance;
    type Action = ();
    type Label = Item;

    const SIZES: (usize, usize) = engine::SIZES;

    fn hooks(instance: &Instance) -> KnapsackHooks {
        KnapsackHooks::new(instance)
    }

    fn size(instance: &Instance) -> usize {
        instance.items.len()
    }

    fn random(like: &Instance, size: usize, seed: u64) -> Option<Instance> {
        Some(Instance::random(size, seed, like.loading))
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
        instance
            .items
            .get(level)
            .map_or(Item { number: 0, w: 0 }, |i| Item {
                number: i.number,
                w: i.w,
            })
    }

    fn child_words(label: Item, child: usize, lang: Lang) -> String {
        (text(lang).child)(Choice::of(child), label.number)
    }

    fn child_key(child: usize) -> char {
        if child == 0 { '1' } else { '0' }
    }
}

/// The knapsack in states worth looking at, for the shared tests and the benches: the
/// textbook instance at a cut by the bound, compared with the whole tree, and the loading
/// problem with its tree shown.
pub fn samples() -> Vec<Sample<Model>> {
    use crate::action::Action;
    use crate::app::Puzzle;
    let at = |instance: Instance, source: &str, prunes: &[Prune], step| {
        let mut m = Model::new(instance, source.into(), prunes);
        m.seek(step);
        m
    };
    vec![
        Sample {
            name: "textbook at a bound cut",
            model: at(engine::textbook(), "textbook", &[Prune::Both], 9),
            actions: Vec::new(),
        },
        Sample {
            name: "compare none with both",
            model: at(
                engine::textbook(),
                "textbook",
                &[Prune::None, Prune::Both],
                30,
            ),
            actions: Vec::new(),
        },
        Sample {
            name: "loading with the tree",
            model: at(
                engine::built_in("loading").expect("built in"),
                "loading",
                &[Prune::Both],
                12,
            ),
            actions: vec![Action::ToggleTree],
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::Action;
    use crate::app::explore::quiz::Answer;
    use crate::app::quiz::QuizKind;
    use crate::app::{App, Playback, Puzzle};
    use crate::engine::tree::Cut;

    fn app(instance: Instance) -> App<Model> {
        let playback = Playback::paused(Lang::En);
        let mut a = App::new(
            Model::new(instance, "textbook".into(), &[Prune::Both]),
            playback,
        );
        a.update(Action::Resize(80, 24));
        a
    }

    /// "Will the bound cut here?": after the best load is found and its subtree left, each
    /// right child is cut by the bound, and the quiz says so with the numbers.
    #[test]
    fn the_quiz_asks_whether_the_bound_cuts() {
        let mut a = app(engine::textbook());
        a.puzzle.seek(8);
        let q = a.puzzle.question(QuizKind::All).unwrap();
        assert_eq!(q.expected, Answer::CutBy(Cut::Bound));
        let words = <crate::app::explore::quiz::ChildQuiz<Knapsack> as crate::app::quiz::Quizzed>::question_words(q.ask, Lang::En);
        assert!(words.contains("leave item 1"), "{words}");
        // The basic question at the root: item 4 is taken first.
        a.puzzle.seek(0);
        let q = a.puzzle.question(QuizKind::Basic).unwrap();
        assert_eq!(q.expected, Answer::Child(0));
    }

    /// `g` keeps the loading problem a loading problem.
    #[test]
    fn random_instances_keep_their_kind() {
        let mut a = app(engine::built_in("loading").unwrap());
        a.update(Action::Own(ExploreAction::Random));
        assert!(a.puzzle.instance.loading);
        assert_eq!(a.puzzle.instance, Instance::random(4, 1, true));
    }

    #[test]
    fn x_exports_the_load_as_svg() {
        let dir = std::env::temp_dir().join(format!("backtrack-xk-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut a = app(engine::textbook());
        a.export_dir.clone_from(&dir);
        a.puzzle.seek(9);
        a.update(Action::Export);
        let text = std::fs::read_to_string(dir.join("knapsack-step-9.svg")).unwrap();
        let doc = roxmltree::Document::parse(&text).unwrap();
        let count = |class: &str| {
            doc.descendants()
                .filter(|e| e.attribute("class") == Some(class))
                .count()
        };
        assert_eq!(
            (count("taken"), count("cut-bound"), count("undecided")),
            (2, 1, 1)
        );
        assert!(text.contains("bestp = 20: items 1 3 4"), "{text}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
