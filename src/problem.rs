//! The contract every problem fulfils: one [`Problem`] per folder of `src/problems/`, listed once
//! in the registry (`problems.rs`), which makes its subcommand, runs it and tests it.
//!
//! A problem supplies its engine (a step solver whose events map onto the shared search-tree
//! vocabulary, `engine::tree`), its model (`app::Puzzle`: its own keys, words, quiz and
//! panels), its view, its words in both languages, its options and its headless output; the
//! shell does the rest: playback, history, jumps and stops, the prompt, the quiz's
//! bookkeeping, the scrubber, help and key bar, recording, the command line's shared options
//! and the terminal.

pub mod headless;

use std::fmt::Debug;
use std::io;

use crate::app::explore::{Explore, Explorer};
use crate::app::{App, Exit, Playback, Puzzle};
use crate::cli::explore::{ExploreRequest, ExploreRun};
use crate::engine::backtrack::{Backtrack, Prune};
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

    /// Its second screen's model: branch and bound's for a problem on the generic engine
    /// ([`crate::app::branch::Brancher`]); the first's again for a problem without one.
    type Second: Puzzle;

    /// The view that draws the second screen.
    const SECOND_VIEW: View<Self::Second>;

    /// Its built-in lessons (`backtrack lesson NAME`): lesson files in its folder, each with
    /// the name that calls it.
    const LESSONS: &'static [Builtin] = &[];

    /// Models in states worth looking at, for the shared tests (contrast, random use) and the
    /// benches: each with its name and the actions that bring it there once it is in an app.
    fn samples() -> Vec<Sample<Self::Model>>;

    /// Its second screen in states worth looking at (the contrast and language checks); none
    /// for a problem with one screen.
    fn second_samples() -> Vec<Sample<Self::Second>> {
        Vec::new()
    }

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

    /// The values one of its options takes, by clap id, from the table its check parses
    /// them with: `--help` names the option's value with them (`--algo <fixed|dsatur>`), so
    /// the two cannot drift apart. `None` for an option that is not a choice.
    fn choices(_id: &str) -> Option<Vec<&'static str>> {
        None
    }

    /// Whether one of the shared options is one it does not take (refused with its reason):
    /// `--help` leaves it out.
    fn hidden(_id: &str) -> bool {
        false
    }

    /// Its options, as messages name them: `an <its name> option` when it is the default
    /// problem (whose options go without a command), `the <its name>'s` for another.
    fn options_phrase(lang: Lang, default: bool) -> &'static str;

    /// Validates its options (`args` parsed by clap in `lang`).
    fn request(args: Self::Args, lang: Lang) -> Result<Outcome<Self::Request>, UsageError>;

    /// What a request comes to: the visualizer's model and settings, or a headless job (not
    /// yet run). An input that cannot be used (a file that does not read) fails here, before
    /// the terminal is touched.
    fn start(
        request: Self::Request,
        lang: Lang,
    ) -> Result<Start<Self::Model, Self::Second>, Failure>;
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
pub enum Start<M, S = M> {
    /// The visualizer, on this model with these settings.
    Show(M, Playback),
    /// The visualizer's second screen (branch and bound's), on this model.
    Second(S, Playback),
    /// A headless job: running it writes to stdout.
    Headless(Box<dyn FnOnce() -> Result<Exit, Failure>>),
}

/// Runs a request with its problem: the visualizer (drawn by the problem's view, the terminal
/// restored however it ends) or the headless job.
pub fn run<P: Problem>(request: P::Request, lang: Lang) -> Result<Exit, Failure> {
    match P::start(request, lang)? {
        Start::Show(model, playback) => show(P::COMMAND, model, playback, P::VIEW),
        Start::Second(model, playback) => show(P::COMMAND, model, playback, P::SECOND_VIEW),
        Start::Headless(job) => job(),
    }
}

