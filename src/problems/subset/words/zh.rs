//! Subset sum in Chinese.

use super::SubsetText;
use crate::engine::backtrack::Choice;
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::subset::engine::{InstanceError, MAX_ITEMS};

fn choice(c: Choice) -> &'static str {
    match c {
        Choice::Take => "选",
        Choice::Leave => "不选",
    }
}

fn error(place: &str, e: &InstanceError) -> String {
    use crate::i18n::numbers::number_error;
    use crate::i18n::Lang;
    match e {
        InstanceError::Number(what, n) => number_error(Lang::Zh, &format!("{place}{what}"), n),
        InstanceError::TooMany(n) => {
            format!("{place}--set：{n} 个数；最多 {MAX_ITEMS} 个（子集用 64 位表示）")
        }
        InstanceError::Overflow => {
            format!("{place}--set：各数之和超过 {}；请给小一些的数", u64::MAX)
        }
        InstanceError::Line(line) => {
            format!("{place}第 {line} 行：请写成 键: 值，例如 set: 5 10 12 或 target: 30")
        }
        InstanceError::Key(key, line) => {
            format!("{place}第 {line} 行：未知的键 {key}；可用：set、target")
        }
        InstanceError::Missing(key) => format!("{place}缺少 {key}: 行；文件需要 set: 和 target:"),
        InstanceError::Value(line, n) => number_error(Lang::Zh, &format!("{place}第 {line} 行"), n),
    }
}

/// 简体中文。
pub static TEXT: SubsetText = SubsetText {
    name: "子集和",
    tree: "子集树",
    items: |m| format!("集合 w，目标 M = {m}"),
    heads: ["t", "w[t]", "x[t]"],
    solutions: "解",
    code: "Backtrack(t)",
    comments: ["// 约束函数", "// 限界函数"],
    legend: [
        "选入（x = 1）",
        "不选（x = 0）",
        "下一个待定的数",
        "被约束函数剪去",
        "被限界函数剪去",
        "和为 M 的子集",
    ],
    last_solution: "最近的解：",
    vocabulary: Vocabulary {
        solution: "解",
        backtrack: "回溯",
        place: "进入结点",
        numbered: true,
        at_level: |level| format!("第 {} 层的", level + 1),
        passed: |percent| format!("已走过子集树的 {percent:.0}%"),
    },
    export: KeyText {
        short: "",
        long: "把物品和各个和保存为 SVG 图片",
    },
    zoom: KeyText {
        short: "",
        long: "放大：物品表占满窗口，适合投影",
    },
    tree_key: KeyText {
        short: "子集树",
        long: "显示子集树，标出每一次剪枝",
    },
    child: |c, item, w| format!("{} w{item} = {w}", choice(c)),
    entered: |e, compact| match (e.choice, compact) {
        (Choice::Take, false) => format!("选 w{} = {}：cs = {}", e.item, e.w, e.cs),
        (Choice::Leave, false) => format!("不选 w{} = {}：r = {}", e.item, e.w, e.r),
        (Choice::Take, true) => format!("选 {}：cs {}", e.w, e.cs),
        (Choice::Leave, true) => format!("不选 {}：r {}", e.w, e.r),
    },
    cut: |c, compact| match (c.choice, compact) {
        (Choice::Take, false) => format!(
            "选 {}？cs + w = {} > M = {}：约束函数剪去",
            c.w, c.sum, c.target
        ),
        (Choice::Leave, false) => format!(
            "不选 {}？cs + r = {} < M = {}：限界函数剪去",
            c.w, c.sum, c.target
        ),
        (Choice::Take, true) => format!("✗ 选 {}：{} > {}", c.w, c.sum, c.target),
        (Choice::Leave, true) => format!("✄ 不选 {}：{} < {}", c.w, c.sum, c.target),
    },
    found: |f, compact| {
        let items: Vec<String> = f.items.items().map(|i| (i + 1).to_string()).collect();
        if compact {
            format!("选第 {} 个", items.join(" "))
        } else {
            format!("找到子集：第 {} 个数，和为 {}", items.join(" "), f.sum)
        }
    },
    error,
    list_head: "内置实例（backtrack subset-sum 名字）：",
};
