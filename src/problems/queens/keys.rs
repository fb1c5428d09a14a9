//! N-Queens' own keys: the board size, the solutions browser, the board editor, the
//! algorithms and compare mode, and the quiz's answers; each row in its section of the shared
//! key table.

use crate::action::{
    Action, BROWSE, Binding, EDIT, Key, NORMAL, QUIZ, Scroll, Section, Worded, alias, cursor_row,
    named, row, words_for,
};
use crate::problems::queens::words;

/// Actions of the N-Queens problem.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QueensAction {
    /// N - 1, restart.
    SmallerBoard,
    /// N + 1, restart.
    LargerBoard,
    /// Show or hide the squares attacked by the standing queens.
    ToggleAttacked,
    /// The next algorithm (restarts).
    NextAlgo,
    /// The next algorithm in the right-hand pane of compare mode (restarts).
    NextAlgoRight,
    /// Compare with the next algorithm side by side, or back to one board (restarts).
    ToggleCompare,
    /// Compare mode: step both boards by placements, or by events (restarts).
    ToggleByPlacements,
    /// Open the solutions browser.
    OpenSolutions,
    /// Close the solutions browser.
    CloseSolutions,
    /// Solutions browser: choose another solution (up, down, a page, the first, the last).
    Browse(Scroll),
    /// Solutions browser: to the first member of the next (true) or previous class.
    BrowseClass(bool),
    /// Solutions browser: go to the step where the chosen solution was found.
    BrowseGo,
    /// Solutions browser: `#`, a number follows (the one typed so far is forgotten).
    BrowseNumber,
    /// Board editor: put a queen on the cursor's square, or take it off.
    ToggleQueen,
    /// Board editor: take every queen off.
    ClearBoard,
    /// Board editor: leave without changing anything.
    CancelEdit,
}

use QueensAction as Q;

const fn own(action: QueensAction) -> Action<QueensAction> {
    Action::Own(action)
}

