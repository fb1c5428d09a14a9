//! Guided lessons: a lesson file (`file.rs`, documented in `docs/lessons.md`) walks a class
//! through searches scene by scene, each scene set up on its problem's app exactly as it says
//! (`stage.rs`), its caption in the interface's language under the screen.
//!
//! `backtrack lesson NAME` plays a built-in lesson (each problem's folder has its own, listed
//! by the registry), `lesson FILE.toml` one of the teacher's; `--list` names the built-in ones,
//! `--check` sets every scene up without a terminal. Every scene is set up once before the
//! terminal is touched, so a bad file is one line and exit 2, never a half-drawn screen.
//! The terminal stays set up from the first scene to the last: `PgDn` / `PgUp` end one scene's app
//! and start the next one's in the same session.

pub mod file;
pub mod stage;

use std::ffi::OsString;
use std::io::Write as _;

use crate::app::Exit;
use crate::cli::LessonRequest;
use crate::command_line::{self, Parsed};
use crate::i18n::Lang;
use crate::i18n::lesson::text;
use crate::problem::{Failure, Problem};
use crate::problems::{self, Visitor};
use crate::term::{self, input::Input};
use file::{FileError, Lesson};
use stage::{Looks, Play, Played, Stage};

/// The largest lesson file read.
pub const MAX_BYTES: u64 = 1 << 20;

/// A built-in lesson by name: its file's text, and its problem's name in `lang`.
pub fn builtin(name: &str, lang: Lang) -> Option<(&'static str, &'static str)> {
    problems::lessons(lang)
        .into_iter()
        .find(|(b, _)| b.name == name)
        .map(|(b, problem)| (b.source, problem))
}

/// The built-in lessons' names, for messages.
fn names(lang: Lang) -> String {
    let names: Vec<&str> = problems::lessons(lang)
        .iter()
        .map(|(b, _)| b.name)
        .collect();
    names.join(", ")
}

/// `lesson --list`: each built-in lesson's name, problem, scenes and summary, in columns.
pub fn list(lang: Lang) -> String {
    let t = text(lang);
    let mut rows: Vec<[String; 4]> = vec![t.list_heading.map(str::to_string)];
    for (b, problem) in problems::lessons(lang) {
        // The built-in lessons are checked by the tests; one that did not read would be listed
        // by name only.
        let (scenes, summary) = match file::parse(b.source, lang) {
            Ok(l) => (
                l.scenes.len().to_string(),
                l.summary
                    .map(|s| s.get(lang).to_string())
                    .unwrap_or_default(),
            ),
            Err(_) => (String::from("?"), String::new()),
        };
        rows.push([b.name.to_string(), problem.to_string(), scenes, summary]);
    }
    let width = |i: usize| {
        rows.iter()
            .map(|r| unicode_width::UnicodeWidthStr::width(r[i].as_str()))
            .max()
            .unwrap_or(0)
    };
    let widths = [width(0), width(1), width(2)];
    let mut out = String::new();
    for row in &rows {
        let mut line = String::new();
        for (i, cell) in row.iter().enumerate().take(3) {
            let pad = widths[i] - unicode_width::UnicodeWidthStr::width(cell.as_str());
            line.push_str(cell);
            line.push_str(&" ".repeat(pad + 2));
        }
        line.push_str(&row[3]);
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The lesson asked for: its name for messages and its text (a built-in name, else a file).
fn source(asked: &str, lang: Lang) -> Result<(String, String), Failure> {
    if let Some((text, _)) = builtin(asked, lang) {
        return Ok((asked.to_string(), text.to_string()));
    }
    let path = std::path::Path::new(asked);
    if !path.exists() {
        return Err(Failure::BadInput((text(lang).unknown)(asked, &names(lang))));
    }
    let text = crate::cli::explore::read_text(asked, MAX_BYTES).map_err(Failure::Usage)?;
    Ok((asked.to_string(), text))
}

/// A scene's command line as words (split at spaces; `"` or `'` quote a word with spaces),
/// with the program's name first.
pub fn words(run: &str) -> Vec<OsString> {
    let mut out = vec![OsString::from("backtrack")];
    let mut word = String::new();
    let mut quote: Option<char> = None;
    let mut started = false;
    for c in run.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (None, '"' | '\'') => {
                quote = Some(c);
                started = true;
            }
            (None, c) if c.is_whitespace() => {
                if started || !word.is_empty() {
                    out.push(OsString::from(std::mem::take(&mut word)));
                }
                started = false;
            }
            (_, c) => word.push(c),
        }
    }
    if started || !word.is_empty() {
        out.push(OsString::from(word));
    }
    out
}

