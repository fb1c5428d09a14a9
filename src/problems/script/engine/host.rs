//! The Rhai host: a script compiled once, its hooks found and checked, each hook called with
//! fresh arguments under the limits (operations a call, call depth, string, array and map
//! sizes), and every error turned into a [`Fault`] that says the hook, the line and what.
//! Nothing a script can call reaches the file system, the network, the clock or randomness:
//! the engine registers none of them (`no_time`, no modules), so the same script and data
//! always give the same answers.

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use rhai::{CallFnOptions, Dynamic, Engine, EvalAltResult, FuncArgs, Position, Scope, AST};

use crate::engine::text::Text;

/// The operations a hook call may run by default (`--max-ops`).
pub const DEFAULT_MAX_OPS: u64 = 1_000_000;

/// The most children a node may have.
pub const MAX_CHILDREN: usize = 256;

/// The greatest depth a tree may have (`size(d)`).
pub const MAX_DEPTH: usize = 1024;

/// The deepest a script's functions may call one another.
const MAX_CALL_LEVELS: usize = 64;

/// The deepest expression a script may nest, in the main code and in functions alike (Rhai's
/// own defaults differ between debug and release builds; one limit keeps a script that loads
/// in one loading in the other).
const MAX_EXPR_DEPTH: usize = 64;

/// The longest string, in bytes, a script may build.
const MAX_STRING: usize = 1 << 16;

/// The most items an array a script builds may hold.
const MAX_ARRAY: usize = 1 << 20;

/// The most properties an object map may hold.
const MAX_MAP: usize = 1 << 16;

/// The most lines `print` and `debug` keep between two events (the rest are counted).
const MAX_SAID: usize = 32;

/// A function a script may define.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Hook {
    /// `data()`: the instance.
    Data,
    /// `size(d)`: the depth of the tree.
    Size,
    /// `children(d, x)`: the candidates for the next position.
    Children,
    /// `is_solution(d, x)`.
    IsSolution,
    /// `constraint(d, x, c)`: 约束函数.
    Constraint,
    /// `bound(d, x, c, best)`: 限界函数.
    Bound,
    /// `value(d, x)`: a solution's value.
    Value,
    /// `goal()`: `"max"` or `"min"`.
    Goal,
    /// `label(d, x, c)`: a child's name.
    Label,
    /// `draw(d, x)`: the picture's rows.
    Draw,
    /// `tree()`: the kind of tree.
    Tree,
    /// `name()`: the title.
    Name,
    /// `rank(d, x)`: the node's bound as a number, for least cost first (`--strategy lc`).
    Rank,
}

impl Hook {
    /// Every hook, in the order the contract lists them.
    pub const ALL: [Hook; 13] = [
        Hook::Data,
        Hook::Size,
        Hook::Children,
        Hook::IsSolution,
        Hook::Constraint,
        Hook::Bound,
        Hook::Value,
        Hook::Goal,
        Hook::Label,
        Hook::Draw,
        Hook::Tree,
        Hook::Name,
        Hook::Rank,
    ];

    /// Its name in a script.
    pub fn name(self) -> &'static str {
        match self {
            Hook::Data => "data",
            Hook::Size => "size",
            Hook::Children => "children",
            Hook::IsSolution => "is_solution",
            Hook::Constraint => "constraint",
            Hook::Bound => "bound",
            Hook::Value => "value",
            Hook::Goal => "goal",
            Hook::Label => "label",
            Hook::Draw => "draw",
            Hook::Tree => "tree",
            Hook::Name => "name",
            Hook::Rank => "rank",
        }
    }

    /// Its parameters, as the contract names them.
    pub fn params(self) -> &'static [&'static str] {
        match self {
            Hook::Data | Hook::Goal | Hook::Tree | Hook::Name => &[],
            Hook::Size => &["d"],
            Hook::Children | Hook::IsSolution | Hook::Value | Hook::Draw | Hook::Rank => {
                &["d", "x"]
            }
            Hook::Constraint | Hook::Label => &["d", "x", "c"],
            Hook::Bound => &["d", "x", "c", "best"],
        }
    }

    /// Whether every script must define it.
    pub fn required(self) -> bool {
        matches!(self, Hook::Size | Hook::Children)
    }

    /// Its signature, as messages and the template write it: `bound(d, x, c, best)`.
    pub fn signature(self) -> String {
        format!("{}({})", self.name(), self.params().join(", "))
    }
}

