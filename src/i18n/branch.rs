//! The words of branch and bound (分支限界法) in the visualizer, in English and Chinese: the
//! strategies, the node words of the textbook (扩展结点, 活结点, 死结点), the live-node table
//! (活结点表), the counters, each step said.

use crate::engine::branch::Strategy;
use crate::i18n::{KeyText, Lang, Vocabulary};

/// Branch and bound's words in one language.
#[derive(Debug)]
pub struct BranchText {
    /// Each strategy's name, by [`Strategy::ALL`]'s order.
    pub strategy: [&'static str; 3],
    /// Each strategy's table, by [`Strategy::ALL`]'s order (a stack, a queue, a priority
    /// queue).
    pub table: [&'static str; 3],
    /// The live-node table's title: the table's kind.
    pub live_title: fn(&str, usize) -> String,
    /// The table's column of each node's path.
    pub path: &'static str,
    /// The mark of the next node to be expanded.
    pub next: &'static str,
    /// The table empty: the search is over.
    pub empty: &'static str,
    /// More live nodes than the panel shows.
    pub more: fn(usize) -> String,
    /// The tree panel's title: what the numbers are.
    pub tree_title: &'static str,
    /// A tree too large to draw.
    pub too_large: fn(usize) -> String,
    /// The node words: the E-node, a live node, a dead node.
    pub nodes: [&'static str; 3],
    /// The counters' names: expanded, generated, live now, most live, cut by the constraint,
    /// cut by the bound, died waiting, improvements (an optimisation's) or solutions (an
    /// enumeration's).
    pub counters: [&'static str; 9],
    /// The best: its value's words, the expansion it was found at, whether proved.
    pub best: fn(&str, u64, bool) -> String,
    /// An enumeration's last solution: its words, the expansion it was found at, whether the
    /// search is over (every solution found).
    pub last: fn(&str, u64, bool) -> String,
    /// No solution yet.
    pub no_best: &'static str,
    /// The start: the root waits.
    pub start: &'static str,
    /// A node expanded: its number, its name, children generated, cut, solutions found,
    /// whether they are better ones (an optimisation's).
    pub expanded: fn(u64, &str, u32, u32, u32, bool) -> String,
    /// A node dead at its turn: its name.
    pub died: fn(&str) -> String,
    /// `s`: the next strategy (restarts).
    pub key: KeyText,
    /// `c`: two strategies side by side.
    pub compare_key: KeyText,
    /// The quiz's question: which row of the table is expanded next.
    pub question: fn(usize) -> String,
    /// An answer: the row's letter and its node.
    pub answer: fn(char) -> String,
    /// The quiz's other question: a child of the node expanded next, live or dead after it.
    pub fate_question: fn(&str) -> String,
    /// `b B`: the jumps to a node dead at its turn.
    pub died_jump: KeyText,
    /// `p P`: the jumps to an expansion.
    pub expand_jump: KeyText,
    /// The quiz's answers: a row's letter, or live or dead.
    pub answer_key: KeyText,
    /// The landmarks of its steps (a solution, a node dead at its turn, an expansion) for the
    /// jumps, stops and the prompt; the scrubber before the end is known (`passed`: no share of
    /// the tree, the order not being depth first).
    pub vocabulary: Vocabulary,
}

const EN: BranchText = BranchText {
    strategy: [
        "backtracking (depth first)",
        "FIFO branch and bound",
        "LC branch and bound",
    ],
    table: ["stack", "queue", "priority queue"],
    live_title: |table, n| format!("live nodes: {table}, {n}"),
    path: "path",
    next: "next",
    empty: "none left: the search is over",
    more: |n| format!("... {n} more"),
    tree_title: "tree: numbers in expansion order",
    too_large: |n| format!("{n} nodes: too many to draw; the table and counters go on"),
    nodes: ["E-node", "live", "dead"],
    counters: [
        "expanded",
        "generated",
        "live now",
        "most live",
        "cut by constraint",
        "cut by bound",
        "died waiting",
        "improvements",
        "solutions",
    ],
    best: |value, at, proved| {
        if proved {
            format!("best {value}, found at expansion {at}, proved optimal")
        } else {
            format!("best so far {value}, found at expansion {at}")
        }
    },
    last: |value, at, all| {
        if all {
            format!("every solution found; the last, {value}, at expansion {at}")
        } else {
            format!("last solution {value}, found at expansion {at}")
        }
    },
    no_best: "no solution yet",
    start: "the root is the one live node",
    expanded: |number, name, generated, cut, found, better| {
        let better = if better { "better " } else { "" };
        let found = match found {
            0 => String::new(),
            1 => format!(", a {better}solution"),
            k => format!(", {k} {better}solutions"),
        };
        format!("E-node #{number} {name}: {generated} generated, {cut} cut{found}")
    },
    died: |name| format!("{name} dies: its bound no longer beats the best"),
    key: KeyText {
        short: "strategy",
        long: "the next strategy: backtracking, FIFO, LC (restarts)",
    },
    compare_key: KeyText {
        short: "compare",
        long: "this strategy beside the next, or back to one (restarts)",
    },
    question: |rows| {
        let last = char::from(b'a' + rows.saturating_sub(1).min(25) as u8);
        format!("Which live node is expanded next? a-{last}: a row of the table")
    },
    answer: |row| format!("row {row}"),
    fate_question: |child| {
        format!("After the next expansion, is its child {child} live or dead? l live, d dead")
    },
    died_jump: KeyText {
        short: "",
        long: "next / previous node dead at its turn",
    },
    expand_jump: KeyText {
        short: "",
        long: "next / previous expansion",
    },
    answer_key: KeyText {
        short: "answer",
        long: "answer: a row's letter (a-i), or l live, d dead",
    },
    vocabulary: Vocabulary {
        solution: "solution",
        backtrack: "node dead at its turn",
        place: "expansion",
        numbered: true,
        at_level: |level| format!("at depth {}", level + 1),
        passed: |_| "until the table is empty".to_string(),
    },
};

const ZH: BranchText = BranchText {
    strategy: [
        "回溯法（深度优先）",
        "队列式分支限界法",
        "优先队列式分支限界法",
    ],
    table: ["栈", "队列", "优先队列"],
    live_title: |table, n| format!("活结点表：{table}，{n} 个"),
    path: "路径",
    next: "下一个",
    empty: "表空：搜索结束",
    more: |n| format!("……另有 {n} 个"),
    tree_title: "解空间树：编号为扩展次序",
    too_large: |n| format!("{n} 个结点，画不下；活结点表和计数照常"),
    nodes: ["扩展结点", "活结点", "死结点"],
    counters: [
        "扩展",
        "生成",
        "当前活结点",
        "最多活结点",
        "约束剪枝",
        "限界剪枝",
        "出队即死",
        "改进",
        "解",
    ],
    best: |value, at, proved| {
        if proved {
            format!("最优 {value}，第 {at} 次扩展时找到，已证明最优")
        } else {
            format!("当前最优 {value}，第 {at} 次扩展时找到")
        }
    },
    last: |value, at, all| {
        if all {
            format!("全部解已找到；最后一个 {value}，第 {at} 次扩展时找到")
        } else {
            format!("最近一个解 {value}，第 {at} 次扩展时找到")
        }
    },
    no_best: "尚无解",
    start: "根结点是唯一的活结点",
    expanded: |number, name, generated, cut, found, better| {
        let found = match (found, better) {
            (0, _) => String::new(),
            (k, true) => format!("，更优解 {k} 个"),
            (k, false) => format!("，解 {k} 个"),
        };
        format!("第 {number} 个扩展结点 {name}：生成 {generated} 个，剪去 {cut} 个{found}")
    },
    died: |name| format!("{name} 成为死结点：它的界已不优于当前最优"),
    key: KeyText {
        short: "策略",
        long: "换下一种策略：回溯、队列式、优先队列式（重新开始）",
    },
    compare_key: KeyText {
        short: "对比",
        long: "当前策略与下一种并排，或回到一个（重新开始）",
    },
    question: |rows| {
        let last = char::from(b'a' + rows.saturating_sub(1).min(25) as u8);
        format!("下一个扩展哪个活结点？a-{last}：表中的一行")
    },
    answer: |row| format!("第 {row} 行"),
    fate_question: |child| {
        format!("下一次扩展之后，它的孩子 {child} 是活结点还是死结点？l 活，d 死")
    },
    died_jump: KeyText {
        short: "",
        long: "下一个 / 上一个出队即死的结点",
    },
    expand_jump: KeyText {
        short: "",
        long: "下一次 / 上一次扩展",
    },
    answer_key: KeyText {
        short: "作答",
        long: "作答：按行的字母（a-i），或 l 活、d 死",
    },
    vocabulary: Vocabulary {
        solution: "解",
        backtrack: "出队即死的结点",
        place: "扩展",
        numbered: true,
        at_level: |level| format!("第 {} 层的", level + 1),
        passed: |_| "直到活结点表为空".to_string(),
    },
};

/// Branch and bound's words in `lang`.
pub fn text(lang: Lang) -> &'static BranchText {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// A strategy's index in the tables of words.
pub fn index(strategy: Strategy) -> usize {
    Strategy::ALL
        .iter()
        .position(|&s| s == strategy)
        .unwrap_or(0)
}
