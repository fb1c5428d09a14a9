//! The maze in 简体中文.

use std::io;

use super::{MazeKeys, MazeText, MazeWords};
use crate::i18n::{KeyText, Vocabulary, group_digits};
use crate::problems::maze::engine::MAX_CELLS;
use crate::problems::maze::engine::parse::{MAX_BYTES, ParseError, PlaceError};
use crate::problems::maze::engine::source::{Endpoint, MazeFileError, Source};
use crate::problems::maze::engine::{Blocked, Dir, MazeEvent};

const fn key(short: &'static str, long: &'static str) -> KeyText {
    KeyText { short, long }
}

fn blocked(reason: Blocked) -> &'static str {
    match reason {
        Blocked::Wall => "是墙",
        Blocked::Visited => "已在路径上",
        Blocked::DeadEnd => "是已知死路",
    }
}
fn parse_error(file: &str, error: &ParseError) -> String {
    match error {
        ParseError::Empty => format!("{file}：文件是空的，没有迷宫"),
        ParseError::TooLarge { bytes } => {
            format!("{file}：文件有 {bytes} 字节；最多 10 MB（{MAX_BYTES} 字节）")
        }
        ParseError::TooManyCells { rows, cols } => format!(
            "{file}：{rows} 行 x {cols} 列 = {} 格；最多 {MAX_CELLS} 格",
            rows * cols
        ),
        ParseError::NotUtf8 { line, col } => format!("{file}:{line}:{col}：不是 UTF-8 文本"),
        ParseError::UnknownChar {
            line,
            col,
            found,
            numeric: true,
        } => format!(
            "{file}:{line}:{col}：无法识别的字符 {found:?}；数字格式只能用 0（通路）和 1（墙），以空格隔开"
        ),
        ParseError::UnknownChar {
            line,
            col,
            found,
            numeric: false,
        } => format!(
            "{file}:{line}:{col}：无法识别的字符 {found:?}；可用：#（墙）、. 或空格（通路）、S（起点）、G（终点）"
        ),
        ParseError::Ragged {
            line,
            col,
            found,
            expected,
        } => format!(
            "{file}:{line}:{col}：这一行在第 {found} 格结束，第一行有 {expected} 格；每行必须一样长"
        ),
        ParseError::BlankLine { line } => {
            format!("{file}:{line}：迷宫中间有空行；各行必须连在一起")
        }
        ParseError::Duplicate { line, col, found } => {
            format!("{file}:{line}:{col}：第二个 {found}；只能有一个")
        }
    }
}

/// The maze's Chinese words.
pub static TEXT: MazeText = MazeText {
    tree_title: "搜索树（格子）",
    tree_profile: "每层深度：尝试的格子 | 走不通",
    name: "迷宫",
    grid: "迷宫",
    path: "路径",
    entered: "走入",
    blocked: "受阻",
    dead_ends: "死路",
    path_length: "路径长度",
    order: "方向顺序",
    start: "起点",
    goal: "终点",
    size: "大小",
    legend: [
        "墙（1）",
        "通路（0）",
        "路径（2）",
        "死路（3）",
        "当前格",
        "起点",
        "终点",
        "刚发现走不通",
    ],
    editor: "编辑器",
    cursor: "光标",
    cell_kinds: ["墙", "通路", "起点", "终点"],
    refusals: [
        "外墙保留：路径不能走出迷宫",
        "起点和终点不能变成墙",
        "起点和终点只能放在通路上",
    ],
    edited: "（已修改）",
    keys: MazeKeys {
        run_to_goal: key("终点", "运行到终点 / 回到终点"),
        dead_end_jump: key("死路", "下一个 / 上一个死路"),
        enter_jump: key("走入", "下一个 / 上一个走入的格子"),
        quiz_direction: key("作答", "测验：搜索下一步走的方向"),
        quiz_dead_end: key("死路", "测验：没有方向可走，这一格是死路"),
        order: key("方向", "下一种 / 上一种方向顺序（重新开始；或输入 :order RDLU）"),
        random: key("随机", "生成新的随机迷宫"),
        numbers: key("", "显示地图数字（0 1 2 3）或格子"),
        edit: key("编辑", "编辑迷宫：墙、起点和终点"),
        wall: key("墙", "切换光标处的墙"),
        click_wall: key("", "切换鼠标处的墙"),
        endpoints: key("起点/终点", "把起点 / 终点放在这里"),
        done_editing: key("完成", "结束编辑，保留修改，重新开始搜索"),
        cancel_edit: key("取消", "结束编辑，迷宫恢复原样"),
        tree: key("解空间树", "走过的格子构成的搜索树，及每层统计"),
        export: key("导出", "把屏幕上的棋盘或迷宫存为 SVG 文件"),
        zoom: key("放大", "放大：棋盘或迷宫占满窗口"),
    },
    vocabulary: Vocabulary {
        solution: "终点",
        backtrack: "死路",
        place: "走入",
        numbered: false,
        at_level: |row| format!("第 {row} 行的"),
        passed: |percent| format!("已走入 {}% 的通路格", crate::i18n::percent(percent)),
    },
};

