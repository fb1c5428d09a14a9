//! The predict-the-next-step quiz (`--quiz`, `Q`): at a question point of the search (before it
//! tries the children of a node), a question waits for the student's answer; the answer is
//! checked against what the search does next, the score kept, and the search plays on to the
//! next question by itself. What is asked and answered is the problem's ([`Quizzed`]); the
//! waiting, the checking and the score are shared.

use std::collections::BTreeMap;
use std::fmt::Debug;

use crate::i18n::Lang;

/// A problem's quiz: what it asks, the answers, what the search rules out on the way to one,
/// and how each is said.
pub trait Quizzed: Clone + Debug + PartialEq + Eq {
    /// What a question asks.
    type Ask: Copy + Eq + Debug;
    /// An answer, given or expected.
    type Answer: Copy + Eq + Debug;
    /// Why the true answer is what it is: what the search rules out on the way to it.
    type Reason: Copy + Eq + Debug;

    /// The question, in words.
    fn question_words(ask: Self::Ask, lang: Lang) -> String;

    /// An answer to `ask`, in words.
    fn answer_words(answer: Self::Answer, ask: Self::Ask, lang: Lang) -> String;

    /// Something ruled out, in words.
    fn reason_words(reason: Self::Reason, lang: Lang) -> String;
}

/// A question at a step of the search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question<Q: Quizzed> {
    /// The step it is asked at (answered once: a rewind does not ask it again).
    pub step: u64,
    /// What it asks.
    pub ask: Q::Ask,
    /// What the search does.
    pub expected: Q::Answer,
    /// What the search rules out before it, in order.
    pub reasons: Vec<Q::Reason>,
}

/// Which questions are asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum QuizKind {
    /// The question of each question point: which child the search enters next.
    #[default]
    Basic,
    /// Other kinds mixed in where the problem has them.
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
pub struct Answered<Q: Quizzed> {
    /// The question.
    pub question: Question<Q>,
    /// The answer given.
    pub given: Q::Answer,
}

impl<Q: Quizzed> Answered<Q> {
    /// Whether the answer was right.
    pub fn right(&self) -> bool {
        self.given == self.question.expected
    }
}

/// The quiz's state: the question waiting, the last one answered, and every answer by step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quiz<Q: Quizzed> {
    /// Which questions.
    pub kind: QuizKind,
    /// The question waiting for an answer.
    pub pending: Option<Question<Q>>,
    /// The last question answered.
    pub last: Option<Answered<Q>>,
    /// Whether each answered question (by its step) was answered right.
    answers: BTreeMap<u64, bool>,
    /// The score has been told at the end of the search.
    pub told: bool,
}

impl<Q: Quizzed> Quiz<Q> {
    /// A quiz with no question asked yet.
    pub fn new(kind: QuizKind) -> Quiz<Q> {
        Quiz {
            kind,
            pending: None,
            last: None,
            answers: BTreeMap::new(),
            told: false,
        }
    }

    /// Whether the question at `step` has been answered.
    pub fn answered(&self, step: u64) -> bool {
        self.answers.contains_key(&step)
    }

    /// Answers the waiting question; `None` if none waits.
    pub fn answer(&mut self, given: Q::Answer) -> Option<&Answered<Q>> {
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

    /// The last answer in words: right, or wrong with the true answer and what the search
    /// ruled out on the way to it; `marks` are the right and wrong marks (a symbol, not only
    /// words or colour).
    pub fn last_words(&self, lang: Lang, marks: (&str, &str)) -> Option<String> {
        let last = self.last.as_ref()?;
        let words = lang.words();
        let q = &last.question;
        let expected = Q::answer_words(q.expected, q.ask, lang);
        if last.right() {
            return Some(format!("{} {}", marks.0, words.quiz_right(&expected)));
        }
        let reasons: Vec<String> = q
            .reasons
            .iter()
            .map(|&r| Q::reason_words(r, lang))
            .collect();
        let given = Q::answer_words(last.given, q.ask, lang);
        Some(format!(
            "{} {}",
            marks.1,
            words.quiz_wrong(&given, &expected, &reasons)
        ))
    }
}

use crate::action::{Action, InputMode};
use crate::app::stops::Notice;
use crate::app::{App, Mode, Puzzle};

impl<P: Puzzle> App<P> {
    /// While a quiz plays: the question at the current step, if there is one not answered
    /// yet, waits for its answer (playback holds). Returns whether one was asked.
    pub(super) fn ask_question(&mut self) -> bool {
        if self.mode != Mode::Playing || self.input != InputMode::Normal {
            return false;
        }
        let Some(quiz) = self.quiz.as_mut() else {
            return false;
        };
        match self.puzzle.question(quiz.kind) {
            Some(q) if !quiz.answered(q.step) => {
                quiz.pending = Some(q);
                self.input = InputMode::Quiz;
                self.mode = Mode::Paused;
                self.origin = None;
                true
            }
            _ => false,
        }
    }

