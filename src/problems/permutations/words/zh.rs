//! Permutations in Simplified Chinese.

use super::PermText;
use crate::i18n::{KeyText, Lang, Vocabulary};
use crate::problems::permutations::engine::{Algo, InstanceError, MAX_ITEMS};

fn error(place: &str, e: &InstanceError) -> String {
    use crate::i18n::numbers::number_error;
    match e {
        InstanceError::Number(what, n) => number_error(Lang::Zh, &format!("{place}{what}"), n),
        InstanceError::TooMany(n) => format!(
            "{place}{n} 个元素；最多 {MAX_ITEMS} 个（{MAX_ITEMS}! = 3,628,800 种排列）"
        ),
        InstanceError::Line(line) => {
            format!("{place}第 {line} 行：请写成“键: 值”，例如 items: 1 1 2")
        }
        InstanceError::Key(key, line) => {
            format!("{place}第 {line} 行：未知的键 {key}；只能是 items")
        }
        InstanceError::Missing => format!("{place}缺少 items: 行；文件里需要有一行"),
        InstanceError::Value(line, n) => {
            number_error(Lang::Zh, &format!("{place}第 {line} 行"), n)
        }
    }
}

/// 简体中文。
pub static TEXT: PermText = PermText {
    name: "全排列",
    tree: "排列树",
    algo: |a| match a {
        Algo::Used => "used[] 标记数组",
        Algo::Swap => "交换法",
    },
    picture: |n, distinct| format!("{n} 个元素 · {distinct} 种排列"),
    rows: ["x", "元素", "本结点"],
    level_nodes: |k, n, nodes| format!("第 {k} 层：{n}!/({n}−{k})! = {nodes} 个结点"),
    found_counter: "已找到",
    distinct: "不同排列",
    constraint: "// 约束函数",
    code: "Perm(t)",
    legend: [
        "已放入",
        "正在确定的位置",
        "从本结点进入过",
        "重复元素，被约束函数剪去",
        "尚未试过",
        "找到的排列",
    ],
    last_found: "最近找到：",
    vocabulary: Vocabulary {
        solution: "排列",
        backtrack: "回溯",
        place: "进入结点",
        numbered: true,
        at_level: |level| format!("第 {} 个位置的", level + 1),
        passed: |percent| format!("已走过排列树的 {percent:.0}%"),
    },
    export: KeyText {
        short: "",
        long: "把当前排列保存为 SVG 图片",
    },
    zoom: KeyText {
        short: "",
        long: "放大：排列占满窗口，适合投影",
    },
    tree_key: KeyText {
        short: "排列树",
        long: "显示排列树，标出每一次因重复而剪枝",
    },
    algo_key: KeyText {
        short: "算法",
        long: "换一种算法：used[] 标记数组或交换法（重新开始）",
    },
    child: |position, item| format!("x[{position}] = {item}"),
    placed: |p, compact| {
        if compact {
            format!("x[{}] = {}", p.position, p.item)
        } else {
            let from = if p.swapped {
                format!("与 x[{}] 交换", p.from)
            } else {
                format!("取 a[{}]，标记已用", p.from)
            };
            format!("x[{}] = {}（{from}）", p.position, p.item)
        }
    },
    again: |a, compact| {
        if compact {
            format!("✗ {} 重复", a.item)
        } else {
            format!("x[{}] = {} 在本结点已试过：跳过", a.position, a.item)
        }
    },
    found: |f, compact| {
        if compact {
            f.permutation.joined(" ")
        } else {
            format!("排列 {}", f.permutation.joined(" "))
        }
    },
    error,
    bad_n: |v| format!("-n {v}：元素个数必须是 1 到 {MAX_ITEMS} 的整数"),
    list_head: "内置实例（backtrack permutations 名字）：",
};
