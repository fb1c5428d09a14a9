//! The maze as a [`Puzzle`]: seed 003's search, the editor, random mazes and scrolling.

use crate::action::{Action, Binding, Direction, Section};
use crate::app::prompt::StopWords;
use crate::app::quiz::{Question, QuizKind};
use crate::app::{Effect, Panes, Puzzle, View};
use crate::engine::LandmarkKind;
use crate::engine::tree::{OutlineNode, REPLAY_MAX, Traced, outline};
use crate::engine::Solver;
use crate::i18n::Lang;
use crate::problem::Sample;
use crate::problems::maze::engine::source::{Setup, Source};
use crate::problems::maze::engine::{Dir, Grid, Maze, MazeEvent, OPEN, Order, WALL, random};
use crate::problems::maze::keys::{self, MazeAction};
use crate::problems::maze::layout;
use crate::problems::maze::quiz::{self, Answer, Ask, MazeQuiz, Reason};
use crate::problems::maze::svg::{MazePicture, maze_svg};
use crate::problems::maze::tree::Walk;
use crate::problems::maze::words::{text, words};
use crate::timeline::Timeline;

/// The size of a random maze made with `g` when the window cannot say.
pub const RANDOM_DEFAULT: (usize, usize) = (21, 41);

/// Why the editor refused a change (in the order of `MazeText::refusals`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The outer wall stays: a path must not leave the maze.
    OuterWall,
    /// The start or the goal cannot become a wall.
    Endpoint,
    /// The start or the goal cannot go on a wall.
    OnWall,
}

/// The maze on screen.
pub struct MazePuzzle {
    /// The search and its history.
    pub panes: Panes<Maze>,
    /// The maze being searched (what the editor changes).
    pub setup: Setup,
    /// Where the maze came from, for the title.
    pub source: Source,
    /// The editor's cursor (row, col).
    pub cursor: (usize, usize),
    /// The first row and column shown when the maze is larger than the window.
    pub scroll: (usize, usize),
    /// Whether the editor is open.
    pub editing: bool,
    /// The maze as it was when the editor opened: Esc puts it back.
    before: Option<Setup>,
    /// Whether the maze was changed in the editor (the title says so).
    pub edited: bool,
    /// Why the editor's last change was refused, until the next key.
    pub refused: Option<Refusal>,
    /// Show every cell as the seed's number (0 open, 1 wall, 2 path, 3 dead end).
    pub numbers: bool,
}

impl MazePuzzle {
    /// A search of `setup` at step 0.
    pub fn new(setup: Setup, source: Source) -> MazePuzzle {
        MazePuzzle {
            panes: Panes::new([setup.solver()], ()),
            cursor: setup.start,
            setup,
            source,
            scroll: (0, 0),
            editing: false,
            before: None,
            edited: false,
            refused: None,
            numbers: false,
        }
    }

    /// The search with its history.
    pub fn timeline(&self) -> &Timeline<Maze> {
        &self.panes[0]
    }

    /// The search.
    pub fn maze(&self) -> &Maze {
        self.timeline().solver()
    }

    /// The search in the tree's terms with its tree cursor, at step 0 and replayed to where it
    /// stands, for the drawn tree; `None` past [`REPLAY_MAX`] steps (the panel then lists the
    /// path from the maze's own logs).
    pub fn traced(&self) -> Option<(Traced<Walk>, Traced<Walk>)> {
        let steps = self.timeline().position();
        if steps > REPLAY_MAX {
            return None;
        }
        let start = Traced::new(Walk(self.setup.solver()));
        let mut now = start.clone();
        while now.steps() < steps && now.step().is_some() {}
        Some((start, now))
    }

    fn rebuild(&mut self) {
        self.panes.reset([self.setup.solver()], ());
    }

    fn grid(&self) -> &Grid {
        &self.setup.grid
    }

    /// Searches again with the directions tried in `order`.
    fn reorder(&mut self, order: Order) -> Effect {
        self.setup.order = order;
        self.rebuild();
        Effect::Restarted
    }

