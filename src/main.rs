//! The `backtrack` command.
#![forbid(unsafe_code)]

fn main() {}
