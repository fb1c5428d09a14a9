//! The knight's tour in Simplified Chinese.

use super::{KnightText, move_name, name};
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::knight::engine::{Algo, InstanceError, MAX_SIDE, Why};
use crate::problems::knight::words::{level, node, short};

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


fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "n" => "N x N 的棋盘，N 为 1 到 32（默认 5）",
            "size" => "列数 x 行数的棋盘，例如 5x6，每边 1 到 32",
            "start" => "起点，先列字母后行号，例如 c3（a1 在左上角；默认 a1）",
            "closed" => "只找闭合巡游：最后一格与起点相差一步马",
            "algo" => "fixed：八个方向按固定顺序（从下二右一起顺时针）；warnsdorff：出口最少的格子优先（默认 fixed）",
            "count" => "输出从起点出发的巡游条数（开放的，或配合 --closed 只数闭合的）；--limit K 数到 K 条为止",
            "threads" => "配合 --count：计数用的线程数，1 到 256 [默认：全部核心]",
            "print" => "每行输出一条巡游：从起点起的各格，用一个空格分隔",
            "compare" => "并排对比两种剪枝设置（both,constraint）或两种算法（fixed,warnsdorff）",
            "prune" => "both（约束函数与限界函数）或 constraint（不用限界函数）[默认：both]",
            "limit" => "配合 --trace：最多 K 个事件；配合 --tree：最多 K 个结点；配合 --print 或 --count：最多 K 条巡游",
            "instance" => "实例文件（size: 5x6、start: b2、closed: yes）或内置实例的名字（见 --list）[默认：five，5x5 从 a1 出发]",
            "random" => "改用 N x N 的棋盘，起点随机（1 到 32）",
            _ => return None,
        }
        .into(),
    )
}

/// 简体中文。
pub static TEXT: KnightText = KnightText {
    words: Words {
        name: "马的巡游",
        about: "马的巡游：固定顺序与 Warnsdorff 规则对比，开放与闭合巡游",
        usage: "backtrack knight [选项] [实例]",
        examples: "  backtrack knight                   5x5 棋盘从 a1 出发；见 backtrack knight --help\n  backtrack knight eight --compare fixed,warnsdorff   两种顺序并排\n  backtrack knight -n 5 --start c3 --count",
        options: "马的巡游的选项",
        option,
        tree: "路径树",
        size: "棋盘边长",
        solutions: "巡游",
        vocabulary: Vocabulary {
            solution: "巡游",
            backtrack: "回溯",
            place: "走一步",
            numbered: true,
            at_level: |level| format!("第 {} 步的", level + 2),
            passed: |percent| format!("已走过路径树的 {}%", crate::i18n::percent(percent)),
        },
        legend: &[
            "已到过，标出步数",
            "马",
            "下一步可跳到的格子，标出它的出口数",
            "刚被拒绝的格子",
            "再也到不了的格子",
            "找到的巡游",
        ],
        keys: PictureKeys {
        tree: KeyText {
                short: "路径树",
                long: "显示路径树：每个结点至多 8 个孩子，剪枝都标出原因",
            },
        export: KeyText {
                short: "",
                long: "把棋盘保存为 SVG 图片，巡游画成路径",
            },
        zoom: KeyText {
                short: "",
                long: "放大：棋盘占满窗口，适合投影",
            },
    },
        child: |node, c| short(node, c),
        node,
        level,
    },
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
    comments: ["// 约束函数", "// 限界函数"],
    code: "Tour(k)",
    window: |cols, rows| format!("♞ 周围 {cols}x{rows}"),
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
