//! `backtrack`: watch backtracking search step by step, in the terminal or headless.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod app;
pub mod cli;
pub mod engine;
pub mod i18n;
pub mod output;
pub mod timeline;
