//! A problem written as a Rhai script: the script answers questions (`size`, `children`,
//! `constraint`, `bound`, ...), the generic engine (`engine::backtrack`) keeps the search.
//! [`ScriptHooks`] are the engine's hooks over a script: at a node the search has entered
//! it asks `is_solution` (and `value`), and if the node is not a solution and is above the
//! greatest depth, `children` once; for each child in order the engine asks `constraint`,
//! then (if that keeps it) `bound`. The values chosen so far (`x`) are the hooks' state, so a
//! checkpoint is a clone and rewinding replays the same calls.
//!
//! A hook that fails (an error, a wrong type returned, too many operations or children)
//! records a [`Fault`] and halts the search where it stands (`Hooks::halted`).

pub mod host;
pub mod lines;


use std::cell::Cell;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use rhai::Dynamic;
use serde::Serialize;

use crate::engine::backtrack::{Branching, Hooks, Measures, Rank, Steps};
pub use host::{Failed, Fault, Hook, LoadError, Script, Wanted};
use host::{MAX_CHILDREN, MAX_DEPTH, take_said, type_of};
pub use crate::engine::text::Text;

/// The kind of tree `tree()` names: it gives the tree's name and the full tree's size per
/// level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// 子集树: two children a node, 2^k nodes at depth k.
    Subset,
    /// 排列树: n - k children at depth k, n!/(n-k)! nodes at depth k.
    Permutation,
    /// m 叉树: m children a node (m: the root's), m^k nodes at depth k.
    Mary,
    /// A tree of no named kind: each node has the children it says; its size is unknown.
    Path,
}

impl Kind {
    /// Every kind, as `tree()` names them.
    pub const ALL: [Kind; 4] = [Kind::Subset, Kind::Permutation, Kind::Mary, Kind::Path];

    /// Its name in a script.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Subset => "subset",
            Kind::Permutation => "permutation",
            Kind::Mary => "m-ary",
            Kind::Path => "path",
        }
    }

    fn parse(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == s)
    }
}

/// Which way `value` improves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// The largest value is best.
    Max,
    /// The smallest.
    Min,
}

/// A number a script returned: Rhai's integer or float.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Num {
    /// An integer.
    Int(i64),
    /// A float.
    Float(f64),
}

impl Num {
    /// The number `value` is, if it is one.
    pub fn of(value: &Dynamic) -> Option<Num> {
        value
            .as_int()
            .map(Num::Int)
            .ok()
            .or_else(|| value.as_float().ok().map(Num::Float))
    }

    fn as_f64(self) -> f64 {
        match self {
            Num::Int(i) => i as f64,
            Num::Float(f) => f,
        }
    }

    /// As Rhai's value.
    pub fn to_dynamic(self) -> Dynamic {
        match self {
            Num::Int(i) => Dynamic::from_int(i),
            Num::Float(f) => Dynamic::from_float(f),
        }
    }

    /// Whether it is better than `than` for `goal` (strictly).
    pub fn better(self, than: Num, goal: Goal) -> bool {
        match goal {
            Goal::Max => self.as_f64() > than.as_f64(),
            Goal::Min => self.as_f64() < than.as_f64(),
        }
    }
}

impl std::fmt::Display for Num {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Num::Int(i) => write!(f, "{i}"),
            // Four decimals at most, trailing zeros dropped.
            Num::Float(x) => {
                let s = format!("{x:.4}");
                let s = s.trim_end_matches('0').trim_end_matches('.');
                f.write_str(if s.is_empty() || s == "-" { "0" } else { s })
            }
        }
    }
}

impl Serialize for Num {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            Num::Int(i) => s.serialize_i64(i),
            Num::Float(x) => s.serialize_f64(x),
        }
    }
}

/// The title `name()` gives, in each language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Names {
    /// English.
    pub en: String,
    /// Chinese.
    pub zh: String,
}

/// A node's children as the tree and the quiz name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Node {
    /// The node's depth (its children decide position `depth + 1`).
    pub depth: usize,
    /// The children's names in the drawn tree (their `label`, else their values), joined
    /// by [`SEP`].
    pub names: Text,
    /// Their labels (`label`, else `x[k] = c`), joined by [`SEP`].
    pub labels: Text,
}

/// What joins the children's names in a [`Node`].
pub const SEP: char = '\u{1f}';

impl Node {
    /// The name of child `c` in the drawn tree.
    pub fn name(self, c: usize) -> String {
        nth(self.names, c)
    }

