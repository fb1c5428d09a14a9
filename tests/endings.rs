//! Every way the visualizer can end, in every mode, leaves the terminal as it found it: main
//! screen, cursor shown, mouse reporting off, cooked mode (issues 14 and 15). Also: every fatal
//! signal, suspend and resume, signals in the first milliseconds, and closing the terminal
//! hundreds of times.
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

mod support {
    pub mod tty;
}

use std::time::Duration;

use rstest::rstest;
use support::tty::{Tty, spawn_closable, spawn_with};

/// Where the program is when it ends.
#[derive(Debug, Clone, Copy)]
enum Mode {
    Queens,
    Maze,
    MazeEditor,
    Compare,
}

impl Mode {
    fn args(self) -> &'static [&'static str] {
        match self {
            Mode::Queens => &["--paused"],
            Mode::Maze | Mode::MazeEditor => &["maze", "--paused"],
            Mode::Compare => &[
                "queens",
                "-n",
                "6",
                "--compare",
                "iterative,cells",
                "--paused",
            ],
        }
    }

    /// Starts the program and brings it to this mode.
    fn start(self) -> Tty {
        let mut tty = spawn_with(self.args(), 80, 24, &[("BACKTRACK_TEST_PANIC", "1")]);
        tty.wait_text("paused");
        if let Mode::MazeEditor = self {
            tty.send("e");
            tty.wait_text("editing");
            assert!(tty.mouse_on(), "the editor takes clicks");
        }
        tty
    }
}

/// How the program is made to end.
#[derive(Debug, Clone, Copy)]
enum Ending {
    Q,
    CtrlC,
    Signal(i32),
    Panic,
}

const SIGHUP: i32 = 1;
const SIGINT: i32 = 2;
const SIGQUIT: i32 = 3;
const SIGTERM: i32 = 15;

#[rstest]
fn every_ending_restores_the_terminal(
    #[values(Mode::Queens, Mode::Maze, Mode::MazeEditor, Mode::Compare)] mode: Mode,
    #[values(
        Ending::Q,
        Ending::CtrlC,
        Ending::Signal(SIGINT),
        Ending::Signal(SIGTERM),
        Ending::Signal(SIGHUP),
        Ending::Signal(SIGQUIT),
        Ending::Panic
    )]
    ending: Ending,
) {
    let mut tty = mode.start();
    let expected = match ending {
        Ending::Q => {
            tty.send("q");
            0
        }
        Ending::CtrlC => {
            tty.send("\x03");
            130
        }
        Ending::Signal(signal) => {
            tty.signal(signal);
            128 + signal as u32
        }
        Ending::Panic => {
            tty.send("!");
            101
        }
    };
    let status = tty.wait_exit();
    assert_eq!(status.exit_code(), expected, "{mode:?} {ending:?}");
    tty.assert_restored();
    if let Ending::Panic = ending {
        // The message is printed once, after the one restore, and stays above the cursor.
        tty.wait_text("backtrack: internal error");
        let parser = tty.parser.lock().unwrap();
        let screen = parser.screen();
        let row = screen
            .contents()
            .lines()
            .position(|l| l.contains("backtrack: internal error"))
            .unwrap();
        assert!(
            usize::from(screen.cursor_position().0) > row,
            "the cursor went back over the message"
        );
    }
}

/// Closing the terminal, with a hangup signal or without one (a remote session dropped):
/// exit 129 within a second, and nothing written to stderr.
#[rstest]
fn closing_the_terminal_ends_with_129_and_says_nothing(
    #[values(Mode::Queens, Mode::Maze, Mode::MazeEditor, Mode::Compare)] mode: Mode,
    #[values(true, false)] hangup: bool,
) {
    let mut pty = spawn_closable(mode.args(), hangup);
    pty.wait_output("paused");
    if let Mode::MazeEditor = mode {
        rustix::io::write(pty.master.as_ref().unwrap(), b"e").unwrap();
        pty.wait_output("editing");
    }
    pty.close();
    let (code, took) = pty.wait_exit(Duration::from_secs(5));
    assert_eq!(code, Some(129), "{mode:?} hangup {hangup}");
    assert!(took < Duration::from_secs(1), "took {took:?}");
    assert_eq!(pty.stderr_text(), "");
}

