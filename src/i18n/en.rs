//! English.

use std::io;

use super::{
    KeyNames, KeyText, KeyTexts, PromptProblem, Symmetry, Text, Words, file_label, group_digits,
    rank_label, square,
};
use crate::engine::{Landmark, LandmarkKind};
use crate::problems::maze::engine::MAX_CELLS;
use crate::problems::maze::engine::parse::{MAX_BYTES, ParseError, PlaceError};
use crate::problems::maze::engine::source::{Endpoint, MazeFileError, Source};
use crate::problems::maze::engine::{Blocked, Dir, MazeEvent};
use crate::problems::queens::engine::placement::PlacementError;
use crate::problems::queens::engine::{Algo, Line, QueensEvent};

/// A count with its noun: `1 class`, `12 classes`, `1 234 solutions`.
fn plural(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", group_digits(n), if n == 1 { one } else { many })
}

const fn key(short: &'static str, long: &'static str) -> KeyText {
    KeyText { short, long }
}

/// The English words.
pub static TEXT: Text = Text {
    queens: "N-Queens",
    frames: "calls",
    arrays: "arrays",
    tested: "test",
    set: "set",
    cleared: "clear",
    nodes: "nodes",
    checks: "checks",
    skips: "skips",
    board: "board",
    stack: "stack X[k]",
    counters: "counters",
    log: "events, newest first",
    help: "keys",
    browser: "solutions",
    editor: "queens placed by hand",
    asking: "your turn",
    editing_prefix: "editing: ",
    browsing_prefix: "solutions: ",
    step: "step",
    places: "places",
    conflicts: "conflicts",
    backtracks: "backtracks",
    solutions: "solutions",
    speed: "speed",
    state: "state",
    attacked: "attacked squares",
    playing: "playing",
    paused: "paused",
    running: "running",
    done: "done",
    editing: "editing",
    max: "max",
    per_second: "/s",
    on: "on",
    off: "off",
    crash: "internal error",
    stack_empty: "(empty)",
    log_empty: "press Space to play, Right to step",
    brute_force: "brute force would try:",
    tree_title: "state-space tree",
    tree_nodes: "nodes",
    tree_pruned: "pruned",
    tree_profile: "per row: nodes visited | pruned",
    tree_root: "root",
    tree_choices: ["skip", "place"],
    maze_tree_title: "search tree (cells)",
    maze_tree_profile: "per depth: cells tried | blocked",
    keys: KeyTexts {
        play: key("play/pause", "play or pause"),
        step: key("step", "one step forward"),
        back: key("back", "one step back (rewind)"),
        speed: key("speed", "faster / slower (0.5/s to max)"),
        board_size: key("N", "smaller / larger board (restarts)"),
        next_solution: key("solution", "next / previous solution"),
        run_to_goal: key("goal", "run to the goal / back to it"),
        backtrack_jump: key("backtrack", "next / previous backtrack"),
        dead_end_jump: key("dead end", "next / previous dead end"),
        place_jump: key("place", "next / previous placement"),
        enter_jump: key("enter", "next / previous cell entered"),
        prompt: key(
            "go to",
            "go to a step, #K a solution, stop ... (Enter, Esc)",
        ),
        prompt_go: key("go", "carry out"),
        prompt_cancel: key("cancel", "close the prompt"),
        tree: key("tree", "state-space tree and pruning per row"),
        export: key("svg", "save the board or maze on screen as an SVG file"),
        solutions: key("solutions", "the solutions found, by symmetry class"),
        browse_choose: key("choose", "choose a solution (PgUp PgDn Home End)"),
        browse_class: key("class", "the previous / next class"),
        browse_go: key("go", "go to the step where it was found"),
        browse_click: key("", "a click chooses; on the chosen one, goes there"),
        browse_close: key("close", "close the solutions"),
        quiz: key("quiz", "predict the next step: a quiz with a score"),
        quiz_column: key(
            "answer",
            "quiz: the column's letter, or . for none (the row fails)",
        ),
        quiz_direction: key("answer", "quiz: the direction the search goes next"),
        quiz_dead_end: key("dead end", "quiz: no direction, the cell is a dead end"),
        quiz_click: key("", "quiz: a click on a square answers with its column"),
        quiz_leave: key("leave", "leave the quiz (its score is said)"),
        place_by_hand: key("edit", "place queens by hand, then run from them"),
        toggle_queen: key("queen", "put a queen on the square or take it off"),
        click_queen: key("", "a click puts a queen there or takes it off"),
        clear_board: key("clear", "take every queen off"),
        run_from_hand: key("run", "run the search from the queens placed"),
        cancel_edit: key("cancel", "leave the editor, nothing changed"),
        scrub: key("", "on the bar above the keys: go to that point"),
        first_last: key("", "back to step 0 / run to the end"),
        order: key("order", "next direction order (restarts)"),
        random: key("random", "a new random maze"),
        numbers: key("", "show the map's numbers (0 1 2 3) or cells"),
        edit: key("edit", "edit the maze (e or Esc ends editing)"),
        cursor: key("move", "move the cursor"),
        wall: key("wall", "toggle the wall under the cursor"),
        click_wall: key("", "toggle the wall under the mouse"),
        endpoints: key("start/goal", "put the start / the goal here"),
        done_editing: key("done", "end editing, restart the search"),
        restart: key("", "restart (forget the history)"),
        theme: key("", "next colours: dark, light, mono"),
        zoom: key("zoom", "zoom in: the board or maze fills the window"),
        attacked: key("", "show / hide attacked squares"),
        next_algo: key("algo", "next algorithm (restarts)"),
        compare: key("compare", "compare with the next algorithm"),
        next_algo_right: key("", "next algorithm on the right"),
        help: key("help", "this help"),
        scroll_help: key("scroll", "scroll the help"),
        close_help: key("close", "close the help"),
        quit: key("quit", "quit, from anywhere (also Ctrl-C); Esc only closes"),
    },
    key_names: KeyNames {
        arrows: "arrows",
        click: "click",
    },
    queens_legend: [
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
    eta: "left",
    maze: "maze",
    recording: "● rec",
    maze_grid: "maze",
    maze_path: "path",
    maze_entered: "entered",
    maze_blocked: "blocked",
    maze_dead_ends: "dead ends",
    maze_path_length: "path length",
    maze_order: "order",
    maze_start: "start",
    maze_goal: "goal",
    maze_size: "size",
    maze_legend: [
        "wall (1)",
        "open (0)",
        "path (2)",
        "dead end (3)",
        "current cell",
        "start",
        "goal",
        "just found blocked",
    ],
};

/// The English sentences.
pub struct English;

/// `row 4, col f`.
fn row_col(row: u8, col: u8) -> String {
    format!(
        "row {}, col {}",
        rank_label(row as usize),
        file_label(col as usize)
    )
}

fn blocked(reason: Blocked) -> &'static str {
    match reason {
        Blocked::Wall => "a wall",
        Blocked::Visited => "already on the path",
        Blocked::DeadEnd => "a known dead end",
    }
}

