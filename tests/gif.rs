//! `--gif` as a user meets it: the file the binary writes, decoded, against the visualizer's
//! own screens drawn into pixels here; and its refusals.
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

mod support {
    pub mod run;
}

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use backtrack::app::{App, ColorDepth, Mode, Puzzle, Speed};
use backtrack::command_line::{self, Parsed};
use backtrack::i18n::Lang;
use backtrack::output::gif::font::Font;
use backtrack::output::gif::raster::{self, Palette, Rgb};
use backtrack::problem::{Problem, Start};
use backtrack::problems::{self, Visitor};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use rstest::rstest;
use support::run::backtrack;

/// A fresh folder for one test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("backtrack-gif-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// One decoded frame: its delay (hundredths of a second) and the whole picture after it.
struct Shown {
    delay: u16,
    pixels: Vec<Rgb>,
}

/// The GIF at `path`: its size and each frame as it shows, drawn over the frames before
/// (its transparent pixels keep what was there).
fn decode(path: &Path) -> ((u16, u16), Vec<Shown>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut d = options
        .read_info(std::fs::File::open(path).unwrap())
        .unwrap();
    let (w, h) = (d.width(), d.height());
    let mut canvas = vec![[0u8; 3]; w as usize * h as usize];
    let mut out = Vec::new();
    while let Some(frame) = d.read_next_frame().unwrap() {
        for y in 0..frame.height as usize {
            for x in 0..frame.width as usize {
                let i = 4 * (y * frame.width as usize + x);
                let px = &frame.buffer[i..i + 4];
                if px[3] != 0 {
                    let at = (frame.top as usize + y) * w as usize + frame.left as usize + x;
                    canvas[at] = [px[0], px[1], px[2]];
                }
            }
        }
        out.push(Shown {
            delay: frame.delay,
            pixels: canvas.clone(),
        });
    }
    ((w, h), out)
}

/// The visualizer's screen for a command line at `step`, playing, at `size`: its buffer
/// and its pixels (drawn as `--gif` draws them).
struct Render {
    step: u64,
    size: (u16, u16),
    rate: f64,
}

impl Visitor for Render {
    type Out = (Buffer, Vec<Rgb>);
    fn visit<P: Problem>(self, request: P::Request) -> Self::Out {
        let Ok(Start::Show(model, playback)) = P::start(request, Lang::En) else {
            panic!("a visualizer");
        };
        let theme = playback.theme;
        let mut app = App::new(model, playback);
        app.depth = ColorDepth::TrueColor;
        app.update(backtrack::action::Action::Resize(self.size.0, self.size.1));
        // Run there, as playing does (the scrubber marks what it met on the way).
        app.puzzle.run(self.step, None);
        app.speed = Speed::Rate(self.rate);
        if !app.puzzle.is_done() {
            app.mode = Mode::Playing;
        }
        let mut terminal = Terminal::new(TestBackend::new(self.size.0, self.size.1)).unwrap();
        let buffer = terminal
            .draw(|frame| (P::VIEW)(frame, &app))
            .unwrap()
            .buffer
            .clone();
        let mut palette = Palette::default();
        let mut pixels = Vec::new();
        let defaults = backtrack::app::gif::defaults(theme);
        raster::draw(&buffer, defaults, &mut palette, &mut pixels);
        let rgb = pixels
            .iter()
            .map(|&i| palette.colors()[i as usize])
            .collect();
        (buffer, rgb)
    }
}

/// The screen of `args` (a command line without `--gif`) at `step`, playing at 5 steps a
/// second.
fn render(args: &[&str], step: u64, size: (u16, u16)) -> (Buffer, Vec<Rgb>) {
    render_at(args, step, size, 5.0)
}

/// The screen of `args` at `step`, playing at `rate` steps a second.
fn render_at(args: &[&str], step: u64, size: (u16, u16), rate: f64) -> (Buffer, Vec<Rgb>) {
    let mut words: Vec<OsString> = vec!["backtrack".into()];
    words.extend(args.iter().map(OsString::from));
    let lang = backtrack::cli::language(&words, Lang::En);
    let Ok(Parsed::Run(config)) = command_line::parse(&words, lang) else {
        panic!("a command line");
    };
    problems::visit(config.request, Render { step, size, rate })
}

/// Where two pictures 800 pixels wide first differ, by cell, for a failure's message.
fn differ(a: &[Rgb], b: &[Rgb], w: usize) -> String {
    let cells: std::collections::BTreeSet<(usize, usize)> = (0..a.len().min(b.len()))
        .filter(|&i| a[i] != b[i])
        .map(|i| (i % w / 8, i / w / 16))
        .collect();
    format!(
        "{} cells differ, first {:?}",
        cells.len(),
        cells.iter().take(12).collect::<Vec<_>>()
    )
}

/// The step of the first solution, from `--trace`.
fn first_solution(args: &[&str]) -> u64 {
    let mut with: Vec<&str> = args.to_vec();
    with.extend(["--trace", "--limit", "100000"]);
    let out = backtrack(&with);
    let text = String::from_utf8(out.stdout).unwrap();
    text.lines()
        .find(|l| l.contains("\"solution\""))
        .and_then(|l| {
            let v: serde_json::Value = serde_json::from_str(l).ok()?;
            v["step"].as_u64()
        })
        .expect("a solution in the trace")
}