    fn move_cursor(&mut self, dir: Direction) {
        self.cursor = dir.moved(self.cursor, (self.grid().rows(), self.grid().cols()));
    }

    fn toggle_wall(&mut self) {
        let (r, c) = self.cursor;
        let (rows, cols) = (self.grid().rows(), self.grid().cols());
        let wall = self.setup.grid.get(r, c) == WALL;
        if self.cursor == self.setup.start || self.cursor == self.setup.goal {
            self.refused = Some(Refusal::Endpoint);
            return;
        }
        if wall && (r == 0 || c == 0 || r + 1 == rows || c + 1 == cols) {
            self.refused = Some(Refusal::OuterWall);
            return;
        }
        self.setup
            .grid
            .set(r, c, if wall { OPEN } else { WALL });
        self.rebuild();
    }

    fn place(&mut self, goal: bool) {
        let (r, c) = self.cursor;
        if self.setup.grid.get(r, c) == WALL {
            self.refused = Some(Refusal::OnWall);
            return;
        }
        if goal {
            self.setup.goal = self.cursor;
        } else {
            self.setup.start = self.cursor;
        }
        self.rebuild();
    }

    fn random(&mut self, view: View) {
        // A maze that fits the window at the smallest cells (odd sides keep walls all around),
        // or the default size.
        // Fitted twice: the row numbers' gutter of a maze that tall is narrower than a huge
        // one's. Never smaller than 9 x 13, a maze worth searching (it scrolls if need be).
        let big = 100_000;
        let fit = |rows: usize| {
            layout::grid_view(view.screen, (view.zoom, view.tree), rows, big).map(|g| g.viewport())
        };
        let (rows, cols) = fit(big)
            .and_then(|(r, _)| fit(r))
            .map(|(r, c)| (r.max(9), c.max(13)))
            .map(|(r, c)| (r - 1 + r % 2, c - 1 + c % 2))
            .filter(|&(r, c)| random::valid_size(r, c))
            .unwrap_or(RANDOM_DEFAULT);
        let seed = self.setup.seed.map_or(1, |s| s.wrapping_add(1));
        self.setup = Setup {
            grid: random::generate(rows, cols, seed),
            start: (1, 1),
            goal: (rows - 2, cols - 2),
            order: self.setup.order,
            seed: Some(seed),
        };
        self.source = Source::Random { rows, cols, seed };
        self.edited = false;
        self.cursor = self.setup.start;
        self.scroll = (0, 0);
        self.rebuild();
    }

    /// The grid panel as the screen draws it.
    fn grid_view(&self, view: View) -> Option<layout::GridView> {
        layout::grid_view(
            view.screen,
            (view.zoom, view.tree),
            self.grid().rows(),
            self.grid().cols(),
        )
    }

    /// The cell under a screen position, if it is on the maze.
    fn cell_at(&self, view: View, x: u16, y: u16) -> Option<(usize, usize)> {
        let (r, c) = self.grid_view(view)?.cell_at(x, y)?;
        let (r, c) = (self.scroll.0 + r, self.scroll.1 + c);
        self.grid().contains(r, c).then_some((r, c))
    }
}

/// Moves `scroll` so that `focus` stays inside a window of `view` cells, with a margin.
fn keep_in_view(scroll: usize, focus: usize, view: usize, total: usize) -> usize {
    if total <= view {
        return 0;
    }
    let margin = (view / 4).min(4);
    let mut s = scroll;
    if focus < s + margin {
        s = focus.saturating_sub(margin);
    } else if focus + margin >= s + view {
        s = focus + margin + 1 - view;
    }
    s.min(total - view)
}

