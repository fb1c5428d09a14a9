//! Permutations (全排列) on the permutation tree (排列树): n items, the node at depth k has
//! placed k of them and has n − k children, one for each item not yet placed, so depth k has
//! n!/(n − k)! nodes and the leaves are the n! arrangements. Two algorithms build them, each
//! in its own file: [`used`] (a `used[]` array, the items tried in increasing order: the
//! output is lexicographic) and [`swap`] (the textbook's `Perm`, swapping x[t] with x[i]).
//! With repeated items the constraint function skips a child whose item has already been
//! tried at the same node, so each distinct permutation is found once; there is no bound
//! function.
//!
//! The instance: `-n N` (items 1..N), `--items`, a built-in one by name, a file of one
//! `items:` line, or a random one from a seed.

pub mod swap;
pub mod used;

use std::sync::Arc;

use serde::{Serialize, Serializer};

use crate::engine::backtrack::{Branching, Hooks, Steps};
use crate::engine::numbers::{Field, NumberError, fields, positive_list};
use crate::engine::random::SplitMix64;

/// The most items an instance has: 10! = 3 628 800 arrangements, the most a class watches.
pub const MAX_ITEMS: usize = 10;

/// The fewest and most items of a random instance (and of `-n`).
pub const SIZES: (usize, usize) = (1, MAX_ITEMS);

/// How the arrangements are built.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Algo {
    /// A `used[]` array; the items not yet placed tried in increasing order.
    #[default]
    Used,
    /// `Perm` by swapping: x[t] swapped with each x[i], i ≥ t, in turn.
    Swap,
}

impl Algo {
    /// Both, in the order the key cycles them.
    pub const ALL: [Algo; 2] = [Algo::Used, Algo::Swap];

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Algo::Used => "used",
            Algo::Swap => "swap",
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
            Algo::Used => Algo::Swap,
            Algo::Swap => Algo::Used,
        }
    }
}

/// A permutations instance: the items, and the algorithm that arranges them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instance {
    /// The items, in the order given.
    pub items: Vec<u64>,
    /// The algorithm.
    pub algo: Algo,
}

/// What makes an instance unusable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InstanceError {
    /// `--items` is not positive whole numbers.
    Number(&'static str, NumberError),
    /// More items than [`MAX_ITEMS`].
    TooMany(usize),
    /// A file's line is not `key: value` (its number).
    Line(usize),
    /// A file's key is not `items` (the key, its line).
    Key(String, usize),
    /// A file has no `items:` line.
    Missing,
    /// A file's items are bad (their line, what is wrong).
    Value(usize, NumberError),
}

impl Instance {
    /// The instance of `items`, if it is one: 1 to [`MAX_ITEMS`] positive items.
    pub fn new(items: Vec<u64>, algo: Algo) -> Result<Instance, InstanceError> {
        if items.is_empty() {
            return Err(InstanceError::Number("--items", NumberError::Empty));
        }
        if items.len() > MAX_ITEMS {
            return Err(InstanceError::TooMany(items.len()));
        }
        if items.contains(&0) {
            return Err(InstanceError::Number("--items", NumberError::Zero));
        }
        Ok(Instance { items, algo })
    }

    /// Items 1..=n (`-n`), n within [`SIZES`].
    pub fn first(n: usize, algo: Algo) -> Instance {
        let n = n.clamp(SIZES.0, SIZES.1);
        Instance {
            items: (1..=n as u64).collect(),
            algo,
        }
    }

    /// Reads an instance file: one `items:` line.
    pub fn parse(text: &str, algo: Algo) -> Result<Instance, InstanceError> {
        let fields = fields(text).map_err(InstanceError::Line)?;
        if let Some(f) = fields.iter().find(|f| f.key != "items") {
            return Err(InstanceError::Key(f.key.clone(), f.line));
        }
        let items: &Field = fields.first().ok_or(InstanceError::Missing)?;
        let list = positive_list(&items.value).map_err(|e| InstanceError::Value(items.line, e))?;
        Instance::new(list, algo)
    }

    /// A random instance of `n` items from 1 to 4 each, so that repeats are likely.
    pub fn random(n: usize, seed: u64, algo: Algo) -> Instance {
        let n = n.clamp(SIZES.0, SIZES.1);
        let mut rng = SplitMix64::new(seed);
        Instance {
            items: (0..n).map(|_| 1 + rng.below(4) as u64).collect(),
            algo,
        }
    }

