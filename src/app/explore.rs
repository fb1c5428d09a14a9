//! The model of every problem searched by the generic engine (`engine::backtrack`): a
//! problem gives its instance, its hooks and its words ([`Explore`]), and the [`Explorer`]
//! gives it the shared instruments, the same for every such problem: one search or two side
//! by side in lockstep (compare: one instance under two prune settings), the prune switch
//! (the constraint function, the bound function, both or neither: the search restarts), a
//! random instance of a size (`g`, `[` `]`), history, jumps, stops, the scrubber, the tree
//! cursor, and the quiz's question "which child does the search enter next?" (`quiz.rs`).

pub mod keys;
pub mod quiz;

use crate::action::{Action, Binding, Section, Worded, words_for};
use crate::app::prompt::StopWords;
use crate::app::quiz::{Question, QuizKind};
use crate::app::{Effect, Panes, Puzzle, View};
use crate::engine::backtrack::{Backtrack, Hooks, Prune};
use crate::engine::tree::Traced;
use crate::i18n::search::{Said, Words};
use crate::i18n::{Lang, Vocabulary};
use crate::timeline::Timeline;
pub use keys::ExploreAction;
use quiz::{Answer, Ask, ChildQuiz};

/// The words `stop` takes for the landmarks of a search tree: solutions, nodes left, nodes
/// entered, each at a depth (`stop backtrack depth 3`).
pub const STOP_WORDS: StopWords = StopWords {
    kinds: [
        (
            crate::engine::LandmarkKind::Backtrack,
            &["backtrack", "back"],
        ),
        (crate::engine::LandmarkKind::Solution, &["solution", "sol"]),
        (crate::engine::LandmarkKind::Place, &["enter", "node"]),
    ],
    level: "depth",
    first: 1,
};

/// One search with its tree cursor, and its history.
pub type Pane<H> = Timeline<Traced<Backtrack<H>>>;

