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
use std::path::PathBuf;

use clap::error::{ContextKind, ErrorKind};
use clap::parser::ValueSource;
use clap::{Arg, ArgAction, ArgMatches, Args, Command};

use crate::app::quiz::QuizKind;
use crate::app::{Playback, Speed, ThemeName};
use crate::i18n::Lang;
use crate::problem::{Outcome, OwnError, Problem};
use crate::problems;

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
    /// Predict the next step: a quiz (`all`: more kinds of question).
    #[arg(long, value_name = "all", num_args = 0..=1, default_missing_value = "basic")]
    pub quiz: Option<String>,
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
        ]
        .into_iter()
        .find_map(|(given, name)| given.then_some(name))
    }

    /// The visualizer's settings. Without `--theme`, `NO_COLOR` (set and not empty) asks for
    /// the monochrome theme.
    pub fn playback(&self, lang: Lang) -> Result<Playback, UsageError> {
        let theme = match &self.theme {
            Some(t) => ThemeName::parse(t).ok_or_else(|| UsageError::BadTheme(t.clone()))?,
            None if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) => ThemeName::Mono,
            None => ThemeName::Dark,
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
            zoom: self.zoom,
            record: self.record.clone(),
            quiz: match &self.quiz {
                None => None,
                Some(k) => Some(QuizKind::parse(k).ok_or_else(|| UsageError::BadQuiz(k.clone()))?),
            },
        })
    }
}

/// A validated command line.
#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    /// Interface language.
    pub lang: Lang,
    /// What to run, for which problem.
    pub request: problems::Request,
}

/// What was wrong with the command line; [`messages::usage_error`] words it. A problem's own
/// errors are [`UsageError::Own`], worded in its folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UsageError {
    /// `--speed` is not a number in range nor `max`.
    BadSpeed(String),
    /// `--tree` names no known format.
    BadTreeFormat(String),
    /// `--limit` is not a positive whole number.
    BadLimit(String),
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
    /// `--prune` names no setting.
    BadPrune(String),
    /// `--compare` is not two different prune settings separated by a comma.
    BadPruneCompare(String),
    /// `--random N`: N is not a whole number of items from the least to the most.
    BadItems(String, usize, usize),
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
    /// The visualizer was asked for but stdout is not a terminal (a pipe, a file): the
    /// problem's command.
    NotATerminal(&'static str),
    /// The visualizer was asked for in a session without a terminal at all.
    NoTerminal(&'static str),
    /// A problem's own error.
    Own(OwnError),
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

/// `--limit`: a whole number of at least 1.
pub fn parse_limit(value: Option<&str>) -> Result<Option<u64>, UsageError> {
    let Some(s) = value else { return Ok(None) };
    let k = s.trim().parse::<u64>().ok().filter(|&k| k > 0);
    match k {
        Some(k) => Ok(Some(k)),
        None if too_large(s) => Err(UsageError::TooLarge("--limit", s.to_string(), u64::MAX)),
        None => Err(UsageError::BadLimit(s.to_string())),
    }
}

/// `--seed`: a whole number from 0 (1 when not given).
pub fn parse_seed(value: Option<&str>) -> Result<u64, UsageError> {
    match value {
        None => Ok(1),
        Some(s) if too_large(s) => Err(UsageError::TooLarge("--seed", s.to_string(), u64::MAX)),
        Some(s) => s
            .trim()
            .parse()
            .map_err(|_| UsageError::BadSeed(s.to_string())),
    }
}

/// `--threads`: a whole number from 1 to 256.
pub fn parse_threads(value: Option<&str>) -> Result<Option<usize>, UsageError> {
    match value {
        None => Ok(None),
        Some(s) => s
            .trim()
            .parse::<usize>()
            .ok()
            .filter(|t| (1..=256).contains(t))
            .map(Some)
            .ok_or_else(|| UsageError::BadThreads(s.to_string())),
    }
}

/// Whether `s` is a whole number too large for 64 bits.
pub fn too_large(s: &str) -> bool {
    let s = s.trim();
    !s.is_empty() && s.chars().all(|c| c.is_ascii_digit()) && s.parse::<u64>().is_err()
}

/// The ids of the arguments every command has (the language, help and version), which go
/// last in `--help`.
const LAST: [&str; 3] = ["lang", "help", "version"];

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
            match help(&id).or_else(|| messages::option_help(lang, &id)) {
                Some(words) => a.help(words),
                None => a,
            }
        })
}

/// A problem's subcommand, localized.
pub fn problem_command<P: Problem>(lang: Lang) -> Command {
    let cmd = P::Args::augment_args(Command::new(P::COMMAND)).about(P::about(lang));
    localize(cmd, lang, P::usage(lang), &|id| P::option_help(lang, id))
}

