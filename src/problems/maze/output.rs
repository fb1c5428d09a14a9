//! The maze's headless modes: the solved map as seed 003's `showMap` prints it (`--print`),
//! traces, the explored tree and statistics.

use std::io::{self, Write};
use std::time::Instant;

use crate::engine::Solver;
use crate::i18n::Lang;
use crate::output::tree::{Limits, TreeFormat, write_tree};
use crate::output::write_labelled_trace;
use crate::problems::maze::engine::Grid;
use crate::problems::maze::engine::source::Setup;
use crate::problems::maze::tree::Walk;

/// What a headless maze run prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MazeTask {
    /// The solved map, as seed 003's `showMap` prints it.
    Print,
    /// Every event as JSON Lines, at most `limit` of them.
    Trace {
        /// At most this many events.
        limit: Option<u64>,
    },
    /// The explored state-space tree, at most `limit` nodes.
    Tree {
        /// How to write it.
        format: TreeFormat,
        /// At most this many nodes.
        limit: Option<u64>,
        /// Stop after this many solutions (the goal: one).
        until: Option<u64>,
        /// `--blank`: a worksheet.
        blank: bool,
    },
    /// The search's counters after a whole run.
    Stats,
}

/// Runs a headless maze task on `setup`, writing to `w`; notes go to `note` (stderr).
pub fn run(
    w: &mut impl Write,
    note: &mut impl Write,
    setup: &Setup,
    task: MazeTask,
    lang: Lang,
) -> io::Result<()> {
    match task {
        MazeTask::Print => {
            let mut maze = setup.solver();
            while maze.step().is_some() {}
            write_grid(w, maze.grid())?;
            if !maze.reached() {
                writeln!(
                    note,
                    "backtrack: {}",
                    crate::problems::maze::words::words(lang).unreachable(setup.start, setup.goal)
                )?;
            }
        }
        MazeTask::Trace { limit } => {
            // Each cell entered or refused with its coordinates: the replay's label.
            write_labelled_trace(w, setup.solver(), limit, |_, event| match *event {
                crate::problems::maze::engine::MazeEvent::Enter { row, col } => Some(format!("({row},{col})")),
                crate::problems::maze::engine::MazeEvent::Blocked { row, col, .. } => Some(format!("({row},{col})")),
                _ => None,
            })?;
        }
        MazeTask::Tree {
            format,
            limit,
            until,
            blank,
        } => {
            let limits = Limits {
                nodes: limit,
                solutions: until,
                blank,
                ..Limits::default()
            };
            write_tree(w, [], Walk(setup.solver()), format, limits, lang)?;
        }
        MazeTask::Stats => {
            let mut maze = setup.solver();
            let start = Instant::now();
            while maze.step().is_some() {}
            let seconds = start.elapsed().as_secs_f64();
            let c = maze.counters();
            writeln!(w, "rows: {}", setup.grid.rows())?;
            writeln!(w, "cols: {}", setup.grid.cols())?;
            writeln!(w, "order: {}", setup.order.name())?;
            writeln!(w, "reached: {}", maze.reached())?;
            writeln!(w, "steps: {}", c.steps)?;
            writeln!(w, "cells_entered: {}", c.entered)?;
            writeln!(w, "blocked: {}", c.blocked)?;
            writeln!(w, "dead_ends: {}", c.dead_ends)?;
            writeln!(w, "path_length: {}", maze.path().len())?;
            writeln!(w, "seconds: {seconds:.6}")?;
        }
    }
    w.flush()
}

/// Writes a maze grid as seed 003's `showMap` does: numbers separated by spaces, a row a line.
pub fn write_grid(w: &mut impl Write, grid: &Grid) -> io::Result<()> {
    let mut line = String::with_capacity(grid.cols() * 2);
    for row in grid.lines() {
        line.clear();
        for (i, value) in row.iter().enumerate() {
            if i > 0 {
                line.push(' ');
            }
            line.push(char::from(b'0' + value));
        }
        line.push('\n');
        w.write_all(line.as_bytes())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maze_print_of_the_seed_map_is_seed_003s_output() {
        let setup = crate::problems::maze::engine::source::load(
            &crate::problems::maze::engine::source::Source::Seed,
            None,
            None,
            crate::problems::maze::engine::Order::default(),
        )
        .unwrap();
        let (mut out, mut note) = (Vec::new(), Vec::new());
        run(&mut out, &mut note, &setup, MazeTask::Print, Lang::En).unwrap();
        // Seed 003's findWay on its own map, printed by showMap (without its trailing spaces).
        let expected = "1 1 1 1 1 1 1\n1 2 0 0 0 0 1\n1 2 2 2 0 0 1\n1 1 1 2 0 0 1\n\
                        1 0 0 2 0 0 1\n1 0 0 2 0 0 1\n1 0 0 2 2 2 1\n1 1 1 1 1 1 1\n";
        assert_eq!(String::from_utf8(out).unwrap(), expected);
        assert!(note.is_empty());
    }

    #[test]
    fn maze_trace_names_blocked_reasons() {
        let setup = crate::problems::maze::engine::source::load(
            &crate::problems::maze::engine::source::Source::Seed,
            None,
            None,
            crate::problems::maze::engine::Order::default(),
        )
        .unwrap();
        let (mut out, mut note) = (Vec::new(), Vec::new());
        run(
            &mut out,
            &mut note,
            &setup,
            MazeTask::Trace { limit: Some(3) },
            Lang::En,
        )
        .unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        // What it printed before, and the label a replay names the cell by, last.
        assert_eq!(
            lines[0],
            r#"{"step":1,"event":"enter","row":1,"col":1,"label":"(1,1)"}"#
        );
        assert_eq!(
            lines[2],
            r#"{"step":3,"event":"blocked","row":3,"col":1,"reason":"wall","label":"(3,1)"}"#
        );
    }
}
