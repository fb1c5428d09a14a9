//! How big is the tree before searching it: the Monte Carlo estimate of a backtracking tree
//! (Knuth, "Estimating the efficiency of backtrack programs", Math. Comp. 29 (1975) 121-136;
//! 王晓东《计算机算法设计与分析》§5.1, 回溯法的效率分析).
//!
//! A probe walks one random path from the root: at each node it counts the children the
//! search would enter (those the constraint and the bound let pass), `d_k` at depth `k - 1`,
//! and goes down to one of them chosen uniformly, until a node has none. Its estimate of level
//! `k` is `d_1 d_2 ... d_k` and of the whole tree `1 + d_1 + d_1 d_2 + ...` (the root counted,
//! as `--stats`' `nodes`). Each is unbiased: the mean over probes tends to the true count.
//!
//! A problem whose bound compares with the best found so far is probed with the bound as it
//! stands before the search (a probe starts afresh, its incumbent only what its own path finds): its estimate is of a tree cut less
//! than the search will cut it, an upper estimate.

use super::backtrack::{Hooks, Prune, cuts};
use super::random::SplitMix64;

/// A tree a probe can walk: it stands on one node at a time.
pub trait Probe {
    /// Back to the root.
    fn reset(&mut self);

    /// The children of the node it stands on that the search would enter, into `out`
    /// (cleared first).
    fn children(&mut self, out: &mut Vec<usize>);

    /// Steps down to `child`, one of those [`Probe::children`] gave.
    fn descend(&mut self, child: usize);
}

/// One probe's path: how many children passed at each node on it, from the root's.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Probed {
    /// `d_1, d_2, ...`: the children that passed at depth 0, 1, ...; the last node has none
    /// (not listed).
    pub degrees: Vec<u64>,
    /// The child taken at each depth.
    pub path: Vec<usize>,
}

impl Probed {
    /// Its estimate of each level below the root: `d_1`, `d_1 d_2`, ...
    pub fn levels(&self) -> impl Iterator<Item = f64> + '_ {
        self.degrees.iter().scan(1.0, |product, &d| {
            *product *= d as f64;
            Some(*product)
        })
    }

    /// Its estimate of the whole tree's nodes, the root counted.
    pub fn nodes(&self) -> f64 {
        1.0 + self.levels().sum::<f64>()
    }
}

/// Walks one random path of `tree` from its root (`buf` is scratch space).
pub fn probe<T: Probe + ?Sized>(
    tree: &mut T,
    rng: &mut SplitMix64,
    buf: &mut Vec<usize>,
) -> Probed {
    tree.reset();
    let mut probed = Probed::default();
    loop {
        tree.children(buf);
        if buf.is_empty() {
            return probed;
        }
        let child = buf[rng.below(buf.len())];
        probed.degrees.push(buf.len() as u64);
        probed.path.push(child);
        tree.descend(child);
    }
}

/// The running estimate over many probes: the mean of the whole tree's estimates with its
/// standard error (Welford's sums), and the mean of each level's.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Estimate {
    /// Probes taken.
    pub probes: u64,
    mean: f64,
    /// The sum of squared distances from the mean.
    m2: f64,
    /// Each level's sum of estimates (level 1 first).
    level_sums: Vec<f64>,
}

impl Estimate {
    /// Takes in one probe.
    pub fn add(&mut self, probed: &Probed) {
        self.probes += 1;
        let x = probed.nodes();
        let delta = x - self.mean;
        self.mean += delta / self.probes as f64;
        self.m2 += delta * (x - self.mean);
        for (k, level) in probed.levels().enumerate() {
            if k == self.level_sums.len() {
                self.level_sums.push(0.0);
            }
            self.level_sums[k] += level;
        }
    }

    /// The estimated nodes of the whole tree (0 before any probe).
    pub fn nodes(&self) -> f64 {
        self.mean
    }

    /// The standard error of [`Estimate::nodes`] (0 below two probes).
    pub fn standard_error(&self) -> f64 {
        if self.probes < 2 {
            return 0.0;
        }
        let n = self.probes as f64;
        (self.m2 / (n - 1.0) / n).sqrt()
    }

