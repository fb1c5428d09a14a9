//! Where a maze comes from: seed 003's built-in map, a file, or a random maze; with the start,
//! goal and direction order resolved and checked.

use std::path::PathBuf;

use crate::problems::maze::engine::parse::{self, MazeFile, ParseError, PlaceError};
use crate::problems::maze::engine::{Grid, Maze, Order, random};

/// Seed 003's map, shipped in `assets/mazes/seed.txt`.
pub const SEED_MAP: &str = include_str!("../../../../assets/mazes/seed.txt");

/// The mazes of `assets/mazes/`, compiled into the binary so that they can be named from any
/// directory: `backtrack maze classic`.
pub const BUILT_IN: [(&str, &str); 4] = [
    (
        "classic",
        include_str!("../../../../assets/mazes/classic.txt"),
    ),
    (
        "long-dead-ends",
        include_str!("../../../../assets/mazes/long-dead-ends.txt"),
    ),
    ("seed", SEED_MAP),
    (
        "unreachable",
        include_str!("../../../../assets/mazes/unreachable.txt"),
    ),
];

/// The built-in maze a name stands for (`classic`, or `classic.txt`), if any.
pub fn built_in(name: &str) -> Option<&'static str> {
    let name = name.strip_suffix(".txt").unwrap_or(name);
    BUILT_IN.iter().find(|(n, _)| *n == name).map(|(n, _)| *n)
}

/// The text of a built-in maze by its name.
fn built_in_text(name: &str) -> &'static str {
    BUILT_IN
        .iter()
        .find(|(n, _)| *n == name)
        .map_or(SEED_MAP, |(_, text)| text)
}

/// One line per built-in maze: its name, size, start and goal (`backtrack maze --list`), with
/// the words for start and goal given.
pub fn list((start, goal): (&str, &str)) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    for (name, _) in BUILT_IN {
        if let Ok(setup) = load(&Source::BuiltIn(name), None, None, Order::default()) {
            let size = format!("{}x{}", setup.grid.rows(), setup.grid.cols());
            let (s, g) = (setup.start, setup.goal);
            let _ = writeln!(
                out,
                "{name:<16}{size:>7}   {start} {},{}   {goal} {},{}",
                s.0, s.1, g.0, g.1
            );
        }
    }
    out
}

/// Which maze to search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// Seed 003's 8x7 map.
    Seed,
    /// A maze file.
    File(PathBuf),
    /// A maze compiled into the binary, by its name (see [`BUILT_IN`]).
    BuiltIn(&'static str),
    /// A random maze of `rows` x `cols` from `seed`.
    Random {
        /// Rows.
        rows: usize,
        /// Columns.
        cols: usize,
        /// The generator's seed.
        seed: u64,
    },
}

/// Start or goal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Endpoint {
    /// Where the search begins.
    Start,
    /// Where it should arrive.
    Goal,
}

/// Why a maze cannot be used.
#[derive(Debug)]
pub enum MazeFileError {
    /// The file could not be read.
    Read(std::io::Error),
    /// Not a regular file (a folder, a FIFO, a device).
    NotAFile,
    /// The file is not a maze.
    Parse(ParseError),
    /// The start or goal is outside the grid or on a wall.
    Place {
        /// Line and column of the cell in the file, when it is inside.
        at: Option<(usize, usize)>,
        /// Which one.
        what: Endpoint,
        /// Where it was asked to be.
        cell: (usize, usize),
        /// What is wrong.
        problem: PlaceError,
        /// Rows of the grid.
        rows: usize,
        /// Columns of the grid.
        cols: usize,
    },
}

/// A maze ready to search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// The map.
    pub grid: Grid,
    /// Where the search starts.
    pub start: (usize, usize),
    /// Where it should arrive.
    pub goal: (usize, usize),
    /// The direction order.
    pub order: Order,
    /// The seed, for a random maze.
    pub seed: Option<u64>,
}

impl Setup {
    /// A fresh search of this maze.
    pub fn solver(&self) -> Maze {
        Maze::new(self.grid.clone(), self.start, self.goal, self.order)
    }
}

impl Source {
    /// The maze's name in a file name (`seed-003`, `spiral`, the file's stem, `random-9x21-seed-7`):
    /// letters, digits, `-` and `_`, anything else a `-`.
    pub fn slug(&self) -> String {
        let raw = match self {
            Source::Seed => "seed-003".to_string(),
            Source::File(path) => path
                .file_stem()
                .map_or_else(|| "file".to_string(), |s| s.to_string_lossy().into_owned()),
            Source::BuiltIn(name) => (*name).to_string(),
            Source::Random { rows, cols, seed } => format!("random-{rows}x{cols}-seed-{seed}"),
        };
        let slug: String = raw
            .chars()
            .map(|c| if c.is_alphanumeric() || c == '-' || c == '_' { c } else { '-' })
            .collect();
        if slug.trim_matches('-').is_empty() { "file".to_string() } else { slug }
    }

    /// How the source is named in messages: the file name, `seed map` or `random`.
    pub fn label(&self) -> String {
        match self {
            Source::Seed => "assets/mazes/seed.txt".to_string(),
            Source::File(path) => path.display().to_string(),
            Source::BuiltIn(name) => (*name).to_string(),
            Source::Random { rows, cols, seed } => format!("random {rows}x{cols} seed {seed}"),
        }
    }
}

