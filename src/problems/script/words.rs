//! The scripted problem's words, in English and Simplified Chinese (one file each, a missing
//! string a compile error): the shared table ([`Words`]), each tree kind's name, the picture's
//! and the counters' words, each event's note in words ([`Said`]), and what is wrong with a
//! script (a load error, a fault at run time), said with the file, the line and the column.

mod en;
mod zh;

use crate::i18n::Lang;
use crate::i18n::search::{Said, Words};
use crate::problems::script::engine::{
    Cutting, Entered, Fault, Found, Hook, Kind, LoadError, Node, Wanted,
};

/// The scripted problem's words.
#[derive(Debug)]
pub struct ScriptText {
    /// The words every problem gives.
    pub words: Words<Node>,
    /// The tree panel's title for each kind, in [`Kind::ALL`]'s order.
    pub kinds: [&'static str; 4],
    /// The code panel's title.
    pub code: &'static str,
    /// The picture's title.
    pub picture: &'static str,
    /// The picture: the node's depth of the greatest, its children once asked.
    pub depth: fn(usize, usize, Option<usize>) -> String,
    /// Counter and picture: the best value so far.
    pub best: &'static str,
    /// Counter: improvements of the best.
    pub improvements: &'static str,
    /// The picture: the hook that failed, in words (the line after it).
    pub stopped: &'static str,
    /// A child entered.
    pub entered: fn(&Entered, bool) -> String,
    /// A child cut.
    pub cut: fn(&Cutting, bool) -> String,
    /// A solution.
    pub found: fn(&Found, bool) -> String,
    /// What a hook must return.
    pub wanted: fn(Wanted) -> &'static str,
    /// A fault, without the file: `in bound(): ...`.
    pub fault: fn(&Fault) -> String,
    /// A load error, without the file.
    pub load: fn(&LoadError) -> String,
    /// An unusable `--data` file (its words).
    pub bad_data: fn(&str) -> String,
    /// `--data` that is not a JSON object.
    pub data_not_object: &'static str,
    /// `--compare A,B`: neither two prune settings nor two scripts.
    pub bad_compare: fn(&str) -> String,
    /// An option the scripted problem does not take, and why.
    pub no_option: fn(&str) -> String,
    /// `--max-ops`: what it takes.
    pub bad_max_ops: fn(&str) -> String,
    /// `--list`'s head.
    pub list_head: &'static str,
    /// `--list`: the line under the list.
    pub list_foot: &'static str,
}

/// The scripted problem's words in `lang`.
pub fn text(lang: Lang) -> &'static ScriptText {
    match lang {
        Lang::En => &en::TEXT,
        Lang::Zh => &zh::TEXT,
    }
}

impl Said for Entered {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).entered)(self, compact)
    }
}

impl Said for Cutting {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).cut)(self, compact)
    }
}

impl Said for Found {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).found)(self, compact)
    }
}

/// The tree panel's title for `kind` (none: the state-space tree).
pub fn kind_name(kind: Option<Kind>, lang: Lang) -> &'static str {
    let t = text(lang);
    match kind {
        Some(k) => t.kinds[Kind::ALL.iter().position(|&x| x == k).unwrap_or(3)],
        None => t.words.tree,
    }
}

/// Where a fault happened, as messages begin: `FILE:LINE:COL: ` (no column when unknown).
pub fn place(file: &str, line: usize, column: usize) -> String {
    match (line, column) {
        (0, _) => format!("{file}: "),
        (l, 0) => format!("{file}:{l}: "),
        (l, c) => format!("{file}:{l}:{c}: "),
    }
}

/// A fault in one line, the file first.
pub fn fault_line(file: &str, fault: &Fault, lang: Lang) -> String {
    format!(
        "{}{}",
        place(file, fault.line, fault.column),
        (text(lang).fault)(fault)
    )
}

/// A load error in one line, the file first.
pub fn load_line(file: &str, error: &LoadError, lang: Lang) -> String {
    match error {
        LoadError::Syntax { line, column, .. } => {
            format!("{}{}", place(file, *line, *column), (text(lang).load)(error))
        }
        LoadError::Fault(f) => fault_line(file, f, lang),
        _ => format!("{file}: {}", (text(lang).load)(error)),
    }
}

/// A hook as messages name it: `bound()`.
pub fn hook(h: Hook) -> String {
    format!("{}()", h.name())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::script::engine::{Failed, Text};

    #[test]
    fn faults_say_the_file_the_line_and_the_hook() {
        let f = Fault {
            hook: Hook::Bound,
            line: 12,
            column: 5,
            failed: Failed::Error {
                message: Text::new("Array index 5 out of bounds"),
                within: Text::NONE,
            },
        };
        assert_eq!(
            fault_line("mine.rhai", &f, Lang::En),
            "mine.rhai:12:5: in bound(): Array index 5 out of bounds"
        );
        let ops = Fault {
            failed: Failed::TooManyOps(1_000_000),
            column: 0,
            ..f
        };
        assert_eq!(
            fault_line("mine.rhai", &ops, Lang::En),
            "mine.rhai:12: bound() ran more than 1,000,000 operations (line 12); an endless loop? --max-ops N raises the limit"
        );
        assert!(fault_line("mine.rhai", &ops, Lang::Zh).contains("1,000,000"));
    }
}
