//! Sudoku (数独) on the m-ary tree: each empty cell takes a digit, the constraint function
//! refusing one its row, column or box holds; cells in reading order or the fewest candidates
//! first (MRV), with hidden singles as the bound; and a fast solver for sets of puzzles.
//!
//! The problem is its hooks (`engine.rs`, its fast solvers in `engine/fast.rs`), its words
//! (`words/`), its picture (`view.rs`; `marks.rs` and `svg.rs` for `x`), its options
//! (`cli.rs`) and its own headless modes (`output.rs`); the shell does the rest.

pub mod cli;
pub mod engine;
pub mod marks;
pub mod output;
pub mod svg;
pub mod view;
pub mod words;

use crate::action::{Action, BROWSE, Binding, Key, NORMAL, Section, alias, named, row};
use crate::app::explore::keys::SharedWords;
use crate::app::explore::{Explore, ExploreAction, Explorer};
use crate::app::{Effect, Exit, View};
use crate::cli::explore::ExploreRun;
use crate::engine::backtrack::{Backtrack, Prune};
use crate::i18n::Lang;
use crate::i18n::search::Words;
use crate::problem::{Builtin, ExploreCli, Failure, Outcome, Request, UsageError, stdout};
use engine::solutions::Solutions;
use engine::{Grid, Instance, Node, SudokuHooks, hooks_on};
use words::{cell_name, text};

/// Sudoku, as the registry lists it.
pub struct Sudoku;

/// The model: the explorer of a Sudoku instance.
pub type Model = Explorer<Sudoku>;

/// Its own actions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SudokuAction {
    /// The next order (restarts).
    NextAlgo,
    /// Pencil marks (candidates) on or off.
    TogglePencil,
    /// The solutions browser opens.
    OpenSolutions,
    /// The solutions browser closes.
    CloseSolutions,
    /// The next (true) or previous solution in the browser.
    NextSolution(bool),
    /// One solution per class on or off (4x4).
    ToggleClasses,
}

/// One of its own actions, as the key table holds it.
fn own(action: SudokuAction) -> Action<ExploreAction<SudokuAction>> {
    Action::Own(ExploreAction::Own(action))
}

/// The node filling `cell` at the node `hooks` stands on.
fn node(hooks: &SudokuHooks, cell: usize) -> Node {
    let left = hooks.candidates_of(cell).count_ones() as u8;
    let single = (hooks.algo == engine::Algo::MrvSingles && left > 1)
        .then(|| hooks.hidden_single(cell).map(|(d, _)| d))
        .flatten();
    Node {
        cell: cell as u8,
        n: hooks.n as u8,
        left,
        single,
    }
}

impl Explore for Sudoku {
    const COMMAND: &'static str = "sudoku";
    type Hooks = SudokuHooks;
    type Instance = Instance;
    type Action = SudokuAction;
    type Label = Node;

    const SIZES: (usize, usize) = (4, 9);
    const PRUNES: &'static [Prune] = &engine::PRUNES;

