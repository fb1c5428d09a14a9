//! Maze path-finding by backtracking (迷宫回溯, seed 003).

pub mod engine;
pub mod keys;
pub mod layout;
pub mod model;
pub mod quiz;
pub mod view;
pub mod words;