/// Shows `model` drawn by `view`: in the visualizer, or into a GIF (`--gif`).
pub fn show<M: Puzzle>(
    command: &'static str,
    model: M,
    playback: Playback,
    view: View<M>,
) -> Result<Exit, Failure> {
    if playback.gif.is_some() {
        return crate::app::gif::run(model, playback, &view)
            .map(|()| Exit::Quit)
            .map_err(|e| match e {
                crate::app::gif::GifFailure::Input(line) => Failure::BadInput(line),
                crate::app::gif::GifFailure::Write(line) => Failure::Io(io::Error::other(line)),
            });
    }
    visualize(command, model, playback, view)
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
/// the message suggests the problem's headless modes. With a terminal, the
/// [guard](term::guard) is set: the rest runs in a child process it waits for.
pub fn need_terminal(command: &'static str, lang: Lang) -> Result<(), Failure> {
    term::check().map_err(|missing| {
        Failure::Usage(match missing {
            term::Missing::Pipe => UsageError::NotATerminal(command),
            term::Missing::Input => UsageError::NoTerminal(command),
        })
    })?;
    // From here on a guard process waits for the visualizer (never returning in the guard).
    term::guard::guard(lang.text().killed);
    Ok(())
}

/// `--record FILE`: the file, created before the terminal is touched; one that cannot be
/// created is bad input (exit 2), said in one line. An existing name (a file, a folder, a
/// link, dangling or not) is refused: nothing is overwritten, no link followed (issue 46); a
/// device or a pipe (`/dev/null`, a FIFO) is written to as it is.
pub fn open_record(playback: &Playback, lang: Lang) -> Result<Option<std::fs::File>, Failure> {
    use std::os::unix::fs::FileTypeExt as _;
    let Some(path) = &playback.record else {
        return Ok(None);
    };
    let opened = match std::fs::symlink_metadata(path).map(|m| m.file_type()) {
        Ok(t) if t.is_char_device() || t.is_fifo() => {
            std::fs::OpenOptions::new().write(true).open(path)
        }
        // --force: a regular file is replaced; O_NOFOLLOW, should a link take its place since.
        Ok(t) if t.is_file() && playback.force => {
            use std::os::unix::fs::OpenOptionsExt as _;
            std::fs::OpenOptions::new()
                .write(true)
                .truncate(true)
                .custom_flags(rustix::fs::OFlags::NOFOLLOW.bits() as i32)
                .open(path)
        }
        Ok(_) => Err(io::Error::from(io::ErrorKind::AlreadyExists)),
        // O_CREAT | O_EXCL: fails on any entry made at the name since, a link included.
        Err(_) => std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path),
    };
    opened
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
    need_terminal(command, playback.lang)?;
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

/// A problem on the generic engine, as its command sees it: its options and how a search of
/// it is printed. With its [`Explore`](crate::app::explore::Explore) and
/// [`ExploreView`](crate::ui::explore::ExploreView), it is a [`Problem`]: its subcommand,
/// `--help` and messages come from its words, its visualizer is the explorer, and its
/// headless modes are the shared ones ([`headless::run`]).
pub trait ExploreCli: crate::ui::explore::ExploreView {
    /// Its command-line options: its own, with the shared
    /// [`ExploreArgs`](crate::cli::explore::ExploreArgs) flattened in.
    type Args: clap::Args + clap::FromArgMatches + Debug;

    /// Its headless modes, as the messages that suggest them where there is no terminal say
    /// them.
    const HEADLESS: [&'static str; 3] = ["--print", "--count", "--trace"];

    /// Its built-in lessons (`backtrack lesson NAME`).
    const LESSONS: &'static [Builtin] = &[];

    /// Whether `--random N` makes an instance of it (else its check refuses `--random` with
    /// the reason, and `--help` leaves `--random` and `--seed` out).
    const RANDOM: bool = true;

    /// The values one of its own options takes, by clap id (`algo`: its algorithms' names,
    /// from the table its check parses them with); see [`Problem::choices`].
    fn choices(_id: &str) -> Option<Vec<&'static str>> {
        None
    }

    /// Validates its command line (`args` parsed by clap in `lang`): the instance, the prune
    /// settings, what to do.
    fn request(args: Self::Args, lang: Lang) -> Result<Outcome<Request<Self>>, UsageError>;

    /// `--print`'s line of the search standing on solution `found` (an optimisation's: of its
    /// best, the search at its end and `found` none).
    fn print(search: &Backtrack<Self::Hooks>, found: Option<&Found<Self>>) -> String;

    /// `--stats`' first lines: the instance, as `key: value` pairs.
    fn facts(instance: &Self::Instance) -> Vec<(&'static str, String)>;

    /// `--stats`' last lines: its own counters of a search of `instance` at its end, from its
    /// hooks and the solutions it counted (the solutions, by default). The same for every
    /// strategy: backtracking's or branch and bound's.
    fn results(
        _instance: &Self::Instance,
        _hooks: &Self::Hooks,
        solutions: u64,
    ) -> Vec<(&'static str, String)> {
        vec![("solutions", solutions.to_string())]
    }

    /// A headless request it runs its own way (a fast counter, a solver of its own): `None`
    /// leaves it to the shared modes.
    fn headless(_request: &Request<Self>, _lang: Lang) -> Option<Result<Exit, Failure>> {
        None
    }

    /// Models in states worth looking at, for the shared tests and the benches: by default
    /// the default instance a few steps in, compared with another setting, and with its tree
    /// shown.
    fn samples() -> Vec<Sample<Explorer<Self>>> {
        default_samples::<Self>()
    }
}

/// What a valid command line of a problem on the generic engine asks for.
pub type Request<T> = ExploreRequest<<T as Explore>::Instance>;

/// What a problem on the generic engine says of a solution.
pub type Found<T> = <<T as Explore>::Hooks as crate::engine::backtrack::Hooks>::Solution;

/// The instance of the command line without options a few steps in, compared with another
/// setting, and with its tree shown.
fn default_samples<T: ExploreCli>() -> Vec<Sample<Explorer<T>>> {
    use crate::app::Puzzle;
    let default = <T::Args as clap::FromArgMatches>::from_arg_matches(
        &<T::Args as clap::Args>::augment_args(clap::Command::new(T::COMMAND))
            .try_get_matches_from([T::COMMAND])
            .unwrap_or_default(),
    );
    let Ok(Ok(Outcome::Run(request))) = default.map(|args| T::request(args, Lang::En)) else {
        return Vec::new();
    };
    let at = |prunes: &[Prune], step| {
        let mut m = Explorer::<T>::new(request.instance.clone(), request.source.clone(), prunes);
        m.seek(step);
        m
    };
    let first = T::PRUNES[0];
    let other = T::PRUNES.last().copied().unwrap_or(first);
    vec![
        Sample {
            name: "the default a few steps in",
            model: at(&[first], 12),
            actions: Vec::new(),
        },
        Sample {
            name: "compared",
            model: at(&[first, other], 40),
            actions: Vec::new(),
        },
        Sample {
            name: "with the tree",
            model: at(&[first], 300),
            actions: vec![crate::action::Action::ToggleTree],
        },
    ]
}

impl<T: ExploreCli> Problem for T {
    const COMMAND: &'static str = <T as Explore>::COMMAND;
    const HEADLESS: [&'static str; 3] = <T as ExploreCli>::HEADLESS;
    type Args = <T as ExploreCli>::Args;
    type Request = Box<Request<T>>;
    type Model = Explorer<T>;
    const VIEW: View<Explorer<T>> = crate::ui::explore::draw::<T>;
    type Second = crate::app::branch::Brancher<T>;
    const SECOND_VIEW: View<crate::app::branch::Brancher<T>> = crate::ui::branch::draw::<T>;
    const LESSONS: &'static [Builtin] = <T as ExploreCli>::LESSONS;

    fn samples() -> Vec<Sample<Explorer<T>>> {
        <T as ExploreCli>::samples()
    }

    /// Branch and bound on the first sample's instance: FIFO a few expansions in, and two
    /// strategies side by side.
    fn second_samples() -> Vec<Sample<crate::app::branch::Brancher<T>>> {
        use crate::app::Puzzle;
        use crate::engine::branch::Strategy;
        let Some(first) = Self::samples().into_iter().next() else {
            return Vec::new();
        };
        let (instance, source) = (first.model.instance, first.model.source);
        let prune = T::PRUNES[0];
        let ranks = {
            use crate::engine::backtrack::Hooks as _;
            T::hooks(&instance).rank(0).is_some()
        };
        let other = if ranks { Strategy::Lc } else { Strategy::Fifo };
        let at = |strategies: &[Strategy], step| {
            let titles = crate::ui::branch::titles::<T>(&instance, &source, prune);
            let mut m = crate::app::branch::Brancher::<T>::new(
                instance.clone(),
                source.clone(),
                prune,
                strategies,
            )
            .titled(titles);
            m.seek(step);
            m
        };
        vec![
            Sample {
                name: "branch and bound, FIFO",
                model: at(&[Strategy::Fifo], 3),
                actions: Vec::new(),
            },
            Sample {
                name: "branch and bound compared",
                model: at(&[Strategy::Backtrack, other], 2),
                actions: Vec::new(),
            },
        ]
    }

    fn name(lang: Lang) -> &'static str {
        T::words(lang).name
    }

    fn about(lang: Lang) -> &'static str {
        T::words(lang).about
    }

    fn usage(lang: Lang) -> &'static str {
        T::words(lang).usage
    }

    fn examples(lang: Lang) -> &'static str {
        T::words(lang).examples
    }

    /// Its own words first; `--random`'s range from [`Explore::SIZES`] with the words' noun
    /// for the size; the shared words for the rest.
    fn option_help(lang: Lang, id: &str) -> Option<String> {
        (T::words(lang).option)(id).or_else(|| match id {
            "random" => Some(crate::cli::messages::random_help(
                lang,
                T::words(lang).size,
                T::SIZES,
            )),
            "prune" => Some(crate::cli::messages::prune_help(lang, T::PRUNES)),
            "compare" => Some(crate::cli::messages::compare_help(lang, T::PRUNES)),
            _ => crate::cli::messages::explore_option_help(lang, id),
        })
    }

    /// `--prune`: [`Explore::PRUNES`]; `--tree`: every format; its own choices
    /// ([`ExploreCli::choices`]) for the rest.
    fn choices(id: &str) -> Option<Vec<&'static str>> {
        match id {
            "prune" => Some(T::PRUNES.iter().map(|p| p.name()).collect()),
            "tree" => Some(crate::output::tree::TreeFormat::names()),
            _ => <T as ExploreCli>::choices(id),
        }
    }

    /// `--random` and `--seed` where it makes no random instance ([`ExploreCli::RANDOM`]).
    fn hidden(id: &str) -> bool {
        !T::RANDOM && matches!(id, "random" | "seed")
    }

    fn options_phrase(lang: Lang, _default: bool) -> &'static str {
        T::words(lang).options
    }

    /// The problem's own validation, then the shared one: every prune setting asked for is one
    /// the problem takes ([`Explore::PRUNES`]).
    fn request(args: Self::Args, lang: Lang) -> Result<Outcome<Box<Request<T>>>, UsageError> {
        let asked = <T as ExploreCli>::request(args, lang).map_err(|e| match e {
            UsageError::BadItems(v, min, max) => UsageError::BadSize(
                v,
                [T::words(Lang::En).size, T::words(Lang::Zh).size],
                min,
                max,
            ),
            e => e,
        });
        Ok(match asked? {
            Outcome::Run(request) => {
                use crate::engine::backtrack::Hooks as _;
                let lc = crate::engine::branch::Strategy::Lc;
                let wants_lc = match &request.run {
                    ExploreRun::Branch(s) => *s == lc,
                    ExploreRun::BranchTui(s, _) => s.contains(&lc),
                    _ => false,
                };
                if wants_lc && T::hooks(&request.instance).rank(0).is_none() {
                    return Err(UsageError::NoRank(T::COMMAND));
                }
                if let Some(bad) = request.prunes.iter().find(|p| !T::PRUNES.contains(p)) {
                    let allowed = T::PRUNES.iter().map(|p| p.name()).collect();
                    return Err(UsageError::PruneNotTaken(bad.name(), T::COMMAND, allowed));
                }
                Outcome::Run(Box::new(request))
            }
            Outcome::Print(text) => Outcome::Print(text),
        })
    }

    fn start(
        request: Box<Request<T>>,
        lang: Lang,
    ) -> Result<Start<Explorer<T>, crate::app::branch::Brancher<T>>, Failure> {
        let request = *request;
        Ok(match request.run {
            ExploreRun::Tui(playback) => Start::Show(
                Explorer::new(request.instance, request.source, &request.prunes),
                playback,
            ),
            // Branch and bound: a model of its own, shown the same way.
            ExploreRun::BranchTui(strategies, playback) => {
                let titles = crate::ui::branch::titles::<T>(
                    &request.instance,
                    &request.source,
                    request.prunes[0],
                );
                let model = crate::app::branch::Brancher::<T>::new(
                    request.instance,
                    request.source,
                    request.prunes[0],
                    &strategies,
                )
                .titled(titles);
                Start::Second(model, playback)
            }
            _ => Start::Headless(Box::new(move || {
                T::headless(&request, lang).unwrap_or_else(|| {
                    headless::run::<T>(&mut stdout(), &request, lang)?;
                    Ok(Exit::Quit)
                })
            })),
        })
    }
}

