//! The `backtrack` command: parse the command line, wire the request to the visualizer or the
//! headless modes, and map errors to exit codes.
#![forbid(unsafe_code)]

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use backtrack::app::maze::MazePuzzle;
use backtrack::app::queens::Queens;
use backtrack::cli::{self, MazeRun, MazeSpec, Parsed, Run, UsageError, messages};
use backtrack::engine::maze::source;
use backtrack::i18n::Lang;
use backtrack::{app, output, ui};

/// Why the program stops before the end.
enum Failure {
    /// Bad usage: exit 2.
    Usage(UsageError),
    /// A maze that cannot be used, already worded: exit 2.
    BadMaze(String),
    /// Reading or writing failed (or Ctrl-C stopped a count).
    Io(io::Error),
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
                .map_err(Failure::Io)
        }
        Err(e) => Err(Failure::Usage(e)),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => exit(lang, failure),
    }
}

fn run(run: Run, lang: Lang) -> Result<(), Failure> {
    match run {
        Run::Queens { n, algos, playback } => {
            need_terminal()?;
            Ok(app::run(
                Queens::new(&algos, n),
                playback,
                ui::queens::draw,
            )?)
        }
        Run::QueensHeadless(job) => {
            let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
            Ok(output::run_queens(&mut out, &job, lang)?)
        }
        Run::Maze { maze, run } => run_maze(&maze, run, lang),
    }
}

/// The visualizer refuses a pipe before touching the terminal.
fn need_terminal() -> Result<(), Failure> {
    if io::stdout().is_terminal() {
        Ok(())
    } else {
        Err(Failure::Usage(UsageError::NotATerminal))
    }
}

/// Loads the maze, then runs the visualizer or a headless task on it.
fn run_maze(maze: &MazeSpec, run: MazeRun, lang: Lang) -> Result<(), Failure> {
    let setup = source::load(&maze.source, maze.start, maze.goal, maze.order).map_err(|e| {
        let words = lang.words();
        Failure::BadMaze(words.maze_file_error(&words.maze_source(&maze.source), &e))
    })?;
    match run {
        MazeRun::Tui(playback) => {
            need_terminal()?;
            let puzzle = MazePuzzle::new(setup, maze.source.clone());
            Ok(app::run(puzzle, playback, ui::maze::draw)?)
        }
        MazeRun::Headless(task) => {
            let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
            Ok(output::run_maze(
                &mut out,
                &mut io::stderr(),
                &setup,
                task,
                lang,
            )?)
        }
    }
}

/// One line on stderr and the exit code: 2 for bad usage or input; a closed pipe (`| head`)
/// ends quietly; Ctrl-C during a count exits 130; other I/O errors exit 1.
fn exit(lang: Lang, failure: Failure) -> ExitCode {
    match failure {
        Failure::Usage(e) => {
            eprintln!("backtrack: {}", messages::usage_error(lang, &e));
            ExitCode::from(2)
        }
        Failure::BadMaze(message) => {
            eprintln!("backtrack: {message}");
            ExitCode::from(2)
        }
        Failure::Io(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Failure::Io(e) => {
            eprintln!("backtrack: {}", lang.words().io_error(&e));
            if e.kind() == io::ErrorKind::Interrupted {
                ExitCode::from(130)
            } else {
                ExitCode::from(1)
            }
        }
    }
}
