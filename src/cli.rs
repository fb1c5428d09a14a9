//! The command line: clap definitions, localized help, and validation into a [`Config`]: plain
//! requests for the visualizer (`app`) or the headless modes (`output`).
//!
//! clap checks the syntax (known flags, values present); everything with a range or a list of
//! allowed values is validated here, so every error is one localized line naming the input and
//! what is allowed. The words are in `cli/messages.rs`.

pub mod messages;

use std::ffi::OsString;
use std::path::PathBuf;

use clap::error::{ContextKind, ErrorKind};
use clap::{ArgAction, Args, CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::app::quiz::QuizKind;
use crate::app::{Playback, Speed, ThemeName};
use crate::i18n::Lang;
use crate::output::tree::TreeFormat;
use crate::output::{Format, MazeTask, QueensJob, QueensTask};
use crate::problems::maze::engine::parse::parse_cell;
use crate::problems::maze::engine::source::{self, Source};
use crate::problems::maze::engine::{Order, random};
use crate::problems::queens::engine::placement::{PlacementError, start_from_columns};
use crate::problems::queens::engine::{Algo, MAX_N, MIN_N};
use messages::{Cmd, Opt};

/// The `backtrack` command line as clap sees it.
#[derive(Debug, Parser)]
#[command(
    name = "backtrack",
    version,
    disable_help_subcommand = true,
    disable_help_flag = true,
    disable_version_flag = true
)]
pub struct Cli {
    /// Interface language.
    #[arg(long, global = true, value_name = "en|zh")]
    pub lang: Option<String>,
    /// Print help.
    #[arg(short = 'h', long, action = ArgAction::Help, global = true)]
    help: Option<bool>,
    /// Print the version.
    #[arg(short = 'V', long, action = ArgAction::Version)]
    version: Option<bool>,
    /// Which puzzle.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// With no subcommand, the N-Queens options apply.
    #[command(flatten)]
    pub queens: QueensArgs,
}

/// The puzzles.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// N-Queens.
    Queens(QueensArgs),
    /// Maze path-finding.
    Maze(MazeArgs),
    /// A shell completion script.
    Completions {
        /// bash, zsh, fish, elvish or powershell.
        #[arg(value_name = "SHELL")]
        shell: String,
    },
    /// The manual page (roff, in English).
    Man,
}

/// Playback options shared by every puzzle's visualizer.
#[derive(Debug, Args, Clone, Default)]
// Each flag is a switch on the command line: clap wants them as bools.
#[allow(clippy::struct_excessive_bools)]
pub struct PlaybackArgs {
    /// Steps per second.
    #[arg(long, value_name = "S", allow_negative_numbers = true)]
    pub speed: Option<String>,
    /// Start paused.
    #[arg(long)]
    pub paused: bool,
    /// ASCII glyphs.
    #[arg(long)]
    pub ascii: bool,
    /// Colour theme.
    #[arg(long, value_name = "dark|light|mono")]
    pub theme: Option<String>,
    /// Start zoomed.
    #[arg(long)]
    pub zoom: bool,
    /// Record the session as an asciicast.
    #[arg(long, value_name = "FILE.cast")]
    pub record: Option<PathBuf>,
    /// Predict the next step: a quiz (`all`: more kinds of question).
    #[arg(long, value_name = "all", num_args = 0..=1, default_missing_value = "basic")]
    pub quiz: Option<String>,
}

/// Options of `backtrack maze`.
// Each flag is a switch on the command line: clap wants them as bools.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Args, Clone, Default)]
pub struct MazeArgs {
    /// Maze file.
    #[arg(value_name = "FILE", conflicts_with = "random")]
    pub file: Option<PathBuf>,
    /// Direction order.
    #[arg(long, value_name = "DRUL")]
    pub order: Option<String>,
    /// Start cell.
    #[arg(long, value_name = "R,C")]
    pub start: Option<String>,
    /// Goal cell.
    #[arg(long, value_name = "R,C")]
    pub goal: Option<String>,
    /// Random maze size.
    #[arg(long, value_name = "RxC")]
    pub random: Option<String>,
    /// Random maze seed.
    #[arg(long, value_name = "S", allow_negative_numbers = true)]
    pub seed: Option<String>,
    /// Playback options.
    #[command(flatten)]
    pub playback: PlaybackArgs,
    /// Print the solved map.
    #[arg(long, conflicts_with_all = ["trace", "stats"])]
    pub print: bool,
    /// At most K events.
    #[arg(long, value_name = "K", allow_negative_numbers = true)]
    pub limit: Option<String>,
    /// Events as JSON Lines.
    #[arg(long, conflicts_with = "stats")]
    pub trace: bool,
    /// Counters of a full run.
    #[arg(long)]
    pub stats: bool,
    /// List the built-in mazes.
    #[arg(long)]
    pub list: bool,
}

/// Which maze, and where the search starts and ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MazeSpec {
    /// Which maze.
    pub source: Source,
    /// `--start`, if given.
    pub start: Option<(usize, usize)>,
    /// `--goal`, if given.
    pub goal: Option<(usize, usize)>,
    /// The direction order.
    pub order: Order,
}

/// What to do with a maze.
#[derive(Debug, Clone, PartialEq)]
pub enum MazeRun {
    /// The interactive visualizer.
    Tui(Playback),
    /// A headless mode.
    Headless(MazeTask),
}

