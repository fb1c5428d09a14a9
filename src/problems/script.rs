//! A backtracking problem of your own, written as a Rhai script: the script defines pure
//! hook functions (`size`, `children`, and where it has them `constraint`, `bound`, `value`,
//! `label`, `draw`, ...; `docs/scripts.md`), the generic engine runs the search, and the shell
//! gives it every instrument the built-in problems have. The chapter's remaining problems
//! ship as scripts in `assets/scripts/`.
//!
//! The problem is its engine (`engine.rs`: the Rhai host and the hooks over a script), its
//! words (`words/`), its picture and code panel (`view.rs`) and its options (`cli.rs`).

pub mod cli;
pub mod engine;
pub mod picture;
pub mod svg;
pub mod view;
pub mod words;

use crate::app::Exit;
use crate::app::explore::{Explore, Explorer};
use crate::engine::backtrack::Backtrack;
use crate::i18n::Lang;
use crate::i18n::search::Words;
use crate::problem::{Builtin, ExploreCli, Failure, Outcome, Request, UsageError};
use engine::{Found, Instance, Node, ScriptHooks};
use words::text;

/// The scripted problem, as the registry lists it.
pub struct Script;

/// The model: the explorer of a script on its data.
pub type Model = Explorer<Script>;

/// The built-in scripts: name, source (compiled in).
pub const BUILT_IN: [(&str, &str); 10] = [
    ("max-clique", include_str!("../../assets/scripts/max-clique.rhai")),
    ("flow-shop", include_str!("../../assets/scripts/flow-shop.rhai")),
    ("sign-triangles", include_str!("../../assets/scripts/sign-triangles.rhai")),
    ("circles", include_str!("../../assets/scripts/circles.rhai")),
    ("boards", include_str!("../../assets/scripts/boards.rhai")),
    ("postage", include_str!("../../assets/scripts/postage.rhai")),
    ("queens", include_str!("../../assets/scripts/queens.rhai")),
    ("subset-sum", include_str!("../../assets/scripts/subset-sum.rhai")),
    ("combination-sum", include_str!("../../assets/scripts/combination-sum.rhai")),
    ("parentheses", include_str!("../../assets/scripts/parentheses.rhai")),
];

/// A subset-sum script without its bound, beside the built-in one in the samples (a
/// student's script against the book's): found wherever the tests run from.
const FIXTURES_NO_BOUND: &str =
    concat!(env!("CARGO_MANIFEST_DIR"), "/src/problems/script/fixtures/no-bound.rhai");

/// The template `--template` prints.
pub const TEMPLATE: &str = include_str!("../../assets/scripts/template.rhai");

impl Explore for Script {
    /// A script with `value` is an optimisation.
    fn optimum(instance: &Instance) -> bool {
        instance.first().goal.is_some()
    }

    const COMMAND: &'static str = "script";
    type Hooks = ScriptHooks;
    type Instance = Instance;
    type Action = ();
    type Label = Node;

    /// Depths from 1 to 1024 (a script has no random instances).
    const SIZES: (usize, usize) = (1, engine::host::MAX_DEPTH);

    fn words(lang: Lang) -> &'static Words<Node> {
        &text(lang).words
    }

    fn hooks(instance: &Instance) -> ScriptHooks {
        instance.first().root()
    }

    fn pane_hooks(instance: &Instance, pane: usize) -> ScriptHooks {
        instance.side(pane).root()
    }

    /// Two scripts side by side are named by their files (without their folders).
    fn pane_name(instance: &Instance, pane: usize, _lang: Lang) -> Option<String> {
        (instance.sides.len() > 1).then(|| instance.side(pane).script.short_file().to_string())
    }

    fn size(instance: &Instance) -> usize {
        instance.first().size
    }

    fn label(instance: &Instance, path: &[usize]) -> Node {
        instance.first().node(path)
    }

    fn pane_label(instance: &Instance, pane: usize, path: &[usize]) -> Node {
        instance.side(pane).node(path)
    }

    /// The picture as on screen (`svg.rs`).
    fn export(explorer: &Model, lang: Lang) -> (String, String) {
        svg::export(explorer, lang)
    }

    /// `script-<name>`: the script's name.
    fn stem(explorer: &Model) -> String {
        format!("script-{}", explorer.instance.first().script.name)
    }
}

