//! Branch and bound (分支限界法) in the visualizer: the model of any problem on the generic
//! engine searched one expansion a step ([`Expander`]) by a strategy (backtracking's stack,
//! FIFO's queue, LC's priority queue), one search or two strategies side by side on the same
//! instance. The shell plays it as any search (step, rewind, jumps, stops, the scrubber); `s`
//! turns the strategy, `c` compares; the quiz asks which live node comes out of the table
//! next.

use crate::action::{Action, Binding, Key, NORMAL, QUIZ, Section, jump_rows, named, row};
use crate::app::explore::Explore;
use crate::app::prompt::StopWords;
use crate::app::quiz::{Question, QuizKind, Quizzed};
use crate::app::{Effect, Panes, Puzzle, View};
use crate::engine::Solver;
use crate::engine::backtrack::{Hooks, Prune};
use crate::engine::branch::expander::{Expander, State};
use crate::engine::branch::{Live, Strategy};
use crate::i18n::Lang;
use crate::i18n::branch::text;

/// The actions of the branch-and-bound screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BranchAction {
    /// The next strategy (restarts).
    NextStrategy,
    /// This strategy beside the next, or back to one (restarts).
    ToggleCompare,
}

/// The words the prompt's `stop` takes for a step's landmarks: a solution found, a node dead
/// at its turn, an expansion.
pub const STOP_WORDS: StopWords = StopWords {
    kinds: [
        (crate::engine::LandmarkKind::Backtrack, &["dead", "die"]),
        (crate::engine::LandmarkKind::Solution, &["solution", "sol"]),
        (crate::engine::LandmarkKind::Place, &["expand", "node"]),
    ],
    level: "depth",
    first: 1,
};

/// The most live nodes the quiz asks among (the keys `a` to `i`).
pub const QUIZ_ROWS: usize = 9;

/// Branch and bound on a problem's instance, under one or two strategies.
pub struct Brancher<T: Explore> {
    /// The instance searched.
    pub instance: T::Instance,
    /// Where it came from, for the title.
    pub source: String,
    /// The prune setting (the same for every strategy).
    pub prune: Prune,
    /// The header's pieces naming the problem and the instance, in English and Chinese.
    pub titles: [Vec<(String, u8)>; 2],
    /// One search, or two side by side, stepped in lockstep.
    pub panes: Panes<Expander<T::Hooks>>,
}

impl<T: Explore> Brancher<T> {
    /// The search of `instance` by each of `strategies` (one, or two to compare), at step 0.
    pub fn new(
        instance: T::Instance,
        source: String,
        prune: Prune,
        strategies: &[Strategy],
    ) -> Brancher<T> {
        Brancher {
            panes: Panes::new(searches::<T>(&instance, prune, strategies), ()),
            instance,
            source,
            prune,
            titles: [Vec::new(), Vec::new()],
        }
    }

    /// The same with the header's pieces (English, Chinese).
    #[must_use]
    pub fn titled(mut self, titles: [Vec<(String, u8)>; 2]) -> Brancher<T> {
        self.titles = titles;
        self
    }

    /// The strategy of each pane.
    pub fn strategies(&self) -> Vec<Strategy> {
        self.panes.iter().map(|p| p.solver().strategy()).collect()
    }

    /// Whether the search is an optimisation (it improves a best, and proves it), else an
    /// enumeration (it finds every solution).
    pub fn optimum(&self) -> bool {
        T::optimum(&self.instance)
    }

    /// Whether the problem's hooks rank nodes (least cost first can run).
    pub fn ranks(&self) -> bool {
        T::hooks(&self.instance).rank(0).is_some()
    }

    /// The strategy after `s` this problem can run, other than `other`.
    fn next(&self, s: Strategy, other: Option<Strategy>) -> Strategy {
        let ranks = self.ranks();
        let all = Strategy::ALL;
        let at = all.iter().position(|&x| x == s).unwrap_or(0);
        (1..=all.len())
            .map(|i| all[(at + i) % all.len()])
            .find(|&x| Some(x) != other && (ranks || x != Strategy::Lc))
            .unwrap_or(s)
    }

    fn rebuild(&mut self, strategies: &[Strategy]) -> Effect {
        self.panes
            .reset(searches::<T>(&self.instance, self.prune, strategies), ());
        Effect::Restarted
    }

    /// The name of a node of pane `pane`'s tree, by its index: its choice in the problem's
    /// words (the root's `root`).
    pub fn node_name(&self, pane: usize, at: u32, lang: Lang) -> String {
        let path = self.panes[pane].solver().path(at);
        choice_name::<T>(&self.instance, pane, &path, lang)
    }

