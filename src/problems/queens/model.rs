//! N-Queens as a [`Puzzle`]: one board, or two algorithms side by side in lockstep.

use crate::action::{Action, Binding, Scroll, Section};
use crate::app::prompt::StopWords;
use crate::app::{Effect, Follow, Panes, Puzzle, View};
use crate::engine::LandmarkKind;
use crate::i18n::Lang;
use crate::problem::Sample;
use crate::problems::queens::engine::catalogue::{Catalogue, Entry};
use crate::problems::queens::engine::placement::leaves_start;
use crate::problems::queens::keys::{self, QueensAction};
use crate::problems::queens::layout::{Side, areas, compare_areas, square_at, zoom_areas};
use editor::Editor;

pub mod editor;
use crate::app::quiz::{Question, QuizKind};
use crate::engine::Solver;
use crate::problems::queens::engine::tree::{Traced, traced_from};
use crate::problems::queens::engine::{Algo, MAX_N, MIN_N, QueensEvent, QueensSolver};
use crate::problems::queens::layout::solutions::{
    BrowserGeometry, browser_geometry, line_at, line_width, visible_top,
};
use crate::problems::queens::quiz::{self, Answer, Ask, QueensQuiz, Reason};
use crate::problems::queens::svg::{BoardPicture, board_svg};
use crate::problems::queens::words::words;
use crate::timeline::Timeline;
use ratatui::layout::Rect;

/// The N-Queens boards on screen.
pub struct Queens {
    /// One solver with its history, or two side by side (compare), stepped in lockstep (by
    /// placements, `y`: the shared compare by landmarks), and what the left board's search
    /// is followed for.
    pub panes: Panes<Traced, Watch>,
    /// Shade the squares attacked by the standing queens.
    pub show_attacked: bool,
    /// The solutions browser's choice and scroll.
    pub browser: Browser,
    /// The board editor, while it is open (`e`).
    pub editor: Option<Editor>,
}

/// What the queens follow of the left (or only) board's search: the solutions it finds, by
/// class (`s`), and the queens placed by hand that it moves.
#[derive(Debug, Clone, Default)]
pub struct Watch {
    /// The solutions found so far.
    pub found: Catalogue,
    /// Queens placed by hand in rows 1..k that the search went on from (0-based columns;
    /// empty: the whole search).
    pub start: Vec<u8>,
    /// The steps at which the search moved a hand-placed queen, in order: the i-th moved the
    /// one in row k - i (counted from 1).
    pub undone: Vec<u64>,
    /// The search goes cell by cell (its moves off the start read so).
    cells: bool,
}

impl Watch {
    fn new(start: Vec<u8>, algo: Algo) -> Watch {
        Watch {
            found: Catalogue::default(),
            start,
            undone: Vec::new(),
            cells: algo.by_cells(),
        }
    }

    /// The hand-placed queens still standing.
    fn intact(&self) -> usize {
        self.start.len() - self.undone.len()
    }
}

impl Follow<Traced> for Watch {
    fn busy(&self) -> bool {
        self.intact() > 0
    }

    /// The move of the lowest hand-placed queen still standing.
    fn wants(&self, event: &QueensEvent) -> bool {
        let intact = self.intact();
        intact > 0 && leaves_start(self.cells, intact, event)
    }

    fn seen(&mut self, solver: &Traced, pos: u64, event: &QueensEvent) {
        if let QueensEvent::Solution { index, cols } = *event {
            self.found.record(index, pos, cols);
        }
        note_undo(&self.start, &mut self.undone, solver.algo(), pos, event);
    }
}

/// What the solutions browser shows: the solution chosen and the first line in view.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Browser {
    /// The chosen solution, as its position in [`Catalogue::found`].
    pub chosen: usize,
    /// The first line of the list in view.
    pub top: usize,
    /// The solution number typed so far (`#12`), until another key.
    pub typed: Option<u64>,
}

/// One board's search: the solver with its tree cursor, and its history.
pub type Pane = Timeline<Traced>;

/// The searches of `algos` on an `n`×`n` board from `start`.
fn searches(algos: &[Algo], n: usize, start: &[u8]) -> Vec<Traced> {
    algos.iter().map(|&a| traced_from(a, n, start)).collect()
}

/// Notes the step at which the search moves the next hand-placed queen, if `event` at `pos`
/// (new ground) is that move.
fn note_undo(start: &[u8], undone: &mut Vec<u64>, algo: Algo, pos: u64, event: &QueensEvent) {
    let intact = start.len() - undone.len();
    if intact > 0
        && undone.last().is_none_or(|&s| pos > s)
        && leaves_start(algo.by_cells(), intact, event)
    {
        undone.push(pos);
    }
}

impl Queens {
    /// Boards of size `n` for these algorithms (one, or two to compare), at step 0.
    pub fn new(algos: &[Algo], n: usize) -> Queens {
        Queens::from_start(algos, n, &[])
    }

    /// Boards going on from queens placed by hand in rows 1..k (`start`, 0-based columns, a
    /// valid start: see `engine::queens::placement`).
    pub fn from_start(algos: &[Algo], n: usize, start: &[u8]) -> Queens {
        Queens {
            panes: Panes::new(searches(algos, n, start), Watch::new(start.to_vec(), algos[0])),
            show_attacked: true,
            browser: Browser::default(),
            editor: None,
        }
    }

    /// The solutions the left (or only) board's search has found.
    pub fn found(&self) -> &Catalogue {
        &self.panes.follow.found
    }

    /// The queens placed by hand that the search went on from.
    pub fn start(&self) -> &[u8] {
        &self.panes.follow.start
    }

    /// The steps at which the left board's search moved a hand-placed queen.
    pub fn undone(&self) -> &[u64] {
        &self.panes.follow.undone
    }

    /// Whether two boards are stepped by placements (`y`).
    pub fn by_placements(&self) -> bool {
        self.panes.synced()
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.panes[0].solver().n()
    }

    /// The algorithm of each pane.
    pub fn algos(&self) -> Vec<Algo> {
        self.panes.iter().map(|p| p.solver().algo()).collect()
    }

    fn rebuild(&mut self, algos: &[Algo], n: usize) -> Effect {
        let start = if n == self.n() {
            std::mem::take(&mut self.panes.follow.start)
        } else {
            Vec::new()
        };
        let searches = searches(algos, n, &start);
        self.panes.reset(searches, Watch::new(start, algos[0]));
        self.browser = Browser::default();
        Effect::Restarted
    }

    /// The editor's keys and clicks.
    fn edit(&mut self, action: Action<QueensAction>, view: View) -> Effect {
        let Some(editor) = self.editor.as_mut() else {
            return Effect::Ignored;
        };
        match action {
            Action::MoveCursor(dir) => editor.move_cursor(dir),
            Action::Own(QueensAction::ToggleQueen) => editor.toggle(),
            Action::Own(QueensAction::ClearBoard) => editor.clear(),
            Action::Click(x, y) => {
                let Some(square) = board_square(self.n(), &self.algos(), view, x, y) else {
                    return Effect::Ignored;
                };
                let editor = self.editor.as_mut().expect("open");
                editor.cursor = square;
                editor.toggle();
            }
            Action::Own(QueensAction::CancelEdit) => {
                self.editor = None;
                return Effect::LeaveEdit;
            }
            Action::ToggleEdit => match editor.start() {
                Ok(start) => {
                    self.editor = None;
                    self.panes.follow.start = start;
                    self.restart();
                    return Effect::LeaveEditAndPlay;
                }
                Err(why) => editor.refused = Some(why),
            },
            _ => return Effect::Ignored,
        }
        Effect::Changed
    }

    /// `s`: the browser opens on the solution at the current step or the last one before it.
    fn open_browser(&mut self, view: View) -> Effect {
        self.panes.follow.found.sort();
        let here = self.panes[0].position();
        let found = self.panes.follow.found.found();
        self.browser.chosen = found.partition_point(|f| f.step <= here).saturating_sub(1);
        self.browser.top = 0;
        self.scroll_to_chosen(view);
        Effect::EnterBrowse
    }

    /// Where the browser's list and board go on `screen`, for the solutions found.
    pub fn browser_area(&self, screen: Rect) -> BrowserGeometry {
        let found = self.panes.follow.found.found();
        let last_step = found.last().map_or(0, |f| f.step);
        browser_geometry(
            screen,
            self.n(),
            line_width(self.n(), found.len(), last_step),
        )
    }

    /// The browser's lines, and the line of the solution chosen.
    fn browser_lines(&self) -> (Vec<Entry>, usize) {
        let entries = self.panes.follow.found.entries();
        let chosen = self.browser.chosen;
        let line = entries
            .iter()
            .position(|&e| self.panes.follow.found.member_index(e) == Some(chosen))
            .unwrap_or(0);
        (entries, line)
    }