/// A count with commas between thousands, as English prose writes it: `1,001,000`.
fn thousands(n: u64) -> String {
    group_digits(n).replace(' ', ",")
}

fn parse_error(file: &str, error: &ParseError) -> String {
    match error {
        ParseError::Empty => format!("{file}: the file is empty: no maze in it"),
        ParseError::TooLarge { bytes } => format!(
            "{file}: the file has {} bytes; at most 10 MB ({} bytes)",
            thousands(*bytes),
            thousands(MAX_BYTES as u64)
        ),
        ParseError::TooManyCells { rows, cols } => format!(
            "{file}: {rows} rows x {cols} columns = {} cells; at most {}",
            thousands((rows * cols) as u64),
            thousands(MAX_CELLS as u64)
        ),
        ParseError::NotUtf8 { line, col } => format!("{file}:{line}:{col}: not UTF-8 text"),
        ParseError::UnknownChar {
            line,
            col,
            found,
            numeric: true,
        } => format!(
            "{file}:{line}:{col}: unknown character {found:?}; a file of numbers allows 0 (open) and 1 (wall), separated by spaces"
        ),
        ParseError::UnknownChar {
            line,
            col,
            found,
            numeric: false,
        } => format!(
            "{file}:{line}:{col}: unknown character {found:?}; allowed: # (wall), . or space (open), S (start), G (goal)"
        ),
        ParseError::Ragged {
            line,
            col,
            found,
            expected,
        } => format!(
            "{file}:{line}:{col}: this row ends after {found} cells but the first has {expected}; rows must be the same length"
        ),
        ParseError::BlankLine { line } => {
            format!("{file}:{line}: an empty line inside the maze; its rows must follow each other")
        }
        ParseError::Duplicate { line, col, found } => {
            format!("{file}:{line}:{col}: a second {found}; there can be only one")
        }
    }
}

