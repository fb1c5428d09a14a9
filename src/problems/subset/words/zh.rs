//! Subset sum in Chinese.

use super::SubsetText;
use crate::engine::backtrack::Choice;
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::subset::engine::{InstanceError, MAX_ITEMS};
use crate::problems::subset::words::{level, node};

fn choice(c: Choice) -> &'static str {
    match c {
        Choice::Take => "选",
        Choice::Leave => "不选",
    }
}

fn error(place: &str, e: &InstanceError) -> String {
    use crate::i18n::Lang;
    use crate::i18n::numbers::number_error;
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

fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "set" => "集合：正整数，例如 5,10,12,13,15,18（与 --target 一起用）",
            "target" => "目标和 M，例如 30（与 --set 一起用）",
            "count" => "输出和为 M 的子集个数",
            "print" => "每行输出一个和为 M 的子集，按集合中的顺序列出其中的数",
            _ => return None,
        }
        .into(),
    )
}

/// 简体中文。
pub static TEXT: SubsetText = SubsetText {
    words: Words {
        name: "子集和",
        about: "子集树上的子集和问题：约束函数与限界函数剪枝",
        usage: "backtrack subset-sum [选项] [实例]",
        examples: "  backtrack subset-sum               w = 5,10,12,13,15,18，M = 30；见 backtrack subset-sum --help\n  backtrack subset-sum --compare none,both   整棵树与剪枝后的树并排\n  backtrack subset-sum --set 3,4,5,6 --target 9 --print",
        options: "子集和的选项",
        option,
        tree: "子集树",
        size: "可选的数的个数",
        solutions: "解",
        vocabulary: Vocabulary {
            solution: "解",
            backtrack: "回溯",
            place: "进入结点",
            numbered: true,
            at_level: |level| format!("第 {} 层的", level + 1),
            passed: |percent| format!("已走过子集树的 {}%", crate::i18n::percent(percent)),
        },
        legend: &[
            "选入（x = 1）",
            "不选（x = 0）",
            "下一个待定的数",
            "被约束函数剪去",
            "被限界函数剪去",
            "和为 M 的子集",
        ],
        keys: PictureKeys {
            tree: KeyText {
                short: "子集树",
                long: "显示子集树，标出每一次剪枝",
            },
            export: KeyText {
                short: "",
                long: "把物品和各个和保存为 SVG 图片",
            },
            zoom: KeyText {
                short: "",
                long: "放大：物品表占满窗口，适合投影",
            },
        },
        child: |item, c| format!("{} w{} = {}", choice(Choice::of(c)), item.number, item.w),
        node,
        level,
    },
    items: |m| format!("集合 w，目标 M = {m}"),
    heads: ["t", "w[t]", "x[t]"],
    code: "Backtrack(t)",
    comments: ["// 约束函数", "// 限界函数"],
    last_solution: "最近的解：",
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
    passed: |c| match c.choice {
        Choice::Take => format!("选 {}？cs + w = {} <= M = {}：约束函数放行", c.w, c.sum, c.target),
        Choice::Leave => format!("不选 {}？cs + r = {} >= M = {}：限界函数放行", c.w, c.sum, c.target),
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
