//! The command line's words: `--help` in both languages, and one line for every usage error.
//!
//! Typed like the screen's strings: every option is an [`Opt`] and every error a
//! [`UsageError`], each worded by an exhaustive `match` per language, so a missing wording is a
//! compile error.

use super::{FromProblem, UsageError};
use crate::i18n::Lang;
use crate::output::Format;
use crate::problems::queens::engine::Algo;

/// The fixed words of `--help`.
#[derive(Debug)]
pub struct CliText {
    /// What the program is.
    pub about: &'static str,
    /// What `queens` is.
    pub queens: &'static str,
    /// What `maze` is.
    pub maze: &'static str,
    /// About `completions`.
    pub completions: &'static str,
    /// About `man`.
    pub man: &'static str,
    /// The usage heading.
    pub usage: &'static str,
    /// The usage lines of `backtrack`, `backtrack queens` and `backtrack maze`.
    pub usages: [&'static str; 3],
    /// The options heading.
    pub options: &'static str,
    /// The heading of positional arguments.
    pub arguments: &'static str,
    /// The commands heading.
    pub commands: &'static str,
    /// Examples after the options.
    pub examples: &'static str,
}

static EN: CliText = CliText {
    about: "Watch backtracking search step by step: N-Queens and maze path-finding in the terminal, or headless.",
    queens: "N-Queens (the default puzzle)",
    maze: "maze path-finding by backtracking (seed 003)",
    completions: "print a shell completion script: bash, zsh, fish, elvish or powershell",
    man: "print the manual page (roff, in English): backtrack man | man -l -",
    usage: "Usage:",
    usages: [
        "backtrack [OPTIONS] [COMMAND]",
        "backtrack queens [OPTIONS]",
        "backtrack maze [OPTIONS] [FILE]",
    ],
    options: "Options",
    arguments: "Arguments",
    commands: "Commands",
    examples: "Examples:
  backtrack                          the visualizer, 8 queens, 5 steps/s
  backtrack queens -n 6 --paused     start paused on a 6x6 board
  backtrack queens -n 8 --print columns1 --limit 3
  backtrack queens -n 12 --count
  backtrack queens -n 4 --trace | head
  backtrack queens -n 6 --compare iterative,cells
  backtrack maze                     seed 003's maze; see backtrack maze --help",
};

static ZH: CliText = CliText {
    about: "一步一步观看回溯搜索：在终端里演示 N 皇后和迷宫寻路，或不带界面输出结果。",
    queens: "N 皇后（默认题目）",
    maze: "用回溯法走迷宫（参考 003）",
    completions: "输出 shell 补全脚本：bash、zsh、fish、elvish 或 powershell",
    man: "输出手册页（roff 格式，英文）：backtrack man | man -l -",
    usage: "用法：",
    usages: [
        "backtrack [选项] [命令]",
        "backtrack queens [选项]",
        "backtrack maze [选项] [文件]",
    ],
    options: "选项",
    arguments: "参数",
    commands: "命令",
    examples: "示例：
  backtrack                          演示界面，8 皇后，每秒 5 步
  backtrack queens -n 6 --paused     6x6 棋盘，启动时暂停
  backtrack queens -n 8 --print columns1 --limit 3
  backtrack queens -n 12 --count
  backtrack queens -n 4 --trace | head
  backtrack queens -n 6 --compare iterative,cells
  backtrack maze                     参考 003 的迷宫；见 backtrack maze --help",
};

/// The fixed words of `--help` in `lang`.
pub fn text(lang: Lang) -> &'static CliText {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// Which command's options are being described.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cmd {
    /// `backtrack` and `backtrack queens`.
    Queens,
    /// `backtrack maze`.
    Maze,
}

/// Every option and argument of the command line, by clap id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opt {
    /// `-n`.
    N,
    /// `--algo`.
    Algo,
    /// `--compare`.
    Compare,
    /// `--speed`.
    Speed,
    /// `--paused`.
    Paused,
    /// `--ascii`.
    Ascii,
    /// `--print`.
    Print,
    /// `--limit`.
    Limit,
    /// `--count`.
    Count,
    /// `--unique`.
    Unique,
    /// `--json`.
    Json,
    /// `--tree`.
    Tree,
    /// `--trace`.
    Trace,
    /// `--stats`.
    Stats,
    /// `--threads`.
    Threads,
    /// `[FILE]`.
    File,
    /// `--list`.
    List,
    /// `completions SHELL`.
    Shell,
    /// `--record`.
    Record,
    /// `--from`.
    From,
    /// `--quiz`.
    Quiz,
    /// `--order`.
    Order,
    /// `--start`.
    Start,
    /// `--goal`.
    Goal,
    /// `--random`.
    Random,
    /// `--seed`.
    Seed,
    /// `--lang`.
    Lang,
    /// `--theme`.
    Theme,
    /// `--zoom`.
    Zoom,
    /// `-h`, `--help`.
    Help,
    /// `-V`, `--version`.
    Version,
}