/// The catchable signals that would end the program: each restores, then exits 128 + it.
#[rstest]
#[case(10, "USR1")]
#[case(12, "USR2")]
#[case(14, "ALRM")]
#[case(26, "VTALRM")]
#[case(27, "PROF")]
#[case(25, "XFSZ")]
#[case(30, "PWR")]
#[case(29, "IO")]
#[case(24, "XCPU")]
#[case(16, "STKFLT")]
fn every_fatal_signal_restores(#[case] signal: i32, #[case] name: &str) {
    let mut tty = spawn_with(&["--speed", "max", "-n", "14"], 100, 40, &[]);
    tty.wait_text("playing");
    tty.signal(signal);
    let status = tty.wait_exit();
    assert_eq!(status.exit_code(), 128 + signal as u32, "SIG{name}");
    tty.assert_restored();
}

/// The signals no safe handler can catch, sent to the visualizer itself (a crash, an abort, an
/// allocation failure): its guard puts the terminal back, says so in one line, and exits 128 +
/// the signal. (Rust's own handler lets a SEGV or BUS sent by `kill` pass once, so the signal
/// is sent until the visualizer is gone.)
#[rstest]
#[case(6, "ABRT")]
#[case(5, "TRAP")]
#[case(4, "ILL")]
#[case(8, "FPE")]
#[case(31, "SYS")]
#[case(11, "SEGV")]
#[case(7, "BUS")]
#[case(9, "KILL")]
fn an_uncatchable_signal_still_restores(#[case] signal: i32, #[case] name: &str) {
    let mut tty = spawn_with(&["maze", "--paused"], 100, 30, &[]);
    tty.wait_text("paused");
    tty.send("e");
    tty.wait_text("editing");
    assert!(tty.mouse_on());
    let visualizer = tty.visualizer_pid();
    let status = loop {
        support::tty::signal_pid(visualizer, signal);
        if let Some(status) = tty.child.try_wait().unwrap() {
            break status;
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    assert_eq!(status.exit_code(), 128 + signal as u32, "SIG{name}");
    tty.assert_restored();
    tty.wait_text(&format!(
        "backtrack: ended by SIG{name}; the terminal was put back"
    ));
}

/// The guard killed (nothing can catch KILL): the visualizer gets a hangup, puts the terminal
/// back and ends.
#[test]
fn the_guard_killed_still_restores() {
    let mut tty = spawn_with(&["--paused"], 80, 24, &[]);
    tty.wait_text("paused");
    let visualizer = tty.visualizer_pid();
    tty.signal(9);
    tty.wait_exit();
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while std::path::Path::new(&format!("/proc/{visualizer}/cmdline")).exists()
        && std::fs::read_to_string(format!("/proc/{visualizer}/stat"))
            .is_ok_and(|s| !s.contains(") Z "))
    {
        assert!(
            std::time::Instant::now() < deadline,
            "the visualizer outlived its guard"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    tty.wait_for("the main screen", |s| {
        !s.alternate_screen() && !s.hide_cursor()
    });
    assert!(tty.cooked(), "cooked mode again");
}

/// A CPU-time limit ends the program with SIGXCPU: the terminal is restored.
#[test]
fn a_cpu_limit_restores_the_terminal() {
    let script = format!(
        "ulimit -S -t 1; exec {} -n 14 --speed max",
        env!("CARGO_BIN_EXE_backtrack")
    );
    let mut tty = support::tty::spawn_command("sh", &["-c", &script], 100, 40);
    tty.wait_text("playing");
    let status = tty.wait_exit_within(Duration::from_secs(20));
    assert_eq!(status.exit_code(), 128 + 24);
    tty.assert_restored();
}

/// SIGTSTP (and Ctrl-Z) leave the alternate screen and cooked mode behind and stop; SIGCONT
/// sets the terminal up again and redraws the whole screen.
#[rstest]
fn suspend_and_resume(#[values(true, false)] by_key: bool) {
    let mut tty = spawn_with(&["--paused"], 80, 24, &[]);
    tty.wait_text("step 0");
    if by_key {
        tty.send("\x1a");
    } else {
        tty.signal(20);
    }
    tty.wait_for("the main screen", |s| !s.alternate_screen());
    assert!(tty.cooked(), "cooked while stopped");
    assert!(!tty.parser.lock().unwrap().screen().hide_cursor());
    // Something drawn over the screen while stopped must be gone after the redraw.
    tty.parser
        .lock()
        .unwrap()
        .process(b"\x1b[?1049h\x1b[2J\x1b[1;1Hjunk");
    tty.signal(18);
    tty.wait_for("the screen redrawn", |s| {
        s.contents().contains("step 0") && !s.contents().contains("junk")
    });
    assert!(!tty.cooked(), "raw mode again");
    tty.send("l");
    tty.wait_text("step 1");
    tty.send("q");
    assert_eq!(tty.wait_exit().exit_code(), 0);
    tty.assert_restored();
}

/// Signals in the first milliseconds, while the terminal is being set up: never a broken
/// terminal (the setup and the restore share one lock).
#[test]
fn a_thousand_early_signals_never_leave_the_terminal_broken() {
    let runs = 1000;
    let threads = 4;
    let broken = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for t in 0..threads {
            let broken = &broken;
            scope.spawn(move || {
                for i in (t..runs).step_by(threads) {
                    let mut tty = spawn_with(&["--paused"], 80, 24, &[]);
                    // 0 to 15 ms after the start: before, during and after the setup.
                    std::thread::sleep(Duration::from_micros((i as u64 * 7919) % 15_000));
                    let signal = [SIGTERM, SIGINT, SIGHUP, SIGQUIT][i % 4];
                    tty.signal(signal);
                    let status = tty.wait_exit();
                    let (alternate, hidden, mouse) = {
                        let parser = tty.parser.lock().unwrap();
                        let s = parser.screen();
                        (
                            s.alternate_screen(),
                            s.hide_cursor(),
                            s.mouse_protocol_mode() != vt100::MouseProtocolMode::None,
                        )
                    };
                    let cooked = tty.cooked();
                    if alternate || hidden || mouse || !cooked {
                        broken.lock().unwrap().push(format!(
                            "run {i}, signal {signal}, exit {status:?}: alternate screen \
                             {alternate}, cursor hidden {hidden}, mouse {mouse}, cooked \
                             {cooked}, all read {}, wrote {:?}",
                            tty.drained.load(std::sync::atomic::Ordering::SeqCst),
                            String::from_utf8_lossy(&tty.raw.lock().unwrap())
                        ));
                    }
                }
            });
        }
    });
    let broken = broken.into_inner().unwrap();
    assert!(
        broken.is_empty(),
        "broken terminals in {runs} runs:\n{}",
        broken.join("\n")
    );
}

/// Closing the terminal, again and again, in every mode, playing and paused, with and
/// without a hangup: always 129, never a word on stderr.
#[test]
fn five_hundred_closes_all_end_with_129() {
    let runs = 500;
    let threads = 4;
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for t in 0..threads {
            let failures = &failures;
            scope.spawn(move || {
                for i in (t..runs).step_by(threads) {
                    let args: &[&str] = match i % 4 {
                        0 => &["--paused"],
                        1 => &["--speed", "max", "-n", "8"],
                        2 => &["maze", "--speed", "max", "--random", "201x201"],
                        _ => &[
                            "queens",
                            "-n",
                            "6",
                            "--compare",
                            "iterative,cells",
                            "--speed",
                            "max",
                        ],
                    };
                    let mut pty = spawn_closable(args, i % 2 == 0);
                    if !pty.try_wait_output("step") {
                        let output = pty.output.lock().unwrap().clone();
                        let head = String::from_utf8_lossy(&output[..output.len().min(200)]);
                        failures.lock().unwrap().push(format!(
                            "{args:?} hangup {}: never drawn: {head:?}",
                            i % 2 == 0
                        ));
                        continue;
                    }
                    pty.close();
                    let (code, took) = pty.wait_exit(Duration::from_secs(5));
                    let stderr = pty.stderr_text();
                    if code != Some(129) || !stderr.is_empty() || took > Duration::from_secs(1) {
                        failures
                            .lock()
                            .unwrap()
                            .push(format!("{args:?}: {code:?} after {took:?}: {stderr:?}"));
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(
        failures.is_empty(),
        "{} of {runs}: {failures:#?}",
        failures.len()
    );
}
