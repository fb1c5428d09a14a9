//! A small problem for the shell's own tests (`shell.rs`, `laws.rs`): bit strings of length n
//! with at least `ones` ones and no two ones side by side. The constraint cuts a one after a
//! one; the bound cuts a child after which the ones cannot reach `ones` any more. Its hooks
//! and words are a dozen lines each: what any problem supplies, and nothing of any problem's.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;
use serde::Serialize;

use crate::app::explore::{Explore, Explorer};
use crate::engine::backtrack::{Branching, EventOf, Hooks, Steps};
use crate::i18n::search::{PictureKeys, Said, Words};
use crate::i18n::{KeyText, Lang, Vocabulary};
use crate::ui::explore::{ExploreView, Look};

/// The fake problem.
pub struct Bits;

/// An instance: n bits, at least `ones` of them ones.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instance {
    /// The length.
    pub n: usize,
    /// The fewest ones a solution has.
    pub ones: usize,
}

/// A bit chosen at a depth, entered or cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Bit {
    /// Its depth.
    pub depth: usize,
    /// 0 or 1.
    pub bit: usize,
}

/// A solution: the bits as a mask, bit 0 first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Mask(pub u64);

impl Said for Bit {
    fn said(&self, _lang: Lang, _compact: bool) -> String {
        format!("x{} = {}", self.depth, self.bit)
    }
}

impl Said for Mask {
    fn said(&self, _lang: Lang, _compact: bool) -> String {
        format!("{:b}", self.0)
    }
}

/// The search's state: the bits so far.
#[derive(Debug, Clone)]
pub struct BitsHooks {
    n: usize,
    ones: usize,
    x: Vec<usize>,
}

impl BitsHooks {
    fn count(&self) -> usize {
        self.x.iter().sum()
    }
}

impl Hooks for BitsHooks {
    type Enter = Bit;
    type Cut = Bit;
    type Solution = Mask;

    fn shape(&self) -> Steps {
        Steps {
            branching: Branching::Uniform(2),
            depth: self.n,
        }
    }

    fn candidates(&self, depth: usize) -> usize {
        if depth < self.n { 2 } else { 0 }
    }

    /// No one after a one.
    fn constraint(&self, depth: usize, child: usize) -> Option<Bit> {
        (child == 1 && self.x.last() == Some(&1)).then_some(Bit { depth, bit: 1 })
    }

    /// The ones so far, this child's, and at most every other bit after it: not enough.
    fn bound(&self, depth: usize, child: usize) -> Option<Bit> {
        let after = self.n - depth - 1;
        let most = self.count() + child + (after + 1 - child) / 2;
        (most < self.ones).then_some(Bit { depth, bit: child })
    }

    fn make_move(&mut self, depth: usize, child: usize) -> Bit {
        self.x.push(child);
        Bit { depth, bit: child }
    }

    fn unmake_move(&mut self, _depth: usize, _child: usize) {
        self.x.pop();
    }

    fn solution(&mut self, depth: usize, _index: u64) -> Option<Mask> {
        (depth == self.n && self.count() >= self.ones)
            .then(|| Mask(self.x.iter().rev().fold(0, |m, &b| m << 1 | b as u64)))
    }
}

/// Its words (one language will do for a test).
static WORDS: Words<usize> = Words {
    name: "bits",
    about: "bit strings",
    usage: "bits",
    examples: "",
    options: "bits'",
    option: |_| None,
    tree: "binary tree",
    size: "the number of bits",
    solutions: "strings",
    vocabulary: Vocabulary {
        solution: "string",
        backtrack: "backtrack",
        place: "bit",
        numbered: true,
        at_level: |level| format!("at bit {level}"),
        passed: |percent| format!("{}% passed", crate::i18n::percent(percent)),
    },
    legend: &["a bit"],
    keys: PictureKeys {
        tree: KeyText {
            short: "tree",
            long: "the tree",
        },
        export: KeyText {
            short: "",
            long: "save",
        },
        zoom: KeyText {
            short: "",
            long: "zoom",
        },
    },
    child: |depth, c| format!("x{depth} = {c}"),
    node: |_, c| c.to_string(),
    level: |depth| depth.to_string(),
};

impl Explore for Bits {
    const COMMAND: &'static str = "bits";
    type Hooks = BitsHooks;
    type Instance = Instance;
    type Action = ();
    type Label = usize;

    fn words(_lang: Lang) -> &'static Words<usize> {
        &WORDS
    }

    fn hooks(instance: &Instance) -> BitsHooks {
        BitsHooks {
            n: instance.n,
            ones: instance.ones,
            x: Vec::new(),
        }
    }

    fn size(instance: &Instance) -> usize {
        instance.n
    }

    fn label(_instance: &Instance, path: &[usize]) -> usize {
        path.len()
    }

    fn random(like: &Instance, size: usize, _seed: u64) -> Option<Instance> {
        Some(Instance {
            n: size,
            ones: like.ones.min(size),
        })
    }
}

impl ExploreView for Bits {
    fn picture_rows(_explorer: &Explorer<Bits>) -> u16 {
        1
    }

    fn picture(explorer: &Explorer<Bits>, pane: usize, look: Look, area: Rect, buf: &mut Buffer) {
        let bits: String = explorer.panes[pane]
            .solver()
            .hooks()
            .x
            .iter()
            .map(ToString::to_string)
            .collect();
        Line::styled(format!(" x = {bits}"), look.theme.text).render(area, buf);
    }

    fn code(_explorer: &Explorer<Bits>, _lang: Lang) -> (&'static str, Vec<String>) {
        ("Backtrack(t)", vec!["Backtrack(t):".into(), "  ...".into()])
    }

    fn code_line(_explorer: &Explorer<Bits>, _event: &EventOf<BitsHooks>) -> Option<usize> {
        Some(1)
    }
}
