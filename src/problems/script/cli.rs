//! The scripted problem's command line: the script (a file or a built-in script's name, the
//! positional argument), `--data FILE.json`, `--max-ops N`, `--template`, `--count`, and
//! `--compare` taking two scripts as well as two prune settings; loaded and checked here, so
//! that a script that does not compile, lacks a hook or fails while setting up is refused
//! before the terminal is touched.

use std::sync::Arc;

use clap::Args;

use crate::engine::numbers::digits;
use crate::cli::UsageError;
use crate::cli::explore::{self, Chosen, ExploreArgs, Extra, Own, Source};
use crate::engine::backtrack::Prune;
use crate::i18n::Lang;
use crate::problem::{Outcome, Worded};
use crate::problems::script::engine::host::DEFAULT_MAX_OPS;
use crate::problems::script::engine::{Instance, LoadError, Script};
use crate::problems::script::words::{load_line, text};
use crate::problems::script::{BUILT_IN, TEMPLATE};

/// Options of `backtrack script`.
#[derive(Debug, Args, Clone, Default)]
pub struct ScriptArgs {
    /// The instance as JSON.
    #[arg(long, value_name = "FILE.json")]
    pub data: Option<String>,
    /// Operations a hook call may run.
    #[arg(long = "max-ops", value_name = "N")]
    pub max_ops: Option<String>,
    /// Print a template.
    #[arg(long)]
    pub template: bool,
    /// Count the solutions.
    #[arg(long, conflicts_with_all = ["print", "trace", "stats", "tree"])]
    pub count: bool,
    /// The shared options.
    #[command(flatten)]
    pub explore: ExploreArgs,
}

/// What a valid script command line asks for.
pub type Request = explore::ExploreRequest<Instance>;

/// What is wrong with a script command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ScriptError {
    /// The script (its file as messages name it) cannot be used.
    Load(String, LoadError),
    /// `--data`: the file's JSON does not parse (its words).
    Data(String),
    /// `--data`: not a JSON object.
    DataNotObject,
    /// `--compare`: neither two prune settings nor two scripts.
    Compare(String),
    /// An option a script does not take.
    NoOption(&'static str),
    /// `--max-ops`: not a whole number in range.
    MaxOps(String),
}

impl Worded for ScriptError {
    fn words(&self, lang: Lang) -> String {
        let t = text(lang);
        match self {
            ScriptError::Load(file, e) => load_line(file, e, lang),
            ScriptError::Data(why) => (t.bad_data)(why),
            ScriptError::DataNotObject => t.data_not_object.into(),
            ScriptError::Compare(s) => (t.bad_compare)(s),
            ScriptError::NoOption(flag) => (t.no_option)(flag),
            ScriptError::MaxOps(s) => (t.bad_max_ops)(s),
        }
    }
}

/// The least and most `--max-ops` takes.
const MAX_OPS: (u64, u64) = (1_000, 1_000_000_000_000);

/// `--max-ops`'s value.
fn max_ops(s: Option<&str>) -> Result<u64, UsageError> {
    let Some(s) = s else {
        return Ok(DEFAULT_MAX_OPS);
    };
    match digits::<u64>(&s.replace('_', "")) {
        Some(n) if (MAX_OPS.0..=MAX_OPS.1).contains(&n) => Ok(n),
        _ => Err(UsageError::own(ScriptError::MaxOps(s.to_string()))),
    }
}

/// The script `name` names: the file of that name if there is one, else the built-in
/// script of that name (with or without `.rhai`); compiled.
pub fn script(name: &str, max_ops: u64) -> Result<Arc<Script>, UsageError> {
    let path = std::path::Path::new(name);
    let (file, stem, source) = if path.exists() {
        let source = explore::read_text(name, explore::MAX_BYTES)?;
        let stem = path
            .file_stem()
            .map_or_else(|| name.to_string(), |s| s.to_string_lossy().into_owned());
        (name.to_string(), stem, source)
    } else {
        let bare = name.strip_suffix(".rhai").unwrap_or(name);
        let Some((builtin, source)) = BUILT_IN.iter().find(|(n, _)| *n == bare) else {
            let names = BUILT_IN.iter().map(|(n, _)| *n).collect();
            return Err(UsageError::UnknownInstance(name.into(), names));
        };
        (format!("{builtin}.rhai"), (*builtin).to_string(), (*source).to_string())
    };
    Script::compile(&file, &stem, &source, max_ops)
        .map(Arc::new)
        .map_err(|e| UsageError::own(ScriptError::Load(file, e)))
}

/// `--data FILE.json`: the JSON object, as the script's `d`.
fn data(file: &str) -> Result<rhai::Dynamic, UsageError> {
    let text = explore::read_text(file, explore::MAX_BYTES)?;
    let json: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| UsageError::own(ScriptError::Data(format!("{file}: {e}"))))?;
    if !json.is_object() {
        return Err(UsageError::own(ScriptError::DataNotObject));
    }
    rhai::serde::to_dynamic(&json)
        .map_err(|e| UsageError::own(ScriptError::Data(format!("{file}: {e}"))))
}

