//! The knight's tour's command line: its own options (`-n`, `--size`, `--start`, `--closed`,
//! `--algo`, `--count`, `--threads`; `--compare` also takes the two algorithms) besides the
//! explorer's shared ones, their words in both languages, and their validation into a
//! [`Request`].

use clap::Args;

use crate::engine::numbers::digits;
use crate::cli::UsageError;
use crate::cli::explore::{self, Chosen, ExploreArgs, Extra, Own, Source};
use crate::cli::{parse_limit, parse_threads};
use crate::engine::backtrack::Prune;
use crate::i18n::Lang;
use crate::problem::{Outcome, Worded};
use crate::problems::knight::engine::{
    self, Algo, BUILT_IN, Board, Instance, InstanceError, SIZES, parse_size,
};
use crate::problems::knight::words::text;

/// Options of `backtrack knight`.
#[derive(Debug, Args, Clone, Default)]
// Each flag is a switch on the command line: clap wants them as bools.
#[allow(clippy::struct_excessive_bools)]
pub struct KnightArgs {
    /// An n x n board.
    #[arg(short = 'n', value_name = "N", allow_negative_numbers = true)]
    pub n: Option<String>,
    /// A board of COLS x ROWS.
    #[arg(long, value_name = "COLSxROWS", conflicts_with = "n")]
    pub size: Option<String>,
    /// The start square.
    #[arg(long, value_name = "SQUARE")]
    pub start: Option<String>,
    /// Closed tours only.
    #[arg(long)]
    pub closed: bool,
    /// The order of the moves.
    #[arg(long, value_name = "ALGO")]
    pub algo: Option<String>,
    /// Count the tours.
    #[arg(long, conflicts_with_all = ["print", "trace", "stats", "tree"])]
    pub count: bool,
    /// Threads of the count.
    #[arg(long, value_name = "T", requires = "count")]
    pub threads: Option<String>,
    /// The shared options.
    #[command(flatten)]
    pub explore: ExploreArgs,
}

/// What a valid knight command line asks for: `--print` or `--count` with `--limit K` stops
/// at K tours, `--threads` counts on that many.
pub type Request = explore::ExploreRequest<Instance>;

/// What is wrong with a knight command line of its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KnightError {
    /// An unusable instance (where: a file's name), and what.
    Instance(String, InstanceError),
    /// A prune setting without the constraint (the option and its value).
    NoConstraint(String),
    /// `--count` on a board larger than the counter takes.
    CountTooBig(Board),
    /// `--random N`: N is not a side from 1 to 32 (its text).
    RandomSide(String),
}

impl Worded for KnightError {
    fn words(&self, lang: Lang) -> String {
        match self {
            KnightError::Instance(place, e) => (text(lang).error)(place, e),
            KnightError::NoConstraint(v) => (text(lang).no_constraint)(v),
            KnightError::CountTooBig(b) => (text(lang).count_too_big)(*b),
            KnightError::RandomSide(v) => (text(lang).bad_random)(v),
        }
    }
}


/// `--list`: the built-in instances.
pub fn list(lang: Lang) -> String {
    let t = text(lang);
    let mut out = vec![t.list_head.to_string()];
    for (name, _) in BUILT_IN {
        if let Some(inst) = engine::built_in(name, Algo::Fixed) {
            out.push(format!(
                "  {name:<7} {}",
                (t.picture)(inst.board, &inst.board.name(inst.start), inst.closed)
            ));
        }
    }
    out.join("\n") + "\n"
}

fn own(e: KnightError) -> UsageError {
    UsageError::own(e)
}

/// `--compare fixed,warnsdorff` (either order): the algorithm of the left pane.
fn algos_compared(text: &str) -> Option<Algo> {
    let (a, b) = text.split_once(',')?;
    let (a, b) = (Algo::parse(a)?, Algo::parse(b)?);
    (a != b).then_some(a)
}

