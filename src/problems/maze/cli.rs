//! The maze's command line: its options, their words in both languages, and their validation
//! into a [`Request`]: which maze, where the search starts and ends, and what to do with it.

use std::path::PathBuf;

use clap::Args;

use crate::app::Playback;
use crate::cli::{PlaybackArgs, UsageError, parse_limit, parse_seed};
use crate::i18n::Lang;
use crate::output::tree::TreeFormat;
use crate::problem::{Outcome, Worded};
use crate::problems::maze::engine::parse::parse_cell;
use crate::problems::maze::engine::source::{self, Source};
use crate::problems::maze::engine::{Order, random};
use crate::problems::maze::output::MazeTask;

/// Options of `backtrack maze`.
// Each flag is a switch on the command line: clap wants them as bools.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Args, Clone, Default)]
pub struct MazeArgs {
    /// Maze file.
    #[arg(value_name = "FILE", conflicts_with = "random")]
    pub file: Option<PathBuf>,
    /// Direction order.
    #[arg(long, value_name = "DRUL")]
    pub order: Option<String>,
    /// Start cell.
    #[arg(long, value_name = "R,C")]
    pub start: Option<String>,
    /// Goal cell.
    #[arg(long, value_name = "R,C")]
    pub goal: Option<String>,
    /// Random maze size.
    #[arg(long, value_name = "RxC")]
    pub random: Option<String>,
    /// Random maze seed.
    #[arg(long, value_name = "S", allow_negative_numbers = true)]
    pub seed: Option<String>,
    /// Playback options.
    #[command(flatten)]
    pub playback: PlaybackArgs,
    /// Print the solved map.
    #[arg(long, conflicts_with_all = ["trace", "stats", "tree"])]
    pub print: bool,
    /// At most K events.
    #[arg(long, value_name = "K", allow_negative_numbers = true)]
    pub limit: Option<String>,
    /// The explored state-space tree.
    #[arg(long, value_name = "FORMAT", conflicts_with_all = ["trace", "stats"])]
    pub tree: Option<String>,
    /// With `--tree`: stop at the goal (found once: any K from 1 is the same).
    #[arg(long, value_name = "K", allow_negative_numbers = true)]
    pub until: Option<String>,
    /// With `--tree svg`: a worksheet, the tree's boxes left empty.
    #[arg(long)]
    pub blank: bool,
    /// Events as JSON Lines.
    #[arg(long, conflicts_with = "stats")]
    pub trace: bool,
    /// Counters of a full run.
    #[arg(long)]
    pub stats: bool,
    /// List the built-in mazes.
    #[arg(long)]
    pub list: bool,
}

/// Which maze, and where the search starts and ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MazeSpec {
    /// Which maze.
    pub source: Source,
    /// `--start`, if given.
    pub start: Option<(usize, usize)>,
    /// `--goal`, if given.
    pub goal: Option<(usize, usize)>,
    /// The direction order.
    pub order: Order,
}

/// What to do with a maze.
#[derive(Debug, Clone, PartialEq)]
pub enum MazeRun {
    /// The interactive visualizer.
    Tui(Playback),
    /// A headless mode.
    Headless(MazeTask),
}

/// What a valid maze command line asks for.
#[derive(Debug, Clone, PartialEq)]
pub struct Request {
    /// Which maze.
    pub maze: MazeSpec,
    /// What to do with it.
    pub run: MazeRun,
}

/// What is wrong with a maze command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MazeError {
    /// `--order` is not a permutation of DRUL.
    BadOrder(String),
    /// `--start` or `--goal` is not `R,C`.
    BadCell(&'static str, String),
    /// `--random` is not `RxC` with sides of at least 3 and at most a million cells.
    BadMazeSize(String),
}

