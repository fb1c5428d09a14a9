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

mod en;
pub mod notation;
mod zh;

use std::io;

use crate::engine::{Landmark, LandmarkKind};
use crate::problems::maze::engine::source::{MazeFileError, Source};
use crate::problems::maze::engine::{Blocked, Dir, MazeEvent};
use crate::problems::queens::engine::placement::PlacementError;
use crate::problems::queens::engine::symmetry::Symmetry;
use crate::problems::queens::engine::{Algo, Line, QueensEvent};

pub use notation::{big_number, file_index, file_label, group_digits, rank_label, square};

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

/// The description of every row of the key table.
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
    /// `[` `]`: board size.
    pub board_size: KeyText,
    /// `n` in N-Queens: to the next solution.
    pub next_solution: KeyText,
    /// `n` in the maze: to the goal.
    pub run_to_goal: KeyText,
    /// Jump to the next / previous backtrack.
    pub backtrack_jump: KeyText,
    /// Jump to the next / previous dead end (maze).
    pub dead_end_jump: KeyText,
    /// Jump to the next / previous placement.
    pub place_jump: KeyText,
    /// Jump to the next / previous cell entered (maze).
    pub enter_jump: KeyText,
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
    /// `s` in N-Queens: the solutions browser.
    pub solutions: KeyText,
    /// Browser: choose a solution.
    pub browse_choose: KeyText,
    /// Browser: the next or previous class.
    pub browse_class: KeyText,
    /// Browser: go to the chosen solution's step.
    pub browse_go: KeyText,
    /// Browser: a click chooses; on the chosen one, goes there.
    pub browse_click: KeyText,
    /// Browser: close it.
    pub browse_close: KeyText,
    /// `Q`: the quiz on or off.
    pub quiz: KeyText,
    /// Quiz: a file letter answers (or `.`: no column).
    pub quiz_column: KeyText,
    /// Quiz (maze): an arrow answers.
    pub quiz_direction: KeyText,
    /// Quiz (maze): `.` answers "dead end".
    pub quiz_dead_end: KeyText,
    /// Quiz: a click on a square answers.
    pub quiz_click: KeyText,
    /// Quiz: Esc leaves it.
    pub quiz_leave: KeyText,
    /// `e` in N-Queens: the board editor.
    pub place_by_hand: KeyText,
    /// Board editor: put or take off a queen.
    pub toggle_queen: KeyText,
    /// Board editor: a click puts or takes off a queen.
    pub click_queen: KeyText,
    /// Board editor: take every queen off.
    pub clear_board: KeyText,
    /// Board editor: leave and run from the queens placed.
    pub run_from_hand: KeyText,
    /// Board editor: leave without changes.
    pub cancel_edit: KeyText,
    /// A click on the scrubber.
    pub scrub: KeyText,
    /// Home, End: step 0, the end of the search.
    pub first_last: KeyText,
    /// `o`: direction order.
    pub order: KeyText,
    /// `g`: a random maze.
    pub random: KeyText,
    /// `m`: the seed's numbers.
    pub numbers: KeyText,
    /// `e`: open the editor.
    pub edit: KeyText,
    /// Editor: arrows move the cursor.
    pub cursor: KeyText,
    /// Editor: Enter toggles a wall.
    pub wall: KeyText,
    /// Editor: a click toggles a wall.
    pub click_wall: KeyText,
    /// Editor: `s` and `t` put the start and the goal.
    pub endpoints: KeyText,
    /// Editor: `e` or Esc leaves it.
    pub done_editing: KeyText,
    /// `r`: restart.
    pub restart: KeyText,
    /// `T`: the next colour theme.
    pub theme: KeyText,
    /// `z`: zoom.
    pub zoom: KeyText,
    /// `a`: attacked squares.
    pub attacked: KeyText,
    /// Tab: next algorithm.
    pub next_algo: KeyText,
    /// `c`: compare.
    pub compare: KeyText,
    /// Shift-Tab: next algorithm on the right.
    pub next_algo_right: KeyText,
    /// `?`: help.
    pub help: KeyText,
    /// Scroll the help (in the help).
    pub scroll_help: KeyText,
    /// Close the help (in the help).
    pub close_help: KeyText,
    /// `q`: quit.
    pub quit: KeyText,
}

