//! The options every problem on the generic engine (`engine::backtrack`) shares: which
//! instance (a file or a built-in name as the positional argument, `--random N --seed S`,
//! `--list`), which functions cut (`--prune`, `--compare`), and the headless modes; validated
//! here once, so each problem adds only its own options (its items, its target).

use clap::Args;

use crate::app::Playback;
use crate::cli::Outcome;
use crate::cli::{PlaybackArgs, UsageError, parse_count, parse_limit, parse_seed, too_large};
use crate::engine::backtrack::Prune;
use crate::engine::numbers::digits;
use crate::i18n::Lang;
use crate::output::tree::{Limits, TreeFormat};

/// The shared options of a problem on the generic engine (flattened into its own).
#[derive(Debug, Args, Clone, Default)]
// Each flag is a switch on the command line: clap wants them as bools.
#[allow(clippy::struct_excessive_bools)]
pub struct ExploreArgs {
    /// An instance file, or a built-in instance's name.
    #[arg(value_name = "INSTANCE", conflicts_with = "random")]
    pub instance: Option<String>,
    /// A random instance of N items.
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub random: Option<String>,
    /// The random instance's seed.
    #[arg(long, value_name = "S", allow_negative_numbers = true)]
    pub seed: Option<String>,
    /// Which functions cut.
    #[arg(long, value_name = "both|constraint|bound|none")]
    pub prune: Option<String>,
    /// Two prune settings side by side (or, where a problem takes them, two orders, each
    /// under `--prune`).
    #[arg(long, value_name = "A,B")]
    pub compare: Option<String>,
    /// Playback options.
    #[command(flatten)]
    pub playback: PlaybackArgs,
    /// The solutions.
    #[arg(long, conflicts_with_all = ["trace", "stats", "tree"])]
    pub print: bool,
    /// At most K events or nodes.
    #[arg(long, value_name = "K", allow_negative_numbers = true)]
    pub limit: Option<String>,
    /// The explored state-space tree.
    #[arg(long, value_name = "FORMAT", conflicts_with_all = ["trace", "stats"])]
    pub tree: Option<String>,
    /// With --tree: stop after solution K.
    #[arg(long, value_name = "K", allow_negative_numbers = true)]
    pub until: Option<String>,
    /// With `--tree svg`: a worksheet, the tree's boxes left empty.
    #[arg(long)]
    pub blank: bool,
    /// Events as JSON Lines.
    #[arg(long, conflicts_with = "stats")]
    pub trace: bool,
    /// Counters of a full run.
    #[arg(long)]
    pub stats: bool,
    /// List the built-in instances.
    #[arg(long)]
    pub list: bool,
    /// With --stats: the order live nodes are expanded in (branch and bound).
    #[arg(long, value_name = "backtrack|fifo|lc")]
    pub strategy: Option<String>,
    /// The Monte Carlo estimate of the tree from P probes.
    #[arg(long, value_name = "P", allow_negative_numbers = true, conflicts_with_all = ["print", "trace", "tree"])]
    pub estimate: Option<String>,
}

/// Which instance the command line names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// None: the problem's default.
    Default,
    /// The positional argument: a file of that name, else a built-in instance.
    Named(String),
    /// `--random N --seed S`.
    Random {
        /// Items.
        size: usize,
        /// Seed.
        seed: u64,
    },
}

/// What a valid command line of a problem on the generic engine asks for.
#[derive(Debug, Clone, PartialEq)]
pub struct ExploreRequest<I> {
    /// The instance.
    pub instance: I,
    /// Where it came from, for the title.
    pub source: String,
    /// The prune setting of each search.
    pub prunes: Vec<Prune>,
    /// What to do.
    pub run: ExploreRun,
    /// What a problem's own headless modes take besides.
    pub extra: Extra,
}

/// What some problems' headless modes take besides the shared options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Extra {
    /// `--print` or `--count` with `--limit K`: at most K solutions.
    pub limit: Option<u64>,
    /// `--threads`: the threads of a count.
    pub threads: Option<usize>,
    /// `--unique`: one solution a class under the problem's symmetries.
    pub unique: bool,
}