impl Worded for MazeError {
    fn words(&self, lang: Lang) -> String {
        let en = lang == Lang::En;
        match self {
            MazeError::BadOrder(v) if en => format!(
                "--order {v}: give the four letters D R U L in any order, e.g. DRUL (down right up left)"
            ),
            MazeError::BadOrder(v) => {
                format!("--order {v}：必须是 D R U L 四个字母的一种排列，例如 DRUL")
            }
            MazeError::BadCell(flag, v) if en => {
                format!("{flag} {v}: a cell is ROW,COLUMN counted from 0, e.g. 6,5")
            }
            MazeError::BadCell(flag, v) => format!("{flag} {v}：格子写作 行,列，例如 6,5"),
            MazeError::BadMazeSize(v) if en => format!(
                "--random {v}: the size is ROWSxCOLUMNS, each at least 3, at most 1,000,000 cells, e.g. 21x41"
            ),
            MazeError::BadMazeSize(v) => {
                format!("--random {v}：尺寸写作 行x列，每边至少 3，最多 1000000 格，例如 21x41")
            }
        }
    }
}

/// `--help` of the maze's options, by clap id.
pub fn option_help(lang: Lang, id: &str) -> Option<String> {
    let en = lang == Lang::En;
    Some(match id {
        "print" if en => {
            "print the solved map as seed 003's showMap: 0 open, 1 wall, 2 path, 3 dead end".into()
        }
        "print" => "像参考 003 的 showMap 一样输出走完的地图：0 通路，1 墙，2 路径，3 死路".into(),
        "limit" if en => "with --trace: at most K events; with --tree: at most K nodes".into(),
        "limit" => "配合 --trace：最多 K 个事件；配合 --tree：最多 K 个结点".into(),
        "blank" if en => "with --tree svg: a worksheet, the tree's shape with every box left empty, for students to write in the visiting order and cross out the cuts".into(),
        "blank" => "配合 --tree svg：练习纸，只画出树的形状、方框留空，让学生填写访问次序并划掉被剪枝的结点".into(),
        "until" if en => "with --tree: stop at the goal, as the figure \"until the first solution\" (the maze has one goal: any K from 1 is the same)".into(),
        "until" => "配合 --tree：到达终点即停止，即“到第一个解为止”的插图（迷宫只有一个终点：K 取 1 以上结果相同）".into(),
        "stats" if en => {
            "run the search to the end and print cells entered, dead ends, path length and steps".into()
        }
        "stats" => "把搜索运行到结束，输出走入格数、死路数、路径长度和步数".into(),
        "ascii" if en => "draw cells with ASCII letters only".into(),
        "ascii" => "只用 ASCII 字母画格子".into(),
        "file" if en => "a maze file (rows of 0 and 1 separated by spaces, or of # . S G) or a built-in maze's name (see --list) [default: seed 003's map]".into(),
        "file" => {
            "迷宫文件（空格隔开的 0 和 1，或 # . S G），或内置迷宫的名字（见 --list）[默认：参考 003 的地图]".into()
        }
        "list" if en => "list the built-in mazes with their sizes".into(),
        "list" => "列出内置迷宫及其大小".into(),
        "order" if en => {
            "the order directions are tried: any order of D R U L [default: DRUL]".into()
        }
        "order" => "尝试方向的顺序：D R U L 的任意排列 [默认：DRUL]".into(),
        "start" if en => "start cell ROW,COLUMN from 0 [default: S, else 1,1]".into(),
        "start" => "起点 行,列，从 0 数 [默认：S，否则 1,1]".into(),
        "goal" if en => "goal cell ROW,COLUMN from 0 [default: G, else rows-2,cols-2]".into(),
        "goal" => "终点 行,列，从 0 数 [默认：G，否则 行数-2,列数-2]".into(),
        "random" if en => "a random maze of ROWSxCOLUMNS instead of a file, e.g. 21x41".into(),
        "random" => "不读文件，生成 行x列 的随机迷宫，例如 21x41".into(),
        "seed" if en => {
            "with --random: the seed; the same seed gives the same maze [default: 1]".into()
        }
        "seed" => "配合 --random：随机种子，相同种子得到相同迷宫 [默认：1]".into(),
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

/// Validates the maze's options.
pub fn request(args: &MazeArgs, lang: Lang) -> Result<Outcome<Request>, UsageError> {
    if args.list {
        list_alone(args)?;
        let t = crate::problems::maze::words::text(lang);
        return Ok(Outcome::Print(source::list((t.start, t.goal))));
    }
    let order = match &args.order {
        None => Order::default(),
        Some(s) => {
            Order::parse(s).ok_or_else(|| UsageError::own(MazeError::BadOrder(s.clone())))?
        }
    };
    let cell = |flag: &'static str, value: Option<&str>| match value {
        None => Ok(None),
        Some(s) => parse_cell(s)
            .map(Some)
            .ok_or_else(|| UsageError::own(MazeError::BadCell(flag, s.to_string()))),
    };
    let start = cell("--start", args.start.as_deref())?;
    let goal = cell("--goal", args.goal.as_deref())?;
    let source = maze_source(args)?;
    let run = maze_run(args, lang)?;
    let maze = MazeSpec {
        source,
        start,
        goal,
        order,
    };
    Ok(Outcome::Run(Request { maze, run }))
}

/// `--list` goes alone: the first other option given is refused beside it.
fn list_alone(args: &MazeArgs) -> Result<(), UsageError> {
    let other = [
        (args.file.is_some(), "FILE"),
        (args.order.is_some(), "--order"),
        (args.start.is_some(), "--start"),
        (args.goal.is_some(), "--goal"),
        (args.random.is_some(), "--random"),
        (args.seed.is_some(), "--seed"),
        (args.print, "--print"),
        (args.limit.is_some(), "--limit"),
        (args.tree.is_some(), "--tree"),
        (args.trace, "--trace"),
        (args.stats, "--stats"),
    ]
    .into_iter()
    .find_map(|(given, name)| given.then_some(name))
    .or_else(|| args.playback.first_given());
    match other {
        Some(other) => Err(UsageError::Conflict("--list".into(), other.into())),
        None => Ok(()),
    }
}

/// Which maze: a random one, a file (or a built-in maze of that name), or seed 003's.
fn maze_source(args: &MazeArgs) -> Result<Source, UsageError> {
    let source = match (&args.random, &args.file) {
        (Some(size), _) => {
            let (rows, cols) = random::parse_size(size)
                .filter(|&(r, c)| random::valid_size(r, c))
                .ok_or_else(|| UsageError::own(MazeError::BadMazeSize(size.clone())))?;
            let seed = parse_seed(args.seed.as_deref())?;
            Source::Random { rows, cols, seed }
        }
        // A file of that name wins; else a built-in maze's name (`classic`).
        (None, Some(path)) => match path.to_str().and_then(source::built_in) {
            Some(name) if !path.exists() => Source::BuiltIn(name),
            _ => Source::File(path.clone()),
        },
        (None, None) => Source::Seed,
    };
    if args.seed.is_some() && args.random.is_none() {
        return Err(UsageError::Requires("--seed", "--random"));
    }
    Ok(source)
}

/// What to do: a headless task or the visualizer.
fn maze_run(args: &MazeArgs, lang: Lang) -> Result<MazeRun, UsageError> {
    if args.until.is_some() && args.tree.is_none() {
        return Err(UsageError::Requires("--until", "--tree"));
    }
    let until = crate::cli::parse_count("--until", args.until.as_deref())?;
    let blank = crate::cli::parse_blank(args.blank, args.tree.as_deref())?;
    if args.limit.is_some() && !args.trace && args.tree.is_none() {
        return Err(UsageError::Requires("--limit", "--trace"));
    }
    let tree = match &args.tree {
        None => None,
        Some(f) => Some(TreeFormat::parse(f).ok_or_else(|| UsageError::BadTreeFormat(f.clone()))?),
    };
    let headless = [
        (args.print, "--print"),
        (args.tree.is_some(), "--tree"),
        (args.trace, "--trace"),
        (args.stats, "--stats"),
    ]
    .into_iter()
    .find_map(|(given, name)| given.then_some(name));
    if let (Some(mode), Some(flag)) = (headless, args.playback.first_given()) {
        return Err(UsageError::NoEffect(flag, mode));
    }
    let playback = args.playback.playback(lang)?;
    let limit = parse_limit(args.limit.as_deref())?;
    Ok(if args.print {
        MazeRun::Headless(MazeTask::Print)
    } else if let Some(format) = tree {
        MazeRun::Headless(MazeTask::Tree {
            format,
            limit,
            until,
            blank,
        })
    } else if args.trace {
        MazeRun::Headless(MazeTask::Trace { limit })
    } else if args.stats {
        MazeRun::Headless(MazeTask::Stats)
    } else {
        MazeRun::Tui(playback)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command_line::{Config, Parsed, command, run};
    use crate::problems::Request as Any;
    use rstest::rstest;


    fn maze(args: &str) -> (MazeSpec, MazeRun) {
        match run(args) {
            Ok(Parsed::Run(Config {
                request: Any::Maze(Request { maze, run }),
                ..
            })) => (maze, run),
            other => panic!("{args}: {other:?}"),
        }
    }

    #[test]
    fn maze_invocations() {
        let (m, run) = maze("maze");
        assert_eq!((m.source, m.order), (Source::Seed, Order::default()));
        assert!(matches!(run, MazeRun::Tui(_)));
        let (m, run) = maze("maze walls.txt --order ULDR --start 1,2 --goal 5,5 --print");
        assert_eq!(m.source, Source::File("walls.txt".into()));
        assert_eq!(
            (m.start, m.goal, run),
            (
                Some((1, 2)),
                Some((5, 5)),
                MazeRun::Headless(MazeTask::Print)
            )
        );
        assert_eq!(m.order.name(), "ULDR");
        let (m, run) = maze("maze --random 21x41 --seed 7 --trace --limit 9");
        assert_eq!(
            m.source,
            Source::Random {
                rows: 21,
                cols: 41,
                seed: 7
            }
        );
        assert_eq!(run, MazeRun::Headless(MazeTask::Trace { limit: Some(9) }));
    }

    #[rstest]
    #[case("maze --order DRUX", UsageError::own(MazeError::BadOrder("DRUX".into())))]
    #[case("maze --order DRU", UsageError::own(MazeError::BadOrder("DRU".into())))]
    #[case("maze --start 1;2", UsageError::own(MazeError::BadCell("--start", "1;2".into())))]
    #[case("maze --goal x,y", UsageError::own(MazeError::BadCell("--goal", "x,y".into())))]
    #[case("maze --random 2x9", UsageError::own(MazeError::BadMazeSize("2x9".into())))]
    #[case("maze --random 2000x2000", UsageError::own(MazeError::BadMazeSize("2000x2000".into())))]
    #[case("maze --random 9x9 --seed four", UsageError::BadSeed("four".into()))]
    #[case("maze --seed 4", UsageError::Requires("--seed", "--random"))]
    #[case("maze --list --print", UsageError::Conflict("--list".into(), "--print".into()))]
    #[case("maze --tree html", UsageError::BadTreeFormat("html".into()))]
    #[case("maze --limit 3", UsageError::Requires("--limit", "--trace"))]
    #[case("maze --until 1", UsageError::Requires("--until", "--tree"))]
    #[case("maze --tree svg --until 0", UsageError::BadLimit("--until", "0".into()))]
    fn bad_maze_invocations(#[case] args: &str, #[case] expected: UsageError) {
        assert_eq!(run(args).unwrap_err(), expected);
    }

    #[test]
    fn maze_help_speaks_of_mazes() {
        let mut cmd = command(Lang::En);
        let maze = cmd
            .find_subcommand_mut("maze")
            .unwrap()
            .render_help()
            .to_string();
        assert!(
            maze.contains("showMap") && maze.contains("--order"),
            "{maze}"
        );
        assert!(!maze.contains("columns1"), "{maze}");
    }

    /// Every error of the maze's own is worded in both languages, differently.
    #[test]
    fn every_own_error_is_worded_in_both_languages() {
        let s = || "x".to_string();
        for e in [
            MazeError::BadOrder(s()),
            MazeError::BadCell("--start", s()),
            MazeError::BadMazeSize(s()),
        ] {
            let (en, zh) = (e.words(Lang::En), e.words(Lang::Zh));
            assert!(!en.contains('\n') && !zh.contains('\n'), "{e:?}");
            assert_ne!(en, zh, "{e:?} is not translated");
        }
    }
}
