//! Sudoku: fill a 9x9 grid (boxes 3x3) or a 4x4 one (boxes 2x2) so that every row, column and
//! box holds each digit once, keeping the givens. The tree: the node at depth k has filled k
//! empty cells, and its N children (N = 9 or 4) put the digits 1..N in the next cell, so the
//! whole tree has N^e leaves for e empty cells.
//!
//! The constraint function (约束函数) cuts a digit already in the cell's row, column or box,
//! naming the cell that holds it. Sudoku has no bound function here: a grid is filled or not.
//!
//! Three algorithms choose the next cell, each in its own file: [`cells`] (reading order, as
//! the solver of `LeetCode 37`), [`mrv`] (the empty cell with the fewest candidates, the most
//! constrained first; a cell with one candidate, a naked single, is filled before any guess)
//! and [`singles`] (MRV, but first a cell where a digit has its only place left in a row,
//! column or box: a hidden single).
//!
//! The bound function (限界函数) cuts, in a cell that is a hidden single, every digit but the
//! forced one: with it the forced digit would have no place left in its unit, so no solution
//! lies below. The constraint alone is the default; `--prune both` adds the bound.
//! [`fast`] is a solver made for speed (bit sets, MRV, no events) for `--print` and `--count`.

pub mod cells;
pub mod fast;
pub mod solutions;
pub mod mrv;
pub mod singles;
pub mod symmetry;

use serde::Serialize;

use crate::engine::backtrack::{Branching, Hooks, Prune, Steps};

/// The prune settings: the constraint (the default), with the hidden-single bound, and
/// neither (the whole N^e tree, each leaf checked). The bound alone would reason about a grid
/// that breaks the rules, so it is not offered.
pub const PRUNES: [Prune; 3] = [Prune::Constraint, Prune::Both, Prune::None];

/// The sides of a grid `--empty` and puzzles take.
pub const SIDES: [usize; 2] = [4, 9];

/// How the next cell is chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Algo {
    /// The first empty cell in reading order.
    #[default]
    Cells,
    /// The empty cell with the fewest candidates, ties in reading order.
    Mrv,
    /// A naked or hidden single first, else as [`Algo::Mrv`].
    MrvSingles,
}

impl Algo {
    /// Both, in the order the key cycles them.
    pub const ALL: [Algo; 3] = [Algo::Cells, Algo::Mrv, Algo::MrvSingles];

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Algo::Cells => "cells",
            Algo::Mrv => "mrv",
            Algo::MrvSingles => "mrv-singles",
        }
    }

    /// The algorithm named `s`.
    pub fn parse(s: &str) -> Option<Algo> {
        Algo::ALL.into_iter().find(|a| a.name() == s.trim())
    }

    /// The next one, wrapping around.
    #[must_use]
    pub fn next(self) -> Algo {
        match self {
            Algo::Cells => Algo::Mrv,
            Algo::Mrv => Algo::MrvSingles,
            Algo::MrvSingles => Algo::Cells,
        }
    }
}

/// A grid: its side and its cells in reading order (0 empty).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Grid {
    /// 9 or 4.
    pub n: usize,
    /// Its n·n cells, 0 for empty.
    pub cells: Vec<u8>,
}

/// What makes a puzzle unusable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PuzzleError {
    /// Not 81 or 16 characters (how many).
    Length(usize),
    /// A character that is not a digit of the grid, `.` or `0` (its column from 1, itself).
    Char(usize, char),
    /// A file's line that is no puzzle (its number, what).
    Line(usize, Box<PuzzleError>),
    /// A file with no puzzle.
    Empty,
    /// Two givens of one digit in a row, column or box.
    Clash {
        /// The grid's side.
        n: u8,
        /// The digit.
        digit: u8,
        /// The two cells, from 0 in reading order, the earlier first.
        cells: [u8; 2],
        /// The unit they share.
        unit: Unit,
    },
}

/// For each cell of a grid of side `n`, its row, column and box as units `r`, `n + c` and
/// `2n + box`.
const fn units<const CELLS: usize>(n: usize, side: usize) -> [[u8; 3]; CELLS] {
    let mut table = [[0u8; 3]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let (row, col) = (cell / n, cell % n);
        let boxed = (row / side) * (n / side) + col / side;
        table[cell] = [row as u8, (n + col) as u8, (2 * n + boxed) as u8];
        cell += 1;
    }
    table
}

