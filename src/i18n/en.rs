//! English.

use std::io;

use super::{KeyNames, KeyText, KeyTexts, PromptProblem, Text, Vocabulary, Words, group_digits};
use crate::engine::{Landmark, LandmarkKind};

const fn key(short: &'static str, long: &'static str) -> KeyText {
    KeyText { short, long }
}

/// The English words every screen shares.
pub static TEXT: Text = Text {
    counters: "counters",
    log: "events, newest first",
    help: "keys",
    asking: "your turn",
    editing_prefix: "editing: ",
    browsing_prefix: "solutions: ",
    step: "step",
    solutions: "solutions",
    speed: "speed",
    state: "state",
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
    killed: "ended by {signal}; the terminal was put back",
    stack_empty: "(empty)",
    log_empty: "press Space to play, Right to step",
    tree_title: "state-space tree",
    tree_nodes: "visited",
    tree_pruned: "pruned",
    tree_log: " (log)",
    tree_root: "root",
    key_names: KeyNames {
        arrows: "arrows",
        click: "click",
    },
    eta: "left",
    recording: "● rec",
    keys: KeyTexts {
        play: key("play/pause", "play or pause"),
        step: key("step", "one step forward"),
        back: key("back", "one step back (rewind)"),
        speed: key("speed", "faster / slower (0.5/s to max)"),
        next_solution: key("solution", "next / previous solution"),
        backtrack_jump: key("backtrack", "next / previous backtrack"),
        place_jump: key("place", "next / previous placement"),
        prompt: key(
            "go to",
            "go to a step, #K a solution, stop ... (Enter, Esc)",
        ),
        prompt_go: key("go", "carry out"),
        prompt_cancel: key("cancel", "close the prompt"),
        tree: key("tree", "state-space tree and pruning per depth"),
        export: key("svg", "save the picture on screen as an SVG file"),
        quiz: key("quiz", "predict the next step: a quiz with a score"),
        quiz_leave: key("leave", "leave the quiz and see its score"),
        scrub: key("", "on the bar above the keys: go to that point"),
        first_last: key("", "back to step 0 / run to the end"),
        cursor: key("move", "move the cursor"),
        restart: key("", "restart (forget the history)"),
        theme: key("", "next colours: dark, light, mono"),
        zoom: key("zoom", "zoom in: the picture fills the window"),
        help: key("help", "this help"),
        scroll_help: key("scroll", "scroll the help"),
        close_help: key("close", "close the help"),
        quit: key("quit", "quit, from anywhere (also Ctrl-C); Esc only closes"),
    },
};

/// The English sentences every problem shares.
pub struct English;

impl Words for English {
    fn code_title(&self, seeds: &[&str]) -> String {
        let noun = if seeds.len() == 1 { "seed" } else { "seeds" };
        format!("code ({noun} {})", seeds.join(", "))
    }

    fn picture_caption(&self, parts: &[&str], step: u64) -> String {
        format!("{}, step {}", parts.join(", "), group_digits(step))
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

    fn stops(&self, stops: &[String]) -> String {
        if stops.is_empty() {
            "no stops".into()
        } else {
            format!("stops: {}", stops.join(", "))
        }
    }

    fn stop_name(&self, command: &str, _what: &str, _at: Option<String>) -> String {
        // The command is English already, and the one to type again.
        command.to_string()
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

    fn quiz_right(&self, answer: &str) -> String {
        format!("right: {answer}")
    }

    fn quiz_wrong(&self, given: &str, expected: &str, reasons: &[String]) -> String {
        if reasons.is_empty() {
            format!("not {given}: {expected}")
        } else {
            format!("not {given}: {expected}; why: {}", reasons.join(", "))
        }
    }

    fn quiz_score_short(&self, right: usize, asked: usize) -> String {
        format!("score {right}/{asked}")
    }

    fn quiz_score(&self, right: usize, asked: usize) -> String {
        format!("quiz: {right} of {asked} right")
    }

    fn record_unwritable(&self, path: &str, error: &io::Error) -> String {
        format!("--record {path}: cannot write the recording: {error}")
    }

    fn record_failed(&self, path: &str, error: &io::Error) -> String {
        let why = match error.kind() {
            io::ErrorKind::NotFound => "its folder does not exist".to_string(),
            io::ErrorKind::PermissionDenied => "permission denied".to_string(),
            io::ErrorKind::AlreadyExists => {
                "the name is taken (nothing is overwritten: choose a new name, or add --force to replace a file; a link or folder is never replaced)".to_string()
            }
            _ => error.to_string(),
        };
        format!("--record {path}: cannot create the file: {why}")
    }

    fn tree_solution(&self, index: u64) -> String {
        format!("solution {index}")
    }

    fn step_of(&self, step: u64, last: u64) -> String {
        format!("step {} of {}", group_digits(step), group_digits(last))
    }

    fn none_before(&self, kind: LandmarkKind, v: &Vocabulary) -> String {
        format!("no {} before this step", v.name(kind))
    }

    fn none_after(&self, kind: LandmarkKind, v: &Vocabulary) -> String {
        format!("no {} after this step: the search is over", v.name(kind))
    }

    fn no_solution(&self, k: u64, v: &Vocabulary) -> String {
        if v.numbered {
            format!("there is no {} {k}: the search is over", v.solution)
        } else if k > 1 {
            format!("there is one {}: #1 goes to it", v.solution)
        } else {
            format!("the {} cannot be reached", v.solution)
        }
    }

    fn prompt_syntax(&self, stop: &str) -> String {
        format!("e.g. 1234 (a step), #3 (solution 3), stop {stop}, stop off")
    }

    fn not_an_answer(&self, key: char) -> String {
        let key = crate::i18n::notation::printable(&key.to_string()).into_owned();
        format!("{key}: not an answer, use a key shown ·")
    }

    fn past_end(&self, asked: u64, last: u64) -> String {
        format!(
            "there is no step {}: the search ends at step {}",
            group_digits(asked),
            group_digits(last)
        )
    }

    fn stopped(&self, landmark: Landmark, v: &Vocabulary) -> String {
        let what = v.name(landmark.kind());
        match landmark {
            Landmark::Solution { index } if v.numbered => format!("stopped at {what} {index}"),
            _ => match landmark.level() {
                Some(row) => format!("stopped at a {what} {}", (v.at_level)(row)),
                None => format!("stopped at the {what}"),
            },
        }
    }

    fn prompt_error(
        &self,
        line: &str,
        problem: PromptProblem,
        kinds: [&str; 3],
        level: &str,
    ) -> String {
        let kinds = kinds.join(", ");
        let line = line.trim();
        match problem {
            PromptProblem::Empty => {
                "type a step number, #K (solution K), or stop ...; Esc closes".into()
            }
            PromptProblem::Unknown => format!(
                "\"{line}\" is not a command: type a step number, #K, stop <{kinds}> [{level} R], or stop off"
            ),
            PromptProblem::BadNumber => {
                format!("\"{line}\": a step is a whole number; #K needs K from 1")
            }
            PromptProblem::StopWhat => {
                format!("\"{line}\": stop takes {kinds}, or off")
            }
            PromptProblem::BadRow(first, last) => {
                format!("\"{line}\": write {level} R, with R from {first} to {last}")
            }
        }
    }
}