/// The root's own arguments: the language (for every command), help and version.
fn root_args(cmd: Command) -> Command {
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

/// The clap command with every help string in `lang`: the default problem's options without
/// a command, every problem's command, `completions` and `man`.
pub fn command(lang: Lang) -> Command {
    let t = messages::text(lang);
    let root = Command::new("backtrack")
        .version(env!("CARGO_PKG_VERSION"))
        .disable_help_subcommand(true)
        .disable_help_flag(true)
        .disable_version_flag(true);
    // The default problem's options' doc comment would be the about line: the program's last.
    let root = problems::with_default_args(root_args(root), lang)
        .about(t.about)
        .after_help(problems::examples(lang));
    let mut cmd = root;
    for sub in problems::commands(lang) {
        cmd = cmd.subcommand(sub);
    }
    cmd = cmd
        .subcommand(
            Command::new("completions").about(t.completions).arg(
                Arg::new("shell")
                    .value_name("SHELL")
                    .required(true)
                    .help(messages::option_help(lang, "shell").unwrap_or_default()),
            ),
        )
        .subcommand(Command::new("man").about(t.man));
    cmd
}

/// The first of the default problem's options given before a command, as typed (`-n`).
fn given_before(root: &Command, matches: &ArgMatches) -> Option<String> {
    root.get_arguments()
        .filter(|a| !LAST.contains(&a.get_id().as_str()))
        .find(|a| matches.value_source(a.get_id().as_str()) == Some(ValueSource::CommandLine))
        .map(|a| match (a.get_short(), a.get_long()) {
            (Some(c), _) => format!("-{c}"),
            (None, Some(l)) => format!("--{l}"),
            (None, None) => a.get_id().to_string(),
        })
}

/// Parses and validates `args` (including the program name) in `lang`.
pub fn parse(args: &[OsString], lang: Lang) -> Result<Parsed, UsageError> {
    let root = command(lang);
    let matches = match root.clone().try_get_matches_from(args) {
        Ok(m) => m,
        Err(e) => return from_clap(&e, command_in(args)),
    };
    if let Some(l) = matches.get_one::<String>("lang") {
        Lang::parse(l).ok_or_else(|| UsageError::BadLang(l.clone()))?;
    }
    let outcome = match matches.subcommand() {
        Some((name, sub)) => {
            // The default problem's options are accepted without a command; with one they
            // must come after it.
            if let Some(option) = given_before(&root, &matches) {
                let name = commands().into_iter().find(|&c| c == name).unwrap_or("man");
                return Err(UsageError::OptionBeforeCommand(option, name));
            }
            match name {
                "completions" => {
                    let shell = sub.get_one::<String>("shell").cloned().unwrap_or_default();
                    let shell: clap_complete::Shell = shell
                        .parse()
                        .map_err(|_| UsageError::BadShell(shell.clone()))?;
                    let mut script = Vec::new();
                    clap_complete::generate(
                        shell,
                        &mut command(Lang::En),
                        "backtrack",
                        &mut script,
                    );
                    return Ok(Parsed::Print(String::from_utf8_lossy(&script).into_owned()));
                }
                "man" => {
                    let mut page = Vec::new();
                    clap_mangen::Man::new(command(Lang::En))
                        .render(&mut page)
                        .map_err(|e| UsageError::Other(e.to_string()))?;
                    return Ok(Parsed::Print(String::from_utf8_lossy(&page).into_owned()));
                }
                _ => problems::request(name, sub, lang)?,
            }
        }
        None => problems::request(problems::DEFAULT, &matches, lang)?,
    };
    Ok(match outcome {
        Outcome::Run(request) => Parsed::Run(Config { lang, request }),
        Outcome::Print(text) => Parsed::Print(text),
    })
}

/// Every command: the problems', then `completions` and `man`.
pub fn commands() -> Vec<&'static str> {
    let mut all = problems::COMMANDS.to_vec();
    all.extend(["completions", "man"]);
    all
}

/// The first line of a clap error, without its `error: `.
pub fn first_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let line = text.lines().next().unwrap_or_default();
    line.strip_prefix("error: ").unwrap_or(line).to_string()
}

/// The problem the arguments name (the default when they name none).
fn command_in(args: &[OsString]) -> &'static str {
    args.iter()
        .skip(1)
        .filter_map(|a| a.to_str())
        .find_map(|a| problems::COMMANDS.iter().find(|&&c| c == a).copied())
        .unwrap_or(problems::DEFAULT)
}