/// The fixed words of one language.
#[derive(Debug)]
pub struct Text {
    /// Name of the N-Queens puzzle.
    pub queens: &'static str,
    /// Title of the recursive call-frame panel.
    pub frames: &'static str,
    /// Title of the arrays panel.
    pub arrays: &'static str,
    /// Arrays panel: the entries the last step tested.
    pub tested: &'static str,
    /// Arrays panel: the entries the last step set.
    pub set: &'static str,
    /// Arrays panel: the entries the last step cleared.
    pub cleared: &'static str,
    /// Counter label: search-tree nodes visited.
    pub nodes: &'static str,
    /// Counter label: checks made.
    pub checks: &'static str,
    /// Counter label: skips (cells).
    pub skips: &'static str,
    /// Title of the board panel.
    pub board: &'static str,
    /// Title of the stack panel.
    pub stack: &'static str,
    /// Title of the counters panel.
    pub counters: &'static str,
    /// Title of the event log.
    pub log: &'static str,
    /// Title of the help overlay.
    pub help: &'static str,
    /// Title of the solutions browser.
    pub browser: &'static str,
    /// The state word while a quiz question waits for the answer.
    pub asking: &'static str,
    /// Title of the board editor's panel.
    pub editor: &'static str,
    /// Before the help lines of keys that work in the editor.
    pub editing_prefix: &'static str,
    /// Before the help lines of keys that work in the solutions browser.
    pub browsing_prefix: &'static str,
    /// Counter label: steps.
    pub step: &'static str,
    /// Counter label: places.
    pub places: &'static str,
    /// Counter label: conflicts.
    pub conflicts: &'static str,
    /// Counter label: backtracks.
    pub backtracks: &'static str,
    /// Counter label: solutions.
    pub solutions: &'static str,
    /// Counter label: speed.
    pub speed: &'static str,
    /// Counter label: state.
    pub state: &'static str,
    /// Board title: the attacked-squares toggle.
    pub attacked: &'static str,
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
    /// Shown in a stack panel while the stack is empty.
    pub stack_empty: &'static str,
    /// Shown in the log before the first step.
    pub log_empty: &'static str,
    /// Heading of the brute-force sizes in the counters.
    pub brute_force: &'static str,
    /// Title of the tree panel.
    pub tree_title: &'static str,
    /// Nodes visited (tree panel).
    pub tree_nodes: &'static str,
    /// Nodes pruned (tree panel).
    pub tree_pruned: &'static str,
    /// Title of the per-row profile under the tree.
    pub tree_profile: &'static str,
    /// The root of the tree.
    pub tree_root: &'static str,
    /// The cells tree's children: skip, place.
    pub tree_choices: [&'static str; 2],
    /// The maze tree's title.
    pub maze_tree_title: &'static str,
    /// Title of the maze tree's profile.
    pub maze_tree_profile: &'static str,
    /// What every key does.
    pub keys: KeyTexts,
    /// Key names that are words.
    pub key_names: KeyNames,
    /// The board's legend in the help: candidate placed, candidate attacked, the attacking
    /// queen, the line of attack, attacked squares, an exhausted row, a queen taken off, a
    /// skipped cell, a solution.
    pub queens_legend: [&'static str; 9],
    /// Progress bar: estimated time left.
    pub eta: &'static str,
    /// Name of the maze puzzle.
    pub maze: &'static str,
    /// Header: the session is being recorded (`--record`).
    pub recording: &'static str,
    /// Maze: title of the grid panel.
    pub maze_grid: &'static str,
    /// Maze: title of the path (stack) panel.
    pub maze_path: &'static str,
    /// Maze counter: cells entered.
    pub maze_entered: &'static str,
    /// Maze counter: neighbours found blocked.
    pub maze_blocked: &'static str,
    /// Maze counter: dead ends.
    pub maze_dead_ends: &'static str,
    /// Maze counter: length of the current path.
    pub maze_path_length: &'static str,
    /// Maze counter: the direction order.
    pub maze_order: &'static str,
    /// Maze counter: the start cell.
    pub maze_start: &'static str,
    /// Maze counter: the goal cell.
    pub maze_goal: &'static str,
    /// Maze counter: rows x columns.
    pub maze_size: &'static str,
    /// Maze legend: wall, open, path, dead end, current, start, goal, blocked.
    pub maze_legend: [&'static str; 8],
}

/// The sentences of one language: everything worded around values.
pub trait Words: Sync {
    /// The name of a line of attack.
    fn line(&self, line: Line) -> &'static str;

    /// An algorithm's name with the seeds it follows, e.g. `iterative (seed 001)`.
    fn algo(&self, algo: Algo) -> String;

    /// The title of a code panel: where the code comes from.
    fn code_title(&self, seeds: &[&str]) -> String;

    /// One event of the N-Queens log, in words.
    fn queens_event(&self, event: &QueensEvent) -> String;

    /// One event of the N-Queens log in fewer words, for narrow windows.
    fn queens_event_compact(&self, event: &QueensEvent) -> String;

    /// One event of the maze log, in words. Cells are `(row,col)`, 0-based, as the seed
    /// writes them.
    fn maze_event(&self, event: &MazeEvent) -> String;

    /// Where a maze came from, for the screen's title: the seed's map, a file name, or a
    /// random maze with its seed.
    fn maze_title(&self, source: &Source) -> String;

    /// How a maze source is named in error messages.
    fn maze_source(&self, source: &Source) -> String;

    /// One line for a maze that cannot be used, naming the file, line and column.
    fn maze_file_error(&self, file: &str, error: &MazeFileError) -> String;

    /// Stderr note when `--print` finds no path.
    fn maze_unreachable(&self, start: (usize, usize), goal: (usize, usize)) -> String;

    /// The count line of `--print --count --limit K`: the number of all the solutions, not of
    /// the K printed, and saying so.
    fn count_in_all(&self, count: u64) -> String;

    /// The last line of a list cut short: how many more there are.
    fn more(&self, hidden: usize) -> String;

    /// Shown instead of the screen when the window is too small: the size needed, naming the
    /// side (or sides) that is short.
    fn too_small(&self, need: (u16, u16), have: (u16, u16)) -> String;

    /// Shown instead of the screen when the window is larger than the program draws.
    fn too_large(&self, have: (u16, u16), max: (u16, u16)) -> String;

    /// One line for a failure to read or write.
    fn io_error(&self, error: &io::Error) -> String;

    /// A kind of landmark (what the jump keys and stops find), singular: solution, backtrack,
    /// placement; in the maze goal, dead end, cell entered.
    fn landmark(&self, kind: LandmarkKind, maze: bool) -> &'static str;

    /// A backward jump found nothing before the current step.
    fn none_before(&self, kind: LandmarkKind, maze: bool) -> String;

    /// A forward jump reached the end without meeting one.
    fn none_after(&self, kind: LandmarkKind, maze: bool) -> String;

    /// Go-to `#K` past the last solution (the maze: the goal never reached).
    fn no_solution(&self, k: u64, maze: bool) -> String;

    /// Playing stopped at a stop.
    fn stopped(&self, landmark: Landmark, maze: bool) -> String;

    /// The stops set, given as their commands (`backtrack row 5`), or none.
    fn stops(&self, stops: &[String]) -> String;

    /// A forward run goes on: any key stops it.
    fn running(&self) -> String;

    /// `x` wrote the picture on screen to `path`.
    fn exported(&self, path: &str) -> String;

    /// `x` could not write `path`.
    fn export_failed(&self, path: &str, why: &str) -> String;

    /// The solutions browser's title: `found` solutions in `classes` classes; `done` once the
    /// search is over, `whole` when every solution found is listed (else only the first
    /// `listed`).
    fn solutions_title(
        &self,
        found: u64,
        classes: usize,
        done: bool,
        listed: Option<usize>,
    ) -> String;

    /// The heading of class number `number` (1-based): `found` of its `size` members found,
    /// and the symmetries other than the identity that leave its solutions unchanged.
    fn class_heading(
        &self,
        number: usize,
        size: usize,
        found: usize,
        fixed_by: &[Symmetry],
    ) -> String;

    /// A symmetry of the board, as a short phrase: "turned 90°", "mirrored left-right".
    fn symmetry(&self, s: Symmetry) -> &'static str;

    /// How a class member comes from the class's first member (solution number `first`, when
    /// it is to be named).
    fn member_from(&self, s: Symmetry, first: Option<u64>) -> String;

    /// The step at which a solution was found.
    fn found_at(&self, step: u64) -> String;

    /// The browser before the search has found any solution.
    fn no_solutions_yet(&self) -> String;

    /// `--record FILE`: the file cannot be created.
    fn record_failed(&self, path: &str, error: &std::io::Error) -> String;

    /// Why queens are not a start to search on from (`--from`, the board editor): names the
    /// two queens or the bad number.
    fn placement_error(&self, e: &PlacementError) -> String;

    /// The board editor: the queens placed, by square (none yet: how to place one).
    fn hand_queens(&self, squares: &[String]) -> String;

    /// The board editor: how many solutions extend the queens (`None`: still counting).
    fn completions(&self, count: Option<u64>) -> String;

    /// The board editor: why the search cannot run from the queens on the board.
    fn cannot_run(&self, why: &str) -> String;

    /// Quiz: the question for the next queen of `row` (0-based).
    fn quiz_column_question(&self, row: usize) -> String;

    /// Quiz: the question for the direction from a maze cell (its name as the maze gives it).
    fn quiz_direction_question(&self, cell: &str) -> String;

    /// Quiz: the answer "no column: the row fails, the search backtracks".
    fn quiz_no_column(&self) -> &'static str;

    /// Quiz (`all`): can a queen stand on the candidate square?
    fn quiz_stand_question(&self, square: &str) -> String;

    /// Quiz (`all`): which queen attacks the candidate square?
    fn quiz_attacker_question(&self, square: &str) -> String;

    /// Quiz (`all`): the row given up (0-based): back to which row?
    fn quiz_back_question(&self, row: usize) -> String;

    /// Quiz: the answer "it can stand".
    fn quiz_stands(&self) -> &'static str;

    /// Quiz: the answer "it is attacked".
    fn quiz_attacked_answer(&self) -> &'static str;

    /// Quiz: the answer "the queen in file `file`".
    fn quiz_queen_in(&self, file: &str) -> String;

    /// Quiz: the answer "row `row`" (0-based).
    fn quiz_row(&self, row: usize) -> String;

    /// Quiz: the answer "a dead end".
    fn quiz_dead_end(&self) -> &'static str;

    /// Quiz: a maze direction's name.
    fn direction(&self, d: Dir) -> &'static str;

    /// Quiz: a square ruled out, and by which queen.
    fn quiz_attacked(&self, square: &str, by: &str) -> String;

    /// Quiz: a direction ruled out, and why.
    fn quiz_blocked(&self, direction: Dir, why: Blocked) -> String;

    /// Quiz: a right answer (the view puts its mark before it).
    fn quiz_right(&self, answer: &str) -> String;

    /// Quiz: a wrong answer, the true one and what the search ruled out before it (the view
    /// puts its mark before it).
    fn quiz_wrong(&self, given: &str, expected: &str, reasons: &[String]) -> String;

    /// Quiz: the score, in the header.
    fn quiz_score_short(&self, right: usize, asked: usize) -> String;

    /// Quiz: the score, said at its end.
    fn quiz_score(&self, right: usize, asked: usize) -> String;

    /// After a log line: the search moves the queen placed by hand on `square`.
    fn hand_queen_moved(&self, square: &str) -> String;

    /// A prompt line that is not a command, and what is allowed instead.
    fn prompt_error(&self, line: &str, problem: PromptProblem, maze: bool) -> String;

    /// The scrubber before the end is known: the share of the search space passed.
    fn passed(&self, percent: f64, maze: bool) -> String;

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
    /// `row` without a number from 1 to `rows`.
    BadRow(usize),
}

/// The built-in mazes' names, for messages: `classic, long-dead-ends, seed, unreachable`.
pub(crate) fn built_in_names() -> String {
    crate::problems::maze::engine::source::BUILT_IN
        .iter()
        .map(|(name, _)| *name)
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::queens::engine::Cols;
    use rstest::rstest;
    use unicode_width::UnicodeWidthStr;

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

    /// The issue's example: f4 attacked along the diagonal by the queen on b2.
    const F4_BY_B2: QueensEvent = QueensEvent::Conflict {
        row: 3,
        col: 5,
        by_row: 1,
        by_col: 1,
        line: Line::Diagonal,
    };

    #[test]
    fn the_issue_example_log_line() {
        let e = F4_BY_B2;
        assert_eq!(
            Lang::En.words().queens_event(&e),
            "row 4, col f: attacked by the queen at b2 (diagonal)"
        );
        assert_eq!(
            Lang::Zh.words().queens_event(&e),
            "第 4 行 f 列：被 b2 的皇后攻击（主对角线）"
        );
    }

    #[test]
    fn compact_log_lines_are_shorter() {
        let e = F4_BY_B2;
        assert_eq!(
            Lang::En.words().queens_event_compact(&e),
            "f4 attacked by b2 (diagonal)"
        );
        assert_eq!(
            Lang::Zh.words().queens_event_compact(&e),
            "f4 被 b2 攻击（主对角线）"
        );
        for lang in Lang::ALL {
            let w = lang.words();
            for e in [
                e,
                QueensEvent::Place { row: 0, col: 0 },
                QueensEvent::Backtrack { row: 4 },
            ] {
                assert!(w.queens_event_compact(&e).width() < w.queens_event(&e).width());
            }
        }
    }

    #[test]
    fn solutions_are_logged_one_based_like_seed_001() {
        let e = QueensEvent::Solution {
            index: 1,
            cols: Cols::from_slice(&[0, 4, 7, 5, 2, 6, 1, 3]),
        };
        assert_eq!(
            Lang::En.words().queens_event(&e),
            "solution 1: 1 5 8 6 3 7 2 4"
        );
    }

    #[test]
    fn every_algorithm_has_a_name_in_both_languages_that_names_its_seeds() {
        for lang in Lang::ALL {
            for algo in Algo::ALL {
                let name = lang.words().algo(algo);
                assert!(
                    algo.seeds().iter().all(|s| name.contains(s)),
                    "{lang:?} {algo:?}: {name}"
                );
            }
        }
    }

    #[test]
    fn chinese_widths_are_measured_in_columns() {
        let t = Lang::Zh.text();
        assert_eq!(t.conflicts.width(), 4);
        assert_eq!(t.conflicts.chars().count(), 2);
    }

    #[test]
    fn the_random_maze_title_speaks_the_language() {
        let source = Source::Random {
            rows: 9,
            cols: 9,
            seed: 7,
        };
        assert_eq!(Lang::En.words().maze_title(&source), "random, seed 7");
        assert_eq!(Lang::Zh.words().maze_title(&source), "随机迷宫，种子 7");
    }
}
