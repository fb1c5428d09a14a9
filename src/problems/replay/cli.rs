//! The replay's command line: the file of events (the positional argument, `-` for standard
//! input) and the shared options; read and checked here, so that a file that is not a search
//! is refused, naming its line, before the terminal is touched.
//!
//! Standard input is read whole for the headless modes; the visualizer reads it as it comes
//! (a program still printing its search), on a thread it starts once it runs: the guard,
//! which runs the same command line first, never reads it.

use std::io::Read as _;

use clap::Args;

use crate::cli::UsageError;
use crate::cli::explore::{self, Chosen, ExploreArgs, ExploreRun, Extra, Own, Source};
use crate::engine::backtrack::Prune;
use crate::i18n::Lang;
use crate::problem::{Outcome, Worded};
use crate::problems::replay::engine::{Instance, MAX_EVENTS, ReplayError};
use crate::problems::replay::words::{error_line, text};

/// Options of `backtrack replay`.
#[derive(Debug, Args, Clone, Default)]
pub struct ReplayArgs {
    /// The shared options.
    #[command(flatten)]
    pub explore: ExploreArgs,
}

/// What a valid replay command line asks for.
pub type Request = explore::ExploreRequest<Instance>;

/// What is wrong with a replay command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayUsage {
    /// The events cannot be read (the file as messages name it, what).
    Events(String, ReplayError),
    /// An option a replay does not take.
    NoOption(&'static str),
    /// `--compare` not given two files (what it was given).
    CompareFiles(String),
}

impl Worded for ReplayUsage {
    fn words(&self, lang: Lang) -> String {
        match self {
            ReplayUsage::Events(file, e) => error_line(file, e, lang),
            ReplayUsage::NoOption(flag) => (text(lang).no_option)(flag),
            ReplayUsage::CompareFiles(given) => (text(lang).compare_files)(given),
        }
    }
}

/// The most bytes read: [`MAX_EVENTS`] short lines.
pub const MAX_BYTES: u64 = (MAX_EVENTS as u64) * 128;

/// What the example opened without a file is called.
pub const SAMPLE_NAME: &str = "queens4.jsonl";

/// Standard input, whole (for the headless modes).
fn read_stdin() -> Result<String, UsageError> {
    let unreadable = |e: std::io::Error| UsageError::Unreadable("-".into(), e.to_string());
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .take(MAX_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(UsageError::Unreadable(
            "-".into(),
            format!("more than {MAX_BYTES} bytes"),
        ));
    }
    String::from_utf8(bytes).map_err(|e| UsageError::Unreadable("-".into(), e.to_string()))
}

/// The events named: a file, or `-` for standard input.
fn events(name: &str, tui: bool) -> Result<Instance, UsageError> {
    let text = if name == "-" {
        if tui {
            // Read as it comes, by the visualizer (never by the guard, which only waits).
            return Ok(Instance::stream(Box::new(std::io::stdin()), name));
        }
        read_stdin()?
    } else {
        explore::read_text(name, MAX_BYTES)?
    };
    Instance::read(&text, name).map_err(|e| UsageError::own(ReplayUsage::Events(name.into(), e)))
}

/// Validates the replay's options and reads its events.
pub fn request(args: &ReplayArgs, lang: Lang) -> Result<Outcome<Request>, UsageError> {
    let e = &args.explore;
    let refused = [
        (e.random.is_some(), "--random"),
        (e.seed.is_some(), "--seed"),
        (e.list, "--list"),
    ];
    if let Some((_, flag)) = refused.into_iter().find(|(given, _)| *given) {
        return Err(UsageError::own(ReplayUsage::NoOption(flag)));
    }
    // `--compare A.jsonl,B.jsonl`: two files side by side, each as it made its cuts (the
    // shared checks see a pair of prune settings, and so refuse it beside a headless mode).
    let mut shared = e.clone();
    let compared = match e.compare.as_deref() {
        None => None,
        Some(files) => {
            let pair: Vec<&str> = files.split(',').collect();
            let [a, b] = pair[..] else {
                return Err(UsageError::own(ReplayUsage::CompareFiles(files.into())));
            };
            if a.is_empty() || b.is_empty() || a == "-" || b == "-" {
                return Err(UsageError::own(ReplayUsage::CompareFiles(files.into())));
            }
            if e.instance.is_some() {
                return Err(UsageError::Conflict("--compare <A,B>".into(), "FILE".into()));
            }
            shared.compare = Some("constraint,both".into());
            Some((a.to_string(), b.to_string()))
        }
    };
    let own = Own {
        instance: None,
        other: None,
        mode: None,
        sizes: (1, 1),
    };
    let Chosen {
        source,
        prunes,
        run,
    } = match explore::request(&shared, lang, own, String::new)? {
        Outcome::Run(chosen) => chosen,
        Outcome::Print(text) => return Ok(Outcome::Print(text)),
    };
    let tui = matches!(run, ExploreRun::Tui(_));
    if let Some((a, b)) = compared {
        let mut instance = events(&a, false)?;
        let other = events(&b, false)?;
        instance.other = Some((other.tree, b));
        return Ok(Outcome::Run(Request {
            instance,
            source: a,
            prunes: vec![Prune::Both, Prune::Both],
            run,
            extra: Extra::default(),
        }));
    }
    // No file: a student's four-queens search, as the other problems open on an example.
    let Source::Named(name) = source else {
        let instance = Instance::read(crate::problems::replay::SAMPLE, SAMPLE_NAME)
            .map_err(|e| UsageError::own(ReplayUsage::Events(SAMPLE_NAME.into(), e)))?;
        return Ok(Outcome::Run(Request {
            instance,
            source: SAMPLE_NAME.into(),
            prunes,
            run,
            extra: Extra::default(),
        }));
    };
    // The visualizer without a terminal is refused before standard input is read.
    if tui && name == "-" && let Err(missing) = crate::term::check() {
        return Err(match missing {
            crate::term::Missing::Pipe => UsageError::NotATerminal("replay"),
            crate::term::Missing::Input => UsageError::NoTerminal("replay"),
        });
    }
    let instance = events(&name, tui)?;
    Ok(Outcome::Run(Request {
        instance,
        source: name,
        // The file holds the cuts: both functions, as it made them (another setting is
        // refused as the problem's `PRUNES` say).
        prunes,
        run,
        extra: Extra::default(),
    }))
}
