//! The quiz of every problem on the generic engine: at a node the search has just entered,
//! "which child does it enter next, or none?"; with `--quiz all`, also "the next child tried:
//! is it entered, or cut, and by which function?" (the chapter's question: will the bound cut
//! here?). The answer is looked ahead on a copy of the search; the children cut on the way
//! are its reasons, with the numbers their functions compared.

use std::marker::PhantomData;

use crate::action::Action;
use crate::app::explore::{Explore, ExploreAction, Explorer};
use crate::app::quiz::{Question, QuizKind, Quizzed};
use crate::engine::Solver;
use crate::engine::backtrack::{Event, Hooks};
use crate::engine::tree::Cut;
use crate::i18n::Lang;
use crate::i18n::search::{Said, text};

/// The quiz of problem `T`.
pub struct ChildQuiz<T>(PhantomData<fn() -> T>);

impl<T> Clone for ChildQuiz<T> {
    fn clone(&self) -> Self {
        ChildQuiz(PhantomData)
    }
}

impl<T> std::fmt::Debug for ChildQuiz<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ChildQuiz")
    }
}

impl<T> PartialEq for ChildQuiz<T> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl<T> Eq for ChildQuiz<T> {}

/// What a question asks, of the node at `depth` whose choice is `label`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask<L> {
    /// Which child the search enters next, or none.
    Next {
        /// The node's depth.
        depth: usize,
        /// The choice made there.
        label: L,
        /// How many children it has.
        children: usize,
    },
    /// Whether child `child`, tried next, is entered or cut, and by which function.
    Cut {
        /// The node's depth.
        depth: usize,
        /// The choice made there.
        label: L,
        /// The child tried next.
        child: usize,
    },
}

/// An answer, given or expected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// The search enters this child next.
    Child(usize),
    /// No child: every one left is cut, and the search backs up.
    NoChild,
    /// The child is entered.
    Enters,
    /// The child is cut by this function.
    CutBy(Cut),
}

/// A child cut on the way to the answer, with the numbers its function compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reason<C> {
    /// The function that cut it.
    pub by: Cut,
    /// What the problem says of it.
    pub note: C,
}

/// The key that answers "no child" (`.`), and those of the cut question.
pub const NO_CHILD: char = '.';
/// Answers "it is entered".
pub const ENTERS: char = 'e';
/// Answers "the constraint cuts it".
pub const BY_CONSTRAINT: char = 'c';
/// Answers "the bound cuts it".
pub const BY_BOUND: char = 'b';

impl<T: Explore> Quizzed for ChildQuiz<T> {
    type Ask = Ask<T::Label>;
    type Answer = Answer;
    type Reason = Reason<<T::Hooks as Hooks>::Cut>;

    fn question_words(ask: Ask<T::Label>, lang: Lang) -> String {
        let t = text(lang);
        match ask {
            Ask::Next {
                depth,
                label,
                children,
            } => {
                let keys: Vec<String> = (0..children)
                    .map(|c| format!("{} {}", T::child_key(c), T::child_words(label, c, lang)))
                    .chain(std::iter::once(format!("{NO_CHILD} {}", t.quiz_none)))
                    .collect();
                (t.quiz_next)(depth, &keys.join(" · "))
            }
            Ask::Cut {
                depth,
                label,
                child,
            } => (t.quiz_cut)(
                depth,
                &T::child_words(label, child, lang),
                &format!(
                    "{ENTERS} {} · {BY_CONSTRAINT} {} · {BY_BOUND} {}",
                    t.quiz_enters, t.constraint_cuts, t.bound_cuts
                ),
            ),
        }
    }

    fn answer_words(answer: Answer, ask: Ask<T::Label>, lang: Lang) -> String {
        let t = text(lang);
        match (answer, ask) {
            (Answer::Child(c), Ask::Next { label, .. } | Ask::Cut { label, .. }) => {
                T::child_words(label, c, lang)
            }
            (Answer::NoChild, _) => t.quiz_none.to_string(),
            (Answer::Enters, _) => t.quiz_enters.to_string(),
            (Answer::CutBy(Cut::Constraint), _) => t.constraint_cuts.to_string(),
            (Answer::CutBy(Cut::Bound), _) => t.bound_cuts.to_string(),
        }
    }

    fn reason_words(reason: Self::Reason, lang: Lang) -> String {
        reason.note.said(lang, false)
    }
}

/// The question at the current step of the first pane, if it is a question point: a node
/// just entered (or the root at step 0) with children asks which it enters; with `All`, on
/// every other such step, and after a child's subtree or cut when children are left, the
/// next child tried asks whether it is cut.
pub fn question<T: Explore>(ex: &Explorer<T>, kind: QuizKind) -> Option<Question<ChildQuiz<T>>> {
    let pane = &ex.panes[0];
    let search = pane.solver();
    if search.is_done() {
        return None;
    }
    let depth = search.depth();
    let tried = search.tried();
    if tried >= search.hooks().candidates(depth) {
        return None;
    }
    let step = pane.position();
    let entered = step == 0 || matches!(pane.last_event(), Some(Event::Enter { .. }));
    let between = matches!(
        pane.last_event(),
        Some(Event::Backtrack { .. } | Event::Prune { .. })
    );
    let path: Vec<usize> = search.path().collect();
    let label = T::label(&ex.instance, &path);
    let mut look = (**search).clone();
    let mut reasons = Vec::new();
    let cut_question = kind == QuizKind::All && (between || (entered && step % 2 == 1));
    if cut_question {
        // The next child tried: entered or cut.
        loop {
            let expected = match look.step()? {
                Event::Enter { depth: d, .. } if d == depth + 1 => Answer::Enters,
                Event::Prune { depth: d, by, .. } if d == depth + 1 => Answer::CutBy(by),
                Event::Solution { .. } => continue,
                _ => return None,
            };
            return Some(Question {
                step,
                ask: Ask::Cut {
                    depth,
                    label,
                    child: tried,
                },
                expected,
                reasons,
            });
        }
    }
    if !entered {
        return None;
    }
    loop {
        let expected = match look.step()? {
            Event::Prune {
                depth: d, by, note, ..
            } if d == depth + 1 => {
                reasons.push(Reason { by, note });
                continue;
            }
            Event::Enter {
                depth: d, child, ..
            } if d == depth + 1 => Answer::Child(child),
            Event::Backtrack { depth: d, .. } if d == depth => Answer::NoChild,
            Event::Solution { .. } => continue,
            _ => return None,
        };
        return Some(Question {
            step,
            ask: Ask::Next {
                depth,
                label,
                children: search.hooks().candidates(depth),
            },
            expected,
            reasons,
        });
    }
}

/// The answer a key gives to `ask`, if it is one.
pub fn answer<T: Explore>(
    action: &Action<ExploreAction<T::Action>>,
    ask: Ask<T::Label>,
) -> Option<Answer> {
    let Action::QuizKey(key) = *action else {
        return None;
    };
    match ask {
        Ask::Next { .. } if key == NO_CHILD => Some(Answer::NoChild),
        Ask::Next { children, .. } => (0..children)
            .find(|&c| T::child_key(c) == key)
            .map(Answer::Child),
        Ask::Cut { .. } => match key {
            ENTERS => Some(Answer::Enters),
            BY_CONSTRAINT => Some(Answer::CutBy(Cut::Constraint)),
            BY_BOUND => Some(Answer::CutBy(Cut::Bound)),
            _ => None,
        },
    }
}