    /// The number of distinct arrangements: n! over the factorial of each item's repeats.
    pub fn distinct(&self) -> u64 {
        let fact = |k: usize| (1..=k as u64).product::<u64>();
        let mut sorted = self.items.clone();
        sorted.sort_unstable();
        let repeats = sorted
            .chunk_by(|a, b| a == b)
            .map(|run| fact(run.len()))
            .product::<u64>();
        fact(self.items.len()) / repeats
    }
}

/// The built-in instances: name, file text.
pub const BUILT_IN: [(&str, &str); 4] = [
    (
        "textbook",
        include_str!("../../../assets/permutations/textbook.txt"),
    ),
    (
        "repeats",
        include_str!("../../../assets/permutations/repeats.txt"),
    ),
    ("four", include_str!("../../../assets/permutations/four.txt")),
    (
        "pairs",
        include_str!("../../../assets/permutations/pairs.txt"),
    ),
];

/// A built-in instance by name.
pub fn built_in(name: &str, algo: Algo) -> Option<Instance> {
    BUILT_IN
        .iter()
        .find(|(n, _)| *n == name)
        .and_then(|(_, text)| Instance::parse(text, algo).ok())
}

/// The default instance: the items 1 2 3.
pub fn textbook(algo: Algo) -> Instance {
    built_in("textbook", algo).expect("the textbook instance parses")
}

/// A child entered: the item placed at a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Placed {
    /// The position filled, from 1 (t).
    pub position: usize,
    /// The item placed there.
    pub item: u64,
    /// Where the item was: its number in the input (`used`) or the position it was swapped
    /// from (`swap`), from 1.
    pub from: usize,
    /// Placed by swapping (`swap`), not from the items (`used`).
    pub swapped: bool,
}

/// A child cut by the constraint function: its item was already tried at this node.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Again {
    /// The position being filled, from 1.
    pub position: usize,
    /// The item tried again.
    pub item: u64,
    /// Where it was, as in [`Placed`].
    pub from: usize,
}

/// An arrangement of at most [`MAX_ITEMS`] items, in a fixed array so events stay `Copy`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Arrangement {
    len: u8,
    items: [u64; MAX_ITEMS],
}

impl Arrangement {
    /// The arrangement of `items` (at most [`MAX_ITEMS`]).
    pub fn of(items: &[u64]) -> Arrangement {
        let mut a = Arrangement::default();
        for (slot, &x) in a.items.iter_mut().zip(items) {
            *slot = x;
        }
        a.len = items.len().min(MAX_ITEMS) as u8;
        a
    }

    /// Its items, in order.
    pub fn items(&self) -> &[u64] {
        &self.items[..usize::from(self.len)]
    }

    /// Its items separated by `sep`.
    pub fn joined(&self, sep: &str) -> String {
        let parts: Vec<String> = self.items().iter().map(u64::to_string).collect();
        parts.join(sep)
    }
}

impl Serialize for Arrangement {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.items().serialize(s)
    }
}

/// What a node chooses: the position it fills and the items its children place there, in
/// the order tried (they depend on the items placed above it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    /// The position, from 1.
    pub position: usize,
    /// The items of its children, in order.
    pub items: Arrangement,
}

/// A solution: an arrangement of every item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Found {
    /// The arrangement.
    pub permutation: Arrangement,
}

/// The state of the search at a node: the positions filled so far, and what each algorithm
/// keeps to undo a move.
#[derive(Debug, Clone)]
pub struct PermHooks {
    items: Arc<[u64]>,
    /// The algorithm.
    pub algo: Algo,
    /// `used`: the items' numbers (from 0) in the order tried, increasing by item.
    order: Arc<[u8]>,
    /// The arrangement: positions below the depth are filled (for `swap`, the whole array
    /// as it stands).
    pub x: [u64; MAX_ITEMS],
    /// `used`: which items (by number from 0) are placed.
    pub used: u16,
    /// `used`: the item placed at each position, by number from 0.
    pick: [u8; MAX_ITEMS],
    /// The last arrangement found, if any.
    pub last: Option<Arrangement>,
}

