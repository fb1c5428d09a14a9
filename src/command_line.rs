//! The whole command line: the registry's commands assembled under the root (the default
//! problem's options also go without a command, `completions` and `man` besides), parsed and
//! validated into a [`Config`], and every usage error worded ([`usage_error`]). The shared
//! options and helpers it is built from are `cli`'s; each problem's are in its folder.

pub mod usage;

use std::ffi::OsString;

use clap::error::{ContextKind, ErrorKind};
use clap::parser::ValueSource;
use clap::{Arg, ArgMatches, Command};

use crate::cli::{LAST, Outcome, UsageError, first_line, messages, root_args};
use crate::i18n::Lang;
use crate::problems;

pub use usage::usage_error;

/// A validated command line.
#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    /// Interface language.
    pub lang: Lang,
    /// What to run, for which problem.
    pub request: problems::Request,
}

/// The outcome of parsing: run something, or print help/version text and stop.
#[derive(Debug)]
pub enum Parsed {
    /// Run with this configuration.
    Run(Config),
    /// Print this text (help or version) to stdout and exit 0.
    Print(String),
    /// Play (or list, or check) a lesson.
    Lesson(crate::cli::LessonRequest, Lang),
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
        .subcommand(Command::new("man").about(t.man))
        .subcommand(lesson_command(lang));
    cmd
}

/// `backtrack lesson`: a built-in lesson by name or a lesson file, `--list`, `--check`, and
/// the looks every scene takes.
fn lesson_command(lang: Lang) -> Command {
    let t = messages::text(lang);
    let flag = |id: &'static str| Arg::new(id).long(id).action(clap::ArgAction::SetTrue);
    let cmd = Command::new("lesson")
        .about(t.lesson)
        .arg(Arg::new("lesson").value_name("NAME|FILE.toml"))
        .arg(flag("list"))
        .arg(flag("check"))
        .arg(flag("ascii"))
        .arg(
            Arg::new("theme")
                .long("theme")
                .value_name("dark|light|mono"),
        )
        .arg(
            Arg::new("record")
                .long("record")
                .value_name("FILE.cast")
                .value_parser(clap::value_parser!(std::path::PathBuf)),
        )
        .arg(flag("force"));
    crate::cli::localize(cmd, lang, t.lesson_usage, &|id| {
        messages::lesson_help(lang, id)
    })
}

/// The lesson's request from its matches.
fn lesson_request(sub: &ArgMatches) -> Result<crate::cli::LessonRequest, UsageError> {
    let theme = match sub.get_one::<String>("theme") {
        None => None,
        Some(t) => {
            Some(crate::app::ThemeName::parse(t).ok_or_else(|| UsageError::BadTheme(t.clone()))?)
        }
    };
    let request = crate::cli::LessonRequest {
        lesson: sub.get_one::<String>("lesson").cloned(),
        list: sub.get_flag("list"),
        check: sub.get_flag("check"),
        ascii: sub.get_flag("ascii"),
        theme,
        record: sub.get_one::<std::path::PathBuf>("record").cloned(),
        force: sub.get_flag("force"),
    };
    if request.force && request.record.is_none() {
        return Err(UsageError::Requires("--force", "--record"));
    }
    // What would do nothing: with `--list`, everything else; with `--check`, the looks.
    let looks = [
        (request.ascii, "--ascii"),
        (request.theme.is_some(), "--theme"),
        (request.record.is_some(), "--record"),
    ];
    let idle = if request.list {
        let mut all = vec![
            (request.lesson.is_some(), "NAME|FILE.toml"),
            (request.check, "--check"),
        ];
        all.extend(looks);
        Some(("--list", all))
    } else {
        request.check.then(|| ("--check", looks.to_vec()))
    };
    if let Some((with, options)) = idle
        && let Some((_, name)) = options.into_iter().find(|(given, _)| *given)
    {
        return Err(UsageError::NoEffect(name, with));
    }
    Ok(request)
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
        Err(e) if e.kind() == ErrorKind::InvalidUtf8 => {
            let bad = args.iter().skip(1).find(|a| a.to_str().is_none());
            return Err(UsageError::NotUtf8(
                bad.map(|a| a.to_string_lossy().into_owned())
                    .unwrap_or_default(),
            ));
        }
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
                    let mut completions = Vec::new();
                    clap_complete::generate(
                        shell,
                        &mut command(Lang::En),
                        "backtrack",
                        &mut completions,
                    );
                    return Ok(Parsed::Print(
                        String::from_utf8_lossy(&completions).into_owned(),
                    ));
                }
                "man" => {
                    let mut page = Vec::new();
                    clap_mangen::Man::new(command(Lang::En))
                        .render(&mut page)
                        .map_err(|e| UsageError::Other(e.to_string()))?;
                    return Ok(Parsed::Print(String::from_utf8_lossy(&page).into_owned()));
                }
                "lesson" => return Ok(Parsed::Lesson(lesson_request(sub)?, lang)),
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
    all.extend(["completions", "man", "lesson"]);
    all
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
        ErrorKind::MissingRequiredArgument => UsageError::MissingArgument(arg()),
        _ => UsageError::Other(first_line(e)),
    })
}