fn from_clap(e: &clap::Error, cmd: &'static str) -> Result<Parsed, UsageError> {
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

    #[test]
    fn lang_goes_before_or_after_the_command() {
        for command in problems::COMMANDS {
            for args in [
                format!("--lang zh {command}"),
                format!("{command} --lang zh"),
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
    }

    #[rstest]
    #[case("--lang fr", UsageError::BadLang("fr".into()))]
    #[case("--speed 0.1", UsageError::BadSpeed("0.1".into()))]
    #[case("--theme neon", UsageError::BadTheme("neon".into()))]
    #[case("--quiz some", UsageError::BadQuiz("some".into()))]
    #[case("--frobnicate", UsageError::UnknownArg("--frobnicate".into(), None, problems::DEFAULT))]
    #[case("nonsense", UsageError::UnknownCommand("nonsense".into()))]
    #[case("completions tcsh", UsageError::BadShell("tcsh".into()))]
    #[case("--paused --paused", UsageError::Repeated("--paused".into()))]
    #[case("--speed", UsageError::MissingValue("--speed <S>".into()))]
    fn bad_shared_invocations(#[case] args: &str, #[case] expected: UsageError) {
        assert_eq!(run(args).unwrap_err(), expected);
    }

    /// An option of the default problem before another command is refused, naming it as
    /// typed and the command.
    #[test]
    fn options_go_after_their_command() {
        for command in problems::COMMANDS.iter().skip(1) {
            assert_eq!(
                run(&format!("--paused {command}")).unwrap_err(),
                UsageError::OptionBeforeCommand("--paused".into(), command)
            );
        }
        assert_eq!(
            run(&format!("--paused {}", problems::DEFAULT)).unwrap_err(),
            UsageError::OptionBeforeCommand("--paused".into(), problems::DEFAULT)
        );
        assert_eq!(
            run("--paused man").unwrap_err(),
            UsageError::OptionBeforeCommand("--paused".into(), "man")
        );
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
    fn help_is_localized() {
        let en = command(Lang::En).render_help().to_string();
        let zh = command(Lang::Zh).render_help().to_string();
        assert!(en.contains("Usage:") && en.contains("--speed"), "{en}");
        assert!(zh.contains("用法") && zh.contains("--speed"), "{zh}");
        assert!(zh.contains("backtrack [选项] [命令]"), "{zh}");
        assert!(
            !zh.contains("[OPTIONS]"),
            "no English in the Chinese help: {zh}"
        );
        assert_ne!(en, zh);
    }

    /// Every option and argument of every command has help in both languages, and every
    /// problem's command is there.
    #[test]
    fn every_option_has_help_in_both_languages() {
        for lang in Lang::ALL {
            let mut cmd = command(lang);
            let subs: Vec<String> = cmd
                .get_subcommands()
                .map(|s| s.get_name().to_string())
                .collect();
            assert_eq!(subs, commands());
            let mut all = vec![cmd.clone()];
            for name in &subs {
                let sub = cmd.find_subcommand_mut(name).unwrap().clone();
                assert!(sub.get_about().is_some_and(|a| !a.to_string().is_empty()));
                all.push(sub);
            }
            for c in all {
                for arg in c.get_arguments() {
                    let id = arg.get_id().as_str();
                    let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
                    assert!(!help.is_empty(), "{lang:?} {}: {id}", c.get_name());
                }
            }
        }
    }

    #[test]
    fn every_error_is_one_line_in_both_languages() {
        for args in ["--speed x", "--nope", "--speed", "--lang fr", "nonsense"] {
            let e = run(args).unwrap_err();
            for lang in Lang::ALL {
                let msg = messages::usage_error(lang, &e);
                assert!(!msg.is_empty() && !msg.contains('\n'), "{args}: {msg:?}");
            }
        }
    }

    /// Every shared usage error has one line of words in both languages.
    #[test]
    fn every_usage_error_is_worded_in_both_languages() {
        let s = || "x".to_string();
        let mut errors = vec![
            UsageError::BadSpeed(s()),
            UsageError::BadTreeFormat(s()),
            UsageError::BadLimit(s()),
            UsageError::BadThreads(s()),
            UsageError::BadQuiz(s()),
            UsageError::BadLang(s()),
            UsageError::BadTheme(s()),
            UsageError::BadAlgo(s(), vec!["a", "b"]),
            UsageError::BadCompare(s(), "a,b"),
            UsageError::BadSeed(s()),
            UsageError::BadPrune(s()),
            UsageError::BadPruneCompare(s()),
            UsageError::BadItems(s(), 1, 64),
            UsageError::UnknownInstance(s(), vec!["a", "b"]),
            UsageError::Unreadable(s(), s()),
            UsageError::OptionBeforeCommand(s(), "man"),
            UsageError::TooLarge("--limit", s(), u64::MAX),
            UsageError::Requires("--seed", "--random"),
            UsageError::NoEffect("--speed", "--count"),
            UsageError::UnknownCommand(s()),
            UsageError::BadShell(s()),
            UsageError::Conflict(s(), s()),
            UsageError::MissingValue(s()),
            UsageError::Repeated(s()),
        ];
        for command in problems::COMMANDS {
            errors.extend([
                UsageError::OptionBeforeCommand(s(), command),
                UsageError::UnknownArg(s(), Some(s()), command),
                UsageError::NotATerminal(command),
                UsageError::NoTerminal(command),
            ]);
        }
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
