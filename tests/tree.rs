//! `--tree`: the state-space tree written headless, checked against the event stream of
//! `--trace`, against Graphviz (or a strict reading of the DOT we write), and for pipes.
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::process::{Command, Stdio};

use rstest::rstest;
use serde_json::{Value, json};

fn backtrack(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_backtrack"))
        .args(args)
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The tree as the trace describes it: every place (or skip) opens a node at its depth, every
/// conflict is a pruned leaf there, a solution marks the node just opened. Built as values
/// here, independently of the program's streaming writer.
fn tree_from_trace(trace: &str, n: i64, cells: bool) -> Value {
    let depth = |e: &Value| {
        let (r, c) = (e["row"].as_i64().unwrap(), e["col"].as_i64().unwrap());
        if cells { r * n + c + 1 } else { r + 1 }
    };
    // (depth, node) from the root down the open path.
    let mut path: Vec<(i64, Value)> = vec![(
        0,
        json!({"row": -1, "col": -1, "status": "root", "children": []}),
    )];
    let close_to = |path: &mut Vec<(i64, Value)>, d: i64| {
        while path.last().unwrap().0 >= d {
            let (_, node) = path.pop().unwrap();
            path.last_mut().unwrap().1["children"]
                .as_array_mut()
                .unwrap()
                .push(node);
        }
    };
    for line in trace.lines() {
        let e: Value = serde_json::from_str(line).unwrap();
        let choice = |node: &mut Value, place: bool| {
            if cells {
                node["choice"] = json!(if place { "place" } else { "skip" });
            }
        };
        match e["event"].as_str().unwrap() {
            kind @ ("place" | "skip") => {
                let d = depth(&e);
                close_to(&mut path, d);
                let mut node =
                    json!({"row": e["row"], "col": e["col"], "status": "open", "children": []});
                choice(&mut node, kind == "place");
                path.push((d, node));
            }
            "conflict" => {
                let d = depth(&e);
                close_to(&mut path, d);
                let mut node = json!({
                    "row": e["row"], "col": e["col"], "status": "pruned",
                    "line": e["line"], "by": [e["by_row"], e["by_col"]], "children": []
                });
                choice(&mut node, true);
                path.last_mut().unwrap().1["children"]
                    .as_array_mut()
                    .unwrap()
                    .push(node);
            }
            "solution" => path.last_mut().unwrap().1["status"] = json!("solution"),
            _ => {}
        }
    }
    close_to(&mut path, 1);
    path.pop().unwrap().1
}

/// `--tree json` is the tree the trace draws, for N = 1..7 and every algorithm.
#[rstest]
fn tree_json_matches_the_trace(
    #[values("iterative", "recursive", "arrays", "cells")] algo: &str,
    #[values(1, 2, 3, 4, 5, 6, 7)] n: i64,
) {
    let cells = algo == "cells";
    let n_arg = n.to_string();
    let trace = backtrack(&["queens", "-n", &n_arg, "--algo", algo, "--trace"]);
    let tree = backtrack(&["queens", "-n", &n_arg, "--algo", algo, "--tree", "json"]);
    let tree: Value = serde_json::from_str(&tree).unwrap();
    assert_eq!(tree, tree_from_trace(&trace, n, cells), "{algo} n {n}");
}

/// Reads the DOT subset the program writes, strictly: a digraph of node statements with
/// attribute lists and edges between nodes already declared. Returns (nodes, edges).
fn read_dot(dot: &str) -> (usize, usize) {
    let mut lines = dot.lines();
    assert_eq!(lines.next(), Some("digraph tree {"));
    let mut declared = std::collections::HashSet::new();
    let (mut nodes, mut edges) = (0, 0);
    let mut closed = false;
    for line in lines {
        assert!(!closed, "text after the closing brace: {line}");
        let line = line.trim();
        if line == "}" {
            closed = true;
            continue;
        }
        assert!(line.ends_with(';'), "{line}");
        let body = &line[..line.len() - 1];
        let (head, attrs) = match body.find(" [") {
            Some(i) => (&body[..i], Some(&body[i + 2..])),
            None => (body, None),
        };
        if let Some(attrs) = attrs {
            assert!(attrs.ends_with(']'), "{line}");
            for pair in attrs[..attrs.len() - 1].split(", ") {
                let (k, v) = pair.split_once('=').unwrap_or_else(|| panic!("{line}"));
                assert!(k.chars().all(|c| c.is_ascii_alphabetic()), "{line}");
                assert!(
                    v.chars().all(|c| c.is_ascii_alphanumeric())
                        || (v.starts_with('"') && v.ends_with('"') && v.len() >= 2),
                    "{line}"
                );
            }
        }
        if head == "node" {
            continue;
        }
        if let Some((a, b)) = head.split_once(" -> ") {
            assert!(declared.contains(a) && declared.contains(b), "{line}");
            edges += 1;
        } else {
            assert!(
                head.starts_with('n') && head[1..].parse::<u64>().is_ok(),
                "{line}"
            );
            assert!(declared.insert(head.to_string()), "declared twice: {line}");
            nodes += 1;
        }
    }
    assert!(closed, "no closing brace");
    (nodes, edges)
}

/// `--tree dot` is a tree in DOT: one edge into every node but the root; Graphviz lays it out
/// when it is installed.
#[rstest]
fn tree_dot_is_a_digraph(#[values("iterative", "recursive", "arrays", "cells")] algo: &str) {
    let n = if algo == "cells" { "4" } else { "5" };
    let dot = backtrack(&["queens", "-n", n, "--algo", algo, "--tree", "dot"]);
    let (nodes, edges) = read_dot(&dot);
    assert_eq!(nodes, edges + 1);
    if let Ok(mut child) = Command::new("dot")
        .arg("-Tsvg")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(dot.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(String::from_utf8_lossy(&out.stdout).contains("<svg"));
    } else {
        eprintln!("dot is not installed: checked by reading the DOT only");
    }
}

/// Nodes below `v`.
fn count(v: &Value) -> usize {
    let c = v["children"].as_array().unwrap();
    c.len() + c.iter().map(count).sum::<usize>()
}

/// 8 queens: 1 root + 2,056 placed + 13,664 pruned nodes, and a limit keeps K of them.
#[test]
fn eight_queens_tree_sizes_and_limits() {
    let text = backtrack(&["queens", "-n", "8", "--tree", "text"]);
    assert_eq!(text.lines().count(), 1 + 2056 + 13_664);
    let json = backtrack(&["queens", "-n", "8", "--tree", "json", "--limit", "100"]);
    let tree: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(count(&tree), 100);
}

/// The nodes of a JSON tree in preorder, as (depth, status).
fn preorder(v: &Value, depth: usize, out: &mut Vec<(usize, String)>) {
    out.push((depth, v["status"].as_str().unwrap().to_string()));
    for c in v["children"].as_array().unwrap() {
        preorder(c, depth + 1, out);
    }
}

/// `--tree svg`: the textbook's figure "until the first solution" of any problem is one
/// command; parsed as XML it has one node element a node of `--tree json` (visited and
/// pruned), numbered 0, 1, 2, ... in the same order, the cut ones and the solution marked as
/// JSON marks them, and in `--limit`'s reach.
#[rstest]
#[case(&["queens", "-n", "4"])]
#[case(&["queens", "-n", "5", "--algo", "cells"])]
#[case(&["subset-sum"])]
#[case(&["knapsack"])]
#[case(&["permutations"])]
#[case(&["coloring"])]
#[case(&["maze"])]
fn tree_svg_has_the_nodes_of_the_json(#[case] problem: &[&str]) {
    for limits in [&["--until", "1"][..], &["--limit", "40"]] {
        let args = |format: &'static str| {
            let mut a = problem.to_vec();
            a.extend(["--tree", format]);
            a.extend(limits);
            a
        };
        let svg = backtrack(&args("svg"));
        let json: Value = serde_json::from_str(&backtrack(&args("json"))).unwrap();
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let nodes: Vec<_> = doc
            .descendants()
            .filter(|e| e.attribute("data-number").is_some())
            .collect();
        let mut want = Vec::new();
        preorder(&json, 0, &mut want);
        assert_eq!(nodes.len(), want.len(), "{problem:?} {limits:?}");
        for (i, (node, (_, status))) in nodes.iter().zip(&want).enumerate() {
            assert_eq!(node.attribute("data-number"), Some(i.to_string().as_str()));
            let class = node.attribute("class").unwrap();
            let cut = class.contains("constraint") || class.contains("bound");
            assert_eq!(
                cut,
                status == "pruned",
                "{problem:?} node {i}: {class} / {status}"
            );
            assert_eq!(class.contains("solution"), status == "solution", "node {i}");
        }
        if limits[0] == "--until" {
            let solutions = want.iter().filter(|(_, s)| s == "solution").count();
            assert_eq!(solutions, 1, "{problem:?}: until the first solution");
        }
    }
}
