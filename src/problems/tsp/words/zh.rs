//! The travelling salesman in Simplified Chinese.

use super::TspText;
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::tsp::engine::{Bound, InstanceError, MAX_CITIES, MAX_DISTANCE, Why};
use crate::problems::tsp::words::{level, node};

fn error(place: &str, e: &InstanceError) -> String {
    match e {
        InstanceError::TooFew(n) => format!("{place}{n} 个城市；一条回路至少要 2 个"),
        InstanceError::TooMany(n) => format!(
            "{place}{n} 个城市；最多 {MAX_CITIES} 个（从城市 1 出发共 {} 条回路）",
            crate::i18n::notation::about_power((1..MAX_CITIES).map(|k| (k as f64).log10()).sum())
        ),
        InstanceError::NotSquare(row, len, n) => format!(
            "{place}矩阵第 {row} 行有 {len} 个距离；{n} 个城市的矩阵每行要 {n} 个"
        ),
        InstanceError::TooFar => {
            format!("{place}距离或坐标太大；距离最多为 {MAX_DISTANCE}")
        }
        InstanceError::Empty => format!(
            "{place}没有城市：请写一行 matrix: 或 coords:，后面逐行给出，或者用 TSPLIB 文件"
        ),
        InstanceError::Distance(line, t) => format!(
            "{place}第 {line} 行：{t} 不是距离；请写不小于 0 的整数，无边写 -"
        ),
        InstanceError::Coordinate(line, t) => {
            format!("{place}第 {line} 行：{t}：每个城市写两个数 x y")
        }
        InstanceError::Key(line, t) => format!(
            "{place}第 {line} 行：{t}：第一行应为 matrix: 或 coords:（或 TSPLIB 文件头）"
        ),
        InstanceError::Tsplib(line, t) => format!(
            "{place}第 {line} 行：{t}：无法读取；本程序读取 TSPLIB 的 EUC_2D、CEIL_2D、ATT、GEO 坐标，以及 FULL_MATRIX、UPPER_ROW、LOWER_ROW、UPPER_DIAG_ROW、LOWER_DIAG_ROW 格式的 EXPLICIT 距离"
        ),
        InstanceError::Missing(what) => format!("{place}这个 TSPLIB 文件缺少 {what}"),
        InstanceError::Count(want, got) => {
            format!("{place}该段有 {got} 项，而维数要求 {want} 项")
        }
        InstanceError::Node(line, k, n) => format!(
            "{place}第 {line} 行：结点 {k}：结点编号应为 1 到 {n}（维数），每个只出现一次"
        ),
    }
}

fn cost(c: &crate::problems::tsp::engine::Cut) -> String {
    let d = c.d.unwrap_or(0);
    match c.why {
        Why::Cost {
            back: Some(b),
            sum,
            best,
        } => format!("cc + {d} + {b}（回到 1）= {sum} ≥ bestc = {best}"),
        Why::Cost { sum, best, .. } => format!("cc + {d} = {sum} ≥ bestc = {best}"),
        Why::Lower { rest, sum, best } => format!("cc + {d} + {rest} = {sum} ≥ bestc = {best}"),
        Why::Tree { sum, best, .. } if sum == u64::MAX => {
            format!("余下的城市走不通或回不到 1，≥ bestc = {best}")
        }
        Why::Tree { tree, sum, best } => {
            format!("cc + {d} + {tree}（余下城市的生成树）= {sum} ≥ bestc = {best}")
        }
        Why::NoEdge | Why::NoEdgeBack => String::new(),
    }
}


fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "bound" => "限界函数：none（不用）、cost（教材的 cc + d < bestc）、lower（cc + d 再加每个待离开城市的最短出边）或 tree（cc + d 再加进入余下城市的最短边、余下城市的最小生成树和回到城市 1 的最短边）；默认 cost",
            "compare_bounds" => "两个限界函数并排比较，例如 cost,tree（none、cost、lower、tree）",
            "print" => "输出最优费用，再输出从城市 1 出发的回路（城市编号）",
            "instance" => "实例文件（矩阵、坐标，或 TSPLIB：EUC_2D、CEIL_2D、ATT、GEO、EXPLICIT）或内置实例名（见 --list）",
            _ => return None,
        }
        .into(),
    )
}

