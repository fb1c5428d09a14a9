//! Sudoku's command line: its own options (`--algo`, `--empty`, `--count`, `--threads`;
//! `--compare` also takes the two orders) besides the explorer's shared ones, their words in
//! both languages, and their validation into a [`Request`]. The positional argument is a
//! puzzle (81 or 16 characters), a file of puzzles, or a built-in set's name.

use clap::Args;

use crate::engine::numbers::digits;
use crate::cli::UsageError;
use crate::cli::explore::{self, Chosen, ExploreArgs, Extra, Own, Source};
use crate::cli::{parse_limit, parse_threads};
use crate::engine::backtrack::Prune;
use crate::i18n::Lang;
use crate::problem::{Outcome, Worded};
use crate::problems::sudoku::engine::{self, Algo, BUILT_IN, Grid, Instance, Puzzle, PuzzleError};
use crate::problems::sudoku::words::text;

/// Options of `backtrack sudoku`.
#[derive(Debug, Args, Clone, Default)]
pub struct SudokuArgs {
    /// The order of the cells.
    #[arg(long, value_name = "ALGO")]
    pub algo: Option<String>,
    /// The empty grid of side N.
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub empty: Option<String>,
    /// Count the solutions.
    #[arg(long, conflicts_with_all = ["print", "trace", "stats", "tree"])]
    pub count: bool,
    /// With `--count`: classes under the Sudoku group.
    #[arg(long)]
    pub unique: bool,
    /// Threads of `--print` and `--count`.
    #[arg(long, value_name = "T")]
    pub threads: Option<String>,
    /// The shared options.
    #[command(flatten)]
    pub explore: ExploreArgs,
}

/// What a valid Sudoku command line asks for: the first puzzle (and its set); `--count
/// --limit K` stops at K solutions a puzzle, `--threads` solves on that many, `--count
/// --unique` counts classes, not solutions.
pub type Request = explore::ExploreRequest<Instance>;

/// What is wrong with a Sudoku command line of its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SudokuError {
    /// An unusable puzzle (where: the argument or a file's name), and what.
    Puzzle(String, PuzzleError),
    /// `--empty N` with N neither 4 nor 9 (its text).
    BadEmpty(String),
    /// A prune setting with the bound (the option and its value).
    NoBound(String),
    /// `--random`.
    NoRandom,
}

impl Worded for SudokuError {
    fn words(&self, lang: Lang) -> String {
        let t = text(lang);
        match self {
            SudokuError::Puzzle(place, e) => (t.error)(place, e),
            SudokuError::BadEmpty(v) => (t.bad_empty)(v),
            SudokuError::NoBound(v) => (t.no_bound)(v),
            SudokuError::NoRandom => t.no_random.to_string(),
        }
    }
}


/// `--list`: the built-in sets.
pub fn list(lang: Lang) -> String {
    let t = text(lang);
    let mut out = vec![t.list_head.to_string()];
    for (name, _) in BUILT_IN {
        if let Some(set) = engine::built_in(name) {
            out.push(format!("  {name:<8} {}", (t.list_line)(set.len(), (t.about)(name))));
        }
    }
    out.join("\n") + "\n"
}

fn own(e: SudokuError) -> UsageError {
    UsageError::own(e)
}

/// `--compare cells,mrv` (any two orders): the left pane's and the right pane's.
fn algos_compared(text: &str) -> Option<(Algo, Algo)> {
    let (a, b) = text.split_once(',')?;
    let (a, b) = (Algo::parse(a)?, Algo::parse(b)?);
    (a != b).then_some((a, b))
}

/// The largest file of puzzles read: about 800 000 puzzles.
pub const MAX_FILE: u64 = 64 << 20;

/// Whether `s` looks like a puzzle rather than a name: 81 or 16 digits, dots and zeros.
fn looks_like_a_puzzle(s: &str) -> bool {
    let s = s.trim();
    matches!(s.chars().count(), 16 | 81) && s.chars().all(|c| c.is_ascii_digit() || c == '.')
}

