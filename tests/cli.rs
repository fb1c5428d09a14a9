//! The command line as a user meets it: exit codes, one-line errors, headless output.

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