/// Options of `backtrack queens`.
// Each flag is a switch on the command line: clap wants them as bools.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Args, Clone, Default)]
pub struct QueensArgs {
    /// Board size.
    #[arg(short = 'n', value_name = "N", allow_negative_numbers = true)]
    pub n: Option<String>,
    /// Algorithm.
    #[arg(long, value_name = "A")]
    pub algo: Option<String>,
    /// Two algorithms side by side.
    #[arg(long, value_name = "A,B", conflicts_with_all = ["algo", "print", "count", "trace", "stats"])]
    pub compare: Option<String>,
    /// Playback options.
    #[command(flatten)]
    pub playback: PlaybackArgs,
    /// Print solutions.
    #[arg(long, value_name = "FORMAT", conflicts_with_all = ["trace", "stats"])]
    pub print: Option<String>,
    /// At most K solutions or events.
    #[arg(long, value_name = "K", allow_negative_numbers = true)]
    pub limit: Option<String>,
    /// Count solutions.
    #[arg(long, conflicts_with_all = ["trace", "stats"])]
    pub count: bool,
    /// One solution per symmetry class (with --print); the number of classes (with --count).
    #[arg(long)]
    pub unique: bool,
    /// --count as one JSON object: N, solutions and classes.
    #[arg(long)]
    pub json: bool,
    /// The explored state-space tree.
    #[arg(long, value_name = "FORMAT", conflicts_with_all = ["compare", "print", "count", "trace", "stats"])]
    pub tree: Option<String>,
    /// Events as JSON Lines.
    #[arg(long, conflicts_with = "stats")]
    pub trace: bool,
    /// Run to the end and print counters.
    #[arg(long)]
    pub stats: bool,
    /// Threads for --count.
    #[arg(long, value_name = "T", allow_negative_numbers = true)]
    pub threads: Option<String>,
    /// Start from queens placed in rows 1..k (their columns, 1-based).
    #[arg(
        long,
        value_name = "COLS",
        allow_negative_numbers = true,
        conflicts_with = "unique"
    )]
    pub from: Option<String>,
}

impl QueensArgs {
    /// The first option given, if any (to reject `backtrack -n 6 maze`).
    fn first_given(&self) -> Option<&'static str> {
        let given = [
            (self.n.is_some(), "-n"),
            (self.algo.is_some(), "--algo"),
            (self.compare.is_some(), "--compare"),
            (self.playback.speed.is_some(), "--speed"),
            (self.playback.paused, "--paused"),
            (self.playback.ascii, "--ascii"),
            (self.playback.theme.is_some(), "--theme"),
            (self.playback.zoom, "--zoom"),
            (self.playback.record.is_some(), "--record"),
            (self.print.is_some(), "--print"),
            (self.limit.is_some(), "--limit"),
            (self.count, "--count"),
            (self.unique, "--unique"),
            (self.json, "--json"),
            (self.tree.is_some(), "--tree"),
            (self.trace, "--trace"),
            (self.stats, "--stats"),
            (self.threads.is_some(), "--threads"),
            (self.from.is_some(), "--from"),
        ];
        given
            .into_iter()
            .find(|&(set, _)| set)
            .map(|(_, name)| name)
    }
}

/// A validated command line.
#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    /// Interface language.
    pub lang: Lang,
    /// What to run.
    pub run: Run,
}

/// What to run.
#[derive(Debug, Clone, PartialEq)]
pub enum Run {
    /// The N-Queens visualizer.
    Queens {
        /// Board size, 1..=32.
        n: usize,
        /// One algorithm, or two side by side (`--compare`).
        algos: Vec<Algo>,
        /// Speed, start paused, glyphs.
        playback: Playback,
        /// Queens placed in rows 1..k to go on from (`--from`; 0-based columns).
        start: Vec<u8>,
    },
    /// A headless N-Queens mode.
    QueensHeadless(QueensJob),
    /// A maze, in the visualizer or headless.
    Maze {
        /// Which maze.
        maze: MazeSpec,
        /// What to do with it.
        run: MazeRun,
    },
}

/// What is wrong with `--from`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FromProblem {
    /// A word that is not a column number.
    NotANumber(String),
    /// Columns that are not a start (out of range, too many, attacking queens).
    Placement(PlacementError),
}

/// `--from 1,5,8`: the start's columns (0-based), for an `n`×`n` board.
fn parse_from(value: &str, n: usize) -> Result<Vec<u8>, UsageError> {
    let bad = |p| UsageError::BadFrom(value.to_string(), p);
    let given: Vec<usize> = value
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(|t| {
            t.parse::<usize>()
                .map_err(|_| bad(FromProblem::NotANumber(t.to_string())))
        })
        .collect::<Result<_, _>>()?;
    start_from_columns(n, &given).map_err(|e| bad(FromProblem::Placement(e)))
}

