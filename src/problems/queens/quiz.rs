//! N-Queens' quiz: which column of the row gets the next queen (or none: the row fails), and
//! with `--quiz all`, whether the next candidate can stand, which queen attacks it, and back
//! to which row the search goes after a row is given up.

use crate::action::Action;
use crate::app::quiz::Quizzed;
use crate::i18n::{Lang, file_index, file_label, square};
use crate::problems::queens::engine::{Line, QueensEvent};
use crate::problems::queens::keys::QueensAction;
use crate::problems::queens::words::words;

/// N-Queens' quiz.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueensQuiz;

/// What a question asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    /// Which column of `row` (0-based) gets the next queen.
    Column {
        /// The row the search fills next.
        row: usize,
    },
    /// `--quiz all`: can a queen stand on the next candidate square (place or conflict)?
    Stand {
        /// The candidate (row, col).
        square: (usize, usize),
    },
    /// `--quiz all`: which queen attacks the next candidate (answered with its column)?
    Attacker {
        /// The candidate (row, col).
        square: (usize, usize),
    },
    /// `--quiz all`: the row just given up: which row does the search go back to?
    BackTo {
        /// The row given up.
        row: usize,
    },
}

/// An answer, given or expected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// A column (0-based).
    Column(usize),
    /// No column of the row: the search backtracks (`.`).
    NoColumn,
    /// A queen can stand there: the search places it (`y`).
    Stands,
    /// The square is attacked: a conflict (`n`).
    Attacked,
    /// A row (0-based).
    Row(usize),
}

/// What the search rules out on the way to the answer: a square of the row attacked by the
/// queen `by` along `line`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reason {
    /// The square (row, col).
    pub square: (usize, usize),
    /// The attacking queen (row, col).
    pub by: (usize, usize),
    /// The line.
    pub line: Line,
}

impl Reason {
    /// What a conflict rules out: its square, attacked by a queen along a line.
    pub fn of_conflict(event: &QueensEvent) -> Option<Reason> {
        match *event {
            QueensEvent::Conflict {
                row,
                col,
                by_row,
                by_col,
                line,
            } => Some(Reason {
                square: (row.into(), col.into()),
                by: (by_row.into(), by_col.into()),
                line,
            }),
            _ => None,
        }
    }
}

impl Quizzed for QueensQuiz {
    type Ask = Ask;
    type Answer = Answer;
    type Reason = Reason;

    fn question_words(ask: Ask, lang: Lang) -> String {
        let words = words(lang);
        match ask {
            Ask::Column { row } => words.quiz_column_question(row),
            Ask::Stand { square: s } => words.quiz_stand_question(&square(s.0, s.1)),
            Ask::Attacker { square: s } => words.quiz_attacker_question(&square(s.0, s.1)),
            Ask::BackTo { row } => words.quiz_back_question(row),
        }
    }

    fn answer_words(answer: Answer, ask: Ask, lang: Lang) -> String {
        let words = words(lang);
        match (answer, ask) {
            (Answer::Column(col), Ask::Column { row }) => square(row, col),
            // The queen in that column (the one attacking the square asked about).
            (Answer::Column(col), _) => words.quiz_queen_in(&file_label(col)),
            (Answer::Stands, _) => words.quiz_stands().into(),
            (Answer::Attacked, _) => words.quiz_attacked_answer().into(),
            (Answer::Row(row), _) => words.quiz_row(row),
            (Answer::NoColumn, _) => words.quiz_no_column().into(),
        }
    }

    fn reason_words(r: Reason, lang: Lang) -> String {
        words(lang).quiz_attacked(&square(r.square.0, r.square.1), &square(r.by.0, r.by.1))
    }
}

