//! N-Queens' command line: its options, their words in both languages, and their validation
//! into a [`Request`]: the visualizer (N, one or two algorithms, a start) or a headless job.

use clap::Args;

use crate::engine::numbers::digits;
use crate::app::Playback;
use crate::cli::{PlaybackArgs, UsageError, parse_count, parse_limit, parse_threads};
use crate::i18n::Lang;
use crate::output::tree::TreeFormat;
use crate::problem::{Outcome, Worded};
use crate::problems::queens::engine::placement::{PlacementError, start_from_columns};
use crate::problems::queens::engine::{Algo, MAX_N, MIN_N};
use crate::problems::queens::output::{Format, QueensJob, QueensTask};
use crate::problems::queens::words;

/// Options of `backtrack queens` (and of `backtrack` without a command).
// Each flag is a switch on the command line: clap wants them as bools.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Args, Clone, Default)]
pub struct QueensArgs {
    /// Board size.
    #[arg(short = 'n', value_name = "N", allow_negative_numbers = true)]
    pub n: Option<String>,
    /// Algorithm.
    #[arg(long, value_name = "A")]
    pub algo: Option<String>,
    /// Two algorithms side by side.
    #[arg(long, value_name = "A,B", conflicts_with_all = ["algo", "print", "count", "trace", "stats"])]
    pub compare: Option<String>,
    /// Playback options.
    #[command(flatten)]
    pub playback: PlaybackArgs,
    /// Print solutions.
    #[arg(long, value_name = "FORMAT", conflicts_with_all = ["trace", "stats"])]
    pub print: Option<String>,
    /// At most K solutions or events.
    #[arg(long, value_name = "K", allow_negative_numbers = true)]
    pub limit: Option<String>,
    /// With --tree: stop after solution K.
    #[arg(long, value_name = "K", allow_negative_numbers = true)]
    pub until: Option<String>,
    /// With `--tree svg`: a worksheet, the tree's boxes left empty.
    #[arg(long)]
    pub blank: bool,
    /// Count solutions.
    #[arg(long, conflicts_with_all = ["trace", "stats"])]
    pub count: bool,
    /// One solution per symmetry class (with --print); the number of classes (with --count).
    #[arg(long)]
    pub unique: bool,
    /// --count as one JSON object: N, solutions and classes.
    #[arg(long)]
    pub json: bool,
    /// The explored state-space tree.
    #[arg(long, value_name = "FORMAT", conflicts_with_all = ["compare", "print", "count", "trace", "stats"])]
    pub tree: Option<String>,
    /// Events as JSON Lines.
    #[arg(long, conflicts_with = "stats")]
    pub trace: bool,
    /// Run to the end and print counters.
    #[arg(long)]
    pub stats: bool,
    /// Threads for --count.
    #[arg(long, value_name = "T", allow_negative_numbers = true)]
    pub threads: Option<String>,
    /// The Monte Carlo estimate of the algorithm's tree from P probes.
    #[arg(long, value_name = "P", allow_negative_numbers = true, conflicts_with_all = ["compare", "print", "count", "trace", "tree", "from"])]
    pub estimate: Option<String>,
    /// With --estimate: the probes' seed.
    #[arg(long, value_name = "S", allow_negative_numbers = true, requires = "estimate")]
    pub seed: Option<String>,
    /// Start from queens placed in rows 1..k (their columns, 1-based).
    #[arg(
        long,
        value_name = "COLS",
        allow_negative_numbers = true,
        conflicts_with = "unique"
    )]
    pub from: Option<String>,
}

/// What a valid N-Queens command line asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum Request {
    /// The visualizer.
    Tui {
        /// Board size, 1..=32.
        n: usize,
        /// One algorithm, or two side by side (`--compare`).
        algos: Vec<Algo>,
        /// Speed, start paused, glyphs.
        playback: Playback,
        /// Queens placed in rows 1..k to go on from (`--from`; 0-based columns).
        start: Vec<u8>,
    },
    /// A headless job.
    Headless(QueensJob),
}

/// What is wrong with `--from`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FromProblem {
    /// Entry k (from 1) is empty, as in `1,,3` or `1,5,`; 0: nothing given at all.
    Empty(usize),
    /// A word that is not a column number.
    NotANumber(String),
    /// Columns that are not a start (out of range, too many, attacking queens).
    Placement(PlacementError),
}

