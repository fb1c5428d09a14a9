//! The knight's tour (骑士巡游): a knight on a board of `cols` x `rows` squares visits every
//! square once, each move a knight's move; a closed tour ends a knight's move from its start.
//! The tree is a path tree: the node at depth k has made k moves, and its children are the
//! knight's eight moves, so a node has at most 8 children that stay on the board.
//!
//! The constraint function (约束函数) cuts a move that leaves the board or lands on a square
//! already visited. The bound function (限界函数) cuts a move after which some square can no
//! longer be reached (every way into it visited, and the knight not next to it), or, for a
//! closed tour, after which the start can no longer be come back to: no tour lies below.
//!
//! Two algorithms order the children, each in its own file: [`fixed`] (the eight moves in
//! one documented order) and [`warnsdorff`] (the square with the fewest onward moves first,
//! Warnsdorff's rule of 1823, ties by the fixed order). Both are complete: Warnsdorff's rule
//! only orders the children, so it still backtracks when it must.
//!
//! Squares are numbered `row * cols + col`, row 0 the top rank (`a1` is the top left square,
//! as the seeds print boards).

pub mod count;
pub mod fixed;
pub mod warnsdorff;

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

use crate::engine::numbers::digits;
use crate::engine::backtrack::{Branching, Hooks, Prune, Steps};
use crate::engine::numbers::fields;
use crate::engine::random::SplitMix64;
use crate::engine::notation::{file_index, square as square_name};

/// The longest side of a board.
pub const MAX_SIDE: usize = 32;

/// The fewest and most squares a side has (`-n`, and the size keys).
pub const SIZES: (usize, usize) = (1, MAX_SIDE);

/// The prune settings the search runs under: the constraint cannot be switched off (a move
/// off the board is no square to stand on); the bound can.
pub const PRUNES: [Prune; 2] = [Prune::Both, Prune::Constraint];

/// The eight knight's moves as (rows down, columns right), in the fixed order: clockwise from
/// two down and one right.
pub const MOVES: [(i8, i8); 8] = [
    (2, 1),
    (1, 2),
    (-1, 2),
    (-2, 1),
    (-2, -1),
    (-1, -2),
    (1, -2),
    (2, -1),
];

/// How the children of a node are ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Algo {
    /// The eight moves in [`MOVES`]' order.
    #[default]
    Fixed,
    /// The fewest onward moves first; ties in [`MOVES`]' order.
    Warnsdorff,
}

impl Algo {
    /// Both, in the order the key cycles them.
    pub const ALL: [Algo; 2] = [Algo::Fixed, Algo::Warnsdorff];

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Algo::Fixed => "fixed",
            Algo::Warnsdorff => "warnsdorff",
        }
    }

    /// The algorithm named `s`.
    pub fn parse(s: &str) -> Option<Algo> {
        Algo::ALL.into_iter().find(|a| a.name() == s.trim())
    }

    /// The other one.
    #[must_use]
    pub fn next(self) -> Algo {
        match self {
            Algo::Fixed => Algo::Warnsdorff,
            Algo::Warnsdorff => Algo::Fixed,
        }
    }
}

/// A board and where the knight starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Board {
    /// Columns (files), 1 to [`MAX_SIDE`].
    pub cols: usize,
    /// Rows (ranks), 1 to [`MAX_SIDE`].
    pub rows: usize,
}

impl Board {
    /// Its squares.
    pub fn squares(self) -> usize {
        self.cols * self.rows
    }

    /// The square `mv` moves to from `from`, if it is on the board.
    #[inline]
    pub fn jump(self, from: usize, mv: usize) -> Option<usize> {
        let (dr, dc) = MOVES[mv];
        let r = (from / self.cols) as isize + dr as isize;
        let c = (from % self.cols) as isize + dc as isize;
        ((0..self.rows as isize).contains(&r) && (0..self.cols as isize).contains(&c))
            .then(|| r as usize * self.cols + c as usize)
    }

    /// The squares a knight reaches from `from`.
    pub fn neighbours(self, from: usize) -> impl Iterator<Item = usize> {
        (0..8).filter_map(move |mv| self.jump(from, mv))
    }

