//! `backtrack`: watch backtracking search step by step, in the terminal or headless.
#![forbid(unsafe_code)]

pub mod action;
pub mod app;
pub mod cli;
pub mod command_line;
pub mod engine;
pub mod i18n;
pub mod kit;
pub mod layout;
pub mod lesson;
pub mod output;
pub mod problem;
pub mod problems;
pub mod progress;
pub mod term;
pub mod timeline;
pub mod ui;
