//! Subset sum (子集和) on the subset tree (子集树): positive integers w and a target M; depth
//! t decides item t in the given order, the left child taking it, the right leaving it. The
//! constraint function takes item t only if cs + w[t] <= M; the bound function leaves it only
//! if cs + r >= M still, r the sum of the items after t. A solution is a leaf whose sum is M.
//!
//! The instance: the textbook's (the default), a built-in one by name, a file of `set:` and
//! `target:` lines, or a random one from a seed.

use std::sync::Arc;

use serde::Serialize;

use crate::engine::numbers::{Field, NumberError, fields, positive, positive_list};
use crate::engine::backtrack::{Branching, Choice, Chosen, Hooks, Measures, Rank, Steps};
use crate::engine::random::SplitMix64;
use crate::engine::tree;

/// The most items an instance has (a subset is a 64-bit set).
pub const MAX_ITEMS: usize = 64;

/// The fewest and most items of a random instance.
pub const SIZES: (usize, usize) = (1, MAX_ITEMS);

/// A subset-sum instance: the set and the target.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instance {
    /// The items' weights, in the order the tree decides them.
    pub w: Vec<u64>,
    /// The target M.
    pub target: u64,
}

/// What makes an instance unusable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InstanceError {
    /// The set, or the target, is not positive whole numbers.
    Number(&'static str, NumberError),
    /// More items than [`MAX_ITEMS`].
    TooMany(usize),
    /// The items sum past 64 bits.
    Overflow,
    /// A file's line is not `key: value` (its number).
    Line(usize),
    /// A file's key is not one this problem takes (the key, its line).
    Key(String, usize),
    /// A file lacks a key (`set` or `target`).
    Missing(&'static str),
    /// A file's value is bad (its line, what is wrong).
    Value(usize, NumberError),
}

impl Instance {
    /// The instance of `w` and `target`, if it is one: 1 to 64 positive items summing within
    /// 64 bits, a positive target.
    pub fn new(w: Vec<u64>, target: u64) -> Result<Instance, InstanceError> {
        if w.is_empty() {
            return Err(InstanceError::Number("--set", NumberError::Empty));
        }
        if w.len() > MAX_ITEMS {
            return Err(InstanceError::TooMany(w.len()));
        }
        if w.contains(&0) {
            return Err(InstanceError::Number("--set", NumberError::Zero));
        }
        if target == 0 {
            return Err(InstanceError::Number("--target", NumberError::Zero));
        }
        w.iter()
            .try_fold(0u64, |s, &x| s.checked_add(x))
            .ok_or(InstanceError::Overflow)?;
        Ok(Instance { w, target })
    }

    /// The sum of every item.
    pub fn sum(&self) -> u64 {
        self.w.iter().sum()
    }

    /// Reads an instance file: `set:` (the items) and `target:` lines.
    pub fn parse(text: &str) -> Result<Instance, InstanceError> {
        let fields = fields(text).map_err(InstanceError::Line)?;
        let find = |key: &'static str| -> Result<&Field, InstanceError> {
            fields
                .iter()
                .find(|f| f.key == key)
                .ok_or(InstanceError::Missing(key))
        };
        if let Some(f) = fields.iter().find(|f| f.key != "set" && f.key != "target") {
            return Err(InstanceError::Key(f.key.clone(), f.line));
        }
        let set = find("set")?;
        let target = find("target")?;
        let w = positive_list(&set.value).map_err(|e| InstanceError::Value(set.line, e))?;
        let m = positive(&target.value).map_err(|e| InstanceError::Value(target.line, e))?;
        Instance::new(w, m)
    }

    /// A random instance of `n` items (1 to 99 each) whose target is the sum of a random
    /// non-empty subset of them, so that it has at least one solution.
    pub fn random(n: usize, seed: u64) -> Instance {
        let n = n.clamp(SIZES.0, SIZES.1);
        let mut rng = SplitMix64::new(seed);
        let w: Vec<u64> = (0..n).map(|_| 1 + rng.below(99) as u64).collect();
        let mut target: u64 = w.iter().filter(|_| rng.below(2) == 1).sum();
        if target == 0 {
            target = w[rng.below(n)];
        }
        Instance { w, target }
    }
}