/// A problem searched by the generic engine, as the shell needs it: its hooks, its
/// instance and its words, and what a level of its tree chooses. The explorer
/// ([`Explorer`]) gives it every instrument; its picture is its view's
/// ([`crate::ui::explore::ExploreView`]), its command line and headless modes its
/// command's ([`crate::problem::ExploreCli`]).
pub trait Explore: Sized + 'static {
    /// The subcommand that names it, as the command line spells it (and its files begin).
    const COMMAND: &'static str;

    /// Its hooks: the state the search moves, and the functions that cut; each of their
    /// notes in words.
    type Hooks: Hooks<Enter: Said, Cut: Said, Solution: Said>;
    /// One instance of it (the items and the target, the graph and m, ...).
    type Instance: Clone + std::fmt::Debug + PartialEq;
    /// Its own actions (keys of its own rows; `()` for none).
    type Action: Copy + Eq + std::fmt::Debug;
    /// What a level of its tree chooses between (an item and its weight): the quiz's and the
    /// drawn tree's words for a node.
    type Label: Copy + Eq + std::fmt::Debug;

    /// The fewest and the most items (levels) an instance has: `--random` and the size keys
    /// stay within.
    const SIZES: (usize, usize) = (1, 64);

    /// The words the prompt's `stop` takes for its landmarks (a tree's, by default).
    const STOP_WORDS: StopWords = STOP_WORDS;

    /// The prune settings its search can run under, in the order the key cycles them (every
    /// one, by default): a problem whose constraint cannot be switched off (a move off the
    /// board is no node to stand on) leaves out the settings without it.
    const PRUNES: &'static [Prune] = &Prune::ALL;

    /// Whether it is an optimisation: `--print` says the best found once the search is over,
    /// where an enumeration prints each solution as it is found; branch and bound counts
    /// improvements of the best and proves it, where an enumeration counts solutions.
    const OPTIMUM: bool = false;

    /// Whether a search of `instance` is an optimisation ([`Explore::OPTIMUM`], by default; a
    /// problem that is one or the other by instance says so here).
    fn optimum(_instance: &Self::Instance) -> bool {
        Self::OPTIMUM
    }

    /// Its words in `lang`.
    fn words(lang: Lang) -> &'static Words<Self::Label>;

    /// The hooks at the root of `instance`'s tree.
    fn hooks(instance: &Self::Instance) -> Self::Hooks;

    /// The size of an instance (its levels).
    fn size(instance: &Self::Instance) -> usize;

    /// The choice made at the node reached from the root by `path` (the children taken; the
    /// node's depth is its length): what its children choose between. A subset tree's
    /// depends on the depth only, a permutation tree's on the choices above.
    fn label(instance: &Self::Instance, path: &[usize]) -> Self::Label;

    /// The choice made at the node `path` reaches in search `pane`'s tree (see
    /// [`Explore::label`]): the same in both, by default; a problem whose two searches run
    /// different trees (two sources side by side) names each its own way.
    fn pane_label(instance: &Self::Instance, _pane: usize, path: &[usize]) -> Self::Label {
        Self::label(instance, path)
    }

    /// The hooks of search `pane` (0: the left or only one) at the root of `instance`'s tree:
    /// a problem whose two searches differ in more than the prune setting (two bound
    /// functions side by side) makes them differ here.
    fn pane_hooks(instance: &Self::Instance, _pane: usize) -> Self::Hooks {
        Self::hooks(instance)
    }

    /// The name of search `pane`, when the searches differ in more than the prune setting
    /// (see [`Explore::pane_hooks`]).
    fn pane_name(_instance: &Self::Instance, _pane: usize, _lang: Lang) -> Option<String> {
        None
    }

    /// A random instance of `size` levels from `seed`, of the kind of `like` (the one on
    /// screen); `None` if the problem has none.
    fn random(_like: &Self::Instance, _size: usize, _seed: u64) -> Option<Self::Instance> {
        None
    }

    /// Its words for the shared rows it words its own way (the size keys, the prune key);
    /// the items' words by default.
    fn shared_words() -> keys::SharedWords {
        keys::SharedWords::default()
    }

    /// Its own rows of the key table, each in its section (the explorer adds the shared
    /// ones and its picture's `t`, `x` and `z`).
    fn own_keys() -> Vec<(Section, Binding<ExploreAction<Self::Action>>)> {
        Vec::new()
    }

    /// Applies one of its own actions.
    fn apply(_explorer: &mut Explorer<Self>, _action: Self::Action, _view: View) -> Effect {
        Effect::Ignored
    }

    /// The picture on screen as an SVG document, its words in `lang`, and the file name to
    /// save it under (see [`Explorer::file_name`]); the tree explored so far, by default.
    fn export(explorer: &Explorer<Self>, lang: Lang) -> (String, String) {
        explorer.tree_svg(lang).unwrap_or_default()
    }

    /// What its files' names begin with: its command, and what tells its instances apart
    /// (`<command>-<instance>-m3`, say).
    fn stem(_explorer: &Explorer<Self>) -> String {
        Self::COMMAND.to_string()
    }

    /// Whether child `child` of the node labelled `label` is a move the quiz offers: every
    /// child, by default; a move that leaves the board is no node to go to, and not listed.
    fn offered(_label: Self::Label, _child: usize) -> bool {
        true
    }

    /// The key that answers "child `child`" in the quiz: by default `1` to `9`, `0` for
    /// the tenth, then `a` to `z` (a subset tree's: `1` take, `0` leave).
    fn child_key(child: usize) -> char {
        match child {
            0..=8 => char::from(b'1' + child as u8),
            9 => '0',
            c if c < 36 => char::from(b'a' + (c - 10) as u8),
            _ => '?',
        }
    }

    /// When the problem's order picks what a node's children choose between as the search
    /// goes (the cell MRV fills next, the vertex DSATUR colours next), the choices it could
    /// pick at the node reached by `path`: the one it picks (its [`Explore::label`]) first,
    /// then at most `most - 1` of its nearest rivals by the same rule. The quiz asks which.
    /// Empty, by default, for an order fixed before the search.
    fn contenders(_instance: &Self::Instance, _path: &[usize], _most: usize) -> Vec<Self::Label> {
        Vec::new()
    }

    /// The pick question's words (`which cell is filled next`), when it has contenders.
    fn pick_question(_lang: Lang) -> &'static str {
        ""
    }

    /// A contender's name, as an option of the pick question (`r1c3`).
    fn contender_name(_label: Self::Label) -> String {
        String::new()
    }

    /// Whether `instance` still grows on another thread (a search read while its program
    /// prints it): the loop looks again every so often, and the search waits at the end of
    /// what is known ([`crate::engine::backtrack::Hooks::pending`]). Called by the
    /// visualizer's loop only; never, by default.
    fn growing(_instance: &Self::Instance) -> bool {
        false
    }

    /// A contender with what the order ranks it by (`r1c3, 2 candidates`).
    fn contender_words(label: Self::Label, _lang: Lang) -> String {
        Self::contender_name(label)
    }
}

/// The search of an instance under one or two prune settings, with what the screen keeps of
/// it.
pub struct Explorer<T: Explore> {
    /// The instance searched.
    pub instance: T::Instance,
    /// Where it came from, for the title (a built-in name, a file, `random 8, seed 3`).
    pub source: String,
    /// One search, or two side by side (compare), stepped in lockstep.
    pub panes: Panes<Traced<Backtrack<T::Hooks>>>,
    /// The seed of the last random instance made by key (the next one takes the next seed).
    pub seed: u64,
    /// The code panel shows the textbook's iterative scheme (`i`), not the problem's code.
    pub iterative: bool,
}

