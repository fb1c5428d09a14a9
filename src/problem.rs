//! The contract every problem fulfils: one [`Problem`] per folder of `src/problems/`, listed once
//! in the registry (`problems.rs`), which makes its subcommand, runs it and tests it.
//!
//! A problem supplies its engine (a step solver whose events map onto the shared search-tree
//! vocabulary, `engine::tree`), its model (`app::Puzzle`: its own keys, words, quiz and
//! panels), its view, its words in both languages, its options and its headless output; the
//! shell does the rest: playback, history, jumps and stops, the prompt, the quiz's
//! bookkeeping, the scrubber, help and key bar, recording, the command line's shared options
//! and the terminal.

use std::fmt::Debug;
use std::io;

use crate::app::{App, Exit, Playback, Puzzle};
use crate::i18n::Lang;
use crate::term;

/// One backtracking problem behind one contract.
pub trait Problem: 'static {
    /// The subcommand that names it, as the command line spells it.
    const COMMAND: &'static str;

    /// Its headless modes, as the messages that suggest them where there is no terminal say
    /// them (`--print`, `--count`, `--trace`).
    const HEADLESS: [&'static str; 3];

    /// Its command-line options: clap's, the shared playback options flattened in.
    type Args: clap::Args + clap::FromArgMatches + Debug;

    /// What a valid command line asks of it: the visualizer, or a headless job.
    type Request: Clone + Debug + PartialEq;

    /// The visualizer's model.
    type Model: Puzzle;

    /// The view that draws the model.
    const VIEW: View<Self::Model>;

    /// Its built-in lessons (`backtrack lesson NAME`): lesson files in its folder, each with
    /// the name that calls it.
    const LESSONS: &'static [Builtin] = &[];

    /// Models in states worth looking at, for the shared tests (contrast, random use) and the
    /// benches: each with its name and the actions that bring it there once it is in an app.
    fn samples() -> Vec<Sample<Self::Model>>;

    /// Its name in `lang`, as a textbook writes it: the words no shared file may use (the
    /// registry's tests check it).
    fn name(lang: Lang) -> &'static str;

    /// What it is, in one line, for `--help`.
    fn about(lang: Lang) -> &'static str;

    /// Its usage line (`backtrack <command> [OPTIONS] [FILE]`).
    fn usage(lang: Lang) -> &'static str;

    /// Example lines for `--help` (the default problem's stand in `backtrack --help`, and the
    /// first line of every other problem's).
    fn examples(lang: Lang) -> &'static str;

    /// The `--help` line of one of its options, by clap id; `None` where the shared words
    /// (the playback options, `--lang`, `--help`) say it.
    fn option_help(lang: Lang, id: &str) -> Option<String>;

    /// Its options, as messages name them: `an <its name> option` when it is the default
    /// problem (whose options go without a command), `the <its name>'s` for another.
    fn options_phrase(lang: Lang, default: bool) -> &'static str;

    /// Validates its options (`args` parsed by clap in `lang`).
    fn request(args: Self::Args, lang: Lang) -> Result<Outcome<Self::Request>, UsageError>;

    /// What a request comes to: the visualizer's model and settings, or a headless job (not
    /// yet run). An input that cannot be used (a file that does not read) fails here, before
    /// the terminal is touched.
    fn start(request: Self::Request, lang: Lang) -> Result<Start<Self::Model>, Failure>;
}

/// A built-in lesson: the name that calls it and its file's text (see `docs/lessons.md`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Builtin {
    /// The name `backtrack lesson NAME` takes.
    pub name: &'static str,
    /// The lesson file, as TOML.
    pub source: &'static str,
}

/// What a request comes to (see [`Problem::start`]).
pub enum Start<M> {
    /// The visualizer, on this model with these settings.
    Show(M, Playback),
    /// A headless job: running it writes to stdout.
    Headless(Box<dyn FnOnce() -> Result<Exit, Failure>>),
}

/// Runs a request with its problem: the visualizer (drawn by the problem's view, the terminal
/// restored however it ends) or the headless job.
pub fn run<P: Problem>(request: P::Request, lang: Lang) -> Result<Exit, Failure> {
    match P::start(request, lang)? {
        Start::Show(model, playback) => visualize(P::COMMAND, model, playback, P::VIEW),
        Start::Headless(job) => job(),
    }
}

