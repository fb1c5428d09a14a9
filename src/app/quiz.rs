//! The predict-the-next-step quiz (`--quiz`, `Q`): before the search tries the candidates for
//! a queen (or the directions from a maze cell), a question waits for the student's answer;
//! the answer is checked against what the search does next, the score kept, and the search
//! plays on to the next question by itself.

use std::collections::BTreeMap;

use crate::problems::maze::engine::{Blocked, Dir};
use crate::problems::queens::engine::{Line, QueensEvent};

/// What a question asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    /// N-Queens: which column of `row` (0-based) gets the next queen.
    Column {
        /// The row the search fills next.
        row: usize,
    },
    /// Maze: which direction the search goes next from the cell.
    Direction {
        /// The cell (row, col).
        from: (usize, usize),
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
    /// A direction.
    Direction(Dir),
    /// No direction: the cell is a dead end (`.`).
    DeadEnd,
    /// A queen can stand there: the search places it (`y`).
    Stands,
    /// The square is attacked: a conflict (`n`).
    Attacked,
    /// A row (0-based).
    Row(usize),
}

/// Why the true answer is what it is: what the search rules out on the way to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// A square of the row is attacked by the queen `by` along `line`.
    Attacked {
        /// The square (row, col).
        square: (usize, usize),
        /// The attacking queen (row, col).
        by: (usize, usize),
        /// The line.
        line: Line,
    },
    /// A direction is blocked.
    Blocked {
        /// The direction.
        direction: Dir,
        /// Why.
        why: Blocked,
    },
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
            } => Some(Reason::Attacked {
                square: (row.into(), col.into()),
                by: (by_row.into(), by_col.into()),
                line,
            }),
            _ => None,
        }
    }
}

/// A question at a step of the search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    /// The step it is asked at (answered once: a rewind does not ask it again).
    pub step: u64,
    /// What it asks.
    pub ask: Ask,
    /// What the search does.
    pub expected: Answer,
    /// What the search rules out before it, in order.
    pub reasons: Vec<Reason>,
}

/// Which questions are asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum QuizKind {
    /// The column (or direction) question, one per placement.
    #[default]
    Basic,
    /// Other kinds mixed in where they fit (the row-by-row searches): place or conflict for
    /// the next candidate, which queen attacks it, back to which row after a backtrack.
    All,
}

impl QuizKind {
    /// The kind named on the command line (`--quiz all`; plain `--quiz` is `basic`).
    pub fn parse(s: &str) -> Option<QuizKind> {
        match s {
            "basic" => Some(QuizKind::Basic),
            "all" => Some(QuizKind::All),
            _ => None,
        }
    }
}

/// An answered question, as the screen tells it until the next one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answered {
    /// The question.
    pub question: Question,
    /// The answer given.
    pub given: Answer,
}

impl Answered {
    /// Whether the answer was right.
    pub fn right(&self) -> bool {
        self.given == self.question.expected
    }
}

/// The quiz's state: the question waiting, the last one answered, and every answer by step.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Quiz {
    /// Which questions.
    pub kind: QuizKind,
    /// The question waiting for an answer.
    pub pending: Option<Question>,
    /// The last question answered.
    pub last: Option<Answered>,
    /// Whether each answered question (by its step) was answered right.
    answers: BTreeMap<u64, bool>,
    /// The score has been told at the end of the search.
    pub told: bool,
}

impl Quiz {
    /// A quiz with no question asked yet.
    pub fn new(kind: QuizKind) -> Quiz {
        Quiz {
            kind,
            ..Quiz::default()
        }
    }

    /// Whether the question at `step` has been answered.
    pub fn answered(&self, step: u64) -> bool {
        self.answers.contains_key(&step)
    }

    /// Answers the waiting question; `None` if none waits.
    pub fn answer(&mut self, given: Answer) -> Option<&Answered> {
        let question = self.pending.take()?;
        let answered = Answered { question, given };
        self.answers
            .insert(answered.question.step, answered.right());
        self.last = Some(answered);
        self.last.as_ref()
    }