/// What went wrong in a hook call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Failed {
    /// Rhai's error (index out of range, a function that does not exist, ...), its words;
    /// the function it happened in when that is not the hook.
    Error {
        /// Rhai's message.
        message: Text,
        /// The script's function it happened in, when not the hook itself.
        within: Text,
    },
    /// More operations than the limit.
    TooManyOps(u64),
    /// Calls nested deeper than the limit (runaway recursion).
    TooDeep,
    /// A value of the wrong type returned: what the hook returns, what came back.
    Returned {
        /// What the contract wants, in its words (`an array`, `true, false, () or a string`).
        wanted: Wanted,
        /// The type that came back (Rhai's name).
        got: Text,
    },
    /// More children than [`MAX_CHILDREN`].
    TooManyChildren(usize),
    /// More children than the tree's kind has at this depth (a subset tree's node two).
    KindChildren {
        /// Children given.
        count: usize,
        /// Most the kind has here.
        most: usize,
    },
}

/// What a hook must return.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wanted {
    /// `children`: an array.
    Array,
    /// `is_solution`: a bool.
    Bool,
    /// `constraint` and `bound`: `true`, `()`, `false` or a string.
    Verdict,
    /// `value`: a number.
    Number,
    /// `label`, `goal`, `tree`: a string.
    String,
    /// `draw`: an array of strings.
    Rows,
    /// `size`: a whole number from 1 to [`MAX_DEPTH`].
    Size,
    /// `data`: an object map.
    Map,
    /// `name`: a string or a map of `en` and `zh`.
    Name,
    /// `goal`: `"max"` or `"min"`.
    Goal,
    /// `tree`: one of the kinds.
    Tree,
}

/// Where and why a hook call failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fault {
    /// The hook called.
    pub hook: Hook,
    /// The line (from 1) where it happened, or the hook's first line where Rhai cannot tell.
    pub line: usize,
    /// The column (from 1; 0: not known).
    pub column: usize,
    /// What.
    pub failed: Failed,
}

thread_local! {
    /// What `print` and `debug` said during the calls since they were last taken, and how
    /// many lines past [`MAX_SAID`] were dropped.
    static SAID: RefCell<(Vec<String>, usize)> = const { RefCell::new((Vec::new(), 0)) };
}

/// Keeps a line a script printed (or writes it to standard error, headless).
fn say(echo: &AtomicBool, line: String) {
    if echo.load(Ordering::Relaxed) {
        eprintln!("{line}");
        return;
    }
    SAID.with(|said| {
        let mut said = said.borrow_mut();
        if said.0.len() < MAX_SAID {
            said.0.push(line);
        } else {
            said.1 += 1;
        }
    });
}

/// What the script printed since the last time, one line each (and how many were dropped);
/// `None` if nothing.
pub fn take_said() -> Option<(Vec<String>, usize)> {
    SAID.with(|said| {
        let mut said = said.borrow_mut();
        if said.0.is_empty() && said.1 == 0 {
            return None;
        }
        Some(std::mem::take(&mut *said))
    })
}

/// A script compiled, with the hooks it defines.
pub struct Script {
    /// The file it came from, as messages name it (`mine.rhai`, `max-clique.rhai`).
    pub file: String,
    /// Its name: the file's stem, or the built-in script's name.
    pub name: String,
    /// Its text.
    pub source: String,
    engine: Engine,
    ast: AST,
    defined: [bool; Hook::ALL.len()],
    lines: [usize; Hook::ALL.len()],
    echo: Arc<AtomicBool>,
    max_ops: u64,
    calls: AtomicU64,
}

impl std::fmt::Debug for Script {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Script")
            .field("file", &self.file)
            .field("max_ops", &self.max_ops)
            .finish_non_exhaustive()
    }
}

