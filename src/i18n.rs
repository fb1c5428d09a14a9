//! Every string the user sees on screen, in English and Simplified Chinese.
//!
//! One style: each language is one file (`en.rs`, `zh.rs`) that fills the [`Text`] table (fixed
//! words) and implements [`Words`] (sentences with values in them). A string missing from either
//! language is a compile error, never a silent fallback. Board notation and number formatting,
//! the same in every language, are in `notation.rs`. The command line's help and usage errors
//! are worded next to the parser, in `cli/messages.rs`.
//!
//! Chinese characters are two columns wide: layout code measures with `unicode-width`, never
//! with `len()`.

pub mod branch;
mod en;
pub mod estimate;
pub mod gif;
pub mod lesson;
pub use crate::engine::notation;
pub mod numbers;
pub mod search;
pub mod tree;

/// A share in percent as the scrubber says it: whole percents from 1, and below 1 with two
/// significant digits (`0.0031`), so that a search deep in a huge tree shows it moving.
pub fn percent(p: f64) -> String {
    if !p.is_finite() || p <= 0.0 {
        return "0".into();
    }
    if p >= 1.0 {
        return format!("{p:.0}");
    }
    if p < 1e-6 {
        return "< 0.000001".into();
    }
    let digits = (-p.log10()).floor() as usize + 2;
    format!("{p:.digits$}")
}
mod zh;

use std::io;

use crate::engine::{Landmark, LandmarkKind};

pub use notation::{
    about_power, big_number, file_index, file_label, group_digits, printable, rank_label, square,
};

/// The language of the interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Simplified Chinese (简体中文).
    Zh,
}

impl Lang {
    /// Every language, in the order `--lang` lists them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The language chosen by the locale variables, in POSIX precedence: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`; a value starting with `zh` means Chinese.
    pub fn from_env() -> Lang {
        let var = |name| std::env::var(name).ok();
        Lang::from_locale(var("LC_ALL"), var("LC_MESSAGES"), var("LANG"))
    }

    /// The language for the given locale values (the first non-empty one decides).
    pub fn from_locale(
        lc_all: Option<String>,
        lc_messages: Option<String>,
        lang: Option<String>,
    ) -> Lang {
        let chosen = [lc_all, lc_messages, lang]
            .into_iter()
            .flatten()
            .find(|v| !v.is_empty());
        match chosen {
            Some(v) if v.to_ascii_lowercase().starts_with("zh") => Lang::Zh,
            _ => Lang::En,
        }
    }

    /// The code `--lang` takes.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// Parses a `--lang` value.
    pub fn parse(s: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == s)
    }

    /// The fixed words of this language.
    pub fn text(self) -> &'static Text {
        match self {
            Lang::En => &en::TEXT,
            Lang::Zh => &zh::TEXT,
        }
    }

    /// The sentences of this language.
    pub fn words(self) -> &'static dyn Words {
        match self {
            Lang::En => &en::English,
            Lang::Zh => &zh::Chinese,
        }
    }

    /// A speed for display: `5/s`, `0.5/s`, `max` (`5 步/秒`, `最快`).
    pub fn speed(self, steps_per_second: Option<f64>) -> String {
        let t = self.text();
        match steps_per_second {
            None => t.max.to_string(),
            Some(s) if s.fract() == 0.0 => format!("{}{}", s as u64, t.per_second),
            Some(s) => format!("{s}{}", t.per_second),
        }
    }
}

/// What a key does: a word or two for the key bar (empty: not in the bar) and a phrase for
/// the help overlay. The keys themselves come from the key table in `action.rs`.
#[derive(Debug, Clone, Copy)]
pub struct KeyText {
    /// Short description for the key bar; empty keeps the key out of the bar.
    pub short: &'static str,
    /// Full description for the help overlay.
    pub long: &'static str,
}

/// The names of keys that are words rather than key caps.
#[derive(Debug)]
pub struct KeyNames {
    /// The four arrow keys, as one.
    pub arrows: &'static str,
    /// A left click of the mouse.
    pub click: &'static str,
}