    /// The label of child `c`.
    pub fn label(self, c: usize) -> String {
        nth(self.labels, c)
    }
}

fn nth(text: Text, c: usize) -> String {
    if text.is_empty() {
        return "?".to_string();
    }
    text.get().split(SEP).nth(c).unwrap_or("?").to_string()
}

/// A value as a note keeps it (Copy, and as JSON its own type).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Val {
    /// A number.
    Num(Num),
    /// A bool.
    Bool(bool),
    /// Anything else, as text.
    Text(Text),
}

impl Val {
    fn of(value: &Dynamic) -> Val {
        if let Some(n) = Num::of(value) {
            return Val::Num(n);
        }
        if let Ok(b) = value.as_bool() {
            return Val::Bool(b);
        }
        Val::Text(Text::new(&value.to_string()))
    }
}

impl std::fmt::Display for Val {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Val::Num(n) => n.fmt(f),
            Val::Bool(b) => b.fmt(f),
            Val::Text(t) => t.fmt(f),
        }
    }
}

impl Serialize for Val {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Val::Num(n) => n.serialize(s),
            Val::Bool(b) => s.serialize_bool(*b),
            Val::Text(t) => t.serialize(s),
        }
    }
}

/// A value as text: numbers as [`Num`] writes them, strings without quotes.
pub fn shown(value: &Dynamic) -> String {
    Num::of(value).map_or_else(|| value.to_string(), |n| n.to_string())
}

/// A child entered.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Entered {
    /// Its label.
    pub label: Text,
    /// The value chosen.
    pub value: Val,
    /// What the script printed on the way.
    #[serde(skip_serializing_if = "Text::is_none")]
    pub print: Text,
}

/// A child cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Cutting {
    /// Its label.
    pub label: Text,
    /// The reason the function gave (none: it returned `false`).
    #[serde(skip_serializing_if = "Text::is_none")]
    pub reason: Text,
    /// The function that cut it (the event says it too).
    #[serde(skip)]
    pub by: crate::engine::tree::Cut,
    /// What the script printed on the way.
    #[serde(skip_serializing_if = "Text::is_none")]
    pub print: Text,
}

/// A solution.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Found {
    /// Its values, separated by one space.
    pub x: Text,
    /// Its value (an optimisation).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<Num>,
    /// Whether it beats the best so far (an optimisation).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub better: bool,
    /// What the script printed on the way.
    #[serde(skip_serializing_if = "Text::is_none")]
    pub print: Text,
}

/// The most nodes whose children's names are kept.
const MAX_NAMED: usize = 1 << 16;

/// A script set up on an instance's data: the tree's depth and kind, which way its value
/// improves, its title.
#[derive(Debug)]
pub struct Side {
    /// The script.
    pub script: Arc<Script>,
    /// The data `d`.
    pub data: Arc<Dynamic>,
    /// `size(d)`.
    pub size: usize,
    /// `tree()`, if it names one.
    pub kind: Option<Kind>,
    /// The root's children (an m-ary tree's m).
    pub m: usize,
    /// `goal()` where the script has `value`.
    pub goal: Option<Goal>,
    /// `name()`.
    pub names: Option<Names>,
    /// The children's names of nodes asked for, by path.
    named: Mutex<HashMap<Vec<u32>, Node>>,
    /// The first fault a search of it met (headless runs report it).
    fault: Mutex<Option<Fault>>,
}

/// An instance: the data, and the script (or two scripts side by side) on it.
#[derive(Debug, Clone)]
pub struct Instance {
    /// Each script on the data: one, or two to compare.
    pub sides: Vec<Arc<Side>>,
    /// Where the data came from: `--data`'s file, or none (the first script's `data()`).
    pub data_file: Option<String>,
}

impl PartialEq for Instance {
    fn eq(&self, other: &Instance) -> bool {
        self.sides.len() == other.sides.len()
            && self.data_file == other.data_file
            && self.sides.iter().zip(&other.sides).all(|(a, b)| {
                a.script.source == b.script.source && a.data.to_string() == b.data.to_string()
            })
    }
}

/// A wrong return of `hook`, as a fault at its first line.
fn returned(script: &Script, hook: Hook, wanted: Wanted, got: &Dynamic) -> Fault {
    let got = if got.is_int() {
        Text::new(&got.to_string())
    } else {
        type_of(got)
    };
    script.at_hook(hook, Failed::Returned { wanted, got })
}