/// What was wrong with the command line; [`messages::usage_error`] words it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UsageError {
    /// `-n` is not a whole number in range.
    BadN(String),
    /// `--speed` is not a number in range nor `max`.
    BadSpeed(String),
    /// `--print` names no known format.
    BadFormat(String),
    /// `--tree` names no known format.
    BadTreeFormat(String),
    /// `--print digits` with a board too large for one digit per row.
    DigitsTooLarge(usize),
    /// `--limit` is not a positive whole number.
    BadLimit(String),
    /// `--limit` without `--print` or `--trace`.
    LimitWithoutOutput,
    /// `--unique` without `--print` or `--count`.
    UniqueWithoutOutput,
    /// `--json` without `--count`.
    JsonWithoutCount,
    /// `--threads` is not a whole number from 1 to 256.
    BadThreads(String),
    /// `--from` is not a start: a word that is not a number, or queens that cannot be one.
    BadFrom(String, FromProblem),
    /// `--quiz` names no known kind.
    BadQuiz(String),
    /// `--threads` without `--count`.
    ThreadsWithoutCount,
    /// `--lang` is neither `en` nor `zh`.
    BadLang(String),
    /// `--theme` names no theme.
    BadTheme(String),
    /// `--algo` or `--compare` names no known algorithm.
    BadAlgo(String),
    /// `--compare` is not two algorithm names separated by a comma.
    BadCompare(String),
    /// `--order` is not a permutation of DRUL.
    BadOrder(String),
    /// `--start` or `--goal` is not `R,C`.
    BadCell(&'static str, String),
    /// `--random` is not `RxC` with sides of at least 3 and at most a million cells.
    BadMazeSize(String),
    /// `--seed` is not a whole number.
    BadSeed(String),
    /// An option given before the command it belongs after (`backtrack -n 6 maze`).
    OptionBeforeCommand(String, &'static str),
    /// An option clap does not know, with its suggestion if any, under a command.
    UnknownArg(String, Option<String>, Cmd),
    /// A number larger than the option allows.
    TooLarge(&'static str, String, u64),
    /// An option that works only together with another (`--seed` needs `--random`).
    Requires(&'static str, &'static str),
    /// An option that would do nothing with another (`--speed` with `--count`).
    NoEffect(&'static str, &'static str),
    /// A subcommand clap does not know.
    UnknownCommand(String),
    /// `completions` names no shell it knows.
    BadShell(String),
    /// Two options that cannot go together.
    Conflict(String, String),
    /// An option given without its value.
    MissingValue(String),
    /// An option given more than once.
    Repeated(String),
    /// The visualizer was asked for but stdout is not a terminal (a pipe, a file).
    NotATerminal(Cmd),
    /// The visualizer was asked for in a session without a terminal at all.
    NoTerminal(Cmd),
    /// Anything else clap reported, in its own words.
    Other(String),
}

/// The outcome of parsing: run something, or print help/version text and stop.
#[derive(Debug)]
pub enum Parsed {
    /// Run with this configuration.
    Run(Config),
    /// Print this text (help or version) to stdout and exit 0.
    Print(String),
}

/// The language asked for by `--lang` in `args` (if valid), else the locale's.
pub fn language(args: &[OsString], from_env: Lang) -> Lang {
    let mut iter = args.iter().filter_map(|a| a.to_str());
    while let Some(arg) = iter.next() {
        let value = match arg.strip_prefix("--lang") {
            Some("") => iter.next(),
            Some(rest) => rest.strip_prefix('='),
            None => continue,
        };
        if let Some(lang) = value.and_then(Lang::parse) {
            return lang;
        }
    }
    from_env
}

/// The clap command with every help string in `lang`.
pub fn command(lang: Lang) -> clap::Command {
    let t = messages::text(lang);
    let next = std::cell::Cell::new(0);
    let localize = |cmd: clap::Command, which: Cmd, usage: &'static str| {
        cmd.override_usage(usage)
            .help_template(format!(
                "{{about}}\n\n{} {{usage}}\n\n{{all-args}}{{after-help}}\n",
                t.usage
            ))
            .subcommand_help_heading(t.commands)
            .mut_args(|a| {
                let heading = if a.is_positional() {
                    t.arguments
                } else {
                    t.options
                };
                // The command's own options first, in the order they are declared; the language,
                // help and version last.
                let order = match a.get_id().as_str() {
                    "lang" => 900,
                    "help" => 901,
                    "version" => 902,
                    _ => {
                        next.set(next.get() + 1);
                        next.get()
                    }
                };
                let a = a.help_heading(heading).display_order(order);
                match Opt::from_id(a.get_id().as_str()) {
                    Some(opt) => a.help(messages::option_help(lang, which, opt)),
                    None => a,
                }
            })
    };
    let mut cmd = localize(
        Cli::command().about(t.about).after_help(t.examples),
        Cmd::Queens,
        t.usages[0],
    );
    cmd = cmd.mut_subcommand("queens", |sub| {
        localize(sub.about(t.queens), Cmd::Queens, t.usages[1])
    });
    cmd = cmd.mut_subcommand("maze", |sub| {
        localize(sub.about(t.maze), Cmd::Maze, t.usages[2])
    });
    cmd = cmd.mut_subcommand("completions", |sub| {
        sub.about(t.completions).mut_arg("shell", |a| {
            a.help(messages::option_help(lang, Cmd::Queens, Opt::Shell))
        })
    });
    cmd = cmd.mut_subcommand("man", |sub| sub.about(t.man));
    cmd
}

/// Parses and validates `args` (including the program name) in `lang`.
pub fn parse(args: &[OsString], lang: Lang) -> Result<Parsed, UsageError> {
    let matches = match command(lang).try_get_matches_from(args) {
        Ok(m) => m,
        Err(e) => return from_clap(&e, command_in(args)),
    };
    let cli = Cli::from_arg_matches(&matches).map_err(|e| UsageError::Other(first_line(&e)))?;
    if let Some(l) = &cli.lang {
        Lang::parse(l).ok_or_else(|| UsageError::BadLang(l.clone()))?;
    }
    // N-Queens options are accepted without a command; with one they must come after it.
    if let (Some(command), Some(option)) = (&cli.command, cli.queens.first_given()) {
        let name = match command {
            Command::Queens(_) => "queens",
            Command::Maze(_) => "maze",
            Command::Completions { .. } => "completions",
            Command::Man => "man",
        };
        return Err(UsageError::OptionBeforeCommand(option.to_string(), name));
    }
    if let Some(Command::Maze(args)) = &cli.command
        && args.list
    {
        let other = [
            (args.file.is_some(), "FILE"),
            (args.order.is_some(), "--order"),
            (args.start.is_some(), "--start"),
            (args.goal.is_some(), "--goal"),
            (args.random.is_some(), "--random"),
            (args.seed.is_some(), "--seed"),
            (args.print, "--print"),
            (args.limit.is_some(), "--limit"),
            (args.trace, "--trace"),
            (args.stats, "--stats"),
        ]
        .into_iter()
        .find_map(|(given, name)| given.then_some(name))
        .or_else(|| playback_given(&args.playback));
        if let Some(other) = other {
            return Err(UsageError::Conflict("--list".into(), other.into()));
        }
        return Ok(Parsed::Print(source::list()));
    }
    let run = match cli.command {
        Some(Command::Queens(args)) => validate_queens(&args, lang)?,
        Some(Command::Maze(args)) => validate_maze(&args, lang)?,
        Some(Command::Completions { shell }) => {
            let shell: clap_complete::Shell = shell
                .parse()
                .map_err(|_| UsageError::BadShell(shell.clone()))?;
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut command(Lang::En), "backtrack", &mut script);
            return Ok(Parsed::Print(String::from_utf8_lossy(&script).into_owned()));
        }
        Some(Command::Man) => {
            let mut page = Vec::new();
            clap_mangen::Man::new(command(Lang::En))
                .render(&mut page)
                .map_err(|e| UsageError::Other(e.to_string()))?;
            return Ok(Parsed::Print(String::from_utf8_lossy(&page).into_owned()));
        }
        None => validate_queens(&cli.queens, lang)?,
    };
    Ok(Parsed::Run(Config { lang, run }))
}

