//! A pseudo-terminal driver for end-to-end tests and measurements: the real binary runs in a
//! pty and its output is read back through a vt100 emulator.
#![allow(dead_code)]

use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};

pub const TIMEOUT: Duration = Duration::from_secs(10);

pub struct Tty {
    pub parser: Arc<Mutex<vt100::Parser>>,
    pub writer: Box<dyn Write + Send>,
    pub child: Box<dyn Child + Send + Sync>,
    pub master: Box<dyn MasterPty + Send>,
}

pub fn nz(v: u16) -> NonZeroU16 {
    NonZeroU16::new(v).unwrap()
}

pub fn spawn(args: &[&str], cols: u16, rows: u16) -> Tty {
    spawn_with(args, cols, rows, &[])
}

/// Like [`spawn`], with extra environment variables.
pub fn spawn_with(args: &[&str], cols: u16, rows: u16, env: &[(&str, &str)]) -> Tty {
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
    for (key, value) in env {
        cmd.env(key, value);
    }
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
    pub fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }

    /// Resizes the pseudo-terminal (the program gets SIGWINCH) and the emulator with it.
    pub fn resize(&mut self, cols: u16, rows: u16) {
        self.parser.lock().unwrap().set_size(nz(rows), nz(cols));
        let size = PtySize {
            rows,
            cols,
            pixel_width: 0,
            pixel_height: 0,
        };
        self.master.resize(size).unwrap();
    }

    pub fn screen(&self) -> String {
        self.parser.lock().unwrap().screen().contents()
    }

    /// Waits until the screen satisfies `pred`; panics with the screen if it never does.
    pub fn wait_for(&self, what: &str, pred: impl Fn(&vt100::Screen) -> bool) {
        let start = Instant::now();
        while start.elapsed() < TIMEOUT {
            if pred(self.parser.lock().unwrap().screen()) {
                return;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        panic!("timed out waiting for {what}; screen:\n{}", self.screen());
    }

    pub fn wait_text(&self, text: &str) {
        self.wait_for(text, |s| s.contents().contains(text));
    }

    pub fn wait_exit(&mut self) -> portable_pty::ExitStatus {
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

    pub fn assert_restored(&self) {
        let parser = self.parser.lock().unwrap();
        let screen = parser.screen();
        assert!(!screen.alternate_screen(), "still on the alternate screen");
        assert!(!screen.hide_cursor(), "cursor still hidden");
    }
}
