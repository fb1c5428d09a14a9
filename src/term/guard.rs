//! The guard: a small parent process that outlives the visualizer, so the terminal is put back
//! even when the visualizer is ended by a signal no program can catch in safe code (SEGV,
//! BUS, ILL, FPE, ABRT, TRAP, SYS, KILL, and an allocation failure, which aborts).
//!
//! ```text
//!  shell ── backtrack (guard) ── backtrack (the visualizer, BACKTRACK_GUARD=<guard's pid>)
//!            │  saves the termios, forwards every signal it is sent, waits
//!            └─ the visualizer exits c      -> the guard exits c
//!               the visualizer dies of s    -> the guard restores, says one line, exits 128 + s
//!               the visualizer stops (^Z)   -> the guard stops too (the shell sees the job stop)
//!               the guard dies (kill -9)    -> the visualizer gets SIGHUP: it restores, exits 129
//! ```
//!
//! The guard is set before the terminal is touched and before any file is created, and runs
//! the same command line again in the child; it reads nothing from standard input, which the
//! child inherits.
//! Where no child can be started (`ulimit -u`, a binary gone), the program runs unguarded, as
//! before.

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};
use std::os::fd::AsFd;
use std::os::unix::process::CommandExt as _;
use std::sync::atomic::{AtomicI32, Ordering};

use crossterm::cursor::Show;
use crossterm::event::DisableMouseCapture;
use crossterm::execute;
use crossterm::terminal::LeaveAlternateScreen;
use nix::sys::signal::Signal;
use rustix::process::{Pid, WaitOptions};
use signal_hook::consts::signal::{SIGCONT, SIGTSTP};

use super::{FATAL_SIGNALS, held_back};

/// The environment variable that tells the visualizer its guard's process id.
const GUARD_VAR: &str = "BACKTRACK_GUARD";

/// The visualizer's process id, once started (0 before): where the guard forwards signals.
static CHILD: AtomicI32 = AtomicI32::new(0);

/// Guards the visualizer about to start. In the guard, this never returns: it runs the same
/// command line as a child and exits as the child did (`killed` is the wording of the line
/// said when the child was killed, with `{signal}` for the signal's name). In the child, or
/// where no guard can be set, it returns, and the program goes on.
pub fn guard(killed: &str) {
    if let Some(guard) = std::env::var_os(GUARD_VAR) {
        watch_the_guard(&guard);
        return;
    }
    let Some(tty) = terminal() else {
        return;
    };
    let Ok(saved) = rustix::termios::tcgetattr(&tty) else {
        return;
    };
    let watched: Vec<i32> = FATAL_SIGNALS
        .iter()
        .copied()
        .chain([SIGTSTP, SIGCONT])
        .collect();
    // Held back until the child's id is known: a signal meanwhile waits, then is forwarded.
    let held = held_back(&watched);
    let _ = held.as_ref().map(nix::sys::signal::SigSet::thread_block);
    let started = start_child().and_then(|child| {
        let signals = signal_hook::iterator::Signals::new(&watched)?;
        Ok((child, signals))
    });
    let Ok((child, mut signals)) = started else {
        let _ = held.as_ref().map(nix::sys::signal::SigSet::thread_unblock);
        return;
    };
    let pid = Pid::from_child(&child);
    CHILD.store(pid.as_raw_pid(), Ordering::SeqCst);
    let forwarder = std::thread::Builder::new().spawn(move || {
        for signal in signals.forever() {
            forward(signal);
        }
    });
    let _ = held.as_ref().map(nix::sys::signal::SigSet::thread_unblock);
    if forwarder.is_err() {
        // No thread to forward signals: the child is on its own, the guard only waits.
        let _ = CHILD.swap(0, Ordering::SeqCst);
    }
    let code = wait_for(pid, &tty, &saved, killed);
    std::process::exit(code);
}

/// The controlling terminal as the visualizer will use it: standard input if it is one, else
/// `/dev/tty`.
fn terminal() -> Option<std::os::fd::OwnedFd> {
    if io::stdin().is_terminal() {
        io::stdin().as_fd().try_clone_to_owned().ok()
    } else {
        std::fs::File::open("/dev/tty").ok().map(Into::into)
    }
}