/// 简体中文。
pub static TEXT: TspText = TspText {
    words: Words {
        name: "旅行售货员",
        about: "排列树上的旅行售货员问题：限界函数剪枝，画在地图上",
        usage: "backtrack tsp [选项] [实例]",
        examples: "  backtrack tsp                      教材中的 4 个城市；见 backtrack tsp --help\n  backtrack tsp ten --bound lower --compare constraint,both   不用限界与下界并排\n  backtrack tsp --random 12 --seed 3 --print",
        options: "旅行售货员的选项",
        option,
        tree: "排列树",
        size: "城市个数",
        solutions: "改进次数",
        vocabulary: Vocabulary {
            solution: "更优回路",
            backtrack: "回溯",
            place: "进入结点",
            numbered: true,
            at_level: |level| format!("第 {} 站的", level + 2),
            passed: |percent| format!("已走过排列树的 {}%", crate::i18n::percent(percent)),
        },
        legend: &[
            "当前路径",
            "当前最优回路",
            "路径所在的城市",
            "无边：被约束函数剪去",
            "被限界函数剪去",
            "尚未访问的城市",
        ],
        keys: PictureKeys {
        tree: KeyText {
                short: "排列树",
                long: "显示排列树，标出每一次剪枝",
            },
        export: KeyText {
                short: "",
                long: "把地图和回路保存为 SVG 图片",
            },
        zoom: KeyText {
                short: "",
                long: "放大：地图占满窗口，适合投影",
            },
    },
        child: |node, c| {
        let city = node.cities.cities().get(c).map_or(0, |&c| usize::from(c) + 1);
        format!("到 {city}")
    },
        node,
        level,
    },
    bound: |b| match b {
        Bound::None => "不用限界",
        Bound::Cost => "限界 cc + d",
        Bound::Lower => "限界 cc + d + 余下",
        Bound::Tree => "限界 cc + d + 生成树",
    },
    picture: |n, tours| {
        format!(
            "{n} 个城市，从城市 1 出发共 {} 条回路",
            crate::i18n::group_digits(tours)
        )
    },
    not_to_scale: "排在圆周上，不按比例",
    path: |p, cc| format!("路径 {p}  cc = {cc}"),
    best: |t, c, done| {
        if done {
            format!("最优费用 {c}：{t}")
        } else {
            format!("bestc = {c}：{t}")
        }
    },
    no_best: "还没有回路：bestc = ∞",
    no_tour: "没有回路：有的城市无法到达或离开",
    counters: ["最优费用", "改进次数"],
    comments: ["// 约束函数", "// 限界函数"],
    bound_key: KeyText {
        short: "限界",
        long: "换下一个限界函数：不用、cc + d、+ 余下、+ 生成树（重新开始）",
    },
    went: |w, compact| {
        if compact {
            format!("→ {}：cc {}", w.to, w.cc)
        } else {
            format!("{} → {}（+{}）：cc = {}", w.from, w.to, w.d, w.cc)
        }
    },
    cut: |c, compact| match (c.why, compact) {
        (Why::NoEdge, false) => format!("到 {}：{} 到它无边：约束函数剪去", c.to, c.from),
        (Why::NoEdgeBack, false) => format!("到 {}：无边回到 1：约束函数剪去", c.to),
        (Why::NoEdge | Why::NoEdgeBack, true) => format!("✗ {}：无边", c.to),
        (_, false) => format!("到 {}：{}：限界函数剪去", c.to, cost(c)),
        (
            Why::Cost { sum, best, .. }
            | Why::Lower { sum, best, .. }
            | Why::Tree { sum, best, .. },
            true,
        ) => {
            format!("✄ {}：{sum} ≥ {best}", c.to)
        }
    },
    found: |f, compact| {
        if compact {
            format!("{} = {}", f.tour.joined(" "), f.cost)
        } else {
            format!("更优回路 {} 1，费用 {}", f.tour.joined(" "), f.cost)
        }
    },
    error,
    bad_bound: |v| format!("--bound {v}：没有这种限界函数；可选 none、cost、lower、tree"),
    bad_compare_bounds: |v| {
        format!("--compare-bounds {v}：请给两个不同的限界函数，用逗号分隔，例如 cost,lower")
    },
    list_head: "内置实例（backtrack tsp 名字）：",
};
