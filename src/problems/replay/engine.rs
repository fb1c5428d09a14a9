//! A search read back: the events a program printed, one JSON object a line
//! (`docs/replay.md`), built into the tree they describe, and hooks that walk that tree, so
//! that the generic engine searches it again in the same order and every instrument (the
//! drawn tree, the counters, rewind) works on it as on a built-in problem. Nothing in the
//! file is run: it is read.
//!
//! The events: `enter` (a child, by its `label`), `cut` (a child cut, `by` the `constraint`
//! or the `bound`, with a `reason`), `back` (the node is done), `solution` (the node stands
//! for one, with a `value` where it has one), `note` (words for the log); an optional first
//! line names the tree (`tree`, `name`). `--trace`'s own words (`prune`, `backtrack`,
//! `done`) are read as theirs, and its other fields kept, so that a trace reads back into
//! the same tree.

use std::sync::{Arc, Mutex, PoisonError, RwLock, RwLockReadGuard};

use serde::{Deserialize, Serialize, Serializer};
use serde_json::{Map, Value};

use crate::engine::backtrack::{Branching, Hooks, Steps};
use crate::engine::text::Text;
use crate::engine::tree::Cut;

/// The most events read: a search past this is refused, at the line where it passes it.
pub const MAX_EVENTS: usize = 2_000_000;

/// The deepest a replayed search goes.
pub const MAX_DEPTH: usize = 4096;

/// The longest line read, in bytes.
pub const MAX_LINE: usize = 64 << 10;

/// The most notes a node keeps (the last kept says that more were cut).
pub const MAX_NOTES: usize = 16;

/// The most characters of a line or a note kept for the screen.
pub const MAX_SHOWN: usize = 400;

/// What makes a file of events unreadable: the line (from 1) and what was expected there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError {
    /// Not a JSON object (what the parser said).
    NotJson(usize, usize),
    /// A line longer than [`MAX_LINE`].
    TooLong(usize),
    /// An object with no `event` (and not the first line's `tree`).
    NoEvent(usize),
    /// An event of no known name.
    Unknown(usize, String),
    /// A field missing or of the wrong kind (its name).
    Field(usize, &'static str),
    /// `back` where the search stands at the root.
    BackAtRoot(usize),
    /// A depth other than the one the events so far lead to (given, expected).
    Depth(usize, usize, usize),
    /// A child number other than the next one (given, expected).
    Child(usize, usize, usize),
    /// More than [`MAX_EVENTS`] events.
    TooMany(usize),
    /// Deeper than [`MAX_DEPTH`].
    TooDeep(usize),
    /// No event at all.
    Empty,
}

impl ReplayError {
    /// The line it is at, if it is at one.
    pub fn line(&self) -> Option<usize> {
        match *self {
            ReplayError::NotJson(l, _)
            | ReplayError::TooLong(l)
            | ReplayError::NoEvent(l)
            | ReplayError::Unknown(l, _)
            | ReplayError::Field(l, _)
            | ReplayError::BackAtRoot(l)
            | ReplayError::Depth(l, ..)
            | ReplayError::Child(l, ..)
            | ReplayError::TooMany(l)
            | ReplayError::TooDeep(l) => Some(l),
            ReplayError::Empty => None,
        }
    }
}

/// The name and kind the first line may give.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Header {
    /// The tree's kind as the program says it (`subset`, `permutation`, or its own word).
    pub tree: Option<String>,
    /// The search's name.
    pub name: Option<String>,
}

/// A node of the recorded tree.
#[derive(Debug, Clone)]
struct Node {
    /// The event that made it: its label and the fields kept.
    said: Said,
    /// Its children, in the order the events met them.
    children: Vec<u32>,
    /// Cut, by which function, with the reason given.
    cut: Option<(Cut, Text)>,
    /// A solution, with its value if it has one.
    solution: Option<Found>,
    /// The notes printed just after it was entered or cut.
    notes: Text,
    /// The line (from 1) of its event.
    line: u32,
}

