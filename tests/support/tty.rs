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
    /// Set when the reader has read the pty to its end (every process on the slave gone).
    pub drained: Arc<std::sync::atomic::AtomicBool>,
    pub writer: Box<dyn Write + Send>,
    pub child: Box<dyn Child + Send + Sync>,
    pub master: Box<dyn MasterPty + Send>,
    /// Every byte the program wrote, as written (queries the emulator does not answer).
    pub raw: Arc<Mutex<Vec<u8>>>,
    /// The test's own hold on the slave until the program has exited: the pty's end comes
    /// only when the test lets go, after the program's last bytes are in, never racing them
    /// (a master read can end while bytes written just before the last close are in flight).
    slave: Option<Box<dyn portable_pty::SlavePty + Send>>,
}

pub fn nz(v: u16) -> NonZeroU16 {
    NonZeroU16::new(v).unwrap()
}

pub fn spawn(args: &[&str], cols: u16, rows: u16) -> Tty {
    spawn_with(args, cols, rows, &[])
}

/// Like [`spawn`], with extra environment variables.
pub fn spawn_with(args: &[&str], cols: u16, rows: u16, env: &[(&str, &str)]) -> Tty {
    spawn_program(
        env!("CARGO_BIN_EXE_backtrack"),
        args,
        (cols, rows),
        (cols, rows),
        env,
    )
}

/// No core dumps from the programs the tests start: a signal that comes before the program
/// catches it (SIGQUIT's default dumps core) must end it at once. Where core dumps go to a
/// program (`core_pattern` a pipe, as on many CI hosts), the dying process waits for that
/// program, sometimes for seconds; a limit of 1 byte turns the dump off for files and pipes
/// alike. Children inherit the limit.
fn no_core_dumps() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        use rustix::process::{Resource, Rlimit, getrlimit, setrlimit};
        let maximum = getrlimit(Resource::Core).maximum;
        let _ = setrlimit(
            Resource::Core,
            Rlimit {
                current: Some(1),
                maximum,
            },
        );
    });
}

/// Any program (a shell that runs backtrack, say) in a pty.
pub fn spawn_command(program: &str, args: &[&str], cols: u16, rows: u16) -> Tty {
    spawn_program(program, args, (cols, rows), (cols, rows), &[])
}

/// The program in a pty of `size`, read back through an emulator of `screen` (smaller, for a
/// pty that reports a giant size).
pub fn spawn_program(
    program: &str,
    args: &[&str],
    size: (u16, u16),
    screen: (u16, u16),
    env: &[(&str, &str)],
) -> Tty {
    spawn_program_in(None, program, args, size, screen, env)
}

/// backtrack in a pty of `cols` x `rows`, its working folder `dir` (where `x` and `X` write).
#[allow(dead_code)] // not every test binary that includes this module uses it
pub fn spawn_in(dir: &std::path::Path, args: &[&str], cols: u16, rows: u16) -> Tty {
    spawn_program_in(
        Some(dir),
        env!("CARGO_BIN_EXE_backtrack"),
        args,
        (cols, rows),
        (cols, rows),
        &[],
    )
}