/// The maze in states worth looking at, for the shared tests and the benches: the comb of long
/// dead ends at step 60, a large random maze, and the editor.
pub fn samples() -> Vec<Sample<MazePuzzle>> {
    let maze = |source: Source, step| {
        let setup = crate::problems::maze::engine::source::load(
            &source,
            None,
            None,
            crate::problems::maze::engine::Order::default(),
        )
        .expect("a built-in maze");
        let mut model = MazePuzzle::new(setup, source);
        model.seek(step);
        model
    };
    let random = Source::Random {
        rows: 41,
        cols: 61,
        seed: 5,
    };
    vec![
        Sample {
            name: "comb",
            model: maze(Source::BuiltIn("long-dead-ends"), 60),
            actions: Vec::new(),
        },
        Sample {
            name: "random maze",
            model: maze(random.clone(), 200),
            actions: Vec::new(),
        },
        Sample {
            name: "editor",
            model: maze(random, 0),
            actions: vec![Action::ToggleEdit],
        },
    ]
}

impl Puzzle for MazePuzzle {
    type Action = MazeAction;
    type Quiz = MazeQuiz;
    type Search = Maze;
    type Follow = ();

    fn panes(&self) -> &Panes<Maze> {
        &self.panes
    }

    fn panes_mut(&mut self) -> &mut Panes<Maze> {
        &mut self.panes
    }

    fn answer(&self, action: &Action<MazeAction>, _ask: Ask, _view: View) -> Option<Answer> {
        quiz::answer(action)
    }

    fn command(&mut self, line: &[&str], lang: Lang) -> Option<Result<Effect, String>> {
        match line {
            ["order", letters] => Some(
                Order::parse(letters)
                    .map(|order| self.reorder(order))
                    .ok_or_else(|| words(lang).bad_order(letters)),
            ),
            ["order", rest @ ..] => Some(Err(words(lang).bad_order(&rest.join(" ")))),
            _ => None,
        }
    }

