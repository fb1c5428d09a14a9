//! Graph files in the DIMACS format of the colouring benchmarks (`.col`): `c` comment lines,
//! one problem line `p edge V E` (or `p col V E`), then `e u v` lines, vertices from 1; the
//! published files open as they are. Two comments of our own, still DIMACS to any other
//! reader: `c name V TEXT` names a vertex (a map's region) and `c xy V X Y` places it.

use crate::kit::graph::{Graph, MAX_VERTICES};

/// What makes a graph file unusable, with its line number (from 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileError {
    /// No `p edge V E` line before the first edge, or none at all.
    NoProblemLine(usize),
    /// A `p` line that is not `p edge V E` with whole numbers.
    BadProblemLine(usize),
    /// More vertices than the engine takes (the number given).
    TooMany(usize, usize),
    /// An `e` line that is not two vertex numbers.
    BadEdge(usize),
    /// A vertex out of 1..V (the vertex, V).
    VertexRange(usize, usize, usize),
    /// An edge from a vertex to itself.
    Loop(usize),
    /// A line that starts with neither `c`, `p` nor `e`.
    UnknownLine(usize),
    /// A `c name` or `c xy` comment that is not `V NAME` (one word of at most 8 bytes) or
    /// `V X Y`.
    BadComment(usize),
}

/// A graph file as it is read: the graph once its problem line came, and what the comments
/// name and place.
#[derive(Default)]
struct Reading {
    graph: Option<Graph>,
    names: Vec<Option<String>>,
    places: Vec<Option<(f64, f64)>>,
}

impl Reading {
    /// A `c name V NAME` or `c xy V X Y` comment (others are skipped).
    fn comment(&mut self, rest: &[&str], line: usize) -> Result<(), FileError> {
        let Some(read) = self.graph.as_ref() else {
            return Ok(());
        };
        let n = read.n();
        let vertex = |s: &str| s.parse::<usize>().ok().filter(|v| (1..=n).contains(v));
        match rest.first().copied() {
            Some("name") => {
                let (Some(v), Some(name)) = (
                    rest.get(1).and_then(|s| vertex(s)),
                    rest.get(2)
                        .filter(|n| rest.len() == 3 && super::Tag::new(n).is_some()),
                ) else {
                    return Err(FileError::BadComment(line));
                };
                self.names[v - 1] = Some((*name).to_string());
            }
            Some("xy") => {
                let v = rest.get(1).and_then(|s| vertex(s));
                let num = |k: usize| {
                    rest.get(k)
                        .and_then(|s| s.parse::<f64>().ok())
                        .filter(|x| x.is_finite())
                };
                let (Some(v), Some(x), Some(y)) = (v, num(2), num(3)) else {
                    return Err(FileError::BadComment(line));
                };
                self.places[v - 1] = Some((x, y));
            }
            _ => {}
        }
        Ok(())
    }

    /// The `p edge V E` line, once.
    fn problem(&mut self, rest: &[&str], line: usize) -> Result<(), FileError> {
        let n = match rest {
            [kind, v, e]
                if matches!(*kind, "edge" | "col" | "edges") && e.parse::<u64>().is_ok() =>
            {
                v.parse::<usize>()
                    .map_err(|_| FileError::BadProblemLine(line))?
            }
            _ => return Err(FileError::BadProblemLine(line)),
        };
        if self.graph.is_some() || n == 0 {
            return Err(FileError::BadProblemLine(line));
        }
        if n > MAX_VERTICES {
            return Err(FileError::TooMany(line, n));
        }
        self.graph = Some(Graph::empty(n));
        self.names = vec![None; n];
        self.places = vec![None; n];
        Ok(())
    }

