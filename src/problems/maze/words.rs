//! The maze's words, in English and Simplified Chinese: the fixed words of its panels and keys
//! ([`MazeText`]) and its sentences ([`MazeWords`]), one file per language, a missing string a
//! compile error. The words every screen shares are in `crate::i18n`.

mod en;
mod zh;

use crate::i18n::{KeyText, Lang, Vocabulary};
use crate::problems::maze::engine::source::{MazeFileError, Source};
use crate::problems::maze::engine::{Blocked, Dir, MazeEvent};

/// What the maze's own keys do (and its words for the shared rows that name its picture).
#[derive(Debug)]
pub struct MazeKeys {
    /// `n`: to the goal.
    pub run_to_goal: KeyText,
    /// Jump to the next / previous dead end.
    pub dead_end_jump: KeyText,
    /// Jump to the next / previous cell entered.
    pub enter_jump: KeyText,
    /// Quiz: an arrow answers.
    pub quiz_direction: KeyText,
    /// Quiz: `.` answers "dead end".
    pub quiz_dead_end: KeyText,
    /// `o`: direction order.
    pub order: KeyText,
    /// `g`: a random maze.
    pub random: KeyText,
    /// `m`: the seed's numbers.
    pub numbers: KeyText,
    /// `e`: open the editor.
    pub edit: KeyText,
    /// Editor: Enter toggles a wall.
    pub wall: KeyText,
    /// Editor: a click toggles a wall.
    pub click_wall: KeyText,
    /// Editor: `s` and `t` put the start and the goal.
    pub endpoints: KeyText,
    /// Editor: `e` leaves it, keeping the changes.
    pub done_editing: KeyText,
    /// Editor: Esc leaves it, putting the maze back.
    pub cancel_edit: KeyText,
    /// `t`, as the maze says it.
    pub tree: KeyText,
    /// `x`, as the maze says it.
    pub export: KeyText,
    /// `z`, as the maze says it.
    pub zoom: KeyText,
}

/// The maze's fixed words in one language.
#[derive(Debug)]
pub struct MazeText {
    /// The problem's name.
    pub name: &'static str,
    /// Title of the grid panel.
    pub grid: &'static str,
    /// Title of the path (stack) panel.
    pub path: &'static str,
    /// Counter: cells entered.
    pub entered: &'static str,
    /// Counter: neighbours found blocked.
    pub blocked: &'static str,
    /// Counter: dead ends.
    pub dead_ends: &'static str,
    /// Counter: length of the current path.
    pub path_length: &'static str,
    /// Counter: the direction order.
    pub order: &'static str,
    /// Counter: the start cell.
    pub start: &'static str,
    /// Counter: the goal cell.
    pub goal: &'static str,
    /// Counter: rows x columns.
    pub size: &'static str,
    /// The tree panel's title.
    pub tree_title: &'static str,
    /// Title of the tree's profile.
    pub tree_profile: &'static str,
    /// Legend: wall, open, path, dead end, current, start, goal, blocked.
    pub legend: [&'static str; 8],
    /// Title of the editor's panel.
    pub editor: &'static str,
    /// The editor's cursor, in its panel.
    pub cursor: &'static str,
    /// What a cell is, in the editor's panel: wall, open, start, goal.
    pub cell_kinds: [&'static str; 4],
    /// Why the editor refused a change: the outer wall, a wall on the start or goal, the start
    /// or goal on a wall.
    pub refusals: [&'static str; 3],
    /// Said after the maze's name once the editor changed it.
    pub edited: &'static str,
    /// What its keys do.
    pub keys: MazeKeys,
    /// Its names for the landmarks of its search.
    pub vocabulary: Vocabulary,
}

/// The maze's sentences in one language.
pub trait MazeWords: Sync {
    /// One event of the log, in words. Cells are `(row,col)`, 0-based, as the seed writes them.
    /// An event in words; `compact`, in fewer words for a narrow log (the reason a cell is
    /// blocked kept).
    fn event(&self, event: &MazeEvent, compact: bool) -> String;

    /// Where a maze came from, for the screen's title: the seed's map, a file name, or a
    /// random maze with its seed.
    fn title(&self, source: &Source) -> String;

    /// How a maze source is named in error messages.
    fn source(&self, source: &Source) -> String;

    /// One line for a maze that cannot be used, naming the file, line and column.
    fn file_error(&self, file: &str, error: &MazeFileError) -> String;

    /// Stderr note when `--print` finds no path.
    fn unreachable(&self, start: (usize, usize), goal: (usize, usize)) -> String;

    /// Quiz: the question for the direction from a cell (its name as the maze gives it).
    fn quiz_direction_question(&self, cell: &str) -> String;

    /// Quiz: the answer "a dead end".
    fn quiz_dead_end(&self) -> &'static str;

    /// Quiz: a direction's name.
    fn direction(&self, d: Dir) -> &'static str;

    /// Why a neighbour cannot be entered: a wall, already on the path, a known dead end.
    fn blocked(&self, reason: Blocked) -> &'static str;

    /// The prompt's `order` with letters that are not an order (shown in capitals).
    fn bad_order(&self, letters: &str) -> String;

    /// Quiz: a direction ruled out, and why.
    fn quiz_blocked(&self, direction: Dir, why: Blocked) -> String;
}

/// The maze's fixed words in `lang`.
pub fn text(lang: Lang) -> &'static MazeText {
    match lang {
        Lang::En => &en::TEXT,
        Lang::Zh => &zh::TEXT,
    }
}

/// The maze's sentences in `lang`.
pub fn words(lang: Lang) -> &'static dyn MazeWords {
    match lang {
        Lang::En => &en::English,
        Lang::Zh => &zh::Chinese,
    }
}

/// The built-in mazes' names, for messages: `classic, long-dead-ends, seed, unreachable`.
fn built_in_names() -> String {
    crate::problems::maze::engine::source::BUILT_IN
        .iter()
        .map(|(name, _)| *name)
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_random_maze_title_speaks_the_language() {
        let source = Source::Random {
            rows: 9,
            cols: 9,
            seed: 7,
        };
        assert_eq!(words(Lang::En).title(&source), "random, seed 7");
        assert_eq!(words(Lang::Zh).title(&source), "随机迷宫，种子 7");
    }
}