    /// The quiz's keys: an answer to the waiting question (then playback goes on), `Q` to
    /// start or leave the quiz (leaving says the score).
    pub(super) fn quiz_action(&mut self, action: Action<P::Action>) {
        if action == Action::ToggleQuiz {
            match self.quiz.take() {
                Some(quiz) => {
                    let (right, asked) = quiz.score();
                    self.notice = Some(Notice::QuizScore(right, asked));
                    if self.input == InputMode::Quiz {
                        self.input = InputMode::Normal;
                    }
                }
                None => self.quiz = Some(Quiz::new(QuizKind::Basic)),
            }
            return;
        }
        let Some(ask) = self
            .quiz
            .as_ref()
            .and_then(|q| q.pending.as_ref())
            .map(|q| q.ask)
        else {
            return;
        };
        let given = self.puzzle.answer(&action, ask, self.view());
        let Some(given) = given else {
            if let Action::QuizKey(key) = action {
                self.notice = Some(Notice::NotAnAnswer(key));
            }
            return;
        };
        if let Some(quiz) = self.quiz.as_mut() {
            quiz.answer(given);
        }
        self.notice = Some(Notice::Answered);
        self.input = InputMode::Normal;
        self.mode = Mode::Playing;
        self.origin = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A quiz of numbers, for the tests.
    #[derive(Debug, Clone, PartialEq, Eq)]
    struct Numbers;

    impl Quizzed for Numbers {
        type Ask = ();
        type Answer = u8;
        type Reason = u8;

        fn question_words((): (), _: Lang) -> String {
            "which?".into()
        }

        fn answer_words(answer: u8, (): (), _: Lang) -> String {
            answer.to_string()
        }

        fn reason_words(reason: u8, _: Lang) -> String {
            format!("not {reason}")
        }
    }

    fn question(step: u64, expected: u8) -> Question<Numbers> {
        Question {
            step,
            ask: (),
            expected,
            reasons: vec![1, 2],
        }
    }

    #[test]
    fn answers_are_checked_scored_and_kept_by_step() {
        let mut q = Quiz::<Numbers>::new(QuizKind::Basic);
        assert!(q.answer(1).is_none(), "no question waits");
        q.pending = Some(question(10, 3));
        assert!(q.answer(3).unwrap().right());
        q.pending = Some(question(20, 4));
        assert!(!q.answer(0).unwrap().right());
        q.pending = Some(question(30, 5));
        assert!(!q.answer(6).unwrap().right());
        assert_eq!(q.score(), (1, 3));
        assert!(q.answered(20) && !q.answered(25));
        // The same step again (after a rewind it is not asked; if it were) counts once.
        q.pending = Some(question(10, 3));
        q.answer(3);
        assert_eq!(q.score(), (1, 3));
    }

    #[test]
    fn the_last_answer_is_said_with_its_reasons() {
        let mut q = Quiz::<Numbers>::new(QuizKind::Basic);
        q.pending = Some(question(10, 3));
        q.answer(4);
        assert_eq!(
            q.last_words(Lang::En, ("+", "x")).unwrap(),
            "x not 4: 3; why: not 1, not 2"
        );
        q.pending = Some(question(11, 3));
        q.answer(3);
        assert_eq!(q.last_words(Lang::En, ("+", "x")).unwrap(), "+ right: 3");
    }
}
