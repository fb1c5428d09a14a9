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
use crate::engine::branch::expander::{Expander, State};
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

/// A state of branch and bound's node, as `--trace` and `--tree json` name it.
fn state_name(state: State) -> &'static str {
    match state {
        State::Live => "live",
        State::Expanded(_) => "expanded",
        State::Died => "died",
        State::Cut(Cut::Constraint) => "constraint",
        State::Cut(Cut::Bound) => "bound",
        State::Leaf { solution: true } => "solution",
        State::Leaf { solution: false } => "leaf",
    }
}

/// `--trace --strategy fifo|lc`: one JSON line an expansion (`expand`, or `die` for a node
/// dead at its turn) with the node (its index in the tree, its path of children, its label),
/// its number in the order of expansion, what became of each child, the live nodes after it;
/// at most `limit` lines, then `end` with the counters. `name(e, node)` labels a node.
pub fn write_branch_trace<H: Hooks>(
    w: &mut impl Write,
    mut e: Expander<H>,
    limit: Option<u64>,
    name: impl Fn(&Expander<H>, u32) -> String,
) -> io::Result<()> {
    let json = |s: &str| serde_json::to_string(s).unwrap_or_default();
    let mut written = 0u64;
    loop {
        if limit.is_some_and(|l| written >= l) {
            break;
        }
        let before = e.tree().len();
        let Some(step) = e.step() else { break };
        written += 1;
        let children: Vec<String> = (before..e.tree().len())
            .map(|i| {
                let node = e.tree()[i];
                format!(
                    r#"{{"node":{i},"child":{},"label":{},"fate":"{}"}}"#,
                    node.child,
                    json(&name(&e, i as u32)),
                    state_name(node.state)
                )
            })
            .collect();
        let path: Vec<String> = e.path(step.node).iter().map(ToString::to_string).collect();
        let event = if step.number == 0 { "die" } else { "expand" };
        writeln!(
            w,
            r#"{{"step":{},"event":"{event}","number":{},"node":{},"depth":{},"path":[{}],"label":{},"generated":{},"cut":{},"solutions":{},"live":{},"children":[{}]}}"#,
            e.steps(),
            step.number,
            step.node,
            step.depth,
            path.join(","),
            json(&name(&e, step.node)),
            step.generated,
            step.cut,
            step.solutions,
            e.search().live_count(),
            children.join(",")
        )?;
    }
    let t = e.tally();
    writeln!(
        w,
        r#"{{"event":"end","strategy":"{}","expanded":{},"generated":{},"max_live":{},"died_waiting":{},"solutions":{},"done":{}}}"#,
        e.strategy().name(),
        t.expanded,
        t.generated,
        t.max_live,
        t.died_waiting,
        t.solutions,
        e.is_done()
    )?;
    w.flush()
}

/// `--tree json --strategy fifo|lc`: the tree branch and bound generated, run to its end, as
/// one JSON document: each node with its parent, depth, label, state and (expanded) its
/// number in the order of expansion, so that trees of two strategies can be set side by side.
pub fn write_branch_tree<H: Hooks>(
    w: &mut impl Write,
    mut e: Expander<H>,
    name: impl Fn(&Expander<H>, u32) -> String,
) -> io::Result<()> {
    while e.step().is_some() {}
    let json = |s: &str| serde_json::to_string(s).unwrap_or_default();
    let nodes: Vec<String> = e
        .tree()
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let parent = if i == 0 { "null".to_string() } else { n.parent.to_string() };
            let number = match n.state {
                State::Expanded(k) => k.to_string(),
                _ => "null".to_string(),
            };
            format!(
                r#"{{"id":{i},"parent":{parent},"depth":{},"label":{},"state":"{}","expanded":{number}}}"#,
                n.depth,
                json(&name(&e, i as u32)),
                state_name(n.state)
            )
        })
        .collect();
    let t = e.tally();
    writeln!(
        w,
        r#"{{"strategy":"{}","prune":"{}","expanded":{},"generated":{},"max_live":{},"nodes":[{}]}}"#,
        e.strategy().name(),
        e.search().prune().name(),
        t.expanded,
        t.generated,
        t.max_live,
        nodes.join(",\n")
    )?;
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