/// The description of every row of the key table that every problem shares (each problem
/// words its own rows in its folder).
#[derive(Debug)]
pub struct KeyTexts {
    /// Space: play or pause.
    pub play: KeyText,
    /// Right: one step forward.
    pub step: KeyText,
    /// Left: one step back.
    pub back: KeyText,
    /// `+` `-`: speed.
    pub speed: KeyText,
    /// `n`: to the next / previous solution.
    pub next_solution: KeyText,
    /// Jump to the next / previous backtrack.
    pub backtrack_jump: KeyText,
    /// Jump to the next / previous placement.
    pub place_jump: KeyText,
    /// Open the `:` prompt.
    pub prompt: KeyText,
    /// In the prompt: carry it out.
    pub prompt_go: KeyText,
    /// In the prompt: close it.
    pub prompt_cancel: KeyText,
    /// Show or hide the state-space tree.
    pub tree: KeyText,
    /// Write the picture on screen as SVG.
    pub export: KeyText,
    /// `Q`: the quiz on or off.
    pub quiz: KeyText,
    /// Quiz: Esc leaves it.
    pub quiz_leave: KeyText,
    /// A click on the scrubber.
    pub scrub: KeyText,
    /// Home, End: step 0, the end of the search.
    pub first_last: KeyText,
    /// Editor: arrows move the cursor.
    pub cursor: KeyText,
    /// `r`: restart.
    pub restart: KeyText,
    /// `T`: the next colour theme.
    pub theme: KeyText,
    /// `z`: zoom.
    pub zoom: KeyText,
    /// `?`: help.
    pub help: KeyText,
    /// Scroll the help (in the help).
    pub scroll_help: KeyText,
    /// Close the help (in the help).
    pub close_help: KeyText,
    /// `q`: quit.
    pub quit: KeyText,
}

/// The fixed words of one language that every screen shares (each problem's own words are in
/// its folder).
#[derive(Debug)]
pub struct Text {
    /// Title of the counters panel.
    pub counters: &'static str,
    /// Title of the event log.
    pub log: &'static str,
    /// Title of the help overlay.
    pub help: &'static str,
    /// The state word while a quiz question waits for the answer.
    pub asking: &'static str,
    /// Before the help lines of keys that work in the editor.
    pub editing_prefix: &'static str,
    /// Before the help lines of keys that work in the browser.
    pub browsing_prefix: &'static str,
    /// Counter label: steps.
    pub step: &'static str,
    /// Counter label: solutions.
    pub solutions: &'static str,
    /// Counter label: speed.
    pub speed: &'static str,
    /// Counter label: state.
    pub state: &'static str,
    /// State: playing.
    pub playing: &'static str,
    /// State: paused.
    pub paused: &'static str,
    /// State: running to a target (next solution, end).
    pub running: &'static str,
    /// State: the search is exhausted.
    pub done: &'static str,
    /// State: editing.
    pub editing: &'static str,
    /// Speed "max".
    pub max: &'static str,
    /// Unit after a speed number.
    pub per_second: &'static str,
    /// "on" for toggles.
    pub on: &'static str,
    /// "off" for toggles.
    pub off: &'static str,
    /// The crash message's words, after `backtrack: `.
    pub crash: &'static str,
    /// The words after `backtrack: ` and the signal's name (`SIGSEGV`) when the visualizer was
    /// ended by a signal no program can catch, and its guard put the terminal back.
    pub killed: &'static str,
    /// Shown in a stack panel while the stack is empty.
    pub stack_empty: &'static str,
    /// Shown in the log before the first step.
    pub log_empty: &'static str,
    /// Title of the tree panel.
    pub tree_title: &'static str,
    /// Nodes visited (tree panel).
    pub tree_nodes: &'static str,
    /// Nodes pruned (tree panel).
    pub tree_pruned: &'static str,
    /// After the profile's title when its bars are on a log scale.
    pub tree_log: &'static str,
    /// The root of the tree.
    pub tree_root: &'static str,
    /// What every shared key does.
    pub keys: KeyTexts,
    /// Key names that are words.
    pub key_names: KeyNames,
    /// Progress bar: estimated time left.
    pub eta: &'static str,
    /// Header: the session is being recorded (`--record`).
    pub recording: &'static str,
}

