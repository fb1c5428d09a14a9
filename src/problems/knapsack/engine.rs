//! The 0-1 knapsack (0-1 背包) on the subset tree: weights w, values v and a capacity c; the
//! items in order of value per weight, depth i deciding item i, the left child taking it,
//! the right leaving it. The constraint function takes item i only if cw + w[i] <= c; the
//! bound function leaves it only if cp plus the greedy fractional value of the items after
//! it (Bound(i + 1)) still beats the best value so far. A solution is a leaf that beats it:
//! the improvements of bestp, the last one the optimum. The loading problem (装载问题) is the
//! knapsack whose values are its weights.

use std::sync::Arc;

use serde::{Serialize, Serializer};

use crate::engine::numbers::{NumberError, fields, positive_list, whole};
use crate::engine::backtrack::{Measures, Branching, Choice, Chosen, Hooks, Rank, Steps};
use crate::engine::random::SplitMix64;
use crate::engine::tree;

/// The most items an instance has (a load is a 64-bit set).
pub const MAX_ITEMS: usize = 64;

/// The fewest and most items of a random instance.
pub const SIZES: (usize, usize) = (1, MAX_ITEMS);

/// An item: its number in the input (from 1), weight and value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Item {
    /// Its number in the input, from 1.
    pub number: usize,
    /// Its weight.
    pub w: u64,
    /// Its value.
    pub v: u64,
}

/// A knapsack instance: the items in the order the tree decides them (by value per weight,
/// ties in input order), and the capacity.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instance {
    /// The items, by value per weight.
    pub items: Vec<Item>,
    /// The capacity c.
    pub capacity: u64,
    /// The loading problem: values are weights.
    pub loading: bool,
}