    /// Pane `pane`'s live nodes in the order they were generated (as the table is drawn), and
    /// the place of the next to come out among them.
    /// Drawn every frame: the nodes are borrowed, not copied.
    pub fn table(&self, pane: usize) -> (Vec<&Live>, Option<usize>) {
        let search = self.panes[pane].solver().search();
        let next = search.first_live(1).pop().map(|n| n.generated);
        let mut all = search.live_refs();
        all.sort_unstable_by_key(|l| l.generated);
        let at = next.and_then(|g| all.binary_search_by_key(&g, |l| l.generated).ok());
        (all, at)
    }
}

/// The name of the node `path` reaches in search `pane`'s tree: its last choice in the
/// problem's words (the root's name for the root).
pub fn choice_name<T: Explore>(
    instance: &T::Instance,
    pane: usize,
    path: &[usize],
    lang: Lang,
) -> String {
    match path.split_last() {
        None => lang.text().tree_root.to_string(),
        Some((&child, above)) => (T::words(lang).node)(T::pane_label(instance, pane, above), child),
    }
}

/// A rank or a measure for people: a whole number, or two decimals.
pub fn number(r: crate::engine::backtrack::Rank) -> String {
    let den = i128::from(r.den.max(1));
    if r.num % den == 0 {
        (r.num / den).to_string()
    } else {
        format!("{:.2}", r.value())
    }
}

impl<T: Explore> Brancher<T> {
    /// The name of a live node: its path, each choice from the root in the problem's words
    /// (the root's name for the root).
    pub fn live_name(&self, pane: usize, live: &Live, lang: Lang) -> String {
        if live.path.is_empty() {
            return lang.text().tree_root.to_string();
        }
        let path: Vec<usize> = live.path.iter().map(|&c| c as usize).collect();
        (1..=path.len())
            .map(|k| choice_name::<T>(&self.instance, pane, &path[..k], lang))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// A row of pane `pane`'s table: the node's number in generation order, its name, its
    /// measures (`cw=16 cp=45 ub=57.50`).
    pub fn live_row(&self, pane: usize, live: &Live, lang: Lang) -> (String, String, String) {
        let measures: Vec<String> = live
            .measures
            .iter()
            .map(|(name, value)| format!("{name}={}", number(*value)))
            .collect();
        (
            live.generated.to_string(),
            self.live_name(pane, live, lang),
            measures.join(" "),
        )
    }

    /// Pane `pane`'s counters, named.
    pub fn counters(&self, pane: usize, lang: Lang) -> Vec<(&'static str, String)> {
        let e = self.panes[pane].solver();
        let t = e.tally();
        let names = text(lang).counters;
        let big = crate::i18n::group_digits;
        vec![
            (names[0], big(t.expanded)),
            (names[1], big(t.generated)),
            (names[2], big(e.search().live_count() as u64)),
            (names[3], big(t.max_live)),
            (names[4], big(t.by_constraint)),
            (names[5], big(t.by_bound)),
            (names[6], big(t.died_waiting)),
            (names[if self.optimum() { 7 } else { 8 }], big(t.solutions)),
        ]
    }

    /// Pane `pane`'s best so far in the problem's words, with when it was found and whether
    /// it is proved.
    pub fn best(&self, pane: usize, lang: Lang) -> String {
        use crate::i18n::search::Said as _;
        let e = self.panes[pane].solver();
        let Some(best) = e.search().best() else {
            return text(lang).no_best.to_string();
        };
        let words = text(lang);
        let said = if self.optimum() {
            words.best
        } else {
            words.last
        };
        said(&best.said(lang, true), e.tally().last_found_at, e.is_done())
    }

    /// Pane `pane`'s last step in words.
    pub fn said(&self, pane: usize, lang: Lang) -> String {
        let timeline = &self.panes[pane];
        let words = text(lang);
        match timeline.last_event() {
            None => words.start.to_string(),
            Some(step) => {
                let name = self.node_name(pane, step.node, lang);
                if step.number == 0 {
                    (words.died)(&name)
                } else {
                    (words.expanded)(
                        step.number,
                        &name,
                        step.generated,
                        step.cut,
                        step.found,
                        self.optimum(),
                    )
                }
            }
        }
    }

    /// The first search's state as an SVG page: its strategy, counters, best and live-node
    /// table, and the file name to save it under.
    fn svg(&self, lang: Lang) -> (String, String) {
        use crate::output::svg::{GAP, note, open_captioned};
        let words = text(lang);
        let strategy = self.strategies()[0];
        let caption = format!(
            "{} · {} · {}",
            T::COMMAND,
            words.strategy[crate::i18n::branch::index(strategy)],
            self.panes[0].position()
        );
        let (live, next) = self.table(0);
        let mut lines = vec![self.said(0, lang), self.best(0, lang)];
        lines.push(
            self.counters(0, lang)
                .iter()
                .map(|(k, v)| format!("{k} {v}"))
                .collect::<Vec<_>>()
                .join("  "),
        );
        lines.push((words.live_title)(
            words.table[crate::i18n::branch::index(strategy)],
            live.len(),
        ));
        for (i, l) in live.iter().enumerate() {
            let (number, name, measures) = self.live_row(0, l, lang);
            let mark = if Some(i) == next { "▶" } else { " " };
            lines.push(format!("{mark} {number:>5}  {name}  {measures}"));
        }
        let width = lines
            .iter()
            .map(|l| crate::output::svg::caption_width(l))
            .max()
            .unwrap_or(200)
            + GAP;
        let mut out = open_captioned(
            (width, 40 + 18 * lines.len()),
            &caption,
            ".caption{font:bold 12px sans-serif}.note{font:12px monospace}",
        );
        for (i, line) in lines.iter().enumerate() {
            note(&mut out, 44 + 18 * i, line);
        }
        out.push_str("</svg>\n");
        let name = format!(
            "{}-{}-step-{}.svg",
            T::COMMAND,
            strategy.name(),
            self.panes[0].position()
        );
        (name, out)
    }
}

/// The searches of `instance`, one by each of `strategies`, at their roots.
fn searches<T: Explore>(
    instance: &T::Instance,
    prune: Prune,
    strategies: &[Strategy],
) -> Vec<Expander<T::Hooks>> {
    strategies
        .iter()
        .enumerate()
        .map(|(i, &s)| Expander::new(T::pane_hooks(instance, i), prune, s))
        .collect()
}

/// What the quiz asks: which row of the live-node table comes out next (the table's rows), or
/// whether a child of the node expanded next is live or dead after it (the child's choice).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BranchAsk<L> {
    /// Which row comes out next, of this many.
    Next(usize),
    /// Live or dead: the child `child` of the node labelled `label`.
    Fate {
        /// What the node's children choose between.
        label: L,
        /// The child.
        child: usize,
    },
}