/// A string `hook` returned.
fn string(script: &Script, hook: Hook, value: &Dynamic, wanted: Wanted) -> Result<String, Fault> {
    value
        .clone()
        .into_string()
        .map_err(|_| returned(script, hook, wanted, value))
}

impl Instance {
    /// The scripts on `data` (`--data`'s, from `data_file`), or on the first script's
    /// `data()` (`#{}` without one): each one's depth, tree, goal and name asked once.
    /// A script that fails says so with its file.
    pub fn load(
        scripts: &[Arc<Script>],
        data: Option<Dynamic>,
        data_file: Option<String>,
    ) -> Result<Instance, (String, LoadError)> {
        let Some(first) = scripts.first() else {
            return Err((String::new(), LoadError::Missing(Hook::Size)));
        };
        let failed = |s: &Script, f: Fault| (s.file.clone(), LoadError::Fault(f));
        let data = match data {
            Some(d) => d,
            None if first.has(Hook::Data) => {
                let d = first.call(Hook::Data, ()).map_err(|f| failed(first, f))?;
                if !d.is_map() {
                    return Err(failed(first, returned(first, Hook::Data, Wanted::Map, &d)));
                }
                d
            }
            None => Dynamic::from_map(rhai::Map::new()),
        };
        let data = Arc::new(data);
        let sides = scripts
            .iter()
            .map(|s| {
                Side::new(s.clone(), data.clone())
                    .map(Arc::new)
                    .map_err(|f| failed(s, f))
            })
            .collect::<Result<Vec<_>, _>>()?;
        // Set-up calls print nothing into the first event.
        take_said();
        Ok(Instance { sides, data_file })
    }

    /// The first (or only) script's set-up.
    pub fn first(&self) -> &Arc<Side> {
        &self.sides[0]
    }

    /// The set-up of search `pane`'s script.
    pub fn side(&self, pane: usize) -> &Arc<Side> {
        &self.sides[pane.min(self.sides.len() - 1)]
    }
}

impl Side {
    /// `script` on `data`: its depth, tree, goal and title asked.
    fn new(script: Arc<Script>, data: Arc<Dynamic>) -> Result<Side, Fault> {
        let s = &*script;
        let d = (*data).clone();
        let size = s.call(Hook::Size, (d.clone(),))?;
        let size = match size.as_int() {
            Ok(n) if (1..=MAX_DEPTH as i64).contains(&n) => n as usize,
            _ => return Err(returned(s, Hook::Size, Wanted::Size, &size)),
        };
        let kind = if s.has(Hook::Tree) {
            let t = s.call(Hook::Tree, ())?;
            let name = string(s, Hook::Tree, &t, Wanted::Tree)?;
            Some(Kind::parse(&name).ok_or_else(|| {
                s.at_hook(
                    Hook::Tree,
                    Failed::Returned {
                        wanted: Wanted::Tree,
                        got: Text::new(&format!("\"{name}\"")),
                    },
                )
            })?)
        } else {
            None
        };
        let goal = if !s.has(Hook::Value) {
            None
        } else if s.has(Hook::Goal) {
            let g = s.call(Hook::Goal, ())?;
            match string(s, Hook::Goal, &g, Wanted::Goal)?.as_str() {
                "max" => Some(Goal::Max),
                "min" => Some(Goal::Min),
                other => {
                    let got = Text::new(&format!("\"{other}\""));
                    return Err(s.at_hook(Hook::Goal, Failed::Returned { wanted: Wanted::Goal, got }));
                }
            }
        } else {
            Some(Goal::Max)
        };
        let names = if s.has(Hook::Name) {
            Some(names(s, &s.call(Hook::Name, ())?)?)
        } else {
            None
        };
        let m = if kind == Some(Kind::Mary) {
            let kids = s.call(Hook::Children, (d, Dynamic::from_array(Vec::new())))?;
            kids.as_array_ref()
                .map_err(|_| returned(s, Hook::Children, Wanted::Array, &kids))?
                .len()
        } else {
            0
        };
        Ok(Side {
            script,
            data,
            size,
            kind,
            m,
            goal,
            names,
            named: Mutex::new(HashMap::new()),
            fault: Mutex::new(None),
        })
    }

    /// The tree's branching, as its kind gives it.
    pub fn branching(&self) -> Branching {
        match self.kind {
            Some(Kind::Subset) => Branching::Uniform(2),
            Some(Kind::Permutation) => Branching::Falling(self.size),
            Some(Kind::Mary) => Branching::Uniform(self.m.max(1)),
            Some(Kind::Path) | None => Branching::Open,
        }
    }

