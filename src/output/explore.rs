//! Headless output every problem on the generic engine shares: `--stats` (the counters of a
//! whole run, each function's cuts apart), `--trace` (its events), and `--tree` (its nodes
//! named from the problem's notes: in JSON each node's `depth`, `child` and the note's
//! fields, a pruned one's `by`).

use std::io::{self, Write};
use std::time::Instant;

use serde::Serialize;

use crate::engine::Solver;
use crate::engine::backtrack::{Backtrack, Event, EventOf, Hooks, StepsOf, full_tree};
use crate::engine::branch::BranchAndBound;
use crate::engine::tree::Cut;
use crate::i18n::Lang;
use crate::i18n::search::Said;
use crate::output::tree::{Limits, TreeFormat, TreeWords, write_tree};

/// `--stats`: runs `search` to the end (or with `until`, to its K-th solution, where it
/// stands then: `stopped at solution: K`) and writes its counters as `key: value` lines, the
/// problem's own (`own`, of the search where it stopped) after `solutions`.
pub fn write_stats<H: Hooks>(
    w: &mut impl Write,
    mut search: Backtrack<H>,
    until: Option<u64>,
    head: &[(&str, String)],
    own: impl FnOnce(&Backtrack<H>) -> Vec<(&'static str, String)>,
) -> io::Result<()> {
    let started = Instant::now();
    let mut stopped = None;
    while let Some(event) = search.step() {
        if matches!(event, crate::engine::backtrack::Event::Solution { .. })
            && until.is_some_and(|k| search.counts().solutions >= k)
        {
            stopped = until;
            break;
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let c = search.counts();
    for (key, value) in head {
        writeln!(w, "{key}: {value}")?;
    }
    writeln!(w, "prune: {}", search.prune().name())?;
    if let Some(k) = stopped {
        writeln!(w, "stopped at solution: {k}")?;
    }
    writeln!(w, "steps: {}", c.steps)?;
    // Visited (扩展结点) and generated (those and the children cut; 生成结点), as the tree
    // panel's title counts them.
    writeln!(w, "nodes: {}", c.nodes())?;
    writeln!(w, "generated: {}", c.nodes() + c.by_constraint + c.by_bound)?;
    writeln!(w, "pruned by constraint: {}", c.by_constraint)?;
    writeln!(w, "pruned by bound: {}", c.by_bound)?;
    writeln!(w, "backtracks: {}", c.backtracks)?;
    if let Some(full) = full_tree(search.hooks().shape()) {
        writeln!(w, "whole tree: {full}")?;
    }
    for (key, value) in own(&search) {
        writeln!(w, "{key}: {value}")?;
    }
    writeln!(w, "seconds: {seconds:.6}")?;
    w.flush()
}

/// `--stats --strategy fifo|lc`: runs branch and bound to the end (the optimum proved) and
/// writes its counters as `key: value` lines, the problem's own (`own`, of its hooks and the
/// solutions counted) after `last found at expansion`.
pub fn write_branch_stats<H: Hooks>(
    w: &mut impl Write,
    mut search: BranchAndBound<H>,
    head: &[(&str, String)],
    own: impl FnOnce(&H, u64) -> Vec<(&'static str, String)>,
) -> io::Result<()> {
    let started = Instant::now();
    search.run();
    let seconds = started.elapsed().as_secs_f64();
    let t = search.tally();
    for (key, value) in head {
        writeln!(w, "{key}: {value}")?;
    }
    writeln!(w, "prune: {}", search.prune().name())?;
    writeln!(w, "strategy: {}", search.strategy().name())?;
    writeln!(w, "nodes expanded: {}", t.expanded)?;
    writeln!(w, "nodes generated: {}", t.generated)?;
    writeln!(w, "max live nodes: {}", t.max_live)?;
    writeln!(w, "pruned by constraint: {}", t.by_constraint)?;
    writeln!(w, "pruned by bound: {}", t.by_bound)?;
    writeln!(w, "died waiting: {}", t.died_waiting)?;
    writeln!(w, "last found at expansion: {}", t.last_found_at)?;
    for (key, value) in own(search.hooks(), t.solutions) {
        writeln!(w, "{key}: {value}")?;
    }
    writeln!(w, "seconds: {seconds:.6}")?;
    w.flush()
}

/// A note's JSON fields, without the braces.
fn fields(note: &impl Serialize) -> String {
    let s = serde_json::to_string(note).unwrap_or_default();
    s.strip_prefix('{')
        .and_then(|s| s.strip_suffix('}'))
        .unwrap_or("")
        .to_string()
}

/// The nodes of the generic search's tree, named by the problem's notes.
impl<H: Hooks> TreeWords for StepsOf<H>
where
    H::Enter: Said,
    H::Cut: Said,
{
    fn text(&self, event: &EventOf<H>, lang: Lang) -> String {
        match event {
            Event::Enter { note, .. } => note.said(lang, false),
            Event::Prune { note, .. } => note.said(lang, false),
            _ => String::new(),
        }
    }

    fn dot(&self, event: &EventOf<H>, lang: Lang) -> String {
        let said = match event {
            Event::Enter { note, .. } => note.said(lang, true),
            Event::Prune { note, .. } => note.said(lang, true),
            _ => String::new(),
        };
        said.replace('"', "'")
    }

    fn json(&self, event: &EventOf<H>) -> (String, String) {
        match event {
            Event::Enter {
                depth, child, note, ..
            } => (
                format!("\"depth\":{depth},\"child\":{child},{}", fields(note)),
                String::new(),
            ),
            Event::Prune {
                depth,
                child,
                by,
                note,
            } => (
                format!("\"depth\":{depth},\"child\":{child},{}", fields(note)),
                format!(
                    ",\"by\":\"{}\"",
                    match by {
                        Cut::Constraint => "constraint",
                        Cut::Bound => "bound",
                    }
                ),
            ),
            _ => (String::new(), String::new()),
        }
    }

    fn json_root(&self) -> String {
        "\"depth\":0".into()
    }
}

/// `--tree`: the tree `search` explores, at most `limit` nodes.
pub fn write_search_tree<H: Hooks>(
    w: &mut impl Write,
    search: Backtrack<H>,
    format: TreeFormat,
    limits: Limits,
    lang: Lang,
) -> io::Result<()>
where
    H::Enter: Said,
    H::Cut: Said,
{
    write_tree(w, std::iter::empty(), search, format, limits, lang)
}