impl Opt {
    /// Every option.
    pub const ALL: [Opt; 31] = [
        Opt::N,
        Opt::Algo,
        Opt::Compare,
        Opt::Speed,
        Opt::Paused,
        Opt::Ascii,
        Opt::Print,
        Opt::Limit,
        Opt::Count,
        Opt::Unique,
        Opt::Json,
        Opt::Tree,
        Opt::Trace,
        Opt::Stats,
        Opt::Threads,
        Opt::File,
        Opt::List,
        Opt::Shell,
        Opt::Order,
        Opt::Start,
        Opt::Goal,
        Opt::Random,
        Opt::Seed,
        Opt::Lang,
        Opt::Theme,
        Opt::Zoom,
        Opt::Record,
        Opt::From,
        Opt::Quiz,
        Opt::Help,
        Opt::Version,
    ];

    /// The clap id of the option.
    pub fn id(self) -> &'static str {
        match self {
            Opt::N => "n",
            Opt::Algo => "algo",
            Opt::Compare => "compare",
            Opt::Speed => "speed",
            Opt::Paused => "paused",
            Opt::Ascii => "ascii",
            Opt::Print => "print",
            Opt::Limit => "limit",
            Opt::Count => "count",
            Opt::Unique => "unique",
            Opt::Json => "json",
            Opt::Tree => "tree",
            Opt::Trace => "trace",
            Opt::Stats => "stats",
            Opt::Threads => "threads",
            Opt::File => "file",
            Opt::List => "list",
            Opt::Shell => "shell",
            Opt::Record => "record",
            Opt::From => "from",
            Opt::Quiz => "quiz",
            Opt::Order => "order",
            Opt::Start => "start",
            Opt::Goal => "goal",
            Opt::Random => "random",
            Opt::Seed => "seed",
            Opt::Lang => "lang",
            Opt::Theme => "theme",
            Opt::Zoom => "zoom",
            Opt::Help => "help",
            Opt::Version => "version",
        }
    }

    /// The option with this clap id.
    pub fn from_id(id: &str) -> Option<Opt> {
        Opt::ALL.into_iter().find(|o| o.id() == id)
    }
}

fn names<T: Copy>(all: &[T], name: fn(T) -> &'static str) -> String {
    all.iter().map(|&x| name(x)).collect::<Vec<_>>().join(", ")
}

/// The `--help` line of an option of `cmd`, in `lang`.
pub fn option_help(lang: Lang, cmd: Cmd, opt: Opt) -> String {
    match lang {
        Lang::En => option_help_en(cmd, opt),
        Lang::Zh => option_help_zh(cmd, opt),
    }
}