impl Words for English {
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

    fn code_title(&self, seeds: &[&str]) -> String {
        let noun = if seeds.len() == 1 { "seed" } else { "seeds" };
        format!("code ({noun} {})", seeds.join(", "))
    }

    fn queens_event(&self, event: &QueensEvent) -> String {
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

    fn queens_event_compact(&self, event: &QueensEvent) -> String {
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
            | QueensEvent::Done { .. } => self.queens_event(event),
        }
    }

    fn maze_event(&self, event: &MazeEvent) -> String {
        match *event {
            MazeEvent::Enter { row, col } => format!("({row},{col}) entered: marked 2"),
            MazeEvent::Blocked { row, col, reason } => {
                format!("({row},{col}) blocked: {}", blocked(reason))
            }
            MazeEvent::DeadEnd { row, col } => format!("({row},{col}) dead end: marked 3, go back"),
            MazeEvent::Goal { row, col } => format!("goal ({row},{col}) reached"),
            MazeEvent::Done {
                reached: true,
                steps,
            } => format!("done: the path is found in {} steps", group_digits(steps)),
            MazeEvent::Done {
                reached: false,
                steps,
            } => format!(
                "done: the goal cannot be reached ({} steps)",
                group_digits(steps)
            ),
        }
    }

    fn maze_title(&self, source: &Source) -> String {
        match source {
            Source::Seed => "seed 003's map".to_string(),
            Source::File(path) => path.file_name().map_or_else(
                || path.display().to_string(),
                |f| f.to_string_lossy().into_owned(),
            ),
            Source::BuiltIn(name) => (*name).to_string(),
            Source::Random { seed, .. } => format!("random, seed {seed}"),
        }
    }

    fn maze_source(&self, source: &Source) -> String {
        match source {
            Source::Seed => "seed 003's map".to_string(),
            Source::File(path) => path.display().to_string(),
            Source::BuiltIn(name) => format!("built-in maze {name}"),
            Source::Random { rows, cols, seed } => format!("random {rows}x{cols} seed {seed}"),
        }
    }