/// The maze's Chinese sentences.
pub struct Chinese;

impl MazeWords for Chinese {
    fn bad_order(&self, letters: &str) -> String {
        let letters = crate::i18n::notation::printable(&letters.to_uppercase()).into_owned();
        format!("order {letters}：须是 D R U L 四个字母的一种排列，例如 order RDLU")
    }

    fn blocked(&self, reason: Blocked) -> &'static str {
        blocked(reason)
    }

    fn event(&self, event: &MazeEvent, compact: bool) -> String {
        if compact {
            return match *event {
                MazeEvent::Enter { row, col } => format!("({row},{col}) 走入"),
                MazeEvent::Blocked { row, col, reason } => format!(
                    "({row},{col}) 不通：{}",
                    match reason {
                        Blocked::Wall => "墙",
                        Blocked::Visited => "在路径上",
                        Blocked::DeadEnd => "死路",
                    }
                ),
                MazeEvent::DeadEnd { row, col } => format!("({row},{col}) 死路，返回"),
                MazeEvent::Goal { row, col } => format!("到达终点 ({row},{col})"),
                MazeEvent::Done { reached, .. } => {
                    if reached { "完成：找到路径" } else { "完成：无路可达" }.to_string()
                }
            };
        }
        match *event {
            MazeEvent::Enter { row, col } => format!("({row},{col}) 走入：标记为 2"),
            MazeEvent::Blocked { row, col, reason } => {
                format!("({row},{col}) 走不通：{}", blocked(reason))
            }
            MazeEvent::DeadEnd { row, col } => format!("({row},{col}) 死路：标记为 3，返回"),
            MazeEvent::Goal { row, col } => format!("到达终点 ({row},{col})"),
            MazeEvent::Done {
                reached: true,
                steps,
            } => format!("完成：{} 步找到路径", group_digits(steps)),
            MazeEvent::Done {
                reached: false,
                steps,
            } => format!("完成：终点无法到达（{} 步）", group_digits(steps)),
        }
    }

    fn title(&self, source: &Source) -> String {
        match source {
            Source::Seed => "参考 003 的地图".to_string(),
            Source::File(path) => path.file_name().map_or_else(
                || path.display().to_string(),
                |f| f.to_string_lossy().into_owned(),
            ),
            Source::BuiltIn(name) => (*name).to_string(),
            Source::Random { seed, .. } => format!("随机迷宫，种子 {seed}"),
        }
    }

    fn source(&self, source: &Source) -> String {
        match source {
            Source::Seed => "参考 003 的地图".to_string(),
            Source::File(path) => path.display().to_string(),
            Source::BuiltIn(name) => format!("内置迷宫 {name}"),
            Source::Random { rows, cols, seed } => format!("随机迷宫 {rows}x{cols} 种子 {seed}"),
        }
    }

    fn file_error(&self, file: &str, error: &MazeFileError) -> String {
        match error {
            MazeFileError::Read(err)
                if err.kind() == io::ErrorKind::NotFound && !file.contains(['/', '\\']) =>
            {
                format!(
                    "{file}：没有这个文件，也没有这个名字的内置迷宫（内置：{}）",
                    super::built_in_names()
                )
            }
            MazeFileError::Read(err) => format!("{file}：无法读取：{err}"),
            MazeFileError::NotAFile => {
                format!("{file}：不是普通文件（是文件夹、FIFO 或设备）；请给出迷宫文件")
            }
            MazeFileError::Parse(p) => parse_error(file, p),
            MazeFileError::Place {
                at,
                what,
                cell: (r, c),
                problem,
                rows,
                cols,
            } => {
                let what = match what {
                    Endpoint::Start => "起点",
                    Endpoint::Goal => "终点",
                };
                match problem {
                    PlaceError::Outside => format!(
                        "{file}：{what} ({r},{c}) 在 {rows}x{cols} 的迷宫之外；行 0 到 {}，列 0 到 {}",
                        rows - 1,
                        cols - 1
                    ),
                    PlaceError::OnWall => {
                        let place = at.map_or(String::new(), |(l, c)| format!(":{l}:{c}"));
                        format!("{file}{place}：{what} ({r},{c}) 在墙上；请选通路格")
                    }
                }
            }
        }
    }

    fn unreachable(&self, start: (usize, usize), goal: (usize, usize)) -> String {
        format!(
            "从 ({},{}) 无法到达终点 ({},{})：走过的格子都标记为 3",
            start.0, start.1, goal.0, goal.1
        )
    }

    fn quiz_direction_question(&self, cell: &str) -> String {
        format!("从 {cell} 出发：下一步往哪个方向？")
    }

    fn quiz_dead_end(&self) -> &'static str {
        "没有（死路）"
    }

    fn direction(&self, d: Dir) -> &'static str {
        match d {
            Dir::Down => "下",
            Dir::Right => "右",
            Dir::Up => "上",
            Dir::Left => "左",
        }
    }

    fn quiz_blocked(&self, direction: Dir, why: Blocked) -> String {
        format!("{}：{}", self.direction(direction), blocked(why))
    }
}