    fn command_example() -> Option<&'static str> {
        Some("order RDLU")
    }

    fn key_rows() -> Vec<(Section, Binding<MazeAction>)> {
        keys::rows()
    }

    const STOP_WORDS: StopWords = StopWords {
        kinds: [
            (
                LandmarkKind::Backtrack,
                &["dead_end", "dead-end", "deadend", "backtrack"],
            ),
            (LandmarkKind::Solution, &["goal", "solution"]),
            (LandmarkKind::Place, &["enter", "place"]),
        ],
        // The screen and the events give a cell's row from 0, as seed 003 indexes its map.
        level: "row",
        first: 0,
    };

    fn vocabulary(lang: Lang) -> &'static crate::i18n::Vocabulary {
        &crate::problems::maze::words::text(lang).vocabulary
    }

    fn legend(lang: Lang) -> Vec<&'static str> {
        crate::problems::maze::words::text(lang).legend.to_vec()
    }

    /// After the search enters a cell (not the goal): which direction it goes next, or none
    /// (the cell is a dead end). Looked ahead on a copy of the search.
    fn question(&self, _kind: QuizKind) -> Option<Question<MazeQuiz>> {
        let Some(MazeEvent::Enter { row, col }) = self.timeline().last_event() else {
            return None;
        };
        let mut look = self.timeline().solver().clone();
        let mut reasons = Vec::new();
        let direction = |r: isize, c: isize| match (r - row as isize, c - col as isize) {
            (1, 0) => Some(Dir::Down),
            (0, 1) => Some(Dir::Right),
            (-1, 0) => Some(Dir::Up),
            (0, -1) => Some(Dir::Left),
            _ => None,
        };
        loop {
            let expected = match look.step()? {
                MazeEvent::Blocked {
                    row: r,
                    col: c,
                    reason,
                } => {
                    if let Some(direction) = direction(r, c) {
                        reasons.push(Reason {
                            direction,
                            why: reason,
                        });
                    }
                    continue;
                }
                MazeEvent::Enter { row: r, col: c } => {
                    direction(r as isize, c as isize).map_or(Answer::DeadEnd, Answer::Direction)
                }
                MazeEvent::DeadEnd { .. } => Answer::DeadEnd,
                MazeEvent::Goal { .. } | MazeEvent::Done { .. } => return None,
            };
            return Some(Question {
                step: self.timeline().position(),
                ask: Ask { from: (row, col) },
                expected,
                reasons,
            });
        }
    }

    fn export(&self, lang: Lang) -> (String, String) {
        let maze = self.timeline().solver();
        let grid = maze.grid();
        let step = self.timeline().position();
        let picture = MazePicture {
            cells: grid.lines().map(<[u8]>::to_vec).collect(),
            start: maze.start(),
            goal: maze.goal(),
            current: maze.current(),
            caption: {
                let size = format!("{}x{}", grid.rows(), grid.cols());
                let name = words(lang).title(&self.source);
                lang.words()
                    .picture_caption(&[text(lang).name, &name, &size], step)
            },
            legend: std::array::from_fn(|i| text(lang).legend[i].to_string()),
        };
        let slug = self.source.slug();
        (format!("maze-{slug}-step-{step}.svg"), maze_svg(&picture))
    }

    fn export_tree(&self, lang: Lang) -> Option<(String, String)> {
        let step = self.timeline().position();
        let limits = crate::output::tree::Limits {
            steps: Some(step),
            ..crate::output::tree::Limits::default()
        };
        let mut svg = Vec::new();
        let format = crate::output::tree::TreeFormat::Svg;
        crate::output::tree::write_tree(&mut svg, [], Walk(self.setup.solver()), format, limits, lang).ok()?;
        let slug = self.source.slug();
        Some((format!("maze-{slug}-tree-step-{step}.svg"), String::from_utf8(svg).ok()?))
    }

    fn outline(&self) -> Option<Vec<OutlineNode>> {
        let (start, _) = self.traced()?;
        Some(outline(&start, self.timeline().position()))
    }

    fn rows(&self) -> usize {
        self.maze().grid().rows()
    }

    fn restart(&mut self) {
        self.rebuild();
    }

    fn apply(&mut self, action: Action<MazeAction>, view: View) -> Effect {
        self.refused = None;
        match action {
            Action::Own(MazeAction::CycleOrder) => self.reorder(self.setup.order.next()),
            Action::Own(MazeAction::PreviousOrder) => self.reorder(self.setup.order.previous()),
            Action::Own(MazeAction::ToggleNumbers) => {
                self.numbers = !self.numbers;
                Effect::Changed
            }
            Action::Own(MazeAction::RandomMaze) => {
                self.random(view);
                Effect::Restarted
            }
            Action::ToggleEdit if self.editing => {
                self.editing = false;
                self.edited |= self.before.take().is_some_and(|b| b != self.setup);
                self.rebuild();
                Effect::LeaveEdit
            }
            Action::Own(MazeAction::CancelEdit) if self.editing => {
                self.editing = false;
                if let Some(before) = self.before.take() {
                    self.setup = before;
                }
                self.rebuild();
                Effect::LeaveEdit
            }
            Action::ToggleEdit => {
                self.editing = true;
                self.refused = None;
                self.before = Some(self.setup.clone());
                self.cursor = self.maze().current().unwrap_or(self.setup.start);
                self.rebuild();
                Effect::EnterEdit
            }
            Action::MoveCursor(dir) if self.editing => {
                self.move_cursor(dir);
                Effect::Changed
            }
            Action::Own(MazeAction::ToggleWall) if self.editing => {
                self.toggle_wall();
                Effect::Changed
            }
            Action::Own(MazeAction::SetStart) if self.editing => {
                self.place(false);
                Effect::Changed
            }
            Action::Own(MazeAction::SetGoal) if self.editing => {
                self.place(true);
                Effect::Changed
            }
            Action::Click(x, y) if self.editing => match self.cell_at(view, x, y) {
                Some(cell) => {
                    self.cursor = cell;
                    self.toggle_wall();
                    Effect::Changed
                }
                None => Effect::Ignored,
            },
            _ => Effect::Ignored,
        }
    }

    fn follow(&mut self, view: View) {
        let Some(grid) = self.grid_view(view) else {
            return;
        };
        let (view_rows, view_cols) = grid.viewport();
        let focus = if self.editing {
            self.cursor
        } else {
            self.maze().current().unwrap_or(self.setup.start)
        };
        let (rows, cols) = (self.grid().rows(), self.grid().cols());
        self.scroll = (
            keep_in_view(self.scroll.0, focus.0, view_rows, rows),
            keep_in_view(self.scroll.1, focus.1, view_cols, cols),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The maze's tree panel has no cursor: Enter is not its key, nor are the cursor's.
    #[test]
    fn the_maze_has_no_tree_cursor_keys() {
        let shared = crate::action::KeyTable::new(&MazePuzzle::key_rows());
        assert!(shared.actions().contains(&Action::TreeWalk), "the shared table has them");
        let keys = shared.without_tree_cursor();
        let actions = keys.actions();
        assert!(actions.contains(&Action::ToggleTree));
        assert!(!actions.iter().any(|a| a.is_tree() && *a != Action::ToggleTree));
    }
    use crate::action::InputMode;
    use crate::app::stops::Notice;
    use crate::app::{self, App, Mode, Playback, Speed, Status};
    use crate::i18n::Lang;
    use crate::problems::maze::engine::source::load;
    use crate::problems::maze::engine::{DEAD, Order, PATH};

    fn app() -> App<MazePuzzle> {
        app_of(Source::Seed)
    }

    fn app_of(source: Source) -> App<MazePuzzle> {
        let setup = load(&source, None, None, Order::default()).unwrap();
        let playback = Playback {
            lang: Lang::En,
            speed: Speed::default(),
            paused: true,
            ascii: false,
            theme: crate::app::ThemeName::Dark,
            auto_theme: false,
            zoom: false,
            record: None,
            force: false,
            quiz: None,
            gif: None,
        };
        let mut a = App::new(MazePuzzle::new(setup, source), playback);
        a.update(Action::Resize(80, 24));
        a
    }

    /// The maze has one goal: `#2` says so, not that the goal cannot be reached (issue 26).
    #[test]
    fn the_maze_has_one_goal() {
        let v = MazePuzzle::vocabulary(Lang::En);
        let two = Lang::En.words().no_solution(2, v);
        assert!(two.contains("one goal") && two.contains("#1"), "{two}");
        assert!(Lang::En.words().no_solution(1, v).contains("cannot be reached"));
        assert!(Lang::Zh.words().no_solution(2, MazePuzzle::vocabulary(Lang::Zh)).contains("#1"));
    }

    /// `stop enter row 3` stops at a cell of row 3 as the screen and the events number rows
    /// (from 0, as seed 003 indexes its map), and says so in those numbers (issue 26: it
    /// stopped in row 2).
    #[test]
    fn stops_name_rows_as_the_screen_does() {
        let mut a = app();
        a.speed = Speed::Max;
        a.update(Action::OpenPrompt);
        for c in "stop enter row 3".chars() {
            a.update(Action::PromptChar(c));
        }
        a.update(Action::PromptSubmit);
        assert_eq!(a.stops.len(), 1);
        a.update(Action::TogglePlay);
        while a.mode == Mode::Playing && !a.puzzle.is_done() {
            a.tick(std::time::Instant::now(), app::BATCH_BUDGET);
        }
        assert!(matches!(
            a.puzzle.timeline().last_event(),
            Some(MazeEvent::Enter { row: 3, .. })
        ));
        let said = MazePuzzle::STOP_WORDS.command(a.stops[0]);
        assert!(said.ends_with("row 3"), "{said}");
    }

    /// `x` writes the maze as on screen: one rectangle per cell with its state and its mark
    /// (a dot on the path, a cross on a dead end), the start and goal lettered, the current
    /// cell, and a legend in the interface's language; named after the maze and the step.
    #[rstest::rstest]
    #[case(Lang::En, "maze, long-dead-ends, 16x25, step 300")]
    #[case(Lang::Zh, "迷宫，long-dead-ends，16x25，第 300 步")]
    fn x_exports_the_maze_as_svg(#[case] lang: Lang, #[case] caption: &str) {
        let dir = std::env::temp_dir().join(format!(
            "backtrack-xm-{}-{}",
            std::process::id(),
            lang.code()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let mut a = app_of(Source::BuiltIn("long-dead-ends"));
        a.lang = lang;
        a.export_dir.clone_from(&dir);
        for _ in 0..300 {
            a.update(Action::StepForward);
        }
        a.update(Action::Export);
        let path = dir.join("maze-long-dead-ends-step-300.svg");
        assert_eq!(
            a.notice,
            Some(crate::app::stops::Notice::Exported(path.display().to_string()))
        );
        let text = std::fs::read_to_string(&path).unwrap();
        let doc = roxmltree::Document::parse(&text).unwrap();
        let in_legend = |e: &roxmltree::Node| {
            e.ancestors()
                .any(|a| a.attribute("class") == Some("legend-item"))
        };
        let count = |class: &str| {
            doc.descendants()
                .filter(|e| e.attribute("class") == Some(class) && !in_legend(e))
                .count()
        };
        let grid = a.puzzle.timeline().solver().grid();
        let cells = |v: u8| grid.lines().flatten().filter(|&&c| c == v).count();
        assert_eq!(count("wall"), cells(WALL));
        assert_eq!(count("path"), cells(PATH));
        assert!(cells(DEAD) > 0, "dead ends by the end");
        assert_eq!(count("dead"), cells(DEAD));
        assert_eq!(count("cross"), cells(DEAD));
        assert_eq!((count("start"), count("goal"), count("current")), (1, 1, 1));
        let letters: Vec<&str> = doc
            .descendants()
            .filter(|e| e.attribute("class") == Some("letter") && !in_legend(e))
            .filter_map(|e| e.text())
            .collect();
        assert_eq!(letters, ["S", "G"]);
        let title = doc.descendants().find(|e| e.has_tag_name("title")).unwrap();
        assert_eq!(title.text(), Some(caption));
        let legend: Vec<String> = doc
            .descendants()
            .filter(|e| e.attribute("class") == Some("legend-item"))
            .map(|g| g.descendants().filter(|e| e.attribute("class") == Some("label")).filter_map(|e| e.text()).collect())
            .collect();
        assert_eq!(legend, crate::problems::maze::words::text(lang).legend[..7].to_vec());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn steps_and_rewinds_like_the_queens() {
        let mut a = app();
        a.update(Action::StepForward);
        assert_eq!(a.puzzle.maze().current(), Some((1, 1)));
        a.update(Action::StepForward);
        assert_eq!(a.puzzle.maze().current(), Some((2, 1)));
        a.update(Action::StepBack);
        assert_eq!(a.puzzle.maze().current(), Some((1, 1)));
        a.update(Action::Jump {
            kind: crate::engine::LandmarkKind::Solution,
            forward: true,
        });
        while a.mode != Mode::Paused {
            a.tick(std::time::Instant::now(), app::BATCH_BUDGET);
        }
        assert!(a.puzzle.maze().reached());
        assert_eq!(a.puzzle.maze().grid().get(6, 5), PATH);
    }

    #[test]
    fn o_changes_the_order_and_restarts() {
        let mut a = app();
        a.update(Action::StepForward);
        a.update(Action::Own(MazeAction::CycleOrder));
        assert_eq!(a.position(), 0);
        assert_ne!(a.puzzle.setup.order, Order::default());
    }

    #[test]
    fn the_editor_toggles_walls_and_moves_start_and_goal() {
        let mut a = app();
        a.update(Action::ToggleEdit);
        assert_eq!((a.input, a.status()), (InputMode::Edit, Status::Editing));
        assert_eq!(a.puzzle.cursor, (1, 1));
        a.update(Action::MoveCursor(Direction::Right));
        a.update(Action::Own(MazeAction::ToggleWall));
        assert_eq!(a.puzzle.setup.grid.get(1, 2), WALL);
        a.update(Action::Own(MazeAction::ToggleWall));
        assert_eq!(a.puzzle.setup.grid.get(1, 2), OPEN);
        a.update(Action::Own(MazeAction::SetStart));
        assert_eq!(a.puzzle.setup.start, (1, 2));
        a.update(Action::MoveCursor(Direction::Up));
        a.update(Action::Own(MazeAction::SetGoal));
        assert_eq!(a.puzzle.setup.goal, (6, 5), "the goal cannot go on a wall");
        // Block the seed map's way down: the goal becomes unreachable.
        for c in 1..6 {
            a.puzzle.cursor = (4, c);
            a.update(Action::Own(MazeAction::ToggleWall));
        }
        a.update(Action::ToggleEdit);
        assert_eq!(a.input, InputMode::Normal);
        a.update(Action::Last);
        while a.status() != Status::Done {
            a.tick(std::time::Instant::now(), app::BATCH_BUDGET);
        }
        assert!(!a.puzzle.maze().reached());
        assert_eq!(a.puzzle.maze().grid().get(1, 2), DEAD);
    }

    fn typed(a: &mut App<MazePuzzle>, line: &str) {
        a.update(Action::OpenPrompt);
        for c in line.chars() {
            a.update(Action::PromptChar(c));
        }
        a.update(Action::PromptSubmit);
    }

    /// `:order RDLU` searches again with that order (any case); letters that are not an order
    /// say so in one line and change nothing; `O` undoes `o` (issue 26).
    #[test]
    fn the_prompt_sets_the_order_and_capital_o_goes_back() {
        let mut a = app();
        a.update(Action::Last);
        typed(&mut a, "order rdlu");
        assert_eq!(a.puzzle.setup.order.name(), "RDLU");
        assert_eq!(a.position(), 0, "a new order searches again");
        assert_eq!(a.notice, None);
        typed(&mut a, "ORDER DRUX");
        assert_eq!(a.puzzle.setup.order.name(), "RDLU");
        let said = crate::ui::keybar::notice(
            a.notice.as_ref().unwrap(),
            Lang::En,
            &MazePuzzle::STOP_WORDS,
            MazePuzzle::vocabulary(Lang::En),
        );
        assert!(said.starts_with("order DRUX: give the four letters"), "{said}");
        typed(&mut a, "ordre rdlu");
        assert!(matches!(a.notice, Some(Notice::BadCommand(..))), "{:?}", a.notice);
        a.update(Action::Own(MazeAction::CycleOrder));
        a.update(Action::Own(MazeAction::PreviousOrder));
        assert_eq!(a.puzzle.setup.order.name(), "RDLU");
    }

    /// Esc leaves the editor with the maze as it was when it opened; `e` keeps the changes
    /// and the title says the maze was edited; the outer wall stays, and a refused change
    /// says why until the next key (issue 26).
    #[test]
    fn esc_cancels_the_edits_and_the_outer_wall_stays() {
        let mut a = app();
        let seed = a.puzzle.setup.clone();
        a.update(Action::ToggleEdit);
        a.update(Action::MoveCursor(Direction::Right));
        a.update(Action::Own(MazeAction::ToggleWall));
        assert_eq!(a.puzzle.setup.grid.get(1, 2), WALL);
        a.update(Action::Own(MazeAction::CancelEdit));
        assert_eq!(a.input, InputMode::Normal);
        assert_eq!(a.puzzle.setup, seed, "Esc puts the maze back");
        assert!(!a.puzzle.edited);
        // The outer wall: refused, with its reason, cleared by the next key.
        a.update(Action::ToggleEdit);
        a.update(Action::MoveCursor(Direction::Up));
        assert_eq!(a.puzzle.cursor, (0, 1));
        a.update(Action::Own(MazeAction::ToggleWall));
        assert_eq!(a.puzzle.setup.grid.get(0, 1), WALL);
        assert_eq!(a.puzzle.refused, Some(Refusal::OuterWall));
        a.update(Action::Own(MazeAction::SetStart));
        assert_eq!(a.puzzle.refused, Some(Refusal::OnWall));
        a.update(Action::MoveCursor(Direction::Down));
        assert_eq!(a.puzzle.refused, None);
        a.update(Action::Own(MazeAction::ToggleWall));
        assert_eq!(a.puzzle.refused, Some(Refusal::Endpoint), "the start stays open");
        // Opening and closing a cell again is no change.
        a.update(Action::MoveCursor(Direction::Right));
        a.update(Action::Own(MazeAction::ToggleWall));
        a.update(Action::Own(MazeAction::ToggleWall));
        a.update(Action::ToggleEdit);
        assert!(!a.puzzle.edited, "the maze is as it was");
        a.update(Action::ToggleEdit);
        a.update(Action::MoveCursor(Direction::Right));
        a.update(Action::Own(MazeAction::ToggleWall));
        a.update(Action::ToggleEdit);
        assert!(a.puzzle.edited);
        assert_eq!(a.puzzle.setup.grid.get(1, 2), WALL, "e keeps the changes");
    }

    #[test]
    fn help_opened_in_the_editor_returns_to_the_editor() {
        let mut a = app();
        a.update(Action::ToggleEdit);
        a.update(Action::ToggleHelp);
        assert_eq!(a.input, InputMode::Help);
        a.update(Action::CloseHelp);
        assert_eq!((a.input, a.status()), (InputMode::Edit, Status::Editing));
        a.update(Action::ToggleEdit);
        a.update(Action::ToggleHelp);
        a.update(Action::ToggleHelp);
        assert_eq!(a.input, InputMode::Normal);
    }

    #[test]
    fn clicks_toggle_the_cell_under_the_mouse_in_the_editor() {
        let mut a = app();
        let grid = layout::areas(a.screen, 8, 7, false).unwrap().grid;
        let (x, y) = (
            grid.inner.x + 2 * grid.cell.0,
            grid.inner.y + 4 * grid.cell.1,
        );
        a.update(Action::Click(x, y));
        assert_eq!(
            a.puzzle.setup.grid.get(4, 2),
            OPEN,
            "clicks do nothing outside the editor"
        );
        a.update(Action::ToggleEdit);
        a.update(Action::Click(x, y));
        assert_eq!(a.puzzle.setup.grid.get(4, 2), WALL);
        assert_eq!(a.puzzle.cursor, (4, 2));
    }

    #[test]
    fn g_makes_a_random_maze_that_fits_and_can_be_solved() {
        let mut a = app();
        a.update(Action::Own(MazeAction::RandomMaze));
        let grid = &a.puzzle.setup.grid;
        assert!(grid.rows() % 2 == 1 && grid.cols() % 2 == 1);
        let first = grid.clone();
        a.update(Action::Own(MazeAction::RandomMaze));
        assert_ne!(a.puzzle.setup.grid, first, "each g makes a new maze");
        a.update(Action::Last);
        while a.status() != Status::Done {
            a.tick(std::time::Instant::now(), app::BATCH_BUDGET);
        }
        assert!(a.puzzle.maze().reached());
    }

    #[test]
    fn scrolling_keeps_the_current_cell_in_view() {
        assert_eq!(keep_in_view(0, 3, 10, 100), 0);
        assert_eq!(keep_in_view(0, 9, 10, 100), 2);
        assert_eq!(keep_in_view(50, 40, 10, 100), 38);
        assert_eq!(keep_in_view(0, 99, 10, 100), 90);
        assert_eq!(keep_in_view(7, 5, 20, 15), 0);
    }
}
