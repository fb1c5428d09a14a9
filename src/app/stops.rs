//! Stops (breakpoints) that playing and running honour, and the one-line notices the screen
//! shows about jumps and stops.

use crate::engine::{Landmark, LandmarkKind};

/// A stop: pause when the search meets a landmark of this kind (at this level, if given).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stop {
    /// Which landmarks.
    pub kind: LandmarkKind,
    /// Only at this level (0-based); `None`: at any.
    pub level: Option<usize>,
}

impl Stop {
    /// Whether `landmark` triggers this stop.
    pub fn matches(self, landmark: Landmark) -> bool {
        landmark.kind() == self.kind && self.level.is_none_or(|r| landmark.level() == Some(r))
    }
}

/// Adds a stop unless it is there already; at most [`MAX_STOPS`] are kept (the oldest goes).
pub fn add(stops: &mut Vec<Stop>, stop: Stop) {
    if stops.contains(&stop) {
        return;
    }
    if stops.len() == MAX_STOPS {
        stops.remove(0);
    }
    stops.push(stop);
}

/// The most stops kept at once.
pub const MAX_STOPS: usize = 8;

/// Something the screen says once, on the key bar's line, until the next key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// A backward jump found nothing before the current step.
    NoneBefore(LandmarkKind),
    /// A forward jump reached the end without meeting one.
    NoneAfter(LandmarkKind),
    /// Go-to `#K`: the search has fewer solutions.
    NoSolution(u64),
    /// Go-to a step past the end: the search ends at `last`.
    PastEnd {
        /// The step asked for.
        asked: u64,
        /// The last step there is.
        last: u64,
    },
    /// Playing stopped at a stop.
    Stopped(Landmark),
    /// The stops now set (after a `stop` command).
    Stops(Vec<Stop>),
    /// A prompt line that is not a command: what it was, and why.
    BadCommand(String, crate::i18n::PromptProblem),
    /// A forward run is going on: any key stops it.
    Running,
    /// `x` wrote the picture to this file.
    Exported(String),
    /// `x` could not write this file, for this reason.
    ExportFailed(String, String),
    /// The quiz's last question was answered (right or wrong, with the true step).
    Answered,
    /// A key that answers nothing was pressed while a question waits.
    NotAnAnswer(char),
    /// The quiz's score: right answers of those asked (leaving the quiz, or its end).
    QuizScore(usize, usize),
    /// Enter found no tree to put a cursor on: the search is too long to replay (`true`), or
    /// the problem's tree panel has none.
    NoTreeCursor(bool),
    /// A scene key that did not turn the lesson's scene, and why.
    Scene(crate::app::lesson::Held),
    /// One line a problem said about its own prompt command (why it cannot be done).
    Said(String),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stops_match_their_kind_and_row() {
        let any = Stop {
            kind: LandmarkKind::Backtrack,
            level: None,
        };
        let row5 = Stop {
            kind: LandmarkKind::Backtrack,
            level: Some(4),
        };
        let b4 = Landmark::Backtrack { level: 4 };
        let b2 = Landmark::Backtrack { level: 2 };
        assert!(any.matches(b4) && any.matches(b2));
        assert!(row5.matches(b4) && !row5.matches(b2));
        assert!(!row5.matches(Landmark::Place { level: 4 }));
        let sol = Stop {
            kind: LandmarkKind::Solution,
            level: None,
        };
        assert!(sol.matches(Landmark::Solution { index: 3 }));
    }

    #[test]
    fn stops_are_kept_once_and_at_most_eight() {
        let mut stops = Vec::new();
        for row in 0..12 {
            let stop = Stop {
                kind: LandmarkKind::Place,
                level: Some(row),
            };
            add(&mut stops, stop);
            add(&mut stops, stop);
        }
        assert_eq!(stops.len(), MAX_STOPS);
        assert_eq!(stops[0].level, Some(4));
    }
}