/// What makes an instance unusable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InstanceError {
    /// Weights, values or the capacity are not positive whole numbers (the option).
    Number(&'static str, NumberError),
    /// Weights and values of different lengths.
    Lengths(usize, usize),
    /// More items than [`MAX_ITEMS`].
    TooMany(usize),
    /// The weights or the values sum past 64 bits.
    Overflow(&'static str),
    /// A file's line is not `key: value` (its number).
    Line(usize),
    /// A file's key is not one this problem takes (the key, its line).
    Key(String, usize),
    /// A file lacks a key.
    Missing(&'static str),
    /// A file's value is bad (its line, what is wrong).
    Value(usize, NumberError),
    /// A file's `loading:` is neither yes nor no (its line).
    Loading(usize),
    /// A file gives values and says `loading: yes` (its line).
    LoadingValues(usize),
}

/// Whether `a` has a higher value per weight than `b`, exactly.
fn denser(a: &Item, b: &Item) -> std::cmp::Ordering {
    (u128::from(b.v) * u128::from(a.w)).cmp(&(u128::from(a.v) * u128::from(b.w)))
}

impl Instance {
    /// The instance of `w`, `v` and `capacity`, if it is one; the items sorted by value per
    /// weight. Without values (`None`), the loading problem: each value its weight.
    pub fn new(w: &[u64], v: Option<Vec<u64>>, capacity: u64) -> Result<Instance, InstanceError> {
        let loading = v.is_none();
        let v = v.unwrap_or_else(|| w.to_vec());
        if w.is_empty() {
            return Err(InstanceError::Number("--weights", NumberError::Empty));
        }
        if w.len() != v.len() {
            return Err(InstanceError::Lengths(w.len(), v.len()));
        }
        if w.len() > MAX_ITEMS {
            return Err(InstanceError::TooMany(w.len()));
        }
        if w.contains(&0) {
            return Err(InstanceError::Number("--weights", NumberError::Zero));
        }
        if v.contains(&0) {
            return Err(InstanceError::Number("--values", NumberError::Zero));
        }
        let sum = |xs: &[u64]| xs.iter().try_fold(0u64, |s, &x| s.checked_add(x));
        sum(w).ok_or(InstanceError::Overflow("--weights"))?;
        sum(&v).ok_or(InstanceError::Overflow("--values"))?;
        let mut items: Vec<Item> = w
            .iter()
            .zip(&v)
            .enumerate()
            .map(|(i, (&w, &v))| Item {
                number: i + 1,
                w,
                v,
            })
            .collect();
        items.sort_by(denser);
        Ok(Instance {
            items,
            capacity,
            loading,
        })
    }

    /// Reads an instance file: `capacity:`, `weights:` and `values:` lines, or `loading:
    /// yes` instead of the values.
    pub fn parse(text: &str) -> Result<Instance, InstanceError> {
        const KEYS: [&str; 4] = ["capacity", "weights", "values", "loading"];
        let fields = fields(text).map_err(InstanceError::Line)?;
        if let Some(f) = fields.iter().find(|f| !KEYS.contains(&f.key.as_str())) {
            return Err(InstanceError::Key(f.key.clone(), f.line));
        }
        let find = |key: &str| fields.iter().find(|f| f.key == key);
        let need = |key: &'static str| find(key).ok_or(InstanceError::Missing(key));
        let capacity = need("capacity")?;
        let weights = need("weights")?;
        let c = whole(&capacity.value).map_err(|e| InstanceError::Value(capacity.line, e))?;
        let w = positive_list(&weights.value).map_err(|e| InstanceError::Value(weights.line, e))?;
        let loading = match find("loading") {
            None => false,
            Some(f) => match f.value.to_ascii_lowercase().as_str() {
                "yes" | "true" | "1" => true,
                "no" | "false" | "0" => false,
                _ => return Err(InstanceError::Loading(f.line)),
            },
        };
        let v = match (find("values"), loading) {
            (Some(f), true) => return Err(InstanceError::LoadingValues(f.line)),
            (Some(f), false) => {
                Some(positive_list(&f.value).map_err(|e| InstanceError::Value(f.line, e))?)
            }
            (None, true) => None,
            (None, false) => return Err(InstanceError::Missing("values")),
        };
        Instance::new(&w, v, c)
    }

    /// A random instance of `n` items (weights 1 to 20, values 1 to 30, or values the weights
    /// for the loading problem), the capacity half the total weight.
    pub fn random(n: usize, seed: u64, loading: bool) -> Instance {
        let n = n.clamp(SIZES.0, SIZES.1);
        let mut rng = SplitMix64::new(seed);
        let w: Vec<u64> = (0..n).map(|_| 1 + rng.below(20) as u64).collect();
        let v: Vec<u64> = (0..n).map(|_| 1 + rng.below(30) as u64).collect();
        let capacity = (w.iter().sum::<u64>() / 2).max(1);
        Instance::new(&w, (!loading).then_some(v), capacity).expect("a valid random instance")
    }

    /// The same items as the loading problem: each value its weight.
    #[must_use]
    pub fn as_loading(&self) -> Instance {
        let mut w: Vec<(usize, u64)> = self.items.iter().map(|i| (i.number, i.w)).collect();
        w.sort_unstable();
        let w: Vec<u64> = w.into_iter().map(|(_, w)| w).collect();
        Instance::new(&w, None, self.capacity).expect("the same weights")
    }

    /// The items in input order.
    pub fn in_input_order(&self) -> Vec<Item> {
        let mut items = self.items.clone();
        items.sort_by_key(|i| i.number);
        items
    }
}

/// The built-in instances: name, file text.
pub const BUILT_IN: [(&str, &str); 4] = [
    (
        "textbook",
        include_str!("../../../assets/knapsack/textbook.txt"),
    ),
    ("five", include_str!("../../../assets/knapsack/five.txt")),
    ("branch", include_str!("../../../assets/knapsack/branch.txt")),
    (
        "loading",
        include_str!("../../../assets/knapsack/loading.txt"),
    ),
];

/// A built-in instance by name.
pub fn built_in(name: &str) -> Option<Instance> {
    BUILT_IN
        .iter()
        .find(|(n, _)| *n == name)
        .and_then(|(_, text)| Instance::parse(text).ok())
}

/// The default instance: the textbook's, c = 7, w = 3,5,2,1, v = 9,10,7,4 (best 20).
pub fn textbook() -> Instance {
    built_in("textbook").expect("the textbook instance parses")
}

/// A bound: cp plus the greedy fractional value of the items after a node, as the fraction
/// `num / den` (in `--trace`, a number).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bound {
    /// Numerator.
    pub num: u128,
    /// Denominator (the weight of the item taken in part, or 1).
    pub den: u64,
}

impl Bound {
    /// The bound as a number.
    pub fn value(self) -> f64 {
        self.num as f64 / self.den as f64
    }

    /// Whether it beats `best`.
    pub fn beats(self, best: u64) -> bool {
        self.num > u128::from(best) * u128::from(self.den)
    }
}

impl Serialize for Bound {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.value())
    }
}