impl PermHooks {
    /// The root of `instance`'s tree.
    pub fn new(instance: &Instance) -> PermHooks {
        let n = instance.items.len().min(MAX_ITEMS);
        let mut order: Vec<u8> = (0..n as u8).collect();
        order.sort_by_key(|&i| (instance.items[usize::from(i)], i));
        let mut x = [0; MAX_ITEMS];
        if instance.algo == Algo::Swap {
            x[..n].copy_from_slice(&instance.items[..n]);
        }
        PermHooks {
            items: instance.items[..n].into(),
            algo: instance.algo,
            order: order.into(),
            x,
            used: 0,
            pick: [0; MAX_ITEMS],
            last: None,
        }
    }

    /// The items, in the order given.
    pub fn items(&self) -> &[u64] {
        &self.items
    }

    /// How many items.
    pub fn n(&self) -> usize {
        self.items.len()
    }

    /// The item child `child` of the node at `depth` places, and where it comes from (its
    /// number from 0, or the position it is swapped from).
    #[inline]
    pub fn candidate(&self, depth: usize, child: usize) -> (u64, usize) {
        match self.algo {
            Algo::Used => {
                let i = used::nth_unused(&self.order, self.used, child);
                (self.items[i], i)
            }
            Algo::Swap => (self.x[depth + child], depth + child),
        }
    }

    /// Whether `item` has been tried before child `child` at the node at `depth`.
    #[inline]
    fn tried_before(&self, depth: usize, child: usize, item: u64) -> bool {
        (0..child).any(|c| self.candidate(depth, c).0 == item)
    }
}

impl Hooks for PermHooks {
    type Enter = Placed;
    type Cut = Again;
    type Solution = Found;

    fn shape(&self) -> Steps {
        Steps {
            branching: Branching::Falling(self.n()),
            depth: self.n(),
        }
    }

    #[inline]
    fn candidates(&self, depth: usize) -> usize {
        self.n().saturating_sub(depth)
    }

    /// Skip an item already tried at this node (a repeated item).
    #[inline]
    fn constraint(&self, depth: usize, child: usize) -> Option<Again> {
        let (item, from) = self.candidate(depth, child);
        self.tried_before(depth, child, item).then_some(Again {
            position: depth + 1,
            item,
            from: from + 1,
        })
    }

    #[inline]
    fn make_move(&mut self, depth: usize, child: usize) -> Placed {
        let (item, from) = match self.algo {
            Algo::Used => used::place(self, depth, child),
            Algo::Swap => swap::place(self, depth, child),
        };
        Placed {
            position: depth + 1,
            item,
            from: from + 1,
            swapped: self.algo == Algo::Swap,
        }
    }

    #[inline]
    fn unmake_move(&mut self, depth: usize, child: usize) {
        match self.algo {
            Algo::Used => used::take_back(self, depth),
            Algo::Swap => swap::take_back(self, depth, child),
        }
    }

    #[inline]
    fn solution(&mut self, depth: usize, _index: u64) -> Option<Found> {
        if depth != self.n() {
            return None;
        }
        let permutation = Arrangement::of(&self.x[..self.n()]);
        self.last = Some(permutation);
        Some(Found { permutation })
    }
}