/// Hands a scene's request to its problem's [`stage::scene`].
struct SceneVisit<'a> {
    stage: &'a Stage<'a>,
    play: Play<'a>,
}

impl Visitor for SceneVisit<'_> {
    type Out = Result<Played, Failure>;
    fn visit<P: Problem>(self, request: P::Request) -> Self::Out {
        stage::scene::<P>(request, self.stage, self.play)
    }
}

/// Scene `stage.index`: its command line read as the command line would be, then set up on
/// its problem's app and played.
pub fn scene(stage: &Stage, play: Play) -> Result<Played, Failure> {
    let def = stage.def();
    let lang = stage.lang;
    let mut args = words(&def.run.value);
    // The scene speaks the lesson's language, whatever its command line says.
    args.extend([OsString::from("--lang"), OsString::from(lang.code())]);
    let request = match command_line::parse(&args, lang) {
        Ok(Parsed::Run(config)) => config.request,
        Ok(Parsed::Print(_) | Parsed::Lesson(..)) => {
            return Err(stage.fault(def.run.line, (text(lang).headless)(&def.run.value)));
        }
        Err(e) => {
            return Err(stage.fault(def.run.line, command_line::usage_error(lang, &e)));
        }
    };
    problems::visit(request, SceneVisit { stage, play })
}

/// Reads a lesson and sets every scene up (nothing drawn): the lesson, or the one line that
/// says what is wrong.
pub fn load(name: &str, source: &str, lang: Lang) -> Result<Lesson, Failure> {
    let lesson =
        file::parse(source, lang).map_err(|e: FileError| Failure::BadInput(e.words(name, lang)))?;
    for index in 0..lesson.scenes.len() {
        let stage = Stage {
            lesson: &lesson,
            file: name,
            index,
            lang,
            looks: Looks::default(),
        };
        scene(&stage, Play::Check)?;
    }
    Ok(lesson)
}

/// `backtrack lesson`: lists, checks or plays a lesson.
pub fn run(request: &LessonRequest, lang: Lang) -> Result<Exit, Failure> {
    let say = |line: &str| -> Result<Exit, Failure> {
        let mut out = std::io::stdout().lock();
        out.write_all(line.as_bytes()).and_then(|()| out.flush())?;
        Ok(Exit::Quit)
    };
    if request.list {
        return say(&list(lang));
    }
    let Some(asked) = &request.lesson else {
        return Err(Failure::BadInput((text(lang).missing)(&names(lang))));
    };
    let (name, source) = source(asked, lang)?;
    let lesson = load(&name, &source, lang)?;
    if request.check {
        return say(&format!(
            "{}\n",
            (text(lang).checked)(&name, lesson.scenes.len())
        ));
    }
    crate::problem::need_terminal("lesson", lang)?;
    let mut playback = crate::app::Playback::paused(lang);
    playback.record.clone_from(&request.record);
    playback.force = request.force;
    let record = crate::problem::open_record(&playback, lang)?;
    // Without `--theme`: monochrome under NO_COLOR, else light on a light terminal (asked
    // before the input reader starts: the answer comes as input).
    let theme = request.theme.or_else(|| {
        if crate::cli::no_color() {
            Some(crate::app::ThemeName::Mono)
        } else {
            crate::app::ThemeName::of_terminal()
        }
    });
    let mut input = Input::open().map_err(Failure::Tui)?;
    let mut session = term::Session::start(false, lang.text().crash, record)
        .map_err(|e| crate::problem::tui_failure(e, request.record.as_deref(), lang))?;
    let mut looks = Looks {
        ascii: request.ascii,
        theme,
    };
    let mut index = 0;
    let result = loop {
        let stage = Stage {
            lesson: &lesson,
            file: &name,
            index,
            lang,
            looks,
        };
        match scene(&stage, Play::Terminal(&mut session, &mut input)) {
            Ok(played) => {
                // The teacher's theme stays for the next scene.
                looks.theme = Some(played.theme);
                match played.next {
                    Some(next) => index = next,
                    None => break Ok(played.exit),
                }
            }
            Err(e) => break Err(e),
        }
    };
    let end = session.end().map_err(Failure::Tui);
    let exit = result?;
    end?;
    Ok(exit)
}

#[cfg(test)]
mod tests;