/// An answer of the quiz.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BranchAnswer {
    /// A row of the table, from 0.
    Row(usize),
    /// Live: generated and waiting in the table.
    Live,
    /// Dead: cut, or generated with no children of its own.
    Dead,
}

/// The key that answers live.
pub const LIVE_KEY: char = 'l';
/// The key that answers dead.
pub const DEAD_KEY: char = 'd';

/// The quiz of branch and bound on `T`'s tree.
pub struct LiveQuiz<T>(std::marker::PhantomData<fn() -> T>);

impl<T> Clone for LiveQuiz<T> {
    fn clone(&self) -> Self {
        LiveQuiz(std::marker::PhantomData)
    }
}

impl<T> std::fmt::Debug for LiveQuiz<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LiveQuiz")
    }
}

impl<T> PartialEq for LiveQuiz<T> {
    fn eq(&self, _other: &Self) -> bool {
        true
    }
}

impl<T> Eq for LiveQuiz<T> {}

impl<T: Explore> Quizzed for LiveQuiz<T> {
    type Ask = BranchAsk<T::Label>;
    type Answer = BranchAnswer;
    type Reason = ();

    fn question_words(ask: BranchAsk<T::Label>, lang: Lang) -> String {
        match ask {
            BranchAsk::Next(rows) => (text(lang).question)(rows),
            BranchAsk::Fate { label, child } => {
                (text(lang).fate_question)(&(T::words(lang).node)(label, child))
            }
        }
    }

    fn answer_words(answer: BranchAnswer, _ask: BranchAsk<T::Label>, lang: Lang) -> String {
        let words = text(lang);
        match answer {
            BranchAnswer::Row(row) => (words.answer)(row_key(row)),
            BranchAnswer::Live => words.nodes[1].to_string(),
            BranchAnswer::Dead => words.nodes[2].to_string(),
        }
    }

    fn reason_words((): (), _lang: Lang) -> String {
        String::new()
    }
}

/// The key of row `row` of the table: `a`, `b`, ...
pub fn row_key(row: usize) -> char {
    char::from(b'a' + row.min(25) as u8)
}

impl<T: Explore> Puzzle for Brancher<T> {
    type Action = BranchAction;
    type Quiz = LiveQuiz<T>;
    type Search = Expander<T::Hooks>;
    type Follow = ();