    /// How many depths the probes have reached, the root's counted.
    pub fn depths(&self) -> usize {
        self.level_sums.len() + 1
    }

    /// The estimated nodes at each depth, the root's 1 first.
    pub fn levels(&self) -> Vec<f64> {
        let n = (self.probes.max(1)) as f64;
        std::iter::once(1.0)
            .chain(self.level_sums.iter().map(|s| s / n))
            .collect()
    }
}

/// Probes one after another with one seed: the same seed gives the same estimates.
#[derive(Debug, Clone)]
pub struct Estimator {
    rng: SplitMix64,
    buf: Vec<usize>,
    /// The estimate so far.
    pub estimate: Estimate,
    /// The last probe's path.
    pub last: Probed,
    /// The latest probes' estimates of the whole tree, oldest first (at most [`RECENT`]).
    pub recent: std::collections::VecDeque<f64>,
}

/// How many of the latest probes' estimates an [`Estimator`] keeps.
pub const RECENT: usize = 256;

impl Estimator {
    /// An estimator seeded with `seed`.
    pub fn new(seed: u64) -> Estimator {
        Estimator {
            rng: SplitMix64::new(seed),
            buf: Vec::new(),
            estimate: Estimate::default(),
            last: Probed::default(),
            recent: std::collections::VecDeque::new(),
        }
    }

    /// Takes one more probe of `tree`.
    pub fn probe<T: Probe + ?Sized>(&mut self, tree: &mut T) {
        self.last = probe(tree, &mut self.rng, &mut self.buf);
        self.estimate.add(&self.last);
        if self.recent.len() == RECENT {
            self.recent.pop_front();
        }
        self.recent.push_back(self.last.nodes());
    }

    /// Takes `count` more probes of `tree`.
    pub fn run<T: Probe + ?Sized>(&mut self, tree: &mut T, count: u64) {
        for _ in 0..count {
            self.probe(tree);
        }
    }
}

/// A problem on the generic engine as a probe walks it: the same hooks the search calls, in
/// the same order (`solution` on entering each node, the root included: a problem may work
/// out a node's candidates there), the same cuts ([`cuts`]). Each probe starts from a fresh
/// copy of the hooks at the root, so what one probe finds (a better incumbent) never cuts
/// another's tree.
#[derive(Debug, Clone)]
pub struct HooksProbe<H: Hooks> {
    root: H,
    hooks: H,
    prune: Prune,
    depth: usize,
}

impl<H: Hooks> HooksProbe<H> {
    /// A probe of the tree `hooks` span under `prune`.
    pub fn new(hooks: H, prune: Prune) -> HooksProbe<H> {
        HooksProbe {
            hooks: hooks.clone(),
            root: hooks,
            prune,
            depth: 0,
        }
    }
}

impl<H: Hooks> Probe for HooksProbe<H> {
    fn reset(&mut self) {
        self.hooks.clone_from(&self.root);
        self.depth = 0;
        self.hooks.solution(0, 1);
    }

    fn children(&mut self, out: &mut Vec<usize>) {
        out.clear();
        let depth = self.depth;
        for child in 0..self.hooks.candidates(depth) {
            if self.hooks.halted() {
                break;
            }
            if cuts(&self.hooks, self.prune, depth, child).is_none() {
                out.push(child);
            }
        }
        if self.hooks.halted() {
            out.clear();
        }
    }

    fn descend(&mut self, child: usize) {
        self.hooks.make_move(self.depth, child);
        self.depth += 1;
        self.hooks.solution(self.depth, 1);
    }
}

