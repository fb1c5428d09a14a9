//! The maze's quiz: from the cell just entered, which direction does the search go next (or
//! none: the cell is a dead end)?

use crate::action::{Action, Direction};
use crate::app::quiz::Quizzed;
use crate::i18n::Lang;
use crate::problems::maze::engine::{Blocked, Dir};
use crate::problems::maze::keys::MazeAction;
use crate::problems::maze::words::words;

/// The maze's quiz.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MazeQuiz;

/// What a question asks: which direction the search goes next from the cell (row, col).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ask {
    /// The cell (row, col).
    pub from: (usize, usize),
}

/// An answer, given or expected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// A direction.
    Direction(Dir),
    /// No direction: the cell is a dead end (`.`).
    DeadEnd,
}

/// What the search rules out on the way: a direction blocked, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reason {
    /// The direction.
    pub direction: Dir,
    /// Why.
    pub why: Blocked,
}

impl Quizzed for MazeQuiz {
    type Ask = Ask;
    type Answer = Answer;
    type Reason = Reason;

    fn question_words(ask: Ask, lang: Lang) -> String {
        words(lang).quiz_direction_question(&format!("({},{})", ask.from.0, ask.from.1))
    }

    fn answer_words(answer: Answer, _: Ask, lang: Lang) -> String {
        match answer {
            Answer::Direction(d) => words(lang).direction(d).into(),
            Answer::DeadEnd => words(lang).quiz_dead_end().into(),
        }
    }

    fn reason_words(r: Reason, lang: Lang) -> String {
        words(lang).quiz_blocked(r.direction, r.why)
    }
}

/// The answer a key gives: an arrow, or `.` for a dead end.
pub fn answer(action: &Action<MazeAction>) -> Option<Answer> {
    match *action {
        Action::QuizKey('.') => Some(Answer::DeadEnd),
        Action::QuizDir(d) => Some(Answer::Direction(match d {
            Direction::Up => Dir::Up,
            Direction::Down => Dir::Down,
            Direction::Left => Dir::Left,
            Direction::Right => Dir::Right,
        })),
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
    use crate::problems::maze::engine::MazeEvent;
    use crate::problems::maze::model::MazePuzzle;
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
            Answer::DeadEnd => Action::QuizKey('.'),
            Answer::Direction(d) => Action::QuizDir(match d {
                Dir::Up => Direction::Up,
                Dir::Down => Direction::Down,
                Dir::Left => Direction::Left,
                Dir::Right => Direction::Right,
            }),
        }
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
            let Ask { from } = q.ask;
            let mut look = a.puzzle.timeline().solver().clone();
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
}