/// What is wrong with an N-Queens command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QueensError {
    /// `-n` is not a whole number in range.
    BadN(String),
    /// `--print` names no known format.
    BadFormat(String),
    /// `--print digits` with a board too large for one digit per row.
    DigitsTooLarge(usize),
    /// `--limit` without `--print`, `--trace` or `--tree`.
    LimitWithoutOutput,
    /// `--unique` without `--print` or `--count`.
    UniqueWithoutOutput,
    /// `--json` without `--count`.
    JsonWithoutCount,
    /// `--threads` without `--count`.
    ThreadsWithoutCount,
    /// `--from` is not a start: a word that is not a number, or queens that cannot be one.
    BadFrom(String, FromProblem),
}

impl Worded for QueensError {
    fn words(&self, lang: Lang) -> String {
        let formats = names(&Format::ALL, Format::name);
        let en = lang == Lang::En;
        match self {
            QueensError::BadN(v) if en => format!("-n {v}: N must be a whole number from 1 to 32"),
            QueensError::BadN(v) => format!("-n {v}：N 必须是 1 到 32 之间的整数"),
            QueensError::BadFormat(v) if en => {
                format!("--print {v}: unknown format; allowed: {formats}")
            }
            QueensError::BadFormat(v) => format!("--print {v}：没有这种格式；可用：{formats}"),
            QueensError::DigitsTooLarge(n) if en => format!(
                "--print digits writes one digit per row, so it needs N <= 10 (got -n {n}); use --print columns"
            ),
            QueensError::DigitsTooLarge(n) => format!(
                "--print digits 每行只写一个数字，只适用于 N <= 10（现在 -n {n}）；请改用 --print columns"
            ),
            QueensError::LimitWithoutOutput if en => {
                "--limit works only with --print, --trace or --tree".into()
            }
            QueensError::LimitWithoutOutput => {
                "--limit 只能与 --print、--trace 或 --tree 一起使用".into()
            }
            QueensError::UniqueWithoutOutput if en => {
                "--unique works only with --print or --count".into()
            }
            QueensError::UniqueWithoutOutput => {
                "--unique 只能与 --print 或 --count 一起使用".into()
            }
            QueensError::JsonWithoutCount if en => "--json works only with --count".into(),
            QueensError::JsonWithoutCount => "--json 只能与 --count 一起使用".into(),
            QueensError::ThreadsWithoutCount if en => "--threads works only with --count".into(),
            QueensError::ThreadsWithoutCount => "--threads 只能与 --count 一起使用".into(),
            QueensError::BadFrom(_, FromProblem::Empty(0)) if en => {
                "--from: no columns given; give the columns of rows 1..k, e.g. 1,5,8".into()
            }
            QueensError::BadFrom(_, FromProblem::Empty(0)) => {
                "--from：没有给出列号；请给出第 1..k 行的列号，如 1,5,8".into()
            }
            QueensError::BadFrom(v, FromProblem::Empty(k)) if en => format!(
                "--from {v}: entry {k} is empty; give one column number for each of rows 1..k, e.g. 1,5,8"
            ),
            QueensError::BadFrom(v, FromProblem::Empty(k)) => {
                format!("--from {v}：第 {k} 项是空的；请为第 1..k 行各给一个列号，如 1,5,8")
            }
            QueensError::BadFrom(v, FromProblem::NotANumber(t)) if en => format!(
                "--from {v}: \"{t}\" is not a column number; give the columns of rows 1..k, e.g. 1,5,8"
            ),
            QueensError::BadFrom(v, FromProblem::NotANumber(t)) => {
                format!("--from {v}：“{t}”不是列号；请给出第 1..k 行的列号，如 1,5,8")
            }
            QueensError::BadFrom(v, FromProblem::Placement(e)) if en => {
                format!("--from {v}: {}", words::words(lang).placement_error(e))
            }
            QueensError::BadFrom(v, FromProblem::Placement(e)) => {
                format!("--from {v}：{}", words::words(lang).placement_error(e))
            }
        }
    }
}

fn names<T: Copy>(all: &[T], name: fn(T) -> &'static str) -> String {
    all.iter().map(|&x| name(x)).collect::<Vec<_>>().join(", ")
}

fn bad(e: QueensError) -> UsageError {
    UsageError::own(e)
}

