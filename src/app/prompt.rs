//! The `:` prompt: go to a step or a solution, and set stops. The words are commands, like
//! keys: the same in every language (the messages about them are translated).
//!
//! ```text
//! 1234                   go to step 1234 (running the search forward if needed)
//! #3                     go to the step where solution 3 was found
//! stop backtrack         pause at every backtrack (each problem names its landmarks)
//! stop place row 3       pause at every placement at level 3 (each problem names its level)
//! stop solution          pause at every solution
//! stop off               no stops
//! stop                   list the stops
//! ```

use crate::app::stops::Stop;
use crate::engine::LandmarkKind;
use crate::i18n::PromptProblem;

/// A command read from the prompt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Go to this step.
    GoTo(u64),
    /// Go to the step of solution K (1-based).
    Solution(u64),
    /// Add a stop.
    Stop(Stop),
    /// Remove every stop.
    StopOff,
    /// Say which stops are set.
    ListStops,
}

/// The words the prompt takes for a problem's landmarks: per kind, the words `stop` takes (the
/// first is the one shown), and the word for a level of the search (`row` in `stop backtrack
/// row 5`). They are commands, like keys: the same in every language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StopWords {
    /// The words of each kind, the one shown first.
    pub kinds: [(LandmarkKind, &'static [&'static str]); 3],
    /// The word before a level's number.
    pub level: &'static str,
    /// The number of the first level, as the screen numbers them: 1 for a board's rows and
    /// a tree's depths, 0 for a grid whose coordinates count from 0.
    pub first: usize,
}

impl StopWords {
    /// The word for a kind of stop.
    pub fn word(&self, kind: LandmarkKind) -> &'static str {
        self.kinds
            .into_iter()
            .find(|(k, _)| *k == kind)
            .map_or("", |(_, words)| words[0])
    }

    /// The first word of each kind, in the order listed (for messages: `backtrack, solution,
    /// place`).
    pub fn firsts(&self) -> [&'static str; 3] {
        self.kinds.map(|(_, words)| words[0])
    }

    /// A stop as the command that sets it: `backtrack row 5`.
    pub fn command(&self, stop: Stop) -> String {
        let word = self.word(stop.kind);
        match stop.level {
            Some(row) => format!("{word} {} {}", self.level, row + self.first),
            None => word.to_string(),
        }
    }
}

/// A number as typed: digits, maybe grouped with `,`, `_` or `'`.
fn number(text: &str) -> Option<u64> {
    let digits: String = text
        .chars()
        .filter(|c| !matches!(c, ',' | '_' | '\''))
        .collect();
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Reads a prompt line for a problem with these words, whose search has `rows` levels.
pub fn parse(line: &str, stop: &StopWords, rows: usize) -> Result<Command, PromptProblem> {
    let line = line.trim().to_lowercase();
    let first = stop.first as u64;
    let last = (stop.first + rows).saturating_sub(1);
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        [] => Err(PromptProblem::Empty),
        [w] if w.starts_with(|c: char| c.is_ascii_digit()) => {
            number(w).map(Command::GoTo).ok_or(PromptProblem::BadNumber)
        }
        ["#", k] => solution(k),
        [w] if w.starts_with('#') => solution(&w[1..]),
        ["stop"] => Ok(Command::ListStops),
        ["stop", "off"] => Ok(Command::StopOff),
        ["stop", what, rest @ ..] => {
            let kind = stop
                .kinds
                .into_iter()
                .find(|(_, names)| names.contains(what))
                .map(|(kind, _)| kind)
                .ok_or(PromptProblem::StopWhat)?;
            let row = match rest {
                [] => None,
                [level, r] if *level == stop.level => match number(r) {
                    Some(r) if (first..first + rows as u64).contains(&r) => {
                        Some((r - first) as usize)
                    }
                    _ => return Err(PromptProblem::BadRow(stop.first, last)),
                },
                _ => return Err(PromptProblem::BadRow(stop.first, last)),
            };
            Ok(Command::Stop(Stop { kind, level: row }))
        }
        _ => Err(PromptProblem::Unknown),
    }
}

