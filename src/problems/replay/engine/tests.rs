use super::*;
use crate::engine::Solver;
use crate::engine::backtrack::{Backtrack, Event, Prune};

/// A student's four-queens search, one print an event: the tree, its cuts and solutions.
#[test]
fn a_plain_file_of_events_is_a_tree() {
    let text = r#"{"tree":"permutation","name":"4 queens, my way"}
{"event":"enter","label":"a1"}
{"event":"cut","label":"b1","by":"constraint","reason":"same column"}
{"event":"note","text":"trying c2"}
{"event":"enter","label":"c2"}
{"event":"cut","label":"d3","by":"bound","reason":"too late"}
{"event":"back"}
{"event":"back"}
{"event":"enter","label":"b1"}
{"event":"enter","label":"d2"}
{"event":"solution","value":7}
{"event":"back"}
{"event":"back"}
"#;
    let tree = Recorded::parse(text).unwrap();
    assert_eq!(tree.header.name.as_deref(), Some("4 queens, my way"));
    assert_eq!((tree.len(), tree.depth, tree.events), (7, 2, 12));
    let mut search = Backtrack::new(ReplayHooks::new(Tree::new(tree)), Prune::Both);
    let mut labels = Vec::new();
    let mut values = Vec::new();
    while let Some(event) = search.step() {
        match event {
            Event::Enter { note, .. } => labels.push(note.said.label.get().to_string()),
            Event::Prune { note, by, .. } => {
                labels.push(format!(
                    "{}✄{by:?}:{}",
                    note.said.label.get(),
                    note.reason.get()
                ));
            }
            Event::Solution { note, .. } => values.push(note.value),
            _ => {}
        }
    }
    assert_eq!(
        labels,
        [
            "a1",
            "b1✄Constraint:same column",
            "c2",
            "d3✄Bound:too late",
            "b1",
            "d2"
        ]
    );
    assert_eq!(values, [Some(7.0)]);
    let c = search.counts();
    assert_eq!(
        (c.entered, c.by_constraint, c.by_bound, c.solutions),
        (4, 1, 1, 1)
    );
}

/// Bad input is named by its line and what was expected there.
#[rstest::rstest]
#[case::not_json("{\"event\":\"enter\"}\nnot json", ReplayError::NotJson(2, 2))]
#[case::unknown("{\"event\":\"jump\"}", ReplayError::Unknown(1, "jump".into()))]
#[case::no_event("{\"label\":\"a\"}", ReplayError::NoEvent(1))]
#[case::back_at_root(
    "{\"event\":\"enter\"}\n{\"event\":\"back\"}\n{\"event\":\"back\"}",
    ReplayError::BackAtRoot(3)
)]
#[case::depth_jumps(
    "{\"event\":\"enter\",\"depth\":1}\n{\"event\":\"enter\",\"depth\":3}",
    ReplayError::Depth(2, 3, 2)
)]
#[case::child_skips("{\"event\":\"enter\",\"child\":1}", ReplayError::Child(1, 1, 0))]
#[case::cut_without_by("{\"event\":\"cut\",\"label\":\"x\"}", ReplayError::Field(1, "by"))]
#[case::bad_label("{\"event\":\"enter\",\"label\":[1]}", ReplayError::Field(1, "label"))]
#[case::note_without_text("{\"event\":\"note\"}", ReplayError::Field(1, "text"))]
#[case::empty("\n\n", ReplayError::Empty)]
#[case::header_only("{\"tree\":\"subset\"}", ReplayError::Empty)]
#[case::header_late(
    "{\"event\":\"enter\"}\n{\"tree\":\"subset\"}",
    ReplayError::NoEvent(2)
)]
fn bad_input_is_named_by_its_line(#[case] text: &str, #[case] expected: ReplayError) {
    assert_eq!(Recorded::parse(text).unwrap_err(), expected);
}

/// A line past the longest read, and a search past the most events, are refused where they
/// pass the limit.
#[test]
fn limits_are_refused_at_their_line() {
    let long = format!(
        "{{\"event\":\"note\",\"text\":\"{}\"}}",
        "x".repeat(MAX_LINE)
    );
    assert_eq!(Recorded::parse(&long).unwrap_err(), ReplayError::TooLong(1));
    let mut reader = Recorded::new();
    let mut failed = None;
    for i in 1..=MAX_EVENTS + 1 {
        let line = if i % 2 == 1 {
            r#"{"event":"enter"}"#
        } else {
            r#"{"event":"back"}"#
        };
        if let Err(e) = reader.line(line) {
            failed = Some(e);
            break;
        }
    }
    assert_eq!(failed, Some(ReplayError::TooMany(MAX_EVENTS + 1)));
}

/// A trace's own fields are kept with the node (the tree's JSON says them again), its step
/// and index not.
#[test]
fn a_trace_line_keeps_its_fields() {
    let text = r#"{"step":1,"event":"enter","depth":1,"child":0,"choice":"take","item":1,"w":5,"label":"+1"}"#;
    let tree = Recorded::parse(text).unwrap();
    let mut search = Backtrack::new(ReplayHooks::new(Tree::new(tree)), Prune::Both);
    let Some(Event::Enter { note, .. }) = search.step() else {
        panic!("an enter")
    };
    let json = serde_json::to_value(note).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"choice":"take","item":1,"w":5,"label":"+1"})
    );
}

