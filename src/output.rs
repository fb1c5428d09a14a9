//! Headless output every problem shares: its events as JSON Lines (`--trace`), its explored
//! tree (`--tree`, in `tree.rs`), and the SVG document every picture is drawn in (`svg.rs`).
//! Each problem's own layouts (`--print`, `--stats`) are in its folder.

pub mod estimate;
pub mod explore;
pub mod gif;
pub mod svg;
pub mod tree;

use std::io::{self, Write};

use serde::Serialize;

use crate::engine::Solver;

#[derive(Serialize)]
struct TraceLine<'a, E: Serialize> {
    step: u64,
    #[serde(flatten)]
    event: &'a E,
}

/// Writes the first `limit` events of `solver` (all of them if `None`) as JSON Lines.
pub fn write_trace<S>(w: &mut impl Write, solver: S, limit: Option<u64>) -> io::Result<u64>
where
    S: Solver,
    S::Event: Serialize,
{
    write_labelled_trace(w, solver, limit, |_, _| None)
}

/// [`write_trace`], each event with the `label` that `label` gives it (after the step), if
/// any: a child entered or cut, as the drawn tree names it.
pub fn write_labelled_trace<S>(
    w: &mut impl Write,
    mut solver: S,
    limit: Option<u64>,
    mut label: impl FnMut(&S, &S::Event) -> Option<String>,
) -> io::Result<u64>
where
    S: Solver,
    S::Event: Serialize,
{
    let mut written = 0;
    // Serialize into a buffer first so that write errors keep their kind (a closed pipe).
    let mut line = Vec::with_capacity(128);
    while limit.is_none_or(|l| written < l) {
        let Some(event) = solver.step() else { break };
        let record = TraceLine {
            step: solver.steps(),
            event: &event,
        };
        line.clear();
        serde_json::to_writer(&mut line, &record).map_err(io::Error::other)?;
        // A label last, unless the event's note has its own.
        if let Some(l) = label(&solver, &event)
            && line.last() == Some(&b'}')
            && !line.windows(8).any(|w| w == b"\"label\":")
        {
            line.pop();
            line.extend_from_slice(b",\"label\":");
            serde_json::to_writer(&mut line, &l).map_err(io::Error::other)?;
            line.push(b'}');
        }
        line.push(b'\n');
        w.write_all(&line)?;
        written += 1;
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A search of three events, for the tests.
    struct Three(u64);

    #[derive(Debug, Clone, Copy, Serialize)]
    #[serde(tag = "event", rename_all = "snake_case")]
    enum Tick {
        Tick { n: u64 },
    }

    impl Solver for Three {
        type Event = Tick;

        fn step(&mut self) -> Option<Tick> {
            (self.0 < 3).then(|| {
                self.0 += 1;
                Tick::Tick { n: self.0 * 10 }
            })
        }

        fn steps(&self) -> u64 {
            self.0
        }

        fn is_done(&self) -> bool {
            self.0 == 3
        }
    }

    #[test]
    fn trace_lines_are_json_with_the_step_first_and_stop_at_the_limit() {
        let mut out = Vec::new();
        assert_eq!(write_trace(&mut out, Three(0), Some(2)).unwrap(), 2);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\"step\":1,\"event\":\"tick\",\"n\":10}\n{\"step\":2,\"event\":\"tick\",\"n\":20}\n"
        );
        let mut all = Vec::new();
        assert_eq!(write_trace(&mut all, Three(0), None).unwrap(), 3);
    }
}