/// The built-in instances: name, file text.
pub const BUILT_IN: [(&str, &str); 4] = [
    (
        "textbook",
        include_str!("../../../assets/subset-sum/textbook.txt"),
    ),
    (
        "small",
        include_str!("../../../assets/subset-sum/small.txt"),
    ),
    ("none", include_str!("../../../assets/subset-sum/none.txt")),
    ("deep", include_str!("../../../assets/subset-sum/deep.txt")),
];

/// A built-in instance by name.
pub fn built_in(name: &str) -> Option<Instance> {
    BUILT_IN
        .iter()
        .find(|(n, _)| *n == name)
        .and_then(|(_, text)| Instance::parse(text).ok())
}

/// The default instance: the textbook's, w = 5,10,12,13,15,18, M = 30.
pub fn textbook() -> Instance {
    built_in("textbook").expect("the textbook instance parses")
}

/// The item a level decides: its number (from 1) and weight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Item {
    /// From 1.
    pub number: usize,
    /// Its weight.
    pub w: u64,
}

/// A child entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Entered {
    /// Taken or left.
    pub choice: Choice,
    /// The item, from 1.
    pub item: usize,
    /// Its weight.
    pub w: u64,
    /// The sum taken, after it.
    pub cs: u64,
    /// The sum of the items after it.
    pub r: u64,
}

/// A child cut, with the numbers its function compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Cut {
    /// Taken (the constraint cuts it) or left (the bound).
    pub choice: Choice,
    /// The item, from 1.
    pub item: usize,
    /// Its weight.
    pub w: u64,
    /// The sum taken so far.
    pub cs: u64,
    /// The sum of the items after it.
    pub r: u64,
    /// What the function compared with M: cs + w (the constraint), cs + r (the bound).
    pub sum: u64,
    /// M.
    pub target: u64,
}

impl Cut {
    /// Whether its function cut the child (else the note says why it let it pass): taken
    /// past M, or left short of it.
    pub fn cuts(&self) -> bool {
        match self.choice {
            Choice::Take => self.sum > self.target,
            Choice::Leave => self.sum < self.target,
        }
    }
}

/// A solution: the subset, and its sum (M).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Found {
    /// The items taken, by number.
    pub items: Chosen,
    /// Their sum.
    pub sum: u64,
}

/// The state of the search at a node: the items decided so far.
#[derive(Debug, Clone)]
pub struct SubsetHooks {
    w: Arc<[u64]>,
    target: u64,
    /// The sum taken.
    pub cs: u64,
    /// The sum of the items not yet decided.
    pub r: u64,
    /// The items taken.
    pub x: Chosen,
    /// The last solution found, if any.
    pub last: Option<Chosen>,
}

impl SubsetHooks {
    /// The root of `instance`'s tree.
    pub fn new(instance: &Instance) -> SubsetHooks {
        SubsetHooks {
            w: instance.w.clone().into(),
            target: instance.target,
            cs: 0,
            r: instance.sum(),
            x: Chosen::default(),
            last: None,
        }
    }

    /// The items' weights.
    pub fn weights(&self) -> &[u64] {
        &self.w
    }

    fn cut(&self, depth: usize, choice: Choice, sum: u64) -> Cut {
        let w = self.w[depth];
        Cut {
            choice,
            item: depth + 1,
            w,
            cs: self.cs,
            r: self.r - w,
            sum,
            target: self.target,
        }
    }
}

impl Hooks for SubsetHooks {
    type Enter = Entered;
    type Cut = Cut;
    type Solution = Found;

    fn shape(&self) -> Steps {
        Steps {
            branching: Branching::Uniform(2),
            depth: self.w.len(),
        }
    }

    #[inline]
    fn candidates(&self, depth: usize) -> usize {
        if depth < self.w.len() { 2 } else { 0 }
    }