    /// (right, asked).
    pub fn score(&self) -> (usize, usize) {
        let right = self.answers.values().filter(|&&r| r).count();
        (right, self.answers.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn question(step: u64, expected: Answer) -> Question {
        Question {
            step,
            ask: Ask::Column { row: 2 },
            expected,
            reasons: Vec::new(),
        }
    }

    #[test]
    fn answers_are_checked_scored_and_kept_by_step() {
        let mut q = Quiz::new(QuizKind::Basic);
        assert!(q.answer(Answer::Column(1)).is_none(), "no question waits");
        q.pending = Some(question(10, Answer::Column(3)));
        assert!(q.answer(Answer::Column(3)).unwrap().right());
        q.pending = Some(question(20, Answer::NoColumn));
        assert!(!q.answer(Answer::Column(0)).unwrap().right());
        q.pending = Some(question(30, Answer::Direction(Dir::Down)));
        assert!(!q.answer(Answer::DeadEnd).unwrap().right());
        assert_eq!(q.score(), (1, 3));
        assert!(q.answered(20) && !q.answered(25));
        // The same step again (after a rewind it is not asked; if it were) counts once.
        q.pending = Some(question(10, Answer::Column(3)));
        q.answer(Answer::Column(3));
        assert_eq!(q.score(), (1, 3));
    }
}

#[cfg(test)]
mod app_tests {
    //! The quiz driven through the app, as the keys drive it.
    use super::*;
    use crate::action::{Action, InputMode};
    use crate::app::{App, BATCH_BUDGET, Playback, Puzzle, Speed, Status};
    use crate::i18n::Lang;
    use crate::problems::maze::engine::MazeEvent;
    use crate::problems::maze::model::MazePuzzle;
    use crate::problems::queens::engine::{Algo, QueensEvent};
    use crate::problems::queens::model::Queens;
    use std::time::Instant;

    fn playback() -> Playback {
        Playback {
            lang: Lang::En,
            speed: Speed::Max,
            paused: false,
            ascii: false,
            theme: crate::app::ThemeName::Dark,
            zoom: false,
            record: None,
            quiz: Some(QuizKind::Basic),
        }
    }

    /// Plays until a question waits (or the search ends); returns it.
    fn next_question<P: Puzzle>(a: &mut App<P>) -> Option<Question> {
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

    /// The key that gives `answer` to a queens question.
    fn key_for<A>(answer: Answer) -> Action<A> {
        match answer {
            Answer::Stands => Action::QuizKey('y'),
            Answer::Attacked => Action::QuizKey('n'),
            Answer::Row(r) => Action::QuizKey(char::from_digit(r as u32 + 1, 10).unwrap()),
            Answer::Column(c) => {
                Action::QuizKey(crate::i18n::file_label(c).chars().next().unwrap())
            }
            Answer::NoColumn | Answer::DeadEnd => Action::QuizKey('.'),
            Answer::Direction(d) => Action::QuizDir(match d {
                Dir::Up => crate::action::Direction::Up,
                Dir::Down => crate::action::Direction::Down,
                Dir::Left => crate::action::Direction::Left,
                Dir::Right => crate::action::Direction::Right,
            }),
        }
    }

    /// A wrong answer to a question.
    fn wrong(q: &Question) -> Answer {
        match q.expected {
            Answer::Column(0) => Answer::Column(1),
            Answer::Column(_) | Answer::NoColumn => Answer::Column(0),
            Answer::Direction(Dir::Down) | Answer::DeadEnd => Answer::Direction(Dir::Up),
            Answer::Direction(_) => Answer::Direction(Dir::Down),
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
                        if algo == Algo::Cells || usize::from(r) == row =>
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
                let Reason::Attacked { square, .. } = r else {
                    panic!("queens reasons are attacks")
                };
                assert_eq!(square.0, row, "ruled out in the row asked");
            }
        }
        assert_eq!(a.quiz.as_ref().unwrap().score(), (6, 12));
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
                Ask::Direction { .. } => panic!("no maze here"),
            }
            a.update(key_for(q.expected));
            assert!(a.quiz.as_ref().unwrap().last.as_ref().unwrap().right());
        }
        assert_eq!(kinds.len(), 4, "{algo:?}: every kind came up: {kinds:?}");
    }

    /// The maze: questions after each cell entered; the expected direction is the next cell
    /// entered, or a dead end.
    #[test]
    fn maze_questions_are_what_the_search_does() {
        let source = crate::problems::maze::engine::source::Source::Seed;
        let setup = crate::problems::maze::engine::source::load(
            &source,
            None,
            None,
            crate::problems::maze::engine::Order::default(),
        )
        .unwrap();
        let mut a = App::new(MazePuzzle::new(setup, source), playback());
        let mut asked = 0;
        while let Some(q) = next_question(&mut a) {
            let Ask::Direction { from } = q.ask else {
                panic!("a direction question")
            };
            let mut look = a.puzzle.timeline.solver().clone();
            let did = loop {
                match crate::engine::Solver::step(&mut look) {
                    Some(MazeEvent::Enter { row, col }) => {
                        let d = match (
                            row as isize - from.0 as isize,
                            col as isize - from.1 as isize,
                        ) {
                            (1, 0) => Dir::Down,
                            (0, 1) => Dir::Right,
                            (-1, 0) => Dir::Up,
                            _ => Dir::Left,
                        };
                        break Answer::Direction(d);
                    }
                    Some(MazeEvent::DeadEnd { .. }) => break Answer::DeadEnd,
                    Some(_) => {}
                    None => panic!("the search ended"),
                }
            };
            assert_eq!(q.expected, did);
            a.update(key_for(q.expected));
            asked += 1;
        }
        assert!(asked >= 5, "{asked} questions");
        assert_eq!(a.quiz.as_ref().unwrap().score(), (asked, asked));
        // The end of the search says the score.
        assert_eq!(
            a.notice,
            Some(crate::app::stops::Notice::QuizScore(asked, asked))
        );
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