/// Reads or makes the maze and resolves its start and goal: `--start`/`--goal` if given, else
/// the file's `S`/`G`, else (1, 1) and (rows-2, cols-2) as in the seed.
pub fn load(
    source: &Source,
    start: Option<(usize, usize)>,
    goal: Option<(usize, usize)>,
    order: Order,
) -> Result<Setup, MazeFileError> {
    let (file, seed, text) = match source {
        Source::Seed => {
            let bytes = SEED_MAP.as_bytes().to_vec();
            (
                parse::parse(&bytes).map_err(MazeFileError::Parse)?,
                None,
                bytes,
            )
        }
        Source::BuiltIn(name) => {
            let bytes = built_in_text(name).as_bytes().to_vec();
            (
                parse::parse(&bytes).map_err(MazeFileError::Parse)?,
                None,
                bytes,
            )
        }
        Source::File(path) => {
            let bytes = read_limited(path)?;
            (
                parse::parse(&bytes).map_err(MazeFileError::Parse)?,
                None,
                bytes,
            )
        }
        Source::Random { rows, cols, seed } => {
            let grid = random::generate(*rows, *cols, *seed);
            let file = MazeFile {
                grid,
                start: None,
                goal: None,
            };
            (file, Some(*seed), Vec::new())
        }
    };
    let grid = file.grid;
    let (rows, cols) = (grid.rows(), grid.cols());
    let start = start.or(file.start).unwrap_or((1, 1));
    let goal = goal
        .or(file.goal)
        .unwrap_or((rows.saturating_sub(2), cols.saturating_sub(2)));
    for (what, cell) in [(Endpoint::Start, start), (Endpoint::Goal, goal)] {
        parse::check_place(&grid, cell).map_err(|problem| MazeFileError::Place {
            at: matches!(source, Source::File(_) | Source::BuiltIn(_))
                .then(|| parse::locate(&text, cell))
                .flatten(),
            what,
            cell,
            problem,
            rows,
            cols,
        })?;
    }
    Ok(Setup {
        grid,
        start,
        goal,
        order,
        seed,
    })
}

/// Reads a file, refusing one over the size limit without reading it all, and a FIFO, a
/// device or a folder without waiting (see [`crate::engine::files`]).
fn read_limited(path: &std::path::Path) -> Result<Vec<u8>, MazeFileError> {
    use crate::engine::files::{ReadError, read_regular};
    read_regular(path, parse::MAX_BYTES as u64).map_err(|e| match e {
        ReadError::NotAFile => MazeFileError::NotAFile,
        ReadError::TooLarge(bytes) => MazeFileError::Parse(ParseError::TooLarge { bytes }),
        ReadError::Io(e) => MazeFileError::Read(e),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The maze's name in an export's file name: safe characters only, never empty.
    #[rstest::rstest]
    #[case(Source::Seed, "seed-003")]
    #[case(Source::BuiltIn("long-dead-ends"), "long-dead-ends")]
    #[case(Source::File(PathBuf::from("dir/my maze.txt")), "my-maze")]
    #[case(Source::File(PathBuf::from("x\u{1b}]0;T\u{7}.txt")), "x--0-T-")]
    #[case(Source::File(PathBuf::from("迷宫.txt")), "迷宫")]
    #[case(Source::File(PathBuf::from("/")), "file")]
    #[case(Source::Random { rows: 9, cols: 21, seed: 7 }, "random-9x21-seed-7")]
    fn a_maze_is_named_in_a_file_name(#[case] source: Source, #[case] slug: &str) {
        assert_eq!(source.slug(), slug);
    }

    #[test]
    fn the_seed_map_starts_at_1_1_and_ends_at_6_5() {
        let setup = load(&Source::Seed, None, None, Order::default()).unwrap();
        assert_eq!((setup.start, setup.goal), ((1, 1), (6, 5)));
        assert_eq!(setup.grid, Grid::seed());
    }

    #[test]
    fn start_and_goal_are_checked() {
        let err = load(&Source::Seed, Some((0, 0)), None, Order::default()).unwrap_err();
        assert!(matches!(
            err,
            MazeFileError::Place {
                what: Endpoint::Start,
                problem: PlaceError::OnWall,
                ..
            }
        ));
        let err = load(&Source::Seed, None, Some((9, 9)), Order::default()).unwrap_err();
        assert!(matches!(
            err,
            MazeFileError::Place {
                what: Endpoint::Goal,
                problem: PlaceError::Outside,
                ..
            }
        ));
    }

    /// Every file in `assets/mazes/` is built in under its name, with the same text.
    #[test]
    fn every_shipped_maze_is_built_in() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/mazes");
        let mut names = Vec::new();
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_stem().unwrap().to_str().unwrap().to_string();
            let text = std::fs::read_to_string(&path).unwrap();
            assert_eq!(
                built_in(&name).map(built_in_text),
                Some(text.as_str()),
                "{name}"
            );
            assert_eq!(built_in(&format!("{name}.txt")), built_in(&name));
            names.push(name);
        }
        names.sort();
        let built: Vec<&str> = BUILT_IN.iter().map(|(n, _)| *n).collect();
        assert_eq!(names, built);
        let list = list(("start", "goal"));
        assert_eq!(list.lines().count(), BUILT_IN.len());
        assert!(list.starts_with("classic"), "{list}");
        assert_eq!(built_in("mystery"), None);
    }

    #[test]
    fn every_shipped_maze_loads() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/mazes");
        let mut count = 0;
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            load(&Source::File(path.clone()), None, None, Order::default())
                .unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
            count += 1;
        }
        assert!(count >= 4);
    }
}
