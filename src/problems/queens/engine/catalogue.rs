//! The solutions a search has found, in the order found, grouped into symmetry classes: the
//! solutions browser's model (`s` in the TUI).
//!
//! Recording a solution only copies it (a run at full speed meets thousands a second); the
//! classes are worked out when they are asked for ([`Catalogue::sort`]). A solution is taken
//! once, by its number in the search, so replaying history after a rewind adds nothing.

use std::collections::HashMap;

use super::Cols;
use super::symmetry::{Symmetry, canonical, class_size};

/// One solution found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Found {
    /// Its number in the search (1-based).
    pub index: u64,
    /// The step at which the search found it.
    pub step: u64,
    /// Its columns, row by row (0-based).
    pub cols: Cols,
}

/// A symmetry class: the solutions found that the board's rotations and reflections map
/// onto one another.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Class {
    /// The members found, as positions in [`Catalogue::found`], in the order found.
    pub members: Vec<usize>,
    /// For each member, the symmetry that maps the class's first member onto it.
    pub maps: Vec<Symmetry>,
    /// How many solutions the class holds in all (1, 2, 4 or 8).
    pub size: usize,
    /// The symmetries other than the identity that leave its solutions as they are (none
    /// for a class of 8).
    pub fixed_by: Vec<Symmetry>,
}

impl Class {
    /// Whether the class's solutions are symmetric (fewer than 8 members).
    pub fn is_symmetric(&self) -> bool {
        !self.fixed_by.is_empty()
    }
}

/// One line of the catalogue as the browser lists it: a class, or one of its members.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// The class's heading (its position in [`Catalogue::classes`]).
    Class(usize),
    /// A member: its class, and its place among the class's members.
    Member {
        /// The class.
        class: usize,
        /// Its place in [`Class::members`].
        member: usize,
    },
}

/// The solutions found so far, and their classes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Catalogue {
    found: Vec<Found>,
    /// How many solutions the search has met (more than `found` holds past [`Catalogue::KEEP`]).
    met: u64,
    classes: Vec<Class>,
    /// The class of each canonical form.
    by_form: HashMap<Vec<u8>, usize>,
    /// How many of `found` are in `classes`.
    sorted: usize,
}

impl Catalogue {
    /// At most this many solutions are kept (8 MB); the count goes on past it.
    pub const KEEP: usize = 100_000;

    /// Notes solution number `index` found at `step`: new if it is the next number, else (a
    /// replay after a rewind) nothing. Cheap: the class is worked out by [`Catalogue::sort`].
    pub fn record(&mut self, index: u64, step: u64, cols: Cols) {
        if index != self.met + 1 {
            return;
        }
        self.met = index;
        if self.found.len() < Catalogue::KEEP {
            self.found.push(Found { index, step, cols });
        }
    }

    /// Puts every solution recorded since the last call into its class.
    pub fn sort(&mut self) {
        for at in self.sorted..self.found.len() {
            let cols = self.found[at].cols;
            let cols = cols.as_slice();
            let (form, _) = canonical(cols);
            let class = *self.by_form.entry(form).or_insert_with(|| {
                self.classes.push(Class {
                    members: Vec::new(),
                    maps: Vec::new(),
                    size: class_size(cols),
                    fixed_by: Symmetry::ALL[1..]
                        .iter()
                        .copied()
                        .filter(|s| s.apply(cols) == cols)
                        .collect(),
                });
                self.classes.len() - 1
            });
            let map = match self.classes[class].members.first() {
                None => Symmetry::Identity,
                Some(&first) => {
                    let first = self.found[first].cols;
                    Symmetry::ALL
                        .into_iter()
                        .find(|s| s.apply(first.as_slice()) == cols)
                        .expect("members of a class are images of one another")
                }
            };
            self.classes[class].members.push(at);
            self.classes[class].maps.push(map);
        }
        self.sorted = self.found.len();
    }

    /// The solutions kept, in the order found.
    pub fn found(&self) -> &[Found] {
        &self.found
    }

    /// How many solutions the search has met, kept or not.
    pub fn met(&self) -> u64 {
        self.met
    }

    /// Whether every solution met is kept (and so in a class once sorted).
    pub fn is_whole(&self) -> bool {
        self.found.len() as u64 == self.met
    }

    /// The classes of the solutions sorted so far, in the order their first member was found.
    pub fn classes(&self) -> &[Class] {
        &self.classes
    }

