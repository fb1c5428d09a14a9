//! A lesson file (TOML), read and checked for its form: a title, a summary and scenes, every
//! text in both languages, no key it does not know. What a scene's fields mean for its search
//! (a command line the problem takes, a step the search reaches) is checked when the scene is
//! set up (`stage.rs`). The format is documented in `docs/lessons.md`.

use serde::Deserialize;
use toml::Spanned;

use crate::app::lesson::Wait;
use crate::i18n::Lang;
use crate::i18n::lesson::text;

/// A text in both languages.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
struct TextsToml {
    en: Option<String>,
    zh: Option<String>,
}

/// One `[[scene]]` table as written.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct SceneToml {
    run: Option<Spanned<String>>,
    caption: Spanned<TextsToml>,
    go: Option<Spanned<String>>,
    to: Option<Spanned<String>>,
    stops: Option<Spanned<Vec<String>>>,
    tree: Option<bool>,
    keys: Option<Spanned<Vec<String>>>,
    wait: Option<Spanned<String>>,
}

/// The file as written.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonToml {
    title: Spanned<TextsToml>,
    summary: Option<Spanned<TextsToml>>,
    #[serde(default)]
    scene: Vec<Spanned<SceneToml>>,
}

/// A text in both languages, each present and not empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Texts {
    /// English.
    pub en: String,
    /// Chinese.
    pub zh: String,
}

impl Texts {
    /// The text in `lang` (the other is never shown).
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Zh => &self.zh,
        }
    }
}

/// A field's value with the line it is written on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct At<T> {
    /// The value.
    pub value: T,
    /// Its line in the file, from 1.
    pub line: usize,
}

/// One scene: the search it sets up, what happens before its caption stands, the caption.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SceneDef {
    /// The line of its `[[scene]]` table.
    pub line: usize,
    /// The command line that sets the search up, as typed after `backtrack`; a scene without one
    /// takes the last scene's before it.
    pub run: At<String>,
    /// The caption.
    pub caption: Texts,
    /// A step or `#K` (solution K) to go to, as the `:` prompt takes it.
    pub go: Option<At<String>>,
    /// Then run to the first landmark of a kind, as `stop` takes it (`backtrack row 3`).
    pub to: Option<At<String>>,
    /// Stops to set, as `stop` takes them.
    pub stops: Option<At<Vec<String>>>,
    /// Open (`true`) or close the tree panel.
    pub tree: Option<bool>,
    /// Keys pressed last, by name (`s`, `Enter`, `Down`).
    pub keys: Option<At<Vec<String>>>,
    /// What the scene waits for before the next.
    pub wait: Option<Wait>,
}

/// A whole lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lesson {
    /// Its title.
    pub title: Texts,
    /// What it teaches, in one line (for `lesson --list`).
    pub summary: Option<Texts>,
    /// Its scenes, in order.
    pub scenes: Vec<SceneDef>,
}

/// What is wrong with a lesson file: the scene (from 1) and the line, if known, and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileError {
    /// The scene, from 1.
    pub scene: Option<usize>,
    /// The line, from 1.
    pub line: Option<usize>,
    /// What is wrong, worded.
    pub what: String,
}

impl FileError {
    /// The one line that says it, naming `file`.
    pub fn words(&self, file: &str, lang: Lang) -> String {
        (text(lang).at)(file, self.scene, self.line, &self.what)
    }
}

/// The line (from 1) of a byte offset of `source`.
pub fn line_of(source: &str, offset: usize) -> usize {
    source[..offset.min(source.len())]
        .bytes()
        .filter(|&b| b == b'\n')
        .count()
        + 1
}

/// A text in both languages, or the error naming the field and the language missing.
fn texts(
    source: &str,
    field: &str,
    texts: &Spanned<TextsToml>,
    scene: Option<usize>,
    lang: Lang,
) -> Result<Texts, FileError> {
    let line = Some(line_of(source, texts.span().start));
    let get = |code: &str, value: &Option<String>| {
        value
            .as_deref()
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .map(str::to_string)
            .ok_or_else(|| FileError {
                scene,
                line,
                what: (text(lang).missing_lang)(field, code),
            })
    };
    let t = texts.get_ref();
    Ok(Texts {
        en: get("en", &t.en)?,
        zh: get("zh", &t.zh)?,
    })
}