    /// Whether `a` and `b` are a knight's move apart.
    pub fn adjacent(self, a: usize, b: usize) -> bool {
        self.neighbours(a).any(|s| s == b)
    }

    /// The name of square `s` (`a1` top left).
    pub fn name(self, s: usize) -> String {
        square_name(s / self.cols, s % self.cols)
    }

    /// The square named `text` (`c3`), if it is on the board.
    pub fn parse_square(self, text: &str) -> Option<usize> {
        let mut chars = text.trim().chars();
        let col = file_index(chars.next()?)?;
        let rank: usize = chars.as_str().parse().ok()?;
        (col < self.cols && (1..=self.rows).contains(&rank)).then(|| (rank - 1) * self.cols + col)
    }
}

/// A knight's tour instance: the board, the start, open or closed, and the algorithm.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instance {
    /// The board.
    pub board: Board,
    /// The start square.
    pub start: usize,
    /// The tour must end a knight's move from its start.
    pub closed: bool,
    /// The algorithm (the left pane's, when two are compared).
    pub algo: Algo,
    /// Compare the two algorithms side by side: the right pane runs the other one.
    pub compare: bool,
}

/// What makes an instance unusable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InstanceError {
    /// A side out of 1..=[`MAX_SIDE`] (its text).
    Size(String),
    /// A start not on the board (its text, the board).
    Start(String, Board),
    /// `--closed` on a board with an odd number of squares: a knight changes colour each
    /// move, so no closed tour exists.
    OddClosed(Board),
    /// A file's line is not `key: value` (its number).
    Line(usize),
    /// A file's key is unknown (the key, its line).
    Key(String, usize),
    /// A file's `closed:` is neither yes nor no (its line).
    Closed(usize),
}

impl Instance {
    /// An instance, if the start is on the board and a closed tour can exist.
    pub fn new(board: Board, start: usize, closed: bool, algo: Algo) -> Result<Instance, InstanceError> {
        if closed && board.squares() % 2 == 1 && board.squares() > 1 {
            return Err(InstanceError::OddClosed(board));
        }
        Ok(Instance {
            board,
            start: start.min(board.squares() - 1),
            closed,
            algo,
            compare: false,
        })
    }

    /// The n x n board from a1, open.
    pub fn square(n: usize, algo: Algo) -> Instance {
        let n = n.clamp(SIZES.0, SIZES.1);
        Instance {
            board: Board { cols: n, rows: n },
            start: 0,
            closed: false,
            algo,
            compare: false,
        }
    }

    /// The n x n board from a random square (from `seed`), open or closed as `like`.
    pub fn random(n: usize, seed: u64, like: &Instance) -> Instance {
        let n = n.clamp(SIZES.0, SIZES.1);
        let board = Board { cols: n, rows: n };
        let mut rng = SplitMix64::new(seed);
        Instance {
            board,
            start: rng.below(board.squares()),
            closed: like.closed && n.is_multiple_of(2),
            algo: like.algo,
            compare: like.compare,
        }
    }

    /// The algorithm of search `pane`: the other one on the right when comparing.
    pub fn algo_of(&self, pane: usize) -> Algo {
        if self.compare && pane == 1 {
            self.algo.next()
        } else {
            self.algo
        }
    }

    /// Reads an instance file: `size: 5x6` (or `size: 5`), `start: a1`, `closed: yes|no`,
    /// each optional (an 8x8 board from a1, open).
    pub fn parse(text: &str, algo: Algo) -> Result<Instance, InstanceError> {
        let fields = fields(text).map_err(InstanceError::Line)?;
        let mut board = Board { cols: 8, rows: 8 };
        let (mut start, mut closed) = (None, false);
        for f in &fields {
            match f.key.as_str() {
                "size" => {
                    board = parse_size(&f.value)
                        .ok_or_else(|| InstanceError::Size(format!("size: {}", f.value)))?;
                }
                "start" => start = Some(f.value.clone()),
                "closed" => {
                    closed = match f.value.trim() {
                        "yes" | "true" => true,
                        "no" | "false" => false,
                        _ => return Err(InstanceError::Closed(f.line)),
                    }
                }
                other => return Err(InstanceError::Key(other.to_string(), f.line)),
            }
        }
        let start = match start {
            None => 0,
            Some(s) => board
                .parse_square(&s)
                .ok_or_else(|| InstanceError::Start(format!("start: {s}"), board))?,
        };
        Instance::new(board, start, closed, algo)
    }
}