fn option_help_en(cmd: Cmd, opt: Opt) -> String {
    let formats = names(&Format::ALL, Format::name);
    let algos = names(&Algo::ALL, Algo::name);
    match (cmd, opt) {
        (Cmd::Maze, Opt::Print) => {
            "print the solved map as seed 003's showMap: 0 open, 1 wall, 2 path, 3 dead end"
                .into()
        }
        (Cmd::Maze, Opt::Limit) => "with --trace: at most K events".into(),
        (Cmd::Maze, Opt::Stats) => {
            "run the search to the end and print cells entered, dead ends, path length and steps".into()
        }
        (Cmd::Maze, Opt::Ascii) => "draw cells with ASCII letters only".into(),
        (_, Opt::N) => "board size N, 1 to 32 [default: 8]".into(),
        (_, Opt::Algo) => format!("the search to run: {algos} [default: iterative]"),
        (_, Opt::Compare) => "two algorithms side by side, e.g. iterative,cells".into(),
        (_, Opt::Speed) => "steps per second, 0.5 to 10000, or max [default: 5]".into(),
        (_, Opt::Paused) => "start paused".into(),
        (Cmd::Queens, Opt::Ascii) => "draw queens as Q instead of ♛".into(),
        (Cmd::Queens, Opt::Print) => {
            format!("print the solutions instead of showing them: {formats}")
        }
        (Cmd::Queens, Opt::Limit) => {
            "with --print: at most K solutions; with --trace: at most K events; with --tree: at most K nodes".into()
        }
        (_, Opt::Tree) => {
            "print the explored state-space tree with its pruned nodes: text, dot (Graphviz) or json".into()
        }
        (_, Opt::Count) => {
            "print the number of solutions (after them with --print; with --limit too, as \"N in all\")".into()
        }
        (_, Opt::Unique) => {
            "one solution per class under rotation and reflection (with --print: the first of each; with --count: the number of classes)".into()
        }
        (_, Opt::Json) => {
            "with --count: print {\"n\", \"solutions\", \"classes\"} as one JSON object".into()
        }
        (_, Opt::Trace) => "print every event as one JSON object per line".into(),
        (_, Opt::Threads) => "with --count: threads to use [default: all cores]".into(),
        (Cmd::Queens, Opt::Stats) => {
            "run the step engine to the end and print its counters".into()
        }
        (_, Opt::File) => "a maze file (rows of 0 and 1 separated by spaces, or of # . S G) or a built-in maze's name (see --list) [default: seed 003's map]".into(),
        (_, Opt::List) => "list the built-in mazes with their sizes".into(),
        (_, Opt::Shell) => "bash, zsh, fish, elvish or powershell".into(),
        (_, Opt::Quiz) => {
            "a quiz: before each placement (each cell entered), predict the search's next step; a score in the header; --quiz all mixes in place-or-conflict, which queen attacks, back to which row".into()
        }
        (_, Opt::From) => {
            "start from queens placed in rows 1..k, their columns as seed 001 prints them (e.g. 1,5,8); with --print and --count: the solutions that extend them".into()
        }
        (_, Opt::Record) => {
            "record the session to FILE.cast (asciicast v2: asciinema play FILE.cast)".into()
        }
        (_, Opt::Order) => {
            "the order directions are tried: any order of D R U L [default: DRUL]".into()
        }
        (_, Opt::Start) => "start cell ROW,COLUMN from 0 [default: S, else 1,1]".into(),
        (_, Opt::Goal) => "goal cell ROW,COLUMN from 0 [default: G, else rows-2,cols-2]".into(),
        (_, Opt::Random) => {
            "a random maze of ROWSxCOLUMNS instead of a file, e.g. 21x41".into()
        }
        (_, Opt::Seed) => {
            "with --random: the seed; the same seed gives the same maze [default: 1]".into()
        }
        (_, Opt::Lang) => {
            "interface language: en or zh [default: from LC_ALL, LC_MESSAGES, LANG]".into()
        }
        (_, Opt::Theme) => {
            "colours: dark, light (light backgrounds, projectors) or mono [default: dark; mono if NO_COLOR is set]".into()
        }
        (_, Opt::Zoom) => {
            "start zoomed: the board or maze fills the window, for a projector (z toggles)".into()
        }
        (_, Opt::Help) => "print this help".into(),
        (_, Opt::Version) => "print the version".into(),
    }
}

