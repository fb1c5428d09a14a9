//! Instance files of the travelling salesman, in two formats, told apart by their first
//! line that is not blank or a comment:
//!
//! - ours: a line `matrix:` followed by one row of distances a line (whole numbers; `-`,
//!   `inf` or `∞` for no edge; the diagonal is not read), or a line `coords:` followed by
//!   one city a line, `x y` (distances `EUC_2D`, as TSPLIB's); `#` starts a comment;
//! - TSPLIB's (`NAME: ...`, `DIMENSION: n`, ...): `EDGE_WEIGHT_TYPE: EUC_2D` with a
//!   `NODE_COORD_SECTION` (`i x y` lines), or `EDGE_WEIGHT_TYPE: EXPLICIT` with
//!   `EDGE_WEIGHT_FORMAT: FULL_MATRIX` and an `EDGE_WEIGHT_SECTION`; `EOF` ends it. Published
//!   instances in these forms open as they are.

use super::{Bound, Instance};

/// What makes an instance unusable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InstanceError {
    /// Fewer than 2 cities (how many).
    TooFew(usize),
    /// More cities than the engine takes (how many).
    TooMany(usize),
    /// A row of the matrix of another length than the number of cities (the row from 1, its
    /// length, the number of cities).
    NotSquare(usize, usize, usize),
    /// A distance or coordinate too large.
    TooFar,
    /// No `matrix:` nor `coords:` line, nor a TSPLIB header.
    Empty,
    /// A distance that is not a whole number nor a mark of no edge (its line, the token).
    Distance(usize, String),
    /// A coordinate that is not a number, or a line that is not two (its line, the text).
    Coordinate(usize, String),
    /// A line our format does not know (its line, the text).
    Key(usize, String),
    /// A TSPLIB line this program does not read: an unsupported type, or a malformed line
    /// (its line, what).
    Tsplib(usize, String),
    /// A TSPLIB file lacks this (`DIMENSION`, a section).
    Missing(&'static str),
    /// A TSPLIB section of another length than its dimension says (expected, found).
    Count(usize, usize),
    /// A TSPLIB node number that is not one of 1 to the dimension, or given twice (its line,
    /// the number as written, the dimension).
    Node(usize, String, usize),
}

/// The text without its comment, trimmed.
fn clean(line: &str) -> &str {
    line.split('#').next().unwrap_or("").trim()
}

/// One distance: a whole number, or no edge.
fn distance(token: &str, line: usize) -> Result<Option<u64>, InstanceError> {
    match token {
        "-" | "inf" | "INF" | "∞" | "x" => Ok(None),
        t => t
            .parse::<u64>()
            .map(Some)
            .map_err(|_| InstanceError::Distance(line, t.to_string())),
    }
}

/// One coordinate.
fn coordinate(token: &str, line: usize, text: &str) -> Result<f64, InstanceError> {
    token
        .parse::<f64>()
        .ok()
        .filter(|v| v.is_finite())
        .ok_or_else(|| InstanceError::Coordinate(line, text.to_string()))
}

/// Whether the line opens a TSPLIB file.
fn is_tsplib(line: &str) -> bool {
    let key = line
        .split(':')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_uppercase();
    matches!(
        key.as_str(),
        "NAME" | "TYPE" | "COMMENT" | "DIMENSION" | "EDGE_WEIGHT_TYPE" | "NODE_COORD_SECTION"
    )
}

/// Reads an instance file, in either format.
pub fn parse(text: &str, bound: Bound) -> Result<Instance, InstanceError> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, clean(l)))
        .filter(|(_, l)| !l.is_empty())
        .collect();
    let Some(&(first_no, first)) = lines.first() else {
        return Err(InstanceError::Empty);
    };
    if is_tsplib(first) {
        return tsplib(text, bound);
    }
    let head = first.trim_end_matches(':').trim().to_ascii_lowercase();
    let rows = &lines[1..];
    match head.as_str() {
        "matrix" => {
            let dist = rows
                .iter()
                .map(|&(no, l)| l.split_whitespace().map(|t| distance(t, no)).collect())
                .collect::<Result<Vec<Vec<_>>, _>>()?;
            Instance::from_matrix(dist, bound)
        }
        "coords" | "coordinates" => {
            let coords = rows
                .iter()
                .map(|&(no, l)| {
                    let parts: Vec<&str> = l.split_whitespace().collect();
                    match parts.as_slice() {
                        [x, y] => Ok((coordinate(x, no, l)?, coordinate(y, no, l)?)),
                        _ => Err(InstanceError::Coordinate(no, l.to_string())),
                    }
                })
                .collect::<Result<Vec<_>, _>>()?;
            Instance::from_coords(coords, bound)
        }
        _ => Err(InstanceError::Key(first_no, first.to_string())),
    }
}