/// A board size: `5` (5 x 5) or `5x6` (5 columns, 6 rows), each side 1 to [`MAX_SIDE`].
pub fn parse_size(text: &str) -> Option<Board> {
    let side = |s: &str| digits::<usize>(s).filter(|n| (1..=MAX_SIDE).contains(n));
    let text = text.trim();
    match text.split_once(['x', 'X']) {
        Some((c, r)) => Some(Board {
            cols: side(c)?,
            rows: side(r)?,
        }),
        None => side(text).map(|n| Board { cols: n, rows: n }),
    }
}

/// The built-in instances: name, file text.
pub const BUILT_IN: [(&str, &str); 5] = [
    ("five", include_str!("../../../assets/knight/five.txt")),
    ("centre", include_str!("../../../assets/knight/centre.txt")),
    ("six", include_str!("../../../assets/knight/six.txt")),
    ("eight", include_str!("../../../assets/knight/eight.txt")),
    ("three", include_str!("../../../assets/knight/three.txt")),
];

/// A built-in instance by name.
pub fn built_in(name: &str, algo: Algo) -> Option<Instance> {
    BUILT_IN
        .iter()
        .find(|(n, _)| *n == name)
        .and_then(|(_, text)| Instance::parse(text, algo).ok())
}

/// The default instance: 5 x 5 from a1.
pub fn default_instance(algo: Algo) -> Instance {
    built_in("five", algo).expect("the built-in five parses")
}

/// A child entered: the knight jumps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Jump {
    /// From this square.
    pub from: u16,
    /// To this square.
    pub to: u16,
    /// Its move number there (the start is 1).
    pub number: u16,
    /// The onward moves from it, Warnsdorff's number (unvisited squares it reaches).
    pub onward: u8,
    /// The board's width, to name the squares.
    pub cols: u8,
}

/// Why a child is cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// The constraint: the move leaves the board.
    OffBoard {
        /// From this square.
        from: u16,
        /// The move, 0 to 7 in [`MOVES`]' order.
        mv: u8,
        /// The board's width.
        cols: u8,
    },
    /// The constraint: the square was visited, at this move number.
    Visited {
        /// From this square.
        from: u16,
        /// To this square.
        to: u16,
        /// Its move number.
        at: u16,
        /// The board's width.
        cols: u8,
    },
    /// The bound: after the move, this square can no longer be reached.
    Stranded {
        /// The move's square.
        to: u16,
        /// The square left with no way in.
        square: u16,
        /// The board's width.
        cols: u8,
    },
    /// The bound, closed tours: after the move, no way back to the start is left.
    NoReturn {
        /// The move's square.
        to: u16,
        /// The start.
        start: u16,
        /// The board's width.
        cols: u8,
    },
}

/// What a node chooses: the move number it makes, and where each of its children goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    /// The move number its children make (the start is move 1).
    pub number: usize,
    /// Each child's move (0 to 7) and its square, if on the board.
    pub children: [(u8, Option<u16>); 8],
    /// How many children.
    pub len: u8,
    /// The board's width, to name the squares.
    pub cols: u8,
}

/// A solution: a tour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Found {
    /// Its last square.
    pub end: u16,
    /// Its squares.
    pub squares: u16,
    /// Closed (its end a knight's move from its start).
    pub closed: bool,
    /// The board's width.
    pub cols: u8,
}

/// A square by its name (`c3`), as `--trace` writes it.
fn named(s: u16, cols: u8) -> String {
    let cols = usize::from(cols.max(1));
    square_name(usize::from(s) / cols, usize::from(s) % cols)
}