/// `--help` of N-Queens' options, by clap id.
pub fn option_help(lang: Lang, id: &str) -> Option<String> {
    let formats = names(&Format::ALL, Format::name);
    let algos = names(&Algo::ALL, Algo::name);
    let en = lang == Lang::En;
    Some(match id {
        "n" if en => "board size N, 1 to 32 [default: 8]".into(),
        "n" => "棋盘大小 N，1 到 32 [默认：8]".into(),
        "algo" if en => format!("the search to run: {algos} [default: iterative]"),
        "algo" => format!("使用的算法：{algos} [默认：iterative]"),
        "compare" if en => "two algorithms side by side, e.g. iterative,cells".into(),
        "compare" => "两种算法并排对比，例如 iterative,cells".into(),
        "ascii" if en => "draw queens as Q instead of ♛".into(),
        "ascii" => "用 Q 代替 ♛ 表示皇后".into(),
        "print" if en => format!("print the solutions instead of showing them: {formats}"),
        "print" => format!("不显示界面，直接输出所有解：{formats}"),
        "limit" if en => {
            "with --print: at most K solutions; with --trace: at most K events; with --tree: at most K nodes".into()
        }
        "limit" => {
            "配合 --print：最多 K 个解；配合 --trace：最多 K 个事件；配合 --tree：最多 K 个结点".into()
        }
        "blank" if en => "with --tree svg: a worksheet, the tree's shape with every box left empty, for students to write in the visiting order and cross out the cuts".into(),
        "blank" => "配合 --tree svg：练习纸，只画出树的形状、方框留空，让学生填写访问次序并划掉被剪枝的结点".into(),
        "until" if en => "with --tree: stop after solution K (svg: the figure \"until the first solution\"); with --stats: the counters at solution K".into(),
        "until" => "配合 --tree：找到第 K 个解后停止（svg：“到第一个解为止”的插图）；配合 --stats：第 K 个解时的各项计数".into(),
        "count" if en => {
            "print the number of solutions (after them with --print; with --limit too, as \"N in all\")".into()
        }
        "count" => {
            "输出解的个数（配合 --print 时在解之后输出；再加 --limit 时写作“共 N 个”）".into()
        }
        "unique" if en => {
            "one solution per class under rotation and reflection (with --print: the first of each; with --count: the number of classes)".into()
        }
        "unique" => {
            "旋转、翻转后相同的解只算一个（配合 --print：每类输出最先找到的一个；配合 --count：输出类数）".into()
        }
        "json" if en => {
            "with --count: print {\"n\", \"solutions\", \"classes\"} as one JSON object".into()
        }
        "json" => "配合 --count：以一个 JSON 对象输出 {\"n\", \"solutions\", \"classes\"}".into(),
        "estimate" => crate::cli::messages::estimate_help(lang),
        "seed" if en => "with --estimate: the probes' seed; the same seed gives the same estimate [default: 1975]".into(),
        "seed" => "配合 --estimate：探查的随机种子，相同种子得到相同估计 [默认：1975]".into(),
        "stats" if en => "run the step engine to the end and print its counters".into(),
        "stats" => "把步进引擎运行到结束，输出计数".into(),
        "from" if en => {
            "start from queens placed in rows 1..k, their columns as seed 001 prints them (e.g. 1,5,8); with --print and --count: the solutions that extend them".into()
        }
        "from" => {
            "从第 1..k 行已放好的皇后开始，列号按参考文章 001 的写法（如 1,5,8）；配合 --print 和 --count：以它们开头的解".into()
        }
        "zoom" if en => {
            "start zoomed: the board or maze fills the window, for a projector (z toggles)".into()
        }
        "zoom" => "启动时放大：棋盘或迷宫占满窗口，适合投影（按 z 切换）".into(),
        "quiz" if en => {
            "a quiz: before each placement (each cell entered), predict the search's next step; a score in the header; --quiz all mixes in place-or-conflict, which queen attacks, back to which row".into()
        }
        "quiz" => "测验：每次放置（进入每个格子）前预测搜索的下一步；标题栏显示得分；--quiz all 还会问能否放置、被谁攻击、回到哪一行".into(),
        _ => return None,
    })
}

