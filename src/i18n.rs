//! Every string the user sees, in English and Simplified Chinese.
//!
//! Static strings live in one [`Text`] table per language; messages with values in them are
//! methods on [`Lang`]. Board notation (file letters, rank numbers) is here too, since the log
//! and the board must agree on it. Chinese characters are two columns wide: layout code measures
//! with `unicode-width`, never with `len()`.

use crate::cli::UsageError;
use crate::engine::maze::parse::{ParseError, PlaceError};
use crate::engine::maze::source::{Endpoint, MazeFileError};
use crate::engine::maze::{Blocked, MazeEvent};
use crate::engine::queens::{Algo, Line, QueensEvent};
use crate::output::Format;

/// The language of the interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Simplified Chinese (简体中文).
    Zh,
}

impl Lang {
    /// The language chosen by the locale variables, in POSIX precedence: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`; a value starting with `zh` means Chinese.
    pub fn from_env() -> Lang {
        let var = |name| std::env::var(name).ok();
        Lang::from_locale(var("LC_ALL"), var("LC_MESSAGES"), var("LANG"))
    }

    /// The language for the given locale values (the first non-empty one decides).
    pub fn from_locale(
        lc_all: Option<String>,
        lc_messages: Option<String>,
        lang: Option<String>,
    ) -> Lang {
        let chosen = [lc_all, lc_messages, lang]
            .into_iter()
            .flatten()
            .find(|v| !v.is_empty());
        match chosen {
            Some(v) if v.to_ascii_lowercase().starts_with("zh") => Lang::Zh,
            _ => Lang::En,
        }
    }

    /// Parses a `--lang` value.
    pub fn parse(s: &str) -> Option<Lang> {
        match s {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::Zh),
            _ => None,
        }
    }

    /// The fixed strings of this language.
    pub fn text(self) -> &'static Text {
        match self {
            Lang::En => &EN,
            Lang::Zh => &ZH,
        }
    }
}

/// One key binding as listed by the key bar and the help overlay.
#[derive(Debug, Clone, Copy)]
pub struct KeyHelp {
    /// The key(s), as printed on the keyboard.
    pub keys: &'static str,
    /// Short description for the key bar.
    pub short: &'static str,
    /// Full description for the help overlay.
    pub long: &'static str,
}

