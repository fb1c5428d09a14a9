//! The shared search words in Chinese.

use super::{SearchKeys, SearchText};
use crate::i18n::KeyText;

/// 简体中文。
pub static TEXT: SearchText = SearchText {
    prunes: ["约束 + 限界", "只用约束函数", "只用限界函数", "不剪枝"],
    constraint: "约束函数",
    bound: "限界函数",
    constraint_cuts: "约束函数剪去",
    bound_cuts: "限界函数剪去",
    nodes: "访问结点",
    full_tree: "完全树结点",
    by_constraint: "约束剪枝",
    by_bound: "限界剪枝",
    backtracks: "回溯",
    profile: "每层：访问 | 剪去",
    back: |depth| format!("第 {depth} 层已搜完：回溯"),
    back_compact: |depth| format!("从第 {depth} 层回溯"),
    done: |solutions| format!("搜索结束：共找到 {solutions} 个解"),
    at_depth: |level| format!("第 {} 层的", level + 1),
    quiz_next: |depth, keys| format!("第 {depth} 层：下一步进入哪个子结点？{keys}"),
    quiz_cut: |depth, child, keys| format!("第 {depth} 层，{child}：{keys}？"),
    quiz_pick: |depth, question, keys| format!("第 {depth} 层：{question}？{keys}"),
    quiz_none: "都不进入：回溯",
    quiz_enters: "进入",
    keys: SearchKeys {
        size: KeyText {
            short: "",
            long: "少一个或多一个物品（随机实例）",
        },
        random: KeyText {
            short: "",
            long: "换一个物品数相同的随机实例",
        },
        prune: KeyText {
            short: "剪枝",
            long: "剪枝：两者、约束、限界、不剪（重新开始）",
        },
        prune_right: KeyText {
            short: "",
            long: "对比：右侧的剪枝设置（重新开始）",
        },
        compare: KeyText {
            short: "对比",
            long: "并排对比两种剪枝（重新开始）",
        },
        iterative: KeyText {
            short: "",
            long: "代码：教材的迭代回溯（5.1）或本题的代码",
        },
        quiz_answer: KeyText {
            short: "作答",
            long: "作答：按问题里给出的键（. 都不进入）",
        },
        enter_jump: KeyText {
            short: "",
            long: "下一个 / 上一个进入的结点",
        },
    },
};
