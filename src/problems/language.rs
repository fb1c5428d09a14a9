//! One language on screen (issue 46, item 2): every screen of every problem drawn in Chinese
//! holds no English word that the same screen in English holds, but for the commands and
//! names that are the same in both (keys, values typed on the command line, instance names).

use std::collections::BTreeSet;

use ratatui::buffer::Buffer;

use crate::app::{ColorDepth, ThemeName};
use crate::i18n::Lang;
use crate::problem::Problem;
use crate::problems::contrast::screens_in;

/// Words the same in both languages: key names, the program's name, values typed at the
/// command line or the prompt, and units.
const SAME_IN_BOTH: &[&str] = &[
    // Keys.
    "Tab",
    "Esc",
    "Enter",
    "Space",
    "Home",
    "End",
    "PgUp",
    "PgDn",
    "Ctrl",
    "Shift",
    "Left",
    "Right",
    "Up",
    "Down",
    // The program, its command words, file kinds.
    "backtrack",
    "svg",
    "dot",
    "json",
    "cast",
    "rhai",
    "toml",
];

/// Values typed at the command line or the prompt that a screen shows as they are typed: the
/// prompt's commands, the problems' algorithms and orders, instance names.
const TYPED: &[&str] = &[
    "stop",
    "off",
    "depth",
    "row",
    "SVG",
    "DRUL",
    "RDLU",
    "DSATUR",
    "MRV",
    "Warnsdorff",
    "textbook",
    "australia",
    "NSW",
    "easy",
    "four",
    "five",
    "loading",
    "long",
    "dead",
    "ends",
    "comb",
    "max",
    "clique",
    "subset",
    "sum",
    "bound",
    "order",
    "end",
    // The textbook's and the seeds' names of variables and functions, in both languages'
    // books: used[], col/dg/udg, dfs, bestp, bestc, bestn, bestx, Bound(i).
    "used",
    "col",
    "udg",
    "dfs",
    "bestp",
    "bestc",
    "bestn",
    "bestx",
    "Bound",
];

/// The words of the seeds' code the queens' and the maze's code panels show (their titles
/// say the seed in each language, so the boxes are not told apart by their titles).
const CODE: &[&str] = &[
    "and", "else", "place", "print", "while", "count", "map", "return", "skip", "true", "false",
    "findWay", "for", "goal", "next",
];

/// The boxes of a screen, as (title, left, top, right, bottom): a `╭` with a title after it,
/// the `╮` that closes its top row and the `╰` under it.
fn boxes(buf: &Buffer) -> Vec<(String, u16, u16, u16, u16)> {
    let area = buf.area;
    let at = |x: u16, y: u16| buf[(x, y)].symbol().to_string();
    let mut out = Vec::new();
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            if at(x, y) != "╭" {
                continue;
            }
            let Some(right) = (x + 1..area.right()).find(|&r| at(r, y) == "╮") else {
                continue;
            };
            let Some(bottom) = (y + 1..area.bottom()).find(|&b| at(x, b) == "╰") else {
                continue;
            };
            let top: String = (x + 1..right).map(|c| at(c, y)).collect();
            let title = top.trim_matches(|c| c == '─' || c == ' ').to_string();
            out.push((title, x, y, right, bottom));
        }
    }
    out
}

/// The ASCII words of three letters or more on a screen, but in the boxes titled alike in
/// both languages (`same`): code, whose words are the program's, not a language's.
fn words(buf: &Buffer, same: &BTreeSet<String>) -> BTreeSet<String> {
    let mut buf = buf.clone();
    for (title, left, top, right, bottom) in boxes(&buf) {
        if !title.is_empty() && same.contains(&title) {
            for y in top..=bottom {
                for x in left..=right {
                    buf[(x, y)].set_symbol(" ");
                }
            }
        }
    }
    let text: String = buf
        .content()
        .iter()
        .map(ratatui::buffer::Cell::symbol)
        .collect();
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3)
        .map(str::to_string)
        .collect()
}

/// The titles of the boxes two screens share.
fn same_titles(a: &Buffer, b: &Buffer) -> BTreeSet<String> {
    let titles =
        |buf: &Buffer| -> BTreeSet<String> { boxes(buf).into_iter().map(|b| b.0).collect() };
    titles(a).intersection(&titles(b)).cloned().collect()
}

/// The English words of `P`'s screens that its Chinese screens show too.
fn leaks<P: Problem>() -> Vec<String> {
    let (theme, depth) = (ThemeName::Dark, ColorDepth::TrueColor);
    let en = screens_in::<P>(Lang::En, theme, depth);
    let zh = screens_in::<P>(Lang::Zh, theme, depth);
    let mut out = Vec::new();
    for ((name, en), (_, zh)) in en.iter().zip(&zh) {
        let titled = same_titles(en, zh);
        let english = words(en, &titled);
        let same: Vec<String> = words(zh, &titled)
            .intersection(&english)
            .filter(|w| {
                ![SAME_IN_BOTH, TYPED, CODE]
                    .iter()
                    .any(|list| list.contains(&w.as_str()))
            })
            .cloned()
            .collect();
        if !same.is_empty() {
            out.push(format!("{name}: {}", same.join(" ")));
        }
    }
    out
}

fn no_english_in_chinese<P: Problem>(all: &mut Vec<String>) {
    // A script's words are its author's (its code, its pictures' text), shown as written; a
    // replay's are those of the file it reads.
    if P::COMMAND != "script" && P::COMMAND != "replay" {
        all.extend(leaks::<P>());
    }
}

#[test]
fn a_chinese_screen_holds_no_english_word_of_ours() {
    let mut all = Vec::new();
    for_each_problem!(no_english_in_chinese, &mut all);
    assert!(all.is_empty(), "{}", all.join("\n"));
}
