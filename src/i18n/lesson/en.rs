//! A lesson's words in English.

use super::LessonText;
use crate::i18n::KeyText;

/// English.
pub static TEXT: LessonText = LessonText {
    keys: KeyText {
        short: "scene",
        long: "the lesson's next / previous scene (also . and ,)",
    },
    scene: |k, n| format!("scene {k}/{n}"),
    title: |title, k, n| format!("{title} · scene {k} of {n}"),
    hint: "PgDn next scene · PgUp previous · q ends the lesson",
    last_hint: "the last scene · PgUp previous · q ends the lesson",
    last_waited: "done · the last scene: q ends the lesson",
    wait_answer: "waiting for the class to answer the question · PgDn twice skips",
    wait_stop: "waiting for the search to pause at a stop · PgDn twice skips",
    waited: "done · PgDn next scene",
    first: "this is the lesson's first scene",
    last: "this is the lesson's last scene: q ends the lesson",
    held_answer: "no answer yet: PgDn again goes on to the next scene",
    held_stop: "the search has not paused at a stop yet: PgDn again goes on to the next scene",
    list_heading: ["lesson", "problem", "scenes", "what it teaches"],
    checked: |file, scenes| format!("{file}: {scenes} scenes, each one sets up"),
    at: |file, scene, line, what| match (scene, line) {
        (Some(s), Some(l)) => format!("{file}, scene {s} (line {l}): {what}"),
        (Some(s), None) => format!("{file}, scene {s}: {what}"),
        (None, Some(l)) => format!("{file}, line {l}: {what}"),
        (None, None) => format!("{file}: {what}"),
    },
    toml: |what| format!("not a lesson file: {what}"),
    headless: |run| {
        format!(
            "`{run}` is not the visualizer (a scene shows the search: drop --print, --count, --stats, --trace, --tree)"
        )
    },
    no_scenes: "the lesson has no scenes (add [[scene]] tables)",
    no_run: "the first scene needs `run`: the command line that sets the search up",
    empty: |field| format!("`{field}` is empty"),
    missing_lang: |field, lang| {
        format!("`{field}` has no `{lang}` text (every caption is written in en and zh)")
    },
    long_caption: |lang, lines, most| {
        format!(
            "`caption.{lang}` takes {lines} lines at 100 columns; the panel shows at most {most}"
        )
    },
    bad_field: |field, value, allowed| format!("`{field} = \"{value}\"`: {allowed}"),
    outside_key: |key| {
        format!(
            "`keys`: `{key}` would leave the scene or write a file (quit, suspend, another scene, export); a scene's keys stay inside it"
        )
    },
    scene_record: "a scene does not record nor write a GIF: record the whole lesson with `backtrack lesson NAME --record FILE`",
    bad_key: |key| {
        format!(
            "`keys`: `{key}` is not a key (a character, or Enter, Esc, Tab, Up, Down, Left, Right, Home, End)"
        )
    },
    unreached: |field, value, last| {
        format!("`{field} = \"{value}\"` is never reached: the search ends at step {last}")
    },
    too_far: |field, value, max| {
        format!(
            "`{field} = \"{value}\"` is past the {} steps a scene may run to set itself up",
            crate::i18n::group_digits(max).replace(' ', ",")
        )
    },
    unknown: |name, names| {
        format!("lesson `{name}` is neither a file nor a built-in lesson ({names})")
    },
    missing: |names| format!("which lesson? name one ({names}), a FILE.toml, or --list"),
};