/// What to do with the instance.
#[derive(Debug, Clone, PartialEq)]
pub enum ExploreRun {
    /// The visualizer.
    Tui(Playback),
    /// `--print`.
    Print,
    /// `--stats`: the counters at the end, or with `--until K` at the K-th solution.
    Stats {
        /// `--until`.
        until: Option<u64>,
    },
    /// `--trace`, at most `limit` events.
    Trace {
        /// `--limit`.
        limit: Option<u64>,
    },
    /// `--tree`, as far as `limit` lets it.
    Tree {
        /// The format.
        format: TreeFormat,
        /// `--limit` (nodes) and `--until` (solutions).
        limit: Limits,
    },
    /// A headless mode of the problem's own (its flag).
    Own(&'static str),
    /// `--estimate P` (with `--stats`: the truth beside it).
    Estimate(crate::output::estimate::EstimateRun),
    /// `--stats --strategy fifo|lc`: branch and bound's counters.
    Branch(crate::engine::branch::Strategy),
    /// `--trace --strategy fifo|lc`: branch and bound's expansions, at most `limit`.
    BranchTrace(crate::engine::branch::Strategy, Option<u64>),
    /// `--tree json --strategy fifo|lc`: the tree branch and bound generated, numbered in
    /// the order of expansion.
    BranchTree(crate::engine::branch::Strategy),
    /// `--strategy S` or `--compare A,B` of two strategies: branch and bound in the
    /// visualizer, one expansion a step.
    BranchTui(Vec<crate::engine::branch::Strategy>, Playback),
}

impl ExploreRun {
    /// The headless mode's flag, as a message names it (`None`: the visualizer).
    pub fn flag(&self) -> Option<&'static str> {
        Some(match self {
            ExploreRun::Tui(_) | ExploreRun::BranchTui(..) => return None,
            ExploreRun::Print => "--print",
            ExploreRun::Stats { .. } => "--stats",
            ExploreRun::Trace { .. } | ExploreRun::BranchTrace(..) => "--trace",
            ExploreRun::Tree { .. } | ExploreRun::BranchTree(_) => "--tree",
            ExploreRun::Own(flag) => flag,
            ExploreRun::Estimate(_) => "--estimate",
            ExploreRun::Branch(_) => "--strategy",
        })
    }
}

/// A valid shared command line.
#[derive(Debug, Clone, PartialEq)]
pub struct Chosen {
    /// Which instance.
    pub source: Source,
    /// The prune setting of each search (two to compare).
    pub prunes: Vec<Prune>,
    /// What to do.
    pub run: ExploreRun,
}

/// What a problem tells the shared validation of its own options.
#[derive(Debug, Clone, Copy, Default)]
pub struct Own {
    /// The first of its options that give the instance (`--set`), if any was given.
    pub instance: Option<&'static str>,
    /// The first of its other options given, if any (for `--list`).
    pub other: Option<&'static str>,
    /// Its own headless mode, if asked for (`--count`).
    pub mode: Option<&'static str>,
    /// The fewest and most items `--random` takes.
    pub sizes: (usize, usize),
}

/// `--prune`'s value.
pub fn parse_prune(s: &str) -> Result<Prune, UsageError> {
    Prune::parse(s.trim()).ok_or_else(|| UsageError::BadPrune(s.to_string()))
}

/// The one pruning both sides run under when a problem compares two orders (or two
/// hook files): `--prune`'s, taken out of `args` (the shared check would refuse it beside
/// `--compare`), else `default`.
pub fn take_prune_for_both(args: &mut ExploreArgs, default: Prune) -> Result<Prune, UsageError> {
    args.prune.take().map_or(Ok(default), |p| parse_prune(&p))
}