/// The puzzles the options give, and where they came from.
fn puzzles(args: &SudokuArgs, source: Source) -> Result<(Vec<Puzzle>, String), UsageError> {
    if let Some(e) = &args.empty {
        let n = digits::<usize>(e)
            .filter(|n| engine::SIDES.contains(n))
            .ok_or_else(|| own(SudokuError::BadEmpty(e.clone())))?;
        return Ok((vec![Puzzle::of(&Grid::empty(n))], format!("empty {n}x{n}")));
    }
    match source {
        Source::Default => Ok((engine::built_in_set("easy").unwrap_or_default(), "easy".into())),
        Source::Random { .. } => Err(own(SudokuError::NoRandom)),
        Source::Named(name) => {
            if looks_like_a_puzzle(&name) && !std::path::Path::new(&name).exists() {
                let puzzle = Puzzle::parse(&name).map_err(|e| own(SudokuError::Puzzle(String::new(), e)))?;
                let short: String = name.chars().take(12).collect();
                return Ok((vec![puzzle], format!("{short}…")));
            }
            if name.chars().count() > 12 && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '.') && !std::path::Path::new(&name).exists() {
                // Meant as a puzzle but not one: say what is wrong with it.
                let e = Grid::parse(&name).err().unwrap_or(PuzzleError::Length(name.len()));
                return Err(own(SudokuError::Puzzle(String::new(), e)));
            }
            // A set of puzzles may be large: Royle's 49 151 take 4 MB.
            let set = explore::named_within(
                &name,
                MAX_FILE,
                Puzzle::parse_file,
                engine::built_in_set,
                BUILT_IN.iter().map(|(n, _)| *n).collect(),
                |place, e| own(SudokuError::Puzzle(place, e)),
            )?;
            Ok((set, name))
        }
    }
}