/// A buffered stdout for a headless job; `Send`, so that workers may write it (stdout is
/// locked once a 64 KiB buffer).
pub fn stdout() -> io::BufWriter<io::Stdout> {
    io::BufWriter::with_capacity(1 << 16, io::stdout())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `--record` never replaces a file nor follows a link at its name, dangling or not
    /// (issue 46: it overwrote both); a new name is created.
    #[test]
    fn a_recording_never_replaces_a_file_nor_follows_a_link() {
        let dir = std::env::temp_dir().join(format!("backtrack-record-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temp folder");
        let precious = dir.join("precious.txt");
        std::fs::write(&precious, "keep me").expect("written");
        std::os::unix::fs::symlink(&precious, dir.join("link.cast")).expect("a link");
        std::os::unix::fs::symlink(dir.join("nowhere"), dir.join("dangling.cast")).expect("a link");
        std::fs::create_dir(dir.join("folder.cast")).expect("a folder");
        let open_with = |name: &str, force: bool| {
            let mut playback = Playback::paused(Lang::En);
            playback.record = Some(dir.join(name));
            playback.force = force;
            open_record(&playback, Lang::En)
        };
        let open = |name: &str| open_with(name, false);
        for taken in ["precious.txt", "link.cast", "dangling.cast", "folder.cast"] {
            let Err(Failure::BadInput(said)) = open(taken) else {
                panic!("{taken}: refused")
            };
            assert!(said.contains("the name is taken"), "{said}");
            assert!(said.contains("--force"), "{said}");
        }
        // --force replaces a file, never a link (nor what it points to) nor a folder.
        for kept in ["link.cast", "dangling.cast", "folder.cast"] {
            assert!(
                open_with(kept, true).is_err(),
                "{kept}: refused with --force"
            );
        }
        assert_eq!(std::fs::read_to_string(&precious).expect("kept"), "keep me");
        assert!(!dir.join("nowhere").exists());
        assert!(matches!(open("new.cast"), Ok(Some(_))));
        let mut replaced = open_with("precious.txt", true)
            .expect("replaced")
            .expect("a file");
        std::io::Write::write_all(&mut replaced, b"new").expect("written");
        drop(replaced);
        assert_eq!(std::fs::read_to_string(&precious).expect("read"), "new");
        std::fs::remove_dir_all(&dir).expect("cleaned");
    }
}
