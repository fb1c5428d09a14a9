//! N-Queens in 简体中文.

use super::{QueensKeys, QueensText, QueensWords};
use crate::i18n::{KeyText, Vocabulary, file_label, group_digits, rank_label, square};
use crate::problems::queens::engine::placement::PlacementError;
use crate::problems::queens::engine::symmetry::Symmetry;
use crate::problems::queens::engine::{Algo, Line, QueensEvent};

const fn key(short: &'static str, long: &'static str) -> KeyText {
    KeyText { short, long }
}

/// `第 4 行 f 列`.
fn row_col(row: u8, col: u8) -> String {
    format!(
        "第 {} 行 {} 列",
        rank_label(row as usize),
        file_label(col as usize)
    )
}

/// N-Queens' Chinese words.
pub static TEXT: QueensText = QueensText {
    name: "N 皇后",
    frames: "调用栈",
    arrays: "数组",
    tested: "检查",
    set: "置真",
    cleared: "清除",
    nodes: "访问结点",
    checks: "检查",
    skips: "跳过",
    board: "棋盘",
    stack: "栈 X[k]",
    browser: "解列表",
    editor: "亲手摆放的皇后",
    places: "放置",
    conflicts: "冲突",
    backtracks: "回溯",
    attacked: "攻击格",
    brute_force: "若用穷举法，需尝试：",
    by_placements_title: "按放置同步",
    brute_notes: ["每行一个", "每行每列各一个", "任选 N 格"],
    brute_help: [
        "N^N：穷举时每行放一个皇后，位置任意",
        "N!：每行每列各放一个皇后",
        "C(N*N,N)：在 N*N 个格子中任选 N 个",
    ],
    tree_profile: "每行：访问结点 | 剪枝",
    tree_choices: ["不放", "放"],
    legend: [
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
    keys: QueensKeys {
        board_size: key("N", "缩小 / 放大棋盘（重新开始）"),
        solutions: key("解列表", "已找到的解，按对称类分组"),
        browse_choose: key("选择", "选一个解（PgUp PgDn Home End）"),
        browse_class: key("类", "上一类 / 下一类"),
        browse_go: key("跳转", "跳到找到它的那一步"),
        browse_number: key("编号", "按编号选解，如 #12 或 12"),
        browse_click: key("", "点击选中；点已选中的解则跳过去"),
        browse_close: key("关闭", "关闭解列表"),
        quiz_column: key("作答", "测验：列的字母，或 . 表示没有（这一行失败）"),
        quiz_click: key("", "测验：点击一个格子，以它的列作答"),
        place_by_hand: key("摆放", "亲手摆放皇后，再从那里开始搜索"),
        toggle_queen: key("皇后", "在该格放上或拿走皇后"),
        click_queen: key("", "点击放上或拿走皇后"),
        clear_board: key("清空", "拿走所有皇后"),
        run_from_hand: key("运行", "从摆好的皇后开始搜索"),
        cancel_edit: key("取消", "离开编辑，不做改动"),
        attacked: key("", "显示 / 隐藏被攻击的格子"),
        next_algo: key("算法", "换下一种算法（重新开始）"),
        compare: key("对比", "与下一种算法并排对比"),
        by_placements: key("同步", "对比：按放置同步（两盘相同）或按事件前进"),
        next_algo_right: key("", "换右边的算法（对比时）"),
        tree: key("解空间树", "解空间树与每行剪枝"),
        export: key("导出", "把屏幕上的棋盘或迷宫存为 SVG 文件"),
        zoom: key("放大", "放大：棋盘或迷宫占满窗口"),
    },
    vocabulary: Vocabulary {
        solution: "解",
        backtrack: "回溯",
        place: "放置",
        numbered: true,
        at_level: |row| format!("第 {} 行的", row + 1),
        passed: |percent| format!("已走过解空间树的 {}%", crate::i18n::percent(percent)),
    },
};

/// N-Queens' Chinese sentences.
pub struct Chinese;

impl QueensWords for Chinese {
    fn line(&self, line: Line) -> &'static str {
        match line {
            Line::Row => "同行",
            Line::Column => "同列",
            Line::Diagonal => "主对角线",
            Line::AntiDiagonal => "副对角线",
        }
    }

    fn algo(&self, algo: Algo) -> String {
        format!("{}（{}）", self.algo_short(algo), algo.seeds().join("、"))
    }

    fn algo_short(&self, algo: Algo) -> String {
        match algo {
            Algo::Iterative => "迭代法",
            Algo::Recursive => "递归法",
            Algo::Arrays => "数组法",
            Algo::Cells => "逐格法",
        }
        .to_string()
    }

    fn event(&self, event: &QueensEvent) -> String {
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

    fn event_compact(&self, event: &QueensEvent) -> String {
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
            | QueensEvent::Done { .. } => self.event(event),
        }
    }

    fn hand_queens(&self, squares: &[String]) -> String {
        if squares.is_empty() {
            "还没有皇后：按 Enter、空格或点击放一个".into()
        } else {
            format!("皇后：{}", squares.join(" "))
        }
    }

    fn count_failed(&self, why: &str) -> String {
        format!("无法计数：{why}")
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
        format!("第 {} 行：下一个皇后放在哪一列？（按列字母，都不行按 .）", rank_label(row))
    }

    fn quiz_stand_question(&self, square: &str) -> String {
        format!("{square}：这里能放皇后吗？（y/n）")
    }

    fn quiz_attacker_question(&self, square: &str) -> String {
        format!("{square} 受到攻击：是哪个皇后？（按它的列）")
    }

    fn quiz_back_question(&self, row: usize) -> String {
        format!("第 {} 行已无列可试：回到哪一行？（按行号）", rank_label(row))
    }

    fn quiz_stands(&self) -> &'static str {
        "能放"
    }

    fn quiz_attacked_answer(&self) -> &'static str {
        "不能放，受到攻击"
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

    fn quiz_attacked(&self, square: &str, by: &str) -> String {
        format!("{square} 被 {by} 攻击")
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

    fn sheet_title(&self, n: usize, boards: u64, unique: bool) -> String {
        let boards = group_digits(boards);
        if unique {
            format!("{n} 皇后：{boards} 个对称类，每类一个解")
        } else {
            format!("{n} 皇后：{boards} 个解")
        }
    }

    fn picture_caption(&self, n: usize, algo: Algo, step: u64) -> String {
        format!("{n} 皇后，{}，第 {} 步", self.algo(algo), group_digits(step))
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
            Symmetry::Rotate90 => "顺时针旋转 90°",
            Symmetry::Rotate180 => "旋转 180°",
            Symmetry::Rotate270 => "逆时针旋转 90°",
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
}