impl ExploreCli for Script {
    const RANDOM: bool = false;

    type Args = cli::ScriptArgs;

    const HEADLESS: [&'static str; 3] = ["--print", "--stats", "--trace"];

    const LESSONS: &'static [Builtin] = &[Builtin {
        name: "script-max-clique",
        source: include_str!("script/lessons/script-max-clique.toml"),
    }];

    fn request(args: cli::ScriptArgs, lang: Lang) -> Result<Outcome<Request<Self>>, UsageError> {
        cli::request(args, lang)
    }

    /// An enumeration's solution: its values, one space apart; an optimisation's best: its
    /// value on one line, its values on the next.
    fn print(search: &Backtrack<ScriptHooks>, found: Option<&Found>) -> String {
        match found {
            Some(found) => found.x.to_string(),
            None => search.hooks().best().map_or_else(
                || "none".to_string(),
                |(value, x)| format!("{value}\n{x}"),
            ),
        }
    }

    fn facts(instance: &Instance) -> Vec<(&'static str, String)> {
        let first = instance.first();
        vec![
            ("script", first.script.file.clone()),
            ("size", first.size.to_string()),
            ("tree", first.kind.map_or("none", engine::Kind::name).to_string()),
        ]
    }

    fn results(
        instance: &Instance,
        hooks: &ScriptHooks,
        solutions: u64,
    ) -> Vec<(&'static str, String)> {
        let mut out = vec![("solutions", solutions.to_string())];
        if instance.first().goal.is_some() {
            let best = hooks.best().map_or_else(|| "none".to_string(), |(v, _)| v.to_string());
            out.push(("best value", best));
            out.push(("improvements", hooks.improvements().to_string()));
        }
        out
    }

    /// The textbook's maximum clique a few steps in, compared and with its tree; two
    /// scripts side by side; the 8-queens script at a cut; a script that fails at run time.
    fn samples() -> Vec<crate::problem::Sample<Model>> {
        use crate::app::Puzzle;
        use crate::engine::backtrack::Prune;
        let load = |names: &[&str]| {
            let scripts: Vec<_> = names
                .iter()
                .filter_map(|n| cli::script(n, engine::host::DEFAULT_MAX_OPS).ok())
                .collect();
            Instance::load(&scripts, None, None).ok()
        };
        let at = |names: &[&str], prunes: &[Prune], step| {
            let mut m = Model::new(load(names)?, names.join(" | "), prunes);
            m.seek(step);
            Some(m)
        };
        let sample = |name, model: Option<Model>, actions| {
            Some(crate::problem::Sample {
                name,
                model: model?,
                actions,
            })
        };
        let clique = ["max-clique"];
        [
            sample("max clique a few steps in", at(&clique, &[Prune::Both], 9), Vec::new()),
            sample("max clique compared", at(&clique, &[Prune::None, Prune::Both], 30), Vec::new()),
            sample(
                "max clique with the tree",
                at(&clique, &[Prune::Both], 20),
                vec![crate::action::Action::ToggleTree],
            ),
            sample(
                "two scripts side by side",
                at(&["subset-sum", FIXTURES_NO_BOUND], &[Prune::Both; 2], 12),
                Vec::new(),
            ),
            sample("queens at a cut", at(&["queens"], &[Prune::Both], 40), Vec::new()),
        ]
        .into_iter()
        .flatten()
        .collect()
    }

    /// The shared modes, with what a script prints on standard error and its first error
    /// at run time the exit status 2, said in one line.
    fn headless(request: &Request<Self>, lang: Lang) -> Option<Result<Exit, Failure>> {
        for side in &request.instance.sides {
            side.script.set_echo(true);
        }
        let run = || -> Result<Exit, Failure> {
            crate::problem::headless::run::<Script>(&mut crate::problem::stdout(), request, lang)?;
            match request.instance.sides.iter().find_map(|s| Some((s, s.fault()?))) {
                Some((side, fault)) => Err(Failure::BadInput(words::fault_line(
                    &side.script.file,
                    &fault,
                    lang,
                ))),
                None => Ok(Exit::Quit),
            }
        };
        Some(run())
    }
}

#[cfg(test)]
mod tests;
