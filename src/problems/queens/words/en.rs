//! N-Queens in English.

use super::{QueensKeys, QueensText, QueensWords};
use crate::i18n::{KeyText, Vocabulary, file_label, group_digits, rank_label, square};
use crate::problems::queens::engine::placement::PlacementError;
use crate::problems::queens::engine::symmetry::Symmetry;
use crate::problems::queens::engine::{Algo, Line, QueensEvent};

const fn key(short: &'static str, long: &'static str) -> KeyText {
    KeyText { short, long }
}

/// A count with its noun: `1 class`, `12 classes`, `1 234 solutions`.
fn plural(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", group_digits(n), if n == 1 { one } else { many })
}
/// `row 4, col f`.
fn row_col(row: u8, col: u8) -> String {
    format!(
        "row {}, col {}",
        rank_label(row as usize),
        file_label(col as usize)
    )
}

/// N-Queens' English words.
pub static TEXT: QueensText = QueensText {
    name: "N-Queens",
    frames: "calls",
    arrays: "arrays",
    tested: "test",
    set: "set",
    cleared: "clear",
    nodes: "nodes visited",
    checks: "checks",
    skips: "skips",
    board: "board",
    stack: "stack X[k]",
    browser: "solutions",
    editor: "queens placed by hand",
    places: "places",
    conflicts: "conflicts",
    backtracks: "backtracks",
    attacked: "attacked squares",
    brute_force: "brute force would try:",
    by_placements_title: "by placements",
    brute_notes: ["one a row", "a row, a column", "any N squares"],
    brute_help: [
        "N^N: brute force with one queen in each row, anywhere in it",
        "N!: one queen in each row and in each column",
        "C(N*N,N): any N of the N*N squares",
    ],
    tree_profile: "per row: nodes visited | pruned",
    tree_choices: ["skip", "place"],
    legend: [
        "candidate placed",
        "candidate attacked",
        "the attacking queen",
        "line of attack",
        "attacked squares (a)",
        "row exhausted: back to the row above",
        "queen taken off",
        "cell skipped (cells)",
        "a solution",
    ],
    keys: QueensKeys {
        board_size: key("N", "smaller / larger board (restarts)"),
        solutions: key("solutions", "the solutions found, by symmetry class"),
        browse_choose: key("choose", "choose a solution (PgUp PgDn Home End)"),
        browse_class: key("class", "the previous / next class"),
        browse_go: key("go", "go to the step where it was found"),
        browse_number: key("number", "choose one by its number, #12 or 12"),
        browse_click: key("", "a click chooses; on the chosen one, goes there"),
        browse_close: key("close", "close the solutions browser"),
        quiz_column: key(
            "answer",
            "quiz: the column's letter, or . for none (the row fails)",
        ),
        quiz_click: key("", "quiz: a click on a square answers with its column"),
        place_by_hand: key("edit", "place queens by hand, then run from them"),
        toggle_queen: key("queen", "put a queen on the square or take it off"),
        click_queen: key("", "a click puts a queen there or takes it off"),
        clear_board: key("clear", "take every queen off"),
        run_from_hand: key("run", "run the search from the queens placed"),
        cancel_edit: key("cancel", "leave the editor, nothing changed"),
        attacked: key("", "show / hide attacked squares"),
        next_algo: key("algo", "next algorithm (restarts)"),
        compare: key("compare", "compare with the next algorithm"),
        by_placements: key("in step", "compare: step by placements (same boards) or by events"),
        next_algo_right: key("", "next algorithm on the right"),
        tree: key("tree", "state-space tree and pruning per row"),
        export: key("svg", "save the board or maze on screen as an SVG file"),
        zoom: key("zoom", "zoom in: the board or maze fills the window"),
    },
    vocabulary: Vocabulary {
        solution: "solution",
        backtrack: "backtrack",
        place: "placement",
        numbered: true,
        at_level: |row| format!("in row {}", row + 1),
        passed: |percent| format!("{}% of the tree passed", crate::i18n::percent(percent)),
    },
};

/// N-Queens' English sentences.
pub struct English;

