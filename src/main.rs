//! The `backtrack` command: parse the command line, wire the request to the visualizer or the
//! headless modes, and map errors to exit codes.
#![forbid(unsafe_code)]

use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;

use backtrack::cli::messages::{self, Cmd};
use backtrack::cli::{self, MazeRun, MazeSpec, Parsed, Run, UsageError};
use backtrack::i18n::Lang;
use backtrack::problems::maze::engine::source;
use backtrack::problems::maze::model::MazePuzzle;
use backtrack::problems::queens::model::Queens;
use backtrack::{app, output, problems, term};

/// Why the program stops before the end.
enum Failure {
    /// Bad usage: exit 2.
    Usage(UsageError),
    /// A maze that cannot be used, or a file that cannot be written, already worded: exit 2.
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

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let lang = cli::language(&args, Lang::from_env());
    let result = match cli::parse(&args, lang) {
        Ok(Parsed::Run(config)) => run(config.run, lang),
        Ok(Parsed::Print(text)) => {
            let mut out = io::stdout().lock();
            out.write_all(text.as_bytes())
                .and_then(|()| out.flush())
                .map(|()| app::Exit::Quit)
                .map_err(Failure::Io)
        }
        Err(e) => Err(Failure::Usage(e)),
    };
    match result {
        Ok(app::Exit::Quit) => ExitCode::SUCCESS,
        Ok(app::Exit::Interrupted) => ExitCode::from(130),
        Err(failure) => exit(lang, failure),
    }
}

fn run(run: Run, lang: Lang) -> Result<app::Exit, Failure> {
    match run {
        Run::Queens {
            n,
            algos,
            playback,
            start,
        } => {
            need_terminal(Cmd::Queens)?;
            let record = open_record(&playback, lang)?;
            let queens = Queens::from_start(&algos, n, &start);
            app::run(queens, playback, record, problems::queens::view::draw).map_err(Failure::Tui)
        }
        Run::QueensHeadless(job) => {
            let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
            output::run_queens(&mut out, &job, lang)?;
            Ok(app::Exit::Quit)
        }
        Run::Maze { maze, run } => run_maze(&maze, run, lang),
    }
}

/// `--record FILE`: the file, created before the terminal is touched; one that cannot be
/// created is bad input (exit 2), said in one line.
fn open_record(playback: &app::Playback, lang: Lang) -> Result<Option<std::fs::File>, Failure> {
    let Some(path) = &playback.record else {
        return Ok(None);
    };
    std::fs::File::create(path)
        .map(Some)
        .map_err(|e| Failure::BadInput(lang.words().record_failed(&path.display().to_string(), &e)))
}

/// The visualizer refuses a pipe, or a session without a terminal, before touching anything.
fn need_terminal(cmd: Cmd) -> Result<(), Failure> {
    term::check().map_err(|missing| {
        Failure::Usage(match missing {
            term::Missing::Pipe => UsageError::NotATerminal(cmd),
            term::Missing::Input => UsageError::NoTerminal(cmd),
        })
    })
}

/// Loads the maze, then runs the visualizer or a headless task on it.
fn run_maze(maze: &MazeSpec, run: MazeRun, lang: Lang) -> Result<app::Exit, Failure> {
    let setup = source::load(&maze.source, maze.start, maze.goal, maze.order).map_err(|e| {
        let words = backtrack::problems::maze::words::words(lang);
        Failure::BadInput(words.file_error(&words.source(&maze.source), &e))
    })?;
    match run {
        MazeRun::Tui(playback) => {
            need_terminal(Cmd::Maze)?;
            let puzzle = MazePuzzle::new(setup, maze.source.clone());
            let record = open_record(&playback, lang)?;
            app::run(puzzle, playback, record, problems::maze::view::draw).map_err(Failure::Tui)
        }
        MazeRun::Headless(task) => {
            let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
            output::run_maze(&mut out, &mut io::stderr(), &setup, task, lang)?;
            Ok(app::Exit::Quit)
        }
    }
}

/// One line on stderr, if it can still be written (never a panic on a closed stderr).
fn say(line: &str) {
    let _ = writeln!(io::stderr(), "backtrack: {line}");
}

/// One line on stderr and the exit code: 2 for bad usage or input; a closed pipe (`| head`)
/// ends quietly; Ctrl-C during a count exits 130; a terminal that went away exits 129 in
/// silence; other I/O errors exit 1.
fn exit(lang: Lang, failure: Failure) -> ExitCode {
    match failure {
        Failure::Usage(e) => {
            say(&messages::usage_error(lang, &e));
            ExitCode::from(2)
        }
        Failure::BadInput(message) => {
            say(&message);
            ExitCode::from(2)
        }
        // The terminal is gone, as after a hangup: nothing can be said to it.
        Failure::Tui(e) if term::is_gone(&e) => ExitCode::from(129),
        Failure::Tui(e) => {
            say(&lang.words().io_error(&e));
            ExitCode::from(1)
        }
        Failure::Io(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Failure::Io(e) => {
            say(&lang.words().io_error(&e));
            if e.kind() == io::ErrorKind::Interrupted {
                ExitCode::from(130)
            } else {
                ExitCode::from(1)
            }
        }
    }
}