/// What a TSPLIB file's header says, and the numbers of its section.
#[derive(Default)]
struct Scan {
    dimension: Option<usize>,
    weight_type: Option<String>,
    format: Option<String>,
    section: Option<&'static str>,
    /// Each number of the section with its line.
    numbers: Vec<(usize, String)>,
}

/// Reads a TSPLIB file's lines: its keywords and its section's numbers.
fn scan(text: &str) -> Result<Scan, InstanceError> {
    let mut scan = Scan::default();
    for (i, raw) in text.lines().enumerate() {
        let no = i + 1;
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        let upper = line.to_ascii_uppercase();
        if upper == "EOF" {
            break;
        }
        if let Some(section) = ["NODE_COORD_SECTION", "EDGE_WEIGHT_SECTION"]
            .into_iter()
            .find(|s| upper.starts_with(s))
        {
            scan.section = Some(section);
            continue;
        }
        if upper.ends_with("_SECTION") {
            return Err(InstanceError::Tsplib(no, line.to_string()));
        }
        if scan.section.is_some() && !line.contains(':') {
            scan.numbers
                .extend(line.split_whitespace().map(|t| (no, t.to_string())));
            continue;
        }
        let bad = || InstanceError::Tsplib(no, line.to_string());
        let (key, value) = line.split_once(':').ok_or_else(bad)?;
        let (key, value) = (key.trim().to_ascii_uppercase(), value.trim().to_ascii_uppercase());
        match key.as_str() {
            "NAME" | "COMMENT" | "DISPLAY_DATA_TYPE" | "NODE_COORD_TYPE" => {}
            "TYPE" if value == "TSP" || value == "ATSP" => {}
            "DIMENSION" => scan.dimension = Some(value.parse().map_err(|_| bad())?),
            "EDGE_WEIGHT_TYPE" if value == "EUC_2D" || value == "EXPLICIT" => {
                scan.weight_type = Some(value);
            }
            "EDGE_WEIGHT_FORMAT" if value == "FULL_MATRIX" => scan.format = Some(value),
            _ => return Err(bad()),
        }
    }
    Ok(scan)
}