fn option_help_zh(cmd: Cmd, opt: Opt) -> String {
    let formats = names(&Format::ALL, Format::name);
    let algos = names(&Algo::ALL, Algo::name);
    match (cmd, opt) {
        (Cmd::Maze, Opt::Print) => {
            "像参考 003 的 showMap 一样输出走完的地图：0 通路，1 墙，2 路径，3 死路".into()
        }
        (Cmd::Maze, Opt::Limit) => "配合 --trace：最多 K 个事件".into(),
        (Cmd::Maze, Opt::Stats) => {
            "把搜索运行到结束，输出走入格数、死路数、路径长度和步数".into()
        }
        (Cmd::Maze, Opt::Ascii) => "只用 ASCII 字母画格子".into(),
        (_, Opt::N) => "棋盘大小 N，1 到 32 [默认：8]".into(),
        (_, Opt::Algo) => format!("使用的算法：{algos} [默认：iterative]"),
        (_, Opt::Compare) => "两种算法并排对比，例如 iterative,cells".into(),
        (_, Opt::Speed) => "每秒步数，0.5 到 10000，或 max [默认：5]".into(),
        (_, Opt::Paused) => "启动时暂停".into(),
        (Cmd::Queens, Opt::Ascii) => "用 Q 代替 ♛ 表示皇后".into(),
        (Cmd::Queens, Opt::Print) => format!("不显示界面，直接输出所有解：{formats}"),
        (Cmd::Queens, Opt::Limit) => {
            "配合 --print：最多 K 个解；配合 --trace：最多 K 个事件；配合 --tree：最多 K 个结点".into()
        }
        (_, Opt::Tree) => "输出已搜索的解空间树（含剪枝结点）：text、dot（Graphviz）或 json".into(),
        (_, Opt::Count) => {
            "输出解的个数（配合 --print 时在解之后输出；再加 --limit 时写作“共 N 个”）".into()
        }
        (_, Opt::Unique) => {
            "旋转、翻转后相同的解只算一个（配合 --print：每类输出最先找到的一个；配合 --count：输出类数）".into()
        }
        (_, Opt::Json) => {
            "配合 --count：以一个 JSON 对象输出 {\"n\", \"solutions\", \"classes\"}".into()
        }
        (_, Opt::Trace) => "每个事件输出一行 JSON".into(),
        (_, Opt::Threads) => "配合 --count：使用的线程数 [默认：全部核心]".into(),
        (Cmd::Queens, Opt::Stats) => "把步进引擎运行到结束，输出计数".into(),
        (_, Opt::File) => {
            "迷宫文件（空格隔开的 0 和 1，或 # . S G），或内置迷宫的名字（见 --list）[默认：参考 003 的地图]".into()
        }
        (_, Opt::List) => "列出内置迷宫及其大小".into(),
        (_, Opt::Shell) => "bash、zsh、fish、elvish 或 powershell".into(),
        (_, Opt::Record) => "把这次会话录制到 FILE.cast（asciicast v2：asciinema play FILE.cast）".into(),
        (_, Opt::Quiz) => "测验：每次放置（进入每个格子）前预测搜索的下一步；标题栏显示得分；--quiz all 还会问能否放置、被谁攻击、回到哪一行".into(),
        (_, Opt::From) => "从第 1..k 行已放好的皇后开始，列号按种子 001 的写法（如 1,5,8）；配合 --print 和 --count：以它们开头的解".into(),
        (_, Opt::Order) => "尝试方向的顺序：D R U L 的任意排列 [默认：DRUL]".into(),
        (_, Opt::Start) => "起点 行,列，从 0 数 [默认：S，否则 1,1]".into(),
        (_, Opt::Goal) => "终点 行,列，从 0 数 [默认：G，否则 行数-2,列数-2]".into(),
        (_, Opt::Random) => "不读文件，生成 行x列 的随机迷宫，例如 21x41".into(),
        (_, Opt::Seed) => "配合 --random：随机种子，相同种子得到相同迷宫 [默认：1]".into(),
        (_, Opt::Lang) => "界面语言：en 或 zh [默认：取自 LC_ALL、LC_MESSAGES、LANG]".into(),
        (_, Opt::Theme) => {
            "配色：dark（深色）、light（浅色背景、投影仪）或 mono（单色）[默认：dark；设置了 NO_COLOR 时为 mono]".into()
        }
        (_, Opt::Zoom) => "启动时放大：棋盘或迷宫占满窗口，适合投影（按 z 切换）".into(),
        (_, Opt::Help) => "显示本帮助".into(),
        (_, Opt::Version) => "显示版本".into(),
    }
}

