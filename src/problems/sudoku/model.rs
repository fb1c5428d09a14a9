//! Sudoku as a problem of the explorer (`app::explore`): its instance, hooks, keys (`a`: the
//! other order; `g` another puzzle of the set; `[` `]` the empty grid of the other size) and
//! quiz words; the explorer does the rest. Its searches run under the constraint, or with no
//! pruning ([`engine::PRUNES`]).

use crate::action::{Action, BROWSE, Binding, Key, NORMAL, Section, Worded, alias, named, row, words_for};
use crate::app::explore::keys::SharedWords;
use crate::app::explore::{Explore, ExploreAction, Explorer};
use crate::app::{Effect, View};
use crate::engine::backtrack::Prune;
use crate::i18n::{Lang, Vocabulary};
use crate::problem::Sample;
use crate::problems::sudoku::engine::solutions::Solutions;
use crate::problems::sudoku::engine::{self, Grid, Instance, SudokuHooks, hooks_on};
use crate::problems::sudoku::svg;
use crate::problems::sudoku::words::{cell_name, text};

/// Sudoku, as the explorer knows it.
pub struct Sudoku;

/// The model: the explorer of a Sudoku instance.
pub type Model = Explorer<Sudoku>;

/// Its own action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SudokuAction {
    /// The next order (restarts; in compare mode never the right pane's).
    NextAlgo,
    /// Pencil marks on or off (the search goes on where it stands).
    TogglePencil,
    /// Open the solutions browser (the puzzle's solutions, by the fast solver).
    OpenSolutions,
    /// Close it.
    CloseSolutions,
    /// The next (or, with `false`, the previous) solution listed.
    NextSolution(bool),
    /// One solution per class on or off (4x4).
    ToggleClasses,
}

/// What a node chooses: the cell it fills.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    /// The cell, from 0 in reading order.
    pub cell: u8,
    /// The grid's side.
    pub n: u8,
    /// Its candidates at the node.
    pub left: u8,
    /// The digit a unit forces into it (a hidden single), when the order picked it so.
    pub single: Option<u8>,
}

/// One of its own actions, as the key table holds it.
fn own(action: SudokuAction) -> Action<ExploreAction<SudokuAction>> {
    Action::Own(ExploreAction::Own(action))
}

/// The node filling `cell` at the node `hooks` stands on.
fn node(hooks: &SudokuHooks, cell: usize) -> Node {
    let left = hooks.candidates_of(cell).count_ones() as u8;
    let single = (hooks.algo == engine::Algo::MrvSingles && left > 1)
        .then(|| hooks.hidden_single(cell).map(|(d, _)| d))
        .flatten();
    Node {
        cell: cell as u8,
        n: hooks.n as u8,
        left,
        single,
    }
}

impl Explore for Sudoku {
    type Hooks = SudokuHooks;
    type Instance = Instance;
    type Action = SudokuAction;
    type Label = Node;

    const SIZES: (usize, usize) = (4, 9);
    const PRUNES: &'static [Prune] = &engine::PRUNES;

    fn hooks(instance: &Instance) -> SudokuHooks {
        SudokuHooks::new(&instance.grid, instance.algo)
    }

    fn pane_hooks(instance: &Instance, pane: usize) -> SudokuHooks {
        SudokuHooks::new(&instance.grid, instance.algo_of(pane))
    }

    fn pane_name(instance: &Instance, pane: usize, lang: Lang) -> Option<String> {
        instance
            .compare
            .then(|| (text(lang).algo)(instance.algo_of(pane)).to_string())
    }

    fn size(instance: &Instance) -> usize {
        instance.grid.n
    }

    /// The same size: another puzzle of the set (by `seed`); another size: the empty grid of
    /// the other side.
    fn random(like: &Instance, size: usize, seed: u64) -> Option<Instance> {
        let mut next = like.clone();
        if size == like.grid.n {
            let set = &like.set;
            if set.len() < 2 {
                return None;
            }
            next.grid = set[(seed as usize) % set.len()].clone();
        } else {
            let n = if size < like.grid.n { 4 } else { 9 };
            next.grid = Grid::empty(n);
        }
        Some(next)
    }

    fn shared_words() -> SharedWords {
        SharedWords {
            size: |l| &text(l).size_key,
            random: |l| &text(l).random_key,
            prune: |l| &text(l).prune_key,
        }
    }