/// A child entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Entered {
    /// Taken or left.
    pub choice: Choice,
    /// The item, by its number in the input.
    pub item: usize,
    /// Its weight.
    pub w: u64,
    /// Its value.
    pub v: u64,
    /// The weight taken, after it.
    pub cw: u64,
    /// The value taken, after it.
    pub cp: u64,
}

/// A child cut, with the numbers its function compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Cut {
    /// Taken (the constraint cuts it) or left (the bound).
    pub choice: Choice,
    /// The item, by its number in the input.
    pub item: usize,
    /// Its weight.
    pub w: u64,
    /// Its value.
    pub v: u64,
    /// The weight taken so far.
    pub cw: u64,
    /// The value taken so far.
    pub cp: u64,
    /// The constraint: cw + w, against the capacity.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub weight: Option<u64>,
    /// The capacity.
    pub capacity: u64,
    /// The bound: cp plus the greedy value of the items after it, against the best.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bound: Option<Bound>,
    /// The best value so far.
    pub best: u64,
}

impl Cut {
    /// Whether its function cut the child (else the note says why it let it pass): over the
    /// capacity, or a bound that cannot beat the best.
    pub fn cuts(&self) -> bool {
        match (self.weight, self.bound) {
            (Some(weight), _) => weight > self.capacity,
            (None, Some(bound)) => !bound.beats(self.best),
            (None, None) => true,
        }
    }
}

/// A better load: its value, weight and items.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Found {
    /// Its value.
    pub value: u64,
    /// Its weight.
    pub weight: u64,
    /// Its items, by their numbers in the input.
    pub items: Chosen,
}

/// The state of the search at a node: the items decided so far and the best load yet.
#[derive(Debug, Clone)]
pub struct KnapsackHooks {
    items: Arc<[Item]>,
    capacity: u64,
    /// The weight taken.
    pub cw: u64,
    /// The value taken.
    pub cp: u64,
    /// The items taken, by their numbers in the input (bit number - 1).
    pub x: Chosen,
    /// The best load so far, if any.
    pub best: Option<Found>,
}

impl KnapsackHooks {
    /// The root of `instance`'s tree.
    pub fn new(instance: &Instance) -> KnapsackHooks {
        KnapsackHooks {
            items: instance.items.clone().into(),
            capacity: instance.capacity,
            cw: 0,
            cp: 0,
            x: Chosen::default(),
            best: None,
        }
    }

    /// The best value so far (0 before any).
    pub fn bestp(&self) -> u64 {
        self.best.map_or(0, |b| b.value)
    }

    /// Bound(i): cp plus the items from `from` on taken greedily, the first that does not fit
    /// in part, up to the room left.
    pub fn bound(&self, from: usize) -> Bound {
        let mut room = self.capacity.saturating_sub(self.cw);
        let mut value = u128::from(self.cp);
        for item in &self.items[from..] {
            if item.w <= room {
                room -= item.w;
                value += u128::from(item.v);
            } else {
                // The part that fits: room / w of it.
                return Bound {
                    num: value * u128::from(item.w) + u128::from(room) * u128::from(item.v),
                    den: item.w,
                };
            }
        }
        Bound { num: value, den: 1 }
    }

    fn cut(&self, depth: usize, choice: Choice) -> Cut {
        let item = self.items[depth];
        Cut {
            choice,
            item: item.number,
            w: item.w,
            v: item.v,
            cw: self.cw,
            cp: self.cp,
            weight: None,
            capacity: self.capacity,
            bound: None,
            best: self.bestp(),
        }
    }
}

impl Hooks for KnapsackHooks {
    type Enter = Entered;
    type Cut = Cut;
    type Solution = Found;

    fn shape(&self) -> Steps {
        Steps {
            branching: Branching::Uniform(2),
            depth: self.items.len(),
        }
    }

    #[inline]
    fn candidates(&self, depth: usize) -> usize {
        if depth < self.items.len() { 2 } else { 0 }
    }

    /// Take item i only if cw + w[i] <= c.
    #[inline]
    fn constraint(&self, depth: usize, child: usize) -> Option<Cut> {
        let weight = self.cw + self.items[depth].w;
        (child == 0 && weight > self.capacity).then(|| Cut {
            weight: Some(weight),
            ..self.cut(depth, Choice::Take)
        })
    }

