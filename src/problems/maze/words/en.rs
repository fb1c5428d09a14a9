//! The maze in English.

use std::io;

use super::{MazeKeys, MazeText, MazeWords};
use crate::i18n::{KeyText, Vocabulary, group_digits};
use crate::problems::maze::engine::MAX_CELLS;
use crate::problems::maze::engine::parse::{MAX_BYTES, ParseError, PlaceError};
use crate::problems::maze::engine::source::{Endpoint, MazeFileError, Source};
use crate::problems::maze::engine::{Blocked, Dir, MazeEvent};

const fn key(short: &'static str, long: &'static str) -> KeyText {
    KeyText { short, long }
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

/// The maze's English words.
pub static TEXT: MazeText = MazeText {
    tree_title: "search tree (cells)",
    tree_profile: "per depth: cells tried | blocked",
    name: "maze",
    grid: "maze",
    path: "path",
    entered: "entered",
    blocked: "blocked",
    dead_ends: "dead ends",
    path_length: "path length",
    order: "order",
    start: "start",
    goal: "goal",
    size: "size",
    legend: [
        "wall (1)",
        "open (0)",
        "path (2)",
        "dead end (3)",
        "current cell",
        "start",
        "goal",
        "just found blocked",
    ],
    editor: "editor",
    cursor: "cursor",
    cell_kinds: ["wall", "open", "start", "goal"],
    refusals: [
        "the outer wall stays: a path must not leave the maze",
        "the start and the goal cannot become walls",
        "the start and the goal go on open cells",
    ],
    edited: ", edited",
    keys: MazeKeys {
        run_to_goal: key("goal", "run to the goal / back to it"),
        dead_end_jump: key("dead end", "next / previous dead end"),
        enter_jump: key("enter", "next / previous cell entered"),
        quiz_direction: key("answer", "quiz: the direction the search goes next"),
        quiz_dead_end: key("dead end", "quiz: no direction, the cell is a dead end"),
        order: key("order", "next / previous direction order (restarts; or :order RDLU)"),
        random: key("random", "a new random maze"),
        numbers: key("", "show the map's numbers (0 1 2 3) or cells"),
        edit: key("edit", "edit the maze: walls, start and goal"),
        wall: key("wall", "toggle the wall under the cursor"),
        click_wall: key("", "toggle the wall under the mouse"),
        endpoints: key("start/goal", "put the start / the goal here"),
        done_editing: key("done", "end editing, keep the changes, restart the search"),
        cancel_edit: key("cancel", "end editing, put the maze back as it was"),
        tree: key("tree", "the search tree of cells, per depth its counts"),
        export: key("svg", "save the board or maze on screen as an SVG file"),
        zoom: key("zoom", "zoom in: the board or maze fills the window"),
    },
    vocabulary: Vocabulary {
        solution: "goal",
        backtrack: "dead end",
        place: "cell entered",
        numbered: false,
        at_level: |row| format!("in row {row}"),
        passed: |percent| format!("{}% of open cells entered", crate::i18n::percent(percent)),
    },
};

/// The maze's English sentences.
pub struct English;

impl MazeWords for English {
    fn bad_order(&self, letters: &str) -> String {
        let letters = crate::i18n::notation::printable(&letters.to_uppercase()).into_owned();
        format!("order {letters}: give the four letters D R U L in any order, e.g. order RDLU")
    }

    fn blocked(&self, reason: Blocked) -> &'static str {
        blocked(reason)
    }

    fn event(&self, event: &MazeEvent, compact: bool) -> String {
        if compact {
            return match *event {
                MazeEvent::Enter { row, col } => format!("({row},{col}) entered"),
                MazeEvent::Blocked { row, col, reason } => format!(
                    "({row},{col}) blocked: {}",
                    match reason {
                        Blocked::Wall => "wall",
                        Blocked::Visited => "on the path",
                        Blocked::DeadEnd => "dead end",
                    }
                ),
                MazeEvent::DeadEnd { row, col } => format!("({row},{col}) dead end, back"),
                MazeEvent::Goal { row, col } => format!("goal ({row},{col})"),
                MazeEvent::Done { reached, .. } => {
                    if reached { "done: path found" } else { "done: no path" }.to_string()
                }
            };
        }
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

    fn title(&self, source: &Source) -> String {
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

    fn source(&self, source: &Source) -> String {
        match source {
            Source::Seed => "seed 003's map".to_string(),
            Source::File(path) => path.display().to_string(),
            Source::BuiltIn(name) => format!("built-in maze {name}"),
            Source::Random { rows, cols, seed } => format!("random {rows}x{cols} seed {seed}"),
        }
    }

    fn file_error(&self, file: &str, error: &MazeFileError) -> String {
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

    fn unreachable(&self, start: (usize, usize), goal: (usize, usize)) -> String {
        format!(
            "the goal ({},{}) cannot be reached from ({},{}): every explored cell is marked 3",
            goal.0, goal.1, start.0, start.1
        )
    }

    fn quiz_direction_question(&self, cell: &str) -> String {
        format!("From {cell}: which direction next?")
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

    fn quiz_blocked(&self, direction: Dir, why: Blocked) -> String {
        format!("{}: {}", self.direction(direction), blocked(why))
    }
}
