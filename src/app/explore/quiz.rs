//! The quiz of every problem on the generic engine: at a node the search has just entered,
//! "which child does it enter next, or none?"; with `--quiz all`, also "the next child tried:
//! is it entered, or cut, and by which function?" (the chapter's question: will the bound cut
//! here?). Where the problem's order picks what a node's children choose between as it goes
//! (the cell MRV fills next, the vertex DSATUR colours next: [`Explore::contenders`]), every
//! other level asks "which does the order pick?" among the pick and its nearest rivals. The
//! answer is looked ahead on a copy of the search; the children cut on the way are its
//! reasons, with the numbers their functions compared, and so is the child entered, with the
//! numbers that let it pass where the problem gives them ([`Hooks::passed`]).

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
    /// Which of `options` the order picks for the node's children to choose between.
    Pick {
        /// The node's depth.
        depth: usize,
        /// The pick and its rivals, in the order the keys `a`, `b`, ... offer them.
        options: [Option<L>; PICKS],
    },
}

/// The most options a pick question offers.
pub const PICKS: usize = 4;

/// The key that answers "option `k`" of a pick question (`a`, `b`, ...).
pub fn pick_key(k: usize) -> char {
    char::from(b'a' + k as u8)
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
                    .filter(|&c| T::offered(label, c))
                    .map(|c| {
                        let (key, words) = (T::child_key(c), (T::words(lang).child)(label, c));
                        // A child named by its key (a digit) is said once.
                        if words == key.to_string() {
                            words
                        } else {
                            format!("{key} {words}")
                        }
                    })
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
                &(T::words(lang).child)(label, child),
                &format!(
                    "{ENTERS} {} · {BY_CONSTRAINT} {} · {BY_BOUND} {}",
                    t.quiz_enters, t.constraint_cuts, t.bound_cuts
                ),
            ),
            Ask::Pick { depth, options } => {
                let keys: Vec<String> = options
                    .iter()
                    .enumerate()
                    .filter_map(|(k, o)| {
                        o.map(|l| format!("{} {}", pick_key(k), T::contender_name(l)))
                    })
                    .collect();
                (t.quiz_pick)(depth, T::pick_question(lang), &keys.join(" · "))
            }
        }
    }

    fn answer_words(answer: Answer, ask: Ask<T::Label>, lang: Lang) -> String {
        let t = text(lang);
        match (answer, ask) {
            (Answer::Child(k), Ask::Pick { options, .. }) => options
                .get(k)
                .copied()
                .flatten()
                .map(|l| T::contender_words(l, lang))
                .unwrap_or_default(),
            (Answer::Child(c), Ask::Next { label, .. } | Ask::Cut { label, .. }) => {
                (T::words(lang).child)(label, c)
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
            let pass = look.passed(depth, look.tried());
            let expected = match look.step()? {
                Event::Enter { depth: d, .. } if d == depth + 1 => {
                    // And the numbers that let the child pass.
                    reasons.extend(pass.map(|(by, note)| Reason { by, note }));
                    Answer::Enters
                }
                Event::Prune {
                    depth: d, by, note, ..
                } if d == depth + 1 => {
                    // A wrong answer is told the numbers the function compared.
                    reasons.push(Reason { by, note });
                    Answer::CutBy(by)
                }
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
    if depth.is_multiple_of(2)
        && let Some(pick) = pick_question(ex, &path, depth, step)
    {
        return Some(pick);
    }
    loop {
        let pass = look.passed(depth, look.tried());
        let expected = match look.step()? {
            Event::Prune {
                depth: d, by, note, ..
            } if d == depth + 1 => {
                reasons.push(Reason { by, note });
                continue;
            }
            Event::Enter {
                depth: d, child, ..
            } if d == depth + 1 => {
                reasons.extend(pass.map(|(by, note)| Reason { by, note }));
                Answer::Child(child)
            }
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

/// The pick question at the node reached by `path`, if the problem's order picks as it goes
/// and has rivals there: the options turned by the step, so the pick is not always `a`.
fn pick_question<T: Explore>(
    ex: &Explorer<T>,
    path: &[usize],
    depth: usize,
    step: u64,
) -> Option<Question<ChildQuiz<T>>> {
    let contenders = T::contenders(&ex.instance, path, PICKS);
    let len = contenders.len().min(PICKS);
    if len < 2 {
        return None;
    }
    let turn = (step as usize).wrapping_mul(7) % len;
    let mut options = [None; PICKS];
    for (k, &label) in contenders.iter().take(len).enumerate() {
        options[(k + turn) % len] = Some(label);
    }
    Some(Question {
        step,
        ask: Ask::Pick { depth, options },
        expected: Answer::Child(turn),
        reasons: Vec::new(),
    })
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
        Ask::Pick { options, .. } => (0..PICKS)
            .find(|&k| options[k].is_some() && pick_key(k) == key)
            .map(Answer::Child),
        Ask::Cut { .. } => match key {
            ENTERS => Some(Answer::Enters),
            BY_CONSTRAINT => Some(Answer::CutBy(Cut::Constraint)),
            BY_BOUND => Some(Answer::CutBy(Cut::Bound)),
            _ => None,
        },
    }
}