/// The answer a key or click gives to `ask` on an `n`×`n` board; `square_at` finds the square
/// under a click.
pub fn answer(
    action: &Action<QueensAction>,
    ask: Ask,
    n: usize,
    square_at: impl Fn(u16, u16) -> Option<(usize, usize)>,
) -> Option<Answer> {
    match (*action, ask) {
        (Action::QuizKey('.'), Ask::Column { .. }) => Some(Answer::NoColumn),
        (Action::QuizKey('y'), Ask::Stand { .. }) => Some(Answer::Stands),
        (Action::QuizKey('n'), Ask::Stand { .. }) => Some(Answer::Attacked),
        (Action::QuizKey(c), Ask::Column { .. } | Ask::Attacker { .. }) => {
            file_index(c).filter(|&col| col < n).map(Answer::Column)
        }
        (Action::QuizKey(c), Ask::BackTo { .. }) => c
            .to_digit(10)
            .map(|d| d as usize)
            .filter(|&d| (1..=n).contains(&d))
            .map(|d| Answer::Row(d - 1)),
        (Action::Click(x, y), Ask::BackTo { .. }) => {
            square_at(x, y).map(|(row, _)| Answer::Row(row))
        }
        (Action::Click(x, y), Ask::Attacker { .. } | Ask::Column { .. }) => {
            square_at(x, y).map(|(_, col)| Answer::Column(col))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    //! The quiz driven through the app, as the keys drive it.
    use super::*;
    use crate::action::InputMode;
    use crate::app::quiz::{Question, QuizKind};
    use crate::app::{App, BATCH_BUDGET, Playback, Puzzle, Speed, Status};
    use crate::problems::queens::engine::Algo;
    use crate::problems::queens::model::Queens;
    use std::time::Instant;

    fn playback() -> Playback {
        Playback {
            lang: Lang::En,
            speed: Speed::Max,
            paused: false,
            ascii: false,
            theme: crate::app::ThemeName::Dark,
            auto_theme: false,
            zoom: false,
            record: None,
            force: false,
            quiz: Some(QuizKind::Basic),
            gif: None,
        }
    }

    /// Plays until a question waits (or the search ends); returns it.
    fn next_question<P: Puzzle>(a: &mut App<P>) -> Option<Question<P::Quiz>> {
        for _ in 0..100_000 {
            if a.input == InputMode::Quiz {
                return a.quiz.as_ref()?.pending.clone();
            }
            if a.status() == Status::Done {
                return None;
            }
            a.tick(Instant::now(), BATCH_BUDGET);
        }
        None
    }

    /// The key that gives `answer` to a question.
    fn key_for<A>(answer: Answer) -> Action<A> {
        match answer {
            Answer::Stands => Action::QuizKey('y'),
            Answer::Attacked => Action::QuizKey('n'),
            Answer::Row(r) => Action::QuizKey(char::from_digit(r as u32 + 1, 10).unwrap()),
            Answer::Column(c) => {
                Action::QuizKey(crate::i18n::file_label(c).chars().next().unwrap())
            }
            Answer::NoColumn => Action::QuizKey('.'),
        }
    }

    /// A wrong answer to a question.
    fn wrong(q: &Question<QueensQuiz>) -> Answer {
        match q.expected {
            Answer::Column(0) => Answer::Column(1),
            Answer::Column(_) | Answer::NoColumn => Answer::Column(0),
            Answer::Stands => Answer::Attacked,
            Answer::Attacked => Answer::Stands,
            Answer::Row(r) => Answer::Row(r + 1),
        }
    }

    /// For every algorithm: a dozen questions, answered right and wrong in turn; each
    /// expected answer is what the search then does (its next queen in the row asked, or the
    /// row given up), and the score counts the right ones.
    #[rstest::rstest]
    fn queens_questions_are_what_the_search_does(
        #[values(Algo::Iterative, Algo::Recursive, Algo::Arrays, Algo::Cells)] algo: Algo,
    ) {
        let mut a = App::new(Queens::new(&[algo], 6), playback());
        for i in 0..12 {
            let q = next_question(&mut a).expect("a question");
            let Ask::Column { row } = q.ask else {
                panic!("a column question")
            };
            let given = if i % 2 == 0 { q.expected } else { wrong(&q) };
            a.update(key_for(given));
            assert_eq!(a.input, InputMode::Normal, "answered");
            assert_eq!(
                a.quiz.as_ref().unwrap().last.as_ref().unwrap().right(),
                i % 2 == 0
            );
            // What the search does next, one step at a time from the question's step.
            let mut check = Queens::new(&[algo], 6);
            check.seek(q.step);
            let did = loop {
                check.step(&|_| false);
                match check.panes[0].last_event() {
                    Some(QueensEvent::Place { row: r, col })
                        if algo.by_cells() || usize::from(r) == row =>
                    {
                        break Answer::Column(col.into());
                    }
                    Some(QueensEvent::Place { .. }) => break Answer::NoColumn,
                    Some(QueensEvent::Backtrack { row: r }) if usize::from(r) == row => {
                        break Answer::NoColumn;
                    }
                    _ => {}
                }
            };
            assert_eq!(q.expected, did, "{algo:?} question {i} at step {}", q.step);
            for r in &q.reasons {
                assert_eq!(r.square.0, row, "ruled out in the row asked");
            }
        }
        assert_eq!(a.quiz.as_ref().unwrap().score(), (6, 12));
    }

    /// 4 queens, iterative: a question after every placement and after every row given up
    /// (issue 26, bug 4: steps 9-10 and 17-22 ran unasked): at step 9 row 3 is given up and
    /// row 2 moves its queen to d2; at 17, 20 and 21 the rows above give up in turn until
    /// row 1 moves to b1.
    #[test]
    fn the_quiz_asks_after_a_backtrack_too() {
        let mut a = App::new(Queens::new(&[Algo::Iterative], 4), playback());
        let mut asked = Vec::new();
        while let Some(q) = next_question(&mut a) {
            if q.step > 22 {
                break;
            }
            let Ask::Column { row } = q.ask else {
                panic!("a column question")
            };
            asked.push((q.step, row, q.expected));
            a.update(key_for(q.expected));
        }
        let none = Answer::NoColumn;
        assert_eq!(
            asked,
            [
                (0, 0, Answer::Column(0)),
                (1, 1, Answer::Column(2)),
                (4, 2, none),
                (9, 1, Answer::Column(3)),
                (10, 2, Answer::Column(1)),
                (12, 3, none),
                (17, 2, none),
                (20, 1, none),
                (21, 0, Answer::Column(1)),
                (22, 1, Answer::Column(3)),
            ]
        );
    }

    /// `--quiz all`, for the row-by-row searches: every kind of question comes up, and each
    /// expected answer is what the search then does.
    #[rstest::rstest]
    fn all_kinds_are_what_the_search_does(
        #[values(Algo::Iterative, Algo::Recursive, Algo::Arrays)] algo: Algo,
    ) {
        let mut play = playback();
        play.quiz = Some(QuizKind::All);
        let mut a = App::new(Queens::new(&[algo], 6), play);
        let mut kinds = std::collections::HashSet::new();
        for _ in 0..60 {
            let q = next_question(&mut a).expect("a question");
            let mut check = Queens::new(&[algo], 6);
            check.seek(q.step);
            // The next event that places, rules out or gives up a square.
            let next = loop {
                check.step(&|_| false);
                if let Some(
                    e @ (QueensEvent::Place { .. }
                    | QueensEvent::Conflict { .. }
                    | QueensEvent::Backtrack { .. }
                    | QueensEvent::Unplace { .. }),
                ) = check.panes[0].last_event()
                {
                    break e;
                }
            };
            match q.ask {
                Ask::Column { .. } => {
                    kinds.insert(0);
                }
                Ask::Stand { square } => {
                    kinds.insert(1);
                    let (on, did) = match next {
                        QueensEvent::Place { row, col } => ((row, col), Answer::Stands),
                        QueensEvent::Conflict { row, col, .. } => ((row, col), Answer::Attacked),
                        e => panic!("{e:?}"),
                    };
                    assert_eq!((usize::from(on.0), usize::from(on.1)), square);
                    assert_eq!(q.expected, did);
                }
                Ask::Attacker { square } => {
                    kinds.insert(2);
                    let QueensEvent::Conflict {
                        row, col, by_col, ..
                    } = next
                    else {
                        panic!("{next:?}")
                    };
                    assert_eq!((usize::from(row), usize::from(col)), square);
                    assert_eq!(q.expected, Answer::Column(by_col.into()));
                }
                Ask::BackTo { row } => {
                    kinds.insert(3);
                    let r = match next {
                        QueensEvent::Place { row, .. }
                        | QueensEvent::Conflict { row, .. }
                        | QueensEvent::Backtrack { row }
                        | QueensEvent::Unplace { row, .. } => usize::from(row),
                        e => panic!("{e:?}"),
                    };
                    assert_eq!(q.expected, Answer::Row(r));
                    assert_eq!(r + 1, row);
                }
            }
            a.update(key_for(q.expected));
            assert!(a.quiz.as_ref().unwrap().last.as_ref().unwrap().right());
        }
        assert_eq!(kinds.len(), 4, "{algo:?}: every kind came up: {kinds:?}");
    }

    /// Left steps back from a question (it is asked again when the search comes back); an
    /// answered question is not asked again after a rewind; Esc leaves the quiz with its
    /// score.
    #[test]
    fn rewinds_and_leaving() {
        let mut a = App::new(Queens::new(&[Algo::Iterative], 6), playback());
        let first = next_question(&mut a).unwrap();
        assert_eq!(first.step, 0);
        a.update(key_for(first.expected));
        let second = next_question(&mut a).unwrap();
        a.update(Action::StepBack);
        assert_eq!(
            (a.input, a.position()),
            (InputMode::Normal, second.step - 1)
        );
        a.update(Action::TogglePlay);
        let again = next_question(&mut a).unwrap();
        assert_eq!(again.step, second.step, "the unanswered one is asked again");
        a.update(key_for(again.expected));
        // Back to step 0 and play: the first question is not asked again.
        a.update(Action::First);
        a.update(Action::TogglePlay);
        let next = next_question(&mut a).unwrap();
        assert!(next.step > second.step, "answered ones are not asked again");
        assert_eq!(a.quiz.as_ref().unwrap().score(), (2, 2));
        a.update(Action::ToggleQuiz);
        assert_eq!(a.input, InputMode::Normal);
        assert!(a.quiz.is_none());
        assert_eq!(a.notice, Some(crate::app::stops::Notice::QuizScore(2, 2)));
    }
}