fn solution(k: &str) -> Result<Command, PromptProblem> {
    match number(k) {
        Some(k) if k >= 1 => Ok(Command::Solution(k)),
        _ => Err(PromptProblem::BadNumber),
    }
}

/// The longest prompt line.
pub(super) const PROMPT_MAX: usize = 64;

use crate::action::{Action, InputMode};
use crate::app::stops::{self, Notice};
use crate::app::{App, Goal, Mode, Puzzle};
use crate::engine::Landmark;

impl<P: Puzzle> App<P> {
    /// The prompt's keys: open it, type, delete, cancel, carry it out.
    pub(super) fn type_in_prompt(&mut self, action: Action<P::Action>) {
        match action {
            Action::OpenPrompt => {
                self.prompt.clear();
                self.input = InputMode::Prompt;
            }
            Action::PromptChar(c) if self.prompt.chars().count() < PROMPT_MAX => {
                self.prompt.push(c);
            }
            Action::PromptBackspace => {
                self.prompt.pop();
            }
            Action::PromptCancel => self.input = InputMode::Normal,
            Action::PromptSubmit => {
                self.input = InputMode::Normal;
                self.submit();
            }
            _ => {}
        }
    }

    /// Carries out the prompt's command, or says why it is not one.
    pub(super) fn submit(&mut self) {
        let line = std::mem::take(&mut self.prompt);
        let command = match parse(&line, &P::STOP_WORDS, self.puzzle.rows()) {
            Ok(c) => c,
            Err(PromptProblem::Unknown) => {
                // Maybe one of the problem's own commands.
                let lower = line.to_lowercase();
                let words: Vec<&str> = lower.split_whitespace().collect();
                match self.puzzle.command(&words, self.lang) {
                    Some(Ok(effect)) => self.take_effect(effect),
                    Some(Err(why)) => self.notice = Some(Notice::Said(why)),
                    None => self.notice = Some(Notice::BadCommand(line, PromptProblem::Unknown)),
                }
                return;
            }
            Err(why) => {
                self.notice = Some(Notice::BadCommand(line, why));
                return;
            }
        };
        match command {
            Command::GoTo(step) => self.run_to(Goal::Step(step)),
            Command::Solution(k) => {
                let wanted = |l: Landmark| l == Landmark::Solution { index: k };
                if self.puzzle.met_here(&wanted) {
                    self.mode = Mode::Paused;
                } else if let Some(step) = self.puzzle.find_back(&wanted) {
                    self.mode = Mode::Paused;
                    self.puzzle.seek(step);
                } else {
                    self.run_to(Goal::Solution(k));
                }
            }
            Command::Stop(stop) => {
                stops::add(&mut self.stops, stop);
                self.notice = Some(Notice::Stops(self.stops.clone()));
            }
            Command::StopOff => {
                self.stops.clear();
                self.notice = Some(Notice::Stops(Vec::new()));
            }
            Command::ListStops => self.notice = Some(Notice::Stops(self.stops.clone())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    /// Words as a board problem gives them.
    const Q: StopWords = StopWords {
        kinds: [
            (LandmarkKind::Backtrack, &["backtrack", "back"]),
            (LandmarkKind::Solution, &["solution", "sol"]),
            (LandmarkKind::Place, &["place", "placement"]),
        ],
        level: "row",
        first: 1,
    };
    /// Words as a path-finding problem gives them.
    const M: StopWords = StopWords {
        kinds: [
            (
                LandmarkKind::Backtrack,
                &["dead_end", "dead-end", "deadend", "backtrack"],
            ),
            (LandmarkKind::Solution, &["goal", "solution"]),
            (LandmarkKind::Place, &["enter", "place"]),
        ],
        level: "row",
        first: 0,
    };
    /// Another level's word.
    const D: StopWords = StopWords {
        level: "depth",
        ..Q
    };

    fn stop(kind: LandmarkKind, row: Option<usize>) -> Command {
        Command::Stop(Stop { kind, level: row })
    }

    #[rstest]
    #[case(Q, "1234", Ok(Command::GoTo(1234)))]
    #[case(Q, "  17,778 ", Ok(Command::GoTo(17_778)))]
    #[case(Q, "1_000", Ok(Command::GoTo(1000)))]
    #[case(Q, "0", Ok(Command::GoTo(0)))]
    #[case(Q, "#3", Ok(Command::Solution(3)))]
    #[case(Q, "# 92", Ok(Command::Solution(92)))]
    #[case(Q, "stop", Ok(Command::ListStops))]
    #[case(Q, "STOP OFF", Ok(Command::StopOff))]
    #[case(Q, "stop backtrack", Ok(stop(LandmarkKind::Backtrack, None)))]
    #[case(Q, "stop backtrack row 5", Ok(stop(LandmarkKind::Backtrack, Some(4))))]
    #[case(Q, "stop solution", Ok(stop(LandmarkKind::Solution, None)))]
    #[case(Q, "stop place row 3", Ok(stop(LandmarkKind::Place, Some(2))))]
    #[case(M, "stop dead_end", Ok(stop(LandmarkKind::Backtrack, None)))]
    #[case(M, "stop goal", Ok(stop(LandmarkKind::Solution, None)))]
    #[case(M, "stop enter row 2", Ok(stop(LandmarkKind::Place, Some(2))))]
    #[case(M, "stop enter row 0", Ok(stop(LandmarkKind::Place, Some(0))))]
    #[case(M, "stop enter row 8", Err(PromptProblem::BadRow(0, 7)))]
    #[case(Q, "", Err(PromptProblem::Empty))]
    #[case(Q, "   ", Err(PromptProblem::Empty))]
    #[case(Q, "go 12", Err(PromptProblem::Unknown))]
    #[case(Q, "12x", Err(PromptProblem::BadNumber))]
    #[case(Q, "99999999999999999999999", Err(PromptProblem::BadNumber))]
    #[case(Q, "#0", Err(PromptProblem::BadNumber))]
    #[case(Q, "#", Err(PromptProblem::BadNumber))]
    #[case(Q, "#x", Err(PromptProblem::BadNumber))]
    #[case(Q, "stop dead_end", Err(PromptProblem::StopWhat))]
    #[case(Q, "stop everything", Err(PromptProblem::StopWhat))]
    #[case(Q, "stop backtrack row 9", Err(PromptProblem::BadRow(1, 8)))]
    #[case(Q, "stop backtrack row 0", Err(PromptProblem::BadRow(1, 8)))]
    #[case(Q, "stop backtrack row", Err(PromptProblem::BadRow(1, 8)))]
    #[case(Q, "stop backtrack 5", Err(PromptProblem::BadRow(1, 8)))]
    #[case(Q, "回溯", Err(PromptProblem::Unknown))]
    #[case(
        D,
        "stop backtrack depth 3",
        Ok(stop(LandmarkKind::Backtrack, Some(2)))
    )]
    #[case(D, "stop backtrack row 3", Err(PromptProblem::BadRow(1, 8)))]
    fn the_prompt_reads(
        #[case] words: StopWords,
        #[case] line: &str,
        #[case] expected: Result<Command, PromptProblem>,
    ) {
        assert_eq!(parse(line, &words, 8), expected);
    }

    #[test]
    fn each_kind_has_a_first_word_per_problem() {
        assert_eq!(Q.word(LandmarkKind::Backtrack), "backtrack");
        assert_eq!(M.word(LandmarkKind::Backtrack), "dead_end");
        assert_eq!(M.word(LandmarkKind::Solution), "goal");
        let stop = Stop {
            kind: LandmarkKind::Backtrack,
            level: Some(4),
        };
        assert_eq!(Q.command(stop), "backtrack row 5");
        assert_eq!(D.command(stop), "backtrack depth 5");
        assert_eq!(M.firsts(), ["dead_end", "goal", "enter"]);
    }
}