    /// Take item t only if cs + w[t] <= M.
    #[inline]
    fn constraint(&self, depth: usize, child: usize) -> Option<Cut> {
        let sum = self.cs + self.w[depth];
        (child == 0 && sum > self.target).then(|| self.cut(depth, Choice::Take, sum))
    }

    /// Leave item t only if cs + r >= M, r the items after t.
    #[inline]
    fn bound(&self, depth: usize, child: usize) -> Option<Cut> {
        let sum = self.cs + self.r - self.w[depth];
        (child == 1 && sum < self.target).then(|| self.cut(depth, Choice::Leave, sum))
    }

    /// Take: cs + w <= M; leave: cs + r >= M.
    fn passed(&self, depth: usize, child: usize) -> Option<(tree::Cut, Cut)> {
        Some(match Choice::of(child) {
            Choice::Take => (tree::Cut::Constraint, self.cut(depth, Choice::Take, self.cs + self.w[depth])),
            Choice::Leave => (
                tree::Cut::Bound,
                self.cut(depth, Choice::Leave, self.cs + self.r - self.w[depth]),
            ),
        })
    }

    /// Least cost first is the nearest the target first: the distance |M - cs| still to
    /// cover (with the constraint on, M - cs). There is no best to beat, so nothing dies
    /// waiting: LC expands the nodes FIFO does, the likeliest first.
    fn rank(&self, _depth: usize) -> Option<Rank> {
        Some(Rank::whole(i128::from(self.target.abs_diff(self.cs))))
    }

    /// The live-node table's columns: the sum taken, the sum still undecided, the distance to M.
    fn measures(&self, _depth: usize) -> Measures {
        vec![
            ("cs", Rank::whole(i128::from(self.cs))),
            ("r", Rank::whole(i128::from(self.r))),
            ("|M-cs|", Rank::whole(i128::from(self.target.abs_diff(self.cs)))),
        ]
    }

    #[inline]
    fn make_move(&mut self, depth: usize, child: usize) -> Entered {
        let w = self.w[depth];
        let choice = Choice::of(child);
        self.r -= w;
        if choice == Choice::Take {
            self.cs += w;
            self.x = self.x.with(depth, true);
        }
        Entered {
            choice,
            item: depth + 1,
            w,
            cs: self.cs,
            r: self.r,
        }
    }

    #[inline]
    fn unmake_move(&mut self, depth: usize, child: usize) {
        let w = self.w[depth];
        self.r += w;
        if Choice::of(child) == Choice::Take {
            self.cs -= w;
            self.x = self.x.with(depth, false);
        }
    }