/// `--speed`: steps per second or `max`; 5 when not given.
fn parse_speed(value: Option<&str>) -> Result<Speed, UsageError> {
    match value {
        None => Ok(Speed::default()),
        Some(s) => Speed::parse(s).ok_or_else(|| UsageError::BadSpeed(s.to_string())),
    }
}

/// The visualizer's settings from `--speed`, `--paused`, `--ascii` and `--theme`. Without
/// `--theme`, `NO_COLOR` (set and not empty) asks for the monochrome theme.
fn playback(args: &PlaybackArgs, lang: Lang) -> Result<Playback, UsageError> {
    let theme = match &args.theme {
        Some(t) => ThemeName::parse(t).ok_or_else(|| UsageError::BadTheme(t.clone()))?,
        None if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) => ThemeName::Mono,
        None => ThemeName::Dark,
    };
    Ok(Playback {
        lang,
        speed: parse_speed(args.speed.as_deref())?,
        paused: args.paused,
        ascii: args.ascii,
        theme,
        zoom: args.zoom,
        record: args.record.clone(),
        quiz: match &args.quiz {
            None => None,
            Some(k) => Some(QuizKind::parse(k).ok_or_else(|| UsageError::BadQuiz(k.clone()))?),
        },
    })
}

/// `--limit`: a whole number of at least 1.
fn parse_limit(value: Option<&str>) -> Result<Option<u64>, UsageError> {
    let Some(s) = value else { return Ok(None) };
    let k = s.trim().parse::<u64>().ok().filter(|&k| k > 0);
    match k {
        Some(k) => Ok(Some(k)),
        None if too_large(s) => Err(UsageError::TooLarge("--limit", s.to_string(), u64::MAX)),
        None => Err(UsageError::BadLimit(s.to_string())),
    }
}

/// Whether `s` is a whole number too large for 64 bits.
fn too_large(s: &str) -> bool {
    let s = s.trim();
    !s.is_empty() && s.chars().all(|c| c.is_ascii_digit()) && s.parse::<u64>().is_err()
}

/// The first of the visualizer's options given, which do nothing in a headless mode.
fn playback_given(args: &PlaybackArgs) -> Option<&'static str> {
    [
        (args.speed.is_some(), "--speed"),
        (args.paused, "--paused"),
        (args.ascii, "--ascii"),
        (args.theme.is_some(), "--theme"),
        (args.zoom, "--zoom"),
        (args.record.is_some(), "--record"),
        (args.quiz.is_some(), "--quiz"),
    ]
    .into_iter()
    .find_map(|(given, name)| given.then_some(name))
}