/// Parses a command line given as one string (words split at spaces, the program name
/// added), in English: the tests' way to write one.
#[cfg(test)]
pub(crate) fn run(args: &str) -> Result<Parsed, UsageError> {
    let words: Vec<OsString> = std::iter::once("backtrack")
        .chain(args.split_whitespace())
        .map(OsString::from)
        .collect();
    parse(&words, Lang::En)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::language;
    use rstest::rstest;

    /// Issue 46: the error named no input in seven subcommands. A command whose file is a
    /// path takes the name as it is (its reading names it when it fails); every other one
    /// names it.
    #[test]
    fn a_name_that_is_not_utf8_is_named() {
        use std::os::unix::ffi::OsStringExt;
        let mut refused = 0;
        for cmd in commands() {
            let bad = OsString::from_vec(b"/tmp/bad\xff.txt".to_vec());
            let args = [OsString::from("backtrack"), OsString::from(cmd), bad];
            if let Err(e) = parse(&args, Lang::En) {
                let said = crate::command_line::usage_error(Lang::En, &e);
                assert!(said.contains("/tmp/bad\u{fffd}.txt"), "{cmd}: {said}");
                refused += 1;
            }
        }
        assert!(refused >= 9, "{refused}");
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
    #[case("completions", UsageError::MissingArgument("<SHELL>".into()))]
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
    #[case(&["backtrack", "man", "--lang=zh"], Lang::Zh)]
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
                let msg = usage_error(lang, &e);
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
            UsageError::BadLimit("--limit", s()),
            UsageError::BadThreads(s()),
            UsageError::BadQuiz(s()),
            UsageError::BadLang(s()),
            UsageError::BadTheme(s()),
            UsageError::BadAlgo(s(), vec!["a", "b"]),
            UsageError::BadCompare(s(), "a,b"),
            UsageError::BadSeed(s()),
            UsageError::BadPrune(s()),
            UsageError::BadPruneCompare(s()),
            UsageError::PruneNotTaken("bound", "demo", vec!["constraint", "none"]),
            UsageError::BadItems(s(), 1, 64),
            UsageError::BadSize(s(), ["the size", "大小"], 1, 64),
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
            UsageError::MissingArgument(s()),
            UsageError::MissingArgument("<SHELL>".into()),
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
            let en = usage_error(Lang::En, e);
            let zh = usage_error(Lang::Zh, e);
            for msg in [&en, &zh] {
                assert!(!msg.is_empty() && !msg.contains('\n'), "{e:?}: {msg:?}");
            }
            assert_ne!(en, zh, "{e:?} is not translated");
        }
    }
}