    #[inline]
    fn solution(&mut self, depth: usize, _index: u64) -> Option<Found> {
        if depth != self.w.len() || self.cs != self.target {
            return None;
        }
        self.last = Some(self.x);
        Some(Found {
            items: self.x,
            sum: self.cs,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;
    use crate::engine::backtrack::{Backtrack, Event, Prune, full_tree};
    use crate::engine::branch::{BranchAndBound, Expansion, Strategy, Tally};
    use proptest::prelude::*;

    /// Every subset summing to the target, by trying all 2^n, in the tree's order (take
    /// first: the subsets as binary numbers with item 1 the highest bit, counted down).
    fn brute_force(inst: &Instance) -> Vec<u64> {
        let n = inst.w.len();
        let mut out: Vec<u64> = (0..1u64 << n)
            .filter(|mask| {
                let sum: u64 = (0..n)
                    .filter(|i| mask >> i & 1 == 1)
                    .map(|i| inst.w[i])
                    .sum();
                sum == inst.target
            })
            .collect();
        // The tree takes item 1 first: order by the items' bits from item 1 down.
        let key = |m: &u64| (0..n).map(|i| 1 - (m >> i & 1)).collect::<Vec<u64>>();
        out.sort_by_key(key);
        out
    }

    fn solutions(inst: &Instance, prune: Prune) -> (Vec<u64>, u64, u64, u64) {
        let mut b = Backtrack::new(SubsetHooks::new(inst), prune);
        let mut found = Vec::new();
        while let Some(e) = b.step() {
            if let Event::Solution { note, .. } = e {
                assert_eq!(note.sum, inst.target);
                found.push(note.items.0);
            }
        }
        let c = b.counts();
        (found, c.nodes(), c.by_constraint, c.by_bound)
    }

    #[test]
    fn the_textbook_instance() {
        let inst = textbook();
        assert_eq!(
            (inst.w.clone(), inst.target),
            (vec![5, 10, 12, 13, 15, 18], 30)
        );
        let (found, ..) = solutions(&inst, Prune::Both);
        let sets: Vec<Vec<u64>> = found
            .iter()
            .map(|&m| Chosen(m).items().map(|i| inst.w[i]).collect())
            .collect();
        assert_eq!(sets, vec![vec![5, 10, 15], vec![5, 12, 13], vec![12, 18]]);
    }

    #[test]
    fn every_built_in_instance_parses() {
        for (name, _) in BUILT_IN {
            assert!(built_in(name).is_some(), "{name}");
        }
        assert!(brute_force(&built_in("none").unwrap()).is_empty());
    }

    #[test]
    fn files_say_what_is_wrong_and_where() {
        assert_eq!(
            Instance::parse("set: 1 2\n"),
            Err(InstanceError::Missing("target"))
        );
        assert_eq!(
            Instance::parse("set: 1 2\ntarget: 3\nweight: 4\n"),
            Err(InstanceError::Key("weight".into(), 3))
        );
        assert_eq!(
            Instance::parse("set: 1 x\ntarget: 3\n"),
            Err(InstanceError::Value(1, NumberError::NotANumber("x".into())))
        );
        assert_eq!(
            Instance::parse("set: 1 2\ntarget: 0\n"),
            Err(InstanceError::Value(2, NumberError::Zero))
        );
        assert_eq!(Instance::parse("set\n"), Err(InstanceError::Line(1)));
        assert_eq!(
            Instance::new(vec![u64::MAX, 1], 3),
            Err(InstanceError::Overflow)
        );
        assert_eq!(
            Instance::new(vec![1; 65], 3),
            Err(InstanceError::TooMany(65))
        );
    }

    #[test]
    fn random_instances_have_a_solution_and_repeat_by_seed() {
        for seed in 0..50 {
            let inst = Instance::random(8, seed);
            assert_eq!(inst, Instance::random(8, seed));
            assert!(!brute_force(&inst).is_empty(), "{inst:?}");
        }
    }

    /// Every expansion of a branch-and-bound search: the node's number in the full tree
    /// (the root 1, a node i's children 2i taken and 2i + 1 left), the solutions found, as
    /// item masks, and the counters.
    fn expansions(inst: &Instance, strategy: Strategy) -> (Vec<usize>, Vec<u64>, Tally) {
        let mut s = BranchAndBound::new(SubsetHooks::new(inst), Prune::Both, strategy);
        let (mut order, mut found) = (Vec::new(), Vec::new());
        for e in s.run() {
            if let Expansion::Expanded { path, found: f, .. } = e {
                order.push(path.iter().fold(1, |i, &c| 2 * i + c as usize));
                found.extend(f.iter().map(|f| f.items.0));
            }
        }
        (order, found, s.tally())
    }

    /// The small instance, w = (3, 4, 5, 6), M = 9, worked by hand; nodes numbered 1 the root,
    /// 2i / 2i + 1 node i's children taking / leaving its item; (cs, |M - cs|) beside each:
    ///
    /// - 1 (0, 9) → 2 (3, 6), 3 (0, 9); 2 → 4 (7, 2), 5 (3, 6); 3 → 6 (4, 5), 7 (0, 9);
    ///   4 → 8 cut (12 > 9), 9 (7, 2); 5 → 10 (8, 1), 11 (3, 6); 6 → 12 (9, 0), 13 (4, 5);
    ///   7 → 14 (5, 4), 15 cut (0 + 6 < 9); 9, 10, 13 and 14 have both children cut;
    ///   11 → the leaf 22 (3 + 6), 12 → the leaf 25 (4 + 5).
    /// - FIFO: 1 2 3 4 5 6 7 9 10 11 12 13 14; 3 + 6 found at the 10th; 6 live at most.
    /// - LC (the nearest M first, ties in the order generated): 1 2 4 9 5 10 11 3 6 12 13 7
    ///   14; 3 + 6 found at the 7th; 3 live at most. The same 13 nodes: no best to beat.
    #[test]
    fn the_small_instance_expands_in_the_hand_worked_orders() {
        let inst = built_in("small").unwrap();
        let (fifo, found, t) = expansions(&inst, Strategy::Fifo);
        assert_eq!(fifo, [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14]);
        assert_eq!(found, [0b1001, 0b0110]);
        assert_eq!((t.expanded, t.generated, t.max_live, t.solutions), (13, 14, 6, 2));
        let (lc, found, t) = expansions(&inst, Strategy::Lc);
        assert_eq!(lc, [1, 2, 4, 9, 5, 10, 11, 3, 6, 12, 13, 7, 14]);
        assert_eq!(found, [0b1001, 0b0110]);
        assert_eq!((t.expanded, t.generated, t.max_live, t.solutions), (13, 14, 3, 2));
    }

    proptest! {
        /// Branch and bound against the brute force: every strategy finds every subset
        /// summing to M, and, with no best to beat, each expands the same number of nodes.
        #[test]
        fn every_strategy_finds_what_brute_force_finds(
            w in proptest::collection::vec(1u64..40, 1..10),
            pick in any::<u64>(),
        ) {
            let chosen: u64 = w.iter().enumerate().filter(|(i, _)| pick >> i & 1 == 1).map(|(_, x)| x).sum();
            let inst = Instance::new(w, chosen.max(1)).unwrap();
            let mut expected = brute_force(&inst);
            expected.sort_unstable();
            let (_, _, dfs) = expansions(&inst, Strategy::Backtrack);
            for strategy in Strategy::ALL {
                let (_, mut found, t) = expansions(&inst, strategy);
                found.sort_unstable();
                prop_assert_eq!(&found, &expected, "{:?}", strategy);
                prop_assert_eq!(t.expanded, dfs.expanded, "{:?}", strategy);
                prop_assert_eq!(t.died_waiting, 0);
            }
        }

        /// Against a brute force over all 2^n subsets: the same solutions in the same order
        /// under every setting; no cutting visits the whole tree; both functions visit no
        /// more nodes than either alone, and either no more than none.
        #[test]
        fn every_setting_finds_what_brute_force_finds(
            w in proptest::collection::vec(1u64..40, 1..11),
            pick in any::<u64>(),
            off in 0u64..3,
        ) {
            let chosen: u64 = w.iter().enumerate().filter(|(i, _)| pick >> i & 1 == 1).map(|(_, x)| x).sum();
            let inst = Instance::new(w, (chosen + off).max(1)).unwrap();
            let expected = brute_force(&inst);
            let runs: Vec<_> = Prune::ALL.iter().map(|&p| solutions(&inst, p)).collect();
            for (p, run) in Prune::ALL.iter().zip(&runs) {
                prop_assert_eq!(&run.0, &expected, "{:?}", p);
            }
            let nodes = |p: Prune| runs[Prune::ALL.iter().position(|&q| q == p).unwrap()].1;
            let full = full_tree(SubsetHooks::new(&inst).shape()).unwrap();
            prop_assert_eq!(nodes(Prune::None), full);
            prop_assert!(nodes(Prune::Both) <= nodes(Prune::Constraint));
            prop_assert!(nodes(Prune::Both) <= nodes(Prune::Bound));
            prop_assert!(nodes(Prune::Constraint) <= nodes(Prune::None));
            prop_assert!(nodes(Prune::Bound) <= nodes(Prune::None));
            // Each function cuts only under a setting that has it.
            prop_assert_eq!(runs[1].3, 0);
            prop_assert_eq!(runs[2].2, 0);
        }
    }
}