/// The units of each cell of a 9x9 grid.
const UNITS_9: [[u8; 3]; 81] = units(9, 3);
/// The units of each cell of a 4x4 grid.
const UNITS_4: [[u8; 3]; 16] = units(4, 2);

impl Grid {
    /// The empty grid of side n.
    pub fn empty(n: usize) -> Grid {
        Grid { n, cells: vec![0; n * n] }
    }

    /// A box's side: 3 or 2.
    pub fn box_side(&self) -> usize {
        if self.n == 4 { 2 } else { 3 }
    }

    /// Reads a puzzle: 81 or 16 characters, `.` or `0` for an empty cell.
    pub fn parse(text: &str) -> Result<Grid, PuzzleError> {
        Puzzle::parse(text).map(|p| p.grid())
    }

    /// [`Grid::parse`] character by character: what is wrong, named.
    fn parse_named(text: &str) -> Result<Grid, PuzzleError> {
        let n = match text.chars().count() {
            81 => 9,
            16 => 4,
            len => return Err(PuzzleError::Length(len)),
        };
        let mut cells = Vec::with_capacity(n * n);
        for (i, c) in text.chars().enumerate() {
            cells.push(match c {
                '.' | '0' => 0,
                c => c
                    .to_digit(10)
                    .filter(|&d| (1..=n as u32).contains(&d))
                    .map(|d| d as u8)
                    .ok_or(PuzzleError::Char(i + 1, c))?,
            });
        }
        let grid = Grid { n, cells };
        match grid.first_clash() {
            Some((digit, a, b, unit)) => Err(PuzzleError::Clash {
                n: n as u8,
                digit,
                cells: [a as u8, b as u8],
                unit,
            }),
            None => Ok(grid),
        }
    }

    /// The first pair of givens (by the later cell in reading order) that share a digit and a
    /// row, column or box: no solution can keep both.
    fn first_clash(&self) -> Option<(u8, usize, usize, Unit)> {
        let n = self.n;
        (0..n * n).find_map(|b| {
            let d = self.cells[b];
            (d != 0).then_some(())?;
            (0..b).find_map(|a| {
                let same = |unit| (self.cells[a] == d).then_some((d, a, b, unit));
                if a / n == b / n {
                    same(Unit::Row)
                } else if a % n == b % n {
                    same(Unit::Column)
                } else if self.box_of(a / n, a % n) == self.box_of(b / n, b % n) {
                    same(Unit::Box)
                } else {
                    None
                }
            })
        })
    }

    /// Reads a file of puzzles: one a line; blank lines and `#` comments skipped.
    pub fn parse_file(text: &str) -> Result<Vec<Grid>, PuzzleError> {
        Ok(Puzzle::parse_file(text)?.iter().map(Puzzle::grid).collect())
    }

    /// The grid as one line, `.` for empty.
    pub fn line(&self) -> String {
        self.cells
            .iter()
            .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) })
            .collect()
    }

    /// The box of cell (r, c).
    pub fn box_of(&self, r: usize, c: usize) -> usize {
        let b = self.box_side();
        (r / b) * (self.n / b) + c / b
    }

    /// Whether `solution` is a filled grid that keeps these givens and the rules.
    pub fn is_solved_by(&self, solution: &Grid) -> bool {
        let n = self.n;
        let b = self.box_side();
        let full = |cells: &mut dyn Iterator<Item = u8>| {
            let mut seen = 0u16;
            for d in cells {
                if d == 0 || usize::from(d) > n || seen >> d & 1 == 1 {
                    return false;
                }
                seen |= 1 << d;
            }
            true
        };
        let at = |r: usize, c: usize| solution.cells[r * n + c];
        solution.n == n
            && solution.cells.len() == n * n
            && self.cells.iter().zip(&solution.cells).all(|(&g, &s)| g == 0 || g == s)
            && (0..n).all(|i| {
                let (br, bc) = ((i / (n / b)) * b, (i % (n / b)) * b);
                full(&mut (0..n).map(|c| at(i, c)))
                    && full(&mut (0..n).map(|r| at(r, i)))
                    && full(&mut (0..n).map(|k| at(br + k / b, bc + k % b)))
            })
    }
}