/// The instance the options give, and where it came from: `-n` or `--size`, else the
/// positional name or a random one; then `--start` and `--closed`.
fn instance(args: &KnightArgs, source: Source, algo: Algo) -> Result<(Instance, String), UsageError> {
    let bad = |place: String, e| own(KnightError::Instance(place, e));
    let board = match (&args.n, &args.size) {
        (Some(n), _) => Some(
            parse_size(n)
                .filter(|_| !n.contains(['x', 'X']))
                .ok_or_else(|| bad("-n ".into(), InstanceError::Size(n.clone())))?,
        ),
        (None, Some(s)) => {
            Some(parse_size(s).ok_or_else(|| bad("--size ".into(), InstanceError::Size(s.clone())))?)
        }
        (None, None) => None,
    };
    let (mut instance, source) = match (board, source) {
        (Some(board), _) => {
            let name = format!("{}x{}", board.cols, board.rows);
            (Instance::new(board, 0, false, algo).map_err(|e| bad(String::new(), e))?, name)
        }
        (None, Source::Default) => (engine::default_instance(algo), "five".into()),
        (None, Source::Named(name)) => {
            let inst = explore::named(
                &name,
                |t| Instance::parse(t, algo),
                |n| engine::built_in(n, algo),
                BUILT_IN.iter().map(|(n, _)| *n).collect(),
                bad,
            )?;
            (inst, name)
        }
        (None, Source::Random { size, seed }) => (
            Instance::random(size, seed, &engine::Instance::square(size, algo)),
            crate::app::explore::random_source(size, seed),
        ),
    };
    if let Some(start) = &args.start {
        instance.start = instance.board.parse_square(start).ok_or_else(|| {
            bad("--start ".into(), InstanceError::Start(start.clone(), instance.board))
        })?;
    }
    if args.closed {
        instance = Instance::new(instance.board, instance.start, true, algo)
            .map_err(|e| bad(String::new(), e))?;
    }
    Ok((instance, source))
}

