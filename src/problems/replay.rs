//! A search that any program printed, drawn: `backtrack replay FILE` reads the events a
//! student's C, C++, Java or Python search prints (one JSON object a line, `docs/replay.md`),
//! or any problem's `--trace`, and searches the tree they describe again on the generic
//! engine, so that it gets the instruments every problem has.
//!
//! The problem is its engine (`engine.rs`: the events read into a tree, and the hooks over it).

pub mod engine;