/// A puzzle of a set, kept in place: its side and its cells (the first n·n of 81), so that a
/// set of many is one allocation and a puzzle is read and solved without one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Puzzle {
    /// 9 or 4.
    pub n: u8,
    /// Its cells in reading order, 0 for empty; past n·n, 0.
    all: [u8; 81],
}

impl Puzzle {
    /// Its n·n cells.
    pub fn cells(&self) -> &[u8] {
        &self.all[..usize::from(self.n) * usize::from(self.n)]
    }

    /// The same puzzle as a [`Grid`].
    pub fn grid(&self) -> Grid {
        Grid {
            n: usize::from(self.n),
            cells: self.cells().to_vec(),
        }
    }

    /// `grid` kept in place.
    pub fn of(grid: &Grid) -> Puzzle {
        let mut all = [0u8; 81];
        all[..grid.cells.len()].copy_from_slice(&grid.cells);
        Puzzle { n: grid.n as u8, all }
    }

    /// Reads a puzzle: 81 or 16 characters, `.` or `0` for an empty cell.
    pub fn parse(text: &str) -> Result<Puzzle, PuzzleError> {
        let text = text.trim();
        match Puzzle::parse_ascii(text.as_bytes()) {
            Some(puzzle) => Ok(puzzle),
            None => Grid::parse_named(text).map(|g| Puzzle::of(&g)),
        }
    }

    /// The common case made quick: a puzzle of 81 or 16 ASCII digits and dots whose givens do
    /// not clash, read in one pass; `None` for anything else, which [`Grid::parse`] reads
    /// again to name what is wrong.
    fn parse_ascii(text: &[u8]) -> Option<Puzzle> {
        let n = match text.len() {
            81 => 9,
            16 => 4,
            _ => return None,
        };
        let mut all = [0u8; 81];
        let mut bad = false;
        // Without a branch a cell: givens fall at random among the empty cells.
        for (cell, &c) in all.iter_mut().zip(text) {
            let d = if c == b'.' { 0 } else { c.wrapping_sub(b'0') };
            bad |= d > n;
            *cell = d;
        }
        let puzzle = Puzzle { n, all };
        (!bad && !clashes(puzzle.cells())).then_some(puzzle)
    }

    /// Reads a file of puzzles: one a line; blank lines and `#` comments skipped.
    pub fn parse_file(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
        // About 82 bytes a puzzle: one allocation for a file of them.
        let mut out = Vec::with_capacity(text.len() / 82 + 1);
        for (i, line) in text.lines().enumerate() {
            let line = match line.as_bytes().iter().position(|&c| c == b'#') {
                Some(hash) => &line[..hash],
                None => line,
            }
            .trim();
            if line.is_empty() {
                continue;
            }
            out.push(Puzzle::parse(line).map_err(|e| PuzzleError::Line(i + 1, Box::new(e)))?);
        }
        if out.is_empty() {
            return Err(PuzzleError::Empty);
        }
        Ok(out)
    }
}

/// Whether two givens of `cells` (a 9x9 or 4x4 grid's) share a digit and a row, column or
/// box: one pass, each unit's digits as bits, without a branch a cell (givens fall at random
/// among the empty cells); [`Grid::first_clash`] then names them.
fn clashes(cells: &[u8]) -> bool {
    let units: &[[u8; 3]] = if cells.len() == 81 { &UNITS_9 } else { &UNITS_4 };
    let mut seen = [0u16; 27];
    let mut clash = 0u16;
    for (&d, unit) in cells.iter().zip(units) {
        // An empty cell's bit is 1, which no digit has: dropped.
        let bit = (1u16 << d) & !1;
        for &u in unit {
            clash |= seen[usize::from(u)] & bit;
            seen[usize::from(u)] |= bit;
        }
    }
    clash != 0
}

