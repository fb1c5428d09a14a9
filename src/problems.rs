//! The problems: one folder each (its engine, model, view, words, options and headless
//! output), and the registry that lists them, one line a problem.
//!
//! [`problems!`] makes, from that list, the subcommands (the first problem's options also go
//! without one), the dispatch of a request to its problem, and the lists the shared tests run
//! over, so that a new problem is checked by every shared test without editing it.

use clap::{ArgMatches, Args, Command, FromArgMatches};

use crate::app::Exit;
use crate::cli::{UsageError, first_line, localize, problem_command};
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
                $(Request::$variant(r) => <$problem as Problem>::run(r, lang)),+
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
        }
        #[cfg(test)]
        pub(crate) use for_each_problem;
    };
}

problems! {
    /// N-Queens, the default.
    Queens(queens::QueensProblem),
    /// The maze.
    Maze(maze::MazeProblem),
    /// Subset sum.
    SubsetSum(subset::SubsetSumProblem),
    /// The 0-1 knapsack.
    Knapsack(knapsack::KnapsackProblem),
}

/// The default problem's command.
pub const DEFAULT: &str = COMMANDS[0];

/// The root command with the default problem's options (they go without a command), localized
/// with its words.
pub fn with_default_args(root: Command, lang: Lang) -> Command {
    default_args::<DefaultProblem>(root, lang)
}

fn default_args<P: Problem>(root: Command, lang: Lang) -> Command {
    let usage = crate::cli::messages::text(lang).root_usage;
    localize(P::Args::augment_args(root), lang, usage, &|id| {
        P::option_help(lang, id)
    })
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
}