    fn maze_file_error(&self, file: &str, error: &MazeFileError) -> String {
        match error {
            MazeFileError::Read(err)
                if err.kind() == io::ErrorKind::NotFound && !file.contains(['/', '\\']) =>
            {
                format!(
                    "{file}: no such file, and no built-in maze of that name (built in: {})",
                    super::built_in_names()
                )
            }
            MazeFileError::Read(err) => format!("{file}: cannot read: {err}"),
            MazeFileError::NotAFile => {
                format!(
                    "{file}: not a regular file (a folder, a FIFO or a device); give a maze file"
                )
            }
            MazeFileError::Parse(p) => parse_error(file, p),
            MazeFileError::Place {
                at,
                what,
                cell: (r, c),
                problem,
                rows,
                cols,
            } => {
                let what = match what {
                    Endpoint::Start => "the start",
                    Endpoint::Goal => "the goal",
                };
                match problem {
                    PlaceError::Outside => format!(
                        "{file}: {what} ({r},{c}) is outside the {rows}x{cols} grid; rows are 0 to {}, columns 0 to {}",
                        rows - 1,
                        cols - 1
                    ),
                    PlaceError::OnWall => {
                        let place = at.map_or(String::new(), |(l, c)| format!(":{l}:{c}"));
                        format!("{file}{place}: {what} ({r},{c}) is on a wall; choose an open cell")
                    }
                }
            }
        }
    }

    fn maze_unreachable(&self, start: (usize, usize), goal: (usize, usize)) -> String {
        format!(
            "the goal ({},{}) cannot be reached from ({},{}): every explored cell is marked 3",
            goal.0, goal.1, start.0, start.1
        )
    }

    fn count_in_all(&self, count: u64) -> String {
        format!("{count} in all")
    }

    fn more(&self, hidden: usize) -> String {
        format!(" +{hidden} more")
    }

    fn too_small(&self, (need_w, need_h): (u16, u16), (have_w, have_h): (u16, u16)) -> String {
        match (have_w < need_w, have_h < need_h) {
            (true, false) => {
                format!("widen the window to at least {need_w} columns (now {have_w})")
            }
            (false, true) => {
                format!("make the window taller: at least {need_h} rows (now {have_h})")
            }
            _ => format!(
                "enlarge the window to at least {need_w} x {need_h} (now {have_w} x {have_h})"
            ),
        }
    }

    fn too_large(&self, (have_w, have_h): (u16, u16), (max_w, max_h): (u16, u16)) -> String {
        format!("the window is too large ({have_w} x {have_h}): at most {max_w} x {max_h}")
    }

    fn io_error(&self, error: &io::Error) -> String {
        if error.kind() == io::ErrorKind::Interrupted {
            return "interrupted".into();
        }
        format!("input/output error: {error}")
    }