/// The events of a random tree as a program prints them: entries, cuts by either function,
/// solutions, notes and backs, from `seed`.
fn random_events(seed: u64) -> Vec<String> {
    fn grow(lines: &mut Vec<String>, next: &mut dyn FnMut(u64) -> u64, depth: usize) {
        if depth > 0 && next(4) == 0 {
            lines.push(r#"{"event":"solution"}"#.into());
        }
        let children = if depth >= 4 { 0 } else { next(4) };
        for c in 0..children {
            match next(5) {
                0 => lines.push(format!(
                    r#"{{"event":"cut","label":"c{c}","by":"constraint","reason":"r"}}"#
                )),
                1 => lines.push(format!(r#"{{"event":"cut","label":"c{c}","by":"bound"}}"#)),
                _ => {
                    lines.push(format!(r#"{{"event":"enter","label":"c{c}"}}"#));
                    if next(6) == 0 {
                        lines.push(r#"{"event":"note","text":"hello"}"#.into());
                    }
                    grow(lines, next, depth + 1);
                    lines.push(r#"{"event":"back"}"#.into());
                }
            }
        }
    }
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    let mut lines = vec![r#"{"event":"enter","label":"a"}"#.to_string()];
    grow(&mut lines, &mut next, 1);
    lines
}

/// Every event of a search over `tree`, to its end.
fn walk(tree: Tree) -> Vec<crate::engine::backtrack::EventOf<ReplayHooks>> {
    let mut search = Backtrack::new(ReplayHooks::new(tree), Prune::Both);
    std::iter::from_fn(|| search.step()).collect()
}

/// A stream read in pieces (its program printing, then pausing): the search goes as far as
/// the events read, waits there (not done, nothing made up), and goes on as more come, event
/// for event as the whole file would have it searched; at any split, in up to four pieces.
#[rstest::rstest]
fn a_stream_read_in_pieces_is_searched_as_the_whole(#[values(0, 1, 2, 3, 4, 5, 6, 7)] seed: u64) {
    let sample: Vec<String> = include_str!("../fixtures/queens4.jsonl")
        .lines()
        .map(str::to_string)
        .collect();
    let trees = std::iter::once(sample).chain((0..6).map(|k| random_events(seed * 6 + k)));
    for lines in trees {
        let whole = walk(Tree::new(Recorded::parse(&lines.join("\n")).unwrap()));
        let n = lines.len();
        for cut in [0, 1, n / 3, n / 2, n - 1, n].into_iter().chain((0..n).step_by(7)) {
            let tree = Tree::new(Recorded::new());
            let mut search = Backtrack::new(ReplayHooks::new(tree.clone()), Prune::Both);
            let mut seen = Vec::new();
            let pieces = [0, cut / 2, cut, usize::midpoint(cut, n), n];
            for piece in pieces.windows(2) {
                for line in &lines[piece[0]..piece[1]] {
                    tree.write().line(line).unwrap();
                }
                seen.extend(std::iter::from_fn(|| search.step()));
                assert!(!search.is_done(), "done while more may come");
                assert_eq!(seen[..], whole[..seen.len()], "the events so far, at {cut}");
            }
            tree.write().end(Ending::Read);
            seen.extend(std::iter::from_fn(|| search.step()));
            assert!(search.is_done());
            assert_eq!(seen, whole, "cut at line {cut} of {n}");
        }
    }
}

/// The thread that reads a stream: what a pipe gives, as it gives it; its end, or its first
/// bad line, ends the reading with the events before it kept.
#[test]
fn a_stream_is_read_on_its_own_thread() {
    let text = "{\"event\":\"enter\",\"label\":\"a\"}\n{\"event\":\"back\"}\n";
    let instance = Instance::stream(Box::new(std::io::Cursor::new(text)), "-");
    assert_eq!(instance.tree.read().events, 0, "nothing read before it is asked");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while instance.growing() {
        assert!(std::time::Instant::now() < deadline, "the reading never ended");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let tree = instance.tree.read();
    assert_eq!((tree.events, tree.len(), tree.ending.clone()), (2, 2, Some(Ending::Read)));
    drop(tree);
    let bad = "{\"event\":\"enter\"}\nnot json\n{\"event\":\"back\"}\n";
    let instance = Instance::stream(Box::new(std::io::Cursor::new(bad)), "-");
    while instance.growing() {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let tree = instance.tree.read();
    assert_eq!(tree.events, 1);
    assert!(matches!(tree.ending, Some(Ending::Failed(ReplayError::NotJson(2, _)))));
    assert_eq!(walk(instance.tree.clone()).len(), 3, "enter, back, done");
}

/// Notes without end keep a few lines a node, the last saying more were cut.
#[test]
fn notes_without_end_keep_a_few() {
    let mut tree = Recorded::new();
    tree.line(r#"{"event":"enter"}"#).unwrap();
    for _ in 0..10_000 {
        tree.line(r#"{"event":"note","text":"again"}"#).unwrap();
    }
    let notes = tree.node(1).notes.get().to_string();
    assert_eq!(notes.lines().count(), MAX_NOTES);
    assert_eq!(notes.lines().last(), Some("…"));
}