/// A view: draws the app's screen, changing nothing.
pub type View<P> = fn(&mut ratatui::Frame, &App<P>);

/// A model in a state worth looking at (see [`Problem::samples`]).
pub struct Sample<P: Puzzle> {
    /// What it shows, for test messages.
    pub name: &'static str,
    /// The model.
    pub model: P,
    /// Actions that bring it there once it is in an app (open a panel, answer a question).
    pub actions: Vec<crate::action::Action<P::Action>>,
}

pub use crate::cli::{Outcome, OwnError, UsageError, Worded};

/// Why the program stops before the end.
#[derive(Debug)]
pub enum Failure {
    /// Bad usage: exit 2.
    Usage(UsageError),
    /// An input that cannot be used, or a file that cannot be written, already worded: exit 2.
    BadInput(String),
    /// Reading or writing failed (or Ctrl-C stopped a count).
    Io(io::Error),
    /// The visualizer failed: the terminal went away, or another I/O error.
    Tui(io::Error),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Io(e)
    }
}

/// The visualizer refuses a pipe, or a session without a terminal, before touching anything;
/// the message suggests the problem's headless modes.
pub fn need_terminal(command: &'static str) -> Result<(), Failure> {
    term::check().map_err(|missing| {
        Failure::Usage(match missing {
            term::Missing::Pipe => UsageError::NotATerminal(command),
            term::Missing::Input => UsageError::NoTerminal(command),
        })
    })
}

/// `--record FILE`: the file, created before the terminal is touched; one that cannot be
/// created is bad input (exit 2), said in one line.
pub fn open_record(playback: &Playback, lang: Lang) -> Result<Option<std::fs::File>, Failure> {
    let Some(path) = &playback.record else {
        return Ok(None);
    };
    std::fs::File::create(path)
        .map(Some)
        .map_err(|e| Failure::BadInput(lang.words().record_failed(&path.display().to_string(), &e)))
}

/// Runs the visualizer on `puzzle`, from the terminal checks to the end (the terminal
/// restored however it ends).
pub fn visualize<P: crate::app::Puzzle>(
    command: &'static str,
    puzzle: P,
    playback: Playback,
    view: fn(&mut ratatui::Frame, &crate::app::App<P>),
) -> Result<Exit, Failure> {
    need_terminal(command)?;
    let record = open_record(&playback, playback.lang)?;
    let lang = playback.lang;
    let path = playback.record.clone();
    crate::app::run(puzzle, playback, record, view)
        .map_err(|e| tui_failure(e, path.as_deref(), lang))
}

/// A visualizer's error: a recording (to `record`) that cannot be written is said as such in
/// one line; any other error is the terminal's.
pub fn tui_failure(e: io::Error, record: Option<&std::path::Path>, lang: Lang) -> Failure {
    match (term::RecordFailed::of(&e), record) {
        (Some(why), Some(path)) => Failure::BadInput(
            lang.words()
                .record_unwritable(&path.display().to_string(), why),
        ),
        _ => Failure::Tui(e),
    }
}

/// A problem on the generic engine: its visualizer (an `Explorer<T>`), or the headless mode
/// `headless` runs (given the instance, the prune setting, the mode).
pub fn start_explorer<T: crate::app::explore::Explore>(
    request: crate::cli::explore::ExploreRequest<T::Instance>,
    headless: impl FnOnce(
        &T::Instance,
        crate::engine::backtrack::Prune,
        &crate::cli::explore::ExploreRun,
    ) -> io::Result<()>
    + 'static,
) -> Start<crate::app::explore::Explorer<T>>
where
    T::Instance: 'static,
{
    use crate::cli::explore::ExploreRun;
    match request.run {
        ExploreRun::Tui(playback) => {
            let model = crate::app::explore::Explorer::<T>::new(
                request.instance,
                request.source,
                &request.prunes,
            );
            Start::Show(model, playback)
        }
        headless_run => Start::Headless(Box::new(move || {
            headless(&request.instance, request.prunes[0], &headless_run)?;
            Ok(Exit::Quit)
        })),
    }
}

/// A buffered stdout for a headless job.
pub fn stdout() -> io::BufWriter<io::StdoutLock<'static>> {
    io::BufWriter::with_capacity(1 << 16, io::stdout().lock())
}
