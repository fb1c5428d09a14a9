//! Graph m-colouring (图的m着色) on the m-ary tree: each vertex gets one of m colours, the
//! constraint function refusing a colour a neighbour has, forward checking (the bound function)
//! a colour that leaves a neighbour without one; vertices in a fixed order or by DSATUR.
//!
//! The problem is its hooks (`engine.rs`, its DIMACS reader in `engine/dimacs.rs`), its words
//! (`words/`), its picture (`view.rs`; `marks.rs` and `svg.rs` for `x`) and its options
//! (`cli.rs`); the shell does the rest.

pub mod cli;
pub mod engine;
pub mod marks;
pub mod svg;
pub mod view;
pub mod words;

use std::io::{self, Write};

use crate::action::{Action, Binding, Key, NORMAL, Section, named, row};
use crate::app::explore::keys::SharedWords;
use crate::app::explore::{Explore, ExploreAction, Explorer};
use crate::app::{Effect, Exit, View};
use crate::cli::explore::ExploreRun;
use crate::engine::backtrack::{Backtrack, Prune};
use crate::i18n::Lang;
use crate::i18n::search::Words;
use crate::problem::{Builtin, ExploreCli, Failure, Outcome, Request, UsageError, stdout};
use engine::{ColoringHooks, Instance, MAX_COLOURS, Node, chromatic, count, hooks_on};
use words::text;

/// Graph colouring, as the registry lists it.
pub struct Coloring;

/// The model: the explorer of a colouring instance.
pub type Model = Explorer<Coloring>;

/// Its own actions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColoringAction {
    /// The other order (restarts; swaps the two when they are compared).
    NextAlgo,
    /// One colour fewer (restarts).
    FewerColours,
    /// One colour more (restarts).
    MoreColours,
}

/// The node colouring vertex `v` at the node `hooks` stands on.
fn node(instance: &Instance, hooks: &ColoringHooks, v: usize) -> Node {
    Node {
        vertex: v as u8,
        name: instance.graph.tag(v),
        saturation: hooks.taken(v).count_ones() as u8,
        degree: hooks.adj[v].count_ones() as u8,
    }
}

impl Explore for Coloring {
    const COMMAND: &'static str = "coloring";
    type Hooks = ColoringHooks;
    type Instance = Instance;
    type Action = ColoringAction;
    type Label = Node;

    const SIZES: (usize, usize) = engine::SIZES;
    const PRUNES: &'static [Prune] = &engine::PRUNES;

    fn words(lang: Lang) -> &'static Words<Node> {
        &text(lang).words
    }

    fn hooks(instance: &Instance) -> ColoringHooks {
        ColoringHooks::new(instance, instance.algo)
    }

    fn pane_hooks(instance: &Instance, pane: usize) -> ColoringHooks {
        ColoringHooks::new(instance, instance.algo_of(pane))
    }

    fn pane_name(instance: &Instance, pane: usize, lang: Lang) -> Option<String> {
        instance
            .compare
            .then(|| (text(lang).algo)(instance.algo_of(pane)).to_string())
    }

    fn size(instance: &Instance) -> usize {
        instance.graph.n()
    }

    fn label(instance: &Instance, path: &[usize]) -> Node {
        let hooks = hooks_on(instance, instance.algo, path);
        let depth = path.len().min(hooks.order.len().saturating_sub(1));
        let vertex = hooks.order.get(depth).copied().unwrap_or(0);
        node(instance, &hooks, usize::from(vertex))
    }

    fn random(like: &Instance, size: usize, seed: u64) -> Option<Instance> {
        Some(Instance::random(size, seed, like))
    }

    fn shared_words() -> SharedWords {
        SharedWords {
            size: |l| &text(l).size_key,
            random: |l| &text(l).random_key,
            prune: |l| &text(l).prune_key,
        }
    }

    fn own_keys() -> Vec<(Section, Binding<ExploreAction<ColoringAction>>)> {
        let own = |a| Action::Own(ExploreAction::Own(a));
        let algo = vec![named(Key::Char('a'), own(ColoringAction::NextAlgo))];
        let colours = vec![
            named(Key::Char('m'), own(ColoringAction::FewerColours)),
            named(Key::Char('M'), own(ColoringAction::MoreColours)),
        ];
        vec![
            (Section::Size, row(algo, NORMAL, |l| &text(l).algo_key)),
            (Section::Size, row(colours, NORMAL, |l| &text(l).colours_key)),
        ]
    }

    fn apply(explorer: &mut Model, action: ColoringAction, _view: View) -> Effect {
        match action {
            ColoringAction::NextAlgo => explorer.change(|i| i.algo = i.algo.next()),
            ColoringAction::FewerColours => explorer.change(|i| i.m = (i.m - 1).max(1)),
            ColoringAction::MoreColours => explorer.change(|i| i.m = (i.m + 1).min(MAX_COLOURS)),
        }
    }

    fn export(explorer: &Model, lang: Lang) -> (String, String) {
        svg::export(explorer, lang)
    }

    /// `coloring-australia-m3`: the source's letters and digits, the others as `-`.
    fn stem(explorer: &Model) -> String {
        let source: String = explorer
            .source
            .chars()
            .map(|ch| if ch.is_ascii_alphanumeric() { ch } else { '-' })
            .take(24)
            .collect();
        format!("coloring-{source}-m{}", explorer.instance.m)
    }

    /// Under DSATUR: the vertex picked, then the uncoloured ones DSATUR ranks next.
    fn contenders(instance: &Instance, path: &[usize], most: usize) -> Vec<Node> {
        if instance.algo != engine::Algo::Dsatur {
            return Vec::new();
        }
        let hooks = hooks_on(instance, instance.algo, path);
        let Some(&picked) = hooks.order.get(path.len()) else {
            return Vec::new();
        };
        let mut rivals: Vec<usize> = (0..hooks.n())
            .filter(|&v| hooks.colour[v] == 0 && v != usize::from(picked))
            .collect();
        rivals.sort_unstable_by_key(|&v| std::cmp::Reverse(engine::dsatur::rank(&hooks, v)));
        std::iter::once(usize::from(picked))
            .chain(rivals)
            .take(most)
            .map(|v| node(instance, &hooks, v))
            .collect()
    }

    fn pick_question(lang: Lang) -> &'static str {
        text(lang).pick_question
    }

    fn contender_name(label: Node) -> String {
        label.name.to_string()
    }

    fn contender_words(label: Node, lang: Lang) -> String {
        (text(lang).contender)(label.name.as_str(), label.saturation, label.degree)
    }
}