/// `backtrack --help` or `backtrack maze --help`: where the options of `cmd` are listed.
fn help_command(cmd: Cmd) -> &'static str {
    match cmd {
        Cmd::Queens => "backtrack --help",
        Cmd::Maze => "backtrack maze --help",
    }
}

/// The headless modes of `cmd`, e.g. `--print, --count or --trace`.
fn headless_modes(cmd: Cmd, or: &str) -> String {
    let (a, b, c) = match cmd {
        Cmd::Queens => ("--print", "--count", "--trace"),
        Cmd::Maze => ("--print", "--trace", "--stats"),
    };
    if or == "或" {
        format!("{a}、{b} {or} {c}")
    } else {
        format!("{a}, {b} {or} {c}")
    }
}

/// One line saying what was wrong with the command line and what is allowed.
pub fn usage_error(lang: Lang, e: &UsageError) -> String {
    match lang {
        Lang::En => english(e),
        Lang::Zh => chinese(e),
    }
}

fn english(e: &UsageError) -> String {
    let formats = names(&Format::ALL, Format::name);
    let algos = names(&Algo::ALL, Algo::name);
    match e {
        UsageError::BadN(v) => format!("-n {v}: N must be a whole number from 1 to 32"),
        UsageError::BadSpeed(v) => format!(
            "--speed {v}: the speed must be a number of steps per second from 0.5 to 10000, or max"
        ),
        UsageError::BadFormat(v) => format!("--print {v}: unknown format; allowed: {formats}"),
        UsageError::BadTreeFormat(v) => {
            format!("--tree {v}: unknown format; allowed: text, dot, json")
        }
        UsageError::DigitsTooLarge(n) => format!(
            "--print digits writes one digit per row, so it needs N <= 10 (got -n {n}); use --print columns"
        ),
        UsageError::BadLimit(v) => format!("--limit {v}: K must be a whole number of at least 1"),
        UsageError::BadThreads(v) => {
            format!("--threads {v}: the number of threads must be a whole number from 1 to 256")
        }
        UsageError::ThreadsWithoutCount => "--threads works only with --count".into(),
        UsageError::UniqueWithoutOutput => "--unique works only with --print or --count".into(),
        UsageError::JsonWithoutCount => "--json works only with --count".into(),
        UsageError::LimitWithoutOutput => {
            "--limit works only with --print, --trace or --tree".into()
        }
        UsageError::BadAlgo(v) => format!("{v}: unknown algorithm; allowed: {algos}"),
        UsageError::BadCompare(v) => {
            format!("--compare {v}: give two algorithms separated by a comma, e.g. iterative,cells")
        }
        UsageError::BadOrder(v) => format!(
            "--order {v}: give the four letters D R U L in any order, e.g. DRUL (down right up left)"
        ),
        UsageError::BadCell(flag, v) => {
            format!("{flag} {v}: a cell is ROW,COLUMN counted from 0, e.g. 6,5")
        }
        UsageError::BadMazeSize(v) => format!(
            "--random {v}: the size is ROWSxCOLUMNS, each at least 3, at most 1,000,000 cells, e.g. 21x41"
        ),
        UsageError::BadSeed(v) => format!("--seed {v}: the seed must be a whole number from 0"),
        UsageError::OptionBeforeCommand(o, c) if *c == "queens" => {
            format!("{o} goes after the command: backtrack queens {o} ...")
        }
        UsageError::OptionBeforeCommand(o, _) => format!(
            "{o} is an N-Queens option: backtrack queens {o} ...; see backtrack maze --help for the maze's"
        ),
        UsageError::BadLang(v) => format!("--lang {v}: allowed languages: en, zh"),
        UsageError::BadTheme(v) => format!("--theme {v}: allowed themes: dark, light, mono"),
        UsageError::UnknownArg(a, hint, cmd) => {
            let hint = hint
                .as_ref()
                .map_or(String::new(), |h| format!(" (did you mean {h}?)"));
            format!("unknown option {a}{hint}; see {}", help_command(*cmd))
        }
        UsageError::TooLarge(flag, v, max) => {
            format!("{flag} {v}: too large; at most {max}")
        }
        UsageError::Requires(flag, needed) => format!("{flag} works only with {needed}"),
        UsageError::NoEffect(flag, with) => format!("{flag} has no effect with {with}"),
        UsageError::BadQuiz(v) => format!("--quiz {v}: unknown kind; allowed: all (or nothing)"),
        UsageError::BadFrom(v, FromProblem::NotANumber(t)) => format!(
            "--from {v}: \"{t}\" is not a column number; give the columns of rows 1..k, e.g. 1,5,8"
        ),
        UsageError::BadFrom(v, FromProblem::Placement(e)) => {
            format!(
                "--from {v}: {}",
                crate::problems::queens::words::words(Lang::En).placement_error(e)
            )
        }
        UsageError::UnknownCommand(c) => {
            format!("unknown command {c}; allowed: queens, maze, completions, man")
        }
        UsageError::BadShell(s) => {
            format!("completions {s}: unknown shell; allowed: bash, zsh, fish, elvish, powershell")
        }
        UsageError::Conflict(a, b) => format!("{a} cannot be used with {b}"),
        UsageError::MissingValue(a) => format!("{a} needs a value; see backtrack --help"),
        UsageError::Repeated(a) => format!("{a} can be given only once"),
        UsageError::NotATerminal(cmd) => format!(
            "the visualizer needs a terminal, but stdout is not one; to write to a pipe or a file use {}",
            headless_modes(*cmd, "or")
        ),
        UsageError::NoTerminal(cmd) => format!(
            "there is no terminal here to draw on; without one use {}",
            headless_modes(*cmd, "or")
        ),
        UsageError::Other(m) => m.clone(),
    }
}