    /// Scrolls the list as little as needed for the chosen solution to show.
    fn scroll_to_chosen(&mut self, view: View) {
        let (entries, line) = self.browser_lines();
        let height = usize::from(self.browser_area(view.screen).list.height);
        self.browser.top = visible_top(self.browser.top, line, entries.len(), height);
    }

    /// Chooses the solution on `line` of the list, or the nearest one in `direction` from it
    /// (a class heading is skipped), then scrolls to it.
    fn choose_line(&mut self, entries: &[Entry], line: usize, down: bool, view: View) -> Effect {
        if entries.is_empty() {
            return Effect::Ignored;
        }
        let members = |e: &Entry| self.panes.follow.found.member_index(*e);
        let pick = if down {
            entries[line.min(entries.len().saturating_sub(1))..]
                .iter()
                .find_map(members)
                .or_else(|| entries.iter().rev().find_map(members))
        } else {
            entries[..=line.min(entries.len().saturating_sub(1))]
                .iter()
                .rev()
                .find_map(members)
                .or_else(|| entries.iter().find_map(members))
        };
        let Some(pick) = pick else {
            return Effect::Ignored;
        };
        self.browser.chosen = pick;
        self.scroll_to_chosen(view);
        Effect::Changed
    }

    /// A digit typed in the browser: solution `typed * 10 + digit` (its number, `#K`) chosen
    /// where it is listed, else the digit starts a new number.
    fn browse_number(&mut self, typed: Option<u64>, digit: u8, view: View) -> Effect {
        let at = |k: u64| self.panes.follow.found.found().iter().position(|f| f.index == k);
        let longer = typed.unwrap_or(0).saturating_mul(10) + u64::from(digit);
        let k = if at(longer).is_some() {
            longer
        } else {
            u64::from(digit)
        };
        self.browser.typed = Some(k);
        if let Some(chosen) = at(k) {
            self.browser.chosen = chosen;
            self.scroll_to_chosen(view);
        }
        Effect::Changed
    }

    /// Up, Down, a page, the first, the last.
    fn browse(&mut self, scroll: Scroll, view: View) -> Effect {
        let (entries, line) = self.browser_lines();
        if entries.is_empty() {
            return Effect::Ignored;
        }
        let page = usize::from(self.browser_area(view.screen).list.height.max(2) - 1);
        let last = entries.len() - 1;
        let (target, down) = match scroll {
            Scroll::Up => (line.saturating_sub(1), false),
            Scroll::Down => ((line + 1).min(last), true),
            Scroll::PageUp => (line.saturating_sub(page), false),
            Scroll::PageDown => ((line + page).min(last), true),
            Scroll::Top => (0, true),
            Scroll::Bottom => (last, false),
        };
        self.choose_line(&entries, target, down, view)
    }

    /// The first member of the next or previous class.
    fn browse_class(&mut self, forward: bool, view: View) -> Effect {
        let (entries, line) = self.browser_lines();
        if entries.is_empty() {
            return Effect::Ignored;
        }
        let heading = |e: &Entry| matches!(e, Entry::Class(_));
        let target = if forward {
            entries
                .iter()
                .skip(line + 1)
                .position(heading)
                .map(|i| line + 1 + i)
        } else {
            // The heading of the chosen solution's class, then the one before it.
            let own = entries[..=line].iter().rposition(heading).unwrap_or(0);
            entries[..own].iter().rposition(heading).or(Some(own))
        };
        match target {
            Some(t) => self.choose_line(&entries, t, true, view),
            None => Effect::Ignored,
        }
    }

    /// A click on the list chooses a solution; on the one chosen, goes to its step.
    fn browser_click(&mut self, x: u16, y: u16, view: View) -> Effect {
        let g = self.browser_area(view.screen);
        let (entries, _) = self.browser_lines();
        let Some(line) = line_at(&g, self.browser.top, x, y).filter(|&l| l < entries.len()) else {
            return Effect::Ignored;
        };
        match self.panes.follow.found.member_index(entries[line]) {
            Some(i) if i == self.browser.chosen => Effect::GoTo(self.panes.follow.found.found()[i].step),
            Some(_) => self.choose_line(&entries, line, true, view),
            None => Effect::Ignored,
        }
    }

    fn resize_board(&mut self, n: usize) -> Effect {
        let n = n.clamp(MIN_N, MAX_N);
        if n == self.n() {
            return Effect::Ignored;
        }
        self.rebuild(&self.algos(), n)
    }
}

/// The square of the left (or only) board under a click, wherever the board is drawn.
fn board_square(n: usize, algos: &[Algo], view: View, x: u16, y: u16) -> Option<(usize, usize)> {
    let (board, square) = if view.zoom {
        let a = zoom_areas(view.screen, n, algos.len()).ok()?;
        (a.boards[0], a.square)
    } else if algos.len() > 1 {
        let a = compare_areas(view.screen, n, algos, view.tree).ok()?;
        (a.panes[0].board, a.square)
    } else {
        let a = areas(view.screen, n, Side::of(algos[0], n), view.tree).ok()?;
        (a.board, a.square)
    };
    // The board is drawn inside its panel's frame.
    let inner = Rect::new(
        board.x + 1,
        board.y + 1,
        board.width.saturating_sub(2),
        board.height.saturating_sub(2),
    );
    square_at(inner, n, square, x, y)
}

/// The algorithm after `algo`, skipping `other` (the one in the other pane): compare mode
/// never shows one algorithm on both sides.
fn next_other(algo: Algo, other: Option<Algo>) -> Algo {
    let next = algo.next();
    if Some(next) == other {
        next.next()
    } else {
        next
    }
}

/// N-Queens in states worth looking at, for the shared tests and the benches: a conflict with
/// its line of attack, the first solution, compare mode, the cells search, the solutions
/// browser and the board editor with two queens attacking each other.
pub fn samples() -> Vec<Sample<Queens>> {
    use crate::action::Direction::{Down, Left, Right};
    use crate::engine::LandmarkKind;
    let at = |name, algos: &[Algo], n, step| {
        let mut model = Queens::new(algos, n);
        model.seek(step);
        Sample {
            name,
            model,
            actions: Vec::new(),
        }
    };
    let next = Action::Jump {
        kind: LandmarkKind::Solution,
        forward: true,
    };
    let toggle = Action::Own(QueensAction::ToggleQueen);
    let mut edits = vec![Action::ToggleEdit, toggle, Action::MoveCursor(Down)];
    edits.extend([Action::MoveCursor(Right); 4]);
    edits.extend([
        toggle,
        Action::MoveCursor(Down),
        Action::MoveCursor(Down),
        Action::MoveCursor(Left),
        toggle,
    ]);
    vec![
        at("conflict", &[Algo::Iterative], 8, 980),
        at("solution", &[Algo::Iterative], 8, 982),
        at("compare", &[Algo::Iterative, Algo::Cells], 6, 40),
        at("cells", &[Algo::Cells], 5, 300),
        Sample {
            name: "solutions browser",
            model: Queens::new(&[Algo::Iterative], 6),
            actions: vec![next, next, Action::Own(QueensAction::OpenSolutions)],
        },
        Sample {
            name: "board editor",
            model: Queens::new(&[Algo::Iterative], 8),
            actions: edits,
        },
    ]
}

impl Puzzle for Queens {
    type Action = QueensAction;
    type Quiz = QueensQuiz;
    type Search = Traced;
    type Follow = Watch;

    fn panes(&self) -> &Panes<Traced, Watch> {
        &self.panes
    }

    fn panes_mut(&mut self) -> &mut Panes<Traced, Watch> {
        &mut self.panes
    }

    fn key_rows() -> Vec<(Section, Binding<QueensAction>)> {
        keys::rows()
    }

    const STOP_WORDS: StopWords = StopWords {
        kinds: [
            (LandmarkKind::Backtrack, &["backtrack", "back"]),
            (LandmarkKind::Solution, &["solution", "sol"]),
            (LandmarkKind::Place, &["place", "placement"]),
        ],
        level: "row",
        first: 1,
    };

