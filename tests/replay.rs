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
        // Their own searches, their own events: the next test.
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

/// A tree's shape as the queens' and the maze's own `--tree json` give it: each node's row,
/// column and status (a solution's leaf as any node entered; the root with no square), its
/// children in order.
fn squares(v: &serde_json::Value) -> serde_json::Value {
    let status = match v["status"].as_str() {
        Some("pruned") => "pruned",
        Some("root") => "root",
        _ => "entered",
    };
    let children: Vec<serde_json::Value> = v["children"]
        .as_array()
        .into_iter()
        .flatten()
        .map(squares)
        .collect();
    let (row, col) = if status == "root" {
        (None, None)
    } else {
        (v.get("row"), v.get("col"))
    };
    serde_json::json!({"row": row, "col": col, "status": status, "children": children})
}

/// The queens' and the maze's traces (their own events: a queen placed or refused by row,
/// a cell entered, blocked or a dead end) read back: the counters their `--stats` give, and
/// the same tree of squares as their `--tree json`.
#[rstest::rstest]
#[case::iterative(&["queens", "-n", "6"], ("places", "conflicts"))]
#[case::recursive(&["queens", "-n", "6", "--algo", "recursive"], ("places", "conflicts"))]
#[case::col_arrays(&["queens", "-n", "5", "--algo", "arrays"], ("places", "conflicts"))]
#[case::maze(&["maze"], ("cells_entered", "blocked"))]
#[case::random_maze(&["maze", "--random", "13x13", "--seed", "4"], ("cells_entered", "blocked"))]
fn the_queens_and_the_maze_replay_their_own_traces(
    #[case] args: &[&str],
    #[case] (entered, cut): (&str, &str),
) {
    let with = |mode: &'static str| {
        let mut a = args.to_vec();
        a.push(mode);
        a
    };
    let what = args.join(" ");
    let trace = backtrack(&with("--trace"), b"");
    assert!(trace.status.success(), "{what}");
    let stats = String::from_utf8(backtrack(&with("--stats"), b"").stdout).unwrap();
    let again = backtrack(&["replay", "-", "--stats"], &trace.stdout);
    let again = String::from_utf8(again.stdout).unwrap();
    let value = |text: &str, key: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(&format!("{key}: ")))
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or_else(|| panic!("{what}: no {key} in {text}"))
    };
    assert_eq!(value(&again, "nodes"), value(&stats, entered) + 1, "{what}");
    assert_eq!(
        value(&again, "pruned by constraint"),
        value(&stats, cut),
        "{what}"
    );
    let solutions = if args[0] == "maze" {
        u64::from(stats.contains("reached: true"))
    } else {
        value(&stats, "solutions")
    };
    assert_eq!(value(&again, "solutions"), solutions, "{what}");
    let theirs: serde_json::Value =
        serde_json::from_slice(&backtrack(&[args, &["--tree", "json"]].concat(), b"").stdout)
            .expect("their tree is JSON");
    let ours: serde_json::Value = serde_json::from_slice(
        &backtrack(&["replay", "-", "--tree", "json"], &trace.stdout).stdout,
    )
    .expect("the replay's tree is JSON");
    assert_eq!(squares(&ours), squares(&theirs), "{what}");
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

/// A program and its arguments.
type Tool<'a> = (&'a str, Vec<&'a str>);

/// Each helper of docs/replay.md (Python, C, C++, Java), built and run where its tool
/// exists (skipped with a message where it does not): its eight queens replay as 2,057
/// nodes and 92 solutions.
#[rstest::rstest]
#[case::python("python")]
#[case::c("c")]
#[case::cpp("cpp")]
#[case::java("java")]
fn each_helper_of_the_docs_replays_the_eight_queens(#[case] fence: &str) {
    let docs = include_str!("../docs/replay.md");
    let code: String = docs
        .split(&format!("```{fence}\n"))
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .unwrap_or_else(|| panic!("docs/replay.md has a {fence} block"))
        .to_string();
    let dir = std::env::temp_dir().join(format!("backtrack-helper-{fence}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (source, build, run): (&str, Option<Tool>, Tool) = match fence {
        "python" => ("q.py", None, ("python3", vec!["q.py"])),
        "c" => ("q.c", Some(("cc", vec!["-o", "q", "q.c"])), ("./q", vec![])),
        "cpp" => (
            "q.cpp",
            Some(("c++", vec!["-o", "q", "q.cpp"])),
            ("./q", vec![]),
        ),
        _ => ("Queens.java", None, ("java", vec!["Queens.java"])),
    };
    std::fs::write(dir.join(source), &code).unwrap();
    // A tool's output; `None` (said) where the tool is not here.
    let tool = |(program, args): Tool| -> Option<Vec<u8>> {
        let Ok(out) = Command::new(program).args(args).current_dir(&dir).output() else {
            eprintln!("skipped: no {program} here");
            return None;
        };
        assert!(
            out.status.success(),
            "{program}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        Some(out.stdout)
    };
    if let Some(build) = build
        && tool(build).is_none()
    {
        return;
    }
    let Some(events) = tool(run) else {
        return;
    };
    let _ = std::fs::remove_dir_all(&dir);
    let out = backtrack(&["replay", "-", "--stats"], &events);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("nodes: 2057\n") && text.contains("solutions: 92\n"),
        "{fence}: {text}"
    );
}

/// `--compare` takes two files, not standard input, not beside a file, and not with a
/// headless mode: one line, exit 2.
#[rstest::rstest]
#[case(&["replay", "--compare", "a.jsonl"], "give two files of events")]
#[case(&["replay", "--compare", "a.jsonl,-"], "standard input cannot be one of them")]
#[case(&["replay", "x.jsonl", "--compare", "a.jsonl,b.jsonl"], "--compare")]
#[case(&["replay", "--compare", "a.jsonl,b.jsonl", "--stats"], "--compare has no effect with --stats")]
fn compare_takes_two_files(#[case] args: &[&str], #[case] expected: &str) {
    let out = backtrack(args, b"");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains(expected), "{stderr}");
}
