//! Recording a session as an asciicast v2 file (`--record FILE.cast`), the format of
//! asciinema: a JSON header line (`version`, `width`, `height`, ...), then one JSON array per
//! burst of output, `[seconds, "o", text]`, and `[seconds, "r", "WxH"]` when the window is
//! resized. Each frame is written and flushed as it is drawn, so a killed session keeps what it
//! recorded.

use std::fs::File;
use std::io::{self, BufWriter, Stdout, Write};
use std::sync::{Arc, Mutex};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use serde::Serialize;

/// An asciicast being written.
#[derive(Debug)]
pub struct Cast {
    file: BufWriter<File>,
    start: Instant,
    /// Output written since the last flush: one event at the next flush.
    pending: Vec<u8>,
}

#[derive(Serialize)]
struct Header<'a> {
    version: u8,
    width: u16,
    height: u16,
    timestamp: u64,
    title: &'a str,
    env: Env<'a>,
}

#[derive(Serialize)]
struct Env<'a> {
    #[serde(rename = "TERM")]
    term: &'a str,
}

impl Cast {
    /// Starts a recording of a `width`×`height` window into `file`: the header, then a clear
    /// screen (the alternate screen the program draws on starts blank).
    pub fn start(file: File, (width, height): (u16, u16)) -> io::Result<Cast> {
        let mut cast = Cast {
            file: BufWriter::new(file),
            start: Instant::now(),
            pending: Vec::new(),
        };
        let header = Header {
            version: 2,
            width,
            height,
            timestamp: SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_secs()),
            title: "backtrack",
            env: Env {
                term: "xterm-256color",
            },
        };
        serde_json::to_writer(&mut cast.file, &header)?;
        cast.file.write_all(b"\n")?;
        cast.event("o", "\x1b[?25l\x1b[2J\x1b[H")?;
        Ok(cast)
    }

    /// One event line, flushed to the file.
    fn event(&mut self, kind: &str, data: &str) -> io::Result<()> {
        let at = self.start.elapsed().as_secs_f64();
        // Microseconds are all a player uses.
        let at = (at * 1e6).round() / 1e6;
        serde_json::to_writer(&mut self.file, &(at, kind, data))?;
        self.file.write_all(b"\n")?;
        self.file.flush()
    }

    /// The window was resized: a resize event, and the clear the program sends with it.
    pub fn resize(&mut self, (width, height): (u16, u16)) -> io::Result<()> {
        self.flush_output()?;
        self.event("r", &format!("{width}x{height}"))?;
        self.event("o", "\x1b[2J")
    }

    fn flush_output(&mut self) -> io::Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let text = String::from_utf8_lossy(&self.pending).into_owned();
        self.pending.clear();
        self.event("o", &text)
    }
}

/// A recording shared by the terminal's output and the session (which adds resizes). A
/// recording that fails to write stops; the session goes on.
pub type Recording = Arc<Mutex<Option<Cast>>>;

/// Runs `f` on the recording, if there is one; a write that fails ends the recording.
pub fn with(recording: &Recording, f: impl FnOnce(&mut Cast) -> io::Result<()>) {
    if let Ok(mut guard) = recording.lock()
        && let Some(cast) = guard.as_mut()
        && f(cast).is_err()
    {
        *guard = None;
    }
}

/// The terminal's output: the real terminal, and a recording of what reaches it.
#[derive(Debug)]
pub struct Out {
    stdout: Stdout,
    recording: Recording,
}

impl Out {
    /// Output to stdout, copied into `recording`.
    pub fn new(stdout: Stdout, recording: Recording) -> Out {
        Out { stdout, recording }
    }
}

impl Write for Out {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.stdout.write(buf)?;
        with(&self.recording, |cast| {
            cast.pending.extend_from_slice(&buf[..n]);
            Ok(())
        });
        Ok(n)
    }

    /// Flushes the terminal, then writes what it got as one event (a whole frame: ratatui
    /// flushes once per frame).
    fn flush(&mut self) -> io::Result<()> {
        self.stdout.flush()?;
        with(&self.recording, Cast::flush_output);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recording_is_a_header_then_timed_events() {
        let path = std::env::temp_dir().join(format!("backtrack-cast-{}.cast", std::process::id()));
        let mut cast = Cast::start(File::create(&path).unwrap(), (80, 24)).unwrap();
        cast.pending.extend_from_slice("board ♛".as_bytes());
        cast.flush_output().unwrap();
        cast.resize((100, 30)).unwrap();
        drop(cast);
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        let lines: Vec<serde_json::Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines[0]["version"], 2);
        assert_eq!(
            (lines[0]["width"].as_u64(), lines[0]["height"].as_u64()),
            (Some(80), Some(24))
        );
        let events = &lines[1..];
        assert_eq!(events.len(), 4);
        assert_eq!(events[1][1], "o");
        assert_eq!(events[1][2], "board ♛");
        assert_eq!(events[2][1], "r");
        assert_eq!(events[2][2], "100x30");
        let times: Vec<f64> = events.iter().map(|e| e[0].as_f64().unwrap()).collect();
        assert!(times.windows(2).all(|w| w[0] <= w[1]), "{times:?}");
    }
}