    fn words(lang: Lang) -> &'static Words<Node> {
        &text(lang).words
    }

    fn hooks(instance: &Instance) -> SudokuHooks {
        SudokuHooks::new(&instance.grid, instance.algo)
    }

    fn pane_hooks(instance: &Instance, pane: usize) -> SudokuHooks {
        SudokuHooks::new(&instance.grid, instance.algo_of(pane))
    }

    fn pane_name(instance: &Instance, pane: usize, lang: Lang) -> Option<String> {
        instance
            .compare
            .then(|| (text(lang).algo)(instance.algo_of(pane)).to_string())
    }

    fn size(instance: &Instance) -> usize {
        instance.grid.n
    }

    fn label(instance: &Instance, path: &[usize]) -> Node {
        let hooks = hooks_on(&instance.grid, instance.algo, path);
        let depth = path.len().min(hooks.order.len().saturating_sub(1));
        node(&hooks, usize::from(hooks.order.get(depth).copied().unwrap_or(0)))
    }

    /// Another puzzle of the set (of this size), or the empty grid of the other size.
    fn random(like: &Instance, size: usize, seed: u64) -> Option<Instance> {
        let mut next = like.clone();
        if size == like.grid.n {
            let set = &like.set;
            if set.len() < 2 {
                return None;
            }
            next.grid = set[(seed as usize) % set.len()].grid();
        } else {
            let n = if size < like.grid.n { 4 } else { 9 };
            next.grid = Grid::empty(n);
        }
        Some(next)
    }

    fn shared_words() -> SharedWords {
        SharedWords {
            size: |l| &text(l).size_key,
            random: |l| &text(l).random_key,
            prune: |l| &text(l).prune_key,
        }
    }

    fn own_keys() -> Vec<(Section, Binding<ExploreAction<SudokuAction>>)> {
        use SudokuAction as S;
        let browse = vec![
            named(Key::Down, own(S::NextSolution(true))),
            named(Key::Up, own(S::NextSolution(false))),
            alias(Key::Char('j'), own(S::NextSolution(true))),
            alias(Key::Char('k'), own(S::NextSolution(false))),
        ];
        let close = vec![
            named(Key::Char('s'), own(S::CloseSolutions)),
            named(Key::Esc, own(S::CloseSolutions)),
        ];
        let one = |key, action| vec![named(Key::Char(key), own(action))];
        vec![
            (Section::Size, row(one('a', S::NextAlgo), NORMAL, |l| &text(l).algo_key)),
            (Section::Size, row(one('m', S::TogglePencil), NORMAL, |l| &text(l).pencil_key)),
            (Section::Panels, row(one('s', S::OpenSolutions), NORMAL, |l| &text(l).solutions_key)),
            (Section::Panels, row(browse, BROWSE, |l| &text(l).browse_move)),
            (Section::Panels, row(one('u', S::ToggleClasses), BROWSE, |l| &text(l).browse_classes)),
            (Section::Panels, row(close, BROWSE, |l| &text(l).browse_close)),
        ]
    }

    fn apply(explorer: &mut Model, action: SudokuAction, _view: View) -> Effect {
        let instance = &mut explorer.instance;
        match action {
            SudokuAction::NextAlgo => explorer.change(|i| {
                i.algo = i.algo.next();
                if i.compare && i.algo == i.other {
                    i.algo = i.algo.next();
                }
            }),
            SudokuAction::TogglePencil => {
                instance.pencil = !instance.pencil;
                Effect::Changed
            }
            SudokuAction::OpenSolutions => {
                instance.browser = Some(Solutions::of(&instance.grid));
                Effect::EnterBrowse
            }
            SudokuAction::CloseSolutions => {
                instance.browser = None;
                Effect::LeaveBrowse
            }
            SudokuAction::NextSolution(forward) => match instance.browser.as_mut() {
                Some(b) => {
                    b.step(if forward { 1 } else { -1 });
                    Effect::Changed
                }
                None => Effect::Ignored,
            },
            SudokuAction::ToggleClasses => match instance.browser.as_mut() {
                Some(b) if b.class_of.is_some() => {
                    b.toggle_classes();
                    Effect::Changed
                }
                _ => Effect::Ignored,
            },
        }
    }

    fn export(explorer: &Model, lang: Lang) -> (String, String) {
        svg::export(explorer, lang)
    }

    /// `sudoku-easy`: the source's letters and digits, the others as `-`.
    fn stem(explorer: &Model) -> String {
        let source: String = explorer
            .source
            .chars()
            .map(|ch| if ch.is_ascii_alphanumeric() { ch } else { '-' })
            .take(24)
            .collect();
        format!("sudoku-{source}")
    }

    /// Under MRV: the cell picked, then the empty ones with the fewest candidates.
    fn contenders(instance: &Instance, path: &[usize], most: usize) -> Vec<Node> {
        if instance.algo == engine::Algo::Cells {
            return Vec::new();
        }
        let hooks = hooks_on(&instance.grid, instance.algo, path);
        let Some(&picked) = hooks.order.get(path.len()) else {
            return Vec::new();
        };
        let mut rivals: Vec<(u32, usize)> = (0..hooks.cells.len())
            .filter(|&c| hooks.cells[c] == 0 && c != usize::from(picked))
            .map(|c| (hooks.candidates_of(c).count_ones(), c))
            .collect();
        rivals.sort_unstable();
        std::iter::once(usize::from(picked))
            .chain(rivals.into_iter().map(|(_, c)| c))
            .take(most)
            .map(|c| node(&hooks, c))
            .collect()
    }

    fn pick_question(lang: Lang) -> &'static str {
        text(lang).pick_question
    }

    fn contender_name(label: Node) -> String {
        cell_name(label.cell, label.n)
    }

    fn contender_words(label: Node, lang: Lang) -> String {
        (text(lang).contender)(&cell_name(label.cell, label.n), label.left, label.single)
    }
}