/// `--from 1,5,8`: the start's columns (0-based), for an `n`×`n` board.
fn parse_from(value: &str, n: usize) -> Result<Vec<u8>, UsageError> {
    let from = |p| bad(QueensError::BadFrom(value.to_string(), p));
    if value.trim().is_empty() {
        return Err(from(FromProblem::Empty(0)));
    }
    if let Some(k) = value.split(',').position(|t| t.trim().is_empty()) {
        return Err(from(FromProblem::Empty(k + 1)));
    }
    let given: Vec<usize> = value
        .split(',')
        .map(str::trim)
        .map(|t| {
            digits::<usize>(t).ok_or_else(|| from(FromProblem::NotANumber(t.to_string())))
        })
        .collect::<Result<_, _>>()?;
    start_from_columns(n, &given).map_err(|e| from(FromProblem::Placement(e)))
}

/// The options that go with counting (`--unique`, `--json`, `--threads`) against the task;
/// the threads asked for.
fn counting_options(
    args: &QueensArgs,
    task: Option<QueensTask>,
) -> Result<Option<usize>, UsageError> {
    let counting = matches!(task, Some(QueensTask::Count { .. }));
    if args.unique && !counting && !matches!(task, Some(QueensTask::Print { .. })) {
        return Err(bad(QueensError::UniqueWithoutOutput));
    }
    if args.json && !counting {
        return Err(bad(QueensError::JsonWithoutCount));
    }
    // The count is the bitboard counter's, whatever the algorithm.
    if counting && args.algo.is_some() {
        return Err(UsageError::NoEffect("--algo", "--count"));
    }
    let threads = parse_threads(args.threads.as_deref())?;
    if threads.is_some()
        && !counting
        && !matches!(task, Some(QueensTask::Print { count: true, .. }))
    {
        return Err(bad(QueensError::ThreadsWithoutCount));
    }
    Ok(threads)
}

/// The algorithm named, or the error that lists them.
fn algo(name: &str) -> Result<Algo, UsageError> {
    Algo::parse(name)
        .ok_or_else(|| UsageError::BadAlgo(name.to_string(), Algo::ALL.map(Algo::name).to_vec()))
}

/// Validates N-Queens' options.
pub fn request(args: &QueensArgs, lang: Lang) -> Result<Outcome<Request>, UsageError> {
    crate::cli::parse_blank(args.blank, args.tree.as_deref())?;
    let n = match &args.n {
        None => 8,
        Some(s) => digits::<usize>(s)
            .filter(|n| (MIN_N..=MAX_N).contains(n))
            .ok_or_else(|| bad(QueensError::BadN(s.clone())))?,
    };
    let algos = match (&args.algo, &args.compare) {
        (Some(a), _) => vec![algo(a)?],
        (None, Some(pair)) => {
            let names: Vec<&str> = pair.split(',').map(str::trim).collect();
            if names.len() != 2 {
                return Err(UsageError::BadCompare(pair.clone(), "iterative,cells"));
            }
            names.iter().map(|&a| algo(a)).collect::<Result<_, _>>()?
        }
        (None, None) => vec![Algo::default()],
    };
    let playback = args.playback.playback(lang)?;
    let limit = parse_limit(args.limit.as_deref())?;
    let start = match &args.from {
        Some(v) => parse_from(v, n)?,
        None => Vec::new(),
    };
    if args.until.is_some() && args.tree.is_none() && !args.stats {
        return Err(UsageError::Requires("--until", "--tree, --stats"));
    }
    let task = task(args, n, limit)?;
    if let (Some(_), Some(flag)) = (task, args.playback.first_given()) {
        return Err(UsageError::NoEffect(flag, mode(args)));
    }
    let threads = counting_options(args, task)?;
    Ok(Outcome::Run(match task {
        None => Request::Tui {
            n,
            algos,
            playback,
            start,
        },
        Some(task) => Request::Headless(QueensJob {
            n,
            algo: algos[0],
            task,
            threads,
            start,
        }),
    }))
}