/// A Sudoku instance: the puzzle and the algorithm.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instance {
    /// The puzzle.
    pub grid: Grid,
    /// The set it is one of (a file's, a built-in's), for `g`.
    pub set: std::sync::Arc<Vec<Puzzle>>,
    /// The algorithm (the left pane's, when two are compared).
    pub algo: Algo,
    /// Compare two algorithms side by side: the right pane runs [`Instance::other`].
    pub compare: bool,
    /// The right pane's algorithm when comparing.
    pub other: Algo,
    /// Pencil marks: each empty cell's candidates drawn (a view switch, not a restart).
    pub pencil: bool,
    /// The solutions browser, while it is open.
    pub browser: Option<solutions::Solutions>,
}

impl Instance {
    /// The first puzzle of `set` under `algo`.
    pub fn of(set: impl IntoIterator<Item = Grid>, algo: Algo) -> Instance {
        Instance::of_set(set.into_iter().map(|g| Puzzle::of(&g)).collect(), algo)
    }

    /// The first puzzle of `set` under `algo`.
    pub fn of_set(set: Vec<Puzzle>, algo: Algo) -> Instance {
        let grid = set.first().map_or_else(|| Grid::empty(9), Puzzle::grid);
        Instance {
            grid,
            set: std::sync::Arc::new(set),
            algo,
            compare: false,
            other: algo.next(),
            pencil: false,
            browser: None,
        }
    }

    /// The algorithm of search `pane`: the other one on the right when comparing.
    pub fn algo_of(&self, pane: usize) -> Algo {
        if self.compare && pane == 1 { self.other } else { self.algo }
    }
}

/// The built-in puzzles: name, file text.
pub const BUILT_IN: [(&str, &str); 5] = [
    ("easy", include_str!("../../../assets/sudoku/easy.txt")),
    ("four", include_str!("../../../assets/sudoku/four.txt")),
    ("inkala", include_str!("../../../assets/sudoku/inkala.txt")),
    ("top95", include_str!("../../../assets/sudoku/top95.txt")),
    ("hardest", include_str!("../../../assets/sudoku/hardest.txt")),
];

/// A built-in puzzle set by name.
pub fn built_in(name: &str) -> Option<Vec<Grid>> {
    built_in_set(name).map(|set| set.iter().map(Puzzle::grid).collect())
}

/// A built-in puzzle set by name, kept in place.
pub fn built_in_set(name: &str) -> Option<Vec<Puzzle>> {
    BUILT_IN
        .iter()
        .find(|(n, _)| *n == name)
        .and_then(|(_, text)| Puzzle::parse_file(text).ok())
}

/// Where a digit already stands: the unit it shares with the cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    /// The same row.
    Row,
    /// The same column.
    Column,
    /// The same box.
    Box,
}

/// A child entered: a digit written in a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Fill {
    /// The cell, from 0 in reading order.
    pub cell: u8,
    /// The digit.
    pub digit: u8,
    /// The candidates the cell had (1: a naked single, no guess).
    pub candidates: u8,
    /// The grid's side, to name the cell.
    pub n: u8,
}

/// A child cut by the constraint: the digit stands in the cell's row, column or box.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Clash {
    /// The cell.
    pub cell: u8,
    /// The digit.
    pub digit: u8,
    /// The cell that holds it.
    pub at: u8,
    /// The unit they share.
    pub unit: Unit,
    /// The grid's side.
    pub n: u8,
    /// For the bound's cut: the digit the unit forces into the cell (0 for the constraint's).
    pub only: u8,
}

/// What a node chooses: the cell it fills, and how the order ranks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    /// The cell, in reading order.
    pub cell: u8,
    /// The grid's side.
    pub n: u8,
    /// Its candidates at the node.
    pub left: u8,
    /// Under mrv-singles, the digit a unit can hold only there, if one (a hidden single).
    pub single: Option<u8>,
}

/// A solution: the grid filled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Solved {
    /// The cells filled by the search.
    pub filled: u8,
}