fn validate_maze(args: &MazeArgs, lang: Lang) -> Result<Run, UsageError> {
    let order = match &args.order {
        None => Order::default(),
        Some(s) => Order::parse(s).ok_or_else(|| UsageError::BadOrder(s.clone()))?,
    };
    let cell = |flag: &'static str, value: Option<&str>| match value {
        None => Ok(None),
        Some(s) => parse_cell(s)
            .map(Some)
            .ok_or_else(|| UsageError::BadCell(flag, s.to_string())),
    };
    let start = cell("--start", args.start.as_deref())?;
    let goal = cell("--goal", args.goal.as_deref())?;
    let source = match (&args.random, &args.file) {
        (Some(size), _) => {
            let (rows, cols) = random::parse_size(size)
                .filter(|&(r, c)| random::valid_size(r, c))
                .ok_or_else(|| UsageError::BadMazeSize(size.clone()))?;
            let seed = match &args.seed {
                None => 1,
                Some(s) if too_large(s) => {
                    return Err(UsageError::TooLarge("--seed", s.clone(), u64::MAX));
                }
                Some(s) => s
                    .trim()
                    .parse()
                    .map_err(|_| UsageError::BadSeed(s.clone()))?,
            };
            Source::Random { rows, cols, seed }
        }
        // A file of that name wins; else a built-in maze's name (`classic`).
        (None, Some(path)) => match path.to_str().and_then(source::built_in) {
            Some(name) if !path.exists() => Source::BuiltIn(name),
            _ => Source::File(path.clone()),
        },
        (None, None) => Source::Seed,
    };
    if args.seed.is_some() && args.random.is_none() {
        return Err(UsageError::Requires("--seed", "--random"));
    }
    if args.limit.is_some() && !args.trace {
        return Err(UsageError::Requires("--limit", "--trace"));
    }
    let headless = [
        (args.print, "--print"),
        (args.trace, "--trace"),
        (args.stats, "--stats"),
    ]
    .into_iter()
    .find_map(|(given, name)| given.then_some(name));
    if let (Some(mode), Some(flag)) = (headless, playback_given(&args.playback)) {
        return Err(UsageError::NoEffect(flag, mode));
    }
    let playback = playback(&args.playback, lang)?;
    let limit = parse_limit(args.limit.as_deref())?;
    let run = if args.print {
        MazeRun::Headless(MazeTask::Print)
    } else if args.trace {
        MazeRun::Headless(MazeTask::Trace { limit })
    } else if args.stats {
        MazeRun::Headless(MazeTask::Stats)
    } else {
        MazeRun::Tui(playback)
    };
    let maze = MazeSpec {
        source,
        start,
        goal,
        order,
    };
    Ok(Run::Maze { maze, run })
}

/// The options that go with counting (`--unique`, `--json`, `--threads`) against the task;
/// the threads asked for.
fn counting_options(
    args: &QueensArgs,
    task: Option<QueensTask>,
) -> Result<Option<usize>, UsageError> {
    let counting = matches!(task, Some(QueensTask::Count { .. }));
    if args.unique && !counting && !matches!(task, Some(QueensTask::Print { .. })) {
        return Err(UsageError::UniqueWithoutOutput);
    }
    if args.json && !counting {
        return Err(UsageError::JsonWithoutCount);
    }
    // The count is the bitboard counter's, whatever the algorithm.
    if counting && args.algo.is_some() {
        return Err(UsageError::NoEffect("--algo", "--count"));
    }
    let threads = match &args.threads {
        None => None,
        Some(s) => Some(
            s.trim()
                .parse::<usize>()
                .ok()
                .filter(|t| (1..=256).contains(t))
                .ok_or_else(|| UsageError::BadThreads(s.clone()))?,
        ),
    };
    if threads.is_some()
        && !counting
        && !matches!(task, Some(QueensTask::Print { count: true, .. }))
    {
        return Err(UsageError::ThreadsWithoutCount);
    }
    Ok(threads)
}

fn validate_queens(args: &QueensArgs, lang: Lang) -> Result<Run, UsageError> {
    let n = match &args.n {
        None => 8,
        Some(s) => s
            .trim()
            .parse::<usize>()
            .ok()
            .filter(|n| (MIN_N..=MAX_N).contains(n))
            .ok_or_else(|| UsageError::BadN(s.clone()))?,
    };
    let algos = match (&args.algo, &args.compare) {
        (Some(a), _) => vec![Algo::parse(a).ok_or_else(|| UsageError::BadAlgo(a.clone()))?],
        (None, Some(pair)) => {
            let names: Vec<&str> = pair.split(',').map(str::trim).collect();
            if names.len() != 2 {
                return Err(UsageError::BadCompare(pair.clone()));
            }
            names
                .iter()
                .map(|&a| Algo::parse(a).ok_or_else(|| UsageError::BadAlgo(a.to_string())))
                .collect::<Result<_, _>>()?
        }
        (None, None) => vec![Algo::default()],
    };
    let playback = playback(&args.playback, lang)?;
    let limit = parse_limit(args.limit.as_deref())?;
    let start = match &args.from {
        Some(v) => parse_from(v, n)?,
        None => Vec::new(),
    };
    let task = if let Some(f) = &args.print {
        let format = Format::parse(f).ok_or_else(|| UsageError::BadFormat(f.clone()))?;
        if n > format.max_n() {
            return Err(UsageError::DigitsTooLarge(n));
        }
        Some(QueensTask::Print {
            format,
            limit,
            count: args.count,
            unique: args.unique,
        })
    } else if args.count {
        Some(QueensTask::Count {
            unique: args.unique,
            json: args.json,
        })
    } else if let Some(f) = &args.tree {
        let format = TreeFormat::parse(f).ok_or_else(|| UsageError::BadTreeFormat(f.clone()))?;
        Some(QueensTask::Tree { format, limit })
    } else if args.trace {
        Some(QueensTask::Trace { limit })
    } else if args.stats {
        Some(QueensTask::Stats)
    } else {
        None
    };
    if limit.is_some()
        && !matches!(
            task,
            Some(QueensTask::Print { .. } | QueensTask::Trace { .. } | QueensTask::Tree { .. })
        )
    {
        return Err(UsageError::LimitWithoutOutput);
    }
    let mode = if args.print.is_some() {
        "--print"
    } else if args.count {
        "--count"
    } else if args.tree.is_some() {
        "--tree"
    } else if args.trace {
        "--trace"
    } else {
        "--stats"
    };
    if let (Some(_), Some(flag)) = (task, playback_given(&args.playback)) {
        return Err(UsageError::NoEffect(flag, mode));
    }
    let threads = counting_options(args, task)?;
    Ok(match task {
        None => Run::Queens {
            n,
            algos,
            playback,
            start,
        },
        Some(task) => Run::QueensHeadless(QueensJob {
            n,
            algo: algos[0],
            task,
            threads,
            start,
        }),
    })
}

