//! Instance files of the travelling salesman, in two formats, told apart by their first
//! line that is not blank or a comment:
//!
//! - ours: a line `matrix:` followed by one row of distances a line (whole numbers; `-`,
//!   `inf` or `∞` for no edge; the diagonal is not read), or a line `coords:` followed by
//!   one city a line, `x y` (distances `EUC_2D`, as TSPLIB's); `#` starts a comment;
//! - TSPLIB's (`NAME: ...`, `DIMENSION: n`, ...): `EDGE_WEIGHT_TYPE` `EUC_2D`, `CEIL_2D`,
//!   `ATT` or `GEO` with a `NODE_COORD_SECTION` (`i x y` lines; each type's distance as
//!   TSPLIB 95 defines it, [`Metric`]), or `EXPLICIT` with an `EDGE_WEIGHT_SECTION` in the
//!   `EDGE_WEIGHT_FORMAT` `FULL_MATRIX`, `UPPER_ROW`, `LOWER_ROW`, `UPPER_DIAG_ROW` or
//!   `LOWER_DIAG_ROW` (the classroom files: burma14 and ulysses16 are `GEO`, gr17
//!   `LOWER_DIAG_ROW`, att48 `ATT`); a `DISPLAY_DATA_SECTION` is read past; `EOF` ends it.

use super::{Bound, Instance, Metric};

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
    /// In a section read past (`DISPLAY_DATA_SECTION`).
    skipping: bool,
    /// Each number of the section with its line.
    numbers: Vec<(usize, String)>,
}

/// The `EDGE_WEIGHT_TYPE`s read.
pub const WEIGHT_TYPES: [&str; 5] = ["EUC_2D", "CEIL_2D", "ATT", "GEO", "EXPLICIT"];

/// The `EDGE_WEIGHT_FORMAT`s of `EXPLICIT` read.
pub const FORMATS: [&str; 5] = [
    "FULL_MATRIX",
    "UPPER_ROW",
    "LOWER_ROW",
    "UPPER_DIAG_ROW",
    "LOWER_DIAG_ROW",
];

