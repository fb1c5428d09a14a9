//! Maze files: seed 003's numeric grid (`0` open, `1` wall, separated by spaces) or a character
//! grid (`#` wall, `.` open, `S` start, `G` goal). Every error names the line and column.

use super::{Grid, MAX_CELLS, OPEN, WALL};

/// The largest maze file accepted, in bytes.
pub const MAX_BYTES: usize = 10 * 1024 * 1024;

/// A maze read from a file, with the start and goal it marks (if any).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MazeFile {
    /// The walls and open cells.
    pub grid: Grid,
    /// Where `S` stands, in a character grid.
    pub start: Option<(usize, usize)>,
    /// Where `G` stands, in a character grid.
    pub goal: Option<(usize, usize)>,
}

/// What is wrong with a maze file. Lines and columns are 1-based, as editors count them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    /// The file has no cells.
    Empty,
    /// Larger than [`MAX_BYTES`].
    TooLarge {
        /// Size of the file.
        bytes: u64,
    },
    /// More than [`MAX_CELLS`] cells.
    TooManyCells {
        /// Rows in the file.
        rows: usize,
        /// Cells in the first row.
        cols: usize,
    },
    /// Bytes that are not UTF-8.
    NotUtf8 {
        /// Line of the first bad byte.
        line: usize,
        /// Column (in bytes) of the first bad byte.
        col: usize,
    },
    /// A character that is not part of the file's format.
    UnknownChar {
        /// Line.
        line: usize,
        /// Column (in characters).
        col: usize,
        /// The character.
        found: char,
        /// Whether the file is in the numeric format (else the character format).
        numeric: bool,
    },
    /// A row of another length than the first.
    Ragged {
        /// Line of the odd row.
        line: usize,
        /// Column where that row ends (of its last cell, or 1 if it is empty).
        col: usize,
        /// Cells in that row.
        found: usize,
        /// Cells in the first row.
        expected: usize,
    },
    /// An empty line between rows of the maze.
    BlankLine {
        /// The blank line.
        line: usize,
    },
    /// A second `S` or `G`.
    Duplicate {
        /// Line.
        line: usize,
        /// Column.
        col: usize,
        /// `S` or `G`.
        found: char,
    },
}

/// The UTF-8 byte-order mark some editors put first.
const BOM: &str = "\u{feff}";

/// The lines of a maze text, 1-based, without line ends, a leading byte-order mark, or the
/// blank lines before the first row and after the last.
fn rows(text: &str) -> Vec<(usize, &str)> {
    let text = text.strip_prefix(BOM).unwrap_or(text);
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end_matches('\r')))
        .collect();
    let blank = |l: &&(usize, &str)| l.1.trim().is_empty();
    let first = lines.iter().position(|l| !blank(&l));
    let last = lines.iter().rposition(|l| !blank(&l));
    match (first, last) {
        (Some(f), Some(l)) => lines[f..=l].to_vec(),
        _ => Vec::new(),
    }
}

/// Whether a row is in the numeric format: every cell of it is digits.
fn is_numeric(row: &str) -> bool {
    row.split_whitespace()
        .all(|t| t.chars().all(|c| c.is_ascii_digit()))
}

/// Reads a maze from the bytes of a file.
pub fn parse(bytes: &[u8]) -> Result<MazeFile, ParseError> {
    if bytes.len() > MAX_BYTES {
        return Err(ParseError::TooLarge {
            bytes: bytes.len() as u64,
        });
    }
    let text = std::str::from_utf8(bytes).map_err(|e| {
        let good = &bytes[..e.valid_up_to()];
        let line = good.split(|&b| b == b'\n').count();
        let col = good.len() - good.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1) + 1;
        ParseError::NotUtf8 { line, col }
    })?;
    let lines = rows(text);
    if lines.is_empty() {
        return Err(ParseError::Empty);
    }
    let numeric = is_numeric(lines[0].1);
    let mut cells = Vec::new();
    let (mut start, mut goal) = (None, None);
    let mut cols = 0;
    for (row, &(line, text)) in lines.iter().enumerate() {
        if text.trim().is_empty() {
            return Err(ParseError::BlankLine { line });
        }
        let before = cells.len();
        let end = if numeric {
            numeric_row(line, text, &mut cells)?
        } else {
            char_row((row, line), text, &mut cells, &mut start, &mut goal)?
        };
        let width = cells.len() - before;
        if row == 0 {
            cols = width;
        } else if width != cols {
            return Err(ParseError::Ragged {
                line,
                col: end.max(1),
                found: width,
                expected: cols,
            });
        }
        if cells.len() > MAX_CELLS {
            return Err(ParseError::TooManyCells {
                rows: lines.len(),
                cols,
            });
        }
    }
    let grid = Grid::new(lines.len(), cols, cells).ok_or(ParseError::Empty)?;
    Ok(MazeFile { grid, start, goal })
}