/// How a problem names the moments of its search in one language: what the shared sentences
/// about jumps, stops and the scrubber say of them.
#[derive(Debug)]
pub struct Vocabulary {
    /// A solution (or, where there is one, the goal).
    pub solution: &'static str,
    /// A backtrack (or a dead end).
    pub backtrack: &'static str,
    /// A placement (or a cell entered: the tree's step down).
    pub place: &'static str,
    /// Whether solutions are numbered (false where the search has one goal).
    pub numbered: bool,
    /// Where a landmark happened, from its 0-based level: `in row 5`, `第 5 行的`.
    pub at_level: fn(usize) -> String,
    /// The scrubber before the end is known: the share of the search space passed, in
    /// percent: `37% of the tree passed`.
    pub passed: fn(f64) -> String,
}

impl Vocabulary {
    /// The word for a kind of landmark.
    pub fn name(&self, kind: LandmarkKind) -> &'static str {
        match kind {
            LandmarkKind::Solution => self.solution,
            LandmarkKind::Backtrack => self.backtrack,
            LandmarkKind::Place => self.place,
        }
    }
}

/// The sentences of one language that every problem shares: everything worded around values
/// (each problem words its own events in its folder).
pub trait Words: Sync {
    /// The title of a code panel: where the code comes from.
    fn code_title(&self, seeds: &[&str]) -> String;

    /// The count line of `--print --count --limit K`: the number of all the solutions, not of
    /// the K printed, and saying so.
    fn count_in_all(&self, count: u64) -> String;

    /// The caption of a picture exported with `x`: its `parts` (the problem, its instance,
    /// the algorithm) and the step, as one line (`<name>, <instance>, <algorithm>, step 12`).
    fn picture_caption(&self, parts: &[&str], step: u64) -> String;

    /// The last line of a list cut short: how many more there are.
    fn more(&self, hidden: usize) -> String;

    /// Shown instead of the screen when the window is too small: the size needed, naming the
    /// side (or sides) that is short.
    fn too_small(&self, need: (u16, u16), have: (u16, u16)) -> String;

    /// Shown instead of the screen when the window is larger than the program draws.
    fn too_large(&self, have: (u16, u16), max: (u16, u16)) -> String;

    /// One line for a failure to read or write.
    fn io_error(&self, error: &io::Error) -> String;

    /// A backward jump found nothing before the current step.
    fn none_before(&self, kind: LandmarkKind, v: &Vocabulary) -> String;

    /// A forward jump reached the end without meeting one.
    fn none_after(&self, kind: LandmarkKind, v: &Vocabulary) -> String;

    /// Go-to `#K` past the last solution (a problem with one goal: the goal never reached,
    /// or a K past 1).
    fn no_solution(&self, k: u64, v: &Vocabulary) -> String;

    /// The prompt's syntax while nothing is typed, with a stop command of the problem's.
    fn prompt_syntax(&self, stop: &str) -> String;

    /// Go-to a step past the end of the search, which ends at `last`.
    fn past_end(&self, asked: u64, last: u64) -> String;

    /// A key pressed while a quiz question waits that answers nothing: said before the
    /// question, whose keys are the answers.
    fn not_an_answer(&self, key: char) -> String;

    /// Playing stopped at a stop.
    fn stopped(&self, landmark: Landmark, v: &Vocabulary) -> String;

    /// The stops set, each named by [`Words::stop_name`], or none.
    fn stops(&self, stops: &[String]) -> String;

