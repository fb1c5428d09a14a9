//! The replayed search's words, in English and Simplified Chinese (one file each, a missing
//! string a compile error): the shared table ([`Words`]), the picture's words, each event's
//! note in words ([`Said`]), and what is wrong with a file of events, said with its line.

mod en;
mod zh;

use crate::i18n::Lang;
use crate::i18n::search::{Said, Words};
use crate::problems::replay::engine::{Cutting, Entered, Found, Place, ReplayError};

/// The replayed search's words.
#[derive(Debug)]
pub struct ReplayText {
    /// The words every problem gives.
    pub words: Words<Place>,
    /// The tree panel's title for the kinds the first line may name (`subset`,
    /// `permutation`), else the state-space tree.
    pub kinds: [&'static str; 2],
    /// The code panel's title: the file of events.
    pub code: &'static str,
    /// The code panel when the file is too long to show (its lines).
    pub too_long: fn(usize) -> String,
    /// The picture's title.
    pub picture: &'static str,
    /// The picture: the path's depth, of the deepest the events went.
    pub depth: fn(usize, usize) -> String,
    /// The picture's last line: a replay has no problem picture.
    pub no_picture: &'static str,
    /// A child entered: its label, or the line's fields.
    pub entered: fn(&str) -> String,
    /// A child cut: its label, the reason, the function, compact or not.
    pub cut: fn(&str, &str, crate::engine::tree::Cut, bool) -> String,
    /// A solution, with its value if it has one.
    pub found: fn(Option<f64>, bool) -> String,
    /// What is wrong with the file, after its name and line.
    pub error: fn(&ReplayError) -> String,
    /// An option a replay does not take, and why.
    pub no_option: fn(&str) -> String,
    /// `--compare` not given two files: what it was given.
    pub compare_files: fn(&str) -> String,
    /// A stream still read: the events read so far.
    pub reading: fn(usize) -> String,
    /// A stream whose reading stopped at a line that is not a search's: the line, what.
    pub stopped: fn(usize, &str) -> String,
    /// A stream that could not be read further: what the system said.
    pub lost: fn(&str) -> String,
}

/// How the reading of a stream stands, in words; `None` for a file read whole.
pub fn reading(tree: &crate::problems::replay::engine::Recorded, lang: Lang) -> Option<String> {
    use crate::problems::replay::engine::Ending;
    let t = text(lang);
    match &tree.ending {
        None => Some((t.reading)(tree.events)),
        Some(Ending::Read) => None,
        Some(Ending::Failed(e)) => Some((t.stopped)(e.line().unwrap_or(tree.lines), &(t.error)(e))),
        Some(Ending::Unreadable(why)) => Some((t.lost)(why)),
    }
}

/// The replayed search's words in `lang`.
pub fn text(lang: Lang) -> &'static ReplayText {
    match lang {
        Lang::En => &en::TEXT,
        Lang::Zh => &zh::TEXT,
    }
}

/// A label, or the line's own fields where it gave none.
fn label(said: crate::problems::replay::engine::Said) -> String {
    if said.label.is_empty() {
        said.rest.get().to_string()
    } else {
        said.label.get().to_string()
    }
}

impl Said for Entered {
    fn said(&self, lang: Lang, _compact: bool) -> String {
        (text(lang).entered)(&label(self.said))
    }
}

impl Said for Cutting {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).cut)(&label(self.said), &self.reason.get(), self.by, compact)
    }
}

impl Said for Found {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).found)(self.value, compact)
    }
}

/// The tree panel's title for the kind the first line names.
pub fn kind_name(kind: Option<&str>, lang: Lang) -> &'static str {
    let t = text(lang);
    match kind {
        Some("subset") => t.kinds[0],
        Some("permutation") => t.kinds[1],
        _ => t.words.tree,
    }
}

/// The search's name: the one its first line gives, else the problem's.
pub fn title(instance: &crate::problems::replay::engine::Instance, lang: Lang) -> String {
    instance
        .tree
        .read()
        .header
        .name
        .clone()
        .unwrap_or_else(|| text(lang).words.name.to_string())
}

/// What is wrong with `file`, in one line: `FILE:LINE: what`.
pub fn error_line(file: &str, e: &ReplayError, lang: Lang) -> String {
    match e.line() {
        Some(line) => format!("{file}:{line}: {}", (text(lang).error)(e)),
        None => format!("{file}: {}", (text(lang).error)(e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tree::Cut;

    /// Every error is said in both languages, each in one line, the line number first.
    #[test]
    fn errors_are_one_line_each_with_the_line() {
        for e in [
            ReplayError::NotJson(3, 2),
            ReplayError::TooLong(3),
            ReplayError::NoEvent(3),
            ReplayError::Unknown(3, "jump".into()),
            ReplayError::Field(3, "by"),
            ReplayError::BackAtRoot(3),
            ReplayError::Depth(3, 5, 2),
            ReplayError::Child(3, 4, 1),
            ReplayError::TooMany(3),
            ReplayError::TooDeep(3),
        ] {
            for lang in [Lang::En, Lang::Zh] {
                let said = error_line("run.jsonl", &e, lang);
                assert!(said.starts_with("run.jsonl:3: ") && !said.contains('\n'), "{said}");
            }
        }
        assert!(error_line("-", &ReplayError::Empty, Lang::En).starts_with("-: no event"));
        assert_eq!((text(Lang::En).cut)("b1", "same column", Cut::Bound, true), "✄ b1: same column");
    }
}