    /// The most children the kind allows a node at `depth` (none: any number up to
    /// [`MAX_CHILDREN`]).
    fn most(&self, depth: usize) -> Option<usize> {
        match self.kind {
            Some(Kind::Subset) => Some(2),
            Some(Kind::Permutation) => Some(self.size - depth),
            Some(Kind::Mary) => Some(self.m),
            Some(Kind::Path) | None => None,
        }
    }

    /// The first fault a search of it met, if any.
    pub fn fault(&self) -> Option<Fault> {
        *self.fault.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The hooks at the root.
    pub fn root(self: &Arc<Side>) -> ScriptHooks {
        ScriptHooks {
            side: self.clone(),
            x: Vec::new(),
            kids: Vec::new(),
            best: None,
            best_x: Text::NONE,
            improvements: 0,
            fault: Cell::new(None),
            said: Cell::new(Text::NONE),
        }
    }

    /// The children of the node reached by `path` (the children taken from the root), named:
    /// the script asked again along the path (and remembered).
    pub fn node(self: &Arc<Side>, path: &[usize]) -> Node {
        let key: Vec<u32> = path.iter().map(|&c| c as u32).collect();
        let lock = || self.named.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(&node) = lock().get(&key) {
            return node;
        }
        let node = self.name_children(path).unwrap_or(Node {
            depth: path.len(),
            ..Node::default()
        });
        take_said();
        let mut named = lock();
        if named.len() >= MAX_NAMED {
            named.clear();
        }
        named.insert(key, node);
        node
    }

    fn name_children(self: &Arc<Side>, path: &[usize]) -> Option<Node> {
        let mut hooks = self.root();
        for (depth, &child) in path.iter().enumerate() {
            hooks.solution(depth, 0);
            if hooks.halted() || child >= hooks.candidates(depth) {
                return None;
            }
            hooks.make_move(depth, child);
        }
        hooks.solution(path.len(), 0);
        let kids = hooks.kids.last()?.clone();
        let mut names = Vec::with_capacity(kids.len());
        let mut labels = Vec::with_capacity(kids.len());
        for c in kids.iter() {
            let label = hooks.label_of(c).to_string();
            names.push(if self.script.has(Hook::Label) {
                label.clone()
            } else {
                shown(c)
            });
            labels.push(label);
        }
        let join = |v: Vec<String>| Text::new(&v.join(&SEP.to_string()));
        Some(Node {
            depth: path.len(),
            names: join(names),
            labels: join(labels),
        })
    }
}

/// `name()`'s titles: a string, or a map of `en` and `zh`.
fn names(s: &Script, value: &Dynamic) -> Result<Names, Fault> {
    if let Ok(one) = value.clone().into_string() {
        return Ok(Names {
            en: one.clone(),
            zh: one,
        });
    }
    let bad = || returned(s, Hook::Name, Wanted::Name, value);
    let map = value.as_map_ref().map_err(|_| bad())?;
    let get = |key: &str| map.get(key).and_then(|v| v.clone().into_string().ok());
    match (get("en"), get("zh")) {
        (Some(en), Some(zh)) => Ok(Names { en, zh }),
        (Some(one), None) | (None, Some(one)) => Ok(Names {
            en: one.clone(),
            zh: one,
        }),
        (None, None) => Err(bad()),
    }
}

/// The search's state over a script: the values chosen along the path, each node's
/// children, the best value so far.
#[derive(Debug, Clone)]
pub struct ScriptHooks {
    side: Arc<Side>,
    /// The values chosen, `x[0]` first.
    x: Vec<Dynamic>,
    /// The children of each node on the path, the root's first (a solution's: none).
    kids: Vec<Arc<[Dynamic]>>,
    /// The best value so far, and its values.
    best: Option<Num>,
    best_x: Text,
    improvements: u64,
    /// The hook that failed, if one did: the search halts.
    fault: Cell<Option<Fault>>,
    /// What the script printed since the last note.
    said: Cell<Text>,
}

impl ScriptHooks {