/// A field's value with its line.
fn at<T: Clone>(source: &str, spanned: &Spanned<T>) -> At<T> {
    At {
        value: spanned.get_ref().clone(),
        line: line_of(source, spanned.span().start),
    }
}

/// Reads a lesson file's text, checking its form (messages in `lang`).
pub fn parse(source: &str, lang: Lang) -> Result<Lesson, FileError> {
    let t = text(lang);
    let file: LessonToml = toml::from_str(source).map_err(|e| FileError {
        scene: None,
        line: e.span().map(|s| line_of(source, s.start)),
        what: (t.toml)(e.message().trim()),
    })?;
    let title = texts(source, "title", &file.title, None, lang)?;
    let summary = file
        .summary
        .as_ref()
        .map(|s| texts(source, "summary", s, None, lang))
        .transpose()?;
    if file.scene.is_empty() {
        return Err(FileError {
            scene: None,
            line: None,
            what: t.no_scenes.to_string(),
        });
    }
    let mut scenes: Vec<SceneDef> = Vec::new();
    for (i, spanned) in file.scene.iter().enumerate() {
        let number = Some(i + 1);
        let s = spanned.get_ref();
        let line = line_of(source, spanned.span().start);
        let error = |line: usize, what: String| FileError {
            scene: number,
            line: Some(line),
            what,
        };
        let run = match (&s.run, scenes.last()) {
            (Some(run), _) if run.get_ref().trim().is_empty() => {
                return Err(error(at(source, run).line, (t.empty)("run")));
            }
            (Some(run), _) => at(source, run),
            (None, Some(before)) => before.run.clone(),
            (None, None) => return Err(error(line, t.no_run.to_string())),
        };
        let wait = match &s.wait {
            None => None,
            Some(w) => Some(Wait::parse(w.get_ref().trim()).ok_or_else(|| {
                let names: Vec<&str> = Wait::ALL.iter().map(|(_, n)| *n).collect();
                error(
                    at(source, w).line,
                    (t.bad_field)("wait", w.get_ref(), &names.join(", ")),
                )
            })?),
        };
        let caption = texts(source, "caption", &s.caption, number, lang)?;
        for (code, text) in [("en", &caption.en), ("zh", &caption.zh)] {
            let most = crate::layout::lesson::MAX_LINES;
            let lines = crate::layout::lesson::all_lines(text, 100).len();
            if lines > most {
                return Err(error(
                    line_of(source, s.caption.span().start),
                    (t.long_caption)(code, lines, most),
                ));
            }
        }
        scenes.push(SceneDef {
            line,
            run,
            caption,
            go: s.go.as_ref().map(|g| at(source, g)),
            to: s.to.as_ref().map(|g| at(source, g)),
            stops: s.stops.as_ref().map(|g| at(source, g)),
            tree: s.tree,
            keys: s.keys.as_ref().map(|g| at(source, g)),
            wait,
        });
    }
    Ok(Lesson {
        title,
        summary,
        scenes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    const GOOD: &str = r##"
title = { en = "A first lesson", zh = "第一课" }
summary.en = "by hand"
summary.zh = "手算"

[[scene]]
run = "-n 4 --paused"
caption.en = "The empty board."
caption.zh = "空棋盘。"

[[scene]]
go = "#1"
tree = true
wait = "answer"
caption = { en = "The first solution.", zh = "第一个解。" }
"##;

    #[test]
    fn a_good_file_reads_with_its_lines() {
        let lesson = parse(GOOD, Lang::En).unwrap();
        assert_eq!(lesson.title.get(Lang::Zh), "第一课");
        assert_eq!(lesson.scenes.len(), 2);
        let [a, b] = &lesson.scenes[..] else {
            panic!("two scenes")
        };
        assert_eq!(a.run.value, "-n 4 --paused");
        assert_eq!(a.run.line, 7);
        // A scene without `run` takes the one before it.
        assert_eq!(b.run, a.run);
        assert_eq!(
            b.go.as_ref().map(|g| (g.value.as_str(), g.line)),
            Some(("#1", 12))
        );
        assert_eq!((b.tree, b.wait), (Some(true), Some(Wait::Answer)));
        assert_eq!(b.caption.get(Lang::En), "The first solution.");
    }

    /// Each fault is told with its scene and line.
    #[rstest]
    #[case::toml("title = ", None, Some(1), "not a lesson file")]
    #[case::unknown_key(
        "title = { en = \"a\", zh = \"b\" }\n[[scene]]\nrun = \"x\"\ncolour = 1\ncaption = { en = \"a\", zh = \"b\" }",
        None,
        Some(4),
        "unknown field `colour`"
    )]
    #[case::no_scenes("title = { en = \"a\", zh = \"b\" }", None, None, "no scenes")]
    #[case::no_zh(
        "title = { en = \"a\" }\n[[scene]]\nrun = \"x\"\ncaption = { en = \"a\", zh = \"b\" }",
        None,
        Some(1),
        "no `zh` text"
    )]
    #[case::caption_zh_empty(
        "title = { en = \"a\", zh = \"b\" }\n[[scene]]\nrun = \"x\"\ncaption = { en = \"a\", zh = \" \" }",
        Some(1),
        Some(4),
        "`caption` has no `zh`"
    )]
    #[case::first_without_run(
        "title = { en = \"a\", zh = \"b\" }\n\n[[scene]]\ncaption = { en = \"a\", zh = \"b\" }",
        Some(1),
        Some(3),
        "needs `run`"
    )]
    #[case::bad_wait(
        "title = { en = \"a\", zh = \"b\" }\n[[scene]]\nrun = \"x\"\nwait = \"key\"\ncaption = { en = \"a\", zh = \"b\" }",
        Some(1),
        Some(4),
        "answer, stop"
    )]
    fn faults_name_their_place(
        #[case] source: &str,
        #[case] scene: Option<usize>,
        #[case] line: Option<usize>,
        #[case] words: &str,
    ) {
        let e = parse(source, Lang::En).unwrap_err();
        assert_eq!((e.scene, e.line), (scene, line), "{e:?}");
        assert!(e.what.contains(words), "{e:?}");
        let said = e.words("l.toml", Lang::En);
        assert!(said.starts_with("l.toml") && !said.contains('\n'), "{said}");
        let zh = parse(source, Lang::Zh)
            .unwrap_err()
            .words("l.toml", Lang::Zh);
        assert_ne!(zh, said);
    }

    /// A caption the panel cannot show whole at 100 columns is refused, in either language,
    /// with the number of lines it would take (the panel is 96 columns inside at 100); a word a
    /// megabyte long is cut into lines, not wrapped forever.
    #[rstest]
    #[case::eight_lines_en(&"word ".repeat(140), "b", "`caption.en` takes 8 lines")]
    #[case::long_zh("a", &"解".repeat(400), "`caption.zh` takes 9 lines")]
    #[case::one_huge_word(&"x".repeat(1 << 20), "b", "`caption.en` takes 10923 lines")]
    fn a_caption_longer_than_the_panel_is_refused(
        #[case] en: &str,
        #[case] zh: &str,
        #[case] words: &str,
    ) {
        let source = format!(
            "title = {{ en = \"a\", zh = \"b\" }}\n[[scene]]\nrun = \"x\"\ncaption = {{ en = \"{en}\", zh = \"{zh}\" }}"
        );
        let e = parse(&source, Lang::En).unwrap_err();
        assert_eq!((e.scene, e.line), (Some(1), Some(4)), "{e:?}");
        assert!(e.what.contains(words), "{e:?}");
        assert!(e.what.contains("at most 6"), "{e:?}");
    }
}