/// Validates the Sudoku options.
pub fn request(args: &SudokuArgs, lang: Lang) -> Result<Outcome<Request>, UsageError> {
    let mut shared_args = args.explore.clone();
    if shared_args.random.is_some() {
        return Err(own(SudokuError::NoRandom));
    }
    let compared = shared_args.compare.as_deref().and_then(algos_compared);
    let mut both = None;
    if compared.is_some() {
        both = Some(explore::take_prune_for_both(&mut shared_args, Prune::Constraint)?);
        if let Some(mode) = [(args.count, "--count"), (shared_args.print, "--print")]
            .into_iter()
            .find_map(|(given, name)| given.then_some(name))
        {
            return Err(UsageError::NoEffect("--compare", mode));
        }
        shared_args.compare = Some("constraint,none".into());
    }
    let count_limit = args.count.then(|| shared_args.limit.take()).flatten();
    let other = [(args.algo.is_some(), "--algo"), (args.threads.is_some(), "--threads")]
        .into_iter()
        .find_map(|(given, name)| given.then_some(name));
    let shared = Own {
        instance: args.empty.is_some().then_some("--empty"),
        other,
        mode: args.count.then_some("--count"),
        sizes: (4, 9),
    };
    let Chosen {
        source,
        mut prunes,
        run,
    } = match explore::request(&shared_args, lang, shared, || list(lang))? {
        Outcome::Run(chosen) => chosen,
        Outcome::Print(text) => return Ok(Outcome::Print(text)),
    };
    // The textbook's pruning, the constraint alone; singles first comes with its bound.
    let singles = args.algo.as_deref().and_then(Algo::parse) == Some(Algo::MrvSingles);
    let default = if singles { Prune::Both } else { Prune::Constraint };
    if let Some(prune) = both {
        prunes = vec![prune, prune];
    } else if args.explore.prune.is_none() && args.explore.compare.is_none() {
        prunes = vec![default];
    }
    if let Some(&bad) = prunes.iter().find(|p| !engine::PRUNES.contains(p)) {
        // Two orders take `--prune` for both sides: the option named is the one given.
        let option = if args.explore.compare.is_some() && compared.is_none() { "--compare" } else { "--prune" };
        return Err(own(SudokuError::NoBound(format!("{option} {}", bad.name()))));
    }
    if args.unique && !args.count {
        return Err(UsageError::Requires("--unique", "--count"));
    }
    if args.threads.is_some() && !(args.count || shared_args.print) {
        return Err(UsageError::Requires("--threads", "--print"));
    }
    let algo = match (&args.algo, compared) {
        (_, Some((left, _))) => left,
        (None, None) => Algo::default(),
        (Some(a), None) => Algo::parse(a).ok_or_else(|| {
            UsageError::BadAlgo(a.clone(), Algo::ALL.iter().map(|a| a.name()).collect())
        })?,
    };
    let (set, source) = puzzles(args, source)?;
    let mut instance = Instance::of_set(set, algo);
    instance.compare = compared.is_some();
    if let Some((_, right)) = compared {
        instance.other = right;
    }
    let threads = parse_threads(args.threads.as_deref())?;
    Ok(Outcome::Run(Request {
        instance,
        source,
        prunes,
        run,
        extra: Extra {
            limit: parse_limit(count_limit.as_deref())?,
            threads,
            unique: args.unique,
        },
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::explore::ExploreRun;
    use crate::command_line::{Config, Parsed, run};
    use crate::problems::Request as Any;
    use rstest::rstest;

    fn sudoku(args: &str) -> Request {
        match run(args) {
            Ok(Parsed::Run(Config {
                request: Any::Sudoku(r),
                ..
            })) => *r,
            other => panic!("{args}: {other:?}"),
        }
    }

    #[test]
    fn sudoku_invocations() {
        let r = sudoku("sudoku");
        assert_eq!(r.instance.grid, engine::built_in("easy").unwrap()[0]);
        assert_eq!(r.prunes, vec![Prune::Constraint]);
        assert!(matches!(r.run, ExploreRun::Tui(_)));
        let r = sudoku("sudoku 1.....2..3.....4 --algo mrv --print");
        assert_eq!((r.instance.grid.n, r.instance.algo), (4, Algo::Mrv));
        assert_eq!(r.run, ExploreRun::Print);
        assert!(sudoku("sudoku --empty 4 --count --unique").extra.unique);
        let r = sudoku("sudoku --empty 4 --count --limit 100 --threads 2");
        assert_eq!(r.instance.grid, Grid::empty(4));
        assert_eq!((r.run.clone(), r.extra.limit, r.extra.threads), (ExploreRun::Own("--count"), Some(100), Some(2)));
        let r = sudoku("sudoku top95 --stats");
        assert_eq!(r.instance.set.len(), 95);
        let r = sudoku("sudoku inkala --compare mrv,cells");
        assert!(r.instance.compare);
        assert_eq!(r.instance.algo, Algo::Mrv);
        let r = sudoku("sudoku --algo mrv-singles");
        assert_eq!(r.prunes, vec![Prune::Both]);
        let r = sudoku("sudoku --compare cells,mrv-singles");
        assert_eq!((r.instance.algo, r.instance.other), (Algo::Cells, Algo::MrvSingles));
        let r = sudoku("sudoku --compare constraint,none");
        assert_eq!(r.prunes, vec![Prune::Constraint, Prune::None]);
        // Issue 46, item 7: two orders under one pruning, the one asked for.
        let r = sudoku("sudoku --compare cells,mrv --prune both");
        assert_eq!(r.prunes, vec![Prune::Both, Prune::Both]);
        let r = sudoku("sudoku --compare cells,mrv");
        assert_eq!(r.prunes, vec![Prune::Constraint, Prune::Constraint]);
    }

    #[rstest]
    #[case("sudoku 1.....2..3.....5", own(SudokuError::Puzzle(String::new(), PuzzleError::Char(16, '5'))))]
    #[case("sudoku 1.....2..3.....41", own(SudokuError::Puzzle(String::new(), PuzzleError::Length(17))))]
    #[case("sudoku --empty 5", own(SudokuError::BadEmpty("5".into())))]
    #[case("sudoku --prune bound", own(SudokuError::NoBound("--prune bound".into())))]
    #[case("sudoku --random 9", own(SudokuError::NoRandom))]
    #[case("sudoku --algo dlx", UsageError::BadAlgo("dlx".into(), vec!["cells", "mrv", "mrv-singles"]))]
    #[case("sudoku --count --compare cells,mrv", UsageError::NoEffect("--compare", "--count"))]
    #[case("sudoku --empty 4 easy", UsageError::Conflict("--empty".into(), "INSTANCE".into()))]
    #[case("sudoku --list --algo mrv", UsageError::Conflict("--list".into(), "--algo".into()))]
    #[case("sudoku --count --threads 0", UsageError::BadThreads("0".into()))]
    #[case("sudoku --threads 2", UsageError::Requires("--threads", "--print"))]
    #[case("sudoku --empty 4 --unique", UsageError::Requires("--unique", "--count"))]
    #[case("sudoku --print --unique", UsageError::Requires("--unique", "--count"))]
    #[case("sudoku nothing", UsageError::UnknownInstance("nothing".into(), vec!["easy", "four", "inkala", "top95", "hardest"]))]
    fn bad_sudoku_invocations(#[case] args: &str, #[case] expected: UsageError) {
        assert_eq!(run(args).unwrap_err(), expected);
    }

    #[test]
    fn every_own_error_is_worded_in_both_languages() {
        let s = || "x".to_string();
        let errors = [
            SudokuError::BadEmpty(s()),
            SudokuError::NoBound(s()),
            SudokuError::NoRandom,
            SudokuError::Puzzle(s(), PuzzleError::Length(3)),
            SudokuError::Puzzle(s(), PuzzleError::Char(3, 'x')),
            SudokuError::Puzzle(s(), PuzzleError::Line(2, Box::new(PuzzleError::Length(3)))),
            SudokuError::Puzzle(s(), PuzzleError::Empty),
        ];
        for e in errors {
            let (en, zh) = (e.words(Lang::En), e.words(Lang::Zh));
            assert!(!en.contains('\n') && !zh.contains('\n'), "{e:?}");
            assert_ne!(en, zh, "{e:?}");
        }
    }
}