/// Reads a TSPLIB file.
fn tsplib(text: &str, bound: Bound) -> Result<Instance, InstanceError> {
    let Scan {
        dimension,
        weight_type,
        format,
        section,
        numbers,
    } = scan(text)?;
    let n = dimension.ok_or(InstanceError::Missing("DIMENSION"))?;
    if n < 2 {
        return Err(InstanceError::TooFew(n));
    }
    if n > super::MAX_CITIES {
        return Err(InstanceError::TooMany(n));
    }
    match weight_type.as_deref() {
        Some("EUC_2D") => {
            if section != Some("NODE_COORD_SECTION") {
                return Err(InstanceError::Missing("NODE_COORD_SECTION"));
            }
            if numbers.len() != 3 * n {
                return Err(InstanceError::Count(n, numbers.len() / 3));
            }
            let mut coords = vec![None; n];
            for c in numbers.chunks(3) {
                let (no, node) = &c[0];
                let text = format!("{} {} {}", node, c[1].1, c[2].1);
                let place = crate::engine::numbers::digits::<usize>(node)
                    .filter(|k| (1..=n).contains(k) && coords[k - 1].is_none())
                    .ok_or_else(|| InstanceError::Node(*no, node.clone(), n))?;
                coords[place - 1] = Some((
                    coordinate(&c[1].1, *no, &text)?,
                    coordinate(&c[2].1, *no, &text)?,
                ));
            }
            Instance::from_coords(coords.into_iter().flatten().collect(), bound)
        }
        Some(_) if format.is_some() => {
            if section != Some("EDGE_WEIGHT_SECTION") {
                return Err(InstanceError::Missing("EDGE_WEIGHT_SECTION"));
            }
            if numbers.len() != n * n {
                return Err(InstanceError::Count(n * n, numbers.len()));
            }
            let all = numbers
                .iter()
                .map(|(no, t)| distance(t, *no))
                .collect::<Result<Vec<_>, _>>()?;
            Instance::from_matrix(all.chunks(n).map(<[_]>::to_vec).collect(), bound)
        }
        Some(_) => Err(InstanceError::Missing("EDGE_WEIGHT_FORMAT")),
        None => Err(InstanceError::Missing("EDGE_WEIGHT_TYPE")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[test]
    fn our_matrix_and_coords() {
        let m = parse("# four\nmatrix:\n- 1 2\n3 - 4\n5 6 -\n", Bound::Cost).unwrap();
        assert_eq!(m.dist[1], vec![Some(3), None, Some(4)]);
        assert!(m.coords.is_none());
        let c = parse("coords\n0 0\n3 4 # a comment\n", Bound::Cost).unwrap();
        assert_eq!(c.dist[0][1], Some(5));
        assert_eq!(c.coords.as_ref().unwrap()[1], (3.0, 4.0));
    }

    #[test]
    fn tsplib_euc_2d_and_full_matrix() {
        let euc = "NAME : three\nTYPE : TSP\nDIMENSION : 3\nEDGE_WEIGHT_TYPE : EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 3 4\n3 6 8\nEOF\n";
        let i = parse(euc, Bound::Cost).unwrap();
        assert_eq!((i.dist[0][1], i.dist[0][2]), (Some(5), Some(10)));
        let full = "NAME: m\nTYPE: ATSP\nDIMENSION: 2\nEDGE_WEIGHT_TYPE: EXPLICIT\nEDGE_WEIGHT_FORMAT: FULL_MATRIX\nEDGE_WEIGHT_SECTION\n0 7\n9 0\nEOF\n";
        let i = parse(full, Bound::Cost).unwrap();
        assert_eq!((i.dist[0][1], i.dist[1][0]), (Some(7), Some(9)));
    }

    #[rstest]
    // Issue 46: a node number given twice, or past the dimension, was read as the next city.
    #[case("DIMENSION: 2\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n1 3 4\nEOF\n", InstanceError::Node(5, "1".into(), 2))]
    #[case("DIMENSION: 2\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n3 3 4\nEOF\n", InstanceError::Node(5, "3".into(), 2))]
    #[case("DIMENSION: 2\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n0 0 0\n1 3 4\nEOF\n", InstanceError::Node(4, "0".into(), 2))]
    #[case("", InstanceError::Empty)]
    #[case("matrix:\n- 1\n2\n", InstanceError::NotSquare(2, 1, 2))]
    #[case("matrix:\n- -3\n2 -\n", InstanceError::Distance(2, "-3".into()))]
    #[case("matrix:\n- 1.5\n2 -\n", InstanceError::Distance(2, "1.5".into()))]
    #[case("matrix:\n-\n", InstanceError::TooFew(1))]
    #[case("coords:\n0 0\n1\n", InstanceError::Coordinate(3, "1".into()))]
    #[case("cities: 3\n", InstanceError::Key(1, "cities: 3".into()))]
    #[case("NAME: x\nTYPE: TSP\nEDGE_WEIGHT_TYPE: EUC_2D\n", InstanceError::Missing("DIMENSION"))]
    #[case("NAME: x\nDIMENSION: 3\nEDGE_WEIGHT_TYPE: GEO\n", InstanceError::Tsplib(3, "EDGE_WEIGHT_TYPE: GEO".into()))]
    #[case("NAME: x\nDIMENSION: 3\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 1 1\n", InstanceError::Count(3, 2))]
    #[case("NAME: x\nDIMENSION: 30\nEDGE_WEIGHT_TYPE: EUC_2D\n", InstanceError::TooMany(30))]
    #[case("NAME: x\nDIMENSION: 2\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 x 1\n", InstanceError::Coordinate(6, "2 x 1".into()))]
    fn bad_files_say_what_and_where(#[case] text: &str, #[case] expected: InstanceError) {
        assert_eq!(parse(text, Bound::Cost).unwrap_err(), expected);
    }
}
