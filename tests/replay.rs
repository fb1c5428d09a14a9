//! `backtrack replay` through the binary: every problem's `--trace` read back gives the
//! same counters and the same tree; a student's file of events; bad input named by its line.

use std::fmt::Write as _;
use std::io::Write;
use std::process::{Command, Stdio};

/// Runs the binary with `args`, `input` on standard input.
fn backtrack(args: &[&str], input: &[u8]) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_backtrack"))
        .args(args)
        .env("LANG", "C.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("a pipe");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("the binary ends");
    writer.join().expect("the input is written");
    out
}

/// The counters `--stats` prints that a replay must give again (`solutions` where the
/// problem counts them: an optimisation reports its best instead).
const COUNTERS: [&str; 5] = [
    "nodes",
    "generated",
    "pruned by constraint",
    "pruned by bound",
    "solutions",
];

fn counters(stats: &[u8]) -> Vec<(&'static str, Option<String>)> {
    let text = String::from_utf8_lossy(stats);
    COUNTERS
        .iter()
        .map(|&key| {
            let prefix = format!("{key}: ");
            (
                key,
                text.lines()
                    .find_map(|l| l.strip_prefix(&prefix))
                    .map(str::to_string),
            )
        })
        .collect()
}

/// The replay's counters agree with the search's on every counter the search printed.
fn agree(theirs: &[u8], ours: &[u8], what: &str) {
    let (theirs, ours) = (counters(theirs), counters(ours));
    assert!(
        theirs[..4].iter().all(|(_, v)| v.is_some()),
        "{what}: {theirs:?}"
    );
    for ((key, a), (_, b)) in theirs.iter().zip(&ours) {
        if a.is_some() {
            assert_eq!(a, b, "{what}: {key}");
        }
    }
}

/// A tree as JSON, the labels a trace adds taken out.
fn tree(json: &[u8]) -> serde_json::Value {
    fn strip(v: &mut serde_json::Value) {
        if let Some(map) = v.as_object_mut() {
            map.remove("label");
            for child in map
                .get_mut("children")
                .and_then(|c| c.as_array_mut())
                .into_iter()
                .flatten()
            {
                strip(child);
            }
        }
    }
    let mut v: serde_json::Value = serde_json::from_slice(json).expect("the tree is JSON");
    strip(&mut v);
    v
}

/// The instance each problem is traced on (its default, or one small enough to trace whole),
/// and whether its search without pruning is small enough too; `None` for the problems whose
/// searches are not on the generic engine.
fn instance(command: &str) -> Option<(Vec<&str>, bool)> {
    match command {
        // Their own searches, their own events (place, conflict; step, dead end).
        "queens" | "maze" | "replay" => None,
        "knight" => Some((vec!["knight", "--size", "5x5"], false)),
        // Without its constraint, cell by cell: 9^51 nodes.
        "sudoku" => Some((vec!["sudoku"], false)),
        "script" => Some((vec!["script", "max-clique"], true)),
        other => Some((vec![other], true)),
    }
}

/// `X --trace | replay - --stats` gives `X --stats`' counters, and `--tree json` its tree, for
/// every problem of the registry on the generic engine, under its own pruning and none.
#[test]
fn every_trace_replays_into_the_same_counters_and_tree() {
    let mut checked = Vec::new();
    for &command in backtrack::problems::COMMANDS {
        let Some((args, unpruned)) = instance(command) else {
            continue;
        };
        let prunes: &[&[&str]] = if unpruned {
            &[&[], &["--prune", "none"]]
        } else {
            &[&[]]
        };
        for &prune in prunes {
            let with = |mode: &[&'static str]| -> Vec<&str> {
                let mut a = args.clone();
                a.extend(prune);
                a.extend(mode);
                a
            };
            let what = with(&[]).join(" ");
            let trace = backtrack(&with(&["--trace"]), b"");
            assert!(trace.status.success(), "{what}");
            let stats = backtrack(&with(&["--stats"]), b"");
            let again = backtrack(&["replay", "-", "--stats"], &trace.stdout);
            assert!(
                again.status.success(),
                "{what}: {}",
                String::from_utf8_lossy(&again.stderr)
            );
            agree(&stats.stdout, &again.stdout, &what);
            let theirs = backtrack(&with(&["--tree", "json"]), b"");
            let ours = backtrack(&["replay", "-", "--tree", "json"], &trace.stdout);
            assert_eq!(tree(&ours.stdout), tree(&theirs.stdout), "{what}");
            checked.push(what);
        }
    }
    assert!(checked.len() >= 12, "{checked:?}");
}

/// The seeds' eight queens, printed the way a student's program prints it (one line an
/// event, no ids): 2,057 nodes and 92 solutions.
#[test]
fn a_students_eight_queens_replays_with_its_counts() {
    fn search(row: usize, x: &mut Vec<usize>, out: &mut String) {
        if row == 8 {
            out.push_str("{\"event\":\"solution\"}\n");
            return;
        }
        for col in 0..8 {
            let hit = x
                .iter()
                .enumerate()
                .any(|(r, &c)| c == col || c.abs_diff(col) == row - r);
            if hit {
                let _ = writeln!(
                    out,
                    "{{\"event\":\"cut\",\"label\":\"{col}\",\"by\":\"constraint\"}}"
                );
                continue;
            }
            let _ = writeln!(out, "{{\"event\":\"enter\",\"label\":{col}}}");
            x.push(col);
            search(row + 1, x, out);
            x.pop();
            out.push_str("{\"event\":\"back\"}\n");
        }
    }
    let mut events = String::new();
    search(0, &mut Vec::new(), &mut events);
    let out = backtrack(&["replay", "-", "--stats"], events.as_bytes());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("nodes: 2057\n") && text.contains("solutions: 92\n"),
        "{text}"
    );
}

/// Bad input: one line naming the input and its line, exit 2; nothing on standard output.
#[rstest::rstest]
#[case(
    b"{\"event\":\"enter\"}\n{\"event\":\"fly\"}\n",
    "-:2: unknown event \"fly\""
)]
#[case(b"{\"event\":\"back\"}\n", "-:1: back at the root")]
#[case(b"not json\n", "-:1: not a JSON object")]
#[case(b"", "-: no events")]
fn bad_events_are_named_by_their_line(#[case] input: &[u8], #[case] expected: &str) {
    let out = backtrack(&["replay", "-", "--stats"], input);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains(expected), "{stderr}");
    assert!(out.stdout.is_empty());
}

/// The Python helper of docs/replay.md, run where python3 exists: its eight queens replay as
/// 2,057 nodes and 92 solutions.
#[test]
fn the_python_helper_of_the_docs_replays_the_eight_queens() {
    let docs = include_str!("../docs/replay.md");
    let code: String = docs
        .split("```python\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("docs/replay.md has a Python block")
        .to_string();
    let Ok(run) = Command::new("python3").arg("-c").arg(&code).output() else {
        eprintln!("skipped: no python3 here");
        return;
    };
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let out = backtrack(&["replay", "-", "--stats"], &run.stdout);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("nodes: 2057\n") && text.contains("solutions: 92\n"),
        "{text}"
    );
}