    /// The browser's lines: each class's heading, then its members in the order found.
    pub fn entries(&self) -> Vec<Entry> {
        let mut out = Vec::with_capacity(self.classes.len() + self.sorted);
        for (class, c) in self.classes.iter().enumerate() {
            out.push(Entry::Class(class));
            out.extend((0..c.members.len()).map(|member| Entry::Member { class, member }));
        }
        out
    }

    /// The position in [`Catalogue::found`] of the solution an entry names, if it is a member.
    pub fn member_index(&self, entry: Entry) -> Option<usize> {
        match entry {
            Entry::Class(_) => None,
            Entry::Member { class, member } => Some(self.classes[class].members[member]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;
    use crate::problems::queens::engine::{Algo, QueensEvent, QueensSolver};

    /// Every solution of a whole search, recorded as the TUI records them.
    fn catalogue(algo: Algo, n: usize) -> Catalogue {
        let mut s = QueensSolver::new(algo, n);
        let mut c = Catalogue::default();
        while let Some(e) = s.step() {
            if let QueensEvent::Solution { index, cols } = e {
                c.record(index, s.steps(), cols);
            }
        }
        c.sort();
        c
    }

    /// The numbers of classes are OEIS A002562, their sizes add up to A000170, and each
    /// member is the image of its class's first member under the symmetry named.
    #[rstest::rstest]
    fn classes_of_whole_searches(
        #[values(Algo::Iterative, Algo::Cells)] algo: Algo,
        #[values(1, 4, 5, 6, 7, 8)] n: usize,
    ) {
        let (solutions, classes) = [
            (1, 1),
            (0, 0),
            (0, 0),
            (2, 1),
            (10, 2),
            (4, 1),
            (40, 6),
            (92, 12),
        ][n - 1];
        let c = catalogue(algo, n);
        assert_eq!((c.found().len(), c.classes().len()), (solutions, classes));
        assert!(c.is_whole());
        for class in c.classes() {
            assert_eq!(
                class.members.len(),
                class.size,
                "a whole search finds every member"
            );
            assert_eq!(class.is_symmetric(), class.size < 8);
            assert_eq!(class.maps[0], Symmetry::Identity);
            let first = c.found()[class.members[0]].cols;
            for (&m, &map) in class.members.iter().zip(&class.maps) {
                assert_eq!(map.apply(first.as_slice()), c.found()[m].cols.as_slice());
            }
            // Members in the order found.
            assert!(class.members.windows(2).all(|w| w[0] < w[1]));
        }
        // Classes in the order their first member was found.
        let firsts: Vec<usize> = c.classes().iter().map(|k| k.members[0]).collect();
        assert!(firsts.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(c.entries().len(), solutions + classes);
    }

    #[test]
    fn eight_queens_has_one_symmetric_class_of_four() {
        let c = catalogue(Algo::Iterative, 8);
        let sizes: Vec<usize> = c.classes().iter().map(|k| k.size).collect();
        assert_eq!(sizes.iter().filter(|&&s| s == 4).count(), 1);
        assert_eq!(sizes.iter().filter(|&&s| s == 8).count(), 11);
        let symmetric = c.classes().iter().find(|k| k.size == 4).unwrap();
        assert_eq!(symmetric.fixed_by, vec![Symmetry::Rotate180]);
    }

    #[test]
    fn replays_add_nothing_and_sorting_is_incremental() {
        let whole = catalogue(Algo::Iterative, 6);
        let mut s = QueensSolver::new(Algo::Iterative, 6);
        let mut c = Catalogue::default();
        let mut seen = Vec::new();
        while let Some(e) = s.step() {
            if let QueensEvent::Solution { index, cols } = e {
                seen.push((index, s.steps(), cols));
                // Each solution comes again (a replay), and an earlier one too.
                for &(i, step, cols) in seen.iter().rev().take(2) {
                    c.record(i, step, cols);
                }
                c.record(index, s.steps(), cols);
                c.sort();
            }
        }
        assert_eq!(c, whole);
    }

    #[test]
    fn past_the_limit_it_counts_without_keeping() {
        let mut c = Catalogue::default();
        let cols = Cols::from_slice(&[0]);
        for i in 1..=Catalogue::KEEP as u64 + 5 {
            c.record(i, i, cols);
        }
        assert_eq!(
            (c.found().len(), c.met()),
            (Catalogue::KEEP, Catalogue::KEEP as u64 + 5)
        );
        assert!(!c.is_whole());
    }
}