/// The fixed strings of one language.
#[derive(Debug)]
pub struct Text {
    /// Name of the N-Queens puzzle.
    pub queens: &'static str,
    /// Name of the iterative algorithm (seed 001).
    pub algo_iterative: &'static str,
    /// Name of the recursive algorithm (seeds 000, 003).
    pub algo_recursive: &'static str,
    /// Name of the boolean-array algorithm (seeds 002, 004).
    pub algo_arrays: &'static str,
    /// Name of the cell-by-cell algorithm (seed 002, second program).
    pub algo_cells: &'static str,
    /// Title of the recursive call-frame panel.
    pub frames: &'static str,
    /// Title of the arrays panel.
    pub arrays: &'static str,
    /// Arrays panel: the entries the last step tested.
    pub tested: &'static str,
    /// Arrays panel: the entries the last step set.
    pub set: &'static str,
    /// Arrays panel: the entries the last step cleared.
    pub cleared: &'static str,
    /// Counter label: search-tree nodes visited.
    pub nodes: &'static str,
    /// Counter label: checks made.
    pub checks: &'static str,
    /// Counter label: skips (cells).
    pub skips: &'static str,
    /// Title of the board panel.
    pub board: &'static str,
    /// Title of the stack panel.
    pub stack: &'static str,
    /// Title of the counters panel.
    pub counters: &'static str,
    /// Title of the event log.
    pub log: &'static str,
    /// Title of the help overlay.
    pub help: &'static str,
    /// Footer of the help overlay.
    pub help_close: &'static str,
    /// Counter label: steps.
    pub step: &'static str,
    /// Counter label: places.
    pub places: &'static str,
    /// Counter label: conflicts.
    pub conflicts: &'static str,
    /// Counter label: backtracks.
    pub backtracks: &'static str,
    /// Counter label: solutions.
    pub solutions: &'static str,
    /// Counter label: speed.
    pub speed: &'static str,
    /// Counter label: state.
    pub state: &'static str,
    /// Counter label: attacked squares on/off.
    pub attacked: &'static str,
    /// State: playing.
    pub playing: &'static str,
    /// State: paused.
    pub paused: &'static str,
    /// State: running to a target (next solution, end).
    pub running: &'static str,
    /// State: the search is exhausted.
    pub done: &'static str,
    /// Speed "max".
    pub max: &'static str,
    /// Unit after a speed number.
    pub per_second: &'static str,
    /// "on" for toggles.
    pub on: &'static str,
    /// "off" for toggles.
    pub off: &'static str,
    /// Shown in the stack panel while the stack is empty.
    pub stack_empty: &'static str,
    /// Shown in the log before the first step.
    pub log_empty: &'static str,
    /// Every key, in the order the help overlay lists them.
    pub keys: &'static [KeyHelp],
    /// Help legend: the green square.
    pub legend_placed: &'static str,
    /// Help legend: the red square.
    pub legend_conflict: &'static str,
    /// Help legend: the orange square.
    pub legend_attacker: &'static str,
    /// Help legend: the yellow squares.
    pub legend_path: &'static str,
    /// Help legend: the shaded squares.
    pub legend_attacked: &'static str,
    /// Help legend: the marked row.
    pub legend_abandoned: &'static str,
    /// Help legend: the gold squares.
    pub legend_solution: &'static str,
    /// Help legend: a cell skipped by the cell-by-cell search.
    pub legend_skipped: &'static str,
    /// Progress bar: what is being counted.
    pub subproblems: &'static str,
    /// Progress bar: estimated time left.
    pub eta: &'static str,
    /// Name of the maze puzzle.
    pub maze: &'static str,
    /// Maze: title of the grid panel.
    pub maze_grid: &'static str,
    /// Maze: title of the path (stack) panel.
    pub maze_path: &'static str,
    /// Maze counter: cells entered.
    pub maze_entered: &'static str,
    /// Maze counter: neighbours found blocked.
    pub maze_blocked: &'static str,
    /// Maze counter: dead ends.
    pub maze_dead_ends: &'static str,
    /// Maze counter: length of the current path.
    pub maze_path_length: &'static str,
    /// Maze counter: the direction order.
    pub maze_order: &'static str,
    /// Maze counter: the start cell.
    pub maze_start: &'static str,
    /// Maze counter: the goal cell.
    pub maze_goal: &'static str,
    /// Maze counter: rows x columns.
    pub maze_size: &'static str,
    /// State: editing the maze.
    pub editing: &'static str,
    /// The seed's built-in map.
    pub maze_seed_map: &'static str,
    /// Maze keys, in the order the help overlay lists them.
    pub maze_keys: &'static [KeyHelp],
    /// Maze editor keys, for the key bar while editing.
    pub maze_edit_keys: &'static [KeyHelp],
    /// Maze legend: wall, open, path, dead end, current, start, goal, blocked.
    pub maze_legend: [&'static str; 8],
    /// `--help`: what `maze` is.
    pub cli_maze: &'static str,
    /// `--help`: what the program is.
    pub cli_about: &'static str,
    /// `--help`: what `queens` is.
    pub cli_queens: &'static str,
    /// `--help`: the usage heading.
    pub cli_usage: &'static str,
    /// `--help`: the options heading.
    pub cli_options: &'static str,
    /// `--help`: the commands heading.
    pub cli_commands: &'static str,
    /// `--help`: examples after the options.
    pub cli_examples: &'static str,
}

/// The English strings.
pub static EN: Text = Text {
    queens: "N-Queens",
    algo_iterative: "iterative (seed 001)",
    algo_recursive: "recursive (seeds 000, 003)",
    algo_arrays: "arrays (seeds 002, 004)",
    algo_cells: "cells (seed 002)",
    frames: "calls",
    arrays: "arrays",
    tested: "test",
    set: "set",
    cleared: "clear",
    nodes: "nodes",
    checks: "checks",
    skips: "skips",
    board: "board",
    stack: "stack X[k]",
    counters: "counters",
    log: "events, newest first",
    help: "keys",
    help_close: "? or Esc closes this help",
    step: "step",
    places: "places",
    conflicts: "conflicts",
    backtracks: "backtracks",
    solutions: "solutions",
    speed: "speed",
    state: "state",
    attacked: "attacked",
    playing: "playing",
    paused: "paused",
    running: "running",
    done: "done",
    max: "max",
    per_second: "/s",
    on: "on",
    off: "off",
    stack_empty: "(empty)",
    log_empty: "press Space to play, Right to step",
    keys: &[
        KeyHelp {
            keys: "Space",
            short: "play/pause",
            long: "play or pause",
        },
        KeyHelp {
            keys: "Right l",
            short: "step",
            long: "one step forward",
        },
        KeyHelp {
            keys: "Left h",
            short: "back",
            long: "one step back (rewind)",
        },
        KeyHelp {
            keys: "+ -",
            short: "speed",
            long: "faster / slower (0.5/s to max)",
        },
        KeyHelp {
            keys: "[ ]",
            short: "N",
            long: "smaller / larger board (restarts)",
        },
        KeyHelp {
            keys: "n",
            short: "next sol.",
            long: "run to the next solution, pause",
        },
        KeyHelp {
            keys: "Home",
            short: "",
            long: "back to step 0",
        },
        KeyHelp {
            keys: "End",
            short: "",
            long: "run to the end of the search",
        },
        KeyHelp {
            keys: "r",
            short: "",
            long: "restart (forget the history)",
        },
        KeyHelp {
            keys: "a",
            short: "",
            long: "show / hide attacked squares",
        },
        KeyHelp {
            keys: "Tab",
            short: "algo",
            long: "next algorithm (restarts)",
        },
        KeyHelp {
            keys: "c",
            short: "compare",
            long: "compare with the next algorithm",
        },
        KeyHelp {
            keys: "S-Tab",
            short: "",
            long: "next algorithm on the right",
        },
        KeyHelp {
            keys: "?",
            short: "help",
            long: "this help",
        },
        KeyHelp {
            keys: "q Esc",
            short: "quit",
            long: "quit (also Ctrl-C)",
        },
    ],
    legend_placed: "candidate placed",
    legend_conflict: "candidate attacked",
    legend_attacker: "the attacking queen",
    legend_path: "line of attack",
    legend_attacked: "attacked squares (a)",
    legend_abandoned: "row given up, queen off",
    legend_solution: "a solution",
    legend_skipped: "cell skipped (cells)",
    subproblems: "subproblems",
    eta: "left",
    maze: "maze",
    maze_grid: "maze",
    maze_path: "path",
    maze_entered: "entered",
    maze_blocked: "blocked",
    maze_dead_ends: "dead ends",
    maze_path_length: "path length",
    maze_order: "order",
    maze_start: "start",
    maze_goal: "goal",
    maze_size: "size",
    editing: "editing",
    maze_seed_map: "seed 003's map",
    maze_keys: &[
        KeyHelp {
            keys: "Space",
            short: "play/pause",
            long: "play or pause",
        },
        KeyHelp {
            keys: "Right l",
            short: "step",
            long: "one step forward",
        },
        KeyHelp {
            keys: "Left h",
            short: "back",
            long: "one step back (rewind)",
        },
        KeyHelp {
            keys: "+ -",
            short: "speed",
            long: "faster / slower (0.5/s to max)",
        },
        KeyHelp {
            keys: "n",
            short: "",
            long: "run until the goal is reached",
        },
        KeyHelp {
            keys: "Home End",
            short: "",
            long: "back to step 0 / run to the end",
        },
        KeyHelp {
            keys: "o",
            short: "order",
            long: "next direction order (restarts)",
        },
        KeyHelp {
            keys: "g",
            short: "random",
            long: "a new random maze",
        },
        KeyHelp {
            keys: "m",
            short: "",
            long: "show the map's numbers (0 1 2 3) or cells",
        },
        KeyHelp {
            keys: "e",
            short: "edit",
            long: "edit the maze (e or Esc ends editing)",
        },
        KeyHelp {
            keys: "arrows",
            short: "",
            long: "editing: move the cursor",
        },
        KeyHelp {
            keys: "Enter",
            short: "",
            long: "editing: toggle the wall under the cursor",
        },
        KeyHelp {
            keys: "click",
            short: "",
            long: "editing: toggle the wall under the mouse",
        },
        KeyHelp {
            keys: "s t",
            short: "",
            long: "editing: put the start / the goal here",
        },
        KeyHelp {
            keys: "r",
            short: "",
            long: "restart (forget the history)",
        },
        KeyHelp {
            keys: "?",
            short: "help",
            long: "this help",
        },
        KeyHelp {
            keys: "q Esc",
            short: "quit",
            long: "quit (also Ctrl-C)",
        },
    ],
    maze_edit_keys: &[
        KeyHelp {
            keys: "arrows",
            short: "move",
            long: "",
        },
        KeyHelp {
            keys: "Enter",
            short: "wall",
            long: "",
        },
        KeyHelp {
            keys: "s",
            short: "start",
            long: "",
        },
        KeyHelp {
            keys: "t",
            short: "goal",
            long: "",
        },
        KeyHelp {
            keys: "e Esc",
            short: "done",
            long: "",
        },
        KeyHelp {
            keys: "q",
            short: "quit",
            long: "",
        },
    ],
    maze_legend: [
        "wall (1)",
        "open (0)",
        "path (2)",
        "dead end (3)",
        "current cell",
        "start",
        "goal",
        "just found blocked",
    ],
    cli_maze: "maze path-finding by backtracking (seed 003)",
    cli_about: "Watch backtracking search step by step: N-Queens in the terminal, or headless.",
    cli_queens: "N-Queens (the default puzzle)",
    cli_usage: "Usage:",
    cli_options: "Options",
    cli_commands: "Commands",
    cli_examples: "Examples:
  backtrack                          the visualizer, 8 queens, 5 steps/s
  backtrack queens -n 6 --paused     start paused on a 6x6 board
  backtrack queens -n 8 --print columns1 --limit 3
  backtrack queens -n 12 --count
  backtrack queens -n 4 --trace | head
  backtrack queens -n 6 --compare iterative,cells
  backtrack maze                     seed 003's maze; see backtrack maze --help",
};

/// The Simplified Chinese strings.
pub static ZH: Text = Text {
    queens: "N 皇后",
    algo_iterative: "迭代法（001）",
    algo_recursive: "递归法（000、003）",
    algo_arrays: "数组法（002、004）",
    algo_cells: "逐格法（002）",
    frames: "调用栈",
    arrays: "数组",
    tested: "检查",
    set: "置真",
    cleared: "清除",
    nodes: "结点",
    checks: "比较",
    skips: "跳过",
    board: "棋盘",
    stack: "栈 X[k]",
    counters: "计数",
    log: "事件（最新在上）",
    help: "按键",
    help_close: "按 ? 或 Esc 关闭帮助",
    step: "步数",
    places: "放置",
    conflicts: "冲突",
    backtracks: "回溯",
    solutions: "解",
    speed: "速度",
    state: "状态",
    attacked: "攻击格",
    playing: "播放中",
    paused: "已暂停",
    running: "运行中",
    done: "已完成",
    max: "最快",
    per_second: " 步/秒",
    on: "开",
    off: "关",
    stack_empty: "（空）",
    log_empty: "按空格播放，按 Right 单步",
    keys: &[
        KeyHelp {
            keys: "Space",
            short: "播放/暂停",
            long: "播放或暂停",
        },
        KeyHelp {
            keys: "Right l",
            short: "单步",
            long: "前进一步",
        },
        KeyHelp {
            keys: "Left h",
            short: "后退",
            long: "后退一步（回放）",
        },
        KeyHelp {
            keys: "+ -",
            short: "速度",
            long: "加快 / 减慢（0.5 步/秒到最快）",
        },
        KeyHelp {
            keys: "[ ]",
            short: "N",
            long: "缩小 / 放大棋盘（重新开始）",
        },
        KeyHelp {
            keys: "n",
            short: "下个解",
            long: "运行到下一个解并暂停",
        },
        KeyHelp {
            keys: "Home",
            short: "",
            long: "回到第 0 步",
        },
        KeyHelp {
            keys: "End",
            short: "",
            long: "一直运行到搜索结束",
        },
        KeyHelp {
            keys: "r",
            short: "",
            long: "重新开始（清除历史）",
        },
        KeyHelp {
            keys: "a",
            short: "",
            long: "显示 / 隐藏被攻击的格子",
        },
        KeyHelp {
            keys: "Tab",
            short: "算法",
            long: "换下一种算法（重新开始）",
        },
        KeyHelp {
            keys: "c",
            short: "对比",
            long: "与下一种算法并排对比",
        },
        KeyHelp {
            keys: "S-Tab",
            short: "",
            long: "换右边的算法（对比时）",
        },
        KeyHelp {
            keys: "?",
            short: "帮助",
            long: "本帮助",
        },
        KeyHelp {
            keys: "q Esc",
            short: "退出",
            long: "退出（也可按 Ctrl-C）",
        },
    ],
    legend_placed: "候选格放下皇后",
    legend_conflict: "候选格受攻击",
    legend_attacker: "攻击它的皇后",
    legend_path: "两者之间的攻击线",
    legend_attacked: "被攻击的格子（a）",
    legend_abandoned: "放弃的行、拿走的皇后",
    legend_solution: "一个解",
    legend_skipped: "跳过的格子（逐格法）",
    subproblems: "个子问题",
    eta: "剩余",
    maze: "迷宫",
    maze_grid: "迷宫",
    maze_path: "路径",
    maze_entered: "走入",
    maze_blocked: "受阻",
    maze_dead_ends: "死路",
    maze_path_length: "路径长",
    maze_order: "方向顺序",
    maze_start: "起点",
    maze_goal: "终点",
    maze_size: "大小",
    editing: "编辑中",
    maze_seed_map: "参考 003 的地图",
    maze_keys: &[
        KeyHelp {
            keys: "Space",
            short: "播放/暂停",
            long: "播放或暂停",
        },
        KeyHelp {
            keys: "Right l",
            short: "单步",
            long: "前进一步",
        },
        KeyHelp {
            keys: "Left h",
            short: "后退",
            long: "后退一步（回放）",
        },
        KeyHelp {
            keys: "+ -",
            short: "速度",
            long: "加快 / 减慢（0.5 步/秒到最快）",
        },
        KeyHelp {
            keys: "n",
            short: "",
            long: "一直运行到找到终点",
        },
        KeyHelp {
            keys: "Home End",
            short: "",
            long: "回到第 0 步 / 运行到结束",
        },
        KeyHelp {
            keys: "o",
            short: "方向",
            long: "换下一种方向顺序（重新开始）",
        },
        KeyHelp {
            keys: "g",
            short: "随机",
            long: "生成新的随机迷宫",
        },
        KeyHelp {
            keys: "m",
            short: "",
            long: "显示地图数字（0 1 2 3）或格子",
        },
        KeyHelp {
            keys: "e",
            short: "编辑",
            long: "编辑迷宫（按 e 或 Esc 结束）",
        },
        KeyHelp {
            keys: "arrows",
            short: "",
            long: "编辑时：移动光标",
        },
        KeyHelp {
            keys: "Enter",
            short: "",
            long: "编辑时：切换光标处的墙",
        },
        KeyHelp {
            keys: "click",
            short: "",
            long: "编辑时：切换鼠标处的墙",
        },
        KeyHelp {
            keys: "s t",
            short: "",
            long: "编辑时：把起点 / 终点放在这里",
        },
        KeyHelp {
            keys: "r",
            short: "",
            long: "重新开始（清除历史）",
        },
        KeyHelp {
            keys: "?",
            short: "帮助",
            long: "本帮助",
        },
        KeyHelp {
            keys: "q Esc",
            short: "退出",
            long: "退出（也可按 Ctrl-C）",
        },
    ],
    maze_edit_keys: &[
        KeyHelp {
            keys: "arrows",
            short: "移动",
            long: "",
        },
        KeyHelp {
            keys: "Enter",
            short: "墙",
            long: "",
        },
        KeyHelp {
            keys: "s",
            short: "起点",
            long: "",
        },
        KeyHelp {
            keys: "t",
            short: "终点",
            long: "",
        },
        KeyHelp {
            keys: "e Esc",
            short: "完成",
            long: "",
        },
        KeyHelp {
            keys: "q",
            short: "退出",
            long: "",
        },
    ],
    maze_legend: [
        "墙（1）",
        "通路（0）",
        "路径（2）",
        "死路（3）",
        "当前格",
        "起点",
        "终点",
        "刚发现走不通",
    ],
    cli_maze: "用回溯法走迷宫（参考 003）",
    cli_about: "一步一步观看回溯搜索：在终端里演示 N 皇后，或不带界面输出结果。",
    cli_queens: "N 皇后（默认题目）",
    cli_usage: "用法:",
    cli_options: "选项",
    cli_commands: "命令",
    cli_examples: "示例：
  backtrack                          演示界面，8 皇后，每秒 5 步
  backtrack queens -n 6 --paused     6x6 棋盘，启动时暂停
  backtrack queens -n 8 --print columns1 --limit 3
  backtrack queens -n 12 --count
  backtrack queens -n 4 --trace | head
  backtrack queens -n 6 --compare iterative,cells
  backtrack maze                     参考 003 的迷宫；见 backtrack maze --help",
};

/// The file label of a 0-based column: `a`..`z`, then `A`..`F` for columns 27 to 32, so every
/// label is one character and fits over the narrowest square.
pub fn file_label(col: usize) -> String {
    let letter = if col < 26 {
        b'a' + col as u8
    } else {
        b'A' + (col - 26) as u8
    };
    (letter as char).to_string()
}

/// The rank label of a 0-based row: rows are numbered from 1 at the top, as the seeds print them.
pub fn rank_label(row: usize) -> String {
    (row + 1).to_string()
}

/// The name of a square, file then rank: (1, 0) is `a2`.
pub fn square(row: usize, col: usize) -> String {
    format!("{}{}", file_label(col), rank_label(row))
}

/// A count that may be astronomically large: exact with grouped digits below 10^15, else
/// two significant digits and a power of ten, `1.5e48`. `exact` is the value if it fitted in
/// 128 bits; `log10` its decimal logarithm.
pub fn big_number(exact: Option<u128>, log10: f64) -> String {
    match exact {
        Some(v) if v < 1_000_000_000_000_000 => group_digits(v as u64),
        _ => {
            let mut exponent = log10.floor();
            let mut mantissa = 10f64.powf(log10 - exponent);
            if (mantissa * 10.0).round() >= 100.0 {
                mantissa /= 10.0;
                exponent += 1.0;
            }
            format!("{mantissa:.1}e{exponent}")
        }
    }
}

/// Groups the digits of a count in threes with thin spaces, e.g. `1 234 567`.
pub fn group_digits(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(' ');
        }
        out.push(ch);
    }
    out
}

