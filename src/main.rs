//! The `backtrack` command: parse the command line, hand the request to its problem (the
//! visualizer or a headless mode), and map errors to exit codes.
#![forbid(unsafe_code)]

use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;

use backtrack::cli;
use backtrack::command_line::{self, Parsed, usage_error};
use backtrack::i18n::{Lang, printable};
use backtrack::problem::Failure;
use backtrack::{app, lesson, problems, term};

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let lang = cli::language(&args, Lang::from_env());
    let result = match command_line::parse(&args, lang) {
        Ok(Parsed::Run(config)) => problems::run(config.request, lang),
        Ok(Parsed::Lesson(request, lang)) => lesson::run(&request, lang),
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
        Ok(app::Exit::NotFound) => ExitCode::from(1),
        Err(failure) => exit(lang, failure),
    }
}

/// One line on stderr, if it can still be written (never a panic on a closed stderr), its
/// control characters shown, not sent: a name in it cannot drive the terminal.
fn say(line: &str) {
    let _ = writeln!(io::stderr(), "backtrack: {}", printable(line));
}

/// One line on stderr and the exit code: 2 for bad usage or input; a closed pipe (`| head`)
/// ends quietly; Ctrl-C during a count exits 130; a terminal that went away exits 129 in
/// silence; other I/O errors exit 1.
fn exit(lang: Lang, failure: Failure) -> ExitCode {
    match failure {
        Failure::Usage(e) => {
            say(&usage_error(lang, &e));
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
            if backtrack::progress::is_terminated(&e) {
                ExitCode::from(143)
            } else if e.kind() == io::ErrorKind::Interrupted {
                ExitCode::from(130)
            } else {
                ExitCode::from(1)
            }
        }
    }
}
