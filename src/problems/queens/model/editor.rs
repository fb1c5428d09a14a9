//! The board editor (`e` in N-Queens): queens placed by hand, the pairs that attack each
//! other, and how many solutions extend them, counted on a thread of its own so that the
//! screen never freezes (a larger board shows "counting..." until the count comes).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use crate::action::Direction;
use crate::problems::queens::engine::placement::{
    Pair, PlacementError, attacking_pairs, completions, start_from_queens,
};

/// How many solutions extend the queens on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Extends {
    /// The queens are not a start (a gap, two in a row, an attack): no count.
    NotAStart,
    /// The count is running.
    Counting,
    /// This many (0: a dead end).
    Solutions(u64),
    /// The count could not be made (its thread could not start, or failed), and why.
    Failed(String),
}

/// A finished count: the solutions, or why there is no count.
type Counted = Result<u64, String>;

/// The count of completions, on a thread; a newer placement cancels the one before.
#[derive(Debug, Default)]
struct Counter {
    /// Which placement the latest count is for.
    generation: u64,
    /// The finished count (or why there is none), with the generation it is for.
    result: Arc<Mutex<Option<(u64, Counted)>>>,
    /// Raised to stop the running count.
    cancel: Arc<AtomicBool>,
}

impl Counter {
    fn start(&mut self, n: usize, start: Vec<u8>) {
        self.run(move |cancel| {
            let done = AtomicU64::new(0);
            completions(n, &start, None, &done, cancel).ok()
        });
    }

    /// Runs `count` on a thread of its own (`None`: cancelled), cancelling the one before.
    fn run(&mut self, count: impl FnOnce(&AtomicBool) -> Option<u64> + Send + 'static) {
        self.cancel.store(true, Ordering::Relaxed);
        self.cancel = Arc::new(AtomicBool::new(false));
        self.generation += 1;
        let (generation, result, cancel) = (
            self.generation,
            Arc::clone(&self.result),
            Arc::clone(&self.cancel),
        );
        let slot = Arc::clone(&result);
        let spawned = std::thread::Builder::new()
            .name("count".into())
            .spawn(move || {
                // A panic here is this count's failure, said in the panel; the session goes on.
                let counted = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| count(&cancel)));
                let got = match counted {
                    Ok(Some(count)) => Ok(count),
                    Ok(None) => return, // cancelled by a newer placement
                    Err(panic) => Err(panic_words(panic.as_ref())),
                };
                keep_newest(&slot, generation, got);
            });
        if let Err(e) = spawned {
            keep_newest(&result, generation, Err(e.to_string()));
        }
    }

    fn get(&self) -> Option<Counted> {
        let slot = self.result.lock().ok()?;
        slot.as_ref()
            .and_then(|(g, got)| (*g == self.generation).then(|| got.clone()))
    }
}

/// Puts a count for `generation` in the slot unless the slot holds a newer one: a count
/// that finished just as it was cancelled must not hide its successor's (which would say
/// "counting..." for ever).
fn keep_newest(slot: &Mutex<Option<(u64, Counted)>>, generation: u64, got: Counted) {
    if let Ok(mut slot) = slot.lock()
        && slot.as_ref().is_none_or(|(g, _)| *g < generation)
    {
        *slot = Some((generation, got));
    }
}

impl Drop for Counter {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// A panic's message, in one line.
fn panic_words(panic: &(dyn std::any::Any + Send)) -> String {
    let text = panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_default();
    text.lines().next().unwrap_or("a panic").to_string()
}

/// The editor's state.
#[derive(Debug)]
pub struct Editor {
    n: usize,
    /// The cursor square (row, col).
    pub cursor: (usize, usize),
    /// The queens placed, (row, col), in the order placed.
    queens: Vec<(usize, usize)>,
    /// Why the last attempt to leave and run was refused.
    pub refused: Option<PlacementError>,
    counter: Counter,
}

impl Editor {
    /// An editor for an `n`×`n` board holding `queens`, the cursor on the first empty row.
    pub fn new(n: usize, queens: &[(usize, usize)]) -> Editor {
        let row = queens.len().min(n - 1);
        let mut e = Editor {
            n,
            cursor: (row, 0),
            queens: queens.to_vec(),
            refused: None,
            counter: Counter::default(),
        };
        e.changed();
        e
    }

    /// The queens placed, (row, col), row by row.
    pub fn queens(&self) -> Vec<(usize, usize)> {
        let mut q = self.queens.clone();
        q.sort_unstable();
        q
    }

    /// The pairs of queens that attack each other.
    pub fn pairs(&self) -> Vec<Pair> {
        attacking_pairs(&self.queens)
    }

    /// The queens as a start to run from, or why they are not one.
    pub fn start(&self) -> Result<Vec<u8>, PlacementError> {
        start_from_queens(self.n, &self.queens)
    }

