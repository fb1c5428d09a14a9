//! The `backtrack` command: parse the command line, dispatch, map errors to exit codes.
#![forbid(unsafe_code)]

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use backtrack::cli::{self, MazeMode, Parsed, PuzzleConfig, QueensMode, UsageError};
use backtrack::engine::maze::source as maze_file;
use backtrack::i18n::Lang;
use backtrack::{app, output};

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let lang = cli::language(&args, Lang::from_env());
    let config = match cli::parse(&args, lang) {
        Ok(Parsed::Run(config)) => config,
        Ok(Parsed::Print(text)) => {
            let mut out = io::stdout().lock();
            return match out.write_all(text.as_bytes()).and_then(|_| out.flush()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => io_failure(lang, &e),
            };
        }
        Err(e) => return usage_failure(lang, &e),
    };
    let result = match &config.puzzle {
        PuzzleConfig::Queens(queens) if queens.mode == QueensMode::Tui => {
            if !io::stdout().is_terminal() {
                return usage_failure(lang, &UsageError::NotATerminal);
            }
            app::queens::run(queens, lang)
        }
        PuzzleConfig::Queens(queens) => {
            let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
            output::run_queens(&mut out, queens, lang)
        }
        PuzzleConfig::Maze(maze) => {
            let setup = match maze_file::load(&maze.source, maze.start, maze.goal, maze.order) {
                Ok(setup) => setup,
                Err(e) => {
                    eprintln!(
                        "backtrack: {}",
                        lang.maze_file_error(&maze.source.label(), &e)
                    );
                    return ExitCode::from(2);
                }
            };
            if maze.mode == MazeMode::Tui {
                if !io::stdout().is_terminal() {
                    return usage_failure(lang, &UsageError::NotATerminal);
                }
                app::maze::run(maze, setup, lang)
            } else {
                let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
                output::run_maze(
                    &mut out,
                    &mut io::stderr(),
                    &setup,
                    maze.mode,
                    maze.limit,
                    lang,
                )
            }
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => io_failure(lang, &e),
    }
}

/// Exit 2 with one line naming the bad input and what is allowed.
fn usage_failure(lang: Lang, e: &UsageError) -> ExitCode {
    eprintln!("backtrack: {}", lang.usage_error(e));
    ExitCode::from(2)
}

/// A closed pipe (`| head`) ends the program quietly; Ctrl-C during a count exits 130; other
/// I/O errors exit 1 with one line.
fn io_failure(lang: Lang, e: &io::Error) -> ExitCode {
    if e.kind() == io::ErrorKind::BrokenPipe {
        return ExitCode::SUCCESS;
    }
    if e.kind() == io::ErrorKind::Interrupted {
        eprintln!("backtrack: {}", lang.io_error(e));
        return ExitCode::from(130);
    }
    eprintln!("backtrack: {}", lang.io_error(e));
    ExitCode::from(1)
}