/// The distance matrix an `EXPLICIT` section in `format` gives for `n` cities (`None`: the
/// section has another length than the format asks for, which it says).
fn explicit(
    format: &str,
    n: usize,
    all: &[Option<u64>],
) -> Result<Vec<Vec<Option<u64>>>, InstanceError> {
    // The pairs (i, j) in the order the format lists them.
    let pairs: Vec<(usize, usize)> = match format {
        "FULL_MATRIX" => (0..n).flat_map(|i| (0..n).map(move |j| (i, j))).collect(),
        "UPPER_ROW" => (0..n).flat_map(|i| (i + 1..n).map(move |j| (i, j))).collect(),
        "LOWER_ROW" => (0..n).flat_map(|i| (0..i).map(move |j| (i, j))).collect(),
        "UPPER_DIAG_ROW" => (0..n).flat_map(|i| (i..n).map(move |j| (i, j))).collect(),
        _ => (0..n).flat_map(|i| (0..=i).map(move |j| (i, j))).collect(),
    };
    if all.len() != pairs.len() {
        return Err(InstanceError::Count(pairs.len(), all.len()));
    }
    let mut dist = vec![vec![Some(0); n]; n];
    let symmetric = format != "FULL_MATRIX";
    for (&(i, j), &d) in pairs.iter().zip(all) {
        dist[i][j] = d;
        if symmetric {
            dist[j][i] = d;
        }
    }
    Ok(dist)
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
        if let Some(section) = [
            "NODE_COORD_SECTION",
            "EDGE_WEIGHT_SECTION",
            "DISPLAY_DATA_SECTION",
        ]
        .into_iter()
        .find(|s| upper.starts_with(s))
        {
            // The display data (where to draw the cities of an EXPLICIT file) is read past.
            scan.skipping = section == "DISPLAY_DATA_SECTION";
            if !scan.skipping {
                scan.section = Some(section);
            }
            continue;
        }
        if upper.ends_with("_SECTION") {
            return Err(InstanceError::Tsplib(no, line.to_string()));
        }
        if scan.skipping && !line.contains(':') {
            continue;
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
            "EDGE_WEIGHT_TYPE" if WEIGHT_TYPES.contains(&value.as_str()) => {
                scan.weight_type = Some(value);
            }
            "EDGE_WEIGHT_FORMAT" if FORMATS.contains(&value.as_str()) => scan.format = Some(value),
            // Distances from the coordinates: what a coordinate type says already.
            "EDGE_WEIGHT_FORMAT" if value == "FUNCTION" => {}
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
        ..
    } = scan(text)?;
    let n = dimension.ok_or(InstanceError::Missing("DIMENSION"))?;
    if n < 2 {
        return Err(InstanceError::TooFew(n));
    }
    if n > super::MAX_CITIES {
        return Err(InstanceError::TooMany(n));
    }
    let metric = match weight_type.as_deref() {
        Some("EUC_2D") => Some(Metric::Euc2d),
        Some("CEIL_2D") => Some(Metric::Ceil2d),
        Some("ATT") => Some(Metric::Att),
        Some("GEO") => Some(Metric::Geo),
        _ => None,
    };
    match weight_type.as_deref() {
        Some(_) if let Some(metric) = metric => {
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
            Instance::from_metric(coords.into_iter().flatten().collect(), metric, bound)
        }
        Some(_) if let Some(format) = format => {
            if section != Some("EDGE_WEIGHT_SECTION") {
                return Err(InstanceError::Missing("EDGE_WEIGHT_SECTION"));
            }
            let all = numbers
                .iter()
                .map(|(no, t)| distance(t, *no))
                .collect::<Result<Vec<_>, _>>()?;
            Instance::from_matrix(explicit(&format, n, &all)?, bound)
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

    /// A file of `dimension` cities of `kind` (`EDGE_WEIGHT_TYPE`), their coordinates.
    fn coords_file(kind: &str, coords: &[(f64, f64)]) -> String {
        let lines: Vec<String> = coords
            .iter()
            .enumerate()
            .map(|(i, (x, y))| format!("{} {x} {y}", i + 1))
            .collect();
        format!(
            "NAME: t\nTYPE: TSP\nDIMENSION: {}\nEDGE_WEIGHT_TYPE: {kind}\nEDGE_WEIGHT_FORMAT: FUNCTION\nNODE_COORD_SECTION\n{}\nEOF\n",
            coords.len(),
            lines.join("\n")
        )
    }

    /// Each coordinate type's distances, worked by hand from TSPLIB 95's definitions.
    #[rstest]
    // EUC_2D: sqrt(3² + 4²) = 5; sqrt(1² + 1²) = 1.414 -> nint 1.
    #[case("EUC_2D", [(0.0, 0.0), (3.0, 4.0), (1.0, 1.0)], [5, 1, 4])]
    // CEIL_2D: 5 stays 5; 1.414 -> 2; sqrt(2² + 3²) = 3.606 -> 4.
    #[case("CEIL_2D", [(0.0, 0.0), (3.0, 4.0), (1.0, 1.0)], [5, 2, 4])]
    // ATT (att48's cities 1 and 2, then (3, 4)): 1-2: dx 4501, dy 1443, r = sqrt(22,341,250
    // / 10) = 1494.70, nint 1495 >= r -> 1495; 1-3: dx 6731, dy 1449, r = sqrt(47,405,962 /
    // 10) = 2177.29, nint 2177 < r -> 2178; 2-3: dx 2230, dy 6, r = sqrt(4,972,936 / 10) =
    // 705.19, nint 705 < r -> 706.
    #[case("ATT", [(6734.0, 1453.0), (2233.0, 10.0), (3.0, 4.0)], [1495, 2178, 706])]
    // GEO, burma14's cities 1 (16.47 96.10), 2 (16.47 94.44), 3 (20.09 92.54): latitude 16°
    // 47' = 16 + 5 * 0.47 / 3 = 16.7833°, ...; RRR = 6378.388, d = (int)(RRR * acos(...) + 1):
    // 153, 510 and 422, as in burma14's published matrix.
    #[case("GEO", [(16.47, 96.10), (16.47, 94.44), (20.09, 92.54)], [153, 510, 422])]
    fn coordinate_types_give_tsplibs_distances(
        #[case] kind: &str,
        #[case] coords: [(f64, f64); 3],
        #[case] d: [u64; 3],
    ) {
        let i = parse(&coords_file(kind, &coords), Bound::Cost).unwrap();
        assert_eq!((i.dist[0][1], i.dist[0][2], i.dist[1][2]), (Some(d[0]), Some(d[1]), Some(d[2])));
        assert_eq!((i.dist[1][0], i.dist[2][0], i.dist[2][1]), (Some(d[0]), Some(d[1]), Some(d[2])));
    }

    /// A GEO city is drawn at its longitude across and latitude up, in degrees (47' = 0.7833°).
    #[test]
    fn geo_cities_are_drawn_by_longitude_and_latitude() {
        let i = parse(&coords_file("GEO", &[(16.47, 96.10), (20.09, 92.54)]), Bound::Cost).unwrap();
        let (x, y) = i.coords.unwrap()[0];
        assert!((x - 96.1667).abs() < 1e-3 && (y - 16.7833).abs() < 1e-3, "{x} {y}");
    }

    /// The five EXPLICIT formats of one symmetric matrix (rows 0 1 2 3 / 1 0 4 5 / 2 4 0 6 /
    /// 3 5 6 0) read to the same distances; a section of the wrong length says how long it
    /// should be.
    #[rstest]
    #[case("FULL_MATRIX", "0 1 2 3 1 0 4 5 2 4 0 6 3 5 6 0")]
    #[case("UPPER_ROW", "1 2 3 4 5 6")]
    #[case("LOWER_ROW", "1 2 4 3 5 6")]
    #[case("UPPER_DIAG_ROW", "0 1 2 3 0 4 5 0 6 0")]
    #[case("LOWER_DIAG_ROW", "0 1 0 2 4 0 3 5 6 0")]
    fn explicit_formats_read_to_one_matrix(#[case] format: &str, #[case] section: &str) {
        let head = format!(
            "NAME: m\nTYPE: TSP\nDIMENSION: 4\nEDGE_WEIGHT_TYPE: EXPLICIT\nEDGE_WEIGHT_FORMAT: {format}\nDISPLAY_DATA_TYPE: TWOD_DISPLAY\nEDGE_WEIGHT_SECTION\n"
        );
        let text = format!("{head}{section}\nDISPLAY_DATA_SECTION\n1 0 0\n2 1 0\n3 0 1\n4 1 1\nEOF\n");
        let i = parse(&text, Bound::Cost).unwrap();
        let m = [[0, 1, 2, 3], [1, 0, 4, 5], [2, 4, 0, 6], [3, 5, 6, 0]];
        for (a, row) in m.iter().enumerate() {
            for (b, &d) in row.iter().enumerate() {
                if a != b {
                    assert_eq!(i.dist[a][b], Some(d), "{format}: ({a}, {b})");
                }
            }
        }
        let short = format!("{head}1 2\nEOF\n");
        let want = section.split_whitespace().count();
        assert_eq!(parse(&short, Bound::Cost).unwrap_err(), InstanceError::Count(want, 2));
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
    #[case("NAME: x\nDIMENSION: 3\nEDGE_WEIGHT_TYPE: MAN_2D\n", InstanceError::Tsplib(3, "EDGE_WEIGHT_TYPE: MAN_2D".into()))]
    #[case("NAME: x\nDIMENSION: 3\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 1 1\n", InstanceError::Count(3, 2))]
    #[case("NAME: x\nDIMENSION: 30\nEDGE_WEIGHT_TYPE: EUC_2D\n", InstanceError::TooMany(30))]
    #[case("NAME: x\nDIMENSION: 2\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 x 1\n", InstanceError::Coordinate(6, "2 x 1".into()))]
    fn bad_files_say_what_and_where(#[case] text: &str, #[case] expected: InstanceError) {
        assert_eq!(parse(text, Bound::Cost).unwrap_err(), expected);
    }
}