/// `--trace`: the squares by name, the move number, the onward moves.
impl Serialize for Jump {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Jump", 4)?;
        st.serialize_field("from", &named(self.from, self.cols))?;
        st.serialize_field("to", &named(self.to, self.cols))?;
        st.serialize_field("number", &self.number)?;
        st.serialize_field("onward", &self.onward)?;
        st.end()
    }
}

/// `--trace`: `why` (`off_board` with the move as rows down and columns right, `visited`
/// with its move number, `stranded` with the square cut off, `no_return`), the squares by
/// name.
impl Serialize for Why {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Why", 4)?;
        match *self {
            Why::OffBoard { from, mv, cols } => {
                st.serialize_field("why", "off_board")?;
                st.serialize_field("from", &named(from, cols))?;
                st.serialize_field("move", &MOVES[usize::from(mv) % 8])?;
            }
            Why::Visited { from, to, at, cols } => {
                st.serialize_field("why", "visited")?;
                st.serialize_field("from", &named(from, cols))?;
                st.serialize_field("to", &named(to, cols))?;
                st.serialize_field("at", &at)?;
            }
            Why::Stranded { to, square, cols } => {
                st.serialize_field("why", "stranded")?;
                st.serialize_field("to", &named(to, cols))?;
                st.serialize_field("square", &named(square, cols))?;
            }
            Why::NoReturn { to, start, cols } => {
                st.serialize_field("why", "no_return")?;
                st.serialize_field("to", &named(to, cols))?;
                st.serialize_field("start", &named(start, cols))?;
            }
        }
        st.end()
    }
}

/// `--trace`: the tour's last square by name, its squares, closed or not.
impl Serialize for Found {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Found", 3)?;
        st.serialize_field("end", &named(self.end, self.cols))?;
        st.serialize_field("squares", &self.squares)?;
        st.serialize_field("closed", &self.closed)?;
        st.end()
    }
}

/// The children of one node: its moves (0 to 7) in the order tried.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Order {
    moves: [u8; 8],
    len: u8,
}

impl Order {
    /// The moves, in order.
    pub fn moves(&self) -> &[u8] {
        &self.moves[..usize::from(self.len)]
    }

    fn of(moves: impl IntoIterator<Item = u8>) -> Order {
        let mut o = Order::default();
        for m in moves.into_iter().take(8) {
            o.moves[usize::from(o.len)] = m;
            o.len += 1;
        }
        o
    }
}

/// The state of the search at a node: the squares visited, in order, with their numbers.
#[derive(Debug, Clone)]
pub struct KnightHooks {
    /// The board.
    pub board: Board,
    /// The start.
    pub start: usize,
    /// Closed tours only.
    pub closed: bool,
    /// How the children are ordered.
    pub algo: Algo,
    /// Each square's move number (the start 1), 0 if not visited.
    pub number: Vec<u16>,
    /// The squares visited, in order, the start first.
    pub path: Vec<u16>,
    /// The children of each node along the path, in the order tried.
    orders: Vec<Order>,
    /// Tours found.
    pub tours: u64,
}

impl KnightHooks {
    /// The root of `instance`'s tree under `algo`: the knight on its start.
    pub fn new(instance: &Instance, algo: Algo) -> KnightHooks {
        let board = instance.board;
        let mut number = vec![0; board.squares()];
        number[instance.start] = 1;
        let mut hooks = KnightHooks {
            board,
            start: instance.start,
            closed: instance.closed,
            algo,
            number,
            path: vec![instance.start as u16],
            orders: Vec::with_capacity(board.squares()),
            tours: 0,
        };
        let order = hooks.order_here();
        hooks.orders.push(order);
        hooks
    }

    /// The knight's square.
    pub fn at(&self) -> usize {
        usize::from(*self.path.last().unwrap_or(&0))
    }

    /// Whether square `s` has been visited.
    #[inline]
    pub fn visited(&self, s: usize) -> bool {
        self.number[s] != 0
    }

    /// The onward moves from `s`: the unvisited squares a knight reaches from it.
    pub fn onward(&self, s: usize) -> usize {
        self.board.neighbours(s).filter(|&t| !self.visited(t)).count()
    }

