//! The scripted problem in Simplified Chinese.

use super::{ScriptText, hook};
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::script::engine::host::MAX_CHILDREN;
use crate::problems::script::engine::{Failed, Fault, LoadError, Wanted};
use crate::problems::script::words::en::commas;

fn wanted(w: Wanted) -> &'static str {
    match w {
        Wanted::Array => "数组",
        Wanted::Bool => "true 或 false",
        Wanted::Verdict => "true 或 () 表示保留，false 或字符串（剪去的理由）表示剪去",
        Wanted::Number => "数",
        Wanted::String => "字符串",
        Wanted::Rows => "字符串数组",
        Wanted::Size => "1 到 1024 的整数",
        Wanted::Map => "对象映射 #{ ... }",
        Wanted::Name => "字符串，或 #{ en: \"...\", zh: \"...\" }",
        Wanted::Goal => "\"max\" 或 \"min\"",
        Wanted::Tree => "\"subset\"、\"permutation\"、\"m-ary\" 或 \"path\"",
    }
}

fn fault(f: &Fault) -> String {
    let h = hook(f.hook);
    match f.failed {
        Failed::Error { message, within } if within.is_empty() => format!("{h} 出错：{message}"),
        Failed::Error { message, within } => format!("{h} 调用的 {within}() 出错：{message}"),
        Failed::TooManyOps(n) => format!(
            "{h} 执行超过 {} 步操作（第 {} 行），是否死循环？可用 --max-ops N 放宽上限",
            commas(n),
            f.line
        ),
        Failed::TooDeep => format!("{h} 出错：函数调用嵌套超过 64 层（递归失控？）"),
        Failed::Returned { wanted: w, got } => {
            format!("{h} 返回了 {got}，应返回{}", wanted(w))
        }
        Failed::TooManyChildren(n) => {
            format!("{h} 给出 {n} 个孩子结点，一个结点至多 {MAX_CHILDREN} 个")
        }
        Failed::KindChildren { count, most } => format!(
            "{h} 给出 {count} 个孩子结点，而 tree() 所指的树在此至多 {most} 个；请改指其他种类，或不指定"
        ),
    }
}

fn load(e: &LoadError) -> String {
    match e {
        LoadError::Syntax { message, .. } => format!("语法错误：{message}"),
        LoadError::Missing(h) => format!(
            "缺少 {}；脚本至少要定义 size(d) 和 children(d, x)（backtrack script --template 可打印模板）",
            h.signature()
        ),
        LoadError::Arity(h, counts) => {
            let n: Vec<String> = counts.iter().map(ToString::to_string).collect();
            format!(
                "{} 应有 {} 个参数，而不是 {} 个：写作 {}",
                h.name(),
                h.params().len(),
                n.join(" 或 "),
                h.signature()
            )
        }
        LoadError::Fault(f) => fault(f),
    }
}

fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "instance" => "脚本：一个 .rhai 文件，或内置脚本的名字（见 --list）",
            "data" => "以 JSON 对象给出实例 d，代替脚本的 data()",
            "max_ops" => "一次钩子调用至多执行的操作数（默认 1000000）",
            "template" => "打印一个带注释、含全部钩子的脚本模板",
            "count" => "打印解的个数",
            "print" => "每行打印一个解的取值（最优化问题：先打印最优值，再打印其取值）",
            "compare" => "并排比较两种剪枝设置（none,both），或同一数据上的两个脚本（book.rhai,mine.rhai）",
            "list" => "列出内置脚本",
            _ => return None,
        }
        .into(),
    )
}

/// Simplified Chinese.
pub static TEXT: ScriptText = ScriptText {
    words: Words {
        name: "脚本问题",
        about: "用 Rhai 脚本写你自己的回溯问题：脚本回答钩子函数，程序负责搜索和展示",
        usage: "backtrack script [选项] <脚本>",
        examples: "  backtrack script max-clique         教材中的最大团，内置脚本；见 backtrack script --list\n  backtrack script --template > mine.rhai   打印带注释的脚本模板\n  backtrack script mine.rhai --data graph.json --stats\n  backtrack script --compare max-clique,mine.rhai   教材的限界函数与你的并排比较",
        options: "脚本问题的",
        option,
        tree: "解空间树",
        size: "深度",
        solutions: "解",
        vocabulary: Vocabulary {
            solution: "解",
            backtrack: "回溯",
            place: "进入结点",
            numbered: true,
            at_level: |level| format!("第 {} 层的", level + 1),
            passed: |percent| format!("已搜索解空间树的 {}%", crate::i18n::percent(percent)),
        },
        legend: &[
            "x：已选的取值，从 x[1] 起",
            "脚本有 draw(d, x) 时，图中是它返回的各行",
            "代码面板：脚本本身，决定上一步的那一行高亮",
        ],
        keys: PictureKeys {
            tree: KeyText {
                short: "树",
                long: "显示解空间树，标出每次剪枝",
            },
            export: KeyText {
                short: "",
                long: "把已搜索的树保存为 SVG 图片",
            },
            zoom: KeyText {
                short: "",
                long: "放大：图占满窗口，便于投影",
            },
        },
        child: |node, c| node.label(c),
        node: |node, c| node.name(c),
        level: |node| format!("x[{}]", node.depth + 1),
    },
    kinds: ["子集树", "排列树", "m 叉树", "解空间树"],
    code: "脚本",
    picture: "x 与 draw(d, x)",
    depth: |depth, size, children| match children {
        Some(n) => format!("第 {depth} 层（共 {size} 层），此处 {n} 个孩子结点"),
        None => format!("第 {depth} 层（共 {size} 层）"),
    },
    best: "最优值",
    improvements: "改进次数",
    stopped: "搜索停止：",
    entered: |e, _| e.label.to_string(),
    cut: |c, compact| {
        let by = match c.by {
            crate::engine::tree::Cut::Constraint => "约束函数",
            crate::engine::tree::Cut::Bound => "限界函数",
        };
        match (c.reason.is_empty(), compact) {
            (true, false) => format!("{}？{by}剪去", c.label),
            (false, false) => format!("{}？{}：{by}剪去", c.label, c.reason),
            (true, true) => format!("✗ {}", c.label),
            (false, true) => format!("✗ {}：{}", c.label, c.reason),
        }
    },
    found: |f, compact| match (f.value, compact) {
        (None, false) => format!("解 x = {}", f.x),
        (None, true) => format!("x = {}", f.x),
        (Some(v), false) if f.better => format!("解 x = {}，值 {v}：目前最优", f.x),
        (Some(v), false) => format!("解 x = {}，值 {v}", f.x),
        (Some(v), true) => format!("x = {}：{v}", f.x),
    },
    wanted,
    fault,
    load,
    bad_data: |why| format!("--data：{why}"),
    data_not_object: "--data：文件中没有 JSON 对象；请写成 { \"键\": 值, ... }",
    bad_compare: |s| format!("--compare {s}：请写两种剪枝设置（none,both）或两个脚本（book.rhai,mine.rhai）"),
    no_option: |flag| format!("{flag}：脚本不生成随机实例；请用 --data 文件.json 给出数据"),
    bad_max_ops: |s| format!("--max-ops {s}：请写 1000 到 1000000000000 之间的整数"),
    list_head: "内置脚本（backtrack script 名字）：",
    list_foot: "同名文件优先于内置脚本；--template 打印一个带注释、含全部钩子的脚本模板",
};