/// 4 queens to the first solution: a frame a step (the solution's step and the first), each
/// 0.2 s, the last held 3 s; 800x480 pixels; the first and last frames are the visualizer's
/// screens at steps 0 and the solution's, pixel for pixel; under 1 MB.
#[test]
fn four_queens_to_the_first_solution_frame_by_frame() {
    let dir = folder("q4");
    let path = dir.join("q4.gif");
    let out = backtrack(&[
        "-n",
        "4",
        "--gif",
        path.to_str().unwrap(),
        "--until-solution",
        "1",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let said = String::from_utf8(out.stdout).unwrap();
    let solution = first_solution(&["-n", "4"]);
    assert!(
        said.starts_with(&format!(
            "wrote {}: {} frames",
            path.display(),
            solution + 1
        )),
        "{said}"
    );
    let ((w, h), frames) = decode(&path);
    assert_eq!((w, h), (800, 480));
    assert_eq!(frames.len() as u64, solution + 1);
    assert!(frames[..frames.len() - 1].iter().all(|f| f.delay == 20));
    assert_eq!(frames.last().unwrap().delay, 300);
    let (_, first) = render(&["-n", "4"], 0, (100, 30));
    assert!(
        frames[0].pixels == first,
        "the first frame is the screen at step 0: {}",
        differ(&frames[0].pixels, &first, 800)
    );
    let (_, last) = render(&["-n", "4"], solution, (100, 30));
    assert!(
        frames.last().unwrap().pixels == last,
        "the last frame is the screen at step {solution}: {}",
        differ(&frames.last().unwrap().pixels, &last, 800)
    );
    assert!(std::fs::metadata(&path).unwrap().len() < 1_000_000);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// In Chinese, the header's 皇 is drawn as the font's 皇: its ink in the cell's text colour,
/// the rest in its background, over the two cells it covers.
#[test]
fn a_chinese_frame_shows_chinese_glyphs() {
    let dir = folder("zh");
    let path = dir.join("zh.gif");
    let args = ["--lang", "zh", "-n", "5"];
    let mut with = args.to_vec();
    with.extend([
        "--gif-size",
        "90x26",
        "--gif",
        path.to_str().unwrap(),
        "--to-step",
        "3",
    ]);
    let out = backtrack(&with);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let ((w, _), frames) = decode(&path);
    assert_eq!(frames.len(), 4);
    let (buffer, pixels) = render(&args, 0, (90, 26));
    assert!(
        frames[0].pixels == pixels,
        "{}",
        differ(&frames[0].pixels, &pixels, 720)
    );
    let area = buffer.area;
    let (cx, cy) = (0..area.height)
        .flat_map(|y| (0..area.width).map(move |x| (x, y)))
        .find(|&(x, y)| buffer[(x, y)].symbol() == "皇")
        .expect("皇 on screen");
    let cell = &buffer[(cx, cy)];
    let fg = raster::rgb(cell.fg, [229, 229, 229]);
    let bg = raster::rgb(cell.bg, [0, 0, 0]);
    let glyph = Font::get().find('皇').unwrap();
    assert_eq!(glyph.width(), 16);
    let mut ink = 0;
    for y in 0..16 {
        for x in 0..16 {
            let at = (cy as usize * 16 + y) * w as usize + cx as usize * 8 + x;
            let want = if glyph.ink(x, y) { fg } else { bg };
            ink += usize::from(glyph.ink(x, y));
            assert_eq!(frames[0].pixels[at], want, "({x}, {y})");
        }
    }
    assert!(ink > 30, "皇 has strokes");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Sudoku in Chinese to the end, four steps a frame: the last frame is the screen at the
/// end, pixel for pixel (the log's lines of wide characters grow and shrink on the way:
/// nothing of an earlier line is left under a later one).
#[test]
fn a_chinese_search_to_its_end_is_the_screen_at_its_end() {
    let dir = folder("mrv");
    let path = dir.join("mrv.gif");
    let args = ["--lang", "zh", "sudoku", "--algo", "mrv"];
    let mut with = args.to_vec();
    with.extend(["--gif", path.to_str().unwrap(), "--speed", "20"]);
    let out = backtrack(&with);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let (_, frames) = decode(&path);
    let (_, end) = render_at(&args, 1_000_000, (100, 30), 20.0);
    let last = &frames.last().unwrap().pixels;
    assert!(*last == end, "{}", differ(last, &end, 800));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// One step a second at five frames a second: each step's five frames are one frame of a
/// second; an existing file is replaced only with `--force`.
#[test]
fn repeated_frames_merge_and_force_replaces() {
    let dir = folder("slow");
    let path = dir.join("slow.gif");
    let p = path.to_str().unwrap();
    let args = ["-n", "4", "--gif", p, "--to-step", "4", "--speed", "1"];
    assert!(backtrack(&args).status.success());
    let (_, frames) = decode(&path);
    let delays: Vec<u16> = frames.iter().map(|f| f.delay).collect();
    assert_eq!(delays, [100, 100, 100, 100, 300]);
    let again = backtrack(&args);
    assert_eq!(again.status.code(), Some(2));
    let out = backtrack(&[
        "-n",
        "4",
        "--gif",
        p,
        "--to-step",
        "2",
        "--speed",
        "1",
        "--force",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(decode(&path).1.len(), 3);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Bad requests: one line naming the input and what is allowed, exit 2, no file made.
#[rstest]
#[case(&["-n", "4", "--to-step", "99999"], "--to-step 99999: past the end of the search (its last step is")]
#[case(&["-n", "4", "--from-step", "5", "--to-step", "3"], "--from-step 5 --to-step 3: an empty range")]
#[case(&["-n", "4", "--from-step", "500"], "--from-step 500: past the end of the search")]
#[case(&["-n", "4", "--gif-size", "30x10"], "--gif-size 30x10: enlarge the window to at least")]
#[case(&["-n", "4", "--gif-size", "100"], "--gif-size 100: the size must be COLSxROWS")]
#[case(&["-n", "12"], "frames: a GIF may have at most 10000")]
#[case(&["-n", "4", "--until-solution", "3"], "--until-solution 3: the search ends at step")]
#[case(&["-n", "4", "--fps", "60"], "--fps 60: frames per second must be a number from 0.5 to 50")]
#[case(&["-n", "4", "--speed", "max"], "--speed max with --gif")]
#[case(&["-n", "4", "--keys", "q"], "--keys q: a key that leaves the screen")]
#[case(&["-n", "4", "--paused"], "--paused has no effect with --gif")]
fn bad_requests_exit_2_and_leave_no_file(#[case] args: &[&str], #[case] expected: &str) {
    // A folder of its own: the cases run at once.
    static CASE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let case = CASE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = folder(&format!("bad-{case}"));
    let path = dir.join("out.gif");
    let mut with = args.to_vec();
    with.extend(["--gif", path.to_str().unwrap()]);
    let out = backtrack(&with);
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(expected), "{err}");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "nothing left");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Names that cannot be written: a folder, a file there already, a link; and a folder that
/// does not exist (exit 1: the writing failed). Nothing is replaced or left behind.
#[test]
fn names_taken_or_unwritable_are_refused() {
    let dir = folder("names");
    let file = dir.join("kept.gif");
    std::fs::write(&file, "keep").unwrap();
    let link = dir.join("link.gif");
    std::os::unix::fs::symlink(&file, &link).unwrap();
    let run = |name: &Path, force: bool| {
        let mut args = vec!["-n", "4", "--to-step", "2", "--gif", name.to_str().unwrap()];
        if force {
            args.push("--force");
        }
        let out = backtrack(&args);
        (out.status.code(), String::from_utf8(out.stderr).unwrap())
    };
    let (code, err) = run(&dir, false);
    assert_eq!(code, Some(2));
    assert!(err.contains("not a file that can be written"), "{err}");
    let (code, err) = run(&file, false);
    assert_eq!(code, Some(2));
    assert!(err.contains("exists: give --force to replace it"), "{err}");
    let (code, _) = run(&link, true);
    assert_eq!(code, Some(2), "a link is never followed nor replaced");
    let (code, err) = run(&dir.join("no/such/x.gif"), false);
    assert_eq!(code, Some(1));
    assert!(err.contains("could not write"), "{err}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 2);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Every problem writes a GIF of its first steps (scripts and replays go through the same
/// door as the built-in problems).
#[rstest]
#[case(&["maze"])]
#[case(&["subset-sum"])]
#[case(&["knapsack"])]
#[case(&["permutations"])]
#[case(&["tsp"])]
#[case(&["knight"])]
#[case(&["coloring"])]
#[case(&["sudoku"])]
#[case(&["script", "assets/scripts/max-clique.rhai"])]
#[case(&["replay", "TRACE"])]
fn every_problem_writes_one(#[case] args: &[&str]) {
    let dir = folder(&format!("p-{}", args[0]));
    let path = dir.join("p.gif");
    // A replay of subset sum's trace.
    let trace = dir.join("trace.jsonl");
    let out = backtrack(&["subset-sum", "--trace"]);
    std::fs::write(&trace, out.stdout).unwrap();
    let args: Vec<&str> = args
        .iter()
        .map(|a| {
            if *a == "TRACE" {
                trace.to_str().unwrap()
            } else {
                a
            }
        })
        .collect();
    let args = args.as_slice();
    let mut with = args.to_vec();
    with.extend([
        "--gif",
        path.to_str().unwrap(),
        "--to-step",
        "5",
        "--keys",
        "t",
    ]);
    let out = backtrack(&with);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let ((w, h), frames) = decode(&path);
    assert_eq!((w, h), (800, 480));
    assert_eq!(frames.len(), 6);
    let (_, first) = render(args, 0, (100, 30));
    // `t` opened the tree: the first frame is not the screen without it.
    assert!(frames[0].pixels != first, "{args:?}: the tree panel open");
    std::fs::remove_dir_all(&dir).unwrap();
}
