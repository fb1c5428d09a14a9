//! N-Queens (八皇后 / N 皇后): four algorithms of the seeds, the board, the solutions browser,
//! the board editor and the fast counter.

pub mod engine;
pub mod keys;
pub mod layout;
pub mod model;
pub mod quiz;
pub mod view;
pub mod words;