    /// Leave item i only if Bound(i + 1) > bestp.
    #[inline]
    fn bound(&self, depth: usize, child: usize) -> Option<Cut> {
        if child != 1 {
            return None;
        }
        let bound = KnapsackHooks::bound(self, depth + 1);
        (!bound.beats(self.bestp())).then(|| Cut {
            bound: Some(bound),
            ..self.cut(depth, Choice::Leave)
        })
    }

    /// Least cost first is the largest upper bound first: Bound(i) of the node, negated.
    fn rank(&self, depth: usize) -> Option<Rank> {
        let b = KnapsackHooks::bound(self, depth);
        Some(Rank {
            num: -(b.num as i128),
            den: b.den,
        })
    }

    /// The live-node table's columns: the weight and value taken, Bound(i).
    fn measures(&self, depth: usize) -> Measures {
        let b = KnapsackHooks::bound(self, depth);
        let ub = Rank {
            num: b.num as i128,
            den: b.den,
        };
        vec![
            ("cw", Rank::whole(i128::from(self.cw))),
            ("cp", Rank::whole(i128::from(self.cp))),
            ("ub", ub),
        ]
    }

    /// Take: cw + w <= c; leave: Bound(i + 1) > bestp.
    fn passed(&self, depth: usize, child: usize) -> Option<(tree::Cut, Cut)> {
        Some(match Choice::of(child) {
            Choice::Take => (
                tree::Cut::Constraint,
                Cut {
                    weight: Some(self.cw + self.items[depth].w),
                    ..self.cut(depth, Choice::Take)
                },
            ),
            Choice::Leave => (
                tree::Cut::Bound,
                Cut {
                    bound: Some(KnapsackHooks::bound(self, depth + 1)),
                    ..self.cut(depth, Choice::Leave)
                },
            ),
        })
    }

    #[inline]
    fn make_move(&mut self, depth: usize, child: usize) -> Entered {
        let item = self.items[depth];
        let choice = Choice::of(child);
        if choice == Choice::Take {
            self.cw += item.w;
            self.cp += item.v;
            self.x = self.x.with(item.number - 1, true);
        }
        Entered {
            choice,
            item: item.number,
            w: item.w,
            v: item.v,
            cw: self.cw,
            cp: self.cp,
        }
    }

    #[inline]
    fn unmake_move(&mut self, depth: usize, child: usize) {
        let item = self.items[depth];
        if Choice::of(child) == Choice::Take {
            self.cw -= item.w;
            self.cp -= item.v;
            self.x = self.x.with(item.number - 1, false);
        }
    }