/// [`spawn_program`] in the working folder `dir`, if given.
fn spawn_program_in(
    dir: Option<&std::path::Path>,
    program: &str,
    args: &[&str],
    (cols, rows): (u16, u16),
    screen: (u16, u16),
    env: &[(&str, &str)],
) -> Tty {
    no_core_dumps();
    let pair = native_pty_system()
        .openpty(PtySize {
            rows,
            cols,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("open a pty");
    let mut cmd = CommandBuilder::new(program);
    cmd.args(args);
    cmd.env("TERM", "xterm-256color");
    cmd.env("LANG", "C.UTF-8");
    cmd.env_remove("LC_ALL");
    cmd.env_remove("LC_MESSAGES");
    cmd.env_remove("NO_COLOR");
    for (key, value) in env {
        cmd.env(key, value);
    }
    if let Some(dir) = dir {
        cmd.cwd(dir);
    }
    let child = pair.slave.spawn_command(cmd).expect("spawn backtrack");
    let parser = Arc::new(Mutex::new(vt100::Parser::new(
        nz(screen.1),
        nz(screen.0),
        0,
    )));
    let mut reader = pair.master.try_clone_reader().unwrap();
    let sink = Arc::clone(&parser);
    let raw = Arc::new(Mutex::new(Vec::new()));
    let raw_sink = Arc::clone(&raw);
    let drained = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let done = Arc::clone(&drained);
    std::thread::spawn(move || {
        let mut buf = [0u8; 8192];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            sink.lock().unwrap().process(&buf[..n]);
            raw_sink.lock().unwrap().extend_from_slice(&buf[..n]);
        }
        done.store(true, std::sync::atomic::Ordering::SeqCst);
    });
    let writer = pair.master.take_writer().unwrap();
    Tty {
        parser,
        drained,
        writer,
        child,
        master: pair.master,
        raw,
        slave: Some(pair.slave),
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

    /// Waits until the program has written `bytes` (a query to the terminal, say).
    pub fn wait_bytes(&self, bytes: &[u8]) {
        let start = Instant::now();
        while start.elapsed() < TIMEOUT {
            if self
                .raw
                .lock()
                .unwrap()
                .windows(bytes.len())
                .any(|w| w == bytes)
            {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        panic!("never wrote {:?}", String::from_utf8_lossy(bytes));
    }

    pub fn wait_text(&self, text: &str) {
        self.wait_for(text, |s| s.contents().contains(text));
    }

    pub fn wait_exit(&mut self) -> portable_pty::ExitStatus {
        self.wait_exit_within(TIMEOUT)
    }

    /// Waits for the program to exit, at most `limit`.
    pub fn wait_exit_within(&mut self, limit: Duration) -> portable_pty::ExitStatus {
        let start = Instant::now();
        while start.elapsed() < limit {
            if let Some(status) = self.child.try_wait().unwrap() {
                // The program is gone: the test lets go of the slave, the reader reads the
                // rest and then the pty's end.
                self.slave = None;
                // Let the reader thread take in the last bytes: it reads to the pty's end
                // once every process on the slave is gone (on a loaded machine that can take
                // longer than any fixed pause); a little longer at most, in case a process
                // forked meanwhile holds the slave.
                let start = Instant::now();
                while !self.drained.load(std::sync::atomic::Ordering::SeqCst)
                    && start.elapsed() < Duration::from_secs(2)
                {
                    std::thread::sleep(Duration::from_millis(5));
                }
                std::thread::sleep(Duration::from_millis(20));
                return status;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let state = self
            .child
            .process_id()
            .map(process_state)
            .unwrap_or_default();
        self.child.kill().ok();
        panic!(
            "backtrack did not exit; screen:\n{}\nprocess:\n{state}",
            self.screen()
        );
    }

    pub fn assert_restored(&self) {
        {
            let parser = self.parser.lock().unwrap();
            let screen = parser.screen();
            assert!(!screen.alternate_screen(), "still on the alternate screen");
            assert!(!screen.hide_cursor(), "cursor still hidden");
            assert_eq!(
                screen.mouse_protocol_mode(),
                vt100::MouseProtocolMode::None,
                "mouse reporting still on"
            );
        }
        assert!(self.cooked(), "the terminal is still in raw mode");
    }

    /// Whether the terminal is in cooked mode (canonical input and echo), as `stty` would say.
    pub fn cooked(&self) -> bool {
        use nix::sys::termios::LocalFlags;
        let termios = self.master.get_termios().expect("the pty's termios");
        termios
            .local_flags
            .contains(LocalFlags::ICANON | LocalFlags::ECHO)
    }

    /// The program's process id.
    pub fn pid(&self) -> u32 {
        self.child.process_id().expect("pid")
    }

    /// The visualizer's process id: the child of the guard the test started.
    pub fn visualizer_pid(&self) -> u32 {
        let guard = self.pid();
        let children = std::fs::read_to_string(format!("/proc/{guard}/task/{guard}/children"))
            .expect("the guard's children");
        children
            .split_whitespace()
            .next()
            .and_then(|c| c.parse().ok())
            .expect("the guard has started the visualizer")
    }

    /// Sends `signal` to the program.
    pub fn signal(&self, signal: i32) {
        signal_pid(self.pid(), signal);
    }

    /// Whether the program reports mouse clicks now.
    pub fn mouse_on(&self) -> bool {
        self.parser.lock().unwrap().screen().mouse_protocol_mode() != vt100::MouseProtocolMode::None
    }
}

/// What the kernel says of process `pid` and each of its threads (the command, its state,
/// its signal masks, where each thread waits), for a test that finds it still running.
pub fn process_state(pid: u32) -> String {
    use std::fmt::Write as _;
    let read = |path: String| std::fs::read_to_string(path).unwrap_or_default();
    let mut out = format!(
        "cmdline: {}\n",
        read(format!("/proc/{pid}/cmdline")).replace('\0', " ")
    );
    for line in read(format!("/proc/{pid}/status")).lines() {
        if [
            "State", "Threads", "SigQ", "SigPnd", "ShdPnd", "SigBlk", "SigIgn", "SigCgt",
        ]
        .iter()
        .any(|key| line.starts_with(&format!("{key}:")))
        {
            out.push_str(line);
            out.push('\n');
        }
    }
    if let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) {
        for task in tasks.flatten() {
            let dir = task.path();
            let stat = read(format!("{}/stat", dir.display()));
            let wchan = read(format!("{}/wchan", dir.display()));
            let syscall = read(format!("{}/syscall", dir.display()));
            let _ = writeln!(
                out,
                "task {}: {} wchan {wchan} syscall {}",
                task.file_name().to_string_lossy(),
                stat.rsplit(')').next().unwrap_or_default().trim(),
                syscall.trim()
            );
        }
    }
    out
}

/// Sends `signal` to process `pid` (it may be gone already).
pub fn signal_pid(pid: u32, signal: i32) {
    use rustix::process::{Pid, Signal, kill_process};
    let pid = Pid::from_raw(pid as i32).expect("a pid");
    let signal = Signal::from_named_raw(signal).expect("a signal");
    let _ = kill_process(pid, signal);
}

/// A pseudo-terminal the test can close while the program runs: the program's output is
/// collected by a thread that stops when asked, so closing really closes the master.
pub struct Closable {
    pub master: Option<std::os::fd::OwnedFd>,
    pub child: std::process::Child,
    pub output: Arc<Mutex<Vec<u8>>>,
    stop: Arc<std::sync::atomic::AtomicBool>,
    reader: Option<std::thread::JoinHandle<()>>,
    pub stderr: std::path::PathBuf,
}

/// Starts the program on a new pty, its stderr going to a file. With `hangup`, the program
/// leads its own session with the pty as its controlling terminal (`setsid --ctty`), so closing
/// the pty sends it SIGHUP; without, the pty is only its stdin and stdout, so closing it sends
/// no signal at all (a remote session dropped without a hangup).
pub fn spawn_closable(args: &[&str], hangup: bool) -> Closable {
    use rustix::fs::{Mode, OFlags};
    use rustix::pty::{OpenptFlags, grantpt, openpt, ptsname, unlockpt};
    use std::os::fd::AsFd;
    use std::process::{Command, Stdio};
    use std::sync::atomic::{AtomicBool, Ordering};
    // Close-on-exec from the start: a program started by another test at the same moment must
    // not inherit (and so hold open) this master.
    let master = openpt(OpenptFlags::RDWR | OpenptFlags::NOCTTY | OpenptFlags::CLOEXEC).unwrap();
    grantpt(&master).unwrap();
    unlockpt(&master).unwrap();
    let name = ptsname(&master, Vec::new()).unwrap();
    let slave = rustix::fs::open(
        name.as_c_str(),
        OFlags::RDWR | OFlags::NOCTTY | OFlags::CLOEXEC,
        Mode::empty(),
    )
    .unwrap();
    let size = rustix::termios::Winsize {
        ws_row: 24,
        ws_col: 80,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    rustix::termios::tcsetwinsize(&slave, size).unwrap();
    let stderr = std::env::temp_dir().join(format!(
        "backtrack-closable-{}-{}.err",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let bin = env!("CARGO_BIN_EXE_backtrack");
    let mut cmd = if hangup {
        let mut c = Command::new("setsid");
        c.args(["--ctty", bin]);
        c
    } else {
        Command::new(bin)
    };
    let slave_in = slave.try_clone().unwrap();
    let child = cmd
        .args(args)
        .env("TERM", "xterm-256color")
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::from(slave_in))
        .stdout(Stdio::from(slave))
        .stderr(std::fs::File::create(&stderr).unwrap())
        .spawn()
        .expect("spawn backtrack");
    let output = Arc::new(Mutex::new(Vec::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let reader = {
        let fd = master.try_clone().unwrap();
        let (output, stop) = (Arc::clone(&output), Arc::clone(&stop));
        std::thread::spawn(move || {
            use rustix::event::{PollFd, PollFlags, Timespec, poll};
            let mut buf = [0u8; 8192];
            while !stop.load(Ordering::Relaxed) {
                let mut fds = [PollFd::new(&fd, PollFlags::IN)];
                let wait = Timespec {
                    tv_sec: 0,
                    tv_nsec: 20_000_000,
                };
                if !matches!(poll(&mut fds, Some(&wait)), Ok(n) if n > 0) {
                    continue;
                }
                match rustix::io::read(fd.as_fd(), &mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => output.lock().unwrap().extend_from_slice(&buf[..n]),
                }
            }
        })
    };
    Closable {
        master: Some(master),
        child,
        output,
        stop,
        reader: Some(reader),
        stderr,
    }
}

static COUNTER: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

impl Closable {
    /// Waits until the program has drawn something containing `text`.
    pub fn wait_output(&self, text: &str) {
        if !self.try_wait_output(text) {
            let output = self.output.lock().unwrap();
            let head = String::from_utf8_lossy(&output[..output.len().min(300)]);
            panic!("timed out waiting for {text:?}; the output began: {head:?}");
        }
    }

    /// Waits until the program has drawn something containing `text`; false after the timeout.
    pub fn try_wait_output(&self, text: &str) -> bool {
        let start = Instant::now();
        let mut seen: usize = 0;
        while start.elapsed() < TIMEOUT {
            {
                let output = self.output.lock().unwrap();
                // Look only at what is new, with a little overlap for a text cut in two.
                let from = seen.saturating_sub(text.len());
                if String::from_utf8_lossy(&output[from..]).contains(text) {
                    return true;
                }
                seen = output.len();
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        false
    }

    /// Closes the terminal: every descriptor of the master side.
    pub fn close(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        if let Some(reader) = self.reader.take() {
            reader.join().unwrap();
        }
        self.master.take();
    }

    /// Waits for the program to exit (at most `limit`): its exit code, or `None` if it was
    /// killed by a signal or did not exit in time (then it is killed).
    pub fn wait_exit(&mut self, limit: Duration) -> (Option<i32>, Duration) {
        let start = Instant::now();
        while start.elapsed() < limit {
            if let Some(status) = self.child.try_wait().unwrap() {
                return (status.code(), start.elapsed());
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        self.child.kill().ok();
        self.child.wait().ok();
        (None, start.elapsed())
    }

    /// What the program wrote to stderr.
    pub fn stderr_text(&self) -> String {
        std::fs::read_to_string(&self.stderr).unwrap_or_default()
    }
}

impl Drop for Closable {
    fn drop(&mut self) {
        self.close();
        self.child.kill().ok();
        self.child.wait().ok();
        let _ = std::fs::remove_file(&self.stderr);
    }
}