/// What an event said of a node: its label and any other fields of its line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Said {
    /// Its label.
    pub label: Text,
    /// The line's other fields, as a JSON object's text (none for a plain student's line).
    pub rest: Text,
}

impl Serialize for Said {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = if self.rest.is_empty() {
            Map::new()
        } else {
            serde_json::from_str::<Map<String, Value>>(&self.rest.get()).unwrap_or_default()
        };
        if !self.label.is_empty() {
            map.insert("label".into(), Value::String(self.label.get().to_string()));
        }
        map.serialize(s)
    }
}

/// A tree read from events: whole from a file, or growing while a program prints it
/// ([`Tree::stream`]).
#[derive(Debug, Clone)]
pub struct Recorded {
    /// What the first line said of it.
    pub header: Header,
    nodes: Vec<Node>,
    /// The depth of its deepest node.
    pub depth: usize,
    /// Events read.
    pub events: usize,
    /// Lines read (blank ones too).
    pub lines: usize,
    /// The path from the root to the node the events stand on, while more may come: those
    /// nodes may still get children ([`Hooks::pending`]). Empty once the reading is over.
    open: Vec<u32>,
    /// The lines read, for the code panel, while there are at most [`SHOWN_LINES`].
    shown: Option<Vec<String>>,
    /// How the reading ended; `None` while a stream is still read.
    pub ending: Option<Ending>,
}

/// How the reading of a tree ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// At the end of its input.
    Read,
    /// At a line that is not a search's (the events before it are the tree).
    Failed(ReplayError),
    /// The input could not be read further (what the system said).
    Unreadable(String),
}

/// One line, as read: the fields replay knows; the rest kept as they were.
#[derive(Deserialize)]
struct Line {
    event: Option<String>,
    label: Option<Value>,
    depth: Option<usize>,
    child: Option<usize>,
    by: Option<String>,
    reason: Option<String>,
    /// The rest: a header's `tree` and `name`, a solution's `value`, a note's `text`, and
    /// whatever else the line says (kept with its node).
    #[serde(flatten)]
    rest: Map<String, Value>,
}

impl Line {
    /// Field `key` of the rest, as a string.
    fn text(&self, key: &str) -> Option<String> {
        self.rest.get(key).and_then(Value::as_str).map(str::to_string)
    }
}

/// The queens' trace's events that name a row for their depth.
const QUEENS_WORDS: [&str; 4] = ["place", "conflict", "backtrack", "unplace"];

/// The fields `--trace` writes that the events themselves carry: not kept as the problem's.
const TRACE_FIELDS: [&str; 2] = ["step", "index"];

impl Recorded {
    /// Reads the events of `text`, one JSON object a line (blank lines skipped).
    pub fn parse(text: &str) -> Result<Recorded, ReplayError> {
        let mut tree = Recorded::new();
        for line in text.lines() {
            tree.line(line)?;
        }
        tree.finish()
    }

    /// The lines read, for the code panel, if there are few enough to show.
    pub fn shown(&self) -> Option<&[String]> {
        self.shown.as_deref()
    }

    /// The root's id.
    const ROOT: u32 = 0;

    fn node(&self, id: u32) -> &Node {
        &self.nodes[id as usize]
    }

    /// The nodes in all, the root counted.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether only the root was read.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() <= 1
    }

    /// The node `path` reaches (children by number), if the events went there.
    fn at(&self, path: &[usize]) -> Option<&Node> {
        let mut node = self.node(Recorded::ROOT);
        for &c in path {
            node = self.node(*node.children.get(c)?);
        }
        Some(node)
    }

    /// What the node `path` reaches chooses between: its children's labels.
    pub fn place(&self, path: &[usize]) -> Place {
        let names = self.at(path).map_or(Text::NONE, |node| {
            let labels: Vec<String> = node
                .children
                .iter()
                .map(|&c| self.node(c).said.label.get().to_string())
                .collect();
            Text::new(&labels.join(&SEP.to_string()))
        });
        Place {
            depth: path.len(),
            names,
        }
    }

    /// The line (from 1) of the event that made the node `path` reaches; 0 for the root.
    pub fn line_of(&self, path: &[usize]) -> usize {
        self.at(path).map_or(0, |n| n.line as usize)
    }
}