/// Why a script cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    /// It does not parse: where, Rhai's message.
    Syntax {
        /// Line, from 1.
        line: usize,
        /// Column, from 1.
        column: usize,
        /// Rhai's words.
        message: String,
    },
    /// A required hook is missing.
    Missing(Hook),
    /// A hook has the wrong number of parameters (the counts it has).
    Arity(Hook, Vec<usize>),
    /// A hook failed while the instance was set up (`data`, `size`, `tree`, `goal`, `name`,
    /// the root's `children` of an m-ary tree).
    Fault(Fault),
}

/// Rhai's words for an error, without the position it appends.
fn words_of(e: &EvalAltResult) -> String {
    let text = e.to_string();
    let pos = e.position();
    if pos.is_none() {
        return text;
    }
    text.strip_suffix(&format!(" ({pos})"))
        .map_or_else(|| text.clone(), str::to_string)
}

/// The line and column of a position (0, 0: none).
fn place(pos: Position) -> (usize, usize) {
    (pos.line().unwrap_or(0), pos.position().unwrap_or(0))
}

impl Script {
    /// Compiles `source` (from `file`, named `name`), each hook call allowed `max_ops`
    /// operations; checks that the required hooks are there and that every hook has its
    /// parameters.
    pub fn compile(file: &str, name: &str, source: &str, max_ops: u64) -> Result<Script, LoadError> {
        let echo = Arc::new(AtomicBool::new(false));
        let mut engine = Engine::new();
        engine
            .set_max_operations(max_ops)
            .set_max_call_levels(MAX_CALL_LEVELS)
            .set_max_string_size(MAX_STRING)
            .set_max_array_size(MAX_ARRAY)
            .set_max_map_size(MAX_MAP)
            .set_max_expr_depths(MAX_EXPR_DEPTH, MAX_EXPR_DEPTH)
            .set_strict_variables(true)
            .set_fail_on_invalid_map_property(true);
        let on_print = echo.clone();
        engine.on_print(move |s| say(&on_print, s.to_string()));
        let on_debug = echo.clone();
        engine.on_debug(move |s, _, pos| {
            let line = pos.line().map_or_else(String::new, |l| format!(" (line {l})"));
            say(&on_debug, format!("debug: {s}{line}"));
        });
        let ast = engine.compile(source).map_err(|e| {
            let (line, column) = place(e.position());
            let message = e.0.to_string();
            LoadError::Syntax {
                line,
                column,
                message,
            }
        })?;
        let mut defined = [false; Hook::ALL.len()];
        let mut arities: Vec<(Hook, usize)> = Vec::new();
        for f in ast.iter_functions() {
            if let Some(i) = Hook::ALL.iter().position(|h| h.name() == f.name) {
                arities.push((Hook::ALL[i], f.params.len()));
                if f.params.len() == Hook::ALL[i].params().len() {
                    defined[i] = true;
                }
            }
        }
        for (i, &hook) in Hook::ALL.iter().enumerate() {
            if defined[i] {
                continue;
            }
            let wrong: Vec<usize> = arities
                .iter()
                .filter(|(h, _)| *h == hook)
                .map(|&(_, n)| n)
                .collect();
            if !wrong.is_empty() {
                return Err(LoadError::Arity(hook, wrong));
            }
            if hook.required() {
                return Err(LoadError::Missing(hook));
            }
        }
        let lines = Hook::ALL.map(|h| first_line(source, h.name()));
        Ok(Script {
            file: file.to_string(),
            name: name.to_string(),
            source: source.to_string(),
            engine,
            ast,
            defined,
            lines,
            echo,
            max_ops,
            calls: AtomicU64::new(0),
        })
    }

    /// Whether it defines `hook`.
    pub fn has(&self, hook: Hook) -> bool {
        Hook::ALL
            .iter()
            .position(|&h| h == hook)
            .is_some_and(|i| self.defined[i])
    }

    /// The line (from 1) where `hook` is defined (0: it is not).
    pub fn line_of(&self, hook: Hook) -> usize {
        Hook::ALL
            .iter()
            .position(|&h| h == hook)
            .map_or(0, |i| self.lines[i])
    }