    /// The children of the node the search stands on, by the algorithm.
    fn order_here(&self) -> Order {
        match self.algo {
            Algo::Fixed => fixed::order(),
            Algo::Warnsdorff => warnsdorff::order(self),
        }
    }

    /// The move child `child` of the node at `depth` makes.
    #[inline]
    pub fn move_of(&self, depth: usize, child: usize) -> usize {
        usize::from(self.orders[depth].moves()[child])
    }

    /// The children of the node at `depth` along the path: its moves in order.
    pub fn order(&self, depth: usize) -> &[u8] {
        self.orders.get(depth).map_or(&[], Order::moves)
    }

    /// The square child `child` of the node at `depth` jumps to, if on the board.
    pub fn target(&self, depth: usize, child: usize) -> Option<usize> {
        let from = usize::from(self.path[depth]);
        self.board.jump(from, self.move_of(depth, child))
    }

    /// Whether square `u` could still be entered once the knight has jumped to `knight`
    /// (the node's state, `knight` counted as visited): it has another unvisited neighbour,
    /// or it is next to the knight.
    fn reachable(&self, u: usize, knight: usize) -> bool {
        self.board
            .neighbours(u)
            .any(|w| w == knight || !self.visited(w))
    }

    fn cols(&self) -> u8 {
        self.board.cols as u8
    }
}

impl Hooks for KnightHooks {
    fn heap_bytes(&self) -> usize {
        self.number.capacity() * 2 + self.path.capacity() * 2 + self.orders.capacity() * size_of::<Order>()
    }

    type Enter = Jump;
    type Cut = Why;
    type Solution = Found;

    fn shape(&self) -> Steps {
        Steps {
            branching: Branching::Uniform(8),
            depth: self.board.squares() - 1,
        }
    }

    #[inline]
    fn candidates(&self, depth: usize) -> usize {
        if depth + 1 >= self.board.squares() {
            0
        } else {
            self.order(depth).len()
        }
    }

    /// Off the board, or a square already visited.
    #[inline]
    fn constraint(&self, depth: usize, child: usize) -> Option<Why> {
        let from = usize::from(self.path[depth]);
        let mv = self.move_of(depth, child);
        let cols = self.cols();
        match self.board.jump(from, mv) {
            None => Some(Why::OffBoard {
                from: from as u16,
                mv: mv as u8,
                cols,
            }),
            Some(to) if self.visited(to) => Some(Why::Visited {
                from: from as u16,
                to: to as u16,
                at: self.number[to],
                cols,
            }),
            Some(_) => None,
        }
    }

    /// After the move, a square nobody can get into, or (closed) no way back to the start.
    /// Only the squares next to the knight's two squares can change, so only they are looked
    /// at: the others were reachable at the node above (or never were, from the start).
    fn bound(&self, depth: usize, child: usize) -> Option<Why> {
        let from = usize::from(self.path[depth]);
        let to = self.target(depth, child)?;
        let cols = self.cols();
        let left = self.board.squares() - depth - 2;
        if left == 0 {
            return None;
        }
        let mut near = self.board.neighbours(from).chain(self.board.neighbours(to));
        if let Some(square) =
            near.find(|&u| u != to && !self.visited(u) && !self.reachable(u, to))
        {
            return Some(Why::Stranded {
                to: to as u16,
                square: square as u16,
                cols,
            });
        }
        if self.closed
            && !self
                .board
                .neighbours(self.start)
                .any(|w| w != to && !self.visited(w))
        {
            return Some(Why::NoReturn {
                to: to as u16,
                start: self.start as u16,
                cols,
            });
        }
        None
    }

    fn make_move(&mut self, depth: usize, child: usize) -> Jump {
        let from = usize::from(self.path[depth]);
        let to = self.target(depth, child).unwrap_or(from);
        let number = depth as u16 + 2;
        self.number[to] = number;
        self.path.push(to as u16);
        let onward = self.onward(to) as u8;
        let order = self.order_here();
        self.orders.truncate(depth + 1);
        self.orders.push(order);
        Jump {
            from: from as u16,
            to: to as u16,
            number,
            onward,
            cols: self.cols(),
        }
    }