/// Reads a row of numbers onto `cells`; returns the column of its last cell.
fn numeric_row(line: usize, text: &str, cells: &mut Vec<u8>) -> Result<usize, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut end = 0;
    for (i, &ch) in chars.iter().enumerate() {
        let value = match ch {
            c if c.is_whitespace() => continue,
            '0' => OPEN,
            '1' => WALL,
            found => {
                return Err(ParseError::UnknownChar {
                    line,
                    col: i + 1,
                    found,
                    numeric: true,
                });
            }
        };
        // Numbers are separated by spaces: in "01" the 1 is not a cell of its own.
        if let Some(&next) = chars.get(i + 1).filter(|c| !c.is_whitespace()) {
            return Err(ParseError::UnknownChar {
                line,
                col: i + 2,
                found: next,
                numeric: true,
            });
        }
        cells.push(value);
        end = i + 1;
    }
    Ok(end)
}

/// Reads a row of characters onto `cells`, noting `S` and `G`; returns the column of its
/// last cell.
fn char_row(
    (row, line): (usize, usize),
    text: &str,
    cells: &mut Vec<u8>,
    start: &mut Option<(usize, usize)>,
    goal: &mut Option<(usize, usize)>,
) -> Result<usize, ParseError> {
    let mut end = 0;
    for (i, ch) in text.trim_end().chars().enumerate() {
        match ch {
            '#' => cells.push(WALL),
            '.' | ' ' => cells.push(OPEN),
            'S' | 'G' => {
                let slot = if ch == 'S' { &mut *start } else { &mut *goal };
                if slot.is_some() {
                    return Err(ParseError::Duplicate {
                        line,
                        col: i + 1,
                        found: ch,
                    });
                }
                *slot = Some((row, i));
                cells.push(OPEN);
            }
            found => {
                return Err(ParseError::UnknownChar {
                    line,
                    col: i + 1,
                    found,
                    numeric: false,
                });
            }
        }
        end = i + 1;
    }
    Ok(end)
}

/// The 1-based line and column in the file text of grid cell (row, col), for messages.
pub fn locate(bytes: &[u8], (row, col): (usize, usize)) -> Option<(usize, usize)> {
    let text = std::str::from_utf8(bytes).ok()?;
    let lines = rows(text);
    let numeric = is_numeric(lines.first()?.1);
    let &(line, text) = lines.get(row)?;
    let column = text
        .chars()
        .enumerate()
        .filter(|&(_, ch)| !(numeric && ch.is_whitespace()))
        .nth(col)
        .map(|(i, _)| i + 1)?;
    Some((line, column))
}

/// Where a start or goal is wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlaceError {
    /// Outside the grid.
    Outside,
    /// On a wall.
    OnWall,
}

/// Checks that (row, col) is an open cell of `grid`.
pub fn check_place(grid: &Grid, (row, col): (usize, usize)) -> Result<(), PlaceError> {
    if !grid.contains(row, col) {
        Err(PlaceError::Outside)
    } else if grid.get(row, col) == WALL {
        Err(PlaceError::OnWall)
    } else {
        Ok(())
    }
}