    /// The operations a call may run.
    pub fn max_ops(&self) -> u64 {
        self.max_ops
    }

    /// Whether `print` and `debug` write to standard error (headless) rather than being
    /// kept for the log.
    pub fn set_echo(&self, on: bool) {
        self.echo.store(on, Ordering::Relaxed);
    }

    /// Its file without its folders, as the screen names it (messages headless keep the
    /// path as given).
    pub fn short_file(&self) -> &str {
        std::path::Path::new(&self.file)
            .file_name()
            .and_then(|f| f.to_str())
            .unwrap_or(&self.file)
    }

    /// How many hook calls it has answered (for the benchmark's calls a second).
    pub fn calls(&self) -> u64 {
        self.calls.load(Ordering::Relaxed)
    }

    /// Calls `hook` with `args`; its error, as a fault.
    pub fn call(&self, hook: Hook, args: impl FuncArgs) -> Result<Dynamic, Fault> {
        self.calls.fetch_add(1, Ordering::Relaxed);
        let mut scope = Scope::new();
        let options = CallFnOptions::new().eval_ast(false).rewind_scope(false);
        self.engine
            .call_fn_with_options::<Dynamic>(options, &mut scope, &self.ast, hook.name(), args)
            .map_err(|e| self.fault(hook, &e))
    }

    /// A fault of `hook` at its first line.
    pub fn at_hook(&self, hook: Hook, failed: Failed) -> Fault {
        Fault {
            hook,
            line: self.line_of(hook),
            column: 0,
            failed,
        }
    }

    /// Rhai's error in a call of `hook` as a fault: the innermost error, where it happened.
    fn fault(&self, hook: Hook, e: &EvalAltResult) -> Fault {
        let mut e = e;
        let mut within = Text::NONE;
        while let EvalAltResult::ErrorInFunctionCall(name, _, inner, _) = e {
            if name != hook.name() {
                within = Text::new(name);
            }
            e = inner;
        }
        let (line, column) = place(e.position());
        let failed = match e {
            EvalAltResult::ErrorTooManyOperations(_) => Failed::TooManyOps(self.max_ops),
            EvalAltResult::ErrorStackOverflow(_) => Failed::TooDeep,
            _ => Failed::Error {
                message: Text::new(&words_of(e)),
                within,
            },
        };
        if line == 0 {
            return self.at_hook(hook, failed);
        }
        Fault {
            hook,
            line,
            column,
            failed,
        }
    }
}

/// The line (from 1) where function `name` is defined in `source` (0: nowhere).
fn first_line(source: &str, name: &str) -> usize {
    source
        .lines()
        .position(|line| {
            let line = line.trim_start();
            let line = line.strip_prefix("private ").unwrap_or(line).trim_start();
            line.strip_prefix("fn ")
                .map(str::trim_start)
                .and_then(|rest| rest.strip_prefix(name))
                .is_some_and(|rest| rest.trim_start().starts_with('('))
        })
        .map_or(0, |i| i + 1)
}

