//! What a problem's model is to the visualizer ([`Puzzle`]): its searches (the shared
//! [`Panes`]), its keys and words, and what it does with its own actions; and what an action
//! or a step of it comes to ([`Effect`], [`Stepped`]).

use ratatui::layout::Rect;

use crate::action::{Action, Binding, KeyTable, Section};
use crate::app::panes::{Follow, Panes};
use crate::app::progress::Progress;
use crate::app::prompt;
use crate::app::quiz::{Question, QuizKind, Quizzed};
use crate::engine::Landmark;
use crate::i18n::Lang;

/// What happened when a puzzle applied an action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    /// Nothing to do with this puzzle.
    Ignored,
    /// The screen changed.
    Changed,
    /// The search restarted at step 0 (a run to a goal stops).
    Restarted,
    /// The puzzle entered its editor.
    EnterEdit,
    /// The puzzle left its editor (and restarted).
    LeaveEdit,
    /// The puzzle left its editor, restarted from what was edited, and plays.
    LeaveEditAndPlay,
    /// The solutions browser opened.
    EnterBrowse,
    /// The solutions browser closed.
    LeaveBrowse,
    /// The browser closed to show the step given.
    GoTo(u64),
}

/// A search the visualizer can play: a problem's model. Its searches are [`Panes`], whose
/// playback (step, run, seek, jumps back, compare in lockstep, the scrubber's record) is the
/// same for every problem; the rest is the problem's own.
pub trait Puzzle {
    /// The problem's own actions (the keys of its own rows).
    type Action: Copy + Eq + std::fmt::Debug;

    /// The search each pane runs.
    type Search: crate::engine::Rewind + crate::engine::Landmarks;

    /// What it follows of its first search's events (`()`: nothing).
    type Follow: Follow<Self::Search>;

    /// Its searches, with their histories.
    fn panes(&self) -> &Panes<Self::Search, Self::Follow>;

    /// Its searches, to step them.
    fn panes_mut(&mut self) -> &mut Panes<Self::Search, Self::Follow>;

    /// Its rows of the key table, each in its section.
    fn key_rows() -> Vec<(Section, Binding<Self::Action>)>;

    /// Whether its tree panel takes the tree cursor (Enter): the shared drawn tree does, over
    /// [`Puzzle::outline`]; a panel of its own may not.
    const TREE_CURSOR: bool = true;

    /// Whether its screen has the shared panels and their keys: the drawn tree (`t`), the
    /// Monte Carlo estimate (`E`) and the zoom (`z`); a screen whose layout is all its own
    /// (its tree always drawn) has not.
    const PANELS: bool = true;

    /// The words the prompt's `stop` takes for its landmarks.
    const STOP_WORDS: prompt::StopWords;

    /// Its names for the landmarks of its search, in `lang`.
    fn vocabulary(lang: Lang) -> &'static crate::i18n::Vocabulary;

    /// The help's legend: what each mark of its board means, in `lang`, in the order the view
    /// draws the marks.
    fn legend(lang: Lang) -> Vec<&'static str>;

    /// The shared step (the furthest pane's position).
    fn position(&self) -> u64 {
        self.panes().position()
    }

    /// Whether the search has ended.
    fn is_done(&self) -> bool {
        self.panes().is_done()
    }

    /// One step: whether it moved, and the first landmark `wanted` accepts that it met (in
    /// compare mode, by either pane).
    fn step(&mut self, wanted: &dyn Fn(Landmark) -> bool) -> Stepped {
        self.panes_mut().step(wanted)
    }

    /// Up to `max` steps, stopping after the first landmark `wanted` accepts (no landmark is
    /// looked at when `wanted` is `None`): the steps made and the landmark met, as `max`
    /// calls of [`Puzzle::step`] would leave them.
    fn run(
        &mut self,
        max: u64,
        wanted: Option<&dyn Fn(Landmark) -> bool>,
    ) -> (u64, Option<Landmark>) {
        self.panes_mut().run(max, wanted)
    }

    /// The picture on screen as an SVG document, and the file name to save it under
    /// (`<command>-<size>-step-982.svg`), for `x`, its words in `lang`.
    fn export(&self, lang: Lang) -> (String, String);

    /// Whether the event at the current step (of any pane) is a landmark `wanted` accepts.
    fn met_here(&self, wanted: &dyn Fn(Landmark) -> bool) -> bool {
        self.panes().met_here(wanted)
    }

    /// The number of rows of the search (for `stop ... row R`).
    fn rows(&self) -> usize;

    /// How far the search has got, for the scrubber.
    fn progress(&self) -> &Progress {
        &self.panes().progress
    }

    /// The share of the search space passed at the current step, from 0 to 1.
    fn share(&self) -> f64 {
        self.panes().share()
    }

    /// The latest step before the current one at which a landmark `wanted` accepts was met
    /// (by any pane); the puzzle stays where it is.
    fn find_back(&mut self, wanted: &dyn Fn(Landmark) -> bool) -> Option<u64> {
        self.panes_mut().find_back(wanted)
    }

