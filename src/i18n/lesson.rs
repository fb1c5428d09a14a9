//! The words of a lesson as it plays and as its file is checked, shared by every problem:
//! English (`lesson/en.rs`) and Chinese (`lesson/zh.rs`).

mod en;
mod zh;

use crate::i18n::{KeyText, Lang};

/// A lesson's words in one language.
#[derive(Debug)]
pub struct LessonText {
    /// `PgDn` / `PgUp`: the next or the previous scene.
    pub keys: KeyText,
    /// The header's mark: scene k of n (from 1).
    pub scene: fn(usize, usize) -> String,
    /// The caption panel's title: the lesson's title and scene k of n.
    pub title: fn(&str, usize, usize) -> String,
    /// The caption panel's last line while nothing is awaited.
    pub hint: &'static str,
    /// The last scene's keys: no next scene.
    pub last_hint: &'static str,
    /// The last scene's "done" once what it waits for happened.
    pub last_waited: &'static str,
    /// The last line while the scene waits for an answer to the quiz's question.
    pub wait_answer: &'static str,
    /// The last line while the scene waits for the search to pause at a stop.
    pub wait_stop: &'static str,
    /// The last line once what the scene waited for has happened.
    pub waited: &'static str,
    /// Back from the first scene.
    pub first: &'static str,
    /// On from the last scene.
    pub last: &'static str,
    /// On while the scene waits for an answer: the key again goes on.
    pub held_answer: &'static str,
    /// On while the scene waits for a stop: the key again goes on.
    pub held_stop: &'static str,
    /// `lesson --list`: the heading of the columns (name, problem, scenes, summary).
    pub list_heading: [&'static str; 4],
    /// `lesson --check`: a good file, its scenes.
    pub checked: fn(&str, usize) -> String,
    /// A lesson file's error: where (the file, the scene from 1 and its line), and what.
    pub at: fn(&str, Option<usize>, Option<usize>, &str) -> String,
    /// A TOML error, in the parser's words.
    pub toml: fn(&str) -> String,
    /// A scene's command line that is not a visualizer's: its headless mode or its help.
    pub headless: fn(&str) -> String,
    /// A lesson without scenes.
    pub no_scenes: &'static str,
    /// The first scene names no command line.
    pub no_run: &'static str,
    /// A field of a scene that must not be empty.
    pub empty: fn(&str) -> String,
    /// A caption or title missing in a language (its code).
    pub missing_lang: fn(&str, &str) -> String,
    /// A caption too long for its panel: its language, its lines at the projector's 100
    /// columns, the most.
    pub long_caption: fn(&str, usize, usize) -> String,
    /// A `go` that is neither a step nor `#K`, or a `to`, `stops` or `wait` entry not known.
    pub bad_field: fn(&str, &str, &str) -> String,
    /// A key name a `keys` entry does not know.
    pub bad_key: fn(&str) -> String,
    /// A `keys` entry that would leave the scene or write a file (quit, suspend, the next
    /// scene, an export): the key.
    pub outside_key: fn(&str) -> String,
    /// A scene's command line that records: the lesson records as a whole.
    pub scene_record: &'static str,
    /// The search ends before the scene's `go` or `to` is reached.
    pub unreached: fn(&str, &str, u64) -> String,
    /// The scene's `go` or `to` lies past the steps a scene may run to set itself up (the
    /// field, its value, the most steps).
    pub too_far: fn(&str, &str, u64) -> String,
    /// A lesson that is neither a built-in name nor a file (the built-in names).
    pub unknown: fn(&str, &str) -> String,
    /// `lesson` with neither a lesson nor `--list`.
    pub missing: fn(&str) -> String,
}

/// The lesson's words in `lang`.
pub fn text(lang: Lang) -> &'static LessonText {
    match lang {
        Lang::En => &en::TEXT,
        Lang::Zh => &zh::TEXT,
    }
}
