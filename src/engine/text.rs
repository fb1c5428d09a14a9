//! Texts a problem makes at run time (labels and reasons its hooks give, read or computed)
//! kept once each and named by a small number, so that the events carrying them stay `Copy`
//! and a checkpoint stays small. The table only grows; past [`MAX_TEXTS`] texts or [`MAX_BYTES`]
//! bytes a new text is kept as [`Text::TOO_MANY`] (a search that makes millions of distinct
//! reasons is told so rather than filling the memory).

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use serde::Serialize;

/// The most texts the table keeps.
pub const MAX_TEXTS: usize = 1 << 20;

/// The most bytes of text the table keeps.
pub const MAX_BYTES: usize = 64 << 20;

/// A text a problem made at run time, by number (0: none).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Text(u32);

/// The table of texts: each once, by number.
struct Table {
    texts: Vec<Arc<str>>,
    index: HashMap<Arc<str>, u32>,
    bytes: usize,
}

static TABLE: LazyLock<Mutex<Table>> = LazyLock::new(|| {
    let texts: Vec<Arc<str>> = vec![Arc::from(""), Arc::from("…")];
    let index = texts
        .iter()
        .enumerate()
        .map(|(i, t)| (t.clone(), i as u32))
        .collect();
    Mutex::new(Table {
        texts,
        index,
        bytes: 0,
    })
});

impl Text {
    /// No text.
    pub const NONE: Text = Text(0);

    /// What a text past the table's limits is kept as.
    pub const TOO_MANY: Text = Text(1);

    /// The number of `text`, kept if it is new.
    pub fn new(text: &str) -> Text {
        if text.is_empty() {
            return Text::NONE;
        }
        let mut table = TABLE
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(&i) = table.index.get(text) {
            return Text(i);
        }
        if table.texts.len() >= MAX_TEXTS || table.bytes + text.len() > MAX_BYTES {
            return Text::TOO_MANY;
        }
        let i = table.texts.len() as u32;
        let shared: Arc<str> = Arc::from(text);
        table.bytes += text.len();
        table.texts.push(shared.clone());
        table.index.insert(shared, i);
        Text(i)
    }

    /// The text.
    pub fn get(self) -> Arc<str> {
        let table = TABLE
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        table
            .texts
            .get(self.0 as usize)
            .cloned()
            .unwrap_or_else(|| Arc::from(""))
    }

    /// Whether it is no text.
    pub fn is_empty(self) -> bool {
        self == Text::NONE
    }

    /// Whether `text` is no text (for serde's `skip_serializing_if`).
    pub fn is_none(text: &Text) -> bool {
        text.is_empty()
    }

    /// This text, then `more` on a line of its own.
    #[must_use]
    pub fn then(self, more: &str) -> Text {
        if self.is_empty() {
            return Text::new(more);
        }
        Text::new(&format!("{}\n{more}", self.get()))
    }
}

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.get())
    }
}

impl Serialize for Text {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.get())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_is_kept_once_and_read_back() {
        let a = Text::new("x[1] = 3");
        let b = Text::new("x[1] = 3");
        assert_eq!(a, b);
        assert_eq!(&*a.get(), "x[1] = 3");
        assert_ne!(a, Text::new("x[1] = 4"));
        assert!(Text::new("").is_empty());
        assert_eq!(Text::NONE.then("hi").to_string(), "hi");
        assert_eq!(a.then("hi").to_string(), "x[1] = 3\nhi");
        assert_eq!(serde_json::to_string(&a).unwrap(), "\"x[1] = 3\"");
    }
}