/// `--list`: the built-in scripts, each with its title and its length.
pub fn list(lang: Lang) -> String {
    let t = text(lang);
    let mut out = vec![t.list_head.to_string()];
    for (name, source) in BUILT_IN {
        let title = Script::compile(name, name, source, DEFAULT_MAX_OPS)
            .ok()
            .and_then(|s| Instance::load(&[Arc::new(s)], None, None).ok())
            .and_then(|i| i.first().names.clone())
            .map(|n| if lang == Lang::Zh { n.zh } else { n.en })
            .unwrap_or_default();
        let lines = source.lines().count();
        out.push(format!("  {name:<16} {title} ({lines})"));
    }
    out.push(t.list_foot.to_string());
    out.join("\n") + "\n"
}

/// The headless mode asked for, if any.
fn headless(args: &ScriptArgs) -> Option<&'static str> {
    let e = &args.explore;
    [
        (e.print, "--print"),
        (e.tree.is_some(), "--tree"),
        (e.trace, "--trace"),
        (e.stats, "--stats"),
        (args.count, "--count"),
    ]
    .into_iter()
    .find_map(|(given, name)| given.then_some(name))
}

/// `--compare A,B` as two scripts, when A and B are not both prune settings.
fn compared_scripts(compare: Option<&str>) -> Result<Option<[String; 2]>, UsageError> {
    let Some(c) = compare else {
        return Ok(None);
    };
    let parts: Vec<&str> = c.split(',').map(str::trim).collect();
    if parts.iter().all(|p| Prune::parse(p).is_some()) {
        return Ok(None);
    }
    match parts.as_slice() {
        [a, b] if !a.is_empty() && !b.is_empty() => Ok(Some([(*a).into(), (*b).into()])),
        _ => Err(UsageError::own(ScriptError::Compare(c.into()))),
    }
}

/// Validates the scripted problem's options and loads its script (or two).
pub fn request(mut args: ScriptArgs, lang: Lang) -> Result<Outcome<Request>, UsageError> {
    if args.template {
        let other = [
            (args.explore.instance.is_some(), "SCRIPT"),
            (args.data.is_some(), "--data"),
            (args.count, "--count"),
        ]
        .into_iter()
        .find_map(|(given, name)| given.then_some(name));
        return match other {
            Some(other) => Err(UsageError::Conflict("--template".into(), other.into())),
            None => Ok(Outcome::Print(TEMPLATE.to_string())),
        };
    }
    if args.explore.random.is_some() {
        return Err(UsageError::own(ScriptError::NoOption("--random")));
    }
    let two = compared_scripts(args.explore.compare.as_deref())?;
    if two.is_some() {
        args.explore.compare = None;
    }
    let own = Own {
        instance: None,
        other: [(args.data.is_some(), "--data"), (args.max_ops.is_some(), "--max-ops")]
            .into_iter()
            .find_map(|(given, name)| given.then_some(name)),
        mode: args.count.then_some("--count"),
        sizes: (1, 1),
    };
    let Chosen {
        source,
        mut prunes,
        run,
    } = match explore::request(&args.explore, lang, own, || list(lang))? {
        Outcome::Run(chosen) => chosen,
        Outcome::Print(text) => return Ok(Outcome::Print(text)),
    };
    let ops = max_ops(args.max_ops.as_deref())?;
    let names: Vec<String> = match (two, source) {
        (Some(_), Source::Named(name)) => {
            return Err(UsageError::Conflict("--compare".into(), name));
        }
        (Some([a, b]), _) => {
            if let Some(mode) = headless(&args) {
                return Err(UsageError::NoEffect("--compare", mode));
            }
            prunes = vec![prunes[0]; 2];
            vec![a, b]
        }
        (None, Source::Named(name)) => vec![name],
        // No script named: the first built-in one (the maximum clique), as the other problems
        // open on their textbook instance.
        (None, _) => vec![crate::problems::script::BUILT_IN[0].0.to_string()],
    };
    let scripts = names
        .iter()
        .map(|n| script(n, ops))
        .collect::<Result<Vec<_>, _>>()?;
    let d = args.data.as_deref().map(data).transpose()?;
    let instance = Instance::load(&scripts, d, args.data.clone())
        .map_err(|(file, e)| UsageError::own(ScriptError::Load(file, e)))?;
    // The header names each script by its file, without its folders.
    let source = scripts
        .iter()
        .map(|s| s.short_file().to_string())
        .collect::<Vec<_>>()
        .join(" | ");
    let source = match &args.data {
        Some(file) => format!("{source} · {file}"),
        None => source,
    };
    Ok(Outcome::Run(Request {
        instance,
        source,
        prunes,
        run,
        extra: Extra::default(),
    }))
}