/// What the shared validation needs to know of the knight's own options.
fn shared(args: &KnightArgs) -> Own {
    let first = |given: &[(bool, &'static str)]| {
        given.iter().find_map(|&(given, name)| given.then_some(name))
    };
    Own {
        instance: first(&[(args.n.is_some(), "-n"), (args.size.is_some(), "--size")]),
        other: first(&[
            (args.algo.is_some(), "--algo"),
            (args.start.is_some(), "--start"),
            (args.closed, "--closed"),
        ]),
        mode: args.count.then_some("--count"),
        sizes: SIZES,
    }
}

/// Validates the knight's options.
pub fn request(args: &KnightArgs, lang: Lang) -> Result<Outcome<Request>, UsageError> {
    let mut shared_args = args.explore.clone();
    if let Some(n) = &shared_args.random
        && !digits::<usize>(n).is_some_and(|n| (SIZES.0..=SIZES.1).contains(&n))
    {
        return Err(own(KnightError::RandomSide(n.clone())));
    }
    // The two algorithms side by side: the panes differ in their algorithm, not in pruning.
    let compared = shared_args.compare.as_deref().and_then(algos_compared);
    let mut both = None;
    if compared.is_some() {
        both = Some(explore::take_prune_for_both(&mut shared_args, Prune::Both)?);
        if let Some(mode) = [(args.count, "--count"), (shared_args.print, "--print")]
            .into_iter()
            .find_map(|(given, name)| given.then_some(name))
        {
            return Err(UsageError::NoEffect("--compare", mode));
        }
        shared_args.compare = Some("both,constraint".into());
    }
    // `--limit` also stops `--count` and `--print`.
    let tour_limit = (args.count || shared_args.print)
        .then(|| shared_args.limit.take())
        .flatten();
    let shared = shared(args);
    let Chosen {
        source,
        mut prunes,
        run,
    } = match explore::request(&shared_args, lang, shared, || list(lang))? {
        Outcome::Run(chosen) => chosen,
        Outcome::Print(text) => return Ok(Outcome::Print(text)),
    };
    if let Some(prune) = both {
        prunes = vec![prune, prune];
    }
    if let Some(&bad) = prunes.iter().find(|p| !engine::PRUNES.contains(p)) {
        // Two orders take `--prune` for both sides: the option named is the one given.
        let option = if args.explore.compare.is_some() && compared.is_none() { "--compare" } else { "--prune" };
        return Err(own(KnightError::NoConstraint(format!("{option} {}", bad.name()))));
    }
    let algo = match (&args.algo, compared) {
        (_, Some(left)) => left,
        (None, None) => Algo::default(),
        (Some(a), None) => Algo::parse(a).ok_or_else(|| {
            UsageError::BadAlgo(a.clone(), Algo::ALL.iter().map(|a| a.name()).collect())
        })?,
    };
    let (mut instance, source) = instance(args, source, algo)?;
    instance.compare = compared.is_some();
    if args.count && instance.board.squares() > engine::count::MAX_SQUARES {
        return Err(own(KnightError::CountTooBig(instance.board)));
    }
    let threads = parse_threads(args.threads.as_deref())?;
    Ok(Outcome::Run(Request {
        instance,
        source,
        prunes,
        run,
        extra: Extra {
            limit: parse_limit(tour_limit.as_deref())?,
            threads,
            unique: false,
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

    fn knight(args: &str) -> Request {
        match run(args) {
            Ok(Parsed::Run(Config {
                request: Any::Knight(r),
                ..
            })) => *r,
            other => panic!("{args}: {other:?}"),
        }
    }

    #[test]
    fn knight_invocations() {
        let r = knight("knight");
        assert_eq!(r.instance, engine::default_instance(Algo::Fixed));
        assert!(matches!(r.run, ExploreRun::Tui(_)));
        let r = knight("knight -n 6 --start c3 --closed --algo warnsdorff --print --limit 2");
        let i = &r.instance;
        assert_eq!((i.board, i.start, i.closed, i.algo), (Board { cols: 6, rows: 6 }, 14, true, Algo::Warnsdorff));
        assert_eq!((r.run.clone(), r.extra.limit), (ExploreRun::Print, Some(2)));
        let r = knight("knight --size 4x3 --count --threads 2");
        assert_eq!(r.instance.board, Board { cols: 4, rows: 3 });
        assert_eq!((r.run, r.extra.threads), (ExploreRun::Own("--count"), Some(2)));
        let r = knight("knight eight --compare warnsdorff,fixed");
        assert!(r.instance.compare);
        assert_eq!(r.instance.algo, Algo::Warnsdorff);
        assert_eq!(r.prunes, vec![Prune::Both, Prune::Both]);
        let r = knight("knight --compare fixed,warnsdorff --prune constraint");
        assert_eq!(r.prunes, vec![Prune::Constraint, Prune::Constraint]);
        let r = knight("knight --compare both,constraint");
        assert!(!r.instance.compare);
        assert_eq!(r.prunes, vec![Prune::Both, Prune::Constraint]);
        let r = knight("knight --random 7 --seed 3 --stats");
        assert_eq!(r.instance.board.cols, 7);
    }

    #[rstest]
    #[case("knight -n 0", own(KnightError::Instance("-n ".into(), InstanceError::Size("0".into()))))]
    #[case("knight -n 33", own(KnightError::Instance("-n ".into(), InstanceError::Size("33".into()))))]
    #[case("knight --size 5x", own(KnightError::Instance("--size ".into(), InstanceError::Size("5x".into()))))]
    #[case("knight -n 5 --start f1", own(KnightError::Instance("--start ".into(), InstanceError::Start("f1".into(), Board { cols: 5, rows: 5 }))))]
    #[case("knight -n 5 --closed", own(KnightError::Instance(String::new(), InstanceError::OddClosed(Board { cols: 5, rows: 5 }))))]
    #[case("knight --prune none", own(KnightError::NoConstraint("--prune none".into())))]
    #[case("knight --compare none,both", own(KnightError::NoConstraint("--compare none".into())))]
    #[case("knight -n 9 --count", own(KnightError::CountTooBig(Board { cols: 9, rows: 9 })))]
    #[case("knight --random 40", own(KnightError::RandomSide("40".into())))]
    #[case("knight --algo random", UsageError::BadAlgo("random".into(), vec!["fixed", "warnsdorff"]))]
    #[case("knight --count --compare fixed,warnsdorff", UsageError::NoEffect("--compare", "--count"))]
    #[case("knight --count --speed 5", UsageError::NoEffect("--speed", "--count"))]
    #[case("knight --list --closed", UsageError::Conflict("--list".into(), "--closed".into()))]
    #[case("knight --limit 3", UsageError::Requires("--limit", "--trace"))]
    #[case("knight --count --threads 0", UsageError::BadThreads("0".into()))]
    #[case("knight nothing", UsageError::UnknownInstance("nothing".into(), vec!["five", "centre", "six", "eight", "three"]))]
    fn bad_knight_invocations(#[case] args: &str, #[case] expected: UsageError) {
        assert_eq!(run(args).unwrap_err(), expected);
    }

    /// Every error of its own is one line in each language, translated.
    #[test]
    fn every_own_error_is_worded_in_both_languages() {
        let s = || "x".to_string();
        let b = Board { cols: 5, rows: 5 };
        let errors = [
            KnightError::NoConstraint(s()),
            KnightError::CountTooBig(b),
            KnightError::RandomSide(s()),
            KnightError::Instance(s(), InstanceError::Size(s())),
            KnightError::Instance(s(), InstanceError::Start(s(), b)),
            KnightError::Instance(s(), InstanceError::OddClosed(b)),
            KnightError::Instance(s(), InstanceError::Line(3)),
            KnightError::Instance(s(), InstanceError::Key(s(), 3)),
            KnightError::Instance(s(), InstanceError::Closed(3)),
        ];
        for e in errors {
            let (en, zh) = (e.words(Lang::En), e.words(Lang::Zh));
            assert!(!en.contains('\n') && !zh.contains('\n'), "{e:?}");
            assert_ne!(en, zh, "{e:?}");
        }
    }
}