impl ExploreCli for Sudoku {
    const RANDOM: bool = false;

    /// `--algo`: the names [`Algo::parse`](engine::Algo::parse) takes.
    fn choices(id: &str) -> Option<Vec<&'static str>> {
        (id == "algo").then(|| engine::Algo::ALL.iter().map(|a| a.name()).collect())
    }

    type Args = cli::SudokuArgs;

    const HEADLESS: [&'static str; 3] = ["--print", "--count", "--stats"];

    const LESSONS: &'static [Builtin] = &[Builtin {
        name: "sudoku-mrv",
        source: include_str!("sudoku/lessons/sudoku-mrv.toml"),
    }];

    fn request(args: cli::SudokuArgs, lang: Lang) -> Result<Outcome<Request<Self>>, UsageError> {
        cli::request(&args, lang)
    }

    /// The grid filled, as a line.
    fn print(search: &Backtrack<SudokuHooks>, _found: Option<&engine::Solved>) -> String {
        let h = search.hooks();
        Grid { n: h.n, cells: h.cells.clone() }.line()
    }

    fn facts(instance: &Instance) -> Vec<(&'static str, String)> {
        let g = &instance.grid;
        vec![
            ("size", format!("{}x{}", g.n, g.n)),
            ("givens", g.cells.iter().filter(|&&d| d != 0).count().to_string()),
            ("algorithm", instance.algo.name().to_string()),
        ]
    }

    fn results(
        _instance: &Instance,
        hooks: &SudokuHooks,
        solutions: u64,
    ) -> Vec<(&'static str, String)> {
        vec![
            ("guesses", hooks.guesses.to_string()),
            ("solutions", solutions.to_string()),
        ]
    }

    /// `--print` and `--count` by the fast solver on every puzzle of the set: `--print` says
    /// in its exit status whether every puzzle had a solution.
    fn headless(request: &Request<Self>, lang: Lang) -> Option<Result<Exit, Failure>> {
        let mut w = stdout();
        let all = output::run(&mut w, &request.instance, &request.run, request.extra, lang)?;
        Some(match all {
            Ok(false) if request.run == ExploreRun::Print => Ok(Exit::NotFound),
            Ok(_) => Ok(Exit::Quit),
            Err(e) => Err(e.into()),
        })
    }

    fn samples() -> Vec<crate::problem::Sample<Model>> {
        use crate::app::Puzzle;
        let at = |instance: Instance, name: &str, prunes: &[Prune], step| {
            let mut m = Model::new(instance, name.into(), prunes);
            m.seek(step);
            m
        };
        let set = |name| engine::built_in(name).expect("built in");
        let cells = |name| Instance::of(set(name), engine::Algo::Cells);
        let mut inkala = cells("inkala");
        inkala.compare = true;
        let four = Instance::of(set("four"), engine::Algo::Mrv);
        vec![
            crate::problem::Sample {
                name: "easy at step 12",
                model: at(cells("easy"), "easy", &[Prune::Constraint], 12),
                actions: Vec::new(),
            },
            crate::problem::Sample {
                name: "inkala: cells beside MRV",
                model: at(inkala, "inkala", &[Prune::Constraint, Prune::Constraint], 200),
                actions: Vec::new(),
            },
            crate::problem::Sample {
                name: "four with the tree",
                model: at(four, "four", &[Prune::Constraint], 9),
                actions: vec![Action::ToggleTree],
            },
        ]
    }
}

#[cfg(test)]
mod tests;