/// A value's type as Rhai names it (`i64`, `string`, `array`).
pub fn type_of(value: &Dynamic) -> Text {
    Text::new(value.type_name())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn script(source: &str) -> Result<Script, LoadError> {
        Script::compile("t.rhai", "t", source, 10_000)
    }

    #[test]
    fn hooks_are_found_with_their_lines() {
        let s = script("fn size(d) { 3 }\n\nfn children(d, x) { [0, 1] }\nprivate fn bound(d, x, c, best) { true }").unwrap();
        assert!(s.has(Hook::Size) && s.has(Hook::Children) && s.has(Hook::Bound));
        assert!(!s.has(Hook::Constraint));
        assert_eq!(s.line_of(Hook::Children), 3);
        assert_eq!(s.line_of(Hook::Bound), 4);
        assert_eq!(s.line_of(Hook::Value), 0);
    }

    #[rstest]
    #[case("fn size(d) { 3 }", LoadError::Missing(Hook::Children))]
    #[case("fn children(d, x) { [] }", LoadError::Missing(Hook::Size))]
    #[case("fn size(d) { 3 } fn children(d) { [] }", LoadError::Arity(Hook::Children, vec![1]))]
    #[case("fn size(d) { 3 } fn children(d, x) { [] } fn bound(d, x, c) { true }", LoadError::Arity(Hook::Bound, vec![3]))]
    fn a_script_without_its_hooks_is_refused(#[case] source: &str, #[case] error: LoadError) {
        assert_eq!(script(source).unwrap_err(), error);
    }

    #[test]
    fn a_syntax_error_says_where() {
        let Err(LoadError::Syntax { line, column, .. }) =
            script("fn size(d) { 3 }\nfn children(d, x) { [1, }")
        else {
            panic!("a syntax error");
        };
        assert_eq!((line, column), (2, 25));
    }

    #[test]
    fn errors_say_the_line_and_the_function() {
        let s = script("fn size(d) { 3 }\nfn children(d, x) {\n  let a = [1];\n  a[5]\n}\nfn helper(x) { x.nope() }\nfn label(d, x, c) { helper(x) }").unwrap();
        let f = s.call(Hook::Children, (Dynamic::UNIT, Dynamic::UNIT)).unwrap_err();
        assert_eq!((f.hook, f.line), (Hook::Children, 4));
        assert!(f.column > 0);
        let Failed::Error { message, within } = f.failed else {
            panic!("{f:?}");
        };
        assert!(message.to_string().contains("out of bounds"), "{message}");
        assert!(within.is_empty());
        let f = s
            .call(Hook::Label, (Dynamic::UNIT, Dynamic::from_array(vec![]), Dynamic::UNIT))
            .unwrap_err();
        let Failed::Error { message, within } = f.failed else {
            panic!("{f:?}");
        };
        assert_eq!(f.line, 6, "{message}");
        assert_eq!(within.to_string(), "helper");
    }

    #[test]
    fn an_endless_loop_stops_at_the_limit() {
        let s = script("fn size(d) { 3 }\nfn children(d, x) {\n  let i = 0;\n  loop { i += 1; }\n}").unwrap();
        let f = s.call(Hook::Children, (Dynamic::UNIT, Dynamic::UNIT)).unwrap_err();
        assert_eq!(f.failed, Failed::TooManyOps(10_000));
        assert!((2..=4).contains(&f.line), "{f:?}");
        let s = script("fn size(d) { size(d) }\nfn children(d, x) { [] }").unwrap();
        let f = s.call(Hook::Size, (Dynamic::UNIT,)).unwrap_err();
        assert!(matches!(f.failed, Failed::TooDeep | Failed::TooManyOps(_)), "{f:?}");
    }

    #[test]
    fn a_hook_sees_no_outside_state() {
        // The top level does not run, and a hook's change to its arguments stays in the call.
        let s = script("let n = 5;\nfn size(d) { d.n = 9; 1 }\nfn children(d, x) { x.push(1); x }").unwrap();
        let mut d = rhai::Map::new();
        d.insert("n".into(), Dynamic::from(1_i64));
        let d = Dynamic::from_map(d);
        let _ = s.call(Hook::Size, (d.clone(),)).unwrap();
        assert_eq!(d.to_string(), "#{\"n\": 1}");
        let x = Dynamic::from_array(vec![]);
        let _ = s.call(Hook::Children, (d.clone(), x.clone())).unwrap();
        assert_eq!(x.to_string(), "[]");
        assert!(script("fn size(d) { n }\nfn children(d, x) { [] }").is_err());
    }

    #[test]
    fn prints_are_kept_for_the_log() {
        let s = script("fn size(d) { print(\"hi\"); debug(7); 1 }\nfn children(d, x) { [] }").unwrap();
        take_said();
        let _ = s.call(Hook::Size, (Dynamic::UNIT,)).unwrap();
        let (lines, dropped) = take_said().unwrap();
        assert_eq!(lines, ["hi", "debug: 7 (line 1)"]);
        assert_eq!(dropped, 0);
        assert!(take_said().is_none());
    }
}