impl QueensWords for English {
    fn line(&self, line: Line) -> &'static str {
        match line {
            Line::Row => "row",
            Line::Column => "column",
            Line::Diagonal => "diagonal",
            Line::AntiDiagonal => "anti-diagonal",
        }
    }

    fn algo(&self, algo: Algo) -> String {
        let seeds = algo.seeds();
        let noun = if seeds.len() == 1 { "seed" } else { "seeds" };
        format!("{} ({noun} {})", algo.name(), seeds.join(", "))
    }

    fn algo_short(&self, algo: Algo) -> String {
        algo.name().to_string()
    }

    fn event(&self, event: &QueensEvent) -> String {
        match *event {
            QueensEvent::Place { row, col } => format!("{}: queen placed", row_col(row, col)),
            QueensEvent::Conflict {
                row,
                col,
                by_row,
                by_col,
                line,
            } => format!(
                "{}: attacked by the queen at {} ({})",
                row_col(row, col),
                square(by_row as usize, by_col as usize),
                self.line(line)
            ),
            QueensEvent::Solution { index, cols } => {
                let cols: Vec<String> = cols
                    .as_slice()
                    .iter()
                    .map(|c| (c + 1).to_string())
                    .collect();
                format!("solution {index}: {}", cols.join(" "))
            }
            QueensEvent::Backtrack { row: 0 } => {
                "row 1: no column left, the search is over".to_string()
            }
            QueensEvent::Backtrack { row } => format!(
                "row {}: no column left, back to row {}",
                rank_label(row as usize),
                rank_label(row as usize - 1)
            ),
            QueensEvent::Call { row } => format!("put({row}) is called"),
            QueensEvent::Return { row } => format!("put({row}) returns"),
            QueensEvent::Skip { row, col } => {
                format!("{}: skipped, no queen here", row_col(row, col))
            }
            QueensEvent::Unplace { row, col } => format!("{}: queen taken off", row_col(row, col)),
            QueensEvent::Done { solutions, steps } => format!(
                "done: {} solution{} in {} steps",
                group_digits(solutions),
                if solutions == 1 { "" } else { "s" },
                group_digits(steps)
            ),
        }
    }

    fn event_compact(&self, event: &QueensEvent) -> String {
        let sq = |row: u8, col: u8| square(row as usize, col as usize);
        match *event {
            QueensEvent::Place { row, col } => format!("{} placed", sq(row, col)),
            QueensEvent::Conflict {
                row,
                col,
                by_row,
                by_col,
                line,
            } => format!(
                "{} attacked by {} ({})",
                sq(row, col),
                sq(by_row, by_col),
                self.line(line)
            ),
            QueensEvent::Backtrack { row } => {
                format!("row {} exhausted: backtrack", rank_label(row as usize))
            }
            QueensEvent::Skip { row, col } => format!("{} skipped", sq(row, col)),
            QueensEvent::Unplace { row, col } => format!("{} taken off", sq(row, col)),
            QueensEvent::Solution { .. }
            | QueensEvent::Call { .. }
            | QueensEvent::Return { .. }
            | QueensEvent::Done { .. } => self.event(event),
        }
    }

    fn hand_queens(&self, squares: &[String]) -> String {
        if squares.is_empty() {
            "no queens yet: Enter, Space or a click puts one".into()
        } else {
            format!("queens: {}", squares.join(" "))
        }
    }

    fn count_failed(&self, why: &str) -> String {
        format!("could not count: {why}")
    }

    fn completions(&self, count: Option<u64>) -> String {
        match count {
            None => "counting the solutions that extend these queens...".into(),
            Some(0) => "dead end: no solution extends this".into(),
            Some(1) => "1 solution extends these queens".into(),
            Some(k) => format!("{} solutions extend these queens", group_digits(k)),
        }
    }

    fn cannot_run(&self, why: &str) -> String {
        format!("cannot run from here: {why}")
    }

    fn quiz_column_question(&self, row: usize) -> String {
        format!(
            "Row {}: which column gets the next queen? (its letter, . none)",
            rank_label(row)
        )
    }

    fn quiz_stand_question(&self, square: &str) -> String {
        format!("{square}: can a queen stand here? (y/n)")
    }

    fn quiz_attacker_question(&self, square: &str) -> String {
        format!("{square} is attacked: by which queen? (its column)")
    }

    fn quiz_back_question(&self, row: usize) -> String {
        format!(
            "Row {} has no column left: back to which row? (its number)",
            rank_label(row)
        )
    }

    fn quiz_stands(&self) -> &'static str {
        "it can stand (placed)"
    }

    fn quiz_attacked_answer(&self) -> &'static str {
        "it is attacked (a conflict)"
    }

    fn quiz_queen_in(&self, file: &str) -> String {
        format!("the queen in column {file}")
    }

    fn quiz_row(&self, row: usize) -> String {
        format!("row {}", rank_label(row))
    }

    fn quiz_no_column(&self) -> &'static str {
        "none (the row fails)"
    }

    fn quiz_attacked(&self, square: &str, by: &str) -> String {
        format!("{square} by {by}")
    }

    fn hand_queen_moved(&self, square: &str) -> String {
        format!("moves hand-placed {square}")
    }

    fn placement_error(&self, e: &PlacementError) -> String {
        match *e {
            PlacementError::TooMany { given, n } => {
                format!("{given} queens for {n} rows: at most one a row")
            }
            PlacementError::Column { row, col, n } => {
                format!("column {col} for row {} is outside 1..{n}", row + 1)
            }
            PlacementError::TwoInRow { row, cols } => format!(
                "two queens in row {} ({} and {})",
                row + 1,
                square(row, cols.0),
                square(row, cols.1)
            ),
            PlacementError::Gap { row } => format!(
                "row {} is empty: fill rows 1..k from the top, one queen each",
                row + 1
            ),
            PlacementError::Attack { a, b, line } => {
                let line = self.line(line);
                let article = if line.starts_with(['a', 'e', 'i', 'o', 'u']) {
                    "an"
                } else {
                    "a"
                };
                format!(
                    "{} and {} attack each other on {article} {line}",
                    square(a.0, a.1),
                    square(b.0, b.1)
                )
            }
        }
    }

    fn sheet_title(&self, n: usize, boards: u64, unique: bool) -> String {
        if unique {
            format!(
                "{n} queens: {}, one solution each",
                plural(boards, "symmetry class", "symmetry classes")
            )
        } else {
            format!("{n} queens: {}", plural(boards, "solution", "solutions"))
        }
    }

    fn picture_caption(&self, n: usize, algo: Algo, step: u64) -> String {
        format!("{n} queens, {}, step {}", self.algo(algo), group_digits(step))
    }

    fn solutions_title(
        &self,
        found: u64,
        classes: usize,
        done: bool,
        listed: Option<usize>,
    ) -> String {
        let solutions = plural(found, "solution", "solutions");
        let classes = plural(classes as u64, "class", "classes");
        match (listed, done) {
            (Some(listed), _) => format!(
                "{solutions} found; the first {} listed, in {classes}",
                group_digits(listed as u64)
            ),
            (None, true) => format!("{solutions} in {classes}"),
            (None, false) => format!("{solutions} so far, in {classes}"),
        }
    }

    fn class_heading(
        &self,
        number: usize,
        size: usize,
        found: usize,
        fixed_by: &[Symmetry],
    ) -> String {
        let head = format!("class {number}: {found} of {size} found");
        match fixed_by.len() {
            0 => head,
            7 => format!("{head}; symmetric: the same under every turn and flip"),
            _ => {
                let names: Vec<&str> = fixed_by.iter().map(|&s| self.symmetry(s)).collect();
                format!("{head}; symmetric: the same {}", names.join(" or "))
            }
        }
    }

    fn symmetry(&self, s: Symmetry) -> &'static str {
        match s {
            Symmetry::Identity => "as it is",
            Symmetry::Rotate90 => "90° clockwise",
            Symmetry::Rotate180 => "turned 180°",
            Symmetry::Rotate270 => "90° anticlockwise",
            Symmetry::MirrorColumns => "mirror left-right",
            Symmetry::MirrorRows => "mirror top-bottom",
            Symmetry::Transpose => "main-diagonal flip",
            Symmetry::AntiTranspose => "anti-diagonal flip",
        }
    }

    fn member_from(&self, s: Symmetry, first: Option<u64>) -> String {
        match (s, first) {
            (Symmetry::Identity, _) => "first of class".into(),
            (_, Some(first)) => format!("#{first} {}", self.symmetry(s)),
            (_, None) => self.symmetry(s).into(),
        }
    }

    fn found_at(&self, step: u64) -> String {
        format!("step {}", group_digits(step))
    }

    fn no_solutions_yet(&self) -> String {
        "No solution found yet: play on, or n runs to the next one.".into()
    }
}
