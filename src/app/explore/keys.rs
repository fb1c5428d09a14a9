//! The keys every problem on the generic engine shares, besides the shell's: the prune switch
//! (`Tab`, and `Shift-Tab` for the right-hand search in compare mode), compare (`c`), a random
//! instance (`g`) and its size (`[` `]`), and the quiz's answers.

use crate::action::{Action, Binding, Key, NORMAL, QUIZ, RowText, Section, jump_rows, named, row};
use crate::i18n::search::text;

/// The words of the shared rows a problem may word its own way (its size is a board, not a
/// number of items; its prune key has fewer settings).
#[derive(Clone, Copy)]
pub struct SharedWords {
    /// `[` `]`: one size smaller or larger.
    pub size: RowText,
    /// `g`: a random instance of this size.
    pub random: RowText,
    /// `Tab`: the next prune setting.
    pub prune: RowText,
}

impl Default for SharedWords {
    /// The items' words, every prune setting.
    fn default() -> Self {
        SharedWords {
            size: |l| &text(l).keys.size,
            random: |l| &text(l).keys.random,
            prune: |l| &text(l).keys.prune,
        }
    }
}

/// The actions of a problem on the generic engine: the shared ones, and the problem's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExploreAction<A> {
    /// The next prune setting (restarts).
    NextPrune,
    /// The next prune setting of the right-hand search in compare mode (restarts).
    NextPruneRight,
    /// Compare two prune settings side by side, or back to one search (restarts).
    ToggleCompare,
    /// The code panel: the problem's recursive code, or the textbook's iterative scheme.
    ToggleIterative,
    /// A new random instance of the same size.
    Random,
    /// A random instance one size smaller.
    Smaller,
    /// A random instance one size larger.
    Larger,
    /// An action of the problem's own.
    Own(A),
}

const fn shared<A>(action: ExploreAction<A>) -> Action<ExploreAction<A>> {
    Action::Own(action)
}

/// The shared rows, each in its section of the key table.
pub fn rows<A: Copy>(words: SharedWords) -> Vec<(Section, Binding<ExploreAction<A>>)> {
    use ExploreAction as E;
    use Key as K;
    use Section as S;
    let jumps = jump_rows(
        |l| &l.text().keys.next_solution,
        |l| &l.text().keys.backtrack_jump,
        |l| &text(l).keys.enter_jump,
    );
    let mut rows: Vec<(Section, Binding<ExploreAction<A>>)> =
        jumps.into_iter().map(|b| (S::Jumps, b)).collect();
    rows.extend([
        // The chapter's switch: the key bar keeps it among its first keys.
        (
            S::Size,
            row(
                vec![named(K::Tab, shared(E::NextPrune))],
                NORMAL,
                words.prune,
            )
            .early(),
        ),
        (
            S::Size,
            row(
                vec![
                    named(K::Char('['), shared(E::Smaller)),
                    named(K::Char(']'), shared(E::Larger)),
                ],
                NORMAL,
                words.size,
            ),
        ),
        (
            S::Tools,
            row(
                vec![named(K::Char('g'), shared(E::Random))],
                NORMAL,
                words.random,
            ),
        ),
        (
            S::Options,
            row(
                vec![named(K::Char('c'), shared(E::ToggleCompare))],
                NORMAL,
                |l| &text(l).keys.compare,
            ),
        ),
        (
            S::Options,
            row(
                vec![named(K::Char('i'), shared(E::ToggleIterative))],
                NORMAL,
                |l| &text(l).keys.iterative,
            ),
        ),
        (
            S::Options,
            row(
                vec![named(K::BackTab, shared(E::NextPruneRight))],
                NORMAL,
                |l| &text(l).keys.prune_right,
            ),
        ),
        // A question waiting: the keys its line shows.
        (
            S::Answers,
            row(
                vec![
                    named(K::AnyChar, Action::QuizKey(' ')),
                    named(K::Char('.'), Action::QuizKey('.')),
                ],
                QUIZ,
                |l| &text(l).keys.quiz_answer,
            ),
        ),
    ]);
    rows
}