fn chinese(e: &UsageError) -> String {
    let formats = names(&Format::ALL, Format::name);
    let algos = names(&Algo::ALL, Algo::name);
    match e {
        UsageError::BadN(v) => format!("-n {v}：N 必须是 1 到 32 之间的整数"),
        UsageError::BadSpeed(v) => {
            format!("--speed {v}：速度必须是 0.5 到 10000 之间的数（每秒步数），或 max")
        }
        UsageError::BadFormat(v) => format!("--print {v}：没有这种格式；可用：{formats}"),
        UsageError::BadTreeFormat(v) => format!("--tree {v}：没有这种格式；可用：text、dot、json"),
        UsageError::DigitsTooLarge(n) => format!(
            "--print digits 每行只写一个数字，只适用于 N <= 10（现在 -n {n}）；请改用 --print columns"
        ),
        UsageError::BadLimit(v) => format!("--limit {v}：K 必须是正整数"),
        UsageError::BadThreads(v) => format!("--threads {v}：线程数必须是 1 到 256 之间的整数"),
        UsageError::ThreadsWithoutCount => "--threads 只能与 --count 一起使用".into(),
        UsageError::UniqueWithoutOutput => "--unique 只能与 --print 或 --count 一起使用".into(),
        UsageError::JsonWithoutCount => "--json 只能与 --count 一起使用".into(),
        UsageError::LimitWithoutOutput => {
            "--limit 只能与 --print、--trace 或 --tree 一起使用".into()
        }
        UsageError::BadAlgo(v) => format!("{v}：没有这种算法；可用：{algos}"),
        UsageError::BadCompare(v) => {
            format!("--compare {v}：需要用逗号隔开的两种算法，例如 iterative,cells")
        }
        UsageError::BadOrder(v) => {
            format!("--order {v}：必须是 D R U L 四个字母的一种排列，例如 DRUL")
        }
        UsageError::BadCell(flag, v) => format!("{flag} {v}：格子写作 行,列，例如 6,5"),
        UsageError::BadMazeSize(v) => {
            format!("--random {v}：尺寸写作 行x列，每边至少 3，最多 1000000 格，例如 21x41")
        }
        UsageError::BadSeed(v) => format!("--seed {v}：种子必须是非负整数"),
        UsageError::OptionBeforeCommand(o, c) if *c == "queens" => {
            format!("{o} 要写在命令后面：backtrack queens {o} ...")
        }
        UsageError::OptionBeforeCommand(o, _) => format!(
            "{o} 是 N 皇后的选项：backtrack queens {o} ...；迷宫的选项见 backtrack maze --help"
        ),
        UsageError::BadLang(v) => format!("--lang {v}：可用的语言：en、zh"),
        UsageError::BadTheme(v) => format!("--theme {v}：可用的配色：dark、light、mono"),
        UsageError::UnknownArg(a, hint, cmd) => {
            let hint = hint
                .as_ref()
                .map_or(String::new(), |h| format!("（是不是 {h}？）"));
            format!("未知选项 {a}{hint}；请看 {}", help_command(*cmd))
        }
        UsageError::TooLarge(flag, v, max) => format!("{flag} {v}：太大；最多 {max}"),
        UsageError::Requires(flag, needed) => format!("{flag} 只能与 {needed} 一起使用"),
        UsageError::NoEffect(flag, with) => format!("{flag} 与 {with} 一起使用时没有作用"),
        UsageError::BadQuiz(v) => format!("--quiz {v}：未知的测验种类；可用：all（或不写）"),
        UsageError::BadFrom(v, FromProblem::NotANumber(t)) => {
            format!("--from {v}：“{t}”不是列号；请给出第 1..k 行的列号，如 1,5,8")
        }
        UsageError::BadFrom(v, FromProblem::Placement(e)) => {
            format!(
                "--from {v}：{}",
                crate::problems::queens::words::words(Lang::Zh).placement_error(e)
            )
        }
        UsageError::UnknownCommand(c) => {
            format!("未知命令 {c}；可用：queens、maze、completions、man")
        }
        UsageError::BadShell(s) => {
            format!("completions {s}：不认识这种 shell；可用：bash、zsh、fish、elvish、powershell")
        }
        UsageError::Conflict(a, b) => format!("{a} 不能与 {b} 一起使用"),
        UsageError::MissingValue(a) => format!("{a} 缺少取值；请看 backtrack --help"),
        UsageError::Repeated(a) => format!("{a} 只能给一次"),
        UsageError::NotATerminal(cmd) => format!(
            "演示界面需要终端，但标准输出不是终端；输出到管道或文件请用 {}",
            headless_modes(*cmd, "或")
        ),
        UsageError::NoTerminal(cmd) => format!(
            "这里没有可以显示界面的终端；没有终端时请用 {}",
            headless_modes(*cmd, "或")
        ),
        UsageError::Other(m) => m.clone(),
    }
}