    /// Moves to the shared step `target`.
    fn seek(&mut self, target: u64) {
        self.panes_mut().seek(target);
    }

    /// Back to step 0, forgetting the history.
    fn restart(&mut self);

    /// Applies an action that belongs to this puzzle, for what the screen shows.
    fn apply(&mut self, action: Action<Self::Action>, view: View) -> Effect;

    /// A prompt line (its words, lower case) this problem reads as one of its own commands
    /// (`order rdlu`, say): `None` if it is none of them, else what it did, or one line
    /// saying why it cannot be done.
    fn command(&mut self, _words: &[&str], _lang: Lang) -> Option<Result<Effect, String>> {
        None
    }

    /// An example of its own prompt commands, shown with the shared ones while the prompt is
    /// open (`order RDLU`).
    fn command_example() -> Option<&'static str> {
        None
    }

    /// Called after playback moved, so the view can follow (a large grid scrolls).
    fn follow(&mut self, _view: View) {}

    /// Its quiz: what it asks and answers.
    type Quiz: Quizzed;

    /// The quiz's question at the current step, if the step is a question point (before the
    /// search tries the children of a node).
    fn question(&self, _kind: QuizKind) -> Option<Question<Self::Quiz>> {
        None
    }

    /// The answer a key or click gives to the question waiting, if it is one.
    fn answer(
        &self,
        _action: &Action<Self::Action>,
        _ask: <Self::Quiz as Quizzed>::Ask,
        _view: View,
    ) -> Option<<Self::Quiz as Quizzed>::Answer> {
        None
    }

    /// Whether the puzzle's editor waits for something worked out on another thread (the
    /// loop then wakes to show it when it comes).
    fn waiting(&self) -> bool {
        false
    }

    /// Whether the search's tree still grows on another thread (a stream read while its
    /// program prints it; the first call may start that thread): the loop looks again every
    /// so often, and a run at the end of what is known waits for more rather than end.
    fn growing(&self) -> bool {
        false
    }

    /// The file name and the SVG figure of the state-space tree explored so far (of the
    /// first pane), for `x` with the tree panel open; `None` when it has none.
    fn export_tree(&self, _lang: Lang) -> Option<(String, String)> {
        None
    }

    /// A probe of the first pane's tree, at its root, for the Monte Carlo estimate (`E`);
    /// `None` where the problem has none.
    fn prober(&self) -> Option<Box<dyn crate::engine::estimate::Probe>> {
        None
    }

    /// The nodes the first pane's search has visited so far, the root counted, as the
    /// estimate counts them, and per depth (the root's 1 first) where its profile's rows are
    /// the depths; `None` where the problem does not count them so.
    fn visited(&self) -> Option<(u64, Option<Vec<u64>>)> {
        None
    }

    /// The tree its search has explored so far (of the first pane), for the tree cursor;
    /// `None` when it has no tree to walk or the search is past
    /// [`REPLAY_MAX`](crate::engine::tree::REPLAY_MAX) steps.
    fn outline(&self) -> Option<Vec<crate::engine::tree::OutlineNode>> {
        None
    }
}

/// The nodes visited per depth, the root's 1 first, from a profile whose rows are the
/// depths below the root (see [`Puzzle::visited`]).
pub fn depths(profile: &[[u64; 2]]) -> Vec<u64> {
    std::iter::once(1)
        .chain(profile.iter().map(|row| row[0]))
        .collect()
}

/// A problem's key table: its rows among the shared ones, the tree cursor's only where its
/// tree panel takes one, the scene keys only in a lesson.
pub(super) fn key_table<P: Puzzle>(lesson: bool) -> KeyTable<P::Action> {
    let mut table = KeyTable::new(&P::key_rows());
    if !P::TREE_CURSOR {
        table = table.without_tree_cursor();
    }
    if !P::PANELS {
        table = table.without_panels();
    }
    if !lesson {
        table = table.without_lesson();
    }
    table
}

/// [`Puzzle::run`] one [`Puzzle::step`] at a time.
pub fn run_by_steps<P: Puzzle + ?Sized>(
    puzzle: &mut P,
    max: u64,
    wanted: Option<&dyn Fn(Landmark) -> bool>,
) -> (u64, Option<Landmark>) {
    let wanted = wanted.unwrap_or(&|_| false);
    let mut made = 0;
    while made < max {
        match puzzle.step(wanted) {
            Stepped::Done => break,
            Stepped::Moved => made += 1,
            Stepped::Met(landmark) => return (made + 1, Some(landmark)),
        }
    }
    (made, None)
}

/// What one step of a puzzle did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stepped {
    /// Nothing moved: the search is over.
    Done,
    /// A step, with no landmark wanted.
    Moved,
    /// A step that met a wanted landmark.
    Met(Landmark),
}

/// What the screen shows, as the model needs it to read clicks and to scroll.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct View {
    /// The area drawn.
    pub screen: Rect,
    /// Zoom: the puzzle's picture fills the window, the panels give way.
    pub zoom: bool,
    /// The state-space tree panel is shown (the board is smaller).
    pub tree: bool,
}