    fn panes(&self) -> &Panes<Self::Search> {
        &self.panes
    }

    fn panes_mut(&mut self) -> &mut Panes<Self::Search> {
        &mut self.panes
    }

    fn key_rows() -> Vec<(Section, Binding<BranchAction>)> {
        let jumps = jump_rows(
            |l| &l.text().keys.next_solution,
            |l| &text(l).died_jump,
            |l| &text(l).expand_jump,
        );
        let mut rows: Vec<(Section, Binding<BranchAction>)> =
            jumps.into_iter().map(|b| (Section::Jumps, b)).collect();
        rows.extend([
            (
                Section::Size,
                row(
                    vec![named(
                        Key::Char('s'),
                        Action::Own(BranchAction::NextStrategy),
                    )],
                    NORMAL,
                    |l| &text(l).key,
                )
                .early(),
            ),
            (
                Section::Options,
                row(
                    vec![named(
                        Key::Char('c'),
                        Action::Own(BranchAction::ToggleCompare),
                    )],
                    NORMAL,
                    |l| &text(l).compare_key,
                ),
            ),
            (
                Section::Answers,
                row(vec![named(Key::AnyChar, Action::QuizKey(' '))], QUIZ, |l| {
                    &text(l).answer_key
                }),
            ),
        ]);
        rows
    }

    const TREE_CURSOR: bool = false;

    const PANELS: bool = false;

    const STOP_WORDS: StopWords = STOP_WORDS;

    fn vocabulary(lang: Lang) -> &'static crate::i18n::Vocabulary {
        &text(lang).vocabulary
    }

    fn legend(lang: Lang) -> Vec<&'static str> {
        text(lang).nodes.to_vec()
    }

    fn export(&self, lang: Lang) -> (String, String) {
        self.svg(lang)
    }

    fn rows(&self) -> usize {
        T::size(&self.instance)
    }

    fn restart(&mut self) {
        self.rebuild(&self.strategies());
    }

    /// Before an expansion: which row comes out next (two to nine live nodes); with every
    /// kind of question, every other step asks instead whether the first child of the node
    /// expanded next is live or dead after it.
    fn question(&self, kind: QuizKind) -> Option<Question<LiveQuiz<T>>> {
        let pane = &self.panes[0];
        if pane.solver().is_done() {
            return None;
        }
        let step = pane.position();
        if kind == QuizKind::All && step % 2 == 1 {
            let mut look = pane.solver().clone();
            let before = look.tree().len();
            let expanded = look.step()?;
            if expanded.number > 0 && look.tree().len() > before {
                let node = look.tree()[before];
                let path = look.path(expanded.node);
                let expected = if node.state == State::Live {
                    BranchAnswer::Live
                } else {
                    BranchAnswer::Dead
                };
                return Some(Question {
                    step,
                    ask: BranchAsk::Fate {
                        label: T::pane_label(&self.instance, 0, &path),
                        child: node.child as usize,
                    },
                    expected,
                    reasons: Vec::new(),
                });
            }
        }
        let (live, next) = self.table(0);
        if !(2..=QUIZ_ROWS).contains(&live.len()) {
            return None;
        }
        Some(Question {
            step,
            ask: BranchAsk::Next(live.len()),
            expected: BranchAnswer::Row(next?),
            reasons: Vec::new(),
        })
    }

    fn answer(
        &self,
        action: &Action<BranchAction>,
        ask: BranchAsk<T::Label>,
        _view: View,
    ) -> Option<BranchAnswer> {
        let Action::QuizKey(key) = *action else {
            return None;
        };
        match ask {
            BranchAsk::Next(rows) => (0..rows)
                .find(|&r| row_key(r) == key)
                .map(BranchAnswer::Row),
            BranchAsk::Fate { .. } => match key {
                LIVE_KEY => Some(BranchAnswer::Live),
                DEAD_KEY => Some(BranchAnswer::Dead),
                _ => None,
            },
        }
    }

    fn apply(&mut self, action: Action<BranchAction>, _view: View) -> Effect {
        let Action::Own(action) = action else {
            return Effect::Ignored;
        };
        let mut strategies = self.strategies();
        match action {
            BranchAction::NextStrategy => {
                strategies[0] = self.next(strategies[0], strategies.get(1).copied());
            }
            BranchAction::ToggleCompare if strategies.len() == 1 => {
                let other = self.next(strategies[0], Some(strategies[0]));
                if other == strategies[0] {
                    return Effect::Ignored;
                }
                strategies.push(other);
            }
            BranchAction::ToggleCompare => strategies.truncate(1),
        }
        self.rebuild(&strategies)
    }
}
