//! The problems: one folder each (its engine, model, view, words, options and headless
//! output), and the registry that lists them, one line a problem.
//!
//! [`problems!`] makes, from that list, the subcommands (the first problem's options also go
//! without one), the dispatch of a request to its problem, and the lists the shared tests run
//! over, so that a new problem is checked by every shared test without editing it.

use clap::{ArgMatches, Args, Command, FromArgMatches};

use crate::app::Exit;
use crate::cli::{UsageError, first_line, localize};
use crate::i18n::Lang;
use crate::problem::{Failure, Outcome, Problem};

/// The first of a list of types.
macro_rules! first {
    ($first:ty $(, $rest:ty)*) => {
        $first
    };
}

/// Builds the registry from the list of problems: one line each, the default first, naming
/// the problem's folder (its module) and its [`Problem`].
macro_rules! problems {
    ($($(#[$doc:meta])* $variant:ident($module:ident::$name:ident)),+ $(,)?) => {
        $(pub mod $module;)+

        problems!(@registry $($(#[$doc])* $variant($crate::problems::$module::$name)),+);
    };
    (@registry $($(#[$doc:meta])* $variant:ident($problem:ty)),+) => {
        /// A request for one of the problems.
        #[derive(Debug, Clone, PartialEq)]
        pub enum Request {
            $($(#[$doc])* $variant(<$problem as Problem>::Request)),+
        }

        /// Every problem's command, in the order `--help` lists them; the first is the
        /// default, whose options also go without a command.
        pub const COMMANDS: &[&str] = &[$(<$problem as Problem>::COMMAND),+];

        /// The default problem: the first listed.
        pub type DefaultProblem = first!($($problem),+);

        /// Every problem's command, localized.
        pub fn commands(lang: Lang) -> Vec<Command> {
            vec![$(problem_command::<$problem>(lang)),+]
        }

        /// The examples of `backtrack --help`: the default problem's, then the first of each
        /// other's.
        pub fn examples(lang: Lang) -> String {
            let all = [$(<$problem as Problem>::examples(lang)),+];
            let mut lines = vec![crate::cli::messages::text(lang).examples.to_string()];
            for (i, e) in all.iter().enumerate() {
                let mut ls = e.lines();
                if i == 0 {
                    lines.extend(ls.map(str::to_string));
                } else if let Some(first) = ls.next() {
                    lines.push(first.to_string());
                }
            }
            lines.join("\n")
        }

        /// A problem's request from its command's matches.
        pub fn request(
            command: &str,
            matches: &ArgMatches,
            lang: Lang,
        ) -> Result<Outcome<Request>, UsageError> {
            $(
                if command == <$problem as Problem>::COMMAND {
                    let args = <<$problem as Problem>::Args as FromArgMatches>::from_arg_matches(matches)
                        .map_err(|e| UsageError::Other(first_line(&e)))?;
                    return Ok(match <$problem as Problem>::request(args, lang)? {
                        Outcome::Run(r) => Outcome::Run(Request::$variant(r)),
                        Outcome::Print(text) => Outcome::Print(text),
                    });
                }
            )+
            Err(UsageError::UnknownCommand(command.to_string()))
        }

        /// Runs a request with its problem.
        pub fn run(request: Request, lang: Lang) -> Result<Exit, Failure> {
            match request {
                $(Request::$variant(r) => crate::problem::run::<$problem>(r, lang)),+
            }
        }

        /// Every built-in lesson, with its problem's name in `lang`, in the registry's order.
        pub fn lessons(lang: Lang) -> Vec<(crate::problem::Builtin, &'static str)> {
            let mut all = Vec::new();
            $(all.extend(<$problem as Problem>::LESSONS.iter().map(|b| (*b, <$problem as Problem>::name(lang))));)+
            all
        }

        /// Hands a request to `visitor` with its problem's type.
        pub fn visit<V: Visitor>(request: Request, visitor: V) -> V::Out {
            match request {
                $(Request::$variant(r) => visitor.visit::<$problem>(r)),+
            }
        }

        /// A problem's headless modes, by command (for the messages that suggest them).
        pub fn headless(command: &str) -> [&'static str; 3] {
            $(
                if command == <$problem as Problem>::COMMAND {
                    return <$problem as Problem>::HEADLESS;
                }
            )+
            ["--print", "--trace", "--stats"]
        }

        /// A problem's options as messages name them, by command.
        pub fn options_phrase(command: &str, lang: Lang, default: bool) -> &'static str {
            $(
                if command == <$problem as Problem>::COMMAND {
                    return <$problem as Problem>::options_phrase(lang, default);
                }
            )+
            ""
        }

        /// Runs `$check` (a macro or function generic over a problem) for every problem: the
        /// shared tests' matrices.
        #[cfg(test)]
        macro_rules! for_each_problem {
            ($check:ident) => {
                $($check::<$problem>();)+
            };
            ($check:ident, $arg:expr) => {
                $($check::<$problem>($arg);)+
            };
        }
    };
}

problems! {
    /// N-Queens, the default.
    Queens(queens::QueensProblem),
    /// The maze.
    Maze(maze::MazeProblem),
    /// Subset sum.
    SubsetSum(subset::SubsetSum),
    /// The 0-1 knapsack.
    Knapsack(knapsack::Knapsack),
    /// Permutations.
    Permutations(permutations::Permutations),
    /// The travelling salesman.
    Tsp(tsp::Tsp),
    /// The knight's tour.
    Knight(knight::Knight),
    /// Graph colouring.
    Coloring(coloring::Coloring),
    /// Sudoku.
    Sudoku(sudoku::Sudoku),
    /// A problem of your own, as a Rhai script.
    Script(script::Script),
    /// A search any program printed, read back.
    Replay(replay::Replay),
}

/// What is done with a request once its problem's type is known (see [`visit`]): a lesson
/// sets its scene up on the problem's app.
pub trait Visitor {
    /// What it comes to.
    type Out;
    /// Does it, for problem `P`.
    fn visit<P: Problem>(self, request: P::Request) -> Self::Out;
}

/// A problem's subcommand, localized.
pub fn problem_command<P: Problem>(lang: Lang) -> Command {
    let cmd = P::Args::augment_args(Command::new(P::COMMAND)).about(P::about(lang));
    choices::<P>(localize(cmd, lang, P::usage(lang), &|id| {
        P::option_help(lang, id)
    }))
}

/// Each option that is a choice named by the values it takes ([`Problem::choices`]), and the
/// shared options the problem does not take left out ([`Problem::hidden`]).
fn choices<P: Problem>(cmd: Command) -> Command {
    cmd.mut_args(|a| {
        let id = a.get_id().as_str().to_string();
        let a = match P::choices(&id) {
            Some(values) => a.value_name(values.join("|")),
            None => a,
        };
        if P::hidden(&id) { a.hide(true) } else { a }
    })
}

/// The shared tests over every problem: contrast of every screen, random use.
#[cfg(test)]
pub(crate) mod contrast;
#[cfg(test)]
pub(crate) mod fake;
#[cfg(test)]
mod language;
#[cfg(test)]
mod laws;
#[cfg(test)]
mod robustness;
#[cfg(test)]
mod shell;

/// The default problem's command.
pub const DEFAULT: &str = COMMANDS[0];

/// The root command with the default problem's options (they go without a command), localized
/// with its words.
pub fn with_default_args(root: Command, lang: Lang) -> Command {
    default_args::<DefaultProblem>(root, lang)
}

fn default_args<P: Problem>(root: Command, lang: Lang) -> Command {
    let usage = crate::cli::messages::text(lang).root_usage;
    choices::<P>(localize(P::Args::augment_args(root), lang, usage, &|id| {
        P::option_help(lang, id)
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::KeyTable;
    use crate::app::Puzzle;

    fn key_table_checks<P: Problem>() {
        let table = KeyTable::new(&<P::Model as Puzzle>::key_rows());
        assert_eq!(table.check(), Ok(()), "{}", P::COMMAND);
    }

    /// No key of any problem does two things in one mode, and every row is worded in both
    /// languages.
    #[test]
    fn every_key_table_checks() {
        for_each_problem!(key_table_checks);
    }

    /// Every text of an SVG document, in order.
    fn svg_texts(doc: &roxmltree::Document) -> Vec<String> {
        doc.descendants()
            .filter(|e| e.has_tag_name("text") || e.has_tag_name("title"))
            .map(|e| {
                e.descendants()
                    .filter(roxmltree::Node::is_text)
                    .filter_map(|t| t.text())
                    .collect()
            })
            .collect()
    }

    fn exports_speak_the_language<P: Problem>() {
        for sample in P::samples() {
            let what = format!("{}: {}", P::COMMAND, sample.name);
            let (name_en, en) = sample.model.export(Lang::En);
            let (name_zh, zh) = sample.model.export(Lang::Zh);
            assert_eq!(name_en, name_zh, "{what}: one file name");
            let (en, zh) = (
                roxmltree::Document::parse(&en).expect("well-formed"),
                roxmltree::Document::parse(&zh).expect("well-formed"),
            );
            let (en, zh) = (svg_texts(&en), svg_texts(&zh));
            assert!(en[0].contains(", step "), "{what}: {en:?}");
            assert!(
                zh[0].contains('第') && zh[0].ends_with('步'),
                "{what}: {zh:?}"
            );
            // The caption drawn is the document's title.
            assert!(zh[1..].contains(&zh[0]), "{what}: {zh:?}");
            for text in &zh {
                let lower = text.to_lowercase();
                let english = [
                    "step",
                    "best so far",
                    "order",
                    "algorithm",
                    "items",
                    "cities",
                ]
                .iter()
                .find(|w| lower.contains(*w));
                assert!(english.is_none(), "{what}: {english:?} in {text:?}");
            }
        }
    }

    /// `x` writes its picture in the interface's language (issue 26, bug 10: every SVG was
    /// English under `--lang zh`): the caption and the notes of every problem's samples.
    #[test]
    fn every_export_speaks_the_interface_language() {
        for_each_problem!(exports_speak_the_language);
    }

    /// Whether `P`'s command line `args` (after its command) passes its check.
    fn takes<P: Problem>(args: &[&str]) -> bool {
        let line = std::iter::once(P::COMMAND).chain(args.iter().copied());
        problem_command::<P>(Lang::En)
            .try_get_matches_from(line)
            .ok()
            .and_then(|m| P::Args::from_arg_matches(&m).ok())
            .is_some_and(|a| P::request(a, Lang::En).is_ok())
    }

    /// The numbers `from` and `to` of a help line's "from to to" (`1 to 10`, `1 到 10`).
    fn range_in(help: &str) -> Option<(usize, usize)> {
        let words: Vec<&str> = help
            .split(|c: char| !c.is_alphanumeric() && !"到".contains(c))
            .filter(|w| !w.is_empty())
            .collect();
        words.windows(3).find_map(|w| match w {
            [a, "to" | "到", b] => Some((a.parse().ok()?, b.parse().ok()?)),
            _ => None,
        })
    }

    /// `text` without what its round brackets hold (`(...)` and `（...）`).
    fn outside_brackets(text: &str) -> String {
        let mut depth = 0usize;
        text.chars()
            .filter(|&c| {
                match c {
                    '(' | '（' => depth += 1,
                    ')' | '）' => {
                        depth = depth.saturating_sub(1);
                        return false;
                    }
                    _ => {}
                }
                depth == 0
            })
            .collect()
    }

    fn help_says_what_the_checks_take<P: Problem>(checked: &mut usize) {
        if !takes::<P>(&[]) {
            return;
        }
        *checked += 1;
        for lang in [Lang::En, Lang::Zh] {
            let cmd = problem_command::<P>(lang);
            for arg in cmd.get_arguments() {
                let (id, long) = (arg.get_id().as_str(), arg.get_long().unwrap_or(""));
                let what = format!("{} --{long} ({lang:?})", P::COMMAND);
                if let Some(values) = P::choices(id) {
                    let named: Vec<String> = arg
                        .get_value_names()
                        .unwrap_or_default()
                        .iter()
                        .map(ToString::to_string)
                        .collect();
                    assert_eq!(named, vec![values.join("|")], "{what}");
                    for v in &values {
                        assert!(
                            takes::<P>(&[&format!("--{long}"), v]),
                            "{what}: {v} refused"
                        );
                    }
                    assert!(!takes::<P>(&[&format!("--{long}"), "nonesuch"]), "{what}");
                    let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
                    if id == "prune" {
                        // The words name every setting taken and no other (outside what
                        // their brackets explain: "both (the constraint and the bound)").
                        let help = outside_brackets(&help);
                        for p in crate::engine::backtrack::Prune::ALL {
                            let taken = takes::<P>(&["--prune", p.name()]);
                            assert_eq!(values.contains(&p.name()), taken, "{what}: {p:?}");
                            assert_eq!(help.contains(p.name()), taken, "{what}: {help}");
                        }
                    }
                    if id == "tree" || id == "algo" {
                        for v in &values {
                            assert!(help.contains(v), "{what}: {v} not in {help}");
                        }
                    }
                }
                if id == "random" && arg.get_value_names().is_some_and(|n| n == ["N"]) {
                    let taken = |n: usize| takes::<P>(&["--random", &n.to_string()]);
                    if P::hidden(id) {
                        assert!(arg.is_hide_set() && !taken(1) && !taken(9), "{what}");
                        continue;
                    }
                    let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
                    let (min, max) = range_in(&help).unwrap_or_else(|| panic!("{what}: {help}"));
                    assert!(taken(min) && taken(max), "{what}: {help}");
                    assert!(!taken(min - 1) && !taken(max + 1), "{what}: {help}");
                }
            }
        }
    }

    /// `--help` cannot contradict the program (issue 46, item 5): every option that is a choice
    /// names the values its check takes and takes each of them; `--prune`'s words name the
    /// settings taken and no other; `--random`'s range is the one taken, both ends; an option
    /// a problem does not take is not listed.
    #[test]
    fn every_help_says_what_the_checks_take() {
        let mut checked = 0;
        for_each_problem!(help_says_what_the_checks_take, &mut checked);
        assert!(checked >= 9, "{checked} problems checked");
    }

    fn has_samples<P: Problem>() {
        assert!(
            P::samples().len() >= 2,
            "{}: samples for the shared tests",
            P::COMMAND
        );
    }

    #[test]
    fn every_problem_has_samples() {
        for_each_problem!(has_samples);
    }

    /// The words that name a problem, lower case: its command (with a space for a hyphen,
    /// and without a plural's `s`), its English name, and the Chinese runs of its Chinese name.
    fn name_words<P: Problem>(words: &mut Vec<String>) {
        // Replaying a search to a step is the timeline's own word, older than the problem
        // that reads a search back: that problem is named by its words ("replayed search").
        if P::COMMAND == "replay" {
            words.push(P::name(Lang::En).to_lowercase());
            return;
        }
        let command = P::COMMAND.to_lowercase();
        words.push(command.replace('-', " "));
        if let Some(stem) = command.strip_suffix('s') {
            words.push(stem.to_string());
        }
        words.push(command);
        words.push(P::name(Lang::En).to_lowercase());
        let zh = P::name(Lang::Zh);
        words.extend(
            zh.split(|c: char| c.is_ascii() || c.is_whitespace())
                .filter(|run| !run.is_empty())
                .map(str::to_string),
        );
    }

    /// Whether `word` begins a word of `line` ("script" names the scripted problem in "a
    /// script" but not in "description").
    fn starts_a_word(line: &str, word: &str) -> bool {
        line.match_indices(word).any(|(i, _)| {
            !line[..i]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_ascii_alphabetic())
        })
    }

    fn shared_files(dir: &std::path::Path, files: &mut Vec<std::path::PathBuf>) {
        let problems = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/problems");
        for entry in std::fs::read_dir(dir).expect("src is readable") {
            let path = entry.expect("an entry").path();
            if path == problems || path == problems.with_extension("rs") {
                continue;
            }
            if path.is_dir() {
                shared_files(&path, files);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }

    /// The contract: no shared file (anything under `src/` but the problems' folders and this
    /// registry) names a problem, in code, words or comments, so a new problem is one folder
    /// and one line here.
    #[test]
    fn no_shared_file_names_a_problem() {
        let mut words = Vec::new();
        for_each_problem!(name_words, &mut words);
        assert!(words.iter().any(|w| w == "queen") && words.iter().any(|w| w == "迷宫"));
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        shared_files(&src, &mut files);
        assert!(files.len() > 40, "the shared files are found: {files:?}");
        let mut hits = Vec::new();
        for file in &files {
            let text = std::fs::read_to_string(file).expect("a source file is text");
            for (i, line) in text.lines().enumerate() {
                // The trees' names are the engine's vocabulary (`Branching`), not a
                // problem's: "permutation tree" names no problem, as "subset tree" does not.
                let lower = line
                    .to_lowercase()
                    .replace("permutation tree", "")
                    .replace("completion script", "");
                if let Some(word) = words.iter().find(|w| starts_a_word(&lower, w)) {
                    let file = file.strip_prefix(&src).unwrap_or(file).display();
                    hits.push(format!("src/{file}:{}: {word}: {}", i + 1, line.trim()));
                }
            }
        }
        assert!(
            hits.is_empty(),
            "shared files name a problem:\n{}",
            hits.join("\n")
        );
    }

    /// Every `.rs` file of a module: `dir.rs` and the files under `dir/`.
    fn files_of(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
        let mut files = Vec::new();
        if dir.with_extension("rs").is_file() {
            files.push(dir.with_extension("rs"));
        }
        let mut stack = vec![dir.to_path_buf()];
        while let Some(d) = stack.pop() {
            let Ok(entries) = std::fs::read_dir(&d) else {
                continue;
            };
            for entry in entries {
                let path = entry.expect("an entry").path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    files.push(path);
                }
            }
        }
        files
    }

    /// Layers import one way: the engines (shared and each problem's) and the words import
    /// neither the terminal crates nor clap, nor anything of the layers above them; their
    /// tests (from `#[cfg(test)]` on) may.
    #[test]
    fn engines_and_words_import_nothing_above() {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = files_of(&src.join("engine"));
        files.extend(files_of(&src.join("i18n")));
        for entry in std::fs::read_dir(src.join("problems")).expect("src/problems") {
            let folder = entry.expect("an entry").path();
            if folder.is_dir() {
                files.extend(files_of(&folder.join("engine")));
                files.extend(files_of(&folder.join("words")));
            }
        }
        assert!(files.len() > 20, "the files are found: {files:?}");
        let above = [
            "ratatui",
            "crossterm",
            "clap",
            "crate::app",
            "crate::ui",
            "crate::cli",
            "crate::command_line",
            "crate::timeline",
            "crate::layout",
            "crate::output",
            "crate::term",
            "crate::action",
            "crate::problem::",
            "::view",
            "::model",
            "::cli",
        ];
        let mut hits = Vec::new();
        for file in &files {
            let text = std::fs::read_to_string(file).expect("a source file is text");
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            for (i, line) in code.lines().enumerate() {
                let line = line.split("//").next().unwrap_or_default();
                if let Some(word) = above.iter().find(|w| line.contains(*w)) {
                    let file = file.strip_prefix(&src).unwrap_or(file).display();
                    hits.push(format!("src/{file}:{}: {word}", i + 1));
                }
            }
        }
        assert!(
            hits.is_empty(),
            "a lower layer imports a higher one:\n{}",
            hits.join("\n")
        );
    }
}