/// What joins the children's labels in a [`Place`].
const SEP: char = '\u{1f}';

/// A node as the tree and the quiz name its children: its depth and their labels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Place {
    /// Its depth.
    pub depth: usize,
    /// Its children's labels, joined by [`SEP`].
    pub names: Text,
}

impl Place {
    /// Child `c`'s label: as the events gave it, else its number from 1.
    pub fn name(self, c: usize) -> String {
        self.names
            .get()
            .split(SEP)
            .nth(c)
            .filter(|l| !l.is_empty())
            .map_or_else(|| format!("#{}", c + 1), str::to_string)
    }
}

/// A search read back: its tree, and the file it came from (`-`: standard input).
#[derive(Debug, Clone)]
pub struct Instance {
    /// The tree.
    pub tree: Tree,
    /// Where it was read from, as messages name it.
    pub file: String,
    /// `--compare`: the second search and its file, drawn beside the first.
    pub other: Option<(Tree, String)>,
}

/// The most lines the code panel shows a file of.
pub const SHOWN_LINES: usize = 5_000;

impl Instance {
    /// The events of `text`, read from `file`.
    pub fn read(text: &str, file: &str) -> Result<Instance, ReplayError> {
        Ok(Instance {
            tree: Tree::new(Recorded::parse(text)?),
            file: file.to_string(),
            other: None,
        })
    }

    /// The events `input` gives as a program prints them, read from `file`: read on a
    /// thread of their own, from the first time [`Instance::growing`] is asked.
    pub fn stream(input: Box<dyn std::io::Read + Send>, file: &str) -> Instance {
        Instance {
            tree: Tree::stream(input),
            file: file.to_string(),
            other: None,
        }
    }

    /// The tree of search `pane` (1: `--compare`'s second, where there is one).
    pub fn tree_of(&self, pane: usize) -> &Tree {
        match &self.other {
            Some((tree, _)) if pane == 1 => tree,
            _ => &self.tree,
        }
    }

    /// The file of search `pane`.
    pub fn file_of(&self, pane: usize) -> &str {
        match &self.other {
            Some((_, file)) if pane == 1 => file,
            _ => &self.file,
        }
    }

    /// Whether the tree still grows (a stream not yet at its end); the first call starts
    /// reading it.
    pub fn growing(&self) -> bool {
        self.tree.growing()
    }
}

impl PartialEq for Instance {
    fn eq(&self, other: &Instance) -> bool {
        Arc::ptr_eq(&self.tree.shared, &other.tree.shared) && self.file == other.file
    }
}

/// A recorded tree, shared by the searches that walk it and the thread that reads it.
#[derive(Clone)]
pub struct Tree {
    shared: Arc<RwLock<Recorded>>,
    /// A stream's input, until it is read ([`Tree::growing`] starts the thread).
    input: Option<Arc<Mutex<Option<Input>>>>,
}

/// What a stream is read from.
type Input = Box<dyn std::io::Read + Send>;

impl std::fmt::Debug for Tree {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tree")
            .field("tree", &*self.read())
            .field("stream", &self.input.is_some())
            .finish_non_exhaustive()
    }
}

impl Tree {
    /// A tree read whole.
    pub fn new(tree: Recorded) -> Tree {
        Tree {
            shared: Arc::new(RwLock::new(tree)),
            input: None,
        }
    }

    /// A tree to be read from `input` as it comes.
    fn stream(input: Box<dyn std::io::Read + Send>) -> Tree {
        Tree {
            shared: Arc::new(RwLock::new(Recorded::new())),
            input: Some(Arc::new(Mutex::new(Some(input)))),
        }
    }

