//! A table of items as SVG, for `x` in every problem on a subset tree: a row per item with
//! its numbers and its state (taken, left, the next, cut by which function, undecided), a
//! meter of the current sum against its limit, and a few lines of words.

use std::fmt::Write as _;

use crate::engine::backtrack::{Choice, ItemState};
use crate::engine::tree::Cut;
use crate::output::svg::{CAPTION, GAP, caption_width, escape, note, open_captioned};

/// A meter: a value against its limit (the sum taken against M, the weight against c).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Meter {
    /// What the value is (`cs`).
    pub label: String,
    /// The value.
    pub value: u64,
    /// The limit.
    pub limit: u64,
    /// What the limit is (`M`).
    pub limit_label: String,
}

/// The items at one step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemsPicture {
    /// The caption (the problem, the instance, the step).
    pub caption: String,
    /// The column heads.
    pub heads: Vec<String>,
    /// Each item's cells.
    pub rows: Vec<Vec<String>>,
    /// Each item's state.
    pub states: Vec<ItemState>,
    /// The meter under the table.
    pub meter: Meter,
    /// Lines of words under the meter (the last cut, the best so far).
    pub notes: Vec<String>,
}

/// The class of a row's state.
fn class(state: ItemState) -> &'static str {
    match state {
        ItemState::Taken => "taken",
        ItemState::Left => "left",
        ItemState::Next => "next",
        ItemState::Cut {
            by: Cut::Constraint,
            ..
        } => "cut-constraint",
        ItemState::Cut { by: Cut::Bound, .. } => "cut-bound",
        ItemState::Undecided => "undecided",
    }
}

/// The x cell of a row's state: 1, 0, ?, or the cut child's value struck.
fn x(state: ItemState) -> &'static str {
    match state {
        ItemState::Taken => "1",
        ItemState::Left => "0",
        ItemState::Next => "?",
        ItemState::Cut {
            choice: Choice::Take,
            ..
        } => "1 ✗",
        ItemState::Cut {
            choice: Choice::Leave,
            ..
        } => "0 ✄",
        ItemState::Undecided => "·",
    }
}

/// The picture as a whole SVG document.
pub fn items_svg(p: &ItemsPicture) -> String {
    const ROW: usize = 22;
    const COL: usize = 64;
    let cols = p.heads.len() + 1;
    let table_w = cols * COL;
    let notes_w = p.notes.iter().map(|n| caption_width(n)).max().unwrap_or(0);
    let width = (table_w + 2 * GAP)
        .max(caption_width(&p.caption))
        .max(notes_w + GAP);
    let rows = p.rows.len() + 1;
    let height = CAPTION + rows * ROW + 2 * ROW + p.notes.len() * ROW + GAP;
    let mut out = open_captioned((width, height), &p.caption, ITEMS_STYLE);
    let text = |out: &mut String, class: &str, col: usize, row: usize, s: &str| {
        let _ = writeln!(
            out,
            r#"<text class="{class}" x="{}" y="{}">{}</text>"#,
            GAP + col * COL + COL - 8,
            CAPTION + row * ROW + ROW - 6,
            escape(s)
        );
    };
    for (c, head) in p.heads.iter().enumerate() {
        text(&mut out, "head", c, 0, head);
    }
    text(&mut out, "head", p.heads.len(), 0, "x");
    for (r, (cells, &state)) in p.rows.iter().zip(&p.states).enumerate() {
        let _ = writeln!(
            out,
            r#"<rect class="{}" x="{GAP}" y="{}" width="{table_w}" height="{ROW}"/>"#,
            class(state),
            CAPTION + (r + 1) * ROW
        );
        for (c, cell) in cells.iter().enumerate() {
            text(&mut out, "cell", c, r + 1, cell);
        }
        text(&mut out, "cell", p.heads.len(), r + 1, x(state));
    }
    // The meter: the value's share of the limit, the limit marked.
    let y = CAPTION + (rows + 1) * ROW - ROW / 2;
    let m = &p.meter;
    let full = m.limit.max(m.value).max(1);
    let bar = |v: u64| (v as u128 * table_w as u128 / full as u128) as usize;
    let _ = writeln!(
        out,
        r#"<rect class="meter-back" x="{GAP}" y="{y}" width="{table_w}" height="{}"/>"#,
        ROW / 2
    );
    let over = if m.value > m.limit { " over" } else { "" };
    let _ = writeln!(
        out,
        r#"<rect class="meter{over}" x="{GAP}" y="{y}" width="{}" height="{}"/>"#,
        bar(m.value),
        ROW / 2
    );
    let _ = writeln!(
        out,
        r#"<line class="limit" x1="{x}" y1="{}" x2="{x}" y2="{}"/>"#,
        y - 4,
        y + ROW / 2 + 4,
        x = GAP + bar(m.limit)
    );
    let sums = format!(
        "{} = {}   {} = {}",
        m.label, m.value, m.limit_label, m.limit
    );
    note(&mut out, y + ROW + 4, &sums);
    for (i, words) in p.notes.iter().enumerate() {
        note(&mut out, y + (i + 2) * ROW + 4, words);
    }
    out.push_str("</svg>\n");
    out
}

/// The styles of an items table.
const ITEMS_STYLE: &str = ".taken{fill:#cfe8cf}.left{fill:#eeeeee}.next{fill:#fff2b3}\
    .cut-constraint{fill:#f4c7c3}.cut-bound{fill:#f9dcb5}.undecided{fill:#ffffff}\
    .head{font:bold 12px sans-serif;fill:#222;text-anchor:end}\
    .cell{font:12px monospace;fill:#222;text-anchor:end}\
    .meter-back{fill:#eeeeee}.meter{fill:#6cc070}.meter.over{fill:#d9534f}\
    .limit{stroke:#222;stroke-width:2}.note{font:12px sans-serif;fill:#222}\
    .caption{font:bold 12px sans-serif;fill:#222}";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_per_item_with_its_state_and_the_meter() {
        let p = ItemsPicture {
            caption: "items, step 3 <&>".into(),
            heads: vec!["t".into(), "w".into()],
            rows: vec![vec!["1".into(), "5".into()], vec!["2".into(), "10".into()]],
            states: vec![
                ItemState::Taken,
                ItemState::Cut {
                    by: Cut::Bound,
                    choice: Choice::Leave,
                },
            ],
            meter: Meter {
                label: "cs".into(),
                value: 5,
                limit: 30,
                limit_label: "M".into(),
            },
            notes: vec!["leave 10? the bound cuts it".into()],
        };
        let doc = items_svg(&p);
        let parsed = roxmltree::Document::parse(&doc).unwrap();
        let count = |class: &str| {
            parsed
                .descendants()
                .filter(|e| e.attribute("class") == Some(class))
                .count()
        };
        assert_eq!(
            (count("taken"), count("cut-bound"), count("meter")),
            (1, 1, 1)
        );
        assert!(doc.contains("0 ✄") && doc.contains("cs = 5   M = 30"));
    }
}
