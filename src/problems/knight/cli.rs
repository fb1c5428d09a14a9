//! The knight's tour's command line: its own options (`-n`, `--size`, `--start`, `--closed`,
//! `--algo`, `--count`, `--threads`; `--compare` also takes the two algorithms) besides the
//! explorer's shared ones, their words in both languages, and their validation into a
//! [`Request`].

use clap::Args;

use crate::cli::UsageError;
use crate::cli::explore::{self, Chosen, ExploreArgs, Own, Source};
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
    #[arg(long, value_name = "fixed|warnsdorff")]
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

/// What a valid knight command line asks for.
#[derive(Debug, Clone, PartialEq)]
pub struct Request {
    /// The shared request: the instance, the prune settings, what to do.
    pub explore: explore::ExploreRequest<Instance>,
    /// `--count --limit K`: at most K tours.
    pub limit: Option<u64>,
    /// `--threads`.
    pub threads: Option<usize>,
}

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

/// `--help` of the knight's options, by clap id.
pub fn option_help(lang: Lang, id: &str) -> Option<String> {
    let en = lang == Lang::En;
    Some(match id {
        "n" if en => "an N x N board, N from 1 to 32 (default 5)".into(),
        "n" => "N x N 的棋盘，N 为 1 到 32（默认 5）".into(),
        "size" if en => "a board of COLS x ROWS, e.g. 5x6, each side 1 to 32".into(),
        "size" => "列数 x 行数的棋盘，例如 5x6，每边 1 到 32".into(),
        "start" if en => "the start square, file then rank, e.g. c3 (a1 is the top left; default a1)".into(),
        "start" => "起点，先列字母后行号，例如 c3（a1 在左上角；默认 a1）".into(),
        "closed" if en => "closed tours only: the last square a knight's move from the first".into(),
        "closed" => "只找闭合巡游：最后一格与起点相差一步马".into(),
        "algo" if en => {
            "fixed: the eight moves in one order, clockwise from two down and one right; warnsdorff: the square with the fewest onward moves first (default fixed)".into()
        }
        "algo" => {
            "fixed：八个方向按固定顺序（从下二右一起顺时针）；warnsdorff：出口最少的格子优先（默认 fixed）".into()
        }
        "count" if en => {
            "print the number of tours from the start (open, or closed with --closed); --limit K stops at K".into()
        }
        "count" => "输出从起点出发的巡游条数（开放的，或配合 --closed 只数闭合的）；--limit K 数到 K 条为止".into(),
        "threads" if en => "with --count: threads to count on, 1 to 256 [default: all cores]".into(),
        "threads" => "配合 --count：计数用的线程数，1 到 256 [默认：全部核心]".into(),
        "print" if en => "print each tour on a line, its squares from the start separated by one space".into(),
        "print" => "每行输出一条巡游：从起点起的各格，用一个空格分隔".into(),
        "compare" if en => "two prune settings (both,constraint) or the two algorithms (fixed,warnsdorff) side by side".into(),
        "compare" => "并排对比两种剪枝设置（both,constraint）或两种算法（fixed,warnsdorff）".into(),
        "prune" if en => "both (the constraint and the bound) or constraint (no bound) [default: both]".into(),
        "prune" => "both（约束函数与限界函数）或 constraint（不用限界函数）[默认：both]".into(),
        "limit" if en => "with --trace: at most K events; with --tree: at most K nodes; with --print or --count: at most K tours".into(),
        "limit" => "配合 --trace：最多 K 个事件；配合 --tree：最多 K 个结点；配合 --print 或 --count：最多 K 条巡游".into(),
        "instance" if en => {
            "an instance file (size: 5x6, start: b2, closed: yes) or a built-in instance's name (see --list) [default: five, 5x5 from a1]".into()
        }
        "instance" => "实例文件（size: 5x6、start: b2、closed: yes）或内置实例的名字（见 --list）[默认：five，5x5 从 a1 出发]".into(),
        "random" if en => "an N x N board from a random square instead (1 to 32)".into(),
        "random" => "改用 N x N 的棋盘，起点随机（1 到 32）".into(),
        _ => return crate::cli::messages::explore_option_help(lang, id),
    })
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

/// Validates the knight's options.
pub fn request(args: &KnightArgs, lang: Lang) -> Result<Outcome<Request>, UsageError> {
    let mut shared_args = args.explore.clone();
    if let Some(n) = &shared_args.random
        && !n.trim().parse::<usize>().is_ok_and(|n| (SIZES.0..=SIZES.1).contains(&n))
    {
        return Err(own(KnightError::RandomSide(n.clone())));
    }
    // The two algorithms side by side: the panes differ in their algorithm, not in pruning.
    let compared = shared_args.compare.as_deref().and_then(algos_compared);
    if compared.is_some() {
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
    let given = [
        (args.n.is_some(), "-n"),
        (args.size.is_some(), "--size"),
    ]
    .into_iter()
    .find_map(|(given, name)| given.then_some(name));
    let other = [
        (args.algo.is_some(), "--algo"),
        (args.start.is_some(), "--start"),
        (args.closed, "--closed"),
    ]
    .into_iter()
    .find_map(|(given, name)| given.then_some(name));
    let shared = Own {
        instance: given,
        other,
        mode: args.count.then_some("--count"),
        sizes: SIZES,
    };
    let Chosen {
        source,
        mut prunes,
        run,
    } = match explore::request(&shared_args, lang, shared, || list(lang))? {
        Outcome::Run(chosen) => chosen,
        Outcome::Print(text) => return Ok(Outcome::Print(text)),
    };
    if compared.is_some() {
        // clap keeps `--prune` from going with `--compare`: both functions on each side.
        prunes = vec![Prune::Both, Prune::Both];
    }
    if let Some(&bad) = prunes.iter().find(|p| !engine::PRUNES.contains(p)) {
        let option = if args.explore.compare.is_some() { "--compare" } else { "--prune" };
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
        explore: explore::ExploreRequest {
            instance,
            source,
            prunes,
            run,
        },
        limit: parse_limit(tour_limit.as_deref())?,
        threads,
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
            })) => r,
            other => panic!("{args}: {other:?}"),
        }
    }

    #[test]
    fn knight_invocations() {
        let r = knight("knight");
        assert_eq!(r.explore.instance, engine::default_instance(Algo::Fixed));
        assert!(matches!(r.explore.run, ExploreRun::Tui(_)));
        let r = knight("knight -n 6 --start c3 --closed --algo warnsdorff --print --limit 2");
        let i = &r.explore.instance;
        assert_eq!((i.board, i.start, i.closed, i.algo), (Board { cols: 6, rows: 6 }, 14, true, Algo::Warnsdorff));
        assert_eq!((r.explore.run.clone(), r.limit), (ExploreRun::Print, Some(2)));
        let r = knight("knight --size 4x3 --count --threads 2");
        assert_eq!(r.explore.instance.board, Board { cols: 4, rows: 3 });
        assert_eq!((r.explore.run, r.threads), (ExploreRun::Own("--count"), Some(2)));
        let r = knight("knight eight --compare warnsdorff,fixed");
        assert!(r.explore.instance.compare);
        assert_eq!(r.explore.instance.algo, Algo::Warnsdorff);
        assert_eq!(r.explore.prunes, vec![Prune::Both, Prune::Both]);
        let r = knight("knight --compare both,constraint");
        assert!(!r.explore.instance.compare);
        assert_eq!(r.explore.prunes, vec![Prune::Both, Prune::Constraint]);
        let r = knight("knight --random 7 --seed 3 --stats");
        assert_eq!(r.explore.instance.board.cols, 7);
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