/// `--compare A,B` of two different strategies (`backtrack,lc`), if it is one.
pub fn strategy_pair(s: &str) -> Option<Vec<crate::engine::branch::Strategy>> {
    use crate::engine::branch::Strategy;
    let parts: Vec<Option<Strategy>> = s.split(',').map(|p| Strategy::parse(p.trim())).collect();
    match parts.as_slice() {
        [Some(a), Some(b)] if a != b => Some(vec![*a, *b]),
        _ => None,
    }
}

/// `--compare A,B`: two different settings.
fn parse_compare(s: &str) -> Result<Vec<Prune>, UsageError> {
    let bad = || UsageError::BadPruneCompare(s.to_string());
    let parts: Vec<&str> = s.split(',').collect();
    let [a, b] = parts.as_slice() else {
        return Err(bad());
    };
    let (a, b) = (
        Prune::parse(a.trim()).ok_or_else(bad)?,
        Prune::parse(b.trim()).ok_or_else(bad)?,
    );
    if a == b {
        return Err(bad());
    }
    Ok(vec![a, b])
}

/// `--random N`: a whole number of items within `sizes`.
fn parse_size(s: &str, (min, max): (usize, usize)) -> Result<usize, UsageError> {
    match digits::<usize>(s) {
        Some(n) if (min..=max).contains(&n) => Ok(n),
        _ if too_large(s) => Err(UsageError::TooLarge("--random", s.to_string(), max as u64)),
        _ => Err(UsageError::BadItems(s.to_string(), min, max)),
    }
}

/// Validates the shared options; `list` is the text of `--list`.
pub fn request(
    args: &ExploreArgs,
    lang: Lang,
    own: Own,
    list: impl FnOnce() -> String,
) -> Result<Outcome<Chosen>, UsageError> {
    crate::cli::parse_blank(args.blank, args.tree.as_deref())?;
    let headless = [
        (args.estimate.is_some(), "--estimate"),
        (args.print, "--print"),
        (args.tree.is_some(), "--tree"),
        (args.trace, "--trace"),
        (args.stats, "--stats"),
    ]
    .into_iter()
    .find_map(|(given, name)| given.then_some(name))
    .or(own.mode);
    if args.list {
        return list_alone(args, own, headless).map(|()| Outcome::Print(list()));
    }
    let source = source(args, own)?;
    let prunes = match (&args.prune, &args.compare) {
        // Two prune settings leave none for `--prune` to set.
        (Some(_), Some(_)) => {
            return Err(UsageError::Conflict(
                "--compare <A,B>".into(),
                "--prune".into(),
            ));
        }
        // Two strategies: one pruning for both.
        (_, Some(c)) if strategy_pair(c).is_some() => vec![Prune::Both],
        (_, Some(c)) => parse_compare(c)?,
        (Some(p), None) => vec![parse_prune(p)?],
        (None, None) => vec![Prune::Both],
    };
    let run = run(args, lang, own, headless)?;
    Ok(Outcome::Run(Chosen {
        source,
        prunes,
        run,
    }))
}

/// `--list` goes alone: the first other option given is refused beside it.
fn list_alone(
    args: &ExploreArgs,
    own: Own,
    headless: Option<&'static str>,
) -> Result<(), UsageError> {
    let other = [
        (args.instance.is_some(), "INSTANCE"),
        (args.random.is_some(), "--random"),
        (args.seed.is_some(), "--seed"),
        (args.prune.is_some(), "--prune"),
        (args.compare.is_some(), "--compare"),
        (args.limit.is_some(), "--limit"),
        (args.estimate.is_some(), "--estimate"),
    ]
    .into_iter()
    .find_map(|(given, name)| given.then_some(name))
    .or(headless)
    .or(own.instance)
    .or(own.other)
    .or_else(|| args.playback.first_given());
    match other {
        Some(other) => Err(UsageError::Conflict("--list".into(), other.into())),
        None => Ok(()),
    }
}

