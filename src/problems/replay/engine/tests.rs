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
    let mut search = Backtrack::new(ReplayHooks::new(Arc::new(tree)), Prune::Both);
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
#[case::not_json("{\"event\":\"enter\"}\nnot json", ReplayError::NotJson(2, "column 2".into()))]
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
    let mut reader = Reader::new();
    let mut failed = None;
    for i in 1..=MAX_EVENTS + 1 {
        let line = if i % 2 == 1 {
            r#"{"event":"enter"}"#
        } else {
            r#"{"event":"back"}"#
        };
        if let Err(e) = reader.line(i, line) {
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
    let mut search = Backtrack::new(ReplayHooks::new(Arc::new(tree)), Prune::Both);
    let Some(Event::Enter { note, .. }) = search.step() else {
        panic!("an enter")
    };
    let json = serde_json::to_value(note).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"choice":"take","item":1,"w":5,"label":"+1"})
    );
}
