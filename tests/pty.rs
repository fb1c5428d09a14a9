//! End-to-end: the real binary in a pseudo-terminal, read back through a vt100 emulator.

use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};

const TIMEOUT: Duration = Duration::from_secs(10);

struct Tty {
    parser: Arc<Mutex<vt100::Parser>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    master: Box<dyn MasterPty + Send>,
}

fn nz(v: u16) -> NonZeroU16 {
    NonZeroU16::new(v).unwrap()
}

fn spawn(args: &[&str], cols: u16, rows: u16) -> Tty {
    let pair = native_pty_system()
        .openpty(PtySize {
            rows,
            cols,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("open a pty");
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_backtrack"));
    cmd.args(args);
    cmd.env("TERM", "xterm-256color");
    cmd.env("LANG", "C.UTF-8");
    cmd.env_remove("LC_ALL");
    cmd.env_remove("LC_MESSAGES");
    cmd.env_remove("NO_COLOR");
    let child = pair.slave.spawn_command(cmd).expect("spawn backtrack");
    drop(pair.slave);
    let parser = Arc::new(Mutex::new(vt100::Parser::new(nz(rows), nz(cols), 0)));
    let mut reader = pair.master.try_clone_reader().unwrap();
    let sink = Arc::clone(&parser);
    std::thread::spawn(move || {
        let mut buf = [0u8; 8192];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            sink.lock().unwrap().process(&buf[..n]);
        }
    });
    let writer = pair.master.take_writer().unwrap();
    Tty {
        parser,
        writer,
        child,
        master: pair.master,
    }
}

impl Tty {
    fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }

    /// Resizes the pseudo-terminal (the program gets SIGWINCH) and the emulator with it.
    fn resize(&mut self, cols: u16, rows: u16) {
        self.parser.lock().unwrap().set_size(nz(rows), nz(cols));
        let size = PtySize {
            rows,
            cols,
            pixel_width: 0,
            pixel_height: 0,
        };
        self.master.resize(size).unwrap();
    }

    fn screen(&self) -> String {
        self.parser.lock().unwrap().screen().contents()
    }

    /// Waits until the screen satisfies `pred`; panics with the screen if it never does.
    fn wait_for(&self, what: &str, pred: impl Fn(&vt100::Screen) -> bool) {
        let start = Instant::now();
        while start.elapsed() < TIMEOUT {
            if pred(self.parser.lock().unwrap().screen()) {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("timed out waiting for {what}; screen:\n{}", self.screen());
    }

    fn wait_text(&self, text: &str) {
        self.wait_for(text, |s| s.contents().contains(text));
    }

    fn wait_exit(&mut self) -> portable_pty::ExitStatus {
        let start = Instant::now();
        while start.elapsed() < TIMEOUT {
            if let Some(status) = self.child.try_wait().unwrap() {
                // Let the reader thread take in the last bytes.
                std::thread::sleep(Duration::from_millis(100));
                return status;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        self.child.kill().ok();
        panic!("backtrack did not exit; screen:\n{}", self.screen());
    }

    fn assert_restored(&self) {
        let parser = self.parser.lock().unwrap();
        let screen = parser.screen();
        assert!(!screen.alternate_screen(), "still on the alternate screen");
        assert!(!screen.hide_cursor(), "cursor still hidden");
    }
}

#[test]
fn start_step_quit_leaves_the_alternate_screen() {
    let mut tty = spawn(&["--paused"], 80, 24);
    tty.wait_for("the alternate screen", |s| s.alternate_screen());
    tty.wait_text("step 0");
    tty.send("l");
    tty.wait_text("step 1");
    tty.wait_text("a1 placed");
    tty.send("l");
    tty.wait_text("step 2");
    tty.send("h");
    tty.wait_for("step 1 again", |s| {
        s.contents().contains("step 1") && !s.contents().contains("step 2")
    });
    tty.send("q");
    let status = tty.wait_exit();
    assert!(status.success(), "{status:?}");
    tty.assert_restored();
}

#[test]
fn space_plays_and_help_opens_and_closes() {
    let mut tty = spawn(&["--paused", "--speed", "max", "-n", "14"], 100, 30);
    tty.wait_text("paused");
    tty.send(" ");
    tty.wait_text("playing");
    tty.wait_for("thousands of steps", |s| s.contents().contains("solution"));
    tty.send(" ");
    tty.wait_text("paused");
    tty.send("?");
    tty.wait_text("run to the next solution and pause");
    tty.send("\x1b");
    tty.wait_for("help closed", |s| {
        !s.contents().contains("run to the next solution")
    });
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

#[test]
fn ctrl_c_quits_and_restores() {
    let mut tty = spawn(&[], 80, 24);
    tty.wait_text("playing");
    tty.send("\x03");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

#[test]
fn sigterm_restores_the_terminal() {
    let mut tty = spawn(&["--paused"], 80, 24);
    tty.wait_text("step 0");
    let pid = tty.child.process_id().expect("pid");
    // The shell's own `kill`, so the test needs no procps on a bare machine.
    let killed = std::process::Command::new("sh")
        .args(["-c", &format!("kill -TERM {pid}")])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = tty.wait_exit();
    assert_eq!(status.exit_code(), 128 + 15);
    tty.assert_restored();
}

#[test]
fn resize_redraws_with_bigger_squares_and_too_small_says_so() {
    let mut tty = spawn(&["--paused"], 80, 24);
    tty.wait_text("step 0");
    tty.resize(120, 40);
    // At 120x40 the key bar has room for "next sol." and squares are 8 columns wide.
    tty.wait_text("n next sol.");
    tty.wait_text("a       b       c");
    tty.resize(50, 12);
    tty.wait_text("enlarge the window to at least 70 x 22");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}

#[test]
fn chinese_interface_from_the_locale() {
    let pair_args = ["--paused", "--lang", "zh"];
    let mut tty = spawn(&pair_args, 80, 24);
    tty.wait_text("已暂停");
    tty.send("l");
    tty.wait_text("第 1 行 a 列：放下皇后");
    tty.send("q");
    assert!(tty.wait_exit().success());
    tty.assert_restored();
}