/// The state of the search at a node: the grid, each unit's digits counted, the cell each
/// depth fills.
#[derive(Debug, Clone)]
pub struct SudokuHooks {
    /// The side.
    pub n: usize,
    /// The cells (0 empty).
    pub cells: Vec<u8>,
    /// The givens.
    pub given: Vec<bool>,
    /// The cells the search filled with no guess (one candidate left).
    pub forced: Vec<bool>,
    /// How many of each digit stand in each row, column and box (rows first, then columns,
    /// then boxes; 10 counters a unit).
    counts: Vec<u8>,
    /// The cell the node at each depth along the path fills.
    pub order: Vec<u8>,
    /// The empty cells at the root.
    pub empties: usize,
    /// How the next cell is chosen.
    pub algo: Algo,
    /// Nodes entered with a guess: the cell had more than one candidate.
    pub guesses: u64,
}

impl SudokuHooks {
    /// The root of `grid`'s tree under `algo`.
    pub fn new(grid: &Grid, algo: Algo) -> SudokuHooks {
        let n = grid.n;
        let mut hooks = SudokuHooks {
            n,
            cells: vec![0; n * n],
            given: grid.cells.iter().map(|&d| d != 0).collect(),
            forced: vec![false; n * n],
            counts: vec![0; 3 * n * 10],
            order: Vec::with_capacity(n * n),
            empties: grid.cells.iter().map(|&d| usize::from(d == 0)).sum(),
            algo,
            guesses: 0,
        };
        for (cell, &d) in grid.cells.iter().enumerate() {
            if d != 0 {
                hooks.put(cell, d);
            }
        }
        if hooks.empties > 0 {
            let first = hooks.next_cell();
            hooks.order.push(first as u8);
        }
        hooks
    }

    fn box_side(&self) -> usize {
        if self.n == 4 { 2 } else { 3 }
    }

    /// The row, column and box units of `cell` (indices into the counters).
    #[inline]
    fn units(&self, cell: usize) -> [usize; 3] {
        let (r, c) = (cell / self.n, cell % self.n);
        let b = self.box_side();
        [r, self.n + c, 2 * self.n + (r / b) * (self.n / b) + c / b]
    }

    fn put(&mut self, cell: usize, d: u8) {
        self.cells[cell] = d;
        for u in self.units(cell) {
            self.counts[u * 10 + usize::from(d)] += 1;
        }
    }

    fn take(&mut self, cell: usize) {
        let d = std::mem::replace(&mut self.cells[cell], 0);
        if d != 0 {
            for u in self.units(cell) {
                self.counts[u * 10 + usize::from(d)] -= 1;
            }
        }
    }

    /// Whether digit d may go in `cell`: not yet in its row, column or box.
    #[inline]
    pub fn allowed(&self, cell: usize, d: u8) -> bool {
        self.units(cell).iter().all(|&u| self.counts[u * 10 + usize::from(d)] == 0)
    }

    /// The candidates of `cell` as a bit set (bit d for digit d).
    pub fn candidates_of(&self, cell: usize) -> u16 {
        (1..=self.n as u8).filter(|&d| self.allowed(cell, d)).fold(0, |s, d| s | 1 << d)
    }

    /// The cell the node at `depth` fills.
    #[inline]
    pub fn cell_at(&self, depth: usize) -> usize {
        usize::from(self.order[depth])
    }

    fn next_cell(&self) -> usize {
        match self.algo {
            Algo::Cells => cells::next(self),
            Algo::Mrv => mrv::next(self),
            Algo::MrvSingles => singles::next(self),
        }
    }

    /// The cell that holds digit d in the unit `cell` shares with it, and which unit.
    fn holder(&self, cell: usize, d: u8) -> Option<(usize, Unit)> {
        let side = self.n;
        let (row_of, col_of) = (cell / side, cell % side);
        let bs = self.box_side();
        let holds = |other: &usize| *other != cell && self.cells[*other] == d;
        let row = (0..side).map(|k| row_of * side + k).find(holds);
        let col = (0..side).map(|k| k * side + col_of).find(holds);
        let (top, left) = (row_of / bs * bs, col_of / bs * bs);
        let boxed = (0..side).map(|k| (top + k / bs) * side + left + k % bs).find(holds);
        row.map(|x| (x, Unit::Row))
            .or(col.map(|x| (x, Unit::Column)))
            .or(boxed.map(|x| (x, Unit::Box)))
    }

