//! The knight's tour in Simplified Chinese.

use super::{KnightText, move_name, name};
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::knight::engine::{Algo, InstanceError, MAX_SIDE, Why};

fn error(place: &str, e: &InstanceError) -> String {
    match e {
        InstanceError::Size(v) => format!(
            "{place}{v}：请写 N 或 列x行，每边为 1 到 {MAX_SIDE} 的整数"
        ),
        InstanceError::Start(v, b) => format!(
            "{place}{v}：不在 {}x{} 的棋盘上；请写列字母加行号，例如 a1",
            b.cols, b.rows
        ),
        InstanceError::OddClosed(b) => format!(
            "{place}--closed：{}x{} 的棋盘有 {} 格，是奇数，不存在闭合巡游（马每走一步都换一种颜色的格子）",
            b.cols,
            b.rows,
            b.squares()
        ),
        InstanceError::Line(line) => {
            format!("{place}第 {line} 行：请写成“键: 值”，例如 size: 5x6")
        }
        InstanceError::Key(key, line) => {
            format!("{place}第 {line} 行：未知的键 {key}；只能是 size、start、closed")
        }
        InstanceError::Closed(line) => format!("{place}第 {line} 行：closed 只能是 yes 或 no"),
    }
}

fn why(w: Why, compact: bool) -> String {
    match w {
        Why::OffBoard { from, mv, cols } if compact => {
            format!("✗ {} {} 出界", name(from, cols), move_name(mv))
        }
        Why::OffBoard { from, mv, cols } => format!(
            "{} 走 {}：跳出棋盘：剪去",
            name(from, cols),
            move_name(mv)
        ),
        Why::Visited { to, cols, .. } if compact => format!("✗ {} 已到过", name(to, cols)),
        Why::Visited { from, to, at, cols } => format!(
            "{} → {}：第 {at} 步已到过：剪去",
            name(from, cols),
            name(to, cols)
        ),
        Why::Stranded { to, square, cols } if compact => {
            format!("✗ {}：{} 被堵死", name(to, cols), name(square, cols))
        }
        Why::Stranded { to, square, cols } => format!(
            "→ {}：{} 再也到不了：剪去",
            name(to, cols),
            name(square, cols)
        ),
        Why::NoReturn { to, cols, .. } if compact => format!("✗ {}：回不去", name(to, cols)),
        Why::NoReturn { to, start, cols } => format!(
            "→ {}：再也回不到 {}：剪去",
            name(to, cols),
            name(start, cols)
        ),
    }
}

/// 简体中文。
pub static TEXT: KnightText = KnightText {
    name: "马的巡游",
    tree: "路径树",
    algo: |a| match a {
        Algo::Fixed => "固定顺序",
        Algo::Warnsdorff => "Warnsdorff 规则",
    },
    kind: |closed| if closed { "闭合" } else { "开放" },
    picture: |b, start, closed| {
        let kind = if closed { "闭合" } else { "开放" };
        format!("{}x{} 从 {start} 出发 · {kind}", b.cols, b.rows)
    },
    here: |at, number, squares, open| {
        format!("♞ {at} · 第 {number}/{squares} 步 · 可走 {open} 格")
    },
    found_counter: "巡游",
    comments: ["// 约束函数", "// 限界函数"],
    code: "Tour(k)",
    legend: [
        "已到过，标出步数",
        "马",
        "下一步可跳到的格子，标出它的出口数",
        "刚被拒绝的格子",
        "再也到不了的格子",
        "找到的巡游",
    ],
    window: |cols, rows| format!("♞ 周围 {cols}x{rows}"),
    vocabulary: Vocabulary {
        solution: "巡游",
        backtrack: "回溯",
        place: "走一步",
        numbered: true,
        at_level: |level| format!("第 {} 步的", level + 2),
        passed: |percent| format!("已走过路径树的 {percent:.0}%"),
    },
    export: KeyText {
        short: "",
        long: "把棋盘保存为 SVG 图片，巡游画成路径",
    },
    zoom: KeyText {
        short: "",
        long: "放大：棋盘占满窗口，适合投影",
    },
    tree_key: KeyText {
        short: "路径树",
        long: "显示路径树：每个结点至多 8 个孩子，剪枝都标出原因",
    },
    algo_key: KeyText {
        short: "算法",
        long: "换一种顺序：固定顺序或 Warnsdorff 规则（重新开始）",
    },
    size_key: KeyText {
        short: "",
        long: "棋盘每边少一格或多一格（起点随机）",
    },
    random_key: KeyText {
        short: "",
        long: "同样大小的棋盘，换一个随机起点",
    },
    prune_key: KeyText {
        short: "剪枝",
        long: "剪枝：约束函数加限界函数，或只用约束函数（重新开始）",
    },
    child: |to| format!("跳到 {to}"),
    jumped: |j, compact| {
        if compact {
            format!("{} {}", j.number, name(j.to, j.cols))
        } else {
            format!(
                "第 {} 步：{} → {}（出口 {} 个）",
                j.number,
                name(j.from, j.cols),
                name(j.to, j.cols),
                j.onward
            )
        }
    },
    why,
    found: |f, compact| {
        let kind = if f.closed { "闭合巡游" } else { "巡游" };
        if compact {
            format!("{kind}，止于 {}", name(f.end, f.cols))
        } else {
            format!("{kind}：走遍 {} 格，止于 {}", f.squares, name(f.end, f.cols))
        }
    },
    error,
    no_constraint: |v| {
        format!("{v}：马的巡游不能关掉约束函数（跳出棋盘就没有格子可站）；只能是 both、constraint")
    },
    count_too_big: |b| {
        format!(
            "--count：{}x{} 的棋盘有 {} 格；计数最多支持 64 格（可用 --print --limit K 输出若干条巡游）",
            b.cols,
            b.rows,
            b.squares()
        )
    },
    bad_random: |v| format!("--random {v}：棋盘边长必须是 1 到 {MAX_SIDE} 的整数"),
    list_head: "内置实例（backtrack knight 名字）：",
};