    /// The node's bound as the script's `rank` gives it, in millionths; none without the hook
    /// (or when it fails: the search then halts).
    fn bound_number(&self) -> Option<Rank> {
        if !self.side.script.has(Hook::Rank) {
            return None;
        }
        let (d, x) = self.args();
        let answer = self.call(Hook::Rank, (d, x))?;
        let Some(value) = Num::of(&answer) else {
            self.fail(returned(&self.side.script, Hook::Rank, Wanted::Number, &answer));
            return None;
        };
        let num = match value {
            Num::Int(i) => i128::from(i) * 1_000_000,
            Num::Float(f) if f.is_finite() => (f * 1e6).round() as i128,
            Num::Float(_) => i128::MAX / 2,
        };
        Some(Rank {
            num,
            den: 1_000_000,
        })
    }
    /// The script's set-up.
    pub fn side(&self) -> &Arc<Side> {
        &self.side
    }

    /// The values chosen so far, `x[0]` first.
    pub fn x(&self) -> &[Dynamic] {
        &self.x
    }

    /// The children of the node the search stands on, once they have been asked.
    pub fn children(&self) -> Option<&[Dynamic]> {
        self.kids.get(self.x.len()).map(|k| &**k)
    }

    /// The best value so far, with its values.
    pub fn best(&self) -> Option<(Num, Text)> {
        self.best.map(|b| (b, self.best_x))
    }

    /// How many times the best value improved.
    pub fn improvements(&self) -> u64 {
        self.improvements
    }

    /// The hook that failed, if one did.
    pub fn fault(&self) -> Option<Fault> {
        self.fault.get()
    }

    /// `d` and `x`, as a hook takes them.
    fn args(&self) -> (Dynamic, Dynamic) {
        (
            (*self.side.data).clone(),
            Dynamic::from_array(self.x.clone()),
        )
    }

    /// Calls `hook`: its value, or (recording the fault) none; what it printed kept for the
    /// next note.
    fn call(&self, hook: Hook, args: impl rhai::FuncArgs) -> Option<Dynamic> {
        let result = self.side.script.call(hook, args);
        if let Some((lines, dropped)) = take_said() {
            let mut said = self.said.get();
            for line in lines {
                said = said.then(&line);
            }
            if dropped > 0 {
                said = said.then(&format!("(+{dropped})"));
            }
            self.said.set(said);
        }
        result.map_err(|f| self.fail(f)).ok()
    }

    /// Records a fault (the first one).
    fn fail(&self, fault: Fault) {
        if self.fault.get().is_none() {
            self.fault.set(Some(fault));
            let mut first = self
                .side
                .fault
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            first.get_or_insert(fault);
        }
    }

    /// What was printed since the last note, taken.
    fn take_print(&self) -> Text {
        self.said.replace(Text::NONE)
    }

    /// The label of child `c` of the node the search stands on.
    fn label_of(&self, c: &Dynamic) -> Text {
        if !self.side.script.has(Hook::Label) {
            return Text::new(&format!("x[{}] = {}", self.x.len() + 1, shown(c)));
        }
        let (d, x) = self.args();
        self.call(Hook::Label, (d, x, c.clone()))
            .map_or(Text::NONE, |l| Text::new(&shown(&l)))
    }

    /// `constraint` or `bound` on child `child` of the node at `depth`: a cut, if it says so.
    fn verdict(&self, hook: Hook, depth: usize, child: usize) -> Option<Cutting> {
        if !self.side.script.has(hook) {
            return None;
        }
        let c = self.kids.get(depth)?.get(child)?.clone();
        let (d, x) = self.args();
        let answer = if hook == Hook::Bound {
            let best = self.best.map_or(Dynamic::UNIT, Num::to_dynamic);
            self.call(hook, (d, x, c.clone(), best))?
        } else {
            self.call(hook, (d, x, c.clone()))?
        };
        let reason = if answer.is_unit() || answer.as_bool() == Ok(true) {
            return None;
        } else if answer.as_bool() == Ok(false) {
            Text::NONE
        } else if let Ok(s) = answer.clone().into_string() {
            Text::new(&s)
        } else {
            let script = &self.side.script;
            self.fail(returned(script, hook, Wanted::Verdict, &answer));
            return None;
        };
        let by = if hook == Hook::Bound {
            crate::engine::tree::Cut::Bound
        } else {
            crate::engine::tree::Cut::Constraint
        };
        Some(Cutting {
            label: self.label_of(&c),
            reason,
            by,
            print: self.take_print(),
        })
    }

    /// Whether the node the search stands on is a solution.
    fn is_solution(&self) -> Option<bool> {
        if !self.side.script.has(Hook::IsSolution) {
            return Some(self.x.len() == self.side.size);
        }
        let (d, x) = self.args();
        let answer = self.call(Hook::IsSolution, (d, x))?;
        if let Ok(b) = answer.as_bool() {
            return Some(b);
        }
        self.fail(returned(&self.side.script, Hook::IsSolution, Wanted::Bool, &answer));
        None
    }

