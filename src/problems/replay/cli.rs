//! The replay's command line: the file of events (the positional argument, `-` for standard
//! input) and the shared options; read and checked here, so that a file that is not a search
//! is refused, naming its line, before the terminal is touched.
//!
//! Standard input is read before the guard starts the visualizer as its child, which runs
//! the same command line again: what was read is handed down in a private file
//! ([`crate::term::guard::hand_down`]), which the child reads and removes.

use std::io::Read as _;

use clap::Args;

use crate::cli::UsageError;
use crate::cli::explore::{self, Chosen, ExploreArgs, ExploreRun, Extra, Own, Source};
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
}

impl Worded for ReplayUsage {
    fn words(&self, lang: Lang) -> String {
        match self {
            ReplayUsage::Events(file, e) => error_line(file, e, lang),
            ReplayUsage::NoOption(flag) => (text(lang).no_option)(flag),
        }
    }
}

/// The most bytes read: [`MAX_EVENTS`] short lines.
pub const MAX_BYTES: u64 = (MAX_EVENTS as u64) * 128;

/// What the example opened without a file is called.
pub const SAMPLE_NAME: &str = "queens4.jsonl";

/// The variable that names the file standard input was kept in, for the guard's child.
const STDIN_VAR: &str = "BACKTRACK_REPLAY_STDIN";

/// Standard input, whole: in the guard's child, from the file the parent kept it in.
fn read_stdin(tui: bool) -> Result<String, UsageError> {
    let unreadable = |e: std::io::Error| UsageError::Unreadable("-".into(), e.to_string());
    if let Some(kept) = std::env::var_os(STDIN_VAR) {
        let text = std::fs::read_to_string(&kept).map_err(unreadable)?;
        let _ = std::fs::remove_file(&kept);
        return Ok(text);
    }
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .take(MAX_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(UsageError::Unreadable("-".into(), format!("more than {MAX_BYTES} bytes")));
    }
    let text = String::from_utf8(bytes).map_err(|e| UsageError::Unreadable("-".into(), e.to_string()))?;
    if tui {
        keep_for_the_child(&text).map_err(unreadable)?;
    }
    Ok(text)
}

/// Keeps `text` in a new private file the guard's child is told of.
fn keep_for_the_child(text: &str) -> std::io::Result<()> {
    use std::io::Write as _;
    use std::os::unix::fs::OpenOptionsExt as _;
    let dir = std::env::temp_dir();
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let path = dir.join(format!("backtrack-replay-{}-{stamp}.jsonl", std::process::id()));
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(&path)?;
    file.write_all(text.as_bytes())?;
    crate::term::guard::hand_down(STDIN_VAR, path);
    Ok(())
}

/// The events named: a file, or `-` for standard input.
fn events(name: &str, tui: bool) -> Result<Instance, UsageError> {
    let text = if name == "-" {
        read_stdin(tui)?
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
        (e.compare.is_some(), "--compare"),
        (e.list, "--list"),
    ];
    if let Some((_, flag)) = refused.into_iter().find(|(given, _)| *given) {
        return Err(UsageError::own(ReplayUsage::NoOption(flag)));
    }
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
    } = match explore::request(&args.explore, lang, own, String::new)? {
        Outcome::Run(chosen) => chosen,
        Outcome::Print(text) => return Ok(Outcome::Print(text)),
    };
    let tui = matches!(run, ExploreRun::Tui(_));
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
