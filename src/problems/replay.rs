//! A search that any program printed, drawn: `backtrack replay FILE` reads the events a
//! student's C, C++, Java or Python search prints (one JSON object a line, `docs/replay.md`),
//! or any problem's `--trace`, and searches the tree they describe again on the generic
//! engine, so that it gets the instruments every problem has: the drawn tree, the counters,
//! the log, rewind, jumps and stops, the exports and the headless modes.
//!
//! The problem is its engine (`engine.rs`: the events read into a tree, and the hooks over
//! it), its words (`words/`), its picture and code panel (`view.rs`) and its options
//! (`cli.rs`).

pub mod cli;
pub mod engine;
pub mod svg;
pub mod view;
pub mod words;

use crate::app::explore::{Explore, Explorer};
use crate::engine::backtrack::{Backtrack, Prune};
use crate::i18n::Lang;
use crate::i18n::search::Words;
use crate::problem::{ExploreCli, Outcome, Request, UsageError};
use engine::{Found, Instance, Place, ReplayHooks};
use words::text;

/// The replayed search, as the registry lists it.
pub struct Replay;

/// The model: the explorer of a replayed search.
pub type Model = Explorer<Replay>;

impl Explore for Replay {
    const COMMAND: &'static str = "replay";
    type Hooks = ReplayHooks;
    type Instance = Instance;
    type Action = ();
    type Label = Place;

    /// The cuts are the file's: both functions, as it made them.
    const PRUNES: &'static [Prune] = &[Prune::Both];

    fn words(lang: Lang) -> &'static Words<Place> {
        &text(lang).words
    }

    fn hooks(instance: &Instance) -> ReplayHooks {
        ReplayHooks::new(instance.tree.clone())
    }

    fn pane_hooks(instance: &Instance, pane: usize) -> ReplayHooks {
        ReplayHooks::new(instance.tree_of(pane).clone())
    }

    /// Two files compared: each pane named by its file.
    fn pane_name(instance: &Instance, pane: usize, _lang: Lang) -> Option<String> {
        instance.other.as_ref()?;
        let file = std::path::Path::new(instance.file_of(pane));
        Some(file.file_name().map_or_else(|| instance.file_of(pane).into(), |f| f.to_string_lossy().into_owned()))
    }

    fn pane_label(instance: &Instance, pane: usize, path: &[usize]) -> Place {
        instance.tree_of(pane).read().place(path)
    }

    fn size(instance: &Instance) -> usize {
        instance.tree.read().depth
    }

    fn label(instance: &Instance, path: &[usize]) -> Place {
        instance.tree.read().place(path)
    }

    fn growing(instance: &Instance) -> bool {
        instance.growing()
    }

    fn export(explorer: &Model, lang: Lang) -> (String, String) {
        svg::export(explorer, lang)
    }

    /// `replay-<file>`: the file's name without its folders and extension.
    fn stem(explorer: &Model) -> String {
        let file = std::path::Path::new(&explorer.instance.file);
        let stem = file.file_stem().map_or_else(|| "stdin".into(), |s| s.to_string_lossy());
        if explorer.instance.file == "-" {
            "replay-stdin".into()
        } else {
            format!("replay-{stem}")
        }
    }
}

impl ExploreCli for Replay {
    const RANDOM: bool = false;

    type Args = cli::ReplayArgs;

    const HEADLESS: [&'static str; 3] = ["--stats", "--tree", "--trace"];

    fn request(args: cli::ReplayArgs, lang: Lang) -> Result<Outcome<Request<Self>>, UsageError> {
        cli::request(&args, lang)
    }

    /// A solution's value, or the labels of its path.
    fn print(search: &Backtrack<ReplayHooks>, found: Option<&Found>) -> String {
        if let Some(v) = found.and_then(|f| f.value) {
            return v.to_string();
        }
        let path: Vec<usize> = search.path().collect();
        let tree = search.hooks().tree().read();
        (0..path.len())
            .map(|d| tree.place(&path[..d]).name(path[d]))
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn facts(instance: &Instance) -> Vec<(&'static str, String)> {
        vec![
            ("events", instance.file.clone()),
            ("tree", instance.tree.read().header.tree.clone().unwrap_or_else(|| "none".into())),
            ("depth", instance.tree.read().depth.to_string()),
        ]
    }

    fn results(
        _instance: &Instance,
        _hooks: &ReplayHooks,
        solutions: u64,
    ) -> Vec<(&'static str, String)> {
        vec![("solutions", solutions.to_string())]
    }

    /// A student's four-queens search a few steps in, and with its tree.
    fn samples() -> Vec<crate::problem::Sample<Model>> {
        use crate::app::Puzzle;
        let Ok(instance) = Instance::read(SAMPLE, cli::SAMPLE_NAME) else {
            return Vec::new();
        };
        let at = |step| {
            let mut m = Model::new(instance.clone(), cli::SAMPLE_NAME.into(), &[Prune::Both]);
            m.seek(step);
            m
        };
        vec![
            crate::problem::Sample {
                name: "four queens a few steps in",
                model: at(6),
                actions: Vec::new(),
            },
            crate::problem::Sample {
                name: "four queens with the tree",
                model: at(12),
                actions: vec![crate::action::Action::ToggleTree],
            },
        ]
    }
}

/// A student's four-queens search as its program prints it, row by row: the samples'.
pub const SAMPLE: &str = include_str!("replay/fixtures/queens4.jsonl");

#[cfg(test)]
mod tests;