    /// The tree as read so far.
    pub fn read(&self) -> RwLockReadGuard<'_, Recorded> {
        self.shared.read().unwrap_or_else(PoisonError::into_inner)
    }

    /// Whether the tree still grows; the first call starts the thread that reads it.
    pub fn growing(&self) -> bool {
        if let Some(input) = &self.input
            && let Some(input) = input.lock().unwrap_or_else(PoisonError::into_inner).take()
        {
            let shared = Arc::clone(&self.shared);
            let started = std::thread::Builder::new()
                .name("replay reader".into())
                .spawn(move || read_stream(input, &shared));
            if let Err(e) = started {
                self.write().end(Ending::Unreadable(e.to_string()));
            }
        }
        self.input.is_some() && self.read().ending.is_none()
    }

    fn write(&self) -> std::sync::RwLockWriteGuard<'_, Recorded> {
        self.shared.write().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Reads `input` a line at a time into `shared`, until its end, a line that is not a
/// search's, or an error.
fn read_stream(input: Box<dyn std::io::Read + Send>, shared: &RwLock<Recorded>) {
    use std::io::BufRead as _;
    let write = || shared.write().unwrap_or_else(PoisonError::into_inner);
    let mut input = std::io::BufReader::with_capacity(64 << 10, input);
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        let limit = MAX_LINE as u64 + 2;
        let read = std::io::Read::take(&mut input, limit).read_until(b'\n', &mut bytes);
        let ending = match read {
            Ok(0) => Some(Ending::Read),
            Ok(_) => {
                let text = String::from_utf8_lossy(&bytes);
                let mut tree = write();
                match tree.line(text.trim_end_matches(['\n', '\r'])) {
                    Ok(()) => None,
                    Err(e) => Some(Ending::Failed(e)),
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => None,
            Err(e) => Some(Ending::Unreadable(e.to_string())),
        };
        if let Some(ending) = ending {
            write().end(ending);
            return;
        }
    }
}

impl Default for Recorded {
    fn default() -> Self {
        Recorded::new()
    }
}

impl Recorded {
    /// Nothing read yet.
    pub fn new() -> Recorded {
        Recorded {
            header: Header::default(),
            nodes: vec![Node {
                said: Said::default(),
                children: Vec::new(),
                cut: None,
                solution: None,
                notes: Text::NONE,
                line: 0,
            }],
            depth: 0,
            events: 0,
            lines: 0,
            open: vec![Recorded::ROOT],
            shown: Some(Vec::new()),
            ending: None,
        }
    }

    /// Reads the next line: kept for the code panel, then read as an event.
    pub fn line(&mut self, text: &str) -> Result<(), ReplayError> {
        self.lines += 1;
        if let Some(shown) = &mut self.shown {
            if shown.len() < SHOWN_LINES {
                shown.push(text.chars().take(MAX_SHOWN).collect());
            } else {
                self.shown = None;
            }
        }
        self.event(self.lines, text)
    }

    /// The reading is over (how): no node waits for more children.
    pub fn end(&mut self, ending: Ending) {
        self.open.clear();
        self.ending = Some(ending);
    }

    /// Reads line `number` (from 1) as an event.
    fn event(&mut self, number: usize, text: &str) -> Result<(), ReplayError> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(());
        }
        if text.len() > MAX_LINE {
            return Err(ReplayError::TooLong(number));
        }
        let line: Line = serde_json::from_str(text).map_err(|e| {
            // serde_json's message ends with the line and column; the column is what counts.
            ReplayError::NotJson(number, e.column())
        })?;
        let Some(event) = line.event.as_deref() else {
            if let Some(tree) = line.text("tree")
                && self.events == 0
                && self.header.tree.is_none()
            {
                self.header = Header {
                    tree: Some(tree),
                    name: line.text("name"),
                };
                return Ok(());
            }
            return Err(ReplayError::NoEvent(number));
        };
        self.events += 1;
        if self.events > MAX_EVENTS {
            return Err(ReplayError::TooMany(number));
        }
        // The queens' own trace names a row, not a depth: a queen placed or refused in row r
        // is a child at depth r + 1, the nodes below it left first; `backtrack` of row r
        // leaves the node at depth r (row 0: the root, done); `unplace` of row r, the node
        // at depth r + 1.
        let row = line.rest.get("row").and_then(Value::as_u64).map(|r| r as usize);
        if line.depth.is_none()
            && let Some(row) = row
            && QUEENS_WORDS.contains(&event)
        {
            if event == "backtrack" || event == "unplace" {
                // `unplace` (the arrays' search) takes the queen of row r off: back to depth r.
                let keep = if event == "unplace" { row + 1 } else { row };
                if keep > 0 {
                    self.open.truncate(keep.min(self.open.len()));
                }
                return Ok(());
            }
            self.open.truncate((row + 1).min(self.open.len()));
        }
        let depth = self.open.len() - 1;
        match event {
            "enter" | "cut" | "prune" | "place" | "conflict" | "blocked" => {
                self.child(number, matches!(event, "enter" | "place"), line)?;
            }
            "back" | "backtrack" | "dead_end" => {
                if let Some(d) = line.depth
                    && d != depth
                {
                    return Err(ReplayError::Depth(number, d, depth));
                }
                if self.open.len() == 1 {
                    return Err(ReplayError::BackAtRoot(number));
                }
                self.open.pop();
            }
            "solution" | "goal" => {
                let here = *self.open.last().unwrap_or(&Recorded::ROOT);
                let value = line.rest.get("value").and_then(Value::as_f64);
                self.nodes[here as usize].solution = Some(Found { value });
            }
            "note" => {
                let text = line.text("text").ok_or(ReplayError::Field(number, "text"))?;
                let here = *self.open.last().unwrap_or(&Recorded::ROOT);
                let notes = &mut self.nodes[here as usize].notes;
                // At most a few lines a node: a program that prints notes without end fills
                // no memory (each note joined anew would cost the square of their number).
                let kept = notes.get().lines().count();
                if kept < MAX_NOTES {
                    let text: String = text.chars().take(MAX_SHOWN).collect();
                    let joined = if notes.is_empty() {
                        text
                    } else if kept + 1 == MAX_NOTES {
                        format!("{}\n…", notes.get())
                    } else {
                        format!("{}\n{text}", notes.get())
                    };
                    *notes = Text::new(&joined);
                }
            }
            // The recursive queens' calls and returns: the places say it all.
            "done" | "call" | "return" => {}
            other => {
                return Err(ReplayError::Unknown(
                    number,
                    other.chars().take(40).collect(),
                ));
            }
        }
        Ok(())
    }

    /// A child met at line `number`: entered, or cut.
    fn child(&mut self, number: usize, entered: bool, line: Line) -> Result<(), ReplayError> {
        let depth = self.open.len() - 1;
        if let Some(d) = line.depth
            && d != depth + 1
        {
            return Err(ReplayError::Depth(number, d, depth + 1));
        }
        let here = *self.open.last().unwrap_or(&Recorded::ROOT);
        let next = self.node(here).children.len();
        if let Some(c) = line.child
            && c != next
        {
            return Err(ReplayError::Child(number, c, next));
        }
        let label = match &line.label {
            Some(Value::String(s)) => Text::new(s),
            Some(Value::Number(n)) => Text::new(&n.to_string()),
            Some(_) => return Err(ReplayError::Field(number, "label")),
            None => Text::NONE,
        };
        let cut = if entered {
            None
        } else {
            let by = match line.by.as_deref() {
                // The queens' conflicts and the maze's walls: the constraint's cuts.
                _ if line.by.is_none() && line.event.as_deref() != Some("cut") => {
                    Cut::Constraint
                }
                Some("constraint") => Cut::Constraint,
                Some("bound") => Cut::Bound,
                _ => return Err(ReplayError::Field(number, "by")),
            };
            Some((by, line.reason.as_deref().map_or(Text::NONE, Text::new)))
        };
        let mut rest = line.rest;
        for field in TRACE_FIELDS {
            rest.remove(field);
        }
        let rest = if rest.is_empty() {
            Text::NONE
        } else {
            Text::new(&Value::Object(rest).to_string())
        };
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            said: Said { label, rest },
            children: Vec::new(),
            cut,
            solution: None,
            notes: Text::NONE,
            line: u32::try_from(number).unwrap_or(u32::MAX),
        });
        self.nodes[here as usize].children.push(id);
        if cut.is_none() {
            if depth + 1 > MAX_DEPTH {
                return Err(ReplayError::TooDeep(number));
            }
            self.open.push(id);
            self.depth = self.depth.max(depth + 1);
        }
        Ok(())
    }

    /// The tree read whole: an error if no event was.
    pub fn finish(mut self) -> Result<Recorded, ReplayError> {
        if self.events == 0 {
            return Err(ReplayError::Empty);
        }
        self.end(Ending::Read);
        Ok(self)
    }
}

