//! The command line as a user meets it: exit codes, one-line errors, headless output.
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::io::Read;
use std::process::{Command, Stdio};

use rstest::rstest;

fn backtrack(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_backtrack"))
        .args(args)
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::null())
        .output()
        .expect("run backtrack")
}

#[rstest]
#[case(&["-n", "0"], "-n 0: N must be a whole number from 1 to 32")]
#[case(&["queens", "-n", "33"], "-n 33")]
#[case(&["queens", "--print", "html"], "allowed: digits, columns, columns1, board, matrix")]
#[case(&["queens", "-n", "11", "--print", "digits"], "needs N <= 10")]
#[case(&["queens", "--frobnicate"], "unknown option --frobnicate")]
#[case(&["queens", "--speed", "fast"], "--speed fast")]
#[case(&["queens", "--count", "--trace"], "cannot be used with")]
#[case(&["sudoku"], "unknown command sudoku")]
#[case(&["queens", "--print", "board"], "")]
fn bad_input_exits_2_with_one_line(#[case] args: &[&str], #[case] expected: &str) {
    // The last case is valid input, as a control: it prints solutions and exits 0.
    let out = backtrack(args);
    let stderr = String::from_utf8(out.stderr).unwrap();
    if expected.is_empty() {
        assert_eq!(out.status.code(), Some(0), "{stderr}");
        assert!(stderr.is_empty());
        return;
    }
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("backtrack: "), "{stderr}");
    assert!(stderr.contains(expected), "{stderr}");
    assert!(!stderr.contains("panicked"));
}

#[test]
fn errors_speak_chinese_when_the_locale_does() {
    let out = Command::new(env!("CARGO_BIN_EXE_backtrack"))
        .args(["-n", "99"])
        .env("LANG", "zh_CN.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains("N 必须是 1 到 32 之间的整数"), "{stderr}");
}

#[test]
fn the_visualizer_refuses_a_pipe_and_suggests_headless_modes() {
    let out = backtrack(&[]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    for hint in ["--print", "--count", "--trace"] {
        assert!(stderr.contains(hint), "{stderr}");
    }
    assert!(out.stdout.is_empty(), "no escape codes on a pipe");
}

#[test]
fn a_closed_pipe_ends_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_backtrack"))
        .args(["queens", "-n", "10", "--trace"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 64];
    child
        .stdout
        .as_mut()
        .unwrap()
        .read_exact(&mut first)
        .unwrap();
    drop(child.stdout.take());
    let status = child.wait().unwrap();
    let mut stderr = String::new();
    child.stderr.unwrap().read_to_string(&mut stderr).unwrap();
    assert!(status.success(), "{status:?}");
    assert_eq!(stderr, "");
}

#[test]
fn print_with_count_prints_solutions_then_the_total() {
    let out = backtrack(&["queens", "-n", "6", "--print", "columns1", "--count"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text,
        "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n5 3 1 6 4 2\n4\n"
    );
}

#[test]
fn help_and_version_exit_0() {
    for flag in ["--help", "-h", "--version"] {
        let out = backtrack(&[flag]);
        assert!(out.status.success(), "{flag}");
        assert!(!out.stdout.is_empty());
    }
}

/// Writes `bytes` to a fresh file in a temporary folder and returns its path.
fn maze_file(name: &str, bytes: &[u8]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("backtrack-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

#[rstest]
#[case(
    "ragged.txt",
    b"1 1 1\n1 0\n1 1 1\n",
    "ragged.txt:2: this row has 2 cells but the first has 3"
)]
#[case(
    "letters.txt",
    b"###\n#?#\n###\n",
    "letters.txt:2:2: unknown character '?'"
)]
#[case("empty.txt", b"\n\n", "empty.txt: the file is empty")]
#[case("binary.txt", b"1 1\n1 \xfe\n", "binary.txt:2:3: not UTF-8 text")]
#[case(
    "wall.txt",
    b"#####\n#S.##\n#####\n",
    "wall.txt:2:4: the goal (1,3) is on a wall"
)]
fn bad_maze_files_exit_2_naming_file_line_and_column(
    #[case] name: &str,
    #[case] bytes: &[u8],
    #[case] expected: &str,
) {
    let path = maze_file(name, bytes);
    let out = backtrack(&["maze", path.to_str().unwrap(), "--print"]);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains(expected), "{stderr}");
}

#[test]
fn a_missing_maze_file_and_a_start_outside_the_grid_are_bad_input() {
    let out = backtrack(&["maze", "/no/such/maze.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("/no/such/maze.txt: cannot read")
    );
    let out = backtrack(&["maze", "--start", "40,2", "--print"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains("the start (40,2) is outside the 8x7 grid"),
        "{stderr}"
    );
}

#[test]
fn a_maze_with_too_many_cells_is_refused() {
    let row = ".".repeat(1001) + "\n";
    let path = maze_file("huge.txt", row.repeat(1000).as_bytes());
    let out = backtrack(&["maze", path.to_str().unwrap(), "--stats"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("more than 1,000,000 cells")
    );
}

#[test]
fn random_mazes_repeat_for_the_same_seed() {
    let run =
        |seed: &str| backtrack(&["maze", "--random", "15x31", "--seed", seed, "--print"]).stdout;
    assert_eq!(run("42"), run("42"));
    assert_ne!(run("42"), run("43"));
}

#[test]
fn an_unreachable_goal_prints_dead_ends_and_a_note() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/mazes/unreachable.txt");
    let out = backtrack(&["maze", path, "--print"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(!text.contains('2'), "no cell stays on a path:\n{text}");
    assert!(text.contains('3'));
    let note = String::from_utf8(out.stderr).unwrap();
    assert!(note.contains("cannot be reached"), "{note}");
}