impl Lang {
    /// The name of a line of attack.
    pub fn line(self, line: Line) -> &'static str {
        match (self, line) {
            (Lang::En, Line::Row) => "row",
            (Lang::En, Line::Column) => "column",
            (Lang::En, Line::Diagonal) => "diagonal",
            (Lang::En, Line::AntiDiagonal) => "anti-diagonal",
            (Lang::Zh, Line::Row) => "同行",
            (Lang::Zh, Line::Column) => "同列",
            (Lang::Zh, Line::Diagonal) => "主对角线",
            (Lang::Zh, Line::AntiDiagonal) => "副对角线",
        }
    }

    /// One event of the N-Queens log, in words.
    pub fn queens_event(self, event: &QueensEvent) -> String {
        let rc = |row: u8, col: u8| match self {
            Lang::En => format!(
                "row {}, col {}",
                rank_label(row as usize),
                file_label(col as usize)
            ),
            Lang::Zh => format!(
                "第 {} 行 {} 列",
                rank_label(row as usize),
                file_label(col as usize)
            ),
        };
        match (self, *event) {
            (Lang::En, QueensEvent::Place { row, col }) => {
                format!("{}: queen placed", rc(row, col))
            }
            (Lang::Zh, QueensEvent::Place { row, col }) => format!("{}：放下皇后", rc(row, col)),
            (
                _,
                QueensEvent::Conflict {
                    row,
                    col,
                    by_row,
                    by_col,
                    line,
                },
            ) => {
                let by = square(by_row as usize, by_col as usize);
                match self {
                    Lang::En => format!(
                        "{}: attacked by the queen at {by} ({})",
                        rc(row, col),
                        self.line(line)
                    ),
                    Lang::Zh => format!(
                        "{}：被 {by} 的皇后攻击（{}）",
                        rc(row, col),
                        self.line(line)
                    ),
                }
            }
            (_, QueensEvent::Solution { index, cols }) => {
                let cols: Vec<String> = cols
                    .as_slice()
                    .iter()
                    .map(|c| (c + 1).to_string())
                    .collect();
                match self {
                    Lang::En => format!("solution {index}: {}", cols.join(" ")),
                    Lang::Zh => format!("第 {index} 个解：{}", cols.join(" ")),
                }
            }
            (Lang::En, QueensEvent::Backtrack { row: 0 }) => {
                "row 1: no column left, the search is over".to_string()
            }
            (Lang::Zh, QueensEvent::Backtrack { row: 0 }) => {
                "第 1 行：没有列可试，搜索结束".to_string()
            }
            (Lang::En, QueensEvent::Backtrack { row }) => format!(
                "row {}: no column left, back to row {}",
                rank_label(row as usize),
                rank_label(row as usize - 1)
            ),
            (Lang::Zh, QueensEvent::Backtrack { row }) => format!(
                "第 {} 行：没有列可试，回到第 {} 行",
                rank_label(row as usize),
                rank_label(row as usize - 1)
            ),
            (Lang::En, QueensEvent::Call { row }) => format!("put({row}) is called"),
            (Lang::Zh, QueensEvent::Call { row }) => format!("调用 put({row})"),
            (Lang::En, QueensEvent::Return { row }) => format!("put({row}) returns"),
            (Lang::Zh, QueensEvent::Return { row }) => format!("put({row}) 返回"),
            (Lang::En, QueensEvent::Skip { row, col }) => {
                format!("{}: skipped, no queen here", rc(row, col))
            }
            (Lang::Zh, QueensEvent::Skip { row, col }) => {
                format!("{}：跳过，不放皇后", rc(row, col))
            }
            (Lang::En, QueensEvent::Unplace { row, col }) => {
                format!("{}: queen taken off", rc(row, col))
            }
            (Lang::Zh, QueensEvent::Unplace { row, col }) => format!("{}：拿走皇后", rc(row, col)),
            (Lang::En, QueensEvent::Done { solutions, steps }) => format!(
                "done: {} solution{} in {} steps",
                group_digits(solutions),
                if solutions == 1 { "" } else { "s" },
                group_digits(steps)
            ),
            (Lang::Zh, QueensEvent::Done { solutions, steps }) => format!(
                "完成：共 {} 个解，{} 步",
                group_digits(solutions),
                group_digits(steps)
            ),
        }
    }

    /// The `--help` text of the option with clap id `id` of `puzzle` (`queens` or `maze`).
    pub fn arg_help(self, puzzle: &str, id: &str) -> String {
        match (self, puzzle, id) {
            (Lang::En, "maze", "print") => {
                return "print the solved map as seed 003's showMap: 0 open, 1 wall, 2 path, 3 dead end".into();
            }
            (Lang::Zh, "maze", "print") => {
                return "像参考 003 的 showMap 一样输出走完的地图：0 通路，1 墙，2 路径，3 死路"
                    .into();
            }
            (Lang::En, "maze", "limit") => return "with --trace: at most K events".into(),
            (Lang::Zh, "maze", "limit") => return "配合 --trace：最多 K 个事件".into(),
            (Lang::En, "maze", "stats") => {
                return "run the search to the end and print cells entered, dead ends, path length and steps".into();
            }
            (Lang::Zh, "maze", "stats") => {
                return "把搜索运行到结束，输出走入格数、死路数、路径长度和步数".into();
            }
            (Lang::En, "maze", "ascii") => return "draw cells with ASCII letters only".into(),
            (Lang::Zh, "maze", "ascii") => return "只用 ASCII 字母画格子".into(),
            _ => {}
        }
        let formats: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
        let formats = formats.join(", ");
        let algos: Vec<&str> = Algo::ALL.iter().map(|a| a.name()).collect();
        let algos = algos.join(", ");
        match (self, id) {
            (Lang::En, "n") => "board size N, 1 to 32 [default: 8]".into(),
            (Lang::En, "algo") => format!("the search to run: {algos} [default: iterative]"),
            (Lang::En, "compare") => "two algorithms side by side, e.g. iterative,cells".into(),
            (Lang::En, "speed") => "steps per second, 0.5 to 10000, or max [default: 5]".into(),
            (Lang::En, "paused") => "start paused".into(),
            (Lang::En, "ascii") => "draw queens as Q instead of ♛".into(),
            (Lang::En, "print") => {
                format!("print the solutions instead of showing them: {formats}")
            }
            (Lang::En, "limit") => {
                "with --print: at most K solutions; with --trace: at most K events".into()
            }
            (Lang::En, "count") => {
                "print the number of solutions (after them, with --print)".into()
            }
            (Lang::En, "trace") => "print every event as one JSON object per line".into(),
            (Lang::En, "threads") => "with --count: threads to use [default: all cores]".into(),
            (Lang::En, "stats") => "run the step engine to the end and print its counters".into(),
            (Lang::En, "file") => "a maze: rows of 0 and 1 separated by spaces, or of # . S G [default: seed 003's map]".into(),
            (Lang::En, "order") => "the order directions are tried: any order of D R U L [default: DRUL]".into(),
            (Lang::En, "start") => "start cell ROW,COLUMN from 0 [default: S, else 1,1]".into(),
            (Lang::En, "goal") => "goal cell ROW,COLUMN from 0 [default: G, else rows-2,cols-2]".into(),
            (Lang::En, "random") => "a random maze of ROWSxCOLUMNS instead of a file, e.g. 21x41".into(),
            (Lang::En, "seed") => "with --random: the seed; the same seed gives the same maze [default: 1]".into(),
            (Lang::En, "lang") => {
                "interface language: en or zh [default: from LC_ALL, LC_MESSAGES, LANG]".into()
            }
            (Lang::En, "help") => "print this help".into(),
            (Lang::En, "version") => "print the version".into(),
            (Lang::Zh, "n") => "棋盘大小 N，1 到 32 [默认：8]".into(),
            (Lang::Zh, "algo") => format!("使用的算法：{algos} [默认：iterative]"),
            (Lang::Zh, "compare") => "两种算法并排对比，例如 iterative,cells".into(),
            (Lang::Zh, "speed") => "每秒步数，0.5 到 10000，或 max [默认：5]".into(),
            (Lang::Zh, "paused") => "启动时暂停".into(),
            (Lang::Zh, "ascii") => "用 Q 代替 ♛ 表示皇后".into(),
            (Lang::Zh, "print") => format!("不显示界面，直接输出所有解：{formats}"),
            (Lang::Zh, "limit") => "配合 --print：最多 K 个解；配合 --trace：最多 K 个事件".into(),
            (Lang::Zh, "count") => "输出解的个数（配合 --print 时在解之后输出）".into(),
            (Lang::Zh, "trace") => "每个事件输出一行 JSON".into(),
            (Lang::Zh, "threads") => "配合 --count：使用的线程数 [默认：全部核心]".into(),
            (Lang::Zh, "stats") => "把步进引擎运行到结束，输出计数".into(),
            (Lang::Zh, "file") => "迷宫文件：空格隔开的 0 和 1，或 # . S G [默认：参考 003 的地图]".into(),
            (Lang::Zh, "order") => "尝试方向的顺序：D R U L 的任意排列 [默认：DRUL]".into(),
            (Lang::Zh, "start") => "起点 行,列，从 0 数 [默认：S，否则 1,1]".into(),
            (Lang::Zh, "goal") => "终点 行,列，从 0 数 [默认：G，否则 行数-2,列数-2]".into(),
            (Lang::Zh, "random") => "不读文件，生成 行x列 的随机迷宫，例如 21x41".into(),
            (Lang::Zh, "seed") => "配合 --random：随机种子，相同种子得到相同迷宫 [默认：1]".into(),
            (Lang::Zh, "lang") => {
                "界面语言：en 或 zh [默认：取自 LC_ALL、LC_MESSAGES、LANG]".into()
            }
            (Lang::Zh, "help") => "显示本帮助".into(),
            (Lang::Zh, "version") => "显示版本".into(),
            _ => String::new(),
        }
    }

    /// One line saying what was wrong with the command line and what is allowed.
    pub fn usage_error(self, e: &UsageError) -> String {
        let formats: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
        let formats = formats.join(", ");
        let algos: Vec<&str> = Algo::ALL.iter().map(|a| a.name()).collect();
        let algos = algos.join(", ");
        let zh = self == Lang::Zh;
        match e {
            UsageError::BadN(v) if zh => format!("-n {v}：N 必须是 1 到 32 之间的整数"),
            UsageError::BadN(v) => format!("-n {v}: N must be a whole number from 1 to 32"),
            UsageError::BadSpeed(v) if zh => {
                format!("--speed {v}：速度必须是 0.5 到 10000 之间的数（每秒步数），或 max")
            }
            UsageError::BadSpeed(v) => format!(
                "--speed {v}: the speed must be a number of steps per second from 0.5 to 10000, or max"
            ),
            UsageError::BadFormat(v) if zh => format!("--print {v}：没有这种格式；可用：{formats}"),
            UsageError::BadFormat(v) => format!("--print {v}: unknown format; allowed: {formats}"),
            UsageError::DigitsTooLarge(n) if zh => format!(
                "--print digits 每行只写一个数字，只适用于 N <= 10（现在 -n {n}）；请改用 --print columns"
            ),
            UsageError::DigitsTooLarge(n) => format!(
                "--print digits writes one digit per row, so it needs N <= 10 (got -n {n}); use --print columns"
            ),
            UsageError::BadLimit(v) if zh => format!("--limit {v}：K 必须是正整数"),
            UsageError::BadLimit(v) => format!("--limit {v}: K must be a whole number of at least 1"),
            UsageError::BadThreads(v) if zh => format!("--threads {v}：线程数必须是 1 到 256 之间的整数"),
            UsageError::BadThreads(v) => {
                format!("--threads {v}: the number of threads must be a whole number from 1 to 256")
            }
            UsageError::ThreadsWithoutCount if zh => "--threads 只能与 --count 一起使用".into(),
            UsageError::ThreadsWithoutCount => "--threads works only with --count".into(),
            UsageError::LimitWithoutOutput if zh => "--limit 只能与 --print 或 --trace 一起使用".into(),
            UsageError::LimitWithoutOutput => "--limit works only with --print or --trace".into(),
            UsageError::BadAlgo(v) if zh => format!("{v}：没有这种算法；可用：{algos}"),
            UsageError::BadAlgo(v) => format!("{v}: unknown algorithm; allowed: {algos}"),
            UsageError::BadCompare(v) if zh => {
                format!("--compare {v}：需要用逗号隔开的两种算法，例如 iterative,cells")
            }
            UsageError::BadCompare(v) => format!(
                "--compare {v}: give two algorithms separated by a comma, e.g. iterative,cells"
            ),
            UsageError::BadOrder(v) if zh => {
                format!("--order {v}：必须是 D R U L 四个字母的一种排列，例如 DRUL")
            }
            UsageError::BadOrder(v) => format!(
                "--order {v}: give the four letters D R U L in any order, e.g. DRUL (down right up left)"
            ),
            UsageError::BadCell(flag, v) if zh => format!("{flag} {v}：格子写作 行,列，例如 6,5"),
            UsageError::BadCell(flag, v) => {
                format!("{flag} {v}: a cell is ROW,COLUMN counted from 0, e.g. 6,5")
            }
            UsageError::BadMazeSize(v) if zh => {
                format!("--random {v}：大小写作 行x列，每边至少 3，最多 1000000 格，例如 21x41")
            }
            UsageError::BadMazeSize(v) => format!(
                "--random {v}: the size is ROWSxCOLUMNS, each at least 3, at most 1,000,000 cells, e.g. 21x41"
            ),
            UsageError::BadSeed(v) if zh => format!("--seed {v}：种子必须是非负整数"),
            UsageError::BadSeed(v) => format!("--seed {v}: the seed must be a whole number from 0"),
            UsageError::OptionBeforeCommand(o, c) if zh && *c == "queens" => {
                format!("{o} 要写在命令后面：backtrack queens {o} ...")
            }
            UsageError::OptionBeforeCommand(o, _) if zh => {
                format!("{o} 是 N 皇后的选项：backtrack queens {o} ...；迷宫的选项见 backtrack maze --help")
            }
            UsageError::OptionBeforeCommand(o, c) if *c == "queens" => {
                format!("{o} goes after the command: backtrack queens {o} ...")
            }
            UsageError::OptionBeforeCommand(o, _) => format!(
                "{o} is an N-Queens option: backtrack queens {o} ...; see backtrack maze --help for the maze's"
            ),
            UsageError::BadLang(v) if zh => format!("--lang {v}：可用的语言：en、zh"),
            UsageError::BadLang(v) => format!("--lang {v}: allowed languages: en, zh"),
            UsageError::UnknownArg(a, hint) => {
                let hint = match (self, hint) {
                    (_, None) => String::new(),
                    (Lang::En, Some(h)) => format!(" (did you mean {h}?)"),
                    (Lang::Zh, Some(h)) => format!("（是不是 {h}？）"),
                };
                match self {
                    Lang::En => format!("unknown option {a}{hint}; see backtrack --help"),
                    Lang::Zh => format!("未知选项 {a}{hint}；请看 backtrack --help"),
                }
            }
            UsageError::UnknownCommand(c) if zh => format!("未知命令 {c}；可用：queens、maze"),
            UsageError::UnknownCommand(c) => format!("unknown command {c}; allowed: queens, maze"),
            UsageError::Conflict(a, b) if zh => format!("{a} 不能与 {b} 一起使用"),
            UsageError::Conflict(a, b) => format!("{a} cannot be used with {b}"),
            UsageError::MissingValue(a) if zh => format!("{a} 缺少取值；请看 backtrack --help"),
            UsageError::MissingValue(a) => format!("{a} needs a value; see backtrack --help"),
            UsageError::Repeated(a) if zh => format!("{a} 只能给一次"),
            UsageError::Repeated(a) => format!("{a} can be given only once"),
            UsageError::NotATerminal if zh => {
                "演示界面需要终端，但标准输出不是终端；输出到管道或文件请用 --print、--count 或 --trace".into()
            }
            UsageError::NotATerminal => "the visualizer needs a terminal, but stdout is not one; \
                to write to a pipe or a file use --print, --count or --trace"
                .into(),
            UsageError::Other(m) => m.clone(),
        }
    }

    /// One event of the maze log, in words. Cells are `(row,col)`, 0-based, as the seed writes
    /// them.
    pub fn maze_event(self, event: &MazeEvent) -> String {
        let reason = |r: Blocked| match (self, r) {
            (Lang::En, Blocked::Wall) => "a wall",
            (Lang::En, Blocked::Visited) => "already on the path",
            (Lang::En, Blocked::DeadEnd) => "a known dead end",
            (Lang::Zh, Blocked::Wall) => "是墙",
            (Lang::Zh, Blocked::Visited) => "已在路径上",
            (Lang::Zh, Blocked::DeadEnd) => "是已知死路",
        };
        match (self, *event) {
            (Lang::En, MazeEvent::Enter { row, col }) => format!("({row},{col}) entered: marked 2"),
            (Lang::Zh, MazeEvent::Enter { row, col }) => format!("（{row},{col}）走入：标记为 2"),
            (
                Lang::En,
                MazeEvent::Blocked {
                    row,
                    col,
                    reason: r,
                },
            ) => {
                format!("({row},{col}) blocked: {}", reason(r))
            }
            (
                Lang::Zh,
                MazeEvent::Blocked {
                    row,
                    col,
                    reason: r,
                },
            ) => {
                format!("（{row},{col}）走不通：{}", reason(r))
            }
            (Lang::En, MazeEvent::DeadEnd { row, col }) => {
                format!("({row},{col}) dead end: marked 3, go back")
            }
            (Lang::Zh, MazeEvent::DeadEnd { row, col }) => {
                format!("（{row},{col}）死路：标记为 3，返回")
            }
            (Lang::En, MazeEvent::Goal { row, col }) => format!("goal ({row},{col}) reached"),
            (Lang::Zh, MazeEvent::Goal { row, col }) => format!("到达终点（{row},{col}）"),
            (
                Lang::En,
                MazeEvent::Done {
                    reached: true,
                    steps,
                },
            ) => {
                format!("done: the path is found in {} steps", group_digits(steps))
            }
            (
                Lang::Zh,
                MazeEvent::Done {
                    reached: true,
                    steps,
                },
            ) => {
                format!("完成：{} 步找到路径", group_digits(steps))
            }
            (
                Lang::En,
                MazeEvent::Done {
                    reached: false,
                    steps,
                },
            ) => {
                format!(
                    "done: the goal cannot be reached ({} steps)",
                    group_digits(steps)
                )
            }
            (
                Lang::Zh,
                MazeEvent::Done {
                    reached: false,
                    steps,
                },
            ) => {
                format!("完成：终点无法到达（{} 步）", group_digits(steps))
            }
        }
    }

    /// Stderr note when `--print` finds no path.
    pub fn maze_unreachable(self, start: (usize, usize), goal: (usize, usize)) -> String {
        match self {
            Lang::En => format!(
                "the goal ({},{}) cannot be reached from ({},{}): every explored cell is marked 3",
                goal.0, goal.1, start.0, start.1
            ),
            Lang::Zh => format!(
                "从（{},{}）无法到达终点（{},{}）：走过的格子都标记为 3",
                start.0, start.1, goal.0, goal.1
            ),
        }
    }

    /// One line for a maze file that cannot be used, naming the file, line and column.
    pub fn maze_file_error(self, file: &str, e: &MazeFileError) -> String {
        let zh = self == Lang::Zh;
        match e {
            MazeFileError::Read(err) if zh => format!("{file}：无法读取：{err}"),
            MazeFileError::Read(err) => format!("{file}: cannot read: {err}"),
            MazeFileError::Parse(p) => match p {
                ParseError::Empty if zh => format!("{file}：文件是空的，没有迷宫"),
                ParseError::Empty => format!("{file}: the file is empty: no maze in it"),
                ParseError::TooLarge { bytes } if zh => {
                    format!("{file}：文件有 {bytes} 字节，最多 10 MB")
                }
                ParseError::TooLarge { bytes } => {
                    format!("{file}: {bytes} bytes is too large; at most 10 MB")
                }
                ParseError::TooManyCells { rows, cols } if zh => {
                    format!("{file}：迷宫超过 1000000 格（读到第 {rows} 行，每行 {cols} 格）")
                }
                ParseError::TooManyCells { rows, cols } => {
                    format!("{file}: more than 1,000,000 cells (row {rows} of {cols} cells each)")
                }
                ParseError::NotUtf8 { line, col } if zh => {
                    format!("{file}:{line}:{col}：不是 UTF-8 文本")
                }
                ParseError::NotUtf8 { line, col } => {
                    format!("{file}:{line}:{col}: not UTF-8 text")
                }
                ParseError::UnknownChar { line, col, found } if zh => format!(
                    "{file}:{line}:{col}：无法识别的字符 {found:?}；可用：0 1（空格隔开）或 # . S G"
                ),
                ParseError::UnknownChar { line, col, found } => format!(
                    "{file}:{line}:{col}: unknown character {found:?}; allowed: 0 1 (separated by spaces) or # . S G"
                ),
                ParseError::Ragged {
                    line,
                    found,
                    expected,
                } if zh => format!(
                    "{file}:{line}：这一行有 {found} 格，第一行有 {expected} 格；每行必须一样长"
                ),
                ParseError::Ragged {
                    line,
                    found,
                    expected,
                } => format!(
                    "{file}:{line}: this row has {found} cells but the first has {expected}; rows must be the same length"
                ),
                ParseError::Duplicate { line, col, found } if zh => {
                    format!("{file}:{line}:{col}：第二个 {found}；只能有一个")
                }
                ParseError::Duplicate { line, col, found } => {
                    format!("{file}:{line}:{col}: a second {found}; there can be only one")
                }
            },
            MazeFileError::Place {
                at,
                what,
                cell,
                problem,
                rows,
                cols,
            } => {
                let place = at.map_or(String::new(), |(l, c)| format!(":{l}:{c}"));
                let (r, c) = *cell;
                let what = match (self, what) {
                    (Lang::En, Endpoint::Start) => "the start",
                    (Lang::En, Endpoint::Goal) => "the goal",
                    (Lang::Zh, Endpoint::Start) => "起点",
                    (Lang::Zh, Endpoint::Goal) => "终点",
                };
                match (self, problem) {
                    (Lang::En, PlaceError::Outside) => format!(
                        "{file}: {what} ({r},{c}) is outside the {rows}x{cols} grid; rows are 0 to {}, columns 0 to {}",
                        rows - 1,
                        cols - 1
                    ),
                    (Lang::Zh, PlaceError::Outside) => format!(
                        "{file}：{what}（{r},{c}）在 {rows}x{cols} 的迷宫之外；行 0 到 {}，列 0 到 {}",
                        rows - 1,
                        cols - 1
                    ),
                    (Lang::En, PlaceError::OnWall) => {
                        format!("{file}{place}: {what} ({r},{c}) is on a wall; choose an open cell")
                    }
                    (Lang::Zh, PlaceError::OnWall) => {
                        format!("{file}{place}：{what}（{r},{c}）在墙上；请选通路格")
                    }
                }
            }
        }
    }

    /// The name of an algorithm with the seeds it comes from.
    pub fn algo(self, algo: Algo) -> &'static str {
        let t = self.text();
        match algo {
            Algo::Iterative => t.algo_iterative,
            Algo::Recursive => t.algo_recursive,
            Algo::Arrays => t.algo_arrays,
            Algo::Cells => t.algo_cells,
        }
    }

    /// The title of the maze's code panel.
    pub fn maze_code_title(self) -> String {
        match self {
            Lang::En => "code (seed 003)".into(),
            Lang::Zh => "代码（参考 003）".into(),
        }
    }

    /// The title of the code panel: where the code comes from.
    pub fn code_title(self, algo: Algo) -> String {
        let seeds = match algo {
            Algo::Iterative => "001",
            Algo::Recursive => "000, 003",
            Algo::Arrays => "002, 004",
            Algo::Cells => "002",
        };
        match (self, algo) {
            (Lang::En, Algo::Iterative | Algo::Cells) => format!("code (seed {seeds})"),
            (Lang::En, _) => format!("code (seeds {seeds})"),
            (Lang::Zh, _) => format!("代码（参考 {}）", seeds.replace(", ", "、")),
        }
    }

    /// The last line of a list cut short: how many more there are.
    pub fn more(self, hidden: usize) -> String {
        match self {
            Lang::En => format!(" +{hidden} more"),
            Lang::Zh => format!(" 还有 {hidden} 个"),
        }
    }

    /// One line for a failure to read or write.
    pub fn io_error(self, e: &std::io::Error) -> String {
        if e.kind() == std::io::ErrorKind::Interrupted {
            return match self {
                Lang::En => "interrupted".into(),
                Lang::Zh => "已中断".into(),
            };
        }
        match self {
            Lang::En => format!("input/output error: {e}"),
            Lang::Zh => format!("输入输出错误：{e}"),
        }
    }

    /// One event of the N-Queens log in fewer words, for narrow windows.
    pub fn queens_event_compact(self, event: &QueensEvent) -> String {
        let sq = |row: u8, col: u8| square(row as usize, col as usize);
        match (self, *event) {
            (Lang::En, QueensEvent::Place { row, col }) => format!("{} placed", sq(row, col)),
            (Lang::Zh, QueensEvent::Place { row, col }) => format!("{} 放下皇后", sq(row, col)),
            (
                Lang::En,
                QueensEvent::Conflict {
                    row,
                    col,
                    by_row,
                    by_col,
                    line,
                },
            ) => format!(
                "{} attacked by {} ({})",
                sq(row, col),
                sq(by_row, by_col),
                self.line(line)
            ),
            (
                Lang::Zh,
                QueensEvent::Conflict {
                    row,
                    col,
                    by_row,
                    by_col,
                    line,
                },
            ) => format!(
                "{} 被 {} 攻击（{}）",
                sq(row, col),
                sq(by_row, by_col),
                self.line(line)
            ),
            (Lang::En, QueensEvent::Backtrack { row }) => {
                format!("row {} exhausted: backtrack", rank_label(row as usize))
            }
            (Lang::En, QueensEvent::Skip { row, col }) => format!("{} skipped", sq(row, col)),
            (Lang::Zh, QueensEvent::Skip { row, col }) => format!("{} 跳过", sq(row, col)),
            (Lang::En, QueensEvent::Unplace { row, col }) => format!("{} taken off", sq(row, col)),
            (Lang::Zh, QueensEvent::Unplace { row, col }) => format!("{} 拿走", sq(row, col)),
            (Lang::Zh, QueensEvent::Backtrack { row }) => {
                format!("第 {} 行试完：回溯", rank_label(row as usize))
            }
            _ => self.queens_event(event),
        }
    }

    /// Shown instead of the screen when the window is too small.
    pub fn too_small(self, need_w: u16, need_h: u16, have_w: u16, have_h: u16) -> String {
        match self {
            Lang::En => format!(
                "enlarge the window to at least {need_w} x {need_h} (now {have_w} x {have_h})"
            ),
            Lang::Zh => {
                format!("请把窗口放大到至少 {need_w} x {need_h}（当前 {have_w} x {have_h}）")
            }
        }
    }

    /// A speed for display: `5/s`, `0.5/s`, `max`.
    pub fn speed(self, steps_per_second: Option<f64>) -> String {
        match steps_per_second {
            None => self.text().max.to_string(),
            Some(s) if s.fract() == 0.0 => format!("{}{}", s as u64, self.text().per_second),
            Some(s) => format!("{s}{}", self.text().per_second),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::queens::Cols;
    use rstest::rstest;
    use unicode_width::UnicodeWidthStr;

    #[rstest]
    #[case(Some("zh_CN.UTF-8"), None, None, Lang::Zh)]
    #[case(None, Some("zh_TW"), Some("en_US.UTF-8"), Lang::Zh)]
    #[case(Some("en_US.UTF-8"), Some("zh_CN"), Some("zh_CN"), Lang::En)]
    #[case(Some(""), None, Some("zh_CN.UTF-8"), Lang::Zh)]
    #[case(None, None, Some("C.UTF-8"), Lang::En)]
    #[case(None, None, None, Lang::En)]
    fn language_from_locale(
        #[case] all: Option<&str>,
        #[case] messages: Option<&str>,
        #[case] lang: Option<&str>,
        #[case] expected: Lang,
    ) {
        let s = |v: Option<&str>| v.map(str::to_string);
        assert_eq!(Lang::from_locale(s(all), s(messages), s(lang)), expected);
    }

    #[rstest]
    #[case(0, "a")]
    #[case(7, "h")]
    #[case(25, "z")]
    #[case(26, "A")]
    #[case(31, "F")]
    fn file_labels(#[case] col: usize, #[case] label: &str) {
        assert_eq!(file_label(col), label);
    }

    /// The issue's example: f4 attacked along the diagonal by the queen on b2.
    const F4_BY_B2: QueensEvent = QueensEvent::Conflict {
        row: 3,
        col: 5,
        by_row: 1,
        by_col: 1,
        line: Line::Diagonal,
    };

    #[test]
    fn the_issue_example_log_line() {
        let e = F4_BY_B2;
        assert_eq!(
            Lang::En.queens_event(&e),
            "row 4, col f: attacked by the queen at b2 (diagonal)"
        );
        assert_eq!(
            Lang::Zh.queens_event(&e),
            "第 4 行 f 列：被 b2 的皇后攻击（主对角线）"
        );
    }

    #[test]
    fn compact_log_lines_are_shorter() {
        let e = F4_BY_B2;
        assert_eq!(
            Lang::En.queens_event_compact(&e),
            "f4 attacked by b2 (diagonal)"
        );
        assert_eq!(
            Lang::Zh.queens_event_compact(&e),
            "f4 被 b2 攻击（主对角线）"
        );
        for lang in [Lang::En, Lang::Zh] {
            for e in [
                e,
                QueensEvent::Place { row: 0, col: 0 },
                QueensEvent::Backtrack { row: 4 },
            ] {
                assert!(lang.queens_event_compact(&e).width() < lang.queens_event(&e).width());
            }
        }
    }

    #[test]
    fn solutions_are_logged_one_based_like_seed_001() {
        let e = QueensEvent::Solution {
            index: 1,
            cols: Cols::from_slice(&[0, 4, 7, 5, 2, 6, 1, 3]),
        };
        assert_eq!(Lang::En.queens_event(&e), "solution 1: 1 5 8 6 3 7 2 4");
    }

    #[test]
    fn digit_grouping() {
        assert_eq!(group_digits(0), "0");
        assert_eq!(group_digits(999), "999");
        assert_eq!(group_digits(1234), "1 234");
        assert_eq!(group_digits(17778), "17 778");
        assert_eq!(group_digits(1_234_567), "1 234 567");
    }

    #[test]
    fn both_languages_list_the_same_keys() {
        assert_eq!(EN.keys.len(), ZH.keys.len());
        for (e, z) in EN.keys.iter().zip(ZH.keys) {
            assert_eq!(e.keys, z.keys);
            assert_eq!(e.short.is_empty(), z.short.is_empty());
        }
    }

    #[test]
    fn chinese_widths_are_measured_in_columns() {
        assert_eq!(ZH.conflicts.width(), 4);
        assert_eq!(ZH.conflicts.chars().count(), 2);
    }
}
