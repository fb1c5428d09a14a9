//! The knapsack in Chinese.

use super::{KnapsackText, bound, numbers};
use crate::engine::backtrack::Choice;
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Lang, Vocabulary};
use crate::problems::knapsack::engine::{InstanceError, MAX_ITEMS};
use crate::problems::knapsack::words::{level, node};

fn error(place: &str, e: &InstanceError) -> String {
    use crate::i18n::numbers::number_error;
    match e {
        InstanceError::Number(what, n) => number_error(Lang::Zh, &format!("{place}{what}"), n),
        InstanceError::Lengths(w, v) => {
            format!("{place}{w} 个重量但 {v} 个价值；每个重量要对应一个价值")
        }
        InstanceError::TooMany(n) => {
            format!("{place}{n} 个物品；最多 {MAX_ITEMS} 个（装入的物品用 64 位表示）")
        }
        InstanceError::Overflow(what) => {
            format!("{place}{what}：总和超过 {}；请给小一些的数", u64::MAX)
        }
        InstanceError::Line(line) => {
            format!("{place}第 {line} 行：请写成 键: 值，例如 capacity: 7 或 weights: 3 5 2 1")
        }
        InstanceError::Key(key, line) => {
            format!("{place}第 {line} 行：未知的键 {key}；可用：capacity、weights、values、loading")
        }
        InstanceError::Missing(key) => format!(
            "{place}缺少 {key}: 行；文件需要 capacity:、weights: 和 values:（或 loading: yes）"
        ),
        InstanceError::Value(line, n) => number_error(Lang::Zh, &format!("{place}第 {line} 行"), n),
        InstanceError::Loading(line) => format!("{place}第 {line} 行：loading: 只能是 yes 或 no"),
        InstanceError::LoadingValues(line) => {
            format!("{place}第 {line} 行：loading: yes 时不能再给 values:；装载问题的价值就是重量")
        }
    }
}


fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "weights" => "重量：正整数，例如 3,5,2,1（与 --values、--capacity 一起用）",
            "values" => "价值，每个重量一个，例如 9,10,7,4",
            "capacity" => "容量 c，例如 7",
            "loading" => "装载问题：每件物品的价值就是它的重量（不给 --values）",
            "print" => "先输出最优值，再按输入顺序输出所选物品的编号",
            _ => return None,
        }
        .into(),
    )
}

/// 简体中文。
pub static TEXT: KnapsackText = KnapsackText {
    words: Words {
        name: "0-1 背包",
        about: "子集树上的 0-1 背包与装载问题：限界函数剪枝",
        usage: "backtrack knapsack [选项] [实例]",
        examples: "  backtrack knapsack                 c = 7，w = 3,5,2,1，v = 9,10,7,4；见 backtrack knapsack --help\n  backtrack knapsack loading         装载问题：价值就是重量\n  backtrack knapsack --weights 2,2,6,5,4 --values 6,3,5,4,6 --capacity 10 --print",
        options: "背包问题的选项",
        option,
        tree: "子集树",
        size: "物品个数",
        solutions: "改进次数",
        vocabulary: Vocabulary {
            solution: "更优解",
            backtrack: "回溯",
            place: "进入结点",
            numbered: true,
            at_level: |level| format!("第 {} 层的", level + 1),
            passed: |percent| format!("已走过子集树的 {}%", crate::i18n::percent(percent)),
        },
        legend: &[
            "装入（x = 1）",
            "不装（x = 0）",
            "下一个待定的物品",
            "被约束函数剪去",
            "被限界函数剪去",
            "更优的装法（bestp 增大）",
        ],
        keys: PictureKeys {
        tree: KeyText {
                short: "子集树",
                long: "显示子集树，标出每一次剪枝",
            },
        export: KeyText {
                short: "",
                long: "把物品和装法保存为 SVG 图片",
            },
        zoom: KeyText {
                short: "",
                long: "放大：物品表占满窗口，适合投影",
            },
    },
        child: |item, c| match Choice::of(c) {
        Choice::Take => format!("装入物品 {}", item.number),
        Choice::Leave => format!("不装物品 {}", item.number),
    },
        node,
        level,
    },
    loading: "装载问题",
    items: |c| format!("物品按 v/w 排序，容量 c = {c}"),
    containers: |c| format!("集装箱，轮船载重量 c = {c}"),
    heads: ["i", "w", "v", "v/w", "x"],
    best_value: "最优价值",
    comments: ["// 约束函数", "// 限界函数"],
    bound_lines: [
        "Bound(i)：cp 加上 v[i..n] 贪心装入，",
        "  最后一件可装一部分，装入 c - cw",
    ],
    best: |value, items| format!("bestp = {value}：物品 {items}"),
    no_best: "bestp = 0：还没有装法",
    optimum: |value, items| format!("最优解：价值 {value}，物品 {items}"),
    entered: |e, compact| match (e.choice, compact) {
        (Choice::Take, false) => format!(
            "装入物品 {}（w {}，v {}）：cw = {}，cp = {}",
            e.item, e.w, e.v, e.cw, e.cp
        ),
        (Choice::Leave, false) => format!("不装物品 {}（w {}，v {}）", e.item, e.w, e.v),
        (Choice::Take, true) => format!("装 {}：cw {} cp {}", e.item, e.cw, e.cp),
        (Choice::Leave, true) => format!("不装 {}", e.item),
    },
    cut: |c, compact| match (c.weight, c.bound, compact) {
        (Some(weight), _, false) => format!(
            "装入物品 {}？cw + w = {weight} > c = {}：约束函数剪去",
            c.item, c.capacity
        ),
        (Some(weight), _, true) => format!("✗ 装 {}：{weight} > {}", c.item, c.capacity),
        (None, Some(b), false) => format!(
            "不装物品 {}？上界 {} <= bestp = {}：限界函数剪去",
            c.item,
            bound(b),
            c.best
        ),
        (None, Some(b), true) => format!("✄ 不装 {}：{} <= {}", c.item, bound(b), c.best),
        (None, None, _) => format!("物品 {}", c.item),
    },
    passed: |c| match (c.weight, c.bound) {
        (Some(weight), _) => format!(
            "装入物品 {}？cw + w = {weight} <= c = {}：约束函数放行",
            c.item, c.capacity
        ),
        (None, Some(b)) => format!(
            "不装物品 {}？上界 {} > bestp = {}：限界函数放行",
            c.item,
            bound(b),
            c.best
        ),
        (None, None) => format!("物品 {}", c.item),
    },
    found: |f, compact| {
        if compact {
            format!("bestp {}：{}", f.value, numbers(f))
        } else {
            format!(
                "更优的装法：价值 {}，重量 {}，物品 {}",
                f.value,
                f.weight,
                numbers(f)
            )
        }
    },
    error,
    list_head: "内置实例（backtrack knapsack 名字）：",
};
