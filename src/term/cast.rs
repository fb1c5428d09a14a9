//! Recording a session as an asciicast v2 file (`--record FILE.cast`), the format of
//! asciinema: a JSON header line (`version`, `width`, `height`, ...), then one JSON array per
//! recorded frame, `[seconds, "o", text]`, and `[seconds, "r", "WxH"]` when the window is
//! resized. The session draws the recording on a terminal of its own at most [`FRAMES`] times
//! a second (its own diff from the last frame recorded, so nothing drawn in between is lost
//! and a run at full speed does not fill the disk); each frame is flushed as it is written, so
//! a killed session keeps what it recorded. `idle_time_limit` makes paused stretches replay
//! short.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use serde::Serialize;

/// Frames recorded a second, at most.
pub const FRAMES: u32 = 30;

/// An asciicast being written.
#[derive(Debug)]
pub struct Cast {
    file: BufWriter<File>,
    start: Instant,
}

#[derive(Serialize)]
struct Header<'a> {
    version: u8,
    width: u16,
    height: u16,
    timestamp: u64,
    /// Players shorten any pause longer than this (seconds): a paused stretch replays short.
    idle_time_limit: f64,
    title: &'a str,
    env: Env<'a>,
}

#[derive(Serialize)]
struct Env<'a> {
    #[serde(rename = "TERM")]
    term: &'a str,
}

/// Pauses longer than this replay as this long.
pub const IDLE_TIME_LIMIT: f64 = 2.0;

impl Cast {
    /// Starts a recording of a `width`×`height` window into `file`: the header, then a clear
    /// screen (the alternate screen the program draws on starts blank).
    pub fn start(file: File, (width, height): (u16, u16)) -> io::Result<Cast> {
        let mut cast = Cast {
            file: BufWriter::new(file),
            start: Instant::now(),
        };
        let term = std::env::var("TERM")
            .ok()
            .filter(|t| !t.is_empty() && t.chars().all(|c| c.is_ascii_graphic()))
            .unwrap_or_else(|| "xterm-256color".into());
        let header = Header {
            version: 2,
            width,
            height,
            timestamp: SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_secs()),
            idle_time_limit: IDLE_TIME_LIMIT,
            title: "backtrack",
            env: Env { term: &term },
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
        self.event("r", &format!("{width}x{height}"))?;
        self.event("o", "\x1b[2J")
    }

    /// What the terminal was sent for one frame, as one event.
    pub fn output(&mut self, bytes: &[u8]) -> io::Result<()> {
        if bytes.is_empty() {
            return Ok(());
        }
        let text = String::from_utf8_lossy(bytes).into_owned();
        self.event("o", &text)
    }
}

/// Where the recording's terminal writes a frame: a buffer the session takes after each.
#[derive(Debug, Clone, Default)]
pub struct Tape(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl Tape {
    /// The bytes written since the last take.
    pub fn take(&self) -> Vec<u8> {
        self.0
            .lock()
            .map(|mut b| std::mem::take(&mut *b))
            .unwrap_or_default()
    }
}

impl Write for Tape {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0
            .lock()
            .map_err(|_| io::Error::other("the recording's buffer is poisoned"))?
            .extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
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
        cast.output("board ♛".as_bytes()).unwrap();
        cast.resize((100, 30)).unwrap();
        drop(cast);
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        let lines: Vec<serde_json::Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines[0]["version"], 2);
        assert_eq!(lines[0]["idle_time_limit"], IDLE_TIME_LIMIT);
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
