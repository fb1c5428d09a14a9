//! Permutations in Simplified Chinese.

use super::PermText;
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Lang, Vocabulary};
use crate::problems::permutations::engine::{Algo, InstanceError, MAX_ITEMS};
use crate::problems::permutations::words::{level, node};

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


fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "n" => "元素为 1, 2, ..., N（N 为 1 到 10；默认 3）",
            "items" => "各个元素，可以重复，例如 1,1,2（最多 10 个）",
            "algo" => "used：used[] 标记数组，按从小到大试（输出按字典序）；swap：教材中的交换法 Perm（默认 used）",
            "count" => "输出找到的不同排列的个数",
            "print" => "每行输出一个排列，元素之间用一个空格分隔",
            _ => return None,
        }
        .into(),
    )
}

/// 简体中文。
pub static TEXT: PermText = PermText {
    words: Words {
        name: "全排列",
        about: "排列树上的全排列：used[] 标记或交换法，剪去重复",
        usage: "backtrack permutations [选项] [实例]",
        examples: "  backtrack permutations             1 2 3 的全排列；见 backtrack permutations --help\n  backtrack permutations --items 1,1,2 --compare none,both   剪去重复与不剪并排\n  backtrack permutations -n 4 --algo swap --print",
        options: "全排列的选项",
        option,
        tree: "排列树",
        size: "元素个数",
        solutions: "已找到",
        vocabulary: Vocabulary {
            solution: "排列",
            backtrack: "回溯",
            place: "进入结点",
            numbered: true,
            at_level: |level| format!("第 {} 个位置的", level + 1),
            passed: |percent| format!("已走过排列树的 {}%", crate::i18n::percent(percent)),
        },
        legend: &[
            "已放入",
            "正在确定的位置",
            "从本结点进入过",
            "重复元素，被约束函数剪去",
            "尚未试过",
            "找到的排列",
        ],
        keys: PictureKeys {
        tree: KeyText {
                short: "排列树",
                long: "显示排列树，标出每一次因重复而剪枝",
            },
        export: KeyText {
                short: "",
                long: "把当前排列保存为 SVG 图片",
            },
        zoom: KeyText {
                short: "",
                long: "放大：排列占满窗口，适合投影",
            },
    },
        child: |node, c| format!(
        "x[{}] = {}",
        node.position,
        node.items.items().get(c).copied().unwrap_or(0)
    ),
        node,
        level,
    },
    algo: |a| match a {
        Algo::Used => "used[] 标记数组",
        Algo::Swap => "交换法",
    },
    picture: |n, distinct| format!("{n} 个元素 · {distinct} 种排列"),
    rows: ["x", "元素", "本结点"],
    level_nodes: |k, n, nodes| format!("第 {k} 层：{n}!/({n}−{k})! = {nodes} 个结点"),
    distinct: "不同排列",
    constraint: "// 约束函数",
    code: "Perm(t)",
    last_found: "最近找到：",
    algo_key: KeyText {
        short: "算法",
        long: "换一种算法：used[] 标记数组或交换法（重新开始）",
    },
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