    /// How many solutions extend the queens.
    pub fn extends(&self) -> Extends {
        if self.start().is_err() {
            return Extends::NotAStart;
        }
        match self.counter.get() {
            None => Extends::Counting,
            Some(Ok(k)) => Extends::Solutions(k),
            Some(Err(why)) => Extends::Failed(why),
        }
    }

    fn changed(&mut self) {
        self.refused = None;
        if let Ok(start) = self.start() {
            self.counter.start(self.n, start);
        }
    }

    /// Moves the cursor one square, stopping at the edges.
    pub fn move_cursor(&mut self, dir: Direction) {
        self.cursor = dir.moved(self.cursor, (self.n, self.n));
    }

    /// Puts a queen on the cursor's square, or takes the one there off.
    pub fn toggle(&mut self) {
        let at = self.cursor;
        if let Some(i) = self.queens.iter().position(|&q| q == at) {
            self.queens.remove(i);
        } else {
            self.queens.push(at);
        }
        self.changed();
    }

    /// Takes every queen off.
    pub fn clear(&mut self) {
        self.queens.clear();
        self.changed();
    }

    /// Whether a count is running (the screen should look again soon).
    pub fn counting(&self) -> bool {
        self.extends() == Extends::Counting
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A count that fails (here a panic on its thread) is a message in the panel, and the
    /// editor goes on (issue 26: the panic restored the terminal under the running program).
    #[test]
    fn a_count_that_fails_is_said_not_fatal() {
        let mut e = Editor::new(8, &[(0, 0)]);
        e.counter.run(|_| panic!("no threads left"));
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while e.counting() && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        assert_eq!(e.extends(), Extends::Failed("no threads left".into()));
        // The next placement counts again.
        e.move_cursor(Direction::Right);
        e.move_cursor(Direction::Right);
        e.toggle();
        while e.counting() && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        assert!(matches!(e.extends(), Extends::Solutions(_)), "{:?}", e.extends());
    }
    /// A count that comes after its successor's is dropped (the race that left the editor
    /// saying "counting..." for ever when an old count finished just as it was cancelled).
    #[test]
    fn a_late_count_never_hides_a_newer_one() {
        let slot = Mutex::new(None);
        keep_newest(&slot, 2, Ok(7));
        keep_newest(&slot, 1, Ok(3));
        assert_eq!(*slot.lock().unwrap(), Some((2, Ok(7))));
        keep_newest(&slot, 3, Err("x".into()));
        assert_eq!(*slot.lock().unwrap(), Some((3, Err("x".into()))));
    }

    use crate::problems::queens::engine::Line;

    fn settled(e: &Editor) -> Extends {
        let began = std::time::Instant::now();
        while e.counting() {
            assert!(began.elapsed().as_secs() < 60, "the count never came");
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        e.extends()
    }

    #[test]
    fn it_counts_what_extends_the_queens_and_says_why_not_a_start() {
        let mut e = Editor::new(8, &[]);
        assert_eq!(settled(&e), Extends::Solutions(92));
        // a1 (cursor starts on row 1).
        e.toggle();
        assert_eq!(settled(&e), Extends::Solutions(4));
        // b2: attacks a1 on a diagonal.
        e.move_cursor(Direction::Down);
        e.move_cursor(Direction::Right);
        e.toggle();
        assert_eq!(e.extends(), Extends::NotAStart);
        assert_eq!(e.pairs(), vec![((0, 0), (1, 1), Line::Diagonal)]);
        assert!(matches!(e.start(), Err(PlacementError::Attack { .. })));
        // Off again; c2 instead: the count is the solutions that begin a1 c2.
        e.toggle();
        e.move_cursor(Direction::Right);
        e.toggle();
        assert_eq!(e.start(), Ok(vec![0, 2]));
        let Extends::Solutions(k) = settled(&e) else {
            panic!("a start");
        };
        let want = crate::problems::queens::engine::all_solutions(8)
            .iter()
            .filter(|sol| sol.starts_with(&[0, 2]))
            .count();
        assert_eq!(k, want as u64);
        e.clear();
        assert_eq!(settled(&e), Extends::Solutions(92));
    }

    #[test]
    fn a_dead_end_counts_zero_and_the_cursor_stays_on_the_board() {
        // b1 d2 a3 on 4x4: one solution (2 4 1 3) extends it; a1 none.
        let mut e = Editor::new(4, &[(0, 1), (1, 3), (2, 0)]);
        assert_eq!(settled(&e), Extends::Solutions(1));
        let mut d = Editor::new(4, &[(0, 0)]);
        assert_eq!(
            settled(&d),
            Extends::Solutions(0),
            "no 4-queens solution has a1"
        );
        for _ in 0..10 {
            d.move_cursor(Direction::Up);
            d.move_cursor(Direction::Left);
        }
        assert_eq!(d.cursor, (0, 0));
        for _ in 0..10 {
            d.move_cursor(Direction::Down);
            d.move_cursor(Direction::Right);
        }
        assert_eq!(d.cursor, (3, 3));
        e.clear();
    }
}
