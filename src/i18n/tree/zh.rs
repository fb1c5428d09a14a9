//! 树面板的中文用语。

use super::{TreeKeys, TreeText};
use crate::i18n::KeyText;

/// 简体中文。
pub static TEXT: TreeText = TreeText {
    node: |n| format!("结点 {n}"),
    depth: |d| format!("第 {d} 层"),
    entered_at: |step| format!("第 {step} 步进入"),
    cut_at: |step, function| format!("第 {step} 步被{function}剪去"),
    held: |nodes, solutions| match solutions {
        0 if nodes == 1 => "暂为叶结点".to_string(),
        0 => format!("子树共 {nodes} 个结点"),
        s => format!("子树共 {nodes} 个结点、{s} 个解"),
    },
    solution: "是一个解",
    go: |step| format!("Enter：跳到第 {step} 步"),
    too_long: |max| format!("超过第 {max} 步后树上没有游标：请先退回到此步之前"),
    no_cursor: "这个问题的树面板没有游标",
    worksheet: "解空间树：在每个方框里填写访问次序（根结点为 0），划掉被剪枝的结点，圈出解",
    figure: |nodes, pruned, solutions| {
        format!("解空间树：访问 {nodes} 个结点，剪去 {pruned} 个，{solutions} 个解")
    },
    figure_path: "到最后一个结点的路径",
    legend_title: "树的标记",
    legend: [
        "搜索当前所在的结点",
        "从根到当前结点的路径",
        "已搜过，子树已搜完",
        "解",
        "被约束函数剪去",
        "被限界函数剪去",
        "已搜完的兄弟结点折叠在一起，标出其中的结点数",
        "尚未尝试",
    ],
    legend_short: [
        "当前",
        "路径",
        "已搜完",
        "解",
        "约束剪去",
        "限界剪去",
        "折叠",
        "未试",
    ],
    table_title: "每层：完整解空间树与实际访问的树",
    table: ["层", "满树", "访问", "剪去", "省去"],
    auto: "面板自动选能放下的最详细画法",
    keys: TreeKeys {
        walk: KeyText {
            short: "游标",
            long: "在解空间树上放一个游标（并打开树面板）",
        },
        moves: KeyText {
            short: "移动",
            long: "树上游标：父结点、第一个子结点、前一个和后一个兄弟结点",
        },
        go: KeyText {
            short: "跳到该步",
            long: "树上游标：跳到访问该结点的那一步",
        },
        detail: KeyText {
            short: "详略",
            long: "树：更详细或更简略（编号、选择、每个结点一个标记）",
        },
        here: KeyText {
            short: "当前结点",
            long: "树上游标：回到搜索当前所在的结点",
        },
        leave: KeyText {
            short: "离开",
            long: "离开树上游标",
        },
    },
};