/// The same program, the same arguments (its own `argv[0]` too), with the guard's id.
fn start_child() -> io::Result<std::process::Child> {
    let mut argv = std::env::args_os();
    let name = argv.next().unwrap_or_else(|| OsString::from("backtrack"));
    std::process::Command::new(std::env::current_exe()?)
        .arg0(name)
        .args(argv)
        .env(
            GUARD_VAR,
            rustix::process::getpid().as_raw_pid().to_string(),
        )
        .spawn()
}

/// In the child: a hangup when the guard dies, and one at once if it is already gone.
fn watch_the_guard(guard: &std::ffi::OsStr) {
    let _ = rustix::process::set_parent_process_death_signal(Some(rustix::process::Signal::HUP));
    let parent = rustix::process::getppid().map(Pid::as_raw_pid);
    if guard.to_str().and_then(|g| g.parse::<i32>().ok()) != parent {
        let _ = signal_hook::low_level::raise(signal_hook::consts::SIGHUP);
    }
}

/// Sends the guard's `signal` on to the visualizer (a stop included: the wait sees it).
fn forward(signal: i32) {
    let child = CHILD.load(Ordering::SeqCst);
    if child == 0 {
        return;
    }
    if let Ok(signal) = Signal::try_from(signal) {
        let _ = nix::sys::signal::kill(nix::unistd::Pid::from_raw(child), signal);
    }
}

/// Waits for the child to end, stopping with it; its exit code, or 128 + the signal that
/// killed it once the terminal is restored.
fn wait_for(
    pid: Pid,
    tty: &std::os::fd::OwnedFd,
    saved: &rustix::termios::Termios,
    killed: &str,
) -> i32 {
    loop {
        let status = match rustix::process::waitpid(Some(pid), WaitOptions::UNTRACED) {
            Ok(Some((_, status))) => status,
            Ok(None) | Err(rustix::io::Errno::INTR) => continue,
            // No child to wait for: nothing more to guard.
            Err(_) => return 1,
        };
        if status.stopped() {
            // Stop as the visualizer did, so the shell sees the job stop; `fg` continues both.
            let _ = rustix::process::kill_process(
                rustix::process::getpid(),
                rustix::process::Signal::STOP,
            );
            let _ = nix::sys::signal::kill(
                nix::unistd::Pid::from_raw(pid.as_raw_pid()),
                Signal::SIGCONT,
            );
            continue;
        }
        if let Some(code) = status.exit_status() {
            // The visualizer restores the terminal itself. Ended by a signal it caught, it
            // has said nothing after its restore, so the guard says the restore once more:
            // a second line of defence (CI saw, twice in some ten thousand early signals, a
            // visualizer exit 131 with none of its restore reaching the terminal, the cause
            // not found). Else, should its modes differ still, the guard puts them back.
            if by_caught_signal(code) {
                restore(tty, saved);
            } else if rustix::termios::tcgetattr(tty).is_ok_and(|now| !same_modes(&now, saved)) {
                let _ =
                    rustix::termios::tcsetattr(tty, rustix::termios::OptionalActions::Now, saved);
            }
            return code;
        }
        if let Some(signal) = status.terminating_signal() {
            restore(tty, saved);
            let name = Signal::try_from(signal)
                .map_or_else(|_| signal.to_string(), |s| s.as_str().to_string());
            let _ = writeln!(
                io::stderr(),
                "backtrack: {}",
                killed.replace("{signal}", &name)
            );
            return 128 + signal;
        }
    }
}

/// Whether an exit code is the one the visualizer ends with on a fatal signal it caught
/// (128 + the signal).
fn by_caught_signal(code: i32) -> bool {
    FATAL_SIGNALS.iter().any(|&s| code == 128 + s)
}

/// Whether two sets of terminal modes are the same in what raw mode changes.
fn same_modes(a: &rustix::termios::Termios, b: &rustix::termios::Termios) -> bool {
    a.input_modes == b.input_modes
        && a.output_modes == b.output_modes
        && a.local_modes == b.local_modes
        && a.control_modes == b.control_modes
}

/// Puts the terminal back as the visualizer would have: no mouse reporting, the main screen,
/// the cursor shown, and the modes it had before.
fn restore(tty: &std::os::fd::OwnedFd, saved: &rustix::termios::Termios) {
    let mut out = io::stdout();
    let _ = execute!(out, DisableMouseCapture, LeaveAlternateScreen, Show);
    let _ = out.flush();
    let _ = rustix::termios::tcsetattr(tty, rustix::termios::OptionalActions::Now, saved);
}
