//! The binary run to its end, its output kept: in the C locale's UTF-8, no language from the
//! environment, no input.

use std::process::{Command, Output, Stdio};

/// `backtrack ARGS`, run to its end.
pub fn backtrack(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_backtrack"))
        .args(args)
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::null())
        .output()
        .expect("run backtrack")
}