    /// A stop as the header and notices name it: its `command` (`backtrack row 5`), or in
    /// words, its landmark's name `what` at its level `at` (`第 5 行的回溯`).
    fn stop_name(&self, command: &str, what: &str, at: Option<String>) -> String;

    /// A forward run goes on: any key stops it.
    fn running(&self) -> String;

    /// `x` wrote the picture on screen to `path`.
    fn exported(&self, path: &str) -> String;

    /// `x` could not write `path`.
    fn export_failed(&self, path: &str, why: &str) -> String;

    /// `--record FILE`: the file cannot be created.
    fn record_failed(&self, path: &str, error: &std::io::Error) -> String;

    /// `--record FILE`: the file was created but takes no bytes (a full disk, a device).
    fn record_unwritable(&self, path: &str, error: &std::io::Error) -> String;

    /// Quiz: a right answer (the view puts its mark before it).
    fn quiz_right(&self, answer: &str) -> String;

    /// Quiz: a wrong answer, the true one and why (what the search ruled out before it, and
    /// what let the answer pass; the view puts its mark before it).
    fn quiz_wrong(&self, given: &str, expected: &str, reasons: &[String]) -> String;

    /// Quiz: the score, in the header.
    fn quiz_score_short(&self, right: usize, asked: usize) -> String;

    /// Quiz: the score, said at its end.
    fn quiz_score(&self, right: usize, asked: usize) -> String;

    /// A prompt line that is not a command, and what is allowed instead: `kinds` the words
    /// `stop` takes, `level` the word before a level's number.
    fn prompt_error(
        &self,
        line: &str,
        problem: PromptProblem,
        kinds: [&str; 3],
        level: &str,
    ) -> String;

    /// The scrubber once the end is known: the step of all.
    fn step_of(&self, step: u64, last: u64) -> String;

    /// A solution leaf in `--tree text`.
    fn tree_solution(&self, index: u64) -> String;
}

/// Why a prompt line is not a command, as the messages need it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PromptProblem {
    /// Nothing typed.
    Empty,
    /// Not a number, `#K` or `stop ...`.
    Unknown,
    /// A number too large, or `#` without a number from 1.
    BadNumber,
    /// `stop` followed by something that is not a kind of stop.
    StopWhat,
    /// `row` without a number from the first level's to the last's.
    BadRow(usize, usize),
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;
    use unicode_width::UnicodeWidthStr;

    /// Issue 46: a deep search's share of its tree passed stood at 0% for minutes.
    #[rstest]
    #[case(0.0, "0")]
    #[case(37.4, "37")]
    #[case(1.0, "1")]
    #[case(0.5, "0.50")]
    #[case(0.0031, "0.0031")]
    #[case(0.000_012_34, "0.000012")]
    #[case(1e-9, "< 0.000001")]
    fn a_share_below_one_percent_shows_its_digits(#[case] p: f64, #[case] said: &str) {
        assert_eq!(percent(p), said);
    }

    #[rstest]
    #[case(Some("zh_CN.UTF-8"), None, None, Lang::Zh)]
    #[case(None, Some("zh_TW"), Some("en_US.UTF-8"), Lang::Zh)]
    #[case(Some("en_US.UTF-8"), Some("zh_CN"), Some("zh_CN"), Lang::En)]
    #[case(Some(""), None, Some("zh_CN.UTF-8"), Lang::Zh)]
    #[case(None, None, Some("C.UTF-8"), Lang::En)]
    #[case(None, None, None, Lang::En)]
    fn language_from_locale(
        #[case] all: Option<&str>,
        #[case] messages: Option<&str>,
        #[case] lang: Option<&str>,
        #[case] expected: Lang,
    ) {
        let s = |v: Option<&str>| v.map(str::to_string);
        assert_eq!(Lang::from_locale(s(all), s(messages), s(lang)), expected);
    }

    #[test]
    fn chinese_widths_are_measured_in_columns() {
        let t = Lang::Zh.text();
        assert_eq!(t.counters.width(), 4);
        assert_eq!(t.counters.chars().count(), 2);
    }
}