/// Which instance: `--random N --seed S`, the positional name, or the default; an instance
/// of the problem's own options goes with neither.
fn source(args: &ExploreArgs, own: Own) -> Result<Source, UsageError> {
    if let Some(flag) = own.instance {
        if args.instance.is_some() {
            return Err(UsageError::Conflict(flag.into(), "INSTANCE".into()));
        }
        if args.random.is_some() {
            return Err(UsageError::Conflict(flag.into(), "--random".into()));
        }
    }
    let source = match (&args.random, &args.instance) {
        (Some(n), _) => Source::Random {
            size: parse_size(n, own.sizes)?,
            seed: parse_seed(args.seed.as_deref())?,
        },
        (None, Some(name)) => Source::Named(name.clone()),
        (None, None) => Source::Default,
    };
    if args.seed.is_some() && args.random.is_none() && args.estimate.is_none() {
        return Err(UsageError::Requires("--seed", "--random, --estimate"));
    }
    Ok(source)
}

/// What to do: a headless mode (`--print`, `--tree` with its limits, `--trace`, `--stats`,
/// the problem's own: `headless`, the first given) or the visualizer.
fn run(
    args: &ExploreArgs,
    lang: Lang,
    own: Own,
    headless: Option<&'static str>,
) -> Result<ExploreRun, UsageError> {
    if args.limit.is_some() && !args.trace && args.tree.is_none() {
        return Err(UsageError::Requires("--limit", "--trace"));
    }
    if args.until.is_some() && args.tree.is_none() && !args.stats {
        return Err(UsageError::Requires("--until", "--tree, --stats"));
    }
    let until = parse_count("--until", args.until.as_deref())?;
    let pair = args.compare.as_deref().and_then(strategy_pair);
    if pair.is_some() && args.strategy.is_some() {
        return Err(UsageError::Conflict(
            "--compare <A,B>".into(),
            "--strategy".into(),
        ));
    }
    let strategy = match &args.strategy {
        None => None,
        // Counted by --stats, traced, drawn as JSON, or shown; no other mode uses it.
        Some(_) if headless.is_some_and(|m| !["--stats", "--trace", "--tree"].contains(&m)) => {
            return Err(UsageError::NoEffect(
                "--strategy",
                headless.unwrap_or_default(),
            ));
        }
        Some(_) if args.tree.as_deref().is_some_and(|f| f.trim() != "json") => {
            return Err(UsageError::Requires(
                "--strategy with --tree",
                "--tree json",
            ));
        }
        Some(_) if until.is_some() => {
            return Err(UsageError::Conflict("--strategy".into(), "--until".into()));
        }
        Some(s) => Some(
            crate::engine::branch::Strategy::parse(s)
                .ok_or_else(|| UsageError::BadStrategy(s.clone()))?,
        ),
    };
    let branching = strategy.filter(|&s| s != crate::engine::branch::Strategy::Backtrack);
    let tree = match &args.tree {
        None => None,
        Some(f) => Some(TreeFormat::parse(f).ok_or_else(|| UsageError::BadTreeFormat(f.clone()))?),
    };
    if let Some(mode) = headless {
        if let Some(flag) = args.playback.first_given() {
            return Err(UsageError::NoEffect(flag, mode));
        }
        if args.compare.is_some() {
            return Err(UsageError::NoEffect("--compare", mode));
        }
    }
    let playback = args.playback.playback(lang)?;
    let limit = parse_limit(args.limit.as_deref())?;
    Ok(if let Some(p) = &args.estimate {
        ExploreRun::Estimate(crate::output::estimate::EstimateRun {
            probes: crate::cli::parse_probes(p)?,
            seed: crate::cli::parse_probe_seed(args.seed.as_deref())?,
            truth: args.stats,
        })
    } else if args.print {
        ExploreRun::Print
    } else if let (Some(s), Some(_)) = (branching, tree) {
        ExploreRun::BranchTree(s)
    } else if let (Some(s), true) = (branching, args.trace) {
        ExploreRun::BranchTrace(s, limit)
    } else if let Some(format) = tree {
        ExploreRun::Tree {
            format,
            limit: Limits {
                nodes: limit,
                solutions: until,
                steps: None,
                blank: args.blank, // checked against `--tree svg` at the top of `request`
            },
        }
    } else if args.trace {
        ExploreRun::Trace { limit }
    } else if let Some(s) =
        strategy.filter(|&s| args.stats && s != crate::engine::branch::Strategy::Backtrack)
    {
        ExploreRun::Branch(s)
    } else if args.stats {
        ExploreRun::Stats { until }
    } else if let Some(mode) = own.mode {
        ExploreRun::Own(mode)
    } else if let Some(strategies) = pair.or_else(|| strategy.map(|s| vec![s])) {
        ExploreRun::BranchTui(strategies, playback)
    } else {
        ExploreRun::Tui(playback)
    })
}