/// N-Queens' rows of the key table, each with its section.
// A table: one entry a row.
#[allow(clippy::too_many_lines)]
pub fn rows() -> Vec<(Section, Binding<QueensAction>)> {
    use Key as K;
    use Section as S;
    vec![
        (
            S::Size,
            row(
                vec![
                    named(K::Char('['), own(Q::SmallerBoard)),
                    named(K::Char(']'), own(Q::LargerBoard)),
                ],
                NORMAL,
                |l| &words::text(l).keys.board_size,
            ),
        ),
        // A question waiting: Left still steps back; a click on a square answers.
        (
            S::QuizKeys,
            row(vec![named(K::Left, Action::StepBack)], QUIZ, |l| {
                &l.text().keys.back
            }),
        ),
        (
            S::QuizKeys,
            row(vec![named(K::Click, Action::Click(0, 0))], QUIZ, |l| {
                &words::text(l).keys.quiz_click
            }),
        ),
        (
            S::Panels,
            row(
                vec![named(K::Char('s'), own(Q::OpenSolutions))],
                NORMAL,
                |l| &words::text(l).keys.solutions,
            ),
        ),
        // The solutions browser's keys.
        (
            S::Panels,
            row(
                vec![
                    named(K::Up, own(Q::Browse(Scroll::Up))),
                    named(K::Down, own(Q::Browse(Scroll::Down))),
                    alias(K::Char('k'), own(Q::Browse(Scroll::Up))),
                    alias(K::Char('j'), own(Q::Browse(Scroll::Down))),
                    alias(K::PageUp, own(Q::Browse(Scroll::PageUp))),
                    alias(K::PageDown, own(Q::Browse(Scroll::PageDown))),
                    alias(K::Home, own(Q::Browse(Scroll::Top))),
                    alias(K::End, own(Q::Browse(Scroll::Bottom))),
                ],
                BROWSE,
                |l| &words::text(l).keys.browse_choose,
            ),
        ),
        (
            S::Panels,
            row(
                vec![
                    named(K::Left, own(Q::BrowseClass(false))),
                    named(K::Right, own(Q::BrowseClass(true))),
                    alias(K::Char('h'), own(Q::BrowseClass(false))),
                    alias(K::Char('l'), own(Q::BrowseClass(true))),
                ],
                BROWSE,
                |l| &words::text(l).keys.browse_class,
            ),
        ),
        (
            S::Panels,
            row(
                vec![
                    named(K::Char('#'), own(Q::BrowseNumber)),
                    named(K::Digit, Action::Digit(0)),
                ],
                BROWSE,
                |l| &words::text(l).keys.browse_number,
            ),
        ),
        (
            S::Panels,
            row(vec![named(K::Enter, own(Q::BrowseGo))], BROWSE, |l| {
                &words::text(l).keys.browse_go
            }),
        ),
        (
            S::Panels,
            row(vec![named(K::Click, Action::Click(0, 0))], BROWSE, |l| {
                &words::text(l).keys.browse_click
            }),
        ),
        (
            S::Panels,
            row(
                vec![
                    named(K::Char('s'), own(Q::CloseSolutions)),
                    named(K::Esc, own(Q::CloseSolutions)),
                ],
                BROWSE,
                |l| &words::text(l).keys.browse_close,
            ),
        ),
        // The board editor.
        (
            S::Tools,
            row(vec![named(K::Char('e'), Action::ToggleEdit)], NORMAL, |l| {
                &words::text(l).keys.place_by_hand
            }),
        ),
        (S::Tools, cursor_row()),
        (
            S::Tools,
            row(
                vec![
                    named(K::Enter, own(Q::ToggleQueen)),
                    named(K::Space, own(Q::ToggleQueen)),
                ],
                EDIT,
                |l| &words::text(l).keys.toggle_queen,
            ),
        ),
        (
            S::Tools,
            row(vec![named(K::Click, Action::Click(0, 0))], EDIT, |l| {
                &words::text(l).keys.click_queen
            }),
        ),
        (
            S::Tools,
            row(vec![named(K::Char('c'), own(Q::ClearBoard))], EDIT, |l| {
                &words::text(l).keys.clear_board
            }),
        ),
        (
            S::Tools,
            row(vec![named(K::Char('e'), Action::ToggleEdit)], EDIT, |l| {
                &words::text(l).keys.run_from_hand
            }),
        ),
        (
            S::Tools,
            row(vec![named(K::Esc, own(Q::CancelEdit))], EDIT, |l| {
                &words::text(l).keys.cancel_edit
            }),
        ),
        (
            S::Options,
            row(
                vec![named(K::Char('a'), own(Q::ToggleAttacked))],
                NORMAL,
                |l| &words::text(l).keys.attacked,
            ),
        ),
        (
            S::Options,
            row(vec![named(K::Tab, own(Q::NextAlgo))], NORMAL, |l| {
                &words::text(l).keys.next_algo
            }),
        ),
        (
            S::Options,
            row(
                vec![named(K::Char('c'), own(Q::ToggleCompare))],
                NORMAL,
                |l| &words::text(l).keys.compare,
            ),
        ),
        (
            S::Options,
            row(vec![named(K::Char('y'), own(Q::ToggleByPlacements))], NORMAL, |l| {
                &words::text(l).keys.by_placements
            }),
        ),
        (
            S::Options,
            row(
                vec![named(K::BackTab, own(Q::NextAlgoRight))],
                NORMAL,
                |l| &words::text(l).keys.next_algo_right,
            ),
        ),
        // A question waiting: a file letter, or `.` for none.
        (
            S::Answers,
            row(
                vec![
                    named(K::AnyChar, Action::QuizKey(' ')),
                    named(K::Char('.'), Action::QuizKey('.')),
                ],
                QUIZ,
                |l| &words::text(l).keys.quiz_column,
            ),
        ),
        words_for(Worded::Tree, |l| &words::text(l).keys.tree),
        words_for(Worded::Export, |l| &words::text(l).keys.export),
        words_for(Worded::Zoom, |l| &words::text(l).keys.zoom),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::{InputMode, KeyTable};
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    use rstest::rstest;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    /// No key does two things in one mode, and every row has words in both languages.
    #[test]
    fn the_table_checks() {
        assert_eq!(KeyTable::new(&rows()).check(), Ok(()));
    }

    #[rstest]
    #[case(KeyCode::Char('['), Action::Own(Q::SmallerBoard))]
    #[case(KeyCode::Char(']'), Action::Own(Q::LargerBoard))]
    #[case(KeyCode::Char('a'), Action::Own(Q::ToggleAttacked))]
    #[case(KeyCode::Tab, Action::Own(Q::NextAlgo))]
    #[case(KeyCode::BackTab, Action::Own(Q::NextAlgoRight))]
    #[case(KeyCode::Char('c'), Action::Own(Q::ToggleCompare))]
    #[case(KeyCode::Char('s'), Action::Own(Q::OpenSolutions))]
    #[case(KeyCode::Char('e'), Action::ToggleEdit)]
    fn keys_of_the_board(#[case] code: KeyCode, #[case] action: Action<QueensAction>) {
        let table = KeyTable::new(&rows());
        assert_eq!(table.key(&key(code), InputMode::Normal), Some(action));
    }

    /// While a question waits, a letter answers it, Left steps back and Esc leaves.
    #[test]
    fn quiz_keys() {
        let table = KeyTable::new(&rows());
        assert_eq!(
            table.key(&key(KeyCode::Char('c')), InputMode::Quiz),
            Some(Action::QuizKey('c'))
        );
        assert_eq!(
            table.key(&key(KeyCode::Left), InputMode::Quiz),
            Some(Action::StepBack)
        );
        assert_eq!(
            table.key(&key(KeyCode::Esc), InputMode::Quiz),
            Some(Action::ToggleQuiz)
        );
        assert_eq!(
            table.key(&key(KeyCode::Char('q')), InputMode::Quiz),
            Some(Action::Quit)
        );
    }
}