    fn key_rows() -> Vec<(Section, Binding<ExploreAction<SudokuAction>>)> {
        vec![
            (
                Section::Size,
                row(
                    vec![named(
                        Key::Char('a'),
                        Action::Own(ExploreAction::Own(SudokuAction::NextAlgo)),
                    )],
                    NORMAL,
                    |l| &text(l).algo_key,
                ),
            ),
            (
                Section::Size,
                row(
                    vec![named(
                        Key::Char('m'),
                        Action::Own(ExploreAction::Own(SudokuAction::TogglePencil)),
                    )],
                    NORMAL,
                    |l| &text(l).pencil_key,
                ),
            ),
            (
                Section::Panels,
                row(vec![named(Key::Char('s'), own(SudokuAction::OpenSolutions))], NORMAL, |l| {
                    &text(l).solutions_key
                }),
            ),
            (
                Section::Panels,
                row(
                    vec![
                        named(Key::Down, own(SudokuAction::NextSolution(true))),
                        named(Key::Up, own(SudokuAction::NextSolution(false))),
                        alias(Key::Char('j'), own(SudokuAction::NextSolution(true))),
                        alias(Key::Char('k'), own(SudokuAction::NextSolution(false))),
                    ],
                    BROWSE,
                    |l| &text(l).browse_move,
                ),
            ),
            (
                Section::Panels,
                row(vec![named(Key::Char('u'), own(SudokuAction::ToggleClasses))], BROWSE, |l| {
                    &text(l).browse_classes
                }),
            ),
            (
                Section::Panels,
                row(
                    vec![
                        named(Key::Char('s'), own(SudokuAction::CloseSolutions)),
                        named(Key::Esc, own(SudokuAction::CloseSolutions)),
                    ],
                    BROWSE,
                    |l| &text(l).browse_close,
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

    fn apply(explorer: &mut Model, action: SudokuAction, _view: View) -> Effect {
        match action {
            SudokuAction::NextAlgo => explorer.change(|i| {
                i.algo = i.algo.next();
                if i.compare && i.algo == i.other {
                    i.algo = i.algo.next();
                }
            }),
            SudokuAction::TogglePencil => {
                explorer.instance.pencil = !explorer.instance.pencil;
                Effect::Changed
            }
            SudokuAction::OpenSolutions => {
                explorer.instance.browser = Some(Solutions::of(&explorer.instance.grid));
                Effect::EnterBrowse
            }
            SudokuAction::CloseSolutions => {
                explorer.instance.browser = None;
                Effect::LeaveBrowse
            }
            SudokuAction::NextSolution(forward) => match explorer.instance.browser.as_mut() {
                Some(b) => {
                    b.step(if forward { 1 } else { -1 });
                    Effect::Changed
                }
                None => Effect::Ignored,
            },
            SudokuAction::ToggleClasses => match explorer.instance.browser.as_mut() {
                Some(b) if b.class_of.is_some() => {
                    b.toggle_classes();
                    Effect::Changed
                }
                _ => Effect::Ignored,
            },
        }
    }

    fn label(instance: &Instance, path: &[usize]) -> Node {
        let hooks = hooks_on(&instance.grid, instance.algo, path);
        let depth = path.len().min(hooks.order.len().saturating_sub(1));
        node(&hooks, usize::from(hooks.order.get(depth).copied().unwrap_or(0)))
    }

    /// Under MRV (with or without singles first): the cell picked, then the empty cells with
    /// the fewest candidates after it.
    fn contenders(instance: &Instance, path: &[usize], most: usize) -> Vec<Node> {
        if instance.algo == engine::Algo::Cells {
            return Vec::new();
        }
        let hooks = hooks_on(&instance.grid, instance.algo, path);
        let Some(&picked) = hooks.order.get(path.len()) else {
            return Vec::new();
        };
        let mut rivals: Vec<(u32, usize)> = (0..hooks.cells.len())
            .filter(|&c| hooks.cells[c] == 0 && c != usize::from(picked))
            .map(|c| (hooks.candidates_of(c).count_ones(), c))
            .collect();
        rivals.sort_unstable();
        std::iter::once(usize::from(picked))
            .chain(rivals.into_iter().map(|(_, c)| c))
            .take(most)
            .map(|c| node(&hooks, c))
            .collect()
    }

    fn pick_question(lang: Lang) -> &'static str {
        text(lang).pick_question
    }

    fn contender_name(label: Node) -> String {
        cell_name(label.cell, label.n)
    }

    fn contender_words(label: Node, lang: Lang) -> String {
        (text(lang).contender)(&cell_name(label.cell, label.n), label.left, label.single)
    }

    fn child_words(_label: Node, child: usize, lang: Lang) -> String {
        (text(lang).child)(child as u8 + 1)
    }

    /// `1` to `9`.
    fn child_key(child: usize) -> char {
        char::from(b'1' + (child % 9) as u8)
    }
}

/// Sudoku in states worth looking at, for the shared tests and the benches: the easy puzzle
/// at a clash, the two orders side by side on Inkala's, the 4x4 with the tree shown.
pub fn samples() -> Vec<Sample<Model>> {
    use crate::app::Puzzle;
    let at = |instance: Instance, name: &str, prunes: &[Prune], step| {
        let mut m = Model::new(instance, name.into(), prunes);
        m.seek(step);
        m
    };
    let set = |name| engine::built_in(name).expect("built in");
    let mut inkala = Instance::of(set("inkala"), engine::Algo::Cells);
    inkala.compare = true;
    vec![
        Sample {
            name: "easy at step 12",
            model: at(Instance::of(set("easy"), engine::Algo::Cells), "easy", &[Prune::Constraint], 12),
            actions: Vec::new(),
        },
        Sample {
            name: "inkala: cells beside MRV",
            model: at(inkala, "inkala", &[Prune::Constraint, Prune::Constraint], 200),
            actions: Vec::new(),
        },
        Sample {
            name: "four with the tree",
            model: at(Instance::of(set("four"), engine::Algo::Mrv), "four", &[Prune::Constraint], 9),
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
    use crate::problems::sudoku::engine::Algo;

    fn app(instance: Instance) -> App<Model> {
        let mut a = App::new(
            Model::new(instance, "easy".into(), &[Prune::Constraint]),
            Playback::paused(Lang::En),
        );
        a.update(Action::Resize(100, 30));
        a
    }

    fn easy() -> Instance {
        Instance::of(engine::built_in("easy").unwrap(), Algo::Cells)
    }

    /// `m` draws the pencil marks and leaves the search where it stands.
    #[test]
    fn m_toggles_the_pencil_marks_without_a_restart() {
        let mut a = app(easy());
        a.puzzle.seek(7);
        a.update(Action::Own(ExploreAction::Own(SudokuAction::TogglePencil)));
        assert!(a.puzzle.instance.pencil);
        assert_eq!(a.position(), 7);
    }

    #[test]
    fn a_switches_the_order_and_restarts() {
        let mut a = app(easy());
        a.puzzle.seek(5);
        a.update(Action::Own(ExploreAction::Own(SudokuAction::NextAlgo)));
        assert_eq!((a.puzzle.instance.algo, a.position()), (Algo::Mrv, 0));
    }

    /// `g` takes another puzzle of the set; `[` the empty 4x4; `]` back to 9x9.
    #[test]
    fn g_and_the_size_keys_change_the_puzzle() {
        let mut a = app(Instance::of(engine::built_in("top95").unwrap(), Algo::Cells));
        let first = a.puzzle.instance.grid.clone();
        a.update(Action::Own(ExploreAction::Random));
        assert_ne!(a.puzzle.instance.grid, first);
        a.update(Action::Own(ExploreAction::Smaller));
        assert_eq!(a.puzzle.instance.grid, Grid::empty(4));
        a.update(Action::Own(ExploreAction::Larger));
        assert_eq!(a.puzzle.instance.grid, Grid::empty(9));
    }

    /// The quiz asks which digit goes in the cell next: in r1c3 of the easy puzzle 1 and 2
    /// are free, so the search enters 1.
    #[test]
    fn the_quiz_asks_which_digit_comes_next() {
        let a = app(easy());
        let q = a.puzzle.question(QuizKind::Basic).unwrap();
        assert_eq!(q.expected, Answer::Child(0));
        let words = ChildQuiz::<Sudoku>::question_words(q.ask, Lang::En);
        assert!(words.contains('9'), "{words}");
    }

    /// Under MRV every other level asks which cell is filled next, among the pick and its
    /// nearest rivals; the pick is the label of the node, it has no more candidates than any
    /// rival, the options move so it is not always `a`, and its key answers it. Cell by cell
    /// never asks.
    #[rstest::rstest]
    #[case::mrv(Algo::Mrv)]
    #[case::singles(Algo::MrvSingles)]
    fn the_quiz_asks_which_cell_the_order_fills_next(#[case] algo: Algo) {
        use crate::app::explore::quiz::{Ask, PICKS, answer, pick_key};
        let mut instance = Instance::of(engine::built_in("inkala").unwrap(), algo);
        instance.algo = algo;
        let mut a = app(instance);
        let mut keys = std::collections::BTreeSet::new();
        for step in 0..300 {
            a.puzzle.seek(step);
            let Some(q) = a.puzzle.question(QuizKind::Basic) else {
                continue;
            };
            let Ask::Pick { options, depth } = q.ask else {
                continue;
            };
            assert_eq!(depth % 2, 0, "step {step}");
            let Answer::Child(k) = q.expected else {
                panic!("step {step}: {:?}", q.expected)
            };
            let picked = options[k].unwrap();
            let path: Vec<usize> = a.puzzle.panes[0].solver().path().collect();
            assert_eq!(picked, Sudoku::label(&a.puzzle.instance, &path), "step {step}");
            if picked.single.is_none() {
                assert!(options.iter().flatten().all(|o| picked.left <= o.left), "step {step}");
            }
            assert!(options.iter().flatten().count() >= 2 && options.len() == PICKS);
            let key = Action::QuizKey(pick_key(k));
            assert_eq!(answer::<Sudoku>(&key, q.ask), Some(q.expected));
            keys.insert(k);
            let words = ChildQuiz::<Sudoku>::question_words(q.ask, Lang::En);
            assert!(words.contains("which cell is filled next? a r"), "{words}");
            let said = ChildQuiz::<Sudoku>::answer_words(q.expected, q.ask, Lang::Zh);
            assert!(said.contains('（'), "{said}");
        }
        assert!(keys.len() >= 2, "the pick moves between the keys: {keys:?}");
        let mut cells = app(easy());
        for step in 0..100 {
            cells.puzzle.seek(step);
            let q = cells.puzzle.question(QuizKind::Basic);
            assert!(!matches!(q.map(|q| q.ask), Some(Ask::Pick { .. })), "step {step}");
        }
    }

    /// A key that answers nothing is said before the question, which keeps waiting
    /// (issue 26, bug 4: it was ignored silently).
    #[test]
    fn a_wrong_key_is_told_and_the_question_waits() {
        use crate::action::InputMode;
        use crate::app::stops::Notice;
        let mut a = app(easy());
        a.update(Action::ToggleQuiz);
        a.update(Action::TogglePlay);
        a.tick(std::time::Instant::now(), crate::app::BATCH_BUDGET);
        assert_eq!(a.input, InputMode::Quiz);
        a.update(Action::QuizKey('z'));
        assert_eq!((a.input, a.notice.clone()), (InputMode::Quiz, Some(Notice::NotAnAnswer('z'))));
        let theme = crate::ui::theme::Theme::default();
        let bar = crate::ui::keybar::KeyBar::of(&a, &theme);
        let mut buf = ratatui::buffer::Buffer::empty(ratatui::layout::Rect::new(0, 0, 100, 1));
        ratatui::widgets::Widget::render(&bar, buf.area, &mut buf);
        let line: String = (0..100).map(|x| buf[(x, 0)].symbol().to_string()).collect();
        assert!(line.contains("z: not an answer, use a key shown · depth 0: which child next? 1 · 2"), "{line}");
        a.update(Action::QuizKey('1'));
        assert_eq!((a.input, a.notice), (InputMode::Normal, Some(Notice::Answered)));
    }

    /// The `:` prompt shows its syntax, with a stop in the problem's words, until a key is
    /// typed (issue 26, rough edges).
    #[test]
    fn the_prompt_shows_its_syntax_until_typed() {
        let mut a = app(easy());
        let bar = |a: &App<Model>| {
            let theme = crate::ui::theme::Theme::default();
            let bar = crate::ui::keybar::KeyBar::of(a, &theme);
            let mut buf = ratatui::buffer::Buffer::empty(ratatui::layout::Rect::new(0, 0, 100, 1));
            ratatui::widgets::Widget::render(&bar, buf.area, &mut buf);
            (0..100).map(|x| buf[(x, 0)].symbol().to_string()).collect::<String>()
        };
        a.update(Action::OpenPrompt);
        let line = bar(&a);
        assert!(line.contains("e.g. 1234 (a step), #3 (solution 3), stop backtrack depth 3"), "{line}");
        a.update(Action::PromptChar('1'));
        assert!(!bar(&a).contains("e.g."), "{}", bar(&a));
    }

    #[test]
    fn labels_name_the_cell_each_depth_fills() {
        let cells = easy();
        assert_eq!(Sudoku::label(&cells, &[]).cell, 2);
        let mut mrv = easy();
        mrv.algo = Algo::Mrv;
        let first = Sudoku::label(&mrv, &[]).cell;
        let h = SudokuHooks::new(&mrv.grid, Algo::Mrv);
        assert_eq!(h.candidates_of(usize::from(first)).count_ones(), 1, "MRV starts on a single");
    }
}