    /// The cells of `cell`'s row, column and box, with the unit's name.
    pub fn unit_cells(&self, cell: usize) -> [(Unit, Vec<usize>); 3] {
        let side = self.n;
        let (row_of, col_of) = (cell / side, cell % side);
        let bs = self.box_side();
        let (top, left) = (row_of / bs * bs, col_of / bs * bs);
        [
            (Unit::Row, (0..side).map(|k| row_of * side + k).collect()),
            (Unit::Column, (0..side).map(|k| k * side + col_of).collect()),
            (Unit::Box, (0..side).map(|k| (top + k / bs) * side + left + k % bs).collect()),
        ]
    }

    /// A digit whose only place left in one of the empty `cell`'s units is `cell`, and the
    /// unit: a hidden single.
    pub fn hidden_single(&self, cell: usize) -> Option<(u8, Unit)> {
        if self.cells[cell] != 0 {
            return None;
        }
        let mine = self.candidates_of(cell);
        for (unit, cells) in self.unit_cells(cell) {
            let elsewhere = cells
                .iter()
                .filter(|&&c| c != cell && self.cells[c] == 0)
                .fold(0u16, |s, &c| s | self.candidates_of(c));
            let only = mine & !elsewhere;
            if only != 0 {
                return Some((only.trailing_zeros() as u8, unit));
            }
        }
        None
    }

    /// The grid as it stands.
    pub fn grid(&self) -> Grid {
        Grid {
            n: self.n,
            cells: self.cells.clone(),
        }
    }
}

impl Hooks for SudokuHooks {
    type Enter = Fill;
    type Cut = Clash;
    type Solution = Solved;

    fn shape(&self) -> Steps {
        Steps {
            branching: Branching::Uniform(self.n),
            depth: self.empties,
        }
    }

    #[inline]
    fn candidates(&self, depth: usize) -> usize {
        if depth < self.empties { self.n } else { 0 }
    }

    fn constraint(&self, depth: usize, child: usize) -> Option<Clash> {
        let cell = self.cell_at(depth);
        let d = child as u8 + 1;
        if self.allowed(cell, d) {
            return None;
        }
        self.holder(cell, d).map(|(at, unit)| Clash {
            cell: cell as u8,
            digit: d,
            at: at as u8,
            unit,
            n: self.n as u8,
            only: 0,
        })
    }

    /// A hidden single: a digit whose only place left in one of the cell's units is the cell
    /// cuts every other digit.
    fn bound(&self, depth: usize, child: usize) -> Option<Clash> {
        let cell = self.cell_at(depth);
        let d = child as u8 + 1;
        let (only, unit) = self.hidden_single(cell)?;
        (only != d).then_some(Clash {
            cell: cell as u8,
            digit: d,
            at: cell as u8,
            unit,
            n: self.n as u8,
            only,
        })
    }

    fn make_move(&mut self, depth: usize, child: usize) -> Fill {
        let cell = self.cell_at(depth);
        let d = child as u8 + 1;
        let candidates = self.candidates_of(cell).count_ones() as u8;
        self.put(cell, d);
        self.forced[cell] = candidates == 1;
        self.guesses += u64::from(candidates > 1);
        self.order.truncate(depth + 1);
        if depth + 1 < self.empties {
            let next = self.next_cell();
            self.order.push(next as u8);
        }
        Fill {
            cell: cell as u8,
            digit: d,
            candidates,
            n: self.n as u8,
        }
    }

    fn unmake_move(&mut self, depth: usize, _child: usize) {
        let cell = self.cell_at(depth);
        self.take(cell);
        self.forced[cell] = false;
        self.order.truncate(depth + 1);
    }

    /// Every cell filled and each unit holding each digit once (checked here, for the search
    /// without the constraint).
    fn solution(&mut self, depth: usize, _index: u64) -> Option<Solved> {
        if depth != self.empties || self.counts.chunks(10).any(|c| c[1..=self.n].iter().any(|&k| k != 1)) {
            return None;
        }
        Some(Solved {
            filled: self.empties as u8,
        })
    }
}