    fn vocabulary(lang: Lang) -> &'static crate::i18n::Vocabulary {
        &crate::problems::queens::words::text(lang).vocabulary
    }

    fn legend(lang: Lang) -> Vec<&'static str> {
        // The board's marks, then what the counters' brute-force sizes count (no mark).
        let words = crate::problems::queens::words::text(lang);
        words.legend.iter().chain(&words.brute_help).copied().collect()
    }

    fn export(&self, lang: Lang) -> (String, String) {
        let pane = &self.panes[0];
        let solver = pane.solver();
        let (candidate, attacker) = match pane.last_event() {
            Some(QueensEvent::Conflict {
                row,
                col,
                by_row,
                by_col,
                ..
            }) => (
                Some((usize::from(row), usize::from(col))),
                Some((usize::from(by_row), usize::from(by_col))),
            ),
            Some(QueensEvent::Place { row, col }) => {
                (Some((usize::from(row), usize::from(col))), None)
            }
            _ => (None, None),
        };
        let step = pane.position();
        let picture = BoardPicture {
            n: self.n(),
            queens: solver.queens(),
            attacked: self.show_attacked,
            candidate,
            attacker,
            caption: words(lang).picture_caption(self.n(), solver.algo(), step),
            lang,
        };
        (
            format!("queens-{}-step-{step}.svg", self.n()),
            board_svg(&picture),
        )
    }

    fn rows(&self) -> usize {
        self.n()
    }

    fn restart(&mut self) {
        self.rebuild(&self.algos(), self.n());
    }

    fn waiting(&self) -> bool {
        self.editor.as_ref().is_some_and(Editor::counting)
    }

    fn export_tree(&self, lang: Lang) -> Option<(String, String)> {
        let pane = &self.panes[0];
        let algo = pane.solver().algo();
        let limits = crate::output::tree::Limits {
            steps: Some(pane.position()),
            ..crate::output::tree::Limits::default()
        };
        let mut svg = Vec::new();
        let format = crate::output::tree::TreeFormat::Svg;
        super::output::write_tree_from(&mut svg, algo, self.n(), self.start(), format, limits, lang)
            .ok()?;
        let name = format!("queens-{}-tree-step-{}.svg", self.n(), pane.position());
        Some((name, String::from_utf8(svg).ok()?))
    }

    /// The whole tree of the left board's algorithm; none from queens placed by hand (its
    /// search is of a subtree, with moves back into the start).
    fn prober(&self) -> Option<Box<dyn crate::engine::estimate::Probe>> {
        let solver = self.panes[0].solver();
        let probe = crate::problems::queens::engine::probe::QueensProbe::new(solver.algo(), solver.n());
        self.panes.follow.start.is_empty().then(|| Box::new(probe) as Box<_>)
    }

    /// Per depth where a depth is a row (not cell by cell, whose rows hold many depths).
    fn visited(&self) -> Option<(u64, Option<Vec<u64>>)> {
        let pane = &self.panes[0];
        let levels = (!pane.solver().algo().by_cells())
            .then(|| crate::app::puzzle::depths(&pane.solver().cursor().profile()));
        Some((pane.solver().counters().nodes, levels))
    }

    fn outline(&self) -> Option<Vec<crate::engine::tree::OutlineNode>> {
        self.panes[0].outline()
    }

    /// Before the search tries the candidates of the next row (at step 0, and after each
    /// placement but the last), or of the row above after a row is given up: which column
    /// gets the next queen, or none. The left board's
    /// search is looked ahead on a copy, to its next placement or the row's backtrack.
    fn question(&self, kind: QuizKind) -> Option<Question<QueensQuiz>> {
        let pane = &self.panes[0];
        if pane.solver().is_done() {
            return None;
        }
        let cells = pane.solver().algo().by_cells();
        if kind == QuizKind::All && !cells {
            if let Some(QueensEvent::Backtrack { row }) = pane.last_event() {
                // The row given up: the search goes back to the row above (none above row 1:
                // the search is over).
                let row = usize::from(row);
                return (row > 0).then(|| Question {
                    step: pane.position(),
                    ask: Ask::BackTo { row },
                    expected: Answer::Row(row - 1),
                    reasons: Vec::new(),
                });
            }
            if let Some(q) = self.candidate_question() {
                return Some(q);
            }
        }
        // After a row is given up, the row above moves its queen on (or gives up too).
        let after_back = match pane.last_event() {
            Some(QueensEvent::Backtrack { row }) if !cells && row > 0 => Some(usize::from(row) - 1),
            _ => None,
        };
        let at_point = pane.position() == 0
            || matches!(pane.last_event(), Some(QueensEvent::Place { .. }))
            || after_back.is_some();
        if !at_point {
            return None;
        }
        let mut look: QueensSolver = (**pane.solver()).clone();
        // The row-by-row searches fill the row after the standing queens next, or after a
        // backtrack the row above.
        let next_row = after_back.unwrap_or_else(|| look.queens().len());
        let mut reasons = Vec::new();
        let n = self.n();
        // At most every square's candidate, and the calls and skips around them.
        for _ in 0..4 * n * n + 16 {
            match look.step()? {
                e @ QueensEvent::Conflict { .. } => reasons.extend(Reason::of_conflict(&e)),
                QueensEvent::Place { row, col } => {
                    let row = usize::from(row);
                    // The cells search: the row of its next queen is the question's.
                    let asked = if cells { row } else { next_row };
                    let expected = if row == asked {
                        Answer::Column(col.into())
                    } else {
                        Answer::NoColumn
                    };
                    reasons.retain(|r: &Reason| r.square.0 == asked);
                    return Some(Question {
                        step: pane.position(),
                        ask: Ask::Column { row: asked },
                        expected,
                        reasons,
                    });
                }
                QueensEvent::Backtrack { row } if !cells && usize::from(row) == next_row => {
                    return Some(Question {
                        step: pane.position(),
                        ask: Ask::Column { row: next_row },
                        expected: Answer::NoColumn,
                        reasons,
                    });
                }
                QueensEvent::Solution { .. } | QueensEvent::Done { .. } => return None,
                _ => {}
            }
        }
        None
    }

    fn answer(&self, action: &Action<QueensAction>, ask: Ask, view: View) -> Option<Answer> {
        quiz::answer(action, ask, self.n(), |x, y| {
            board_square(self.n(), &self.algos(), view, x, y)
        })
    }

    fn apply(&mut self, action: Action<QueensAction>, view: View) -> Effect {
        if self.editor.is_some() {
            return self.edit(action, view);
        }
        // A key of the browser other than a digit forgets the number typed.
        let typed = self.browser.typed.take();
        let action = match action {
            Action::Own(action) => action,
            Action::Digit(d) => return self.browse_number(typed, d, view),
            Action::Click(x, y) => return self.browser_click(x, y, view),
            Action::ToggleEdit => {
                let queens = self.panes[0].solver().queens();
                self.editor = Some(Editor::new(self.n(), &queens));
                return Effect::EnterEdit;
            }
            _ => return Effect::Ignored,
        };
        match action {
            QueensAction::SmallerBoard => self.resize_board(self.n().saturating_sub(1)),
            QueensAction::LargerBoard => self.resize_board(self.n() + 1),
            QueensAction::ToggleAttacked => {
                self.show_attacked = !self.show_attacked;
                Effect::Changed
            }
            QueensAction::NextAlgo => {
                let mut algos = self.algos();
                algos[0] = next_other(algos[0], algos.get(1).copied());
                self.rebuild(&algos, self.n())
            }
            QueensAction::NextAlgoRight => {
                let mut algos = self.algos();
                if algos.len() < 2 {
                    return Effect::Ignored;
                }
                algos[1] = next_other(algos[1], Some(algos[0]));
                self.rebuild(&algos, self.n())
            }
            // The editor's own keys do nothing outside it.
            QueensAction::ToggleQueen | QueensAction::ClearBoard | QueensAction::CancelEdit => {
                Effect::Ignored
            }
            QueensAction::OpenSolutions => self.open_browser(view),
            QueensAction::CloseSolutions => Effect::LeaveBrowse,
            QueensAction::Browse(scroll) => self.browse(scroll, view),
            QueensAction::BrowseClass(forward) => self.browse_class(forward, view),
            QueensAction::BrowseNumber => {
                self.browser.typed = Some(0);
                Effect::Changed
            }
            QueensAction::BrowseGo => self
                .found()
                .found()
                .get(self.browser.chosen)
                .map_or(Effect::Ignored, |f| Effect::GoTo(f.step)),
            QueensAction::ToggleByPlacements => {
                if self.panes.len() < 2 {
                    return Effect::Ignored;
                }
                let on = !self.panes.synced();
                let effect = self.rebuild(&self.algos(), self.n());
                self.panes.set_synced(on);
                effect
            }
            QueensAction::ToggleCompare => {
                let mut algos = self.algos();
                if algos.len() == 1 {
                    algos.push(algos[0].next());
                } else {
                    algos.truncate(1);
                }
                self.rebuild(&algos, self.n())
            }
        }
    }
}

