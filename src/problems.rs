//! The problems: one folder each (its engine, model, view, words, options and headless
//! output), and the registry that lists them.

pub mod maze;
pub mod queens;