    fn unmake_move(&mut self, depth: usize, _child: usize) {
        if let Some(to) = self.path.pop() {
            self.number[usize::from(to)] = 0;
        }
        self.orders.truncate(depth + 1);
    }

    fn solution(&mut self, depth: usize, _index: u64) -> Option<Found> {
        let squares = self.board.squares();
        if depth + 1 != squares {
            return None;
        }
        let end = self.at();
        if self.closed && squares > 1 && !self.board.adjacent(end, self.start) {
            return None;
        }
        self.tours += 1;
        Some(Found {
            end: end as u16,
            squares: squares as u16,
            closed: self.closed,
            cols: self.cols(),
        })
    }
}

/// The hooks at the node reached from the root of `instance` (under `algo`) by `path`.
pub fn hooks_on(instance: &Instance, algo: Algo, path: &[usize]) -> KnightHooks {
    let mut hooks = KnightHooks::new(instance, algo);
    for (depth, &child) in path.iter().enumerate() {
        if child >= hooks.candidates(depth) || hooks.target(depth, child).is_none() {
            break;
        }
        hooks.make_move(depth, child);
    }
    hooks
}

/// Whether `tour` (squares) is a knight's tour of `board` from `start`: each move a
/// knight's move, each square once, closed if asked.
pub fn is_tour(board: Board, start: usize, closed: bool, tour: &[usize]) -> bool {
    let mut seen = vec![false; board.squares()];
    tour.len() == board.squares()
        && tour.first() == Some(&start)
        && tour.iter().all(|&s| s < seen.len() && !std::mem::replace(&mut seen[s], true))
        && tour.windows(2).all(|w| board.adjacent(w[0], w[1]))
        && (!closed || tour.len() == 1 || board.adjacent(tour[tour.len() - 1], start))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;
    use crate::engine::backtrack::{Backtrack, Event, Prune};
    use proptest::prelude::*;

    fn tours(inst: &Instance, algo: Algo, prune: Prune, limit: u64) -> (Vec<Vec<usize>>, u64) {
        let mut b = Backtrack::new(KnightHooks::new(inst, algo), prune);
        let mut found = Vec::new();
        while let Some(e) = b.step() {
            if let Event::Solution { .. } = e {
                found.push(b.hooks().path.iter().map(|&s| usize::from(s)).collect());
                if found.len() as u64 >= limit {
                    break;
                }
            }
        }
        (found, b.counts().backtracks)
    }

    fn on(n: usize, start: &str) -> Instance {
        let mut i = Instance::square(n, Algo::Fixed);
        i.start = i.board.parse_square(start).unwrap();
        i
    }

    /// The published counts of 5 x 5: 304 open tours from a corner, 64 from the centre, by
    /// both algorithms under both settings (the bound cuts only what holds no tour).
    #[test]
    fn five_by_five_counts() {
        for algo in Algo::ALL {
            for prune in [Prune::Both, Prune::Constraint] {
                assert_eq!(tours(&on(5, "a1"), algo, prune, u64::MAX).0.len(), 304);
                assert_eq!(tours(&on(5, "c3"), algo, prune, u64::MAX).0.len(), 64);
            }
        }
    }

    #[test]
    fn every_tour_found_is_one() {
        let inst = on(5, "a1");
        for algo in Algo::ALL {
            for t in tours(&inst, algo, Prune::Both, 20).0 {
                assert!(is_tour(inst.board, 0, false, &t), "{t:?}");
            }
        }
        // 6 x 6 closed tours end next to the start.
        let closed = Instance::new(Board { cols: 6, rows: 6 }, 0, true, Algo::Warnsdorff).unwrap();
        let (found, _) = tours(&closed, Algo::Warnsdorff, Prune::Both, 3);
        assert_eq!(found.len(), 3);
        for t in found {
            assert!(is_tour(closed.board, 0, true, &t));
        }
    }

    #[test]
    fn warnsdorff_orders_by_onward_moves() {
        let inst = on(5, "c3");
        let hooks = KnightHooks::new(&inst, Algo::Warnsdorff);
        let counts: Vec<usize> = (0..hooks.candidates(0))
            .filter_map(|c| hooks.target(0, c))
            .map(|s| hooks.onward(s))
            .collect();
        assert!(counts.windows(2).all(|w| w[0] <= w[1]), "{counts:?}");
        // From the centre of 5 x 5 all eight moves stay on the board.
        assert_eq!(counts.len(), 8);
        // From a corner, the fixed order tries all eight, six of them off the board.
        let corner = KnightHooks::new(&on(5, "a1"), Algo::Fixed);
        let off = (0..8).filter(|&c| corner.target(0, c).is_none()).count();
        assert_eq!((corner.candidates(0), off), (8, 6));
    }

    #[test]
    fn sizes_squares_and_files() {
        assert_eq!(parse_size("5x6"), Some(Board { cols: 5, rows: 6 }));
        assert_eq!(parse_size("8"), Some(Board { cols: 8, rows: 8 }));
        assert_eq!(parse_size("33"), None);
        assert_eq!(parse_size("0x3"), None);
        let b = Board { cols: 5, rows: 6 };
        assert_eq!(b.parse_square("a1"), Some(0));
        assert_eq!(b.parse_square("e6"), Some(29));
        assert_eq!(b.parse_square("f1"), None);
        assert_eq!(b.name(29), "e6");
        assert_eq!(
            Instance::new(Board { cols: 5, rows: 5 }, 0, true, Algo::Fixed),
            Err(InstanceError::OddClosed(Board { cols: 5, rows: 5 }))
        );
        assert_eq!(
            Instance::parse("size: 5\nstart: f1\n", Algo::Fixed),
            Err(InstanceError::Start("start: f1".into(), Board { cols: 5, rows: 5 }))
        );
        assert_eq!(
            Instance::parse("closed: maybe\n", Algo::Fixed),
            Err(InstanceError::Closed(1))
        );
        for (name, _) in BUILT_IN {
            assert!(built_in(name, Algo::Fixed).is_some(), "{name}");
        }
    }

    #[test]
    fn the_trace_names_squares() {
        let j = Jump { from: 0, to: 11, number: 2, onward: 5, cols: 5 };
        assert_eq!(serde_json::to_string(&j).unwrap(), r#"{"from":"a1","to":"b3","number":2,"onward":5}"#);
        let w = Why::OffBoard { from: 0, mv: 4, cols: 5 };
        assert_eq!(serde_json::to_string(&w).unwrap(), r#"{"why":"off_board","from":"a1","move":[-2,-1]}"#);
        let w = Why::Stranded { to: 7, square: 0, cols: 5 };
        assert_eq!(serde_json::to_string(&w).unwrap(), r#"{"why":"stranded","to":"c2","square":"a1"}"#);
    }

    /// A 1 x 1 board is one tour of no moves; 2 x 2 and 3 x 3 (from a corner) have none.
    #[test]
    fn tiny_boards() {
        assert_eq!(tours(&on(1, "a1"), Algo::Fixed, Prune::Both, 9).0.len(), 1);
        assert_eq!(tours(&on(2, "a1"), Algo::Fixed, Prune::Both, 9).0.len(), 0);
        assert_eq!(tours(&on(3, "a1"), Algo::Fixed, Prune::Both, 9).0.len(), 0);
    }

    proptest! {
        /// On small boards, the bound never changes the tours found, only the nodes.
        #[test]
        fn the_bound_cuts_no_tour(cols in 3usize..6, rows in 3usize..5, start in 0usize..30) {
            let board = Board { cols, rows };
            let inst = Instance::new(board, start % board.squares(), false, Algo::Fixed).unwrap();
            let (with, _) = tours(&inst, Algo::Fixed, Prune::Both, u64::MAX);
            let (without, _) = tours(&inst, Algo::Fixed, Prune::Constraint, u64::MAX);
            prop_assert_eq!(&with, &without);
            for t in &with {
                prop_assert!(is_tour(board, inst.start, false, t));
            }
        }
    }
}