    /// The node's children, asked of the script and checked.
    fn ask_children(&self, depth: usize) -> Option<Arc<[Dynamic]>> {
        let (d, x) = self.args();
        let answer = self.call(Hook::Children, (d, x))?;
        let script = &self.side.script;
        let Ok(kids) = answer.as_array_ref() else {
            self.fail(returned(script, Hook::Children, Wanted::Array, &answer));
            return None;
        };
        let count = kids.len();
        let failed = if count > MAX_CHILDREN {
            Some(Failed::TooManyChildren(count))
        } else {
            self.side
                .most(depth)
                .filter(|&most| count > most)
                .map(|most| Failed::KindChildren { count, most })
        };
        if let Some(failed) = failed {
            self.fail(script.at_hook(Hook::Children, failed));
            return None;
        }
        Some(kids.iter().cloned().collect())
    }

    /// The solution at the node the search stands on, its value weighed.
    fn found(&mut self) -> Option<Found> {
        let values: Vec<String> = self.x.iter().map(shown).collect();
        let x = Text::new(&values.join(" "));
        let mut found = Found {
            x,
            value: None,
            better: false,
            print: Text::NONE,
        };
        if let Some(goal) = self.side.goal {
            let (d, xs) = self.args();
            let answer = self.call(Hook::Value, (d, xs))?;
            let Some(value) = Num::of(&answer) else {
                self.fail(returned(&self.side.script, Hook::Value, Wanted::Number, &answer));
                return None;
            };
            found.value = Some(value);
            if self.best.is_none_or(|b| value.better(b, goal)) {
                self.best = Some(value);
                self.best_x = x;
                self.improvements += 1;
                found.better = true;
            }
        }
        found.print = self.take_print();
        Some(found)
    }
}

impl Hooks for ScriptHooks {
    type Enter = Entered;
    type Cut = Cutting;
    type Solution = Found;

    fn shape(&self) -> Steps {
        Steps {
            branching: self.side.branching(),
            depth: self.side.size,
        }
    }

    fn candidates(&self, depth: usize) -> usize {
        self.kids.get(depth).map_or(0, |k| k.len())
    }

    fn constraint(&self, depth: usize, child: usize) -> Option<Cutting> {
        self.verdict(Hook::Constraint, depth, child)
    }

    fn bound(&self, depth: usize, child: usize) -> Option<Cutting> {
        self.verdict(Hook::Bound, depth, child)
    }

    /// `rank(d, x)`: the node's bound as a number; least cost first takes the largest first
    /// when the goal is `max`, else the smallest (to a millionth).
    fn rank(&self, _depth: usize) -> Option<Rank> {
        let bound = self.bound_number()?;
        Some(if self.side.goal == Some(Goal::Max) {
            Rank {
                num: -bound.num,
                den: bound.den,
            }
        } else {
            bound
        })
    }

    /// The live-node table's column: the node's bound as `rank` gives it, `ub` for a
    /// maximisation, `lb` otherwise.
    fn measures(&self, _depth: usize) -> Measures {
        let name = if self.side.goal == Some(Goal::Max) { "ub" } else { "lb" };
        self.bound_number().map(|b| vec![(name, b)]).unwrap_or_default()
    }

    fn make_move(&mut self, depth: usize, child: usize) -> Entered {
        let c = self
            .kids
            .get(depth)
            .and_then(|k| k.get(child))
            .cloned()
            .unwrap_or(Dynamic::UNIT);
        let label = self.label_of(&c);
        self.x.push(c.clone());
        Entered {
            label,
            value: Val::of(&c),
            print: self.take_print(),
        }
    }

    fn unmake_move(&mut self, _depth: usize, _child: usize) {
        self.x.pop();
        self.kids.pop();
    }

    fn solution(&mut self, depth: usize, _index: u64) -> Option<Found> {
        if self.halted() {
            return None;
        }
        let solution = self.is_solution()?;
        if solution {
            self.kids.push(Arc::from([]));
            return self.found();
        }
        let kids = if depth < self.side.size {
            self.ask_children(depth)?
        } else {
            Arc::from([])
        };
        self.kids.push(kids);
        None
    }

    fn halted(&self) -> bool {
        self.fault.get().is_some()
    }
}

#[cfg(test)]
mod tests;