fn first_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let line = text.lines().next().unwrap_or_default();
    line.strip_prefix("error: ").unwrap_or(line).to_string()
}

/// The command the arguments name (`maze` or `queens`; N-Queens when none).
fn command_in(args: &[OsString]) -> Cmd {
    let maze = args
        .iter()
        .skip(1)
        .filter_map(|a| a.to_str())
        .find(|a| matches!(*a, "maze" | "queens"))
        == Some("maze");
    if maze { Cmd::Maze } else { Cmd::Queens }
}

fn from_clap(e: &clap::Error, cmd: Cmd) -> Result<Parsed, UsageError> {
    let ctx = |kind| e.get(kind).map(std::string::ToString::to_string);
    let arg = || ctx(ContextKind::InvalidArg).unwrap_or_default();
    Err(match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            return Ok(Parsed::Print(e.render().to_string()));
        }
        ErrorKind::UnknownArgument => {
            UsageError::UnknownArg(arg(), ctx(ContextKind::SuggestedArg), cmd)
        }
        ErrorKind::InvalidSubcommand => {
            UsageError::UnknownCommand(ctx(ContextKind::InvalidSubcommand).unwrap_or_default())
        }
        ErrorKind::ArgumentConflict if ctx(ContextKind::PriorArg) == Some(arg()) => {
            UsageError::Repeated(arg())
        }
        ErrorKind::ArgumentConflict => {
            UsageError::Conflict(arg(), ctx(ContextKind::PriorArg).unwrap_or_default())
        }
        ErrorKind::InvalidValue
            if ctx(ContextKind::InvalidValue)
                .unwrap_or_default()
                .is_empty() =>
        {
            UsageError::MissingValue(arg())
        }
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => UsageError::MissingValue(arg()),
        _ => UsageError::Other(first_line(e)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn run(args: &str) -> Result<Parsed, UsageError> {
        let words: Vec<OsString> = std::iter::once("backtrack")
            .chain(args.split_whitespace())
            .map(OsString::from)
            .collect();
        parse(&words, Lang::En)
    }

    fn config(args: &str) -> Run {
        match run(args) {
            Ok(Parsed::Run(Config { run, .. })) => run,
            other => panic!("{args}: {other:?}"),
        }
    }

    /// N and, for a headless run, its task (`None`: the visualizer).
    fn queens(args: &str) -> (usize, Option<QueensTask>) {
        match config(args) {
            Run::Queens { n, .. } => (n, None),
            Run::QueensHeadless(job) => (job.n, Some(job.task)),
            maze @ Run::Maze { .. } => panic!("{args}: {maze:?}"),
        }
    }

    fn algos(args: &str) -> Vec<Algo> {
        match config(args) {
            Run::Queens { algos, .. } => algos,
            Run::QueensHeadless(job) => vec![job.algo],
            maze @ Run::Maze { .. } => panic!("{args}: {maze:?}"),
        }
    }

    fn maze(args: &str) -> (MazeSpec, MazeRun) {
        match config(args) {
            Run::Maze { maze, run } => (maze, run),
            other => panic!("{args}: {other:?}"),
        }
    }

    #[test]
    fn lang_goes_before_or_after_the_command() {
        for args in [
            "--lang zh queens -n 5",
            "queens --lang zh -n 5",
            "--lang zh maze",
        ] {
            let argv: Vec<OsString> = std::iter::once("backtrack")
                .chain(args.split_whitespace())
                .map(OsString::from)
                .collect();
            assert!(
                matches!(parse(&argv, Lang::Zh), Ok(Parsed::Run(_))),
                "{args}"
            );
        }
    }

    #[test]
    fn maze_invocations() {
        let (m, run) = maze("maze");
        assert_eq!((m.source, m.order), (Source::Seed, Order::default()));
        assert!(matches!(run, MazeRun::Tui(_)));
        let (m, run) = maze("maze walls.txt --order ULDR --start 1,2 --goal 5,5 --print");
        assert_eq!(m.source, Source::File("walls.txt".into()));
        assert_eq!(
            (m.start, m.goal, run),
            (
                Some((1, 2)),
                Some((5, 5)),
                MazeRun::Headless(MazeTask::Print)
            )
        );
        assert_eq!(m.order.name(), "ULDR");
        let (m, run) = maze("maze --random 21x41 --seed 7 --trace --limit 9");
        assert_eq!(
            m.source,
            Source::Random {
                rows: 21,
                cols: 41,
                seed: 7
            }
        );
        assert_eq!(run, MazeRun::Headless(MazeTask::Trace { limit: Some(9) }));
    }

    #[rstest]
    #[case("maze --order DRUX", UsageError::BadOrder("DRUX".into()))]
    #[case("maze --order DRU", UsageError::BadOrder("DRU".into()))]
    #[case("maze --start 1;2", UsageError::BadCell("--start", "1;2".into()))]
    #[case("maze --goal x,y", UsageError::BadCell("--goal", "x,y".into()))]
    #[case("maze --random 2x9", UsageError::BadMazeSize("2x9".into()))]
    #[case("maze --random 2000x2000", UsageError::BadMazeSize("2000x2000".into()))]
    #[case("maze --random 9x9 --seed four", UsageError::BadSeed("four".into()))]
    fn bad_maze_invocations(#[case] args: &str, #[case] expected: UsageError) {
        assert_eq!(run(args).unwrap_err(), expected);
    }

    #[test]
    fn algorithms_come_from_algo_or_compare() {
        assert_eq!(algos(""), vec![Algo::Iterative]);
        assert_eq!(
            algos("queens --algo cells --print board"),
            vec![Algo::Cells]
        );
        assert_eq!(
            algos("queens -n 6 --compare iterative,cells"),
            vec![Algo::Iterative, Algo::Cells]
        );
        assert!(matches!(
            run("queens --compare iterative,cells --trace"),
            Err(UsageError::Conflict(..))
        ));
    }

    #[test]
    fn no_arguments_is_the_eight_queens_visualizer_at_five_steps_per_second() {
        let Run::Queens {
            n,
            algos,
            playback,
            start,
        } = config("")
        else {
            panic!("not the visualizer");
        };
        assert_eq!(
            (n, algos, playback.speed, playback.paused, start),
            (8, vec![Algo::Iterative], Speed::Rate(5.0), false, vec![])
        );
        let Run::Queens { start, .. } = config("queens -n 8 --from 1,5,8") else {
            panic!("not the visualizer");
        };
        assert_eq!(start, vec![0, 4, 7], "seed 001's 1-based columns");
        assert_eq!(config("queens"), config(""));
    }

    #[rstest]
    #[case("queens -n 6 --paused --speed 20", 6, None)]
    #[case("-n 12 --count", 12, Some(QueensTask::Count { unique: false, json: false }))]
    #[case("-n 12 --count --unique", 12, Some(QueensTask::Count { unique: true, json: false }))]
    #[case("-n 12 --count --json", 12, Some(QueensTask::Count { unique: false, json: true }))]
    #[case("queens -n 4 --print board", 4, Some(QueensTask::Print { format: Format::Board, limit: None, count: false, unique: false }))]
    #[case("queens -n 8 --print digits --count", 8, Some(QueensTask::Print { format: Format::Digits, limit: None, count: true, unique: false }))]
    #[case("queens -n 8 --print columns1 --unique", 8, Some(QueensTask::Print { format: Format::Columns1, limit: None, count: false, unique: true }))]
    #[case("queens -n 5 --trace --limit 10", 5, Some(QueensTask::Trace { limit: Some(10) }))]
    #[case("queens -n 9 --stats", 9, Some(QueensTask::Stats))]
    #[case("queens -n 32", 32, None)]
    #[case("queens -n 1", 1, None)]
    fn valid_invocations(#[case] args: &str, #[case] n: usize, #[case] task: Option<QueensTask>) {
        assert_eq!(queens(args), (n, task));
    }

    #[rstest]
    #[case("-n 0", UsageError::BadN("0".into()))]
    #[case("queens -n 33", UsageError::BadN("33".into()))]
    #[case("queens -n eight", UsageError::BadN("eight".into()))]
    #[case("queens --speed 0.1", UsageError::BadSpeed("0.1".into()))]
    #[case("queens --print html", UsageError::BadFormat("html".into()))]
    #[case("queens -n 11 --print digits", UsageError::DigitsTooLarge(11))]
    #[case("queens --limit 5", UsageError::LimitWithoutOutput)]
    #[case("queens --print board --limit 0", UsageError::BadLimit("0".into()))]
    #[case("--lang fr", UsageError::BadLang("fr".into()))]
    #[case("-n 6 maze", UsageError::OptionBeforeCommand("-n".into(), "maze"))]
    #[case("--paused queens", UsageError::OptionBeforeCommand("--paused".into(), "queens"))]
    #[case("--algo greedy", UsageError::BadAlgo("greedy".into()))]
    #[case("--compare iterative", UsageError::BadCompare("iterative".into()))]
    #[case("--compare iterative,magic", UsageError::BadAlgo("magic".into()))]
    #[case("--count --threads 0", UsageError::BadThreads("0".into()))]
    #[case("--threads 2", UsageError::ThreadsWithoutCount)]
    #[case("queens -n 8 --unique", UsageError::UniqueWithoutOutput)]
    #[case("queens -n 8 --trace --unique", UsageError::UniqueWithoutOutput)]
    #[case("queens -n 8 --print board --json", UsageError::JsonWithoutCount)]
    #[case("queens --frobnicate", UsageError::UnknownArg("--frobnicate".into(), None, Cmd::Queens))]
    #[case("sudoku", UsageError::UnknownCommand("sudoku".into()))]
    #[case("queens --trace --stats", UsageError::Conflict("--trace".into(), "--stats".into()))]
    fn bad_invocations(#[case] args: &str, #[case] expected: UsageError) {
        assert_eq!(run(args).unwrap_err(), expected);
    }

    #[test]
    fn every_error_is_one_line_in_both_languages() {
        for args in [
            "-n 0",
            "--speed x",
            "--print html",
            "-n 11 --print digits",
            "--trace --stats",
            "--nope",
            "-n",
        ] {
            let e = run(args).unwrap_err();
            for lang in Lang::ALL {
                let msg = messages::usage_error(lang, &e);
                assert!(!msg.is_empty() && !msg.contains('\n'), "{args}: {msg:?}");
            }
        }
    }

    #[rstest]
    #[case(&["backtrack", "--lang", "zh"], Lang::Zh)]
    #[case(&["backtrack", "queens", "--lang=zh"], Lang::Zh)]
    #[case(&["backtrack", "--lang", "xx"], Lang::En)]
    #[case(&["backtrack"], Lang::En)]
    fn language_from_arguments(#[case] args: &[&str], #[case] expected: Lang) {
        let args: Vec<OsString> = args.iter().map(OsString::from).collect();
        assert_eq!(language(&args, Lang::En), expected);
    }

    #[test]
    fn maze_help_speaks_of_mazes() {
        let mut cmd = command(Lang::En);
        let maze = cmd
            .find_subcommand_mut("maze")
            .unwrap()
            .render_help()
            .to_string();
        assert!(
            maze.contains("showMap") && maze.contains("--order"),
            "{maze}"
        );
        assert!(!maze.contains("columns1"), "{maze}");
    }

    #[test]
    fn help_is_localized() {
        let en = command(Lang::En).render_help().to_string();
        let zh = command(Lang::Zh).render_help().to_string();
        assert!(en.contains("Usage:") && en.contains("--print"), "{en}");
        assert!(zh.contains("用法") && zh.contains("--print"), "{zh}");
        assert!(zh.contains("backtrack [选项] [命令]"), "{zh}");
        assert!(
            !zh.contains("[OPTIONS]"),
            "no English in the Chinese help: {zh}"
        );
        assert_ne!(en, zh);
    }

    /// Every option and argument of every command has help in both languages.
    #[test]
    fn every_option_has_help_in_both_languages() {
        for lang in Lang::ALL {
            let mut cmd = command(lang);
            let subs: Vec<String> = cmd
                .get_subcommands()
                .map(|s| s.get_name().to_string())
                .collect();
            assert_eq!(subs, ["queens", "maze", "completions", "man"]);
            let mut commands = vec![cmd.clone()];
            for name in &subs {
                let sub = cmd.find_subcommand_mut(name).unwrap().clone();
                assert!(sub.get_about().is_some_and(|a| !a.to_string().is_empty()));
                commands.push(sub);
            }
            for c in commands {
                for arg in c.get_arguments() {
                    let id = arg.get_id().as_str();
                    assert!(Opt::from_id(id).is_some(), "{id} has no Opt");
                    let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
                    assert!(!help.is_empty(), "{lang:?} {}: {id}", c.get_name());
                }
            }
        }
    }

    /// Every usage error has one line of words in both languages.
    #[test]
    fn every_usage_error_is_worded_in_both_languages() {
        let s = || "x".to_string();
        let errors = [
            UsageError::BadN(s()),
            UsageError::BadSpeed(s()),
            UsageError::BadFormat(s()),
            UsageError::BadTreeFormat(s()),
            UsageError::DigitsTooLarge(11),
            UsageError::BadLimit(s()),
            UsageError::LimitWithoutOutput,
            UsageError::BadThreads(s()),
            UsageError::ThreadsWithoutCount,
            UsageError::BadLang(s()),
            UsageError::BadTheme(s()),
            UsageError::BadAlgo(s()),
            UsageError::BadCompare(s()),
            UsageError::BadOrder(s()),
            UsageError::BadCell("--start", s()),
            UsageError::BadMazeSize(s()),
            UsageError::BadSeed(s()),
            UsageError::OptionBeforeCommand(s(), "maze"),
            UsageError::UnknownArg(s(), Some(s()), Cmd::Maze),
            UsageError::TooLarge("--limit", s(), u64::MAX),
            UsageError::Requires("--seed", "--random"),
            UsageError::NoEffect("--speed", "--count"),
            UsageError::UnknownCommand(s()),
            UsageError::Conflict(s(), s()),
            UsageError::MissingValue(s()),
            UsageError::Repeated(s()),
            UsageError::NotATerminal(Cmd::Queens),
            UsageError::NotATerminal(Cmd::Maze),
            UsageError::NoTerminal(Cmd::Queens),
            UsageError::NoTerminal(Cmd::Maze),
        ];
        for e in &errors {
            let en = messages::usage_error(Lang::En, e);
            let zh = messages::usage_error(Lang::Zh, e);
            for msg in [&en, &zh] {
                assert!(!msg.is_empty() && !msg.contains('\n'), "{e:?}: {msg:?}");
            }
            assert_ne!(en, zh, "{e:?} is not translated");
        }
    }
}
