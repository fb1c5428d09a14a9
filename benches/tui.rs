//! The visualizer as a user runs it, in a pseudo-terminal: idle CPU while paused, memory, and
//! how long a key takes to reach the screen while the engine runs at "max".
//!
//! `cargo bench --bench tui` prints the figures. `BENCH_TUI_SECONDS` sets how long the "max"
//! run lasts before its memory is read (default 20) and `BENCH_TUI_N` its board (default 14,
//! which the engine finishes in about 7 s; N = 20 keeps it running for hours).
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

#[path = "../tests/support/tty.rs"]
mod tty;

use std::time::{Duration, Instant};

use backtrack::problems::queens::engine::Algo;
use tty::{Tty, spawn};

/// CPU seconds (user + system) the process has used so far.
fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // Fields after the command name (which is in parentheses): utime is the 14th, stime 15th.
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks: f64 = fields[11].parse::<f64>().unwrap() + fields[12].parse::<f64>().unwrap();
    ticks / 100.0
}

/// Resident set size in MiB.
fn rss_mib(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let kb: f64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0.0);
    kb / 1024.0
}

fn pid(tty: &Tty) -> u32 {
    tty.child.process_id().expect("pid")
}

fn quit(mut tty: Tty) {
    tty.send("q");
    tty.wait_exit();
}

fn idle_cpu() {
    let tty = spawn(&["--paused"], 80, 24);
    tty.wait_text("step 0");
    std::thread::sleep(Duration::from_millis(500));
    let before = cpu_seconds(pid(&tty));
    std::thread::sleep(Duration::from_secs(10));
    let used = cpu_seconds(pid(&tty)) - before;
    println!(
        "idle CPU, paused for 10 s: {used:.2} CPU seconds ({:.2} %)",
        used * 10.0
    );
    println!("RSS, N = 8 paused: {:.1} MiB", rss_mib(pid(&tty)));
    quit(tty);
}

fn rss_playing_n8() {
    let mut tty = spawn(&["--speed", "max"], 80, 24);
    tty.wait_text("done");
    tty.send("h");
    std::thread::sleep(Duration::from_millis(300));
    println!(
        "RSS, N = 8 after a run to done and a step back: {:.1} MiB",
        rss_mib(pid(&tty))
    );
    quit(tty);
}

/// How long keys take to show on screen: `?` opens the help, Esc closes it, 20 times each.
fn key_latency(tty: &mut Tty) -> Vec<Duration> {
    let mut samples = Vec::new();
    for _ in 0..20 {
        let start = Instant::now();
        tty.send("?");
        tty.wait_text("this help");
        samples.push(start.elapsed());
        let start = Instant::now();
        tty.send("\x1b");
        tty.wait_for("help closed", |s| !s.contents().contains("this help"));
        samples.push(start.elapsed());
        std::thread::sleep(Duration::from_millis(37));
    }
    samples.sort();
    samples
}

fn report_latency(what: &str, samples: &[Duration]) {
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "key to screen, {what} ({} keys): median {:.1} ms, 90th percentile {:.1} ms, max {:.1} ms",
        samples.len(),
        ms(samples[samples.len() / 2]),
        ms(samples[samples.len() * 9 / 10]),
        ms(samples[samples.len() - 1])
    );
}

fn key_latency_paused_and_at_max() {
    let mut tty = spawn(&["-n", "14", "--paused"], 100, 30);
    tty.wait_text("paused");
    report_latency(
        "paused (the pty and emulator alone)",
        &key_latency(&mut tty),
    );
    quit(tty);

    let mut tty = spawn(&["-n", "14", "--speed", "max"], 100, 30);
    tty.wait_text("playing");
    std::thread::sleep(Duration::from_millis(500));
    report_latency("at max, N = 14", &key_latency(&mut tty));
    quit(tty);
}

/// "max" in a real terminal against the engine alone, at N = 14, for every algorithm: the best
/// of three 1-second windows of the step counter in the header, divided by the best of the
/// headless rates measured just before and just after (best against best, so that a noisy
/// neighbour on a shared machine hurts neither side alone).
fn max_against_headless() {
    println!("N = 14, 120x40: steps per second at max against the engine alone");
    for algo in Algo::ALL {
        let before = algo.steps_per_second(14, Duration::from_millis(1500));
        let tty = spawn(
            &["-n", "14", "--algo", algo.name(), "--speed", "max"],
            120,
            40,
        );
        tty.wait_text("playing");
        std::thread::sleep(Duration::from_millis(500));
        let mut tui: f64 = 0.0;
        for _ in 0..3 {
            let (start, steps_before) = (Instant::now(), step_count(&tty));
            std::thread::sleep(Duration::from_secs(1));
            let steps = step_count(&tty) - steps_before;
            tui = tui.max(steps as f64 / start.elapsed().as_secs_f64());
        }
        quit(tty);
        let headless = before.max(algo.steps_per_second(14, Duration::from_millis(1500)));
        println!(
            "{:<10} headless {:>6.1} M/s   max {:>6.1} M/s   ratio {:.2}",
            algo.name(),
            headless / 1e6,
            tui / 1e6,
            tui / headless
        );
    }
}

fn step_count(tty: &Tty) -> u64 {
    let screen = tty.screen();
    let header = screen.lines().next().unwrap_or_default();
    let digits: String = header
        .rsplit_once("step")
        .map_or("", |(_, n)| n)
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    digits.parse().unwrap_or(0)
}

fn long_run_memory() {
    let var = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(default)
    };
    let seconds = var("BENCH_TUI_SECONDS", 20);
    let n = var("BENCH_TUI_N", 14).to_string();
    let tty = spawn(&["-n", &n, "--speed", "max"], 100, 40);
    tty.wait_text("playing");
    let start = Instant::now();
    let mut peak: f64 = 0.0;
    while start.elapsed() < Duration::from_secs(seconds) {
        peak = peak.max(rss_mib(pid(&tty)));
        std::thread::sleep(Duration::from_millis(500));
    }
    println!(
        "RSS at max, N = {n}, {seconds} s: {:.1} MiB now, {peak:.1} MiB peak, {} steps",
        rss_mib(pid(&tty)),
        step_count(&tty)
    );
    quit(tty);
}

fn main() {
    // `cargo bench` passes --bench; a name filter selects nothing here, so run everything.
    idle_cpu();
    rss_playing_n8();
    key_latency_paused_and_at_max();
    max_against_headless();
    long_run_memory();
}