/// The hooks at the node reached from the root of `grid` (under `algo`) by `path`.
pub fn hooks_on(grid: &Grid, algo: Algo, path: &[usize]) -> SudokuHooks {
    let mut hooks = SudokuHooks::new(grid, algo);
    for (depth, &child) in path.iter().enumerate() {
        if child >= hooks.candidates(depth) {
            break;
        }
        hooks.make_move(depth, child);
    }
    hooks
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;
    use crate::engine::backtrack::{Backtrack, Event};
    use proptest::prelude::*;

    /// The solutions the search finds, at most `limit`, and the nodes it visited.
    fn solve(grid: &Grid, algo: Algo, prune: Prune, limit: usize) -> (Vec<Grid>, u64) {
        let mut b = Backtrack::new(SudokuHooks::new(grid, algo), prune);
        let mut out = Vec::new();
        while let Some(e) = b.step() {
            if let Event::Solution { .. } = e {
                out.push(b.hooks().grid());
                if out.len() >= limit {
                    break;
                }
            }
        }
        (out, b.counts().nodes())
    }

    /// A hidden single: the bound cuts every digit of the cell but the forced one, naming it.
    #[test]
    fn the_bound_cuts_around_a_hidden_single() {
        let grid = &built_in("easy").unwrap()[0];
        let mut h = SudokuHooks::new(grid, Algo::MrvSingles);
        let cell = (0..81)
            .find(|&c| h.hidden_single(c).is_some() && h.candidates_of(c).count_ones() > 1)
            .expect("a hidden single with other candidates");
        let (only, _) = h.hidden_single(cell).unwrap();
        h.order[0] = cell as u8;
        for child in 0..9 {
            let d = child as u8 + 1;
            let cut = h.bound(0, child);
            assert_eq!(cut.is_none(), d == only, "digit {d}");
            assert!(cut.is_none_or(|c| c.only == only && c.at == c.cell));
        }
    }

    #[test]
    fn the_empty_4x4_has_288_solutions_under_both_algorithms() {
        for algo in Algo::ALL {
            let (sols, _) = solve(&Grid::empty(4), algo, Prune::Constraint, usize::MAX);
            assert_eq!(sols.len(), 288, "{algo:?}");
            assert!(sols.iter().all(|s| Grid::empty(4).is_solved_by(s)));
        }
        assert_eq!(fast::count(&Grid::empty(4), None), 288);
    }

    #[test]
    fn both_algorithms_solve_the_built_ins_as_the_fast_solver_does() {
        for name in ["easy", "four", "inkala"] {
            let grid = &built_in(name).unwrap()[0];
            let fast = fast::solve(grid).unwrap_or_else(|| panic!("{name} solves"));
            assert!(grid.is_solved_by(&fast), "{name}");
            let mut nodes = Vec::new();
            for algo in Algo::ALL {
                let (sols, n) = solve(grid, algo, Prune::Constraint, 2);
                assert_eq!(sols, vec![fast.clone()], "{name} {algo:?}: one solution, the fast solver's");
                nodes.push(n);
            }
            assert!(nodes[1] <= nodes[0], "{name}: mrv visits no more nodes than cells: {nodes:?}");
            let (sols, singles) = solve(grid, Algo::MrvSingles, Prune::Both, 2);
            assert_eq!(sols, vec![fast.clone()], "{name}: singles first with its bound");
            assert!(singles <= nodes[1], "{name}: singles first visits no more than mrv: {singles} {nodes:?}");
        }
    }

    /// A puzzle the search without the constraint can finish: the leaves are checked.
    #[test]
    fn without_the_constraint_the_leaves_are_checked() {
        let grid = Grid::parse("12.434.12.434.12").unwrap();
        let (sols, nodes) = solve(&grid, Algo::Cells, Prune::None, usize::MAX);
        assert_eq!(sols.len(), 1);
        assert_eq!(nodes, 1 + 4 + 16 + 64 + 256);
    }

    #[test]
    fn puzzles_are_read_and_named_where_wrong() {
        let g = Grid::parse("1.....2..3.....4").unwrap();
        assert_eq!((g.n, g.cells[6], g.line()), (4, 2, "1.....2..3.....4".to_string()));
        assert_eq!(Grid::parse("1234"), Err(PuzzleError::Length(4)));
        assert_eq!(Grid::parse("1.....5..3.....4"), Err(PuzzleError::Char(7, '5')));
        assert_eq!(
            Grid::parse_file("# two\n1.....2..3.....4\n\nx\n"),
            Err(PuzzleError::Line(4, Box::new(PuzzleError::Length(1))))
        );
        assert_eq!(Grid::parse_file("# none\n"), Err(PuzzleError::Empty));
        assert_eq!(built_in("top95").unwrap().len(), 95);
    }

    /// A clash names the cell that holds the digit and the unit they share.
    #[rstest::rstest]
    // Issue 46: 81 fives opened in the visualizer.
    #[case(&"5".repeat(81), 5, [0, 1], Unit::Row)]
    #[case("1...1...........", 1, [0, 4], Unit::Column)]
    #[case("1....1..........", 1, [0, 5], Unit::Box)]
    #[case("2..2............", 2, [0, 3], Unit::Row)]
    fn contradictory_givens_are_refused(
        #[case] text: &str,
        #[case] digit: u8,
        #[case] cells: [u8; 2],
        #[case] unit: Unit,
    ) {
        let n = if text.len() == 81 { 9 } else { 4 };
        assert_eq!(Grid::parse(text), Err(PuzzleError::Clash { n, digit, cells, unit }));
    }

    #[test]
    fn a_clash_names_the_holder() {
        let grid = &built_in("easy").unwrap()[0];
        let h = SudokuHooks::new(grid, Algo::Cells);
        // r1c3 (cell 2) is empty; 5 stands at r1c1, same row.
        assert_eq!(h.cell_at(0), 2);
        let c = h.constraint(0, 4).unwrap();
        assert_eq!((c.at, c.unit), (0, Unit::Row));
        // 6 stands at r2c1, same box (not in row 1 nor column 3).
        let c = h.constraint(0, 5).unwrap();
        assert_eq!((c.at, c.unit), (9, Unit::Box));
    }

    proptest! {
        /// The quick reading of a puzzle gives the grid the careful one gives, and nothing
        /// where the careful one finds something wrong.
        #[test]
        fn the_quick_reading_agrees_with_the_careful_one(
            nine: bool,
            cells in proptest::collection::vec(
                prop_oneof![40 => Just(b'.'), 10 => Just(b'0'), 8 => b'1'..=b'9', 1 => 0u8..128], 81),
        ) {
            let text = &cells[..if nine { 81 } else { 16 }];
            let quick = Puzzle::parse_ascii(text).map(|p| p.grid());
            let careful = Grid::parse_named(std::str::from_utf8(text).unwrap()).ok();
            prop_assert_eq!(quick, careful);
        }

        /// The one-pass check finds a clash exactly when the pairwise search names one, on
        /// sparse random grids of both sides (clashing or not).
        #[test]
        fn the_quick_clash_check_agrees_with_the_named_one(
            nine: bool,
            cells in proptest::collection::vec((0usize..81, 1u8..=9), 0..12),
        ) {
            let n = if nine { 9 } else { 4 };
            let mut grid = Grid::empty(n);
            for (i, d) in cells {
                grid.cells[i % (n * n)] = 1 + (d - 1) % n as u8;
            }
            prop_assert_eq!(clashes(&grid.cells), grid.first_clash().is_some());
        }
    }

    proptest! {
        /// On random puzzles (a solved grid with cells blanked) every algorithm agrees with
        /// the fast solver: the same number of solutions (capped), each a solution.
        #[test]
        fn every_algorithm_agrees_with_the_fast_solver(seed: u64, blanks in 30usize..60) {
            use crate::engine::random::SplitMix64;
            let mut rng = SplitMix64::new(seed);
            let full = fast::solve(&built_in("easy").unwrap()[0]).unwrap();
            let mut grid = full.clone();
            for _ in 0..blanks {
                grid.cells[rng.below(81)] = 0;
            }
            let expected = fast::count(&grid, Some(3));
            for algo in Algo::ALL {
                for prune in [Prune::Constraint, Prune::Both] {
                    let (sols, _) = solve(&grid, algo, prune, 3);
                    prop_assert_eq!(sols.len() as u64, expected);
                    prop_assert!(sols.iter().all(|s| grid.is_solved_by(s)));
                }
            }
        }
    }
}
