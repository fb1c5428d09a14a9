//! `backtrack`: watch backtracking search step by step, in the terminal or headless.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod engine;
pub mod timeline;
