//! The command line: the shared options and the commands every problem gets from the registry,
//! localized help, and validation into a [`Config`]: a plain request for one problem (its
//! visualizer or its headless modes).
//!
//! clap checks the syntax (known flags, values present); everything with a range or a list of
//! allowed values is validated here or in the problem's `cli.rs`, so every error is one
//! localized line naming the input and what is allowed. The shared words are in
//! `cli/messages.rs`.

pub mod explore;
pub mod messages;

use std::ffi::OsString;
use std::fmt::Debug;
use std::path::PathBuf;
use std::sync::Arc;

use clap::{Arg, ArgAction, Args, Command};

use crate::app::quiz::QuizKind;
use crate::app::{GifEnd, GifRequest, Playback, Speed, ThemeName};
use crate::engine::numbers::digits;
use crate::i18n::Lang;

/// Playback options shared by every problem's visualizer.
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
    /// With `--record` or `--gif`: replace a file of that name (never a link).
    #[arg(long)]
    pub force: bool,
    /// Predict the next step: a quiz (`all`: more kinds of question).
    #[arg(long, value_name = "all", num_args = 0..=1, default_missing_value = "basic")]
    pub quiz: Option<String>,
    /// Write an animated GIF of the search instead of showing it.
    #[arg(long, value_name = "FILE.gif", conflicts_with = "record")]
    pub gif: Option<PathBuf>,
    /// With `--gif`: the first step shown.
    #[arg(long, value_name = "A")]
    pub from_step: Option<String>,
    /// With `--gif`: the last step shown.
    #[arg(long, value_name = "B", conflicts_with = "until_solution")]
    pub to_step: Option<String>,
    /// With `--gif`: up to solution K.
    #[arg(long, value_name = "K")]
    pub until_solution: Option<String>,
    /// With `--gif`: the screen's size in cells.
    #[arg(long, value_name = "COLSxROWS")]
    pub gif_size: Option<String>,
    /// With `--gif`: frames per second.
    #[arg(long, value_name = "F")]
    pub fps: Option<String>,
    /// With `--gif`: keys pressed before the first frame.
    #[arg(long, value_name = "KEYS", allow_hyphen_values = true)]
    pub keys: Option<String>,
}

