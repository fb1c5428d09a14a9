//! 回放的搜索，简体中文。

use super::ReplayText;
use crate::engine::tree::Cut;
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::replay::engine::{MAX_DEPTH, MAX_EVENTS, MAX_LINE, ReplayError};

fn error(e: &ReplayError) -> String {
    match e {
        ReplayError::NotJson(_, at) => {
            format!("不是 JSON 对象（第 {at} 列）；每行写一个对象，如 {{\"event\": \"enter\", \"label\": \"x1=1\"}}")
        }
        ReplayError::TooLong(_) => format!("这一行超过 {MAX_LINE} 字节"),
        ReplayError::NoEvent(_) => {
            "缺少 \"event\"；可写 enter、cut、back、solution 或 note（第一行可用 {\"tree\": ...} 说明树）".into()
        }
        ReplayError::Unknown(_, name) => {
            format!("未知事件 \"{name}\"；可写 enter、cut、back、solution 或 note")
        }
        ReplayError::Field(_, "by") => "剪枝事件需要 \"by\": \"constraint\"（约束函数）或 \"bound\"（限界函数）".into(),
        ReplayError::Field(_, "label") => "\"label\" 应为字符串或数字".into(),
        ReplayError::Field(_, "text") => "note 事件需要 \"text\": \"...\"".into(),
        ReplayError::Field(_, name) => format!("\"{name}\" 缺失或类型不对"),
        ReplayError::BackAtRoot(_) => "在根结点处回溯：每个 back 都应对应一个 enter".into(),
        ReplayError::Depth(_, given, wanted) => {
            format!("深度为 {given}，而按前面的事件应为 {wanted}")
        }
        ReplayError::Child(_, given, wanted) => {
            format!("孩子编号为 {given}，而下一个应为 {wanted}")
        }
        ReplayError::TooMany(_) => format!("事件超过 {MAX_EVENTS} 个；请回放更短的一段（--trace 的 --limit N）"),
        ReplayError::TooDeep(_) => format!("深度超过 {MAX_DEPTH}"),
        ReplayError::Empty => "没有事件；每行写一个 JSON 对象（见 docs/replay.zh.md）".into(),
    }
}

fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "instance" => "事件：JSON Lines 文件，或用 - 表示标准输入",
            "print" => "每行输出一个解的值（或其路径上的标签）",
            _ => return None,
        }
        .into(),
    )
}

/// 简体中文。
pub static TEXT: ReplayText = ReplayText {
    words: Words {
        name: "回放的搜索",
        about: "画出你自己的程序输出的搜索过程（JSON Lines：enter、cut、back、solution），或任何 --trace 的输出",
        usage: "backtrack replay [选项] <FILE.jsonl | ->",
        examples: "  ./mysearch | backtrack replay -      逐步查看你的程序的搜索\n  backtrack replay run.jsonl --stats   它的计数\n  backtrack subset-sum --trace | backtrack replay - --tree svg > tree.svg",
        options: "replay 的",
        option,
        tree: "解空间树",
        size: "深度",
        solutions: "解的个数",
        vocabulary: Vocabulary {
            solution: "解",
            backtrack: "回溯",
            place: "进入结点",
            numbered: true,
            at_level: |level| format!("第 {} 层的", level + 1),
            passed: |percent| format!("已回放事件的 {}%", crate::i18n::percent(percent)),
        },
        legend: &[
            "路径：从根往下每个结点的标签",
            "代码面板：事件文件，上一步所在的行高亮",
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
        child: |place, c| place.name(c),
        node: |place, c| place.name(c),
        level: |place| format!("第 {} 层", place.depth + 1),
    },
    kinds: ["子集树", "排列树"],
    code: "事件",
    too_long: |lines| format!("共 {lines} 行，太多，不在此显示"),
    picture: "路径",
    depth: |depth, deepest| format!("第 {depth} 层（最深 {deepest} 层）"),
    no_picture: "回放没有问题本身的图，以路径代替",
    entered: |label| label.to_string(),
    cut: |label, reason, by, compact| {
        let (by, mark) = match by {
            Cut::Constraint => ("约束函数", "✗"),
            Cut::Bound => ("限界函数", "✄"),
        };
        match (reason.is_empty(), compact) {
            (true, false) => format!("{label}？{by}剪去"),
            (false, false) => format!("{label}？{reason}：{by}剪去"),
            (true, true) => format!("{mark} {label}"),
            (false, true) => format!("{mark} {label}：{reason}"),
        }
    },
    found: |value, compact| match (value, compact) {
        (None, _) => "解".into(),
        (Some(v), false) => format!("找到解，值为 {v}"),
        (Some(v), true) => format!("值 {v}"),
    },
    error,
    no_option: |flag| format!("{flag}：回放只画文件里的搜索，没有自己的实例或剪枝设置"),
    compare_files: |given| format!("--compare {given}：请给出两个事件文件，如 A.jsonl,B.jsonl（不能用标准输入）"),
    reading: |events| format!("读取中：已读 {} 个事件，其余随到随读", crate::engine::notation::group_digits(events as u64)),
    stopped: |line, what| format!("读到第 {line} 行停止：{what}；只显示此前的事件"),
    lost: |why| format!("输入无法继续读取（{why}）；只显示已读的事件"),
};