/// A child entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Entered {
    /// What its event said.
    #[serde(flatten)]
    pub said: Said,
    /// The notes printed at it.
    #[serde(skip)]
    pub notes: Text,
}

/// A child cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Cutting {
    /// What its event said.
    #[serde(flatten)]
    pub said: Said,
    /// The function that cut it (the event says it too).
    #[serde(skip)]
    pub by: Cut,
    /// The reason given.
    #[serde(skip_serializing_if = "Text::is_none")]
    pub reason: Text,
}

/// A solution, with its value if it has one.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Found {
    /// Its value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<f64>,
}

/// The hooks over a recorded tree: each node's children are those the events met, cut where
/// they were cut; a node still open in a stream waits for more ([`Hooks::pending`]).
#[derive(Debug, Clone)]
pub struct ReplayHooks {
    tree: Tree,
    /// The path from the root to the node the search stands on.
    path: Vec<u32>,
}

impl ReplayHooks {
    /// At the root of `tree`.
    pub fn new(tree: Tree) -> ReplayHooks {
        ReplayHooks {
            tree,
            path: vec![Recorded::ROOT],
        }
    }

    /// The tree it walks.
    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    fn here(&self) -> u32 {
        *self.path.last().unwrap_or(&Recorded::ROOT)
    }

