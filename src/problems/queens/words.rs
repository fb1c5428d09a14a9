//! N-Queens' words, in English and Simplified Chinese: the fixed words of its panels and keys
//! ([`QueensText`]) and its sentences ([`QueensWords`]), one file per language, a missing string
//! a compile error. The words every screen shares are in `crate::i18n`.

mod en;
mod zh;

use crate::i18n::{KeyText, Lang, Vocabulary};
use crate::problems::queens::engine::placement::PlacementError;
use crate::problems::queens::engine::symmetry::Symmetry;
use crate::problems::queens::engine::{Algo, Line, QueensEvent};

/// What N-Queens' own keys do (and its words for the shared rows that name its picture).
#[derive(Debug)]
pub struct QueensKeys {
    /// `[` `]`: board size.
    pub board_size: KeyText,
    /// `s`: the solutions browser.
    pub solutions: KeyText,
    /// Browser: choose a solution.
    pub browse_choose: KeyText,
    /// Browser: the next or previous class.
    pub browse_class: KeyText,
    /// Browser: go to the chosen solution's step.
    pub browse_go: KeyText,
    /// Browser: `#K` or a number chooses solution K.
    pub browse_number: KeyText,
    /// Browser: a click chooses; on the chosen one, goes there.
    pub browse_click: KeyText,
    /// Browser: close it.
    pub browse_close: KeyText,
    /// Quiz: a file letter answers (or `.`: no column).
    pub quiz_column: KeyText,
    /// Quiz: a click on a square answers.
    pub quiz_click: KeyText,
    /// `e`: the board editor.
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
    /// `a`: attacked squares.
    pub attacked: KeyText,
    /// Tab: next algorithm.
    pub next_algo: KeyText,
    /// `c`: compare.
    pub compare: KeyText,
    /// `y`: compare by placements or by events.
    pub by_placements: KeyText,
    /// Shift-Tab: next algorithm on the right.
    pub next_algo_right: KeyText,
    /// `t`, as the board says it.
    pub tree: KeyText,
    /// `x`, as the board says it.
    pub export: KeyText,
    /// `z`, as the board says it.
    pub zoom: KeyText,
}