/// The source of an instance made at random, in the title's words.
pub fn random_source(size: usize, seed: u64) -> String {
    format!("random {size}, seed {seed}")
}

impl<T: Explore> Explorer<T> {
    /// The search of `instance` under each of `prunes` (one, or two to compare), at step 0.
    pub fn new(instance: T::Instance, source: String, prunes: &[Prune]) -> Explorer<T> {
        Explorer {
            panes: Panes::new(searches::<T>(&instance, prunes), ()),
            instance,
            source,
            seed: 0,
            iterative: false,
        }
    }

    /// Whether two panes run searches that differ in more than their pruning (two orders,
    /// two bound functions, two hook files: [`Explore::pane_name`]).
    pub fn panes_differ(&self) -> bool {
        self.panes.len() == 2 && T::pane_name(&self.instance, 1, Lang::En).is_some()
    }

    /// The prune setting of each pane.
    pub fn prunes(&self) -> Vec<Prune> {
        self.panes.iter().map(|p| p.solver().prune()).collect()
    }

    /// The first (or only) pane's search.
    pub fn search(&self) -> &Backtrack<T::Hooks> {
        self.panes[0].solver()
    }

    /// Starts over under `prunes`, forgetting the history.
    fn rebuild(&mut self, prunes: &[Prune]) -> Effect {
        self.panes.reset(searches::<T>(&self.instance, prunes), ());
        Effect::Restarted
    }

    /// Puts a new instance in, restarting under the same settings.
    pub fn replace(&mut self, instance: T::Instance, source: String) -> Effect {
        self.instance = instance;
        self.source = source;
        self.rebuild(&self.prunes())
    }

    /// Changes the instance as `edit` says (its algorithm, its bound function), keeping its
    /// source, and restarts under the same settings.
    pub fn change(&mut self, edit: impl FnOnce(&mut T::Instance)) -> Effect {
        let mut instance = self.instance.clone();
        edit(&mut instance);
        let source = std::mem::take(&mut self.source);
        self.replace(instance, source)
    }

    /// The name of a file of the first search at its step: `<stem>-<what>step-<step>.svg`
    /// (`what` is `tree-` for the tree).
    pub fn file_name(&self, what: &str) -> String {
        format!(
            "{}-{what}step-{}.svg",
            T::stem(self),
            self.panes[0].position()
        )
    }

    /// The tree the first search has explored so far, as an SVG figure in `lang`, and the
    /// file name to save it under.
    pub fn tree_svg(&self, lang: Lang) -> Option<(String, String)> {
        let pane = &self.panes[0];
        let limits = crate::output::tree::Limits {
            steps: Some(pane.position()),
            ..crate::output::tree::Limits::default()
        };
        let mut svg = Vec::new();
        let search = pane.first().solver().clone();
        let format = crate::output::tree::TreeFormat::Svg;
        crate::output::explore::write_search_tree(&mut svg, search, format, limits, lang).ok()?;
        Some((self.file_name("tree-"), String::from_utf8(svg).ok()?))
    }

    /// A random instance of `size` levels, with the next seed.
    fn random(&mut self, size: usize) -> Effect {
        let size = size.clamp(T::SIZES.0, T::SIZES.1);
        let seed = self.seed.wrapping_add(1);
        let Some(instance) = T::random(&self.instance, size, seed) else {
            return Effect::Ignored;
        };
        self.seed = seed;
        self.replace(instance, random_source(size, seed))
    }
}

/// The searches of `instance`, one under each of `prunes`, at their roots.
fn searches<T: Explore>(
    instance: &T::Instance,
    prunes: &[Prune],
) -> Vec<Traced<Backtrack<T::Hooks>>> {
    prunes
        .iter()
        .enumerate()
        .map(|(i, &p)| Traced::new(Backtrack::new(T::pane_hooks(instance, i), p)))
        .collect()
}

/// The setting after `prune` among `prunes` other than `other`: compare mode never shows one
/// setting on both sides (unless there is only one).
fn next_other(prunes: &[Prune], prune: Prune, other: Option<Prune>) -> Prune {
    let at = prunes.iter().position(|&p| p == prune).unwrap_or(0);
    (1..=prunes.len())
        .map(|i| prunes[(at + i) % prunes.len()])
        .find(|&p| Some(p) != other)
        .unwrap_or(prune)
}