    fn cut_by(&self, child: usize, by: Cut) -> Option<Cutting> {
        let tree = self.tree.read();
        let node = tree.node(tree.node(self.here()).children[child]);
        match node.cut {
            Some((b, reason)) if b == by => Some(Cutting {
                said: node.said,
                by,
                reason,
            }),
            _ => None,
        }
    }
}

impl Hooks for ReplayHooks {
    type Enter = Entered;
    type Cut = Cutting;
    type Solution = Found;

    fn shape(&self) -> Steps {
        Steps {
            branching: Branching::Open,
            depth: self.tree.read().depth,
        }
    }

    /// The children read, but not one just entered with nothing read of it since: its notes
    /// and whether it is a solution may still come (the search waits for them).
    fn candidates(&self, _depth: usize) -> usize {
        let tree = self.tree.read();
        let children = &tree.node(self.here()).children;
        let fresh = children.last().is_some_and(|&last| {
            tree.open.last() == Some(&last) && tree.node(last).children.is_empty()
        });
        children.len() - usize::from(fresh)
    }

    fn constraint(&self, _depth: usize, child: usize) -> Option<Cutting> {
        self.cut_by(child, Cut::Constraint)
    }

    fn bound(&self, _depth: usize, child: usize) -> Option<Cutting> {
        self.cut_by(child, Cut::Bound)
    }

    fn pending(&self, depth: usize) -> bool {
        self.tree.read().open.get(depth) == self.path.get(depth)
    }

    fn make_move(&mut self, _depth: usize, child: usize) -> Entered {
        let tree = self.tree.read();
        let id = tree.node(self.here()).children[child];
        let node = tree.node(id);
        let entered = Entered {
            said: node.said,
            notes: node.notes,
        };
        drop(tree);
        self.path.push(id);
        entered
    }

    fn unmake_move(&mut self, _depth: usize, _child: usize) {
        self.path.pop();
    }

    fn solution(&mut self, _depth: usize, _index: u64) -> Option<Found> {
        self.tree.read().node(self.here()).solution
    }

    fn heap_bytes(&self) -> usize {
        self.path.capacity() * 4
    }
}

#[cfg(test)]
mod tests;
