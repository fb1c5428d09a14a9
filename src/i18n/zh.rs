//! 简体中文.

use std::io;

use super::{
    KeyNames, KeyText, KeyTexts, PromptProblem, Symmetry, Text, Words, file_label, group_digits,
    rank_label, square,
};
use crate::engine::{Landmark, LandmarkKind};
use crate::problems::maze::engine::MAX_CELLS;
use crate::problems::maze::engine::parse::{MAX_BYTES, ParseError, PlaceError};
use crate::problems::maze::engine::source::{Endpoint, MazeFileError, Source};
use crate::problems::maze::engine::{Blocked, Dir, MazeEvent};
use crate::problems::queens::engine::placement::PlacementError;
use crate::problems::queens::engine::{Algo, Line, QueensEvent};

const fn key(short: &'static str, long: &'static str) -> KeyText {
    KeyText { short, long }
}

/// The Chinese words.
pub static TEXT: Text = Text {
    queens: "N 皇后",
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
    browser: "解列表",
    editor: "亲手摆放的皇后",
    asking: "请作答",
    editing_prefix: "编辑时：",
    browsing_prefix: "解列表中：",
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
    editing: "编辑中",
    max: "最快",
    per_second: " 步/秒",
    on: "开",
    off: "关",
    crash: "内部错误",
    stack_empty: "（空）",
    log_empty: "按空格键播放，按右方向键单步",
    brute_force: "若穷举，要试：",
    tree_title: "解空间树",
    tree_nodes: "结点",
    tree_pruned: "剪枝",
    tree_profile: "每行：访问结点 | 剪枝",
    tree_root: "根",
    tree_choices: ["不放", "放"],
    maze_tree_title: "搜索树（格子）",
    maze_tree_profile: "每层深度：尝试的格子 | 走不通",
    keys: KeyTexts {
        play: key("播放/暂停", "播放或暂停"),
        step: key("单步", "前进一步"),
        back: key("回退", "回退一步"),
        speed: key("速度", "加快 / 减慢（0.5 步/秒到最快）"),
        board_size: key("N", "缩小 / 放大棋盘（重新开始）"),
        next_solution: key("解", "下一个 / 上一个解"),
        run_to_goal: key("终点", "运行到终点 / 回到终点"),
        backtrack_jump: key("回溯", "下一次 / 上一次回溯"),
        dead_end_jump: key("死路", "下一个 / 上一个死路"),
        place_jump: key("放置", "下一次 / 上一次放置"),
        enter_jump: key("走入", "下一个 / 上一个走入的格子"),
        prompt: key(
            "跳转",
            "跳到某步、#K 第 K 个解、stop 设停点（Enter 执行，Esc 取消）",
        ),
        prompt_go: key("执行", "执行"),
        prompt_cancel: key("取消", "关闭输入行"),
        tree: key("解空间树", "解空间树与每行剪枝"),
        export: key("导出", "把屏幕上的棋盘或迷宫存为 SVG 文件"),
        solutions: key("解列表", "已找到的解，按对称类分组"),
        browse_choose: key("选择", "选一个解（PgUp PgDn Home End）"),
        browse_class: key("类", "上一类 / 下一类"),
        browse_go: key("跳转", "跳到找到它的那一步"),
        browse_click: key("", "点按选中；点已选中的解则跳过去"),
        browse_close: key("关闭", "关闭解列表"),
        quiz: key("测验", "预测下一步：带计分的测验"),
        quiz_column: key("作答", "测验：列的字母，或 . 表示没有（这一行失败）"),
        quiz_direction: key("作答", "测验：搜索下一步走的方向"),
        quiz_dead_end: key("死路", "测验：没有方向可走，这一格是死路"),
        quiz_click: key("", "测验：点按一个格子，以它的列作答"),
        quiz_leave: key("离开", "离开测验（给出得分）"),
        place_by_hand: key("摆放", "亲手摆放皇后，再从那里开始搜索"),
        toggle_queen: key("皇后", "在该格放上或拿走皇后"),
        click_queen: key("", "点按放上或拿走皇后"),
        clear_board: key("清空", "拿走所有皇后"),
        run_from_hand: key("运行", "从摆好的皇后开始搜索"),
        cancel_edit: key("取消", "离开编辑，不做改动"),
        scrub: key("", "点按键上方的进度条：跳到那里"),
        first_last: key("", "回到第 0 步 / 运行到结束"),
        order: key("方向", "换下一种方向顺序（重新开始）"),
        random: key("随机", "生成新的随机迷宫"),
        numbers: key("", "显示地图数字（0 1 2 3）或格子"),
        edit: key("编辑", "编辑迷宫（按 e 或 Esc 结束）"),
        cursor: key("移动", "移动光标"),
        wall: key("墙", "切换光标处的墙"),
        click_wall: key("", "切换鼠标处的墙"),
        endpoints: key("起点/终点", "把起点 / 终点放在这里"),
        done_editing: key("完成", "结束编辑，重新开始搜索"),
        restart: key("", "重新开始（清除历史）"),
        theme: key("", "切换配色：深色、浅色、单色"),
        zoom: key("放大", "放大：棋盘或迷宫占满窗口"),
        attacked: key("", "显示 / 隐藏被攻击的格子"),
        next_algo: key("算法", "换下一种算法（重新开始）"),
        compare: key("对比", "与下一种算法并排对比"),
        next_algo_right: key("", "换右边的算法（对比时）"),
        help: key("帮助", "本帮助"),
        scroll_help: key("滚动", "滚动帮助"),
        close_help: key("关闭", "关闭帮助"),
        quit: key("退出", "随时退出（也可按 Ctrl-C）；Esc 只关闭"),
    },
    key_names: KeyNames {
        arrows: "方向键",
        click: "鼠标点击",
    },
    queens_legend: [
        "候选格放下皇后",
        "候选格受攻击",
        "攻击它的皇后",
        "两者之间的攻击线",
        "被攻击的格子（a）",
        "本行试完：回到上一行",
        "拿走的皇后",
        "跳过的格子（逐格法）",
        "一个解",
    ],
    eta: "剩余",
    maze: "迷宫",
    recording: "● 录制中",
    maze_grid: "迷宫",
    maze_path: "路径",
    maze_entered: "走入",
    maze_blocked: "受阻",
    maze_dead_ends: "死路",
    maze_path_length: "路径长度",
    maze_order: "方向顺序",
    maze_start: "起点",
    maze_goal: "终点",
    maze_size: "大小",
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
};