impl ExploreCli for Coloring {
    /// `--algo`: the names [`Algo::parse`](engine::Algo::parse) takes.
    fn choices(id: &str) -> Option<Vec<&'static str>> {
        (id == "algo").then(|| engine::Algo::ALL.iter().map(|a| a.name()).collect())
    }

    type Args = cli::ColoringArgs;

    const HEADLESS: [&'static str; 3] = ["--print", "--count", "--stats"];

    const LESSONS: &'static [Builtin] = &[Builtin {
        name: "coloring-order",
        source: include_str!("coloring/lessons/coloring-order.toml"),
    }];

    fn request(args: cli::ColoringArgs, lang: Lang) -> Result<Outcome<Request<Self>>, UsageError> {
        cli::request(&args, lang)
    }

    /// The colours of vertices 1..n, separated by one space.
    fn print(search: &Backtrack<ColoringHooks>, _found: Option<&engine::Found>) -> String {
        let colours: Vec<String> = search.hooks().colour.iter().map(u8::to_string).collect();
        colours.join(" ")
    }

    fn facts(instance: &Instance) -> Vec<(&'static str, String)> {
        let g = &instance.graph;
        vec![
            ("vertices", g.n().to_string()),
            ("edges", g.edges.len().to_string()),
            ("colours", instance.m.to_string()),
            ("algorithm", instance.algo.name().to_string()),
        ]
    }

    fn results(
        _instance: &Instance,
        _hooks: &ColoringHooks,
        solutions: u64,
    ) -> Vec<(&'static str, String)> {
        vec![("colourings", solutions.to_string())]
    }

    /// `--count` and `--chromatic` (a graph with none of at most 9 colours: bad input).
    fn headless(request: &Request<Self>, lang: Lang) -> Option<Result<Exit, Failure>> {
        let ExploreRun::Own(mode) = request.run else {
            return None;
        };
        Some(match own(&mut stdout(), request, mode, lang) {
            Ok(()) => Ok(Exit::Quit),
            Err(e) if e.kind() == io::ErrorKind::InvalidInput => Err(Failure::BadInput(e.to_string())),
            Err(e) => Err(e.into()),
        })
    }

    fn samples() -> Vec<crate::problem::Sample<Model>> {
        use crate::app::Puzzle;
        let at = |instance: Instance, prunes: &[Prune], step| {
            let mut m = Model::new(instance, "australia".into(), prunes);
            m.seek(step);
            m
        };
        let graph = |name| engine::built_in(name).expect("built in");
        let mut myciel = Instance::new(graph("myciel3"), 4, engine::Algo::Fixed);
        myciel.compare = true;
        vec![
            crate::problem::Sample {
                name: "australia at step 12",
                model: at(engine::default_instance(engine::Algo::Fixed), &[Prune::Constraint], 12),
                actions: Vec::new(),
            },
            crate::problem::Sample {
                name: "myciel3: fixed beside DSATUR",
                model: at(myciel, &[Prune::Constraint, Prune::Constraint], 60),
                actions: Vec::new(),
            },
            crate::problem::Sample {
                name: "petersen forward-checked with the tree",
                model: at(
                    Instance::new(graph("petersen"), 3, engine::Algo::Dsatur),
                    &[Prune::Both],
                    30,
                ),
                actions: vec![Action::ToggleTree],
            },
        ]
    }
}

/// Its own headless modes: `--chromatic` (the least m with a colouring) and `--count` (the
/// colourings with m colours, at most `--limit`).
fn own(w: &mut impl Write, request: &Request<Coloring>, mode: &str, lang: Lang) -> io::Result<()> {
    let instance = &request.instance;
    if mode == "--chromatic" {
        let Some(m) = chromatic(&instance.graph, instance.algo) else {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                (text(lang).chromatic_too_big)(instance.graph.n()),
            ));
        };
        writeln!(w, "{m}")?;
    } else {
        let limit = request.extra.limit;
        writeln!(w, "{}", count(instance, instance.algo, request.prunes[0], limit))?;
    }
    w.flush()
}

#[cfg(test)]
mod tests;
