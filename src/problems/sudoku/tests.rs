//! Sudoku's tests through the shell: its keys, the browser, the quiz's pick question.

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