    /// An `e U V` line.
    fn edge(&mut self, rest: &[&str], line: usize) -> Result<(), FileError> {
        let read = self.graph.as_mut().ok_or(FileError::NoProblemLine(line))?;
        let [u, v] = rest else {
            return Err(FileError::BadEdge(line));
        };
        let (Ok(u), Ok(v)) = (u.parse::<usize>(), v.parse::<usize>()) else {
            return Err(FileError::BadEdge(line));
        };
        let n = read.n();
        if let Some(&bad) = [u, v].iter().find(|&&x| !(1..=n).contains(&x)) {
            return Err(FileError::VertexRange(line, bad, n));
        }
        if u == v {
            return Err(FileError::Loop(line));
        }
        read.add_edge(u - 1, v - 1);
        Ok(())
    }
}

/// Reads a `.col` file. A repeated edge is read once (the benchmark files list some twice).
pub fn parse(text: &str) -> Result<Graph, FileError> {
    let mut reading = Reading::default();
    let mut last = 0;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        last = line;
        let mut words = raw.split_whitespace();
        let Some(head) = words.next() else { continue };
        let rest: Vec<&str> = words.collect();
        match head {
            "c" => reading.comment(&rest, line)?,
            "p" => reading.problem(&rest, line)?,
            "e" => reading.edge(&rest, line)?,
            _ => return Err(FileError::UnknownLine(line)),
        }
    }
    let Reading {
        graph,
        names,
        places,
    } = reading;
    let mut graph = graph.ok_or(FileError::NoProblemLine(last.max(1)))?;
    if names.iter().any(Option::is_some) {
        graph.names = Some(
            names
                .into_iter()
                .enumerate()
                .map(|(v, n)| n.unwrap_or_else(|| (v + 1).to_string()))
                .collect(),
        );
    }
    if places.iter().all(Option::is_some) {
        graph.places = Some(places.into_iter().flatten().collect());
    }
    Ok(graph)
}

/// The graph as a `.col` file (with its names and places as comments).
pub fn write(graph: &Graph) -> String {
    use std::fmt::Write as _;
    let mut out = format!("p edge {} {}\n", graph.n(), graph.edges.len());
    if let Some(names) = &graph.names {
        for (v, name) in names.iter().enumerate() {
            let _ = writeln!(out, "c name {} {name}", v + 1);
        }
    }
    if let Some(places) = &graph.places {
        for (v, (x, y)) in places.iter().enumerate() {
            let _ = writeln!(out, "c xy {} {x} {y}", v + 1);
        }
    }
    for &(u, v) in &graph.edges {
        let _ = writeln!(out, "e {} {}", u + 1, v + 1);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[test]
    fn reads_a_benchmark_file_and_our_comments() {
        let g = parse("c a graph\np edge 3 3\nc name 1 A\ne 1 2\ne 2 3\ne 3 1\ne 2 1\n").unwrap();
        assert_eq!((g.n(), g.edges.len()), (3, 3));
        assert_eq!((g.name(0), g.name(2)), ("A".to_string(), "3".to_string()));
        assert!(g.places.is_none());
        assert_eq!(parse(&write(&g)).unwrap(), g);
    }

    #[rstest]
    #[case("e 1 2\n", FileError::NoProblemLine(1))]
    #[case("c only\n", FileError::NoProblemLine(1))]
    #[case("p edge x 3\n", FileError::BadProblemLine(1))]
    #[case("p cnf 3 3\n", FileError::BadProblemLine(1))]
    #[case("p edge 65 1\n", FileError::TooMany(1, 65))]
    #[case("p edge 3 1\ne 1\n", FileError::BadEdge(2))]
    #[case("p edge 3 1\ne 1 4\n", FileError::VertexRange(2, 4, 3))]
    #[case("p edge 3 1\ne 0 1\n", FileError::VertexRange(2, 0, 3))]
    #[case("p edge 3 1\ne 2 2\n", FileError::Loop(2))]
    #[case("p edge 3 1\nx 1 2\n", FileError::UnknownLine(2))]
    #[case("p edge 3 1\nc xy 1 a b\n", FileError::BadComment(2))]
    fn bad_files_name_their_line(#[case] text: &str, #[case] expected: FileError) {
        assert_eq!(parse(text), Err(expected));
    }
}