impl<T: Explore> Puzzle for Explorer<T> {
    type Action = ExploreAction<T::Action>;
    type Quiz = ChildQuiz<T>;
    type Search = Traced<Backtrack<T::Hooks>>;
    type Follow = ();

    fn panes(&self) -> &Panes<Self::Search> {
        &self.panes
    }

    fn panes_mut(&mut self) -> &mut Panes<Self::Search> {
        &mut self.panes
    }

    fn key_rows() -> Vec<(Section, Binding<ExploreAction<T::Action>>)> {
        let mut rows = keys::rows(T::shared_words());
        rows.extend(T::own_keys());
        rows.extend([
            words_for(Worded::Tree, |l| &T::words(l).keys.tree),
            words_for(Worded::Export, |l| &T::words(l).keys.export),
            words_for(Worded::Zoom, |l| &T::words(l).keys.zoom),
        ]);
        rows
    }

    const STOP_WORDS: StopWords = T::STOP_WORDS;

    fn vocabulary(lang: Lang) -> &'static Vocabulary {
        &T::words(lang).vocabulary
    }

    fn legend(lang: Lang) -> Vec<&'static str> {
        T::words(lang).legend.to_vec()
    }

    fn export(&self, lang: Lang) -> (String, String) {
        T::export(self, lang)
    }

    fn export_tree(&self, lang: Lang) -> Option<(String, String)> {
        self.tree_svg(lang)
    }

    fn outline(&self) -> Option<Vec<crate::engine::tree::OutlineNode>> {
        self.panes[0].outline()
    }

    fn growing(&self) -> bool {
        T::growing(&self.instance)
    }

    fn prober(&self) -> Option<Box<dyn crate::engine::estimate::Probe>> {
        let hooks = T::pane_hooks(&self.instance, 0);
        let probe = crate::engine::estimate::HooksProbe::new(hooks, self.prunes()[0]);
        Some(Box::new(probe))
    }

    fn visited(&self) -> Option<(u64, Option<Vec<u64>>)> {
        let levels = crate::app::puzzle::depths(&self.panes[0].solver().cursor().profile());
        Some((self.search().counts().nodes(), Some(levels)))
    }

    fn rows(&self) -> usize {
        T::size(&self.instance)
    }

    fn restart(&mut self) {
        self.rebuild(&self.prunes());
    }

    fn question(&self, kind: QuizKind) -> Option<Question<ChildQuiz<T>>> {
        quiz::question(self, kind)
    }

    fn answer(
        &self,
        action: &Action<Self::Action>,
        ask: Ask<T::Label>,
        _view: View,
    ) -> Option<Answer> {
        quiz::answer::<T>(action, ask)
    }

    fn apply(&mut self, action: Action<Self::Action>, view: View) -> Effect {
        let Action::Own(action) = action else {
            return Effect::Ignored;
        };
        match action {
            // Two searches that differ in their own right (two orders, two bound functions):
            // a fair comparison runs both under one pruning, which either key turns.
            ExploreAction::NextPrune | ExploreAction::NextPruneRight if self.panes_differ() => {
                let next = next_other(T::PRUNES, self.prunes()[0], None);
                self.rebuild(&[next, next])
            }
            ExploreAction::NextPrune => {
                let mut prunes = self.prunes();
                prunes[0] = next_other(T::PRUNES, prunes[0], prunes.get(1).copied());
                self.rebuild(&prunes)
            }
            ExploreAction::NextPruneRight => {
                let mut prunes = self.prunes();
                if prunes.len() < 2 {
                    return Effect::Ignored;
                }
                prunes[1] = next_other(T::PRUNES, prunes[1], Some(prunes[0]));
                self.rebuild(&prunes)
            }
            ExploreAction::ToggleIterative => {
                self.iterative = !self.iterative;
                Effect::Changed
            }
            ExploreAction::ToggleCompare => {
                let mut prunes = self.prunes();
                if prunes.len() == 1 {
                    // Against the whole tree, or (the whole tree shown) against both; a problem
                    // without the whole tree against its next setting.
                    let wanted = if prunes[0] == Prune::None {
                        Prune::Both
                    } else {
                        Prune::None
                    };
                    let other = if T::PRUNES.contains(&wanted) {
                        wanted
                    } else {
                        next_other(T::PRUNES, prunes[0], Some(prunes[0]))
                    };
                    prunes.push(other);
                } else {
                    prunes.truncate(1);
                }
                self.rebuild(&prunes)
            }
            ExploreAction::Random => self.random(T::size(&self.instance)),
            ExploreAction::Smaller => self.random(T::size(&self.instance).saturating_sub(1)),
            ExploreAction::Larger => self.random(T::size(&self.instance) + 1),
            ExploreAction::Own(own) => T::apply(self, own, view),
        }
    }
}