/// The headless task asked for, if any (`limit` only with one that prints).
fn task(args: &QueensArgs, n: usize, limit: Option<u64>) -> Result<Option<QueensTask>, UsageError> {
    let task = if let Some(p) = &args.estimate {
        Some(QueensTask::Estimate(crate::output::estimate::EstimateRun {
            probes: crate::cli::parse_probes(p)?,
            seed: crate::cli::parse_probe_seed(args.seed.as_deref())?,
            truth: args.stats,
        }))
    } else if let Some(f) = &args.print {
        let format = Format::parse(f).ok_or_else(|| bad(QueensError::BadFormat(f.clone())))?;
        if n > format.max_n() {
            return Err(bad(QueensError::DigitsTooLarge(n)));
        }
        Some(QueensTask::Print {
            format,
            limit,
            count: args.count,
            unique: args.unique,
        })
    } else if args.count {
        Some(QueensTask::Count {
            unique: args.unique,
            json: args.json,
        })
    } else if let Some(f) = &args.tree {
        let format = TreeFormat::parse(f).ok_or_else(|| UsageError::BadTreeFormat(f.clone()))?;
        let limits = crate::output::tree::Limits {
            nodes: limit,
            solutions: parse_count("--until", args.until.as_deref())?,
            steps: None,
            blank: args.blank, // checked against `--tree svg` at the top of `request`
        };
        Some(QueensTask::Tree { format, limits })
    } else if args.trace {
        Some(QueensTask::Trace { limit })
    } else if args.stats {
        Some(QueensTask::Stats {
            until: parse_count("--until", args.until.as_deref())?,
        })
    } else {
        None
    };
    if limit.is_some()
        && !matches!(
            task,
            Some(QueensTask::Print { .. } | QueensTask::Trace { .. } | QueensTask::Tree { .. })
        )
    {
        return Err(bad(QueensError::LimitWithoutOutput));
    }
    Ok(task)
}