/// Parses `R,C` (0-based row and column).
pub fn parse_cell(s: &str) -> Option<(usize, usize)> {
    let (r, c) = s.split_once(',')?;
    Some((r.trim().parse().ok()?, c.trim().parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[test]
    fn the_seed_map_in_numbers() {
        let text = include_str!("../../../../assets/mazes/seed.txt");
        let maze = parse(text.as_bytes()).unwrap();
        assert_eq!(maze.grid, Grid::seed());
        assert_eq!((maze.start, maze.goal), (None, None));
    }

    #[test]
    fn a_character_grid_with_start_and_goal() {
        let maze = parse(b"#####\n#S..#\n#.#G#\n#####\n").unwrap();
        assert_eq!((maze.grid.rows(), maze.grid.cols()), (4, 5));
        assert_eq!((maze.start, maze.goal), (Some((1, 1)), Some((2, 3))));
        assert_eq!(maze.grid.get(2, 2), WALL);
        assert_eq!(maze.grid.get(1, 2), OPEN);
    }

    #[test]
    fn windows_line_endings_a_byte_order_mark_and_blank_lines_around_are_fine() {
        let maze = parse(b"\r\n1 1 1\r\n1 0 1\r\n1 1 1\r\n\r\n").unwrap();
        assert_eq!((maze.grid.rows(), maze.grid.cols()), (3, 3));
        let maze = parse("\u{feff}###\n#S#\n#G#\n###\n".as_bytes()).unwrap();
        assert_eq!((maze.start, maze.goal), (Some((1, 1)), Some((2, 1))));
        assert_eq!(
            locate("\u{feff}\n###\n#S#\n".as_bytes(), (1, 1)),
            Some((3, 2))
        );
    }

    #[rstest]
    #[case(b"", ParseError::Empty)]
    #[case(b"\n  \n", ParseError::Empty)]
    #[case(b"1 1 1\n1 0\n", ParseError::Ragged { line: 2, col: 3, found: 2, expected: 3 })]
    #[case(b"###\n#.##\n", ParseError::Ragged { line: 2, col: 4, found: 4, expected: 3 })]
    #[case(b"1 1 1\n\n1 1 1\n", ParseError::BlankLine { line: 2 })]
    #[case(b"1 1 1\n1 7 1\n", ParseError::UnknownChar { line: 2, col: 3, found: '7', numeric: true })]
    #[case(b"1 1 1\n1 01 1\n", ParseError::UnknownChar { line: 2, col: 4, found: '1', numeric: true })]
    #[case(b"###\n#x#\n", ParseError::UnknownChar { line: 2, col: 2, found: 'x', numeric: false })]
    #[case(b"#S#\n#S#\n", ParseError::Duplicate { line: 2, col: 2, found: 'S' })]
    #[case(b"1 1\n1 \xff\n", ParseError::NotUtf8 { line: 2, col: 3 })]
    fn bad_files(#[case] bytes: &[u8], #[case] expected: ParseError) {
        assert_eq!(parse(bytes), Err(expected));
    }

    #[test]
    fn size_limits() {
        let big = vec![b'.'; MAX_BYTES + 1];
        assert_eq!(
            parse(&big),
            Err(ParseError::TooLarge {
                bytes: MAX_BYTES as u64 + 1
            })
        );
        let row = ".".repeat(1001) + "\n";
        let many = row.repeat(1000);
        assert_eq!(
            parse(many.as_bytes()),
            Err(ParseError::TooManyCells {
                rows: 1000,
                cols: 1001
            })
        );
        let ok = ".".repeat(1000) + "\n";
        assert!(parse(ok.repeat(1000).as_bytes()).is_ok());
    }

    #[test]
    fn cells_are_located_in_the_text() {
        let numbers = b"\n1 1  1\n1 0  1\n";
        assert_eq!(locate(numbers, (1, 2)), Some((3, 6)));
        assert_eq!(locate(b"###\n#S#\n", (1, 1)), Some((2, 2)));
        assert_eq!(locate(b"###\n", (4, 0)), None);
    }

    #[test]
    fn places() {
        let g = Grid::seed();
        assert_eq!(check_place(&g, (1, 1)), Ok(()));
        assert_eq!(check_place(&g, (0, 0)), Err(PlaceError::OnWall));
        assert_eq!(check_place(&g, (8, 1)), Err(PlaceError::Outside));
        assert_eq!(parse_cell("6,5"), Some((6, 5)));
        assert_eq!(parse_cell(" 6 , 5 "), Some((6, 5)));
        assert_eq!(parse_cell("6;5"), None);
        assert_eq!(parse_cell("-1,5"), None);
    }
}