/// The exact expected estimate of the whole tree and of each level, every probe path
/// enumerated with its probability (tests: it must equal the true counts).
#[cfg(test)]
pub fn expected(tree: &mut impl Probe) -> (f64, Vec<f64>) {
    fn walk(
        tree: &mut impl Probe,
        path: &mut Vec<usize>,
        degrees: &mut Vec<u64>,
        p: f64,
        sums: &mut (f64, Vec<f64>),
    ) {
        tree.reset();
        for &c in path.iter() {
            tree.descend(c);
        }
        let mut children = Vec::new();
        tree.children(&mut children);
        if children.is_empty() {
            let probed = Probed {
                degrees: degrees.clone(),
                path: path.clone(),
            };
            sums.0 += p * probed.nodes();
            for (k, level) in probed.levels().enumerate() {
                if k + 1 == sums.1.len() {
                    sums.1.push(0.0);
                }
                sums.1[k + 1] += p * level;
            }
            return;
        }
        let d = children.len();
        degrees.push(d as u64);
        for c in children {
            path.push(c);
            walk(tree, path, degrees, p / d as f64, sums);
            path.pop();
        }
        degrees.pop();
    }
    let mut sums = (0.0, vec![1.0]);
    walk(tree, &mut Vec::new(), &mut Vec::new(), 1.0, &mut sums);
    sums
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;
    use crate::engine::backtrack::tests::sums;
    use crate::engine::backtrack::{Backtrack, Event};
    use proptest::prelude::*;

    /// The true nodes of each level (the root's 1 first), as the search enters them.
    fn true_levels<H: Hooks>(hooks: H, prune: Prune) -> Vec<f64> {
        let mut search = Backtrack::new(hooks, prune);
        let mut levels = vec![1.0];
        while let Some(event) = search.step() {
            if let Event::Enter { depth, .. } = event {
                if depth == levels.len() {
                    levels.push(0.0);
                }
                levels[depth] += 1.0;
            }
        }
        levels
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-9 * b.abs().max(1.0)
    }

    proptest! {
        /// The estimate's expectation, every probe path weighed by its probability, is the
        /// true count of the whole tree and of every level, under every prune setting.
        #[test]
        fn the_expected_estimate_is_the_true_count(
            w in proptest::collection::vec(1u64..9, 1..7),
            target in 1u64..20,
            p in 0usize..4,
        ) {
            let prune = [Prune::Both, Prune::Constraint, Prune::Bound, Prune::None][p];
            let truth = true_levels(sums(&w, target), prune);
            let (nodes, levels) = expected(&mut HooksProbe::new(sums(&w, target), prune));
            prop_assert!(close(nodes, truth.iter().sum()), "{nodes} vs {truth:?}");
            prop_assert_eq!(levels.len(), truth.len());
            for (e, t) in levels.iter().zip(&truth) {
                prop_assert!(close(*e, *t), "{levels:?} vs {truth:?}");
            }
        }
    }

    /// A probe's estimate is Knuth's sum of products.
    #[test]
    fn a_probe_estimates_the_sum_of_its_products() {
        let probed = Probed {
            degrees: vec![4, 3, 2],
            path: vec![0, 1, 1],
        };
        assert_eq!(probed.levels().collect::<Vec<_>>(), [4.0, 12.0, 24.0]);
        assert!(close(probed.nodes(), 41.0));
    }

    /// Ten thousand seeded probes land within three standard errors of the truth, and the
    /// same seed gives the same estimate.
    #[test]
    fn many_probes_land_near_the_truth_and_a_seed_repeats() {
        let w = [3, 5, 6, 7, 2, 9, 4, 8, 1, 5, 6, 3];
        let truth: f64 = true_levels(sums(&w, 25), Prune::Both).iter().sum();
        let mut a = Estimator::new(7);
        a.run(&mut HooksProbe::new(sums(&w, 25), Prune::Both), 10_000);
        let (x, se) = (a.estimate.nodes(), a.estimate.standard_error());
        assert!(se > 0.0);
        assert!((x - truth).abs() <= 3.0 * se, "{x} ± {se} vs {truth}");
        let mut b = Estimator::new(7);
        b.run(&mut HooksProbe::new(sums(&w, 25), Prune::Both), 10_000);
        assert_eq!(a.estimate, b.estimate);
        assert_eq!(a.recent.len(), RECENT);
    }
}