/// The headless mode's flag, as a message names it.
fn mode(args: &QueensArgs) -> &'static str {
    if args.estimate.is_some() {
        "--estimate"
    } else if args.print.is_some() {
        "--print"
    } else if args.count {
        "--count"
    } else if args.tree.is_some() {
        "--tree"
    } else if args.trace {
        "--trace"
    } else {
        "--stats"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Speed;
    use crate::command_line::{Config, Parsed, run};
    use crate::problems::Request as Any;
    use rstest::rstest;


    fn config(args: &str) -> Request {
        match run(args) {
            Ok(Parsed::Run(Config {
                request: Any::Queens(r),
                ..
            })) => r,
            other => panic!("{args}: {other:?}"),
        }
    }

    /// N and, for a headless run, its task (`None`: the visualizer).
    fn queens(args: &str) -> (usize, Option<QueensTask>) {
        match config(args) {
            Request::Tui { n, .. } => (n, None),
            Request::Headless(job) => (job.n, Some(job.task)),
        }
    }

    fn algos(args: &str) -> Vec<Algo> {
        match config(args) {
            Request::Tui { algos, .. } => algos,
            Request::Headless(job) => vec![job.algo],
        }
    }

    #[test]
    fn algorithms_come_from_algo_or_compare() {
        assert_eq!(algos(""), vec![Algo::Iterative]);
        assert_eq!(
            algos("queens --algo cells --print board"),
            vec![Algo::Cells]
        );
        assert_eq!(
            algos("queens -n 6 --compare iterative,cells"),
            vec![Algo::Iterative, Algo::Cells]
        );
        assert!(matches!(
            run("queens --compare iterative,cells --trace"),
            Err(UsageError::Conflict(..))
        ));
    }

    #[test]
    fn no_arguments_is_the_eight_queens_visualizer_at_five_steps_per_second() {
        let Request::Tui {
            n,
            algos,
            playback,
            start,
        } = config("")
        else {
            panic!("not the visualizer");
        };
        assert_eq!(
            (n, algos, playback.speed, playback.paused, start),
            (8, vec![Algo::Iterative], Speed::Rate(5.0), false, vec![])
        );
        let Request::Tui { start, .. } = config("queens -n 8 --from 1,5,8") else {
            panic!("not the visualizer");
        };
        assert_eq!(start, vec![0, 4, 7], "seed 001's 1-based columns");
        assert_eq!(config("queens"), config(""));
    }

    #[rstest]
    #[case("queens -n 6 --paused --speed 20", 6, None)]
    #[case("-n 12 --count", 12, Some(QueensTask::Count { unique: false, json: false }))]
    #[case("-n 12 --count --unique", 12, Some(QueensTask::Count { unique: true, json: false }))]
    #[case("-n 12 --count --json", 12, Some(QueensTask::Count { unique: false, json: true }))]
    #[case("queens -n 4 --print board", 4, Some(QueensTask::Print { format: Format::Board, limit: None, count: false, unique: false }))]
    #[case("queens -n 8 --print digits --count", 8, Some(QueensTask::Print { format: Format::Digits, limit: None, count: true, unique: false }))]
    #[case("queens -n 8 --print columns1 --unique", 8, Some(QueensTask::Print { format: Format::Columns1, limit: None, count: false, unique: true }))]
    #[case("queens -n 5 --trace --limit 10", 5, Some(QueensTask::Trace { limit: Some(10) }))]
    #[case("queens -n 9 --stats", 9, Some(QueensTask::Stats { until: None }))]
    #[case("queens -n 32", 32, None)]
    #[case("queens -n 1", 1, None)]
    fn valid_invocations(#[case] args: &str, #[case] n: usize, #[case] task: Option<QueensTask>) {
        assert_eq!(queens(args), (n, task));
    }

    fn all_algos() -> Vec<&'static str> {
        Algo::ALL.map(Algo::name).to_vec()
    }

    #[rstest]
    #[case("-n 0", bad(QueensError::BadN("0".into())))]
    #[case("queens -n 33", bad(QueensError::BadN("33".into())))]
    #[case("queens -n eight", bad(QueensError::BadN("eight".into())))]
    #[case("queens --speed 0.1", UsageError::BadSpeed("0.1".into()))]
    #[case("queens --print html", bad(QueensError::BadFormat("html".into())))]
    #[case("queens -n 11 --print digits", bad(QueensError::DigitsTooLarge(11)))]
    #[case("queens --limit 5", bad(QueensError::LimitWithoutOutput))]
    #[case("queens --print board --limit 0", UsageError::BadLimit("--limit", "0".into()))]
    #[case("-n 6 maze", UsageError::OptionBeforeCommand("-n".into(), "maze"))]
    #[case("--paused queens", UsageError::OptionBeforeCommand("--paused".into(), "queens"))]
    #[case("--algo greedy", UsageError::BadAlgo("greedy".into(), all_algos()))]
    #[case("--compare iterative", UsageError::BadCompare("iterative".into(), "iterative,cells"))]
    #[case("--compare iterative,magic", UsageError::BadAlgo("magic".into(), all_algos()))]
    #[case("--count --threads 0", UsageError::BadThreads("0".into()))]
    #[case("--threads 2", bad(QueensError::ThreadsWithoutCount))]
    #[case("queens -n 8 --unique", bad(QueensError::UniqueWithoutOutput))]
    #[case("queens -n 8 --trace --unique", bad(QueensError::UniqueWithoutOutput))]
    #[case("queens -n 8 --print board --json", bad(QueensError::JsonWithoutCount))]
    #[case("queens --frobnicate", UsageError::UnknownArg("--frobnicate".into(), None, "queens"))]
    #[case("hanoi", UsageError::UnknownCommand("hanoi".into()))]
    #[case("queens --trace --stats", UsageError::Conflict("--trace".into(), "--stats".into()))]
    fn bad_invocations(#[case] args: &str, #[case] expected: UsageError) {
        assert_eq!(run(args).unwrap_err(), expected);
    }

    #[test]
    fn every_error_is_one_line_in_both_languages() {
        for args in [
            "-n 0",
            "--print html",
            "-n 11 --print digits",
            "--trace --stats",
            "--from 1,2",
            "--from x",
            "-n",
        ] {
            let e = run(args).unwrap_err();
            for lang in Lang::ALL {
                let msg = crate::command_line::usage_error(lang, &e);
                assert!(!msg.is_empty() && !msg.contains('\n'), "{args}: {msg:?}");
            }
        }
    }

    /// Every error of N-Queens' own is worded in both languages, differently.
    #[test]
    fn every_own_error_is_worded_in_both_languages() {
        let s = || "x".to_string();
        for e in [
            QueensError::BadN(s()),
            QueensError::BadFormat(s()),
            QueensError::DigitsTooLarge(11),
            QueensError::LimitWithoutOutput,
            QueensError::UniqueWithoutOutput,
            QueensError::JsonWithoutCount,
            QueensError::ThreadsWithoutCount,
            QueensError::BadFrom(s(), FromProblem::Empty(0)),
            QueensError::BadFrom(s(), FromProblem::Empty(2)),
            QueensError::BadFrom(s(), FromProblem::NotANumber(s())),
            QueensError::BadFrom(s(), FromProblem::Placement(PlacementError::Gap { row: 1 })),
        ] {
            let (en, zh) = (e.words(Lang::En), e.words(Lang::Zh));
            assert!(!en.contains('\n') && !zh.contains('\n'), "{e:?}");
            assert_ne!(en, zh, "{e:?} is not translated");
        }
    }
}