/// The largest instance file [`named`] reads.
pub const MAX_BYTES: u64 = 1 << 20;

/// The instance a name gives: the file of that name if there is one (read and parsed, its
/// errors said with its name), else the built-in instance of that name.
pub fn named<I, E>(
    name: &str,
    parse: impl FnOnce(&str) -> Result<I, E>,
    built_in: impl FnOnce(&str) -> Option<I>,
    names: Vec<&'static str>,
    bad: impl FnOnce(String, E) -> UsageError,
) -> Result<I, UsageError> {
    named_within(name, MAX_BYTES, parse, built_in, names, bad)
}

/// As [`named`], for files of up to `max_bytes` (a set of many instances).
pub fn named_within<I, E>(
    name: &str,
    max_bytes: u64,
    parse: impl FnOnce(&str) -> Result<I, E>,
    built_in: impl FnOnce(&str) -> Option<I>,
    names: Vec<&'static str>,
    bad: impl FnOnce(String, E) -> UsageError,
) -> Result<I, UsageError> {
    let path = std::path::Path::new(name);
    if path.exists() {
        let text = read_text(name, max_bytes)?;
        return parse(&text).map_err(|e| bad(format!("{name}: "), e));
    }
    built_in(name).ok_or_else(|| UsageError::UnknownInstance(name.into(), names))
}

/// The text of the file `name`, of at most `max_bytes`: a regular file of UTF-8 (a leading
/// byte-order mark, which some editors write, dropped), else the usage error that says why not.
pub fn read_text(name: &str, max_bytes: u64) -> Result<String, UsageError> {
    use crate::engine::files::{ReadError, read_regular};
    let unreadable = |why: String| UsageError::Unreadable(name.into(), why);
    let bytes = read_regular(std::path::Path::new(name), max_bytes).map_err(|e| match e {
        ReadError::NotAFile => unreadable("not a regular file".into()),
        ReadError::TooLarge(size) => unreadable(format!("{size} bytes; at most {max_bytes}")),
        ReadError::Io(e) => unreadable(e.to_string()),
    })?;
    let text = String::from_utf8(bytes).map_err(|e| unreadable(e.to_string()))?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("both,none", Ok(vec![Prune::Both, Prune::None]))]
    #[case("none, constraint", Ok(vec![Prune::None, Prune::Constraint]))]
    #[case("both", Err(UsageError::BadPruneCompare("both".into())))]
    #[case("both,both", Err(UsageError::BadPruneCompare("both,both".into())))]
    #[case("both,all", Err(UsageError::BadPruneCompare("both,all".into())))]
    fn compare_takes_two_different_settings(
        #[case] text: &str,
        #[case] expected: Result<Vec<Prune>, UsageError>,
    ) {
        assert_eq!(parse_compare(text), expected);
    }

    #[test]
    fn a_byte_order_mark_is_dropped() {
        let path = std::env::temp_dir().join(format!("backtrack-bom-{}.txt", std::process::id()));
        std::fs::write(&path, "\u{feff}1.2\n").unwrap();
        let text = read_text(path.to_str().unwrap(), 100);
        std::fs::remove_file(&path).unwrap();
        assert_eq!(text.unwrap(), "1.2\n");
    }
}