/// The Chinese sentences.
pub struct Chinese;

/// `第 4 行 f 列`.
fn row_col(row: u8, col: u8) -> String {
    format!(
        "第 {} 行 {} 列",
        rank_label(row as usize),
        file_label(col as usize)
    )
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

impl Words for Chinese {
    fn line(&self, line: Line) -> &'static str {
        match line {
            Line::Row => "同行",
            Line::Column => "同列",
            Line::Diagonal => "主对角线",
            Line::AntiDiagonal => "副对角线",
        }
    }

    fn algo(&self, algo: Algo) -> String {
        let name = match algo {
            Algo::Iterative => "迭代法",
            Algo::Recursive => "递归法",
            Algo::Arrays => "数组法",
            Algo::Cells => "逐格法",
        };
        format!("{name}（{}）", algo.seeds().join("、"))
    }

    fn code_title(&self, seeds: &[&str]) -> String {
        format!("代码（参考 {}）", seeds.join("、"))
    }

    fn queens_event(&self, event: &QueensEvent) -> String {
        match *event {
            QueensEvent::Place { row, col } => format!("{}：放下皇后", row_col(row, col)),
            QueensEvent::Conflict {
                row,
                col,
                by_row,
                by_col,
                line,
            } => format!(
                "{}：被 {} 的皇后攻击（{}）",
                row_col(row, col),
                square(by_row as usize, by_col as usize),
                self.line(line)
            ),
            QueensEvent::Solution { index, cols } => {
                let cols: Vec<String> = cols
                    .as_slice()
                    .iter()
                    .map(|c| (c + 1).to_string())
                    .collect();
                format!("第 {index} 个解：{}", cols.join(" "))
            }
            QueensEvent::Backtrack { row: 0 } => "第 1 行：没有列可试，搜索结束".to_string(),
            QueensEvent::Backtrack { row } => format!(
                "第 {} 行：没有列可试，回到第 {} 行",
                rank_label(row as usize),
                rank_label(row as usize - 1)
            ),
            QueensEvent::Call { row } => format!("调用 put({row})"),
            QueensEvent::Return { row } => format!("put({row}) 返回"),
            QueensEvent::Skip { row, col } => format!("{}：跳过，不放皇后", row_col(row, col)),
            QueensEvent::Unplace { row, col } => format!("{}：拿走皇后", row_col(row, col)),
            QueensEvent::Done { solutions, steps } => format!(
                "完成：共 {} 个解，{} 步",
                group_digits(solutions),
                group_digits(steps)
            ),
        }
    }

    fn queens_event_compact(&self, event: &QueensEvent) -> String {
        let sq = |row: u8, col: u8| square(row as usize, col as usize);
        match *event {
            QueensEvent::Place { row, col } => format!("{} 放下皇后", sq(row, col)),
            QueensEvent::Conflict {
                row,
                col,
                by_row,
                by_col,
                line,
            } => format!(
                "{} 被 {} 攻击（{}）",
                sq(row, col),
                sq(by_row, by_col),
                self.line(line)
            ),
            QueensEvent::Backtrack { row } => {
                format!("第 {} 行试完：回溯", rank_label(row as usize))
            }
            QueensEvent::Skip { row, col } => format!("{} 跳过", sq(row, col)),
            QueensEvent::Unplace { row, col } => format!("{} 拿走", sq(row, col)),
            QueensEvent::Solution { .. }
            | QueensEvent::Call { .. }
            | QueensEvent::Return { .. }
            | QueensEvent::Done { .. } => self.queens_event(event),
        }
    }

    fn maze_event(&self, event: &MazeEvent) -> String {
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

    fn maze_title(&self, source: &Source) -> String {
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

    fn maze_source(&self, source: &Source) -> String {
        match source {
            Source::Seed => "参考 003 的地图".to_string(),
            Source::File(path) => path.display().to_string(),
            Source::BuiltIn(name) => format!("内置迷宫 {name}"),
            Source::Random { rows, cols, seed } => format!("随机迷宫 {rows}x{cols} 种子 {seed}"),
        }
    }

    fn maze_file_error(&self, file: &str, error: &MazeFileError) -> String {
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

    fn maze_unreachable(&self, start: (usize, usize), goal: (usize, usize)) -> String {
        format!(
            "从 ({},{}) 无法到达终点 ({},{})：走过的格子都标记为 3",
            start.0, start.1, goal.0, goal.1
        )
    }

    fn count_in_all(&self, count: u64) -> String {
        format!("共 {count} 个")
    }

    fn more(&self, hidden: usize) -> String {
        format!(" 还有 {hidden} 个")
    }

    fn too_small(&self, (need_w, need_h): (u16, u16), (have_w, have_h): (u16, u16)) -> String {
        match (have_w < need_w, have_h < need_h) {
            (true, false) => format!("请把窗口加宽到至少 {need_w} 列（当前 {have_w} 列）"),
            (false, true) => format!("请把窗口加高到至少 {need_h} 行（当前 {have_h} 行）"),
            _ => format!("请把窗口放大到至少 {need_w} x {need_h}（当前 {have_w} x {have_h}）"),
        }
    }

    fn too_large(&self, (have_w, have_h): (u16, u16), (max_w, max_h): (u16, u16)) -> String {
        format!("窗口太大（{have_w} x {have_h}）：最多 {max_w} x {max_h}")
    }

    fn io_error(&self, error: &io::Error) -> String {
        if error.kind() == io::ErrorKind::Interrupted {
            return "已中断".into();
        }
        format!("输入输出错误：{error}")
    }

    fn landmark(&self, kind: LandmarkKind, maze: bool) -> &'static str {
        match (kind, maze) {
            (LandmarkKind::Solution, false) => "解",
            (LandmarkKind::Backtrack, false) => "回溯",
            (LandmarkKind::Place, false) => "放置",
            (LandmarkKind::Solution, true) => "终点",
            (LandmarkKind::Backtrack, true) => "死路",
            (LandmarkKind::Place, true) => "走入",
        }
    }

    fn none_before(&self, kind: LandmarkKind, maze: bool) -> String {
        format!("这一步之前没有{}", self.landmark(kind, maze))
    }

    fn none_after(&self, kind: LandmarkKind, maze: bool) -> String {
        format!("这一步之后没有{}：搜索已结束", self.landmark(kind, maze))
    }

    fn no_solution(&self, k: u64, maze: bool) -> String {
        if maze {
            "走不到终点".into()
        } else {
            format!("没有第 {k} 个解：搜索已结束")
        }
    }

    fn stopped(&self, landmark: Landmark, maze: bool) -> String {
        let what = self.landmark(landmark.kind(), maze);
        match landmark {
            Landmark::Solution { index } if !maze => format!("停在第 {index} 个解"),
            _ => match landmark.row() {
                Some(row) => format!("停在第 {} 行的{what}", row + 1),
                None => format!("停在{what}"),
            },
        }
    }

    fn stops(&self, stops: &[String]) -> String {
        if stops.is_empty() {
            "没有停点".into()
        } else {
            format!("停点：{}", stops.join("，"))
        }
    }

    fn running(&self) -> String {
        "运行中……按任意键停止".into()
    }

    fn exported(&self, path: &str) -> String {
        format!("已保存 {path}")
    }

    fn export_failed(&self, path: &str, why: &str) -> String {
        format!("无法保存 {path}：{why}")
    }

    fn hand_queens(&self, squares: &[String]) -> String {
        if squares.is_empty() {
            "还没有皇后：按 Enter、空格或点按放一个".into()
        } else {
            format!("皇后：{}", squares.join(" "))
        }
    }

    fn completions(&self, count: Option<u64>) -> String {
        match count {
            None => "正在计算以这些皇后开头的解……".into(),
            Some(0) => "死路：没有解以此开头".into(),
            Some(k) => format!("有 {} 个解以这些皇后开头", group_digits(k)),
        }
    }

    fn cannot_run(&self, why: &str) -> String {
        format!("无法从这里开始：{why}")
    }

    fn quiz_column_question(&self, row: usize) -> String {
        format!("第 {} 行：下一个皇后放在哪一列？", rank_label(row))
    }

    fn quiz_direction_question(&self, cell: &str) -> String {
        format!("从 {cell} 出发：下一步往哪个方向？")
    }

    fn quiz_stand_question(&self, square: &str) -> String {
        format!("{square}：这里能放皇后吗？（y/n）")
    }

    fn quiz_attacker_question(&self, square: &str) -> String {
        format!("{square} 受到攻击：是哪个皇后？（按它的列）")
    }

    fn quiz_back_question(&self, row: usize) -> String {
        format!("第 {} 行已无列可试：回到哪一行？", rank_label(row))
    }

    fn quiz_stands(&self) -> &'static str {
        "能放（放置）"
    }

    fn quiz_attacked_answer(&self) -> &'static str {
        "受到攻击（冲突）"
    }

    fn quiz_queen_in(&self, file: &str) -> String {
        format!("{file} 列的皇后")
    }

    fn quiz_row(&self, row: usize) -> String {
        format!("第 {} 行", rank_label(row))
    }

    fn quiz_no_column(&self) -> &'static str {
        "没有（这一行失败）"
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

    fn quiz_attacked(&self, square: &str, by: &str) -> String {
        format!("{square} 被 {by} 攻击")
    }

    fn quiz_blocked(&self, direction: Dir, why: Blocked) -> String {
        format!("{}：{}", self.direction(direction), blocked(why))
    }

    fn quiz_right(&self, answer: &str) -> String {
        format!("答对了：{answer}")
    }

    fn quiz_wrong(&self, given: &str, expected: &str, reasons: &[String]) -> String {
        if reasons.is_empty() {
            format!("不是 {given}：是 {expected}")
        } else {
            format!(
                "不是 {given}：是 {expected}；排除了：{}",
                reasons.join("，")
            )
        }
    }

    fn quiz_score_short(&self, right: usize, asked: usize) -> String {
        format!("得分 {right}/{asked}")
    }

    fn quiz_score(&self, right: usize, asked: usize) -> String {
        format!("测验：{asked} 题答对 {right} 题")
    }

    fn hand_queen_moved(&self, square: &str) -> String {
        format!("移动手放的 {square}")
    }

    fn placement_error(&self, e: &PlacementError) -> String {
        match *e {
            PlacementError::TooMany { given, n } => {
                format!("{given} 个皇后，但只有 {n} 行：每行至多一个")
            }
            PlacementError::Column { row, col, n } => {
                format!("第 {} 行的列号 {col} 不在 1..{n} 之内", row + 1)
            }
            PlacementError::TwoInRow { row, cols } => format!(
                "第 {} 行有两个皇后（{} 和 {}）",
                row + 1,
                square(row, cols.0),
                square(row, cols.1)
            ),
            PlacementError::Gap { row } => format!(
                "第 {} 行是空的：请从上往下填满第 1..k 行，每行一个",
                row + 1
            ),
            PlacementError::Attack { a, b, line } => {
                let on = match line {
                    Line::Row => "同一行",
                    Line::Column => "同一列",
                    Line::Diagonal => "同一条主对角线",
                    Line::AntiDiagonal => "同一条副对角线",
                };
                format!(
                    "{} 和 {} 在{on}上互相攻击",
                    square(a.0, a.1),
                    square(b.0, b.1)
                )
            }
        }
    }

    fn solutions_title(
        &self,
        found: u64,
        classes: usize,
        done: bool,
        listed: Option<usize>,
    ) -> String {
        let (found, classes) = (group_digits(found), group_digits(classes as u64));
        match (listed, done) {
            (Some(listed), _) => format!(
                "已找到 {found} 个解；列出前 {} 个，分为 {classes} 类",
                group_digits(listed as u64)
            ),
            (None, true) => format!("共 {found} 个解，分为 {classes} 类"),
            (None, false) => format!("已找到 {found} 个解，分为 {classes} 类"),
        }
    }

    fn class_heading(
        &self,
        number: usize,
        size: usize,
        found: usize,
        fixed_by: &[Symmetry],
    ) -> String {
        let head = format!("第 {number} 类：共 {size} 个，已找到 {found} 个");
        match fixed_by.len() {
            0 => head,
            7 => format!("{head}，对称：任何旋转和翻转后都不变"),
            _ => {
                let names: Vec<&str> = fixed_by.iter().map(|&s| self.symmetry(s)).collect();
                format!("{head}，对称：{}后不变", names.join("或"))
            }
        }
    }

    fn symmetry(&self, s: Symmetry) -> &'static str {
        match s {
            Symmetry::Identity => "不变",
            Symmetry::Rotate90 => "旋转 90°",
            Symmetry::Rotate180 => "旋转 180°",
            Symmetry::Rotate270 => "旋转 270°",
            Symmetry::MirrorColumns => "左右翻转",
            Symmetry::MirrorRows => "上下翻转",
            Symmetry::Transpose => "沿主对角线翻转",
            Symmetry::AntiTranspose => "沿副对角线翻转",
        }
    }

    fn member_from(&self, s: Symmetry, first: Option<u64>) -> String {
        match (s, first) {
            (Symmetry::Identity, _) => "本类第一个".into(),
            (_, Some(first)) => format!("#{first} {}", self.symmetry(s)),
            (_, None) => self.symmetry(s).into(),
        }
    }

    fn found_at(&self, step: u64) -> String {
        format!("第 {} 步", group_digits(step))
    }

    fn no_solutions_yet(&self) -> String {
        "还没有找到解：继续播放，或按 n 运行到下一个解。".into()
    }

    fn record_failed(&self, path: &str, error: &io::Error) -> String {
        let why = match error.kind() {
            io::ErrorKind::NotFound => "所在的文件夹不存在".to_string(),
            io::ErrorKind::PermissionDenied => "没有权限".to_string(),
            _ => error.to_string(),
        };
        format!("--record {path}：无法创建文件：{why}")
    }

    fn prompt_error(&self, line: &str, problem: PromptProblem, maze: bool) -> String {
        let kinds = if maze {
            "dead_end、goal、enter"
        } else {
            "backtrack、solution、place"
        };
        let line = line.trim();
        match problem {
            PromptProblem::Empty => "请输入步数、#K（第 K 个解）或 stop ...；Esc 关闭".into(),
            PromptProblem::Unknown => {
                format!("“{line}”不是命令：请输入步数、#K、stop <{kinds}> [row R] 或 stop off")
            }
            PromptProblem::BadNumber => format!("“{line}”：步数须为整数；#K 的 K 从 1 开始"),
            PromptProblem::StopWhat => format!("“{line}”：stop 后面可以是 {kinds} 或 off"),
            PromptProblem::BadRow(rows) => {
                format!("“{line}”：请写 row R，R 从 1 到 {rows}")
            }
        }
    }

    fn passed(&self, percent: f64, maze: bool) -> String {
        if maze {
            format!("已走入 {percent:.0}% 的通路格")
        } else {
            format!("已走过解空间树的 {percent:.0}%")
        }
    }

    fn tree_solution(&self, index: u64) -> String {
        format!("第 {index} 个解")
    }

    fn step_of(&self, step: u64, last: u64) -> String {
        format!("第 {} 步，共 {} 步", group_digits(step), group_digits(last))
    }
}