impl PlaybackArgs {
    /// The first of the visualizer's options given, which do nothing in a headless mode.
    pub fn first_given(&self) -> Option<&'static str> {
        [
            (self.speed.is_some(), "--speed"),
            (self.paused, "--paused"),
            (self.ascii, "--ascii"),
            (self.theme.is_some(), "--theme"),
            (self.zoom, "--zoom"),
            (self.record.is_some(), "--record"),
            (self.quiz.is_some(), "--quiz"),
            (self.gif.is_some(), "--gif"),
        ]
        .into_iter()
        .find_map(|(given, name)| given.then_some(name))
    }

    /// The visualizer's settings. Without `--theme`, `NO_COLOR` (set and not empty) asks for
    /// the monochrome theme, else the terminal's background chooses dark or light when the
    /// visualizer starts (`auto_theme`).
    pub fn playback(&self, lang: Lang) -> Result<Playback, UsageError> {
        if self.force && self.record.is_none() && self.gif.is_none() {
            return Err(UsageError::Requires("--force", "--record, --gif"));
        }
        let gif = self.gif_request()?;
        let (theme, auto_theme) = match &self.theme {
            Some(t) => (
                ThemeName::parse(t).ok_or_else(|| UsageError::BadTheme(t.clone()))?,
                false,
            ),
            None if no_color() => (ThemeName::Mono, false),
            None => (ThemeName::Dark, true),
        };
        let speed = match &self.speed {
            None => Speed::default(),
            Some(s) => Speed::parse(s).ok_or_else(|| UsageError::BadSpeed(s.clone()))?,
        };
        Ok(Playback {
            lang,
            speed,
            paused: self.paused,
            ascii: self.ascii,
            theme,
            auto_theme,
            zoom: self.zoom,
            record: self.record.clone(),
            force: self.force,
            quiz: match &self.quiz {
                None => None,
                Some(k) => Some(QuizKind::parse(k).ok_or_else(|| UsageError::BadQuiz(k.clone()))?),
            },
            gif,
        })
    }

    /// `--gif` and its options: what it asks for, or the first option out of place.
    fn gif_request(&self) -> Result<Option<GifRequest>, UsageError> {
        let options = [
            (self.from_step.is_some(), "--from-step"),
            (self.to_step.is_some(), "--to-step"),
            (self.until_solution.is_some(), "--until-solution"),
            (self.gif_size.is_some(), "--gif-size"),
            (self.fps.is_some(), "--fps"),
            (self.keys.is_some(), "--keys"),
        ];
        let Some(path) = &self.gif else {
            return match options.iter().find(|(given, _)| *given) {
                Some((_, flag)) => Err(UsageError::Requires(flag, "--gif")),
                None => Ok(None),
            };
        };
        for (given, flag) in [(self.paused, "--paused"), (self.quiz.is_some(), "--quiz")] {
            if given {
                return Err(UsageError::NoEffect(flag, "--gif"));
            }
        }
        let step = |flag: &'static str, v: &Option<String>| match v {
            None => Ok(None),
            Some(s) if too_large(s) => Err(UsageError::TooLarge(flag, s.clone(), u64::MAX)),
            Some(s) => digits::<u64>(s)
                .map(Some)
                .ok_or_else(|| UsageError::BadStep(flag, s.clone())),
        };
        let from = step("--from-step", &self.from_step)?.unwrap_or(0);
        let to = match (
            step("--to-step", &self.to_step)?,
            parse_count("--until-solution", self.until_solution.as_deref())?,
        ) {
            (Some(b), _) => GifEnd::Step(b),
            (None, Some(k)) => GifEnd::Solution(k),
            (None, None) => GifEnd::End,
        };
        if let GifEnd::Step(b) = to
            && b <= from
        {
            return Err(UsageError::EmptyRange(from, b));
        }
        let size = match &self.gif_size {
            None => GIF_SIZE,
            Some(s) => parse_gif_size(s).ok_or_else(|| UsageError::BadGifSize(s.clone()))?,
        };
        let fps = match &self.fps {
            None => GIF_FPS,
            Some(s) => s
                .parse::<f64>()
                .ok()
                .filter(|f| (GIF_FPS_RANGE.0..=GIF_FPS_RANGE.1).contains(f))
                .ok_or_else(|| UsageError::BadFps(s.clone()))?,
        };
        let rate = match self.speed.as_deref().map(|s| (s, Speed::parse(s))) {
            None => None,
            Some((_, Some(Speed::Rate(r)))) => Some(r),
            Some((_, Some(Speed::Max))) => return Err(UsageError::BadGifSpeed),
            Some((s, None)) => return Err(UsageError::BadSpeed(s.to_string())),
        };
        let keys: Vec<String> = self
            .keys
            .as_deref()
            .unwrap_or("")
            .split_whitespace()
            .map(str::to_string)
            .collect();
        if let Some(bad) = keys.iter().find(|k| crate::action::key_event(k).is_none()) {
            return Err(UsageError::BadKey(bad.clone()));
        }
        Ok(Some(GifRequest {
            path: path.clone(),
            from,
            to,
            size,
            fps,
            rate,
            keys,
        }))
    }
}

/// `--gif-size`'s default: the projector's screen.
pub const GIF_SIZE: (u16, u16) = (100, 30);
/// The smallest and largest `--gif-size` (columns, rows).
pub const GIF_SIZES: [(u16, u16); 2] = [(20, 8), (400, 200)];
/// `--fps`'s default: the visualizer's speed, one step a frame.
pub const GIF_FPS: f64 = 5.0;
/// The frames a second `--fps` takes, from and to.
pub const GIF_FPS_RANGE: (f64, f64) = (0.5, 50.0);

/// `COLSxROWS` within [`GIF_SIZES`].
fn parse_gif_size(s: &str) -> Option<(u16, u16)> {
    let (c, r) = s.split_once(['x', 'X'])?;
    let (c, r) = (digits::<u16>(c)?, digits::<u16>(r)?);
    let [(c0, r0), (c1, r1)] = GIF_SIZES;
    ((c0..=c1).contains(&c) && (r0..=r1).contains(&r)).then_some((c, r))
}

/// Whether `NO_COLOR` is set and not empty.
pub fn no_color() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}

/// `backtrack lesson`: which lesson, and how it is shown.
#[derive(Debug, Clone, PartialEq, Default)]
#[allow(clippy::struct_excessive_bools)] // the command line's flags, one each
pub struct LessonRequest {
    /// A built-in lesson's name or a lesson file; `None` with `--list`.
    pub lesson: Option<String>,
    /// `--list`: name the built-in lessons.
    pub list: bool,
    /// `--check`: set every scene up, run nothing.
    pub check: bool,
    /// `--ascii`.
    pub ascii: bool,
    /// `--theme` (the scenes' own otherwise).
    pub theme: Option<ThemeName>,
    /// `--record`: the whole lesson in one asciicast.
    pub record: Option<PathBuf>,
    /// `--force`: `--record` may replace a file (never a link).
    pub force: bool,
}