    fn landmark(&self, kind: LandmarkKind, maze: bool) -> &'static str {
        match (kind, maze) {
            (LandmarkKind::Solution, false) => "solution",
            (LandmarkKind::Backtrack, false) => "backtrack",
            (LandmarkKind::Place, false) => "placement",
            (LandmarkKind::Solution, true) => "goal",
            (LandmarkKind::Backtrack, true) => "dead end",
            (LandmarkKind::Place, true) => "cell entered",
        }
    }

    fn none_before(&self, kind: LandmarkKind, maze: bool) -> String {
        format!("no {} before this step", self.landmark(kind, maze))
    }

    fn none_after(&self, kind: LandmarkKind, maze: bool) -> String {
        format!(
            "no {} after this step: the search is over",
            self.landmark(kind, maze)
        )
    }

    fn no_solution(&self, k: u64, maze: bool) -> String {
        if maze {
            "the goal cannot be reached".into()
        } else {
            format!("there is no solution {k}: the search is over")
        }
    }

    fn stopped(&self, landmark: Landmark, maze: bool) -> String {
        let what = self.landmark(landmark.kind(), maze);
        match landmark {
            Landmark::Solution { index } if !maze => format!("stopped at solution {index}"),
            _ => match landmark.row() {
                Some(row) => format!("stopped at a {what} in row {}", row + 1),
                None => format!("stopped at the {what}"),
            },
        }
    }

    fn stops(&self, stops: &[String]) -> String {
        if stops.is_empty() {
            "no stops".into()
        } else {
            format!("stops: {}", stops.join(", "))
        }
    }

    fn running(&self) -> String {
        "running... any key stops".into()
    }

    fn exported(&self, path: &str) -> String {
        format!("saved {path}")
    }

    fn export_failed(&self, path: &str, why: &str) -> String {
        format!("could not save {path}: {why}")
    }

    fn hand_queens(&self, squares: &[String]) -> String {
        if squares.is_empty() {
            "no queens yet: Enter, Space or a click puts one".into()
        } else {
            format!("queens: {}", squares.join(" "))
        }
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
        format!("Row {}: which column gets the next queen?", rank_label(row))
    }

    fn quiz_direction_question(&self, cell: &str) -> String {
        format!("From {cell}: which direction next?")
    }

    fn quiz_stand_question(&self, square: &str) -> String {
        format!("{square}: can a queen stand here? (y/n)")
    }

    fn quiz_attacker_question(&self, square: &str) -> String {
        format!("{square} is attacked: by which queen? (its column)")
    }

    fn quiz_back_question(&self, row: usize) -> String {
        format!(
            "Row {} has no column left: back to which row?",
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

    fn quiz_dead_end(&self) -> &'static str {
        "none (a dead end)"
    }

    fn direction(&self, d: Dir) -> &'static str {
        match d {
            Dir::Down => "down",
            Dir::Right => "right",
            Dir::Up => "up",
            Dir::Left => "left",
        }
    }

    fn quiz_attacked(&self, square: &str, by: &str) -> String {
        format!("{square} by {by}")
    }

    fn quiz_blocked(&self, direction: Dir, why: Blocked) -> String {
        format!("{}: {}", self.direction(direction), blocked(why))
    }

    fn quiz_right(&self, answer: &str) -> String {
        format!("right: {answer}")
    }

    fn quiz_wrong(&self, given: &str, expected: &str, reasons: &[String]) -> String {
        if reasons.is_empty() {
            format!("not {given}: {expected}")
        } else {
            format!("not {given}: {expected}; ruled out: {}", reasons.join(", "))
        }
    }

    fn quiz_score_short(&self, right: usize, asked: usize) -> String {
        format!("score {right}/{asked}")
    }

    fn quiz_score(&self, right: usize, asked: usize) -> String {
        format!("quiz: {right} of {asked} right")
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
            Symmetry::Rotate90 => "turned 90°",
            Symmetry::Rotate180 => "turned 180°",
            Symmetry::Rotate270 => "turned 270°",
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

    fn record_failed(&self, path: &str, error: &io::Error) -> String {
        let why = match error.kind() {
            io::ErrorKind::NotFound => "its folder does not exist".to_string(),
            io::ErrorKind::PermissionDenied => "permission denied".to_string(),
            _ => error.to_string(),
        };
        format!("--record {path}: cannot create the file: {why}")
    }

    fn prompt_error(&self, line: &str, problem: PromptProblem, maze: bool) -> String {
        let kinds = if maze {
            "dead_end, goal, enter"
        } else {
            "backtrack, solution, place"
        };
        let line = line.trim();
        match problem {
            PromptProblem::Empty => {
                "type a step number, #K (solution K), or stop ...; Esc closes".into()
            }
            PromptProblem::Unknown => format!(
                "\"{line}\" is not a command: type a step number, #K, stop <{kinds}> [row R], or stop off"
            ),
            PromptProblem::BadNumber => {
                format!("\"{line}\": a step is a whole number; #K needs K from 1")
            }
            PromptProblem::StopWhat => {
                format!("\"{line}\": stop takes {kinds}, or off")
            }
            PromptProblem::BadRow(rows) => {
                format!("\"{line}\": write row R, with R from 1 to {rows}")
            }
        }
    }

    fn passed(&self, percent: f64, maze: bool) -> String {
        if maze {
            format!("{percent:.0}% of open cells entered")
        } else {
            format!("{percent:.0}% of the tree passed")
        }
    }

    fn tree_solution(&self, index: u64) -> String {
        format!("solution {index}")
    }

    fn step_of(&self, step: u64, last: u64) -> String {
        format!("step {} of {}", group_digits(step), group_digits(last))
    }
}