/// The items child `child` of each node along `path` would place, replayed from the root of
/// `instance`: what a node of the tree is named by, its choices depending on those above.
pub fn candidates_on(instance: &Instance, path: &[usize]) -> (PermHooks, Vec<u64>) {
    let mut hooks = PermHooks::new(instance);
    for (depth, &child) in path.iter().enumerate() {
        if child >= hooks.candidates(depth) {
            break;
        }
        hooks.make_move(depth, child);
    }
    let depth = path.len().min(hooks.n());
    let items = (0..hooks.candidates(depth))
        .map(|c| hooks.candidate(depth, c).0)
        .collect();
    (hooks, items)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;
    use crate::engine::backtrack::{Backtrack, Event, Prune, full_tree};
    use proptest::prelude::*;

    fn run(inst: &Instance, prune: Prune) -> (Vec<Vec<u64>>, u64, u64) {
        let mut b = Backtrack::new(PermHooks::new(inst), prune);
        let mut found = Vec::new();
        while let Some(e) = b.step() {
            if let Event::Solution { note, .. } = e {
                found.push(note.permutation.items().to_vec());
            }
        }
        let c = b.counts();
        (found, c.nodes(), c.by_constraint)
    }

    /// Every arrangement of `items` in lexicographic order of positions, by Heap-free brute
    /// force: all n^n index strings, kept when each index appears once.
    fn brute_force(items: &[u64]) -> Vec<Vec<u64>> {
        let n = items.len();
        let mut out = Vec::new();
        let total = (n as u64).pow(n as u32);
        for code in 0..total {
            let mut idx = Vec::with_capacity(n);
            let mut c = code;
            for _ in 0..n {
                idx.push((c % n as u64) as usize);
                c /= n as u64;
            }
            idx.reverse();
            let mut seen = vec![false; n];
            if idx.iter().all(|&i| !std::mem::replace(&mut seen[i], true)) {
                out.push(idx.iter().map(|&i| items[i]).collect());
            }
        }
        out
    }

    #[test]
    fn the_textbook_instance_and_its_tree() {
        let inst = textbook(Algo::Used);
        let (found, nodes, cut) = run(&inst, Prune::Both);
        assert_eq!(
            found,
            [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]
        );
        // 1 + 3 + 6 + 6 nodes: the permutation tree of 3.
        assert_eq!((nodes, cut), (16, 0));
        assert_eq!(full_tree(PermHooks::new(&inst).shape()), Some(16));
        // The swap algorithm: the textbook's order.
        let (found, ..) = run(&textbook(Algo::Swap), Prune::Both);
        assert_eq!(
            found,
            [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 2, 1], [3, 1, 2]]
        );
    }

    #[test]
    fn repeated_items_are_skipped_at_the_same_node() {
        for algo in Algo::ALL {
            let inst = built_in("repeats", algo).unwrap();
            let (found, _, cut) = run(&inst, Prune::Both);
            assert_eq!(found.len(), 3, "{algo:?}");
            assert!(cut > 0);
            // Without the constraint, every arrangement: 1 1 2 twice each.
            let (all, _, none) = run(&inst, Prune::None);
            assert_eq!((all.len(), none), (6, 0), "{algo:?}");
        }
        assert_eq!(built_in("pairs", Algo::Used).unwrap().distinct(), 6);
    }

    #[test]
    fn files_say_what_is_wrong_and_where() {
        let p = |t| Instance::parse(t, Algo::Used);
        assert_eq!(p("# nothing\n"), Err(InstanceError::Missing));
        assert_eq!(p("items: 1 2\nn: 3\n"), Err(InstanceError::Key("n".into(), 2)));
        assert_eq!(
            p("items: 1 x\n"),
            Err(InstanceError::Value(1, NumberError::NotANumber("x".into())))
        );
        assert_eq!(p("items\n"), Err(InstanceError::Line(1)));
        assert_eq!(
            Instance::new(vec![1; 11], Algo::Used),
            Err(InstanceError::TooMany(11))
        );
        for (name, _) in BUILT_IN {
            assert!(built_in(name, Algo::Swap).is_some(), "{name}");
        }
    }

    #[test]
    fn nodes_are_named_by_their_path() {
        let inst = textbook(Algo::Used);
        assert_eq!(candidates_on(&inst, &[]).1, [1, 2, 3]);
        assert_eq!(candidates_on(&inst, &[1]).1, [1, 3]);
        assert_eq!(candidates_on(&inst, &[1, 1]).1, [1]);
        let swap = textbook(Algo::Swap);
        // After swapping 3 to the front: 3 2 1, then the rest as it stands.
        assert_eq!(candidates_on(&swap, &[2]).1, [2, 1]);
    }

    proptest! {
        /// Against brute force: with the constraint, each distinct arrangement exactly once
        /// (the `used` algorithm in lexicographic order); without it, every arrangement, n!
        /// of them, visiting the whole permutation tree.
        #[test]
        fn every_algorithm_finds_what_brute_force_finds(
            items in proptest::collection::vec(1u64..4, 1..7),
        ) {
            let mut expected = brute_force(&items);
            let all = expected.len();
            expected.sort();
            expected.dedup();
            for algo in Algo::ALL {
                let inst = Instance::new(items.clone(), algo).unwrap();
                let (mut found, ..) = run(&inst, Prune::Both);
                if algo == Algo::Used {
                    prop_assert_eq!(&found, &expected);
                }
                found.sort();
                prop_assert_eq!(&found, &expected);
                prop_assert_eq!(found.len() as u64, inst.distinct());
                let (every, nodes, _) = run(&inst, Prune::None);
                prop_assert_eq!(every.len(), all);
                prop_assert_eq!(Some(nodes), full_tree(PermHooks::new(&inst).shape()));
            }
        }
    }
}