/// What was wrong with the command line; [`messages::usage_error`] words it. A problem's own
/// errors are [`UsageError::Own`], worded in its folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UsageError {
    /// `--speed` is not a number in range nor `max`.
    BadSpeed(String),
    /// `--from-step` or `--to-step` (the option named) is not a whole number.
    BadStep(&'static str, String),
    /// `--from-step A --to-step B` with B not after A.
    EmptyRange(u64, u64),
    /// `--gif-size` is not `COLSxROWS` within the sizes allowed.
    BadGifSize(String),
    /// `--fps` is not a number of frames a second in range.
    BadFps(String),
    /// `--speed max` with `--gif`: a GIF needs steps a second.
    BadGifSpeed,
    /// `--keys` names a key that is not one.
    BadKey(String),
    /// `--strategy` names no strategy.
    BadStrategy(String),
    /// `--strategy lc` for a problem whose hooks give no rank (its command).
    NoRank(&'static str),
    /// `--tree` names no known format.
    BadTreeFormat(String),
    /// `--limit` or `--until` (the option named) is not a positive whole number.
    BadLimit(&'static str, String),
    /// `--threads` is not a whole number from 1 to 256.
    BadThreads(String),
    /// `--quiz` names no known kind.
    BadQuiz(String),
    /// `--lang` is neither `en` nor `zh`.
    BadLang(String),
    /// `--theme` names no theme.
    BadTheme(String),
    /// `--algo` or `--compare` names no algorithm of the problem's (these).
    BadAlgo(String, Vec<&'static str>),
    /// `--compare` is not two algorithm names separated by a comma (an example of two).
    BadCompare(String, &'static str),
    /// `--seed` is not a whole number.
    BadSeed(String),
    /// `--estimate` is not a number of probes from 1 to the most.
    BadProbes(String, u64),
    /// `--prune` names no setting.
    BadPrune(String),
    /// `--compare` is not two different prune settings separated by a comma.
    BadPruneCompare(String),
    /// A prune setting the problem does not take (a problem without a bound function takes
    /// no `bound`): the setting, the problem's command, the settings it takes.
    PruneNotTaken(&'static str, &'static str, Vec<&'static str>),
    /// `--random N`: N is not a whole number of items from the least to the most.
    BadItems(String, usize, usize),
    /// [`UsageError::BadItems`] with what the size counts, in English and in Chinese (the
    /// problem's words: "the number of cities").
    BadSize(String, [&'static str; 2], usize, usize),
    /// The positional instance is neither a file nor a built-in instance (the built-in names).
    UnknownInstance(String, Vec<&'static str>),
    /// A file that cannot be read (its name, why).
    Unreadable(String, String),
    /// An option of the default problem given before a command: the option, the command, and
    /// whether the command is a problem.
    OptionBeforeCommand(String, &'static str),
    /// An option clap does not know, with its suggestion if any, under a command.
    UnknownArg(String, Option<String>, &'static str),
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
    /// A required argument is missing (as clap names it: `<SHELL>`).
    MissingArgument(String),
    /// The visualizer was asked for but stdout is not a terminal (a pipe, a file): the
    /// problem's command.
    NotATerminal(&'static str),
    /// The visualizer was asked for in a session without a terminal at all.
    NoTerminal(&'static str),
    /// An argument that is not UTF-8 (a file name written in another encoding), shown with
    /// its undecodable bytes replaced.
    NotUtf8(String),
    /// A problem's own error.
    Own(OwnError),
    /// Anything else clap reported, in its own words.
    Other(String),
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

/// `--limit`: a whole number of at least 1.
pub fn parse_limit(value: Option<&str>) -> Result<Option<u64>, UsageError> {
    parse_count("--limit", value)
}

/// A count option (`--limit`, `--until`): a whole number of at least 1.
pub fn parse_count(flag: &'static str, value: Option<&str>) -> Result<Option<u64>, UsageError> {
    let Some(s) = value else { return Ok(None) };
    let k = digits::<u64>(s).filter(|&k| k > 0);
    match k {
        Some(k) => Ok(Some(k)),
        None if too_large(s) => Err(UsageError::TooLarge(flag, s.to_string(), u64::MAX)),
        None => Err(UsageError::BadLimit(flag, s.to_string())),
    }
}

/// `--seed`: a whole number from 0 (1 when not given).
pub fn parse_seed(value: Option<&str>) -> Result<u64, UsageError> {
    match value {
        None => Ok(1),
        Some(s) if too_large(s) => Err(UsageError::TooLarge("--seed", s.to_string(), u64::MAX)),
        Some(s) => digits(s).ok_or_else(|| UsageError::BadSeed(s.to_string())),
    }
}

/// `--estimate P`: the number of probes, 1 to [`crate::output::estimate::MAX_PROBES`].
pub fn parse_probes(value: &str) -> Result<u64, UsageError> {
    let most = crate::output::estimate::MAX_PROBES;
    digits::<u64>(value)
        .filter(|p| (1..=most).contains(p))
        .ok_or_else(|| UsageError::BadProbes(value.to_string(), most))
}

/// The probes' seed: `--seed`, or [`crate::output::estimate::DEFAULT_SEED`].
pub fn parse_probe_seed(value: Option<&str>) -> Result<u64, UsageError> {
    match value {
        None => Ok(crate::output::estimate::DEFAULT_SEED),
        Some(_) => parse_seed(value),
    }
}

/// `--threads`: a whole number from 1 to 256.
pub fn parse_threads(value: Option<&str>) -> Result<Option<usize>, UsageError> {
    match value {
        None => Ok(None),
        Some(s) => digits::<usize>(s)
            .filter(|t| (1..=256).contains(t))
            .map(Some)
            .ok_or_else(|| UsageError::BadThreads(s.to_string())),
    }
}

/// `--blank`: a worksheet, only beside `--tree svg`.
pub fn parse_blank(blank: bool, tree: Option<&str>) -> Result<bool, UsageError> {
    if blank && tree != Some("svg") {
        return Err(UsageError::Requires("--blank", "--tree svg"));
    }
    Ok(blank)
}

/// Whether `s` is a whole number too large for 64 bits.
pub fn too_large(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_digit()) && s.parse::<u64>().is_err()
}

/// The ids of the arguments every command has (the language, help and version), which go
/// last in `--help`.
pub const LAST: [&str; 3] = ["lang", "help", "version"];

/// A command's help in `lang`: its about line, usage, headings, each argument's help from
/// `help` (the problem's words first, then the shared ones), its own options first in the
/// order they are declared.
pub fn localize(
    cmd: Command,
    lang: Lang,
    usage: &'static str,
    help: &dyn Fn(&str) -> Option<String>,
) -> Command {
    let t = messages::text(lang);
    let next = std::cell::Cell::new(0);
    // The positional argument is named as the usage line names it (`[文件]` in Chinese).
    let positional = usage
        .lines()
        .next()
        .and_then(|line| line.rsplit_once('['))
        .and_then(|(_, name)| name.strip_suffix(']'));
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
            let id = a.get_id().as_str().to_string();
            let order = if let Some(i) = LAST.iter().position(|&l| l == id) {
                900 + i
            } else {
                next.set(next.get() + 1);
                next.get()
            };
            let a = a.help_heading(heading).display_order(order);
            let a = match &positional {
                Some(name) if a.is_positional() => a.value_name(*name),
                _ => a,
            };
            match help(&id).or_else(|| messages::option_help(lang, &id)) {
                Some(words) => a.help(words),
                None => a,
            }
        })
}

/// The root's own arguments: the language (for every command), help and version.
pub fn root_args(cmd: Command) -> Command {
    cmd.arg(
        Arg::new("lang")
            .long("lang")
            .global(true)
            .value_name("en|zh"),
    )
    .arg(
        Arg::new("help")
            .short('h')
            .long("help")
            .global(true)
            .action(ArgAction::Help),
    )
    .arg(
        Arg::new("version")
            .short('V')
            .long("version")
            .action(ArgAction::Version),
    )
}

/// The first line of a clap error, without its `error: `.
pub fn first_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let line = text.lines().next().unwrap_or_default();
    line.strip_prefix("error: ").unwrap_or(line).to_string()
}

/// What a valid command line comes to.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome<R> {
    /// Run this.
    Run(R),
    /// Print this text and stop (help, version, `--list`).
    Print(String),
}

/// A usage error of a problem's own, worded by the problem in both languages.
pub trait Worded: Debug + Send + Sync + 'static {
    /// The one line that says what was wrong and what is allowed.
    fn words(&self, lang: Lang) -> String;
}

/// A problem's own usage error, as the shared [`UsageError`] carries it. Two are equal when
/// they say the same.
#[derive(Debug, Clone)]
pub struct OwnError(pub Arc<dyn Worded>);

impl PartialEq for OwnError {
    fn eq(&self, other: &OwnError) -> bool {
        Lang::ALL
            .iter()
            .all(|&l| self.0.words(l) == other.0.words(l))
    }
}

impl Eq for OwnError {}

impl UsageError {
    /// A problem's own usage error.
    pub fn own(e: impl Worded) -> UsageError {
        UsageError::Own(OwnError(Arc::new(e)))
    }
}