impl Queens {
    /// `--quiz all`, at a placement (or step 0): on one question point in three, whether
    /// the next candidate can stand, on another (when it is attacked) which queen attacks it;
    /// on the third, the column question.
    fn candidate_question(&self) -> Option<Question<QueensQuiz>> {
        let pane = &self.panes[0];
        let step = pane.position();
        let at_point = step == 0 || matches!(pane.last_event(), Some(QueensEvent::Place { .. }));
        if !at_point || step.is_multiple_of(3) {
            return None;
        }
        let mut look: QueensSolver = (**pane.solver()).clone();
        let candidate = loop {
            match look.step()? {
                QueensEvent::Call { .. } | QueensEvent::Return { .. } => {}
                e @ (QueensEvent::Place { .. } | QueensEvent::Conflict { .. }) => break e,
                _ => return None,
            }
        };
        let question = |ask, expected, reasons| Question {
            step,
            ask,
            expected,
            reasons,
        };
        match (step % 3, candidate) {
            (1, QueensEvent::Place { row, col }) => Some(question(
                Ask::Stand {
                    square: (row.into(), col.into()),
                },
                Answer::Stands,
                Vec::new(),
            )),
            (
                phase,
                e @ QueensEvent::Conflict {
                    row, col, by_col, ..
                },
            ) => {
                let square = (usize::from(row), usize::from(col));
                let reasons: Vec<Reason> = Reason::of_conflict(&e).into_iter().collect();
                Some(if phase == 1 {
                    question(Ask::Stand { square }, Answer::Attacked, reasons)
                } else {
                    question(
                        Ask::Attacker { square },
                        Answer::Column(by_col.into()),
                        reasons,
                    )
                })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{Stepped, run_by_steps};
    use crate::engine::{Landmark, Landmarks};
    use crate::action::InputMode;
    use crate::app::stops::Notice;
    use crate::app::{App, BATCH_BUDGET, Mode, Playback, Speed, Status};
    use crate::i18n::Lang;
    use crate::problems::queens::engine::placement::PlacementError;
    use crate::problems::queens::engine::{Line, QueensEvent, QueensSolver};
    use std::time::{Duration, Instant};

    fn playback(paused: bool) -> Playback {
        Playback {
            lang: Lang::En,
            speed: Speed::default(),
            paused,
            ascii: false,
            theme: crate::app::ThemeName::Dark,
            auto_theme: false,
            zoom: false,
            record: None,
            force: false,
            quiz: None,
            gif: None,
        }
    }

    fn app(n: usize, paused: bool) -> App<Queens> {
        App::new(Queens::new(&[Algo::Iterative], n), playback(paused))
    }

    #[test]
    fn stepping_forward_and_back_pauses_and_moves_one_event() {
        let mut a = app(8, false);
        a.update(Action::StepForward);
        assert_eq!(a.mode, Mode::Paused);
        assert_eq!(a.puzzle.panes[0].position(), 1);
        a.update(Action::StepForward);
        a.update(Action::StepBack);
        assert_eq!(a.puzzle.panes[0].position(), 1);
        a.update(Action::StepBack);
        a.update(Action::StepBack);
        assert_eq!(a.puzzle.panes[0].position(), 0);
    }

    #[test]
    fn space_toggles_play_and_playing_steps_by_the_clock() {
        let mut a = app(8, true);
        let t0 = Instant::now();
        assert!(!a.tick(t0, BATCH_BUDGET), "paused: nothing moves");
        a.update(Action::TogglePlay);
        assert_eq!(a.status(), Status::Playing);
        assert!(a.tick(t0, BATCH_BUDGET), "the first step comes at once");
        assert_eq!(a.puzzle.panes[0].position(), 1);
        assert!(!a.tick(t0 + Duration::from_millis(100), BATCH_BUDGET));
        a.tick(t0 + Duration::from_secs(1), BATCH_BUDGET);
        assert_eq!(
            a.puzzle.panes[0].position(),
            6,
            "5 steps/s: steps at 0, .2, .4, .6, .8, 1.0 s"
        );
        a.update(Action::TogglePlay);
        assert_eq!(a.status(), Status::Paused);
        assert_eq!(a.next_wake(t0), None, "paused: the loop blocks on input");
    }

    #[test]
    fn speed_keys_walk_the_presets() {
        let mut a = app(8, true);
        a.update(Action::Faster);
        assert_eq!(a.speed, Speed::Rate(10.0));
        a.update(Action::Slower);
        a.update(Action::Slower);
        assert_eq!(a.speed, Speed::Rate(2.0));
    }

    #[test]
    fn brackets_change_n_within_1_to_32_and_restart() {
        let mut a = app(8, true);
        a.update(Action::StepForward);
        a.update(Action::Own(QueensAction::LargerBoard));
        assert_eq!((a.puzzle.n(), a.puzzle.panes[0].position()), (9, 0));
        let mut b = app(1, true);
        b.update(Action::Own(QueensAction::SmallerBoard));
        assert_eq!(b.puzzle.n(), 1);
        let mut c = app(32, true);
        c.update(Action::Own(QueensAction::LargerBoard));
        assert_eq!(c.puzzle.n(), 32);
    }

    #[test]
    fn n_runs_to_the_next_solution_and_pauses_there() {
        let mut a = app(8, true);
        a.update(Action::Jump {
            kind: crate::engine::LandmarkKind::Solution,
            forward: true,
        });
        assert_eq!(a.status(), Status::Running);
        while a.mode != Mode::Paused {
            a.tick(Instant::now(), BATCH_BUDGET);
        }
        assert!(matches!(
            a.puzzle.panes[0].last_event(),
            Some(QueensEvent::Solution { index: 1, .. })
        ));
        assert_eq!(
            a.puzzle.panes[0].position(),
            982,
            "seed 001's loop meets solution 1 at step 982"
        );
    }

    #[test]
    fn end_runs_to_done_and_home_returns_to_zero() {
        let mut a = app(6, true);
        a.update(Action::Last);
        while a.status() != Status::Done {
            a.tick(Instant::now(), BATCH_BUDGET);
        }
        assert!(matches!(
            a.puzzle.panes[0].last_event(),
            Some(QueensEvent::Done { solutions: 4, .. })
        ));
        a.update(Action::TogglePlay);
        assert_eq!(a.status(), Status::Done, "space at the end does not play");
        a.update(Action::First);
        assert_eq!(
            (a.puzzle.panes[0].position(), a.status()),
            (0, Status::Paused)
        );
    }

    #[test]
    fn restart_forgets_history_and_toggles_flip() {
        let mut a = app(8, true);
        for _ in 0..10 {
            a.update(Action::StepForward);
        }
        a.update(Action::Restart);
        assert_eq!(a.puzzle.panes[0].position(), 0);
        assert!(a.puzzle.show_attacked);
        a.update(Action::Own(QueensAction::ToggleAttacked));
        assert!(!a.puzzle.show_attacked);
        a.update(Action::ToggleHelp);
        assert_eq!(a.input, InputMode::Help);
        a.update(Action::CloseHelp);
        assert_eq!(a.input, InputMode::Normal);
        assert!(!a.should_quit());
        a.update(Action::Quit);
        assert!(a.should_quit());
    }

    #[test]
    fn tab_cycles_algorithms_and_c_compares() {
        let mut a = app(6, true);
        a.update(Action::StepForward);
        a.update(Action::Own(QueensAction::NextAlgo));
        assert_eq!((a.puzzle.algos(), a.position()), (vec![Algo::Recursive], 0));
        a.update(Action::Own(QueensAction::ToggleCompare));
        assert_eq!(a.puzzle.algos(), vec![Algo::Recursive, Algo::Arrays]);
        a.update(Action::Own(QueensAction::NextAlgoRight));
        assert_eq!(a.puzzle.algos(), vec![Algo::Recursive, Algo::Cells]);
        a.update(Action::Own(QueensAction::NextAlgo));
        assert_eq!(a.puzzle.algos(), vec![Algo::Arrays, Algo::Cells]);
        a.update(Action::Own(QueensAction::ToggleCompare));
        assert_eq!(a.puzzle.algos(), vec![Algo::Arrays]);
        a.update(Action::Own(QueensAction::NextAlgoRight));
        assert_eq!(
            a.puzzle.algos(),
            vec![Algo::Arrays],
            "Shift-Tab does nothing with one board"
        );
    }

    #[test]
    fn compare_never_shows_one_algorithm_on_both_sides() {
        let mut a = app(6, true);
        a.update(Action::Own(QueensAction::ToggleCompare));
        for i in 0..40 {
            let action = if i % 3 == 0 {
                QueensAction::NextAlgo
            } else {
                QueensAction::NextAlgoRight
            };
            a.update(Action::Own(action));
            let algos = a.puzzle.algos();
            assert_ne!(algos[0], algos[1], "after {i} presses: {algos:?}");
        }
    }

    #[test]
    fn compare_steps_in_lockstep_and_the_first_to_finish_waits_at_done() {
        let mut a = app(4, true);
        a.update(Action::Own(QueensAction::ToggleCompare)); // iterative | recursive
        a.update(Action::Own(QueensAction::NextAlgoRight));
        a.update(Action::Own(QueensAction::NextAlgoRight)); // iterative | cells
        assert_eq!(a.puzzle.algos(), vec![Algo::Iterative, Algo::Cells]);
        for _ in 0..5 {
            a.update(Action::StepForward);
        }
        assert_eq!(a.puzzle.panes[0].position(), 5);
        assert_eq!(a.puzzle.panes[1].position(), 5);
        a.update(Action::Last);
        while a.status() != Status::Done {
            a.tick(Instant::now(), BATCH_BUDGET);
        }
        let (short, long) = (a.puzzle.panes[0].position(), a.puzzle.panes[1].position());
        assert!(short < long, "iterative ends long before cells");
        assert_eq!(a.position(), long);
        a.update(Action::StepBack);
        assert_eq!(
            a.puzzle.panes[0].position(),
            short,
            "the finished pane waits at done"
        );
        assert_eq!(a.puzzle.panes[1].position(), long - 1);
        a.puzzle.seek(short - 1);
        assert_eq!(a.puzzle.panes[0].position(), short - 1);
        assert_eq!(a.puzzle.panes[1].position(), short - 1);
        assert!(!a.puzzle.panes[0].solver().is_done());
    }

    /// A batch in the engine's own loop leaves exactly what single steps leave: the step, the
    /// log, the tree cursor and the scrubber's record; and it stops at the same landmark.
    #[test]
    fn a_batch_leaves_what_single_steps_leave() {
        let backtrack_in_row_3 = |l: Landmark| l == Landmark::Backtrack { level: 3 };
        for algo in Algo::ALL {
            for wanted in [None, Some(&backtrack_in_row_3 as &dyn Fn(Landmark) -> bool)] {
                let (mut batch, mut single) = (Queens::new(&[algo], 6), Queens::new(&[algo], 6));
                for max in [1, 700, 5_000, 100_000] {
                    let got = batch.run(max, wanted);
                    let want = run_by_steps(&mut single, max, wanted);
                    assert_eq!(got, want, "{algo:?}, batch of {max}");
                    let (a, b) = (&batch.panes[0], &single.panes[0]);
                    assert_eq!(a.position(), b.position());
                    assert!(a.recent().eq(b.recent()), "{algo:?}: the log");
                    assert_eq!(a.solver().cursor(), b.solver().cursor(), "{algo:?}");
                    assert_eq!(batch.progress(), single.progress(), "{algo:?}");
                }
            }
        }
    }

    /// From a hand placement, the moves of the hand-placed queens are noted at the same steps
    /// by single steps and by batches, once each, lowest row first; a rewind adds none.
    #[rstest::rstest]
    fn hand_placed_queens_moved_are_noted_once(
        #[values(Algo::Iterative, Algo::Recursive, Algo::Arrays, Algo::Cells)] algo: Algo,
    ) {
        let start = [1, 3];
        let mut single = Queens::from_start(&[algo], 6, &start);
        while single.step(&|_| false) != Stepped::Done {}
        let mut batch = Queens::from_start(&[algo], 6, &start);
        for max in [3, 50, 1_000_000] {
            batch.run(max, None);
        }
        assert_eq!(batch.undone(), single.undone(), "{algo:?}");
        assert_eq!(
            single.undone().len(),
            2,
            "{algo:?}: both hand-placed queens moved"
        );
        // Each noted step's event moves the queen of the row noted (d2, then b1).
        let mut replay = QueensSolver::from_start(algo, 6, &start);
        let events: Vec<QueensEvent> = std::iter::from_fn(|| replay.step()).collect();
        for (i, &step) in single.undone().iter().enumerate() {
            let intact = start.len() - i;
            let event = events[step as usize - 1];
            assert!(
                leaves_start(algo.by_cells(), intact, &event),
                "{algo:?}: {event:?}"
            );
            let before = &events[..step as usize - 1];
            assert!(
                !before
                    .iter()
                    .any(|e| leaves_start(algo.by_cells(), intact, e))
            );
        }
        batch.seek(0);
        while batch.step(&|_| false) != Stepped::Done {}
        assert_eq!(batch.undone(), single.undone(), "a replay adds nothing");
    }

    fn settle_count(a: &App<Queens>) {
        let began = Instant::now();
        while a.puzzle.waiting() {
            assert!(
                began.elapsed() < Duration::from_secs(60),
                "the count never came"
            );
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    /// Places queens with the editor's keys: each (row, col) from the cursor's square.
    fn place_by_keys(a: &mut App<Queens>, squares: &[(usize, usize)]) {
        use crate::action::Direction;
        for &(r, c) in squares {
            let editor = a.puzzle.editor.as_ref().unwrap();
            let (cr, cc) = editor.cursor;
            let moves = [
                (r.saturating_sub(cr), Direction::Down),
                (cr.saturating_sub(r), Direction::Up),
                (c.saturating_sub(cc), Direction::Right),
                (cc.saturating_sub(c), Direction::Left),
            ];
            for (times, dir) in moves {
                for _ in 0..times {
                    a.update(Action::MoveCursor(dir));
                }
            }
            a.update(Action::Own(QueensAction::ToggleQueen));
        }
    }

    /// Every placement the editor refuses to run from stays in the editor with its reason;
    /// Esc leaves without changing anything.
    #[rstest::rstest]
    #[case(&[(0, 0), (2, 4)], PlacementError::Gap { row: 1 })]
    #[case(&[(1, 3)], PlacementError::Gap { row: 0 })]
    #[case(&[(0, 1), (0, 6)], PlacementError::TwoInRow { row: 0, cols: (1, 6) })]
    #[case(&[(0, 0), (1, 4), (2, 2)], PlacementError::Attack { a: (0, 0), b: (2, 2), line: Line::Diagonal })]
    #[case(&[(0, 3), (1, 3)], PlacementError::Attack { a: (0, 3), b: (1, 3), line: Line::Column })]
    fn the_editor_refuses_what_is_not_a_start(
        #[case] squares: &[(usize, usize)],
        #[case] why: PlacementError,
    ) {
        let mut a = app(8, true);
        for _ in 0..30 {
            a.update(Action::StepForward);
        }
        a.update(Action::Own(QueensAction::ClearBoard)); // nothing outside the editor
        a.update(Action::ToggleEdit);
        assert_eq!((a.input, a.status()), (InputMode::Edit, Status::Editing));
        a.update(Action::Own(QueensAction::ClearBoard));
        place_by_keys(&mut a, squares);
        a.update(Action::ToggleEdit);
        assert_eq!(a.input, InputMode::Edit, "still editing");
        assert_eq!(a.puzzle.editor.as_ref().unwrap().refused, Some(why));
        a.update(Action::Own(QueensAction::CancelEdit));
        assert_eq!(a.input, InputMode::Normal);
        assert_eq!(
            (a.position(), a.puzzle.start().len()),
            (30, 0),
            "nothing changed"
        );
    }

    /// Three queens placed by hand (b1 d2 f3 on 8x8): the count the editor shows is the
    /// counter's; `e` runs from them, and the solutions the search finds before it moves a
    /// hand-placed queen are exactly those that extend them.
    #[test]
    fn the_search_runs_on_from_queens_placed_by_hand() {
        use crate::problems::queens::engine::placement::completions;
        use std::sync::atomic::{AtomicBool, AtomicU64};
        let mut a = app(8, true);
        a.update(Action::ToggleEdit);
        place_by_keys(&mut a, &[(0, 1), (1, 3), (2, 5)]);
        settle_count(&a);
        let want = completions(
            8,
            &[1, 3, 5],
            None,
            &AtomicU64::new(0),
            &AtomicBool::new(false),
        )
        .unwrap();
        assert_eq!(
            a.puzzle.editor.as_ref().unwrap().extends(),
            editor::Extends::Solutions(want)
        );
        a.update(Action::ToggleEdit);
        assert_eq!((a.input, a.mode), (InputMode::Normal, Mode::Playing));
        assert_eq!(a.puzzle.start(), vec![1, 3, 5]);
        assert_eq!(a.position(), 0);
        assert_eq!(
            a.puzzle.panes[0].solver().queens(),
            vec![(0, 1), (1, 3), (2, 5)]
        );
        a.speed = Speed::Max;
        settle_playing(&mut a);
        let moved = a.puzzle.undone()[0];
        let extending: Vec<_> = a
            .puzzle
            .found()
            .found()
            .iter()
            .filter(|f| f.step < moved)
            .collect();
        assert_eq!(extending.len() as u64, want);
        assert!(
            extending
                .iter()
                .all(|f| f.cols.as_slice().starts_with(&[1, 3, 5]))
        );
        assert_eq!(
            a.puzzle.undone().len(),
            3,
            "every hand-placed queen is moved in the end"
        );
        // Restart keeps the start; a new N forgets it.
        a.update(Action::Restart);
        assert_eq!(a.puzzle.panes[0].solver().queens().len(), 3);
        a.update(Action::Own(QueensAction::LargerBoard));
        assert!(a.puzzle.start().is_empty());
    }

    /// The editor's count is drawn when it comes, even when it comes before the loop looks
    /// again: the next tick asks for one frame more, then none.
    #[test]
    fn the_count_is_drawn_when_it_comes() {
        let mut a = app(6, true);
        a.update(Action::ToggleEdit);
        a.update(Action::Own(QueensAction::ToggleQueen));
        assert!(
            a.next_wake(Instant::now()).is_some(),
            "the loop looks again soon"
        );
        settle_count(&a);
        assert!(
            a.tick(Instant::now(), BATCH_BUDGET),
            "a frame for the count"
        );
        assert!(!a.tick(Instant::now(), BATCH_BUDGET), "then none");
        assert_eq!(
            a.next_wake(Instant::now()),
            None,
            "and the loop blocks on input"
        );
    }

    /// A click on a square puts a queen there or takes it off, wherever the board is drawn.
    #[rstest::rstest]
    fn a_click_on_the_board_toggles_a_queen(#[values(false, true)] zoom: bool) {
        let mut a = app(8, true);
        a.update(Action::Resize(100, 30));
        if zoom {
            a.update(Action::ToggleZoom);
        }
        a.update(Action::ToggleEdit);
        a.update(Action::Own(QueensAction::ClearBoard));
        let n = 8;
        let (board, square) = if zoom {
            let z = zoom_areas(a.screen, n, 1).unwrap();
            (z.boards[0], z.square)
        } else {
            let s = areas(a.screen, n, Side::of(Algo::Iterative, n), false).unwrap();
            (s.board, s.square)
        };
        let inner = Rect::new(board.x + 1, board.y + 1, board.width - 2, board.height - 2);
        let (x, y) = crate::problems::queens::layout::square_origin(inner, n, square, 2, 3);
        a.update(Action::Click(x + square.0 / 2, y + square.1 / 2));
        assert_eq!(a.puzzle.editor.as_ref().unwrap().queens(), vec![(2, 3)]);
        a.update(Action::Click(x, y));
        assert!(a.puzzle.editor.as_ref().unwrap().queens().is_empty());
        a.update(Action::Click(0, 0)); // the header: nothing
        assert!(a.puzzle.editor.as_ref().unwrap().queens().is_empty());
    }

    /// `x` with the tree panel open writes the tree drawn so far as a figure: a node element
    /// for every node visited by the step (entered and cut, as the panel counts them), the
    /// legend in the interface's language, named after the step.
    #[test]
    fn x_with_the_tree_open_exports_the_tree() {
        let dir = std::env::temp_dir().join(format!("backtrack-xt-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut a = app(4, true);
        a.lang = Lang::Zh;
        a.export_dir.clone_from(&dir);
        a.puzzle.seek(40);
        a.update(Action::ToggleTree);
        a.update(Action::Export);
        let path = dir.join("queens-4-tree-step-40.svg");
        assert_eq!(a.notice, Some(Notice::Exported(path.display().to_string())));
        let svg = std::fs::read_to_string(&path).unwrap();
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let nodes = doc
            .descendants()
            .filter(|e| e.attribute("data-number").is_some())
            .count() as u64;
        let cursor = a.puzzle.panes[0].solver().cursor();
        assert_eq!(nodes, cursor.visited() + 1, "the root and every node visited");
        assert!(svg.contains("被约束函数剪去"), "the legend in Chinese");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// `x` writes the board as on screen: the standing queens, the candidate in conflict with
    /// its attacker and the line between them, the attacked squares; named after the step. A
    /// folder that cannot be written says why and changes nothing.
    #[test]
    fn x_exports_the_board_as_svg() {
        let dir = std::env::temp_dir().join(format!("backtrack-x-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut a = app(8, true);
        a.export_dir.clone_from(&dir);
        // Step 2 of 8 queens: a1 placed, then a2 attacked by a1 along the column.
        a.update(Action::StepForward);
        a.update(Action::StepForward);
        a.update(Action::Export);
        let path = dir.join("queens-8-step-2.svg");
        assert_eq!(a.notice, Some(Notice::Exported(path.display().to_string())));
        let text = std::fs::read_to_string(&path).unwrap();
        let doc = roxmltree::Document::parse(&text).unwrap();
        // On the board (the legend's swatches apart).
        let in_legend = |e: &roxmltree::Node| {
            e.ancestors()
                .any(|a| a.attribute("class") == Some("legend-item"))
        };
        let count = |class: &str| {
            doc.descendants()
                .filter(|e| e.attribute("class") == Some(class) && !in_legend(e))
                .count()
        };
        assert_eq!(count("queen"), 1);
        assert_eq!(count("candidate"), 1);
        assert_eq!((count("attack"), count("conflict")), (1, 1));
        // The attacking queen is ringed and named.
        let ring = doc
            .descendants()
            .find(|e| e.attribute("class") == Some("attacker") && !in_legend(e))
            .expect("the attacker ringed");
        assert_eq!(ring.descendants().find_map(|t| t.text()), Some("a1"));
        // The queen on a1 (row 0, col 0) attacks 7 + 7 + 7 squares.
        assert_eq!(count("attacked"), 21);
        // The legend names the marks shown, in the interface's language.
        let legend: Vec<String> = doc
            .descendants()
            .filter(|e| e.attribute("class") == Some("legend-item"))
            .map(|g| {
                g.descendants()
                    .filter(|e| e.has_tag_name("text"))
                    .filter_map(|e| e.text())
                    .collect()
            })
            .collect();
        let words = &crate::problems::queens::words::text(Lang::En).legend;
        assert_eq!(legend, [words[1], words[2], words[3], words[4]]);
        assert!(text.contains("<title>8 queens, iterative (seed 001), step 2</title>"));
        // Unwritable: the notice says why; the position is as it was.
        a.export_dir = dir.join("no/such/folder");
        a.update(Action::Export);
        assert!(matches!(a.notice, Some(Notice::ExportFailed(_, _))));
        assert_eq!(a.puzzle.position(), 2);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn max_speed_runs_a_bounded_batch() {
        let mut a = app(12, false);
        a.speed = Speed::Max;
        assert!(a.tick(Instant::now(), Duration::from_millis(2)));
        assert!(a.puzzle.panes[0].position() > 1000);
        assert!(!a.puzzle.panes[0].solver().is_done());
    }

    /// The steps at which the landmarks of `kind` happen in a fresh search, as the event
    /// stream says.
    fn landmark_steps(algo: Algo, n: usize, kind: crate::engine::LandmarkKind) -> Vec<u64> {
        let mut s = QueensSolver::new(algo, n);
        let mut steps = Vec::new();
        while let Some(e) = s.step() {
            if s.landmark(&e).is_some_and(|l| l.kind() == kind) {
                steps.push(s.steps());
            }
        }
        steps
    }

    fn settle(a: &mut App<Queens>) {
        while a.mode != Mode::Paused {
            a.tick(Instant::now(), BATCH_BUDGET);
        }
    }

    fn jump(kind: crate::engine::LandmarkKind, forward: bool) -> Action<QueensAction> {
        Action::Jump { kind, forward }
    }

    /// Forward and backward jumps land exactly on the event stream's landmarks, for every
    /// algorithm, from the start and after a rewind.
    #[rstest::rstest]
    fn jumps_land_on_the_landmarks_of_the_event_stream(
        #[values(Algo::Iterative, Algo::Recursive, Algo::Arrays, Algo::Cells)] algo: Algo,
        #[values(
            crate::engine::LandmarkKind::Solution,
            crate::engine::LandmarkKind::Backtrack,
            crate::engine::LandmarkKind::Place
        )]
        kind: crate::engine::LandmarkKind,
    ) {
        let n = 6;
        let expected = landmark_steps(algo, n, kind);
        let mut a = App::new(Queens::new(&[algo], n), playback(true));
        // Forward: the first three.
        for &step in expected.iter().take(3) {
            a.update(jump(kind, true));
            settle(&mut a);
            assert_eq!(a.position(), step, "{algo:?} {kind:?}");
        }
        // Backward from the middle of the search, after a rewind to there.
        let middle = expected[expected.len() / 2] + 7;
        a.puzzle.seek(middle + 1000);
        a.puzzle.seek(middle);
        let before: Vec<u64> = expected.iter().copied().filter(|&s| s < middle).collect();
        for &step in before.iter().rev().take(3) {
            a.update(jump(kind, false));
            assert_eq!(a.position(), step, "{algo:?} {kind:?} back");
            assert_eq!(a.notice, None);
        }
    }

    #[test]
    fn a_jump_back_with_nothing_before_stays_and_says_so() {
        let mut a = app(8, true);
        let first = landmark_steps(Algo::Iterative, 8, crate::engine::LandmarkKind::Backtrack)[0];
        a.puzzle.seek(first);
        a.update(jump(crate::engine::LandmarkKind::Backtrack, false));
        assert_eq!(a.position(), first);
        assert_eq!(
            a.notice,
            Some(Notice::NoneBefore(crate::engine::LandmarkKind::Backtrack))
        );
        // The next key clears the notice.
        a.update(Action::Faster);
        assert_eq!(a.notice, None);
    }

    #[test]
    fn a_forward_jump_past_the_last_says_so_and_any_key_stops_a_run() {
        let mut a = app(4, true);
        a.update(Action::Last);
        settle(&mut a);
        a.update(jump(crate::engine::LandmarkKind::Solution, true));
        assert_eq!(
            a.notice,
            Some(Notice::NoneAfter(crate::engine::LandmarkKind::Solution))
        );
        let mut b = app(14, true);
        b.update(Action::Last);
        assert_eq!(b.status(), Status::Running);
        b.tick(Instant::now(), BATCH_BUDGET);
        let reached = b.position();
        b.update(Action::Own(QueensAction::ToggleAttacked));
        assert_eq!(b.status(), Status::Paused, "any key stops the run");
        assert!(b.puzzle.show_attacked, "and does nothing else");
        assert_eq!(b.position(), reached);
    }

    fn type_line(a: &mut App<Queens>, line: &str) {
        a.update(Action::OpenPrompt);
        for c in line.chars() {
            a.update(Action::PromptChar(c));
        }
        a.update(Action::PromptSubmit);
        settle(a);
    }

    #[test]
    fn the_prompt_goes_to_steps_and_solutions_and_sets_stops() {
        let solutions = landmark_steps(Algo::Iterative, 8, crate::engine::LandmarkKind::Solution);
        let mut a = app(8, true);
        type_line(&mut a, "1234");
        assert_eq!(a.position(), 1234);
        type_line(&mut a, "#3");
        assert_eq!(a.position(), solutions[2]);
        type_line(&mut a, "#1");
        assert_eq!(a.position(), solutions[0], "back to an earlier solution");
        type_line(&mut a, "#92");
        assert_eq!(a.position(), solutions[91]);
        type_line(&mut a, "#93");
        assert_eq!(a.notice, Some(Notice::NoSolution(93)));
        type_line(&mut a, "20");
        assert_eq!(a.position(), 20);
        // A bad line says why and changes nothing.
        type_line(&mut a, "stop everything");
        assert!(matches!(a.notice, Some(Notice::BadCommand(..))));
        assert!(a.stops.is_empty());
        assert_eq!(a.position(), 20);
        // Esc closes the prompt without doing anything; q is a letter there.
        a.update(Action::OpenPrompt);
        a.update(Action::PromptChar('q'));
        a.update(Action::PromptCancel);
        assert_eq!(
            (a.input, a.position(), a.should_quit()),
            (InputMode::Normal, 20, false)
        );
    }

    /// A go-to past the end lands on the last step and says so, with the step it ends at
    /// (issue 26: it landed there without a word).
    #[test]
    fn a_goto_past_the_end_says_where_the_search_ends() {
        let mut a = app(4, true);
        type_line(&mut a, "99999");
        settle(&mut a);
        let last = a.position();
        assert!(a.puzzle.is_done() && last < 99_999);
        assert_eq!(a.notice, Some(Notice::PastEnd { asked: 99_999, last }));
        // Again from the end: the same words, not silence.
        a.notice = None;
        type_line(&mut a, "99999");
        assert_eq!(a.notice, Some(Notice::PastEnd { asked: 99_999, last }));
        let said = Lang::En.words().past_end(99_999, last);
        assert!(said.contains("99,999") || said.contains("99 999"), "{said}");
    }

    /// A stop does not interrupt an explicit go-to: with `stop backtrack row 5` set, `:#10`
    /// and `:20000` go where they were asked (issue 26, bug 5: `#10` stopped at step 165);
    /// playing still pauses at the stop.
    #[test]
    fn a_goto_passes_the_stops() {
        let solutions = landmark_steps(Algo::Iterative, 8, crate::engine::LandmarkKind::Solution);
        let mut a = app(8, true);
        type_line(&mut a, "stop backtrack row 5");
        type_line(&mut a, "#10");
        settle(&mut a);
        assert_eq!(a.position(), solutions[9]);
        type_line(&mut a, "15000");
        settle(&mut a);
        assert_eq!(a.position(), 15_000);
        assert!(!matches!(a.notice, Some(Notice::Stopped(_))), "{:?}", a.notice);
        a.speed = Speed::Max;
        a.update(Action::TogglePlay);
        settle_playing(&mut a);
        assert!(matches!(a.notice, Some(Notice::Stopped(_))), "{:?}", a.notice);
    }

    #[test]
    fn playing_pauses_at_stops() {
        let backtracks = landmark_steps(Algo::Iterative, 8, crate::engine::LandmarkKind::Backtrack);
        let mut s = QueensSolver::new(Algo::Iterative, 8);
        let mut row5 = Vec::new();
        while let Some(e) = s.step() {
            if matches!(e, QueensEvent::Backtrack { row: 4 }) {
                row5.push(s.steps());
            }
        }
        let mut a = app(8, true);
        a.speed = Speed::Max;
        type_line(&mut a, "stop backtrack row 5");
        assert_eq!(a.stops.len(), 1);
        a.update(Action::TogglePlay);
        settle_playing(&mut a);
        assert_eq!(a.position(), row5[0]);
        assert_eq!(
            a.notice,
            Some(Notice::Stopped(crate::engine::Landmark::Backtrack {
                level: 4
            }))
        );
        a.update(Action::TogglePlay);
        settle_playing(&mut a);
        assert_eq!(a.position(), row5[1]);
        // A second stop: any backtrack.
        type_line(&mut a, "stop backtrack");
        a.update(Action::TogglePlay);
        settle_playing(&mut a);
        let next = backtracks.iter().find(|&&s| s > row5[1]).copied();
        assert_eq!(Some(a.position()), next);
        type_line(&mut a, "stop off");
        assert!(a.stops.is_empty());
    }

    fn settle_playing(a: &mut App<Queens>) {
        while a.mode == Mode::Playing && !a.puzzle.is_done() {
            a.tick(Instant::now(), BATCH_BUDGET);
        }
    }

    fn run_to_end(a: &mut App<Queens>) {
        a.update(Action::Last);
        settle(a);
    }

    /// Enter in the browser lands on the step where the chosen solution was found (the event
    /// there is that solution), for every solution and algorithm, from wherever the timeline was.
    #[rstest::rstest]
    fn the_browser_jumps_to_the_solution_step(
        #[values(Algo::Iterative, Algo::Recursive, Algo::Arrays, Algo::Cells)] algo: Algo,
    ) {
        let expected = landmark_steps(algo, 6, crate::engine::LandmarkKind::Solution);
        let mut a = App::new(Queens::new(&[algo], 6), playback(true));
        run_to_end(&mut a);
        a.update(Action::First);
        a.update(Action::Own(QueensAction::OpenSolutions));
        assert_eq!(a.input, InputMode::Browse);
        let found = a.puzzle.found().found().to_vec();
        let steps: Vec<u64> = found.iter().map(|f| f.step).collect();
        assert_eq!(steps, expected, "{algo:?}: the order found");
        for (i, f) in found.iter().enumerate().rev() {
            a.puzzle.browser.chosen = i;
            a.update(Action::Own(QueensAction::BrowseGo));
            assert_eq!((a.input, a.position()), (InputMode::Normal, f.step));
            assert!(matches!(
                a.puzzle.panes[0].last_event(),
                Some(QueensEvent::Solution { index, cols }) if index == f.index && cols == f.cols
            ));
            a.update(Action::Own(QueensAction::OpenSolutions));
            assert_eq!(
                a.puzzle.browser.chosen, i,
                "it opens on the solution at the step"
            );
        }
    }

    /// Rewinding and replaying (single steps, batches, jumps) neither loses nor repeats a
    /// solution: the browser ends with what one pass found.
    #[test]
    fn the_browser_stays_right_across_rewinds() {
        let mut a = app(8, true);
        for _ in 0..3 {
            a.update(jump(crate::engine::LandmarkKind::Solution, true));
            settle(&mut a);
        }
        assert_eq!(a.puzzle.found().met(), 3);
        a.update(Action::First);
        for _ in 0..1500 {
            a.update(Action::StepForward);
        }
        a.update(jump(crate::engine::LandmarkKind::Solution, false));
        assert_eq!(a.puzzle.found().met(), 3, "replays add nothing");
        a.speed = Speed::Max;
        a.update(Action::TogglePlay);
        settle_playing(&mut a);
        let mut one_pass = app(8, true);
        run_to_end(&mut one_pass);
        assert_eq!(a.puzzle.found(), one_pass.puzzle.found());
        assert_eq!(a.puzzle.found().met(), 92);
        a.update(Action::Own(QueensAction::OpenSolutions));
        assert_eq!(a.puzzle.found().classes().len(), 12);
        // A new board forgets them.
        a.update(Action::Own(QueensAction::CloseSolutions));
        a.update(Action::Own(QueensAction::SmallerBoard));
        assert_eq!(a.puzzle.found().met(), 0);
    }

    /// The keys and clicks of the browser: Down and Up skip the class headings, Left and
    /// Right go by class, a click chooses and a second click goes there; Esc closes.
    #[test]
    fn the_browser_keys_and_clicks() {
        use crate::action::{KeyTable, Scroll};
        use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
        let table = KeyTable::new(&keys::rows());
        let key = |c: KeyCode, mode| {
            table
                .key(&KeyEvent::new(c, KeyModifiers::NONE), mode)
                .unwrap()
        };
        let mut a = app(8, true);
        a.update(Action::Resize(80, 24));
        run_to_end(&mut a);
        a.update(Action::First);
        a.update(key(KeyCode::Char('s'), InputMode::Normal));
        assert_eq!((a.input, a.puzzle.browser.chosen), (InputMode::Browse, 0));
        let entries = a.puzzle.found().entries();
        let class_of = |a: &App<Queens>| {
            let c = &a.puzzle.found();
            c.classes()
                .iter()
                .position(|k| k.members.contains(&a.puzzle.browser.chosen))
                .unwrap()
        };
        // Down through class 1 (8 members) lands on class 2's first member.
        for _ in 0..8 {
            a.update(key(KeyCode::Down, InputMode::Browse));
        }
        assert_eq!(class_of(&a), 1);
        assert_eq!(
            a.puzzle.browser.chosen,
            a.puzzle.found().classes()[1].members[0]
        );
        a.update(key(KeyCode::Up, InputMode::Browse));
        assert_eq!(class_of(&a), 0);
        a.update(key(KeyCode::Right, InputMode::Browse));
        a.update(key(KeyCode::Right, InputMode::Browse));
        assert_eq!(class_of(&a), 2);
        a.update(key(KeyCode::Left, InputMode::Browse));
        assert_eq!(class_of(&a), 1);
        a.update(Action::Own(QueensAction::Browse(Scroll::Bottom)));
        let last = *a
            .puzzle
            .found()
            .classes()
            .last()
            .unwrap()
            .members
            .last()
            .unwrap();
        assert_eq!(a.puzzle.browser.chosen, last);
        a.update(key(KeyCode::Down, InputMode::Browse));
        assert_eq!(a.puzzle.browser.chosen, last, "stays at the end");
        a.update(Action::Own(QueensAction::Browse(Scroll::Top)));
        assert_eq!(a.puzzle.browser.chosen, 0);
        // A click on the third line (class 1's second member) chooses it; again, goes there.
        let g = a.puzzle.browser_area(a.screen);
        let (x, y) = (g.list.x + 4, g.list.y + 2);
        let second = a.puzzle.found().member_index(entries[2]).unwrap();
        a.update(Action::Click(x, y));
        assert_eq!(
            (a.input, a.puzzle.browser.chosen),
            (InputMode::Browse, second)
        );
        a.update(Action::Click(x, y));
        assert_eq!(a.input, InputMode::Normal);
        assert_eq!(a.position(), a.puzzle.found().found()[second].step);
        a.update(key(KeyCode::Char('s'), InputMode::Normal));
        // `#12` or `12` typed chooses solution 12; a number past the last starts again with
        // its last digit; another key forgets the number.
        let numbered = |a: &App<Queens>| a.puzzle.found().found()[a.puzzle.browser.chosen].index;
        for c in ['#', '1', '2'] {
            a.update(key(KeyCode::Char(c), InputMode::Browse));
        }
        assert_eq!((numbered(&a), a.puzzle.browser.typed), (12, Some(12)));
        a.update(key(KeyCode::Char('5'), InputMode::Browse));
        assert_eq!(numbered(&a), 5, "no solution #125: 5 starts a new number");
        a.update(key(KeyCode::Char('0'), InputMode::Browse));
        assert_eq!(numbered(&a), 50);
        a.update(key(KeyCode::Down, InputMode::Browse));
        assert_eq!(a.puzzle.browser.typed, None);
        a.update(key(KeyCode::Char('9'), InputMode::Browse));
        a.update(key(KeyCode::Char('2'), InputMode::Browse));
        assert_eq!(numbered(&a), 92);
        a.update(key(KeyCode::Esc, InputMode::Browse));
        assert_eq!(a.input, InputMode::Normal);
    }

    /// Compare by placements (`y`): iterative and recursive (and the arrays, which place
    /// alike) stand on the same board at every step, forward, back and after a jump to a
    /// solution; both end on the last step; `y` again steps by events (issue 26).
    #[rstest::rstest]
    fn by_placements_the_boards_agree_at_every_step(
        #[values(Algo::Recursive, Algo::Arrays)] right: Algo,
    ) {
        let mut a = App::new(Queens::new(&[Algo::Iterative, right], 6), playback(true));
        a.update(Action::Own(QueensAction::ToggleByPlacements));
        assert!(a.puzzle.by_placements() && a.position() == 0);
        let boards = |a: &App<Queens>| -> [Vec<(usize, usize)>; 2] {
            [0, 1].map(|i| a.puzzle.panes[i].solver().queens())
        };
        let mut seen = Vec::new();
        while !a.puzzle.is_done() {
            a.update(Action::StepForward);
            let [left, right] = boards(&a);
            assert_eq!(left, right, "step {}", a.position());
            seen.push(left);
        }
        assert!(seen.len() > 100, "{} steps", seen.len());
        // Back over them: the same boards.
        for k in (1..seen.len()).rev().step_by(7) {
            a.puzzle.seek(k as u64);
            let [left, right] = boards(&a);
            assert_eq!((&left, &right), (&seen[k - 1], &seen[k - 1]), "back at {k}");
        }
        a.update(Action::First);
        a.update(Action::Jump {
            kind: crate::engine::LandmarkKind::Solution,
            forward: true,
        });
        settle(&mut a);
        let [left, right] = boards(&a);
        assert_eq!(left.len(), 6, "a whole solution: {left:?}");
        assert_eq!(left, right);
        a.update(Action::Own(QueensAction::ToggleByPlacements));
        assert!(!a.puzzle.by_placements());
        a.update(Action::StepForward);
        assert_eq!(a.puzzle.panes[0].position(), 1, "one event a step again");
    }

    /// In compare mode a jump stops at the first pane to meet the landmark.
    #[test]
    fn compare_jumps_stop_at_the_first_pane() {
        let kind = crate::engine::LandmarkKind::Solution;
        let left = landmark_steps(Algo::Iterative, 6, kind);
        let right = landmark_steps(Algo::Cells, 6, kind);
        let mut a = App::new(
            Queens::new(&[Algo::Iterative, Algo::Cells], 6),
            playback(true),
        );
        a.update(jump(kind, true));
        settle(&mut a);
        assert_eq!(a.position(), left[0].min(right[0]));
        a.update(jump(kind, true));
        settle(&mut a);
        let mut all: Vec<u64> = left.iter().chain(&right).copied().collect();
        all.sort_unstable();
        assert_eq!(a.position(), all[1]);
        a.update(jump(kind, false));
        assert_eq!(a.position(), all[0]);
    }
}