    /// A leaf within the capacity that beats the best so far: the new best.
    #[inline]
    fn solution(&mut self, depth: usize, _index: u64) -> Option<Found> {
        if depth != self.items.len() || self.cw > self.capacity || self.cp <= self.bestp() {
            return None;
        }
        let found = Found {
            value: self.cp,
            weight: self.cw,
            items: self.x,
        };
        self.best = Some(found);
        Some(found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;
    use crate::engine::backtrack::{Backtrack, Event, Prune, full_tree};
    use proptest::prelude::*;

    /// The best value of any load within the capacity, by trying all 2^n.
    fn brute_force(inst: &Instance) -> u64 {
        let n = inst.items.len();
        (0..1u64 << n)
            .filter_map(|mask| {
                let (w, v) = (0..n)
                    .filter(|i| mask >> i & 1 == 1)
                    .fold((0, 0), |(w, v), i| {
                        (w + inst.items[i].w, v + inst.items[i].v)
                    });
                (w <= inst.capacity).then_some(v)
            })
            .max()
            .unwrap_or(0)
    }

    /// The improvements found, and the nodes visited.
    fn run(inst: &Instance, prune: Prune) -> (Vec<Found>, u64) {
        let mut b = Backtrack::new(KnapsackHooks::new(inst), prune);
        let mut found = Vec::new();
        while let Some(e) = b.step() {
            if let Event::Solution { note, .. } = e {
                found.push(note);
            }
        }
        (found, b.counts().nodes())
    }

    #[test]
    fn the_textbook_instance_is_sorted_by_value_per_weight_and_its_best_is_20() {
        let inst = textbook();
        let order: Vec<usize> = inst.items.iter().map(|i| i.number).collect();
        assert_eq!(order, vec![4, 3, 1, 2]);
        let (found, _) = run(&inst, Prune::Both);
        let best = found.last().unwrap();
        assert_eq!((best.value, best.weight), (20, 6));
        assert_eq!(
            best.items.items().map(|i| i + 1).collect::<Vec<_>>(),
            vec![1, 3, 4]
        );
    }

    #[test]
    fn built_in_instances_and_the_loading_problem() {
        for (name, _) in BUILT_IN {
            let inst = built_in(name).unwrap();
            let (found, _) = run(&inst, Prune::Both);
            assert_eq!(
                found.last().map_or(0, |f| f.value),
                brute_force(&inst),
                "{name}"
            );
        }
        let loading = built_in("loading").unwrap();
        assert!(loading.loading && loading.items.iter().all(|i| i.w == i.v));
        assert_eq!(brute_force(&loading), 90);
        assert_eq!(brute_force(&built_in("five").unwrap()), 15);
        assert_eq!(
            textbook()
                .as_loading()
                .items
                .iter()
                .map(|i| i.v)
                .sum::<u64>(),
            11
        );
    }

    #[test]
    fn the_bound_is_the_greedy_fractional_value() {
        let h = KnapsackHooks::new(&textbook());
        // From the root: items 4 (1, 4), 3 (2, 7), 1 (3, 9) whole, then 1 of item 2's 5 units:
        // 4 + 7 + 9 + 10/5 = 22.
        let b = h.bound(0);
        assert!((b.value() - 22.0).abs() < 1e-12);
        assert!(b.beats(21) && !b.beats(22));
        assert_eq!(serde_json::to_string(&b).unwrap(), "22.0");
    }

    #[test]
    fn files_say_what_is_wrong_and_where() {
        use InstanceError as E;
        assert_eq!(
            Instance::parse("capacity: 5\nweights: 1 2\n"),
            Err(E::Missing("values"))
        );
        assert_eq!(
            Instance::parse("capacity: 5\nweights: 1 2\nvalues: 3\n"),
            Err(E::Lengths(2, 1))
        );
        assert_eq!(
            Instance::parse("capacity: 5\nweights: 1 2\nloading: maybe\n"),
            Err(E::Loading(3))
        );
        assert_eq!(
            Instance::parse("capacity: 5\nweights: 1 2\nvalues: 1 2\nloading: yes\n"),
            Err(E::LoadingValues(3))
        );
        // Issue 46: a capacity of 0 is a knapsack (nothing fits), not an error.
        assert_eq!(
            Instance::parse("capacity: 0\nweights: 1\nvalues: 1\n").map(|i| i.capacity),
            Ok(0)
        );
        assert_eq!(
            Instance::new(&[1, 2], Some(vec![u64::MAX, 1]), 3),
            Err(E::Overflow("--values"))
        );
        assert_eq!(Instance::new(&[1; 65], None, 3), Err(E::TooMany(65)));
    }

    proptest! {
        /// Against a brute force over all 2^n loads: the same optimum under every setting,
        /// improvements that only go up; no cutting visits the whole tree; both functions
        /// visit no more nodes than either alone, and either no more than none.
        #[test]
        fn every_setting_finds_the_optimum(
            items in proptest::collection::vec((1u64..15, 1u64..25), 1..11),
            share in 1u64..100,
        ) {
            let (w, v): (Vec<u64>, Vec<u64>) = items.into_iter().unzip();
            let c = (w.iter().sum::<u64>() * share / 100).max(1);
            let inst = Instance::new(&w, Some(v), c).unwrap();
            let best = brute_force(&inst);
            let mut nodes = std::collections::HashMap::new();
            for p in Prune::ALL {
                let (found, n) = run(&inst, p);
                prop_assert_eq!(found.last().map_or(0, |f| f.value), best, "{:?}", p);
                prop_assert!(found.windows(2).all(|f| f[0].value < f[1].value));
                prop_assert!(found.iter().all(|f| f.weight <= inst.capacity));
                nodes.insert(p, n);
            }
            let full = full_tree(KnapsackHooks::new(&inst).shape()).unwrap();
            prop_assert_eq!(nodes[&Prune::None], full);
            prop_assert!(nodes[&Prune::Both] <= nodes[&Prune::Constraint]);
            prop_assert!(nodes[&Prune::Both] <= nodes[&Prune::Bound]);
            prop_assert!(nodes[&Prune::Constraint] <= nodes[&Prune::None]);
            prop_assert!(nodes[&Prune::Bound] <= nodes[&Prune::None]);
        }
    }
}