/// N-Queens' fixed words in one language.
#[derive(Debug)]
pub struct QueensText {
    /// The problem's name.
    pub name: &'static str,
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
    /// Title of the solutions browser.
    pub browser: &'static str,
    /// Title of the board editor's panel.
    pub editor: &'static str,
    /// Counter label: places.
    pub places: &'static str,
    /// Counter label: conflicts.
    pub conflicts: &'static str,
    /// Counter label: backtracks.
    pub backtracks: &'static str,
    /// Board title: the attacked-squares toggle.
    pub attacked: &'static str,
    /// Heading of the brute-force sizes in the counters.
    pub brute_force: &'static str,
    /// The header's word for compare mode by placements.
    pub by_placements_title: &'static str,
    /// What each brute-force size counts, beside its formula where the column has room: one
    /// queen in each row (N^N), also one in each column (N!), any N of the N*N squares.
    pub brute_notes: [&'static str; 3],
    /// The help's lines on the brute-force sizes: what N^N, N! and C(N*N,N) count.
    pub brute_help: [&'static str; 3],
    /// Title of the per-row profile under the tree.
    pub tree_profile: &'static str,
    /// The cells tree's children: skip, place.
    pub tree_choices: [&'static str; 2],
    /// The board's legend in the help: candidate placed, candidate attacked, the attacking
    /// queen, the line of attack, attacked squares, an exhausted row, a queen taken off, a
    /// skipped cell, a solution.
    pub legend: [&'static str; 9],
    /// What its keys do.
    pub keys: QueensKeys,
    /// Its names for the landmarks of its search.
    pub vocabulary: Vocabulary,
}

/// N-Queens' sentences in one language.
pub trait QueensWords: Sync {
    /// The name of a line of attack.
    fn line(&self, line: Line) -> &'static str;

    /// An algorithm's name with the seeds it follows, e.g. `iterative (seed 001)`.
    fn algo(&self, algo: Algo) -> String;

    /// An algorithm's short name, for the header beside another (`iterative`, `迭代法`).
    fn algo_short(&self, algo: Algo) -> String;

    /// One event of the log, in words.
    fn event(&self, event: &QueensEvent) -> String;

    /// One event of the log in fewer words, for narrow windows.
    fn event_compact(&self, event: &QueensEvent) -> String;

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

    /// The title of `--print svg`'s sheet of `boards` boards of `n` queens (with `unique`,
    /// one solution of each class).
    fn sheet_title(&self, n: usize, boards: u64, unique: bool) -> String;

    /// The caption of the board exported with `x`: `n` queens, the algorithm, the step.
    fn picture_caption(&self, n: usize, algo: Algo, step: u64) -> String;

    /// The heading of class number `number` (1-based): `found` of its `size` members found,
    /// and the symmetries other than the identity that leave its solutions unchanged.
    fn class_heading(
        &self,
        number: usize,
        size: usize,
        found: usize,
        fixed_by: &[Symmetry],
    ) -> String;

    /// A symmetry of the board, as a short phrase: "90° clockwise", "mirror left-right".
    fn symmetry(&self, s: Symmetry) -> &'static str;

    /// How a class member comes from the class's first member (solution number `first`, when
    /// it is to be named).
    fn member_from(&self, s: Symmetry, first: Option<u64>) -> String;

    /// The step at which a solution was found.
    fn found_at(&self, step: u64) -> String;

    /// The browser before the search has found any solution.
    fn no_solutions_yet(&self) -> String;

    /// Why queens are not a start to search on from (`--from`, the board editor): names the
    /// two queens or the bad number.
    fn placement_error(&self, e: &PlacementError) -> String;

    /// The board editor: the queens placed, by square (none yet: how to place one).
    fn hand_queens(&self, squares: &[String]) -> String;

    /// The board editor: how many solutions extend the queens (`None`: still counting).
    fn completions(&self, count: Option<u64>) -> String;

    /// The board editor: the count could not be made, and why.
    fn count_failed(&self, why: &str) -> String;

    /// The board editor: why the search cannot run from the queens on the board.
    fn cannot_run(&self, why: &str) -> String;

    /// After a log line: the search moves the queen placed by hand on `square`.
    fn hand_queen_moved(&self, square: &str) -> String;

    /// Quiz: the question for the next queen of `row` (0-based).
    fn quiz_column_question(&self, row: usize) -> String;

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

    /// Quiz: the answer "no column: the row fails, the search backtracks".
    fn quiz_no_column(&self) -> &'static str;

    /// Quiz: a square ruled out, and by which queen.
    fn quiz_attacked(&self, square: &str, by: &str) -> String;
}

/// N-Queens' fixed words in `lang`.
pub fn text(lang: Lang) -> &'static QueensText {
    match lang {
        Lang::En => &en::TEXT,
        Lang::Zh => &zh::TEXT,
    }
}

/// N-Queens' sentences in `lang`.
pub fn words(lang: Lang) -> &'static dyn QueensWords {
    match lang {
        Lang::En => &en::English,
        Lang::Zh => &zh::Chinese,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::queens::engine::Cols;
    use unicode_width::UnicodeWidthStr;

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
            words(Lang::En).event(&e),
            "row 4, col f: attacked by the queen at b2 (diagonal)"
        );
        assert_eq!(
            words(Lang::Zh).event(&e),
            "第 4 行 f 列：被 b2 的皇后攻击（主对角线）"
        );
    }

    #[test]
    fn compact_log_lines_are_shorter() {
        let e = F4_BY_B2;
        assert_eq!(
            words(Lang::En).event_compact(&e),
            "f4 attacked by b2 (diagonal)"
        );
        assert_eq!(
            words(Lang::Zh).event_compact(&e),
            "f4 被 b2 攻击（主对角线）"
        );
        for lang in Lang::ALL {
            let w = words(lang);
            for e in [
                e,
                QueensEvent::Place { row: 0, col: 0 },
                QueensEvent::Backtrack { row: 4 },
            ] {
                assert!(w.event_compact(&e).width() < w.event(&e).width());
            }
        }
    }

    #[test]
    fn solutions_are_logged_one_based_like_seed_001() {
        let e = QueensEvent::Solution {
            index: 1,
            cols: Cols::from_slice(&[0, 4, 7, 5, 2, 6, 1, 3]),
        };
        assert_eq!(words(Lang::En).event(&e), "solution 1: 1 5 8 6 3 7 2 4");
    }

    #[test]
    fn every_algorithm_has_a_name_in_both_languages_that_names_its_seeds() {
        for lang in Lang::ALL {
            for algo in Algo::ALL {
                let name = words(lang).algo(algo);
                assert!(
                    algo.seeds().iter().all(|s| name.contains(s)),
                    "{lang:?} {algo:?}: {name}"
                );
            }
        }
    }

    #[test]
    fn chinese_widths_are_measured_in_columns() {
        let t = text(Lang::Zh);
        assert_eq!(t.conflicts.width(), 4);
        assert_eq!(t.conflicts.chars().count(), 2);
    }
}
