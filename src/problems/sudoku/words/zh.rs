//! Sudoku in Simplified Chinese.

use super::{SudokuText, cell_name};
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::sudoku::engine::{Algo, PuzzleError, Unit};
use crate::problems::sudoku::words::{level, node};

fn error(place: &str, e: &PuzzleError) -> String {
    match e {
        PuzzleError::Length(len) => format!(
            "{place}{len} 个字符；一道题有 81 个（9x9）或 16 个（4x4）字符，空格用 . 或 0"
        ),
        PuzzleError::Char(col, c) => format!("{place}第 {col} 列：{c:?} 不是本题的数字，也不是 . 或 0"),
        PuzzleError::Line(line, e) => error(&format!("{place}第 {line} 行："), e),
        PuzzleError::Empty => format!("{place}里面没有题目；每行写一道"),
        PuzzleError::Clash { n, digit: d, cells: [a, b], unit } => format!(
            "{place}{} 和 {} 都给定了 {d}，且在{}：没有解能同时保留二者",
            cell_name(*a, *n),
            cell_name(*b, *n),
            match unit { Unit::Row => "同一行", Unit::Column => "同一列", Unit::Box => "同一宫" },
        ),
    }
}


fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "algo" => "cells：按阅读顺序取第一个空格（LeetCode 37）；mrv：候选数最少的空格优先；mrv-singles：显性或隐性唯一数优先，并用其限界 [默认：cells]",
            "empty" => "改用边长为 N 的空盘，4 或 9（4x4 空盘有 288 个解）",
            "count" => "每行输出一道题的解的个数；--limit K 数到 K 个为止",
            "unique" => "配合 --count：在数独变换群（数字重新标号、带内换行与换带、列同理、转置）下的等价类个数：4x4 空盘的 288 个解只有 2 类",
            "threads" => "配合 --print 或 --count：求解用的线程数，1 到 256 [默认：全部核心]",
            "print" => "用快速求解器解每道题，按输入顺序每行输出一个解；无解的题输出 \"no solution\"，退出状态为 1",
            "compare" => "并排对比两种剪枝设置（constraint,none）或两种顺序（cells,mrv）",
            "prune" => "constraint（行、列或宫里已有的数字剪去）、both（隐性唯一数的格子里其他数字也剪去）或 none（整棵树）[默认：constraint；mrv-singles 为 both]",
            "limit" => "配合 --trace：最多 K 个事件；配合 --tree：最多 K 个结点；配合 --count：每道题最多数 K 个解",
            "instance" => "一道题（81 或 16 个字符，空格用 . 或 0）、题目文件（每行一道，# 开头为注释）或内置题集的名字（见 --list）[默认：easy]",
            "random" => "不支持：题目由你给出或取自题集",
            _ => return None,
        }
        .into(),
    )
}

/// Simplified Chinese.
pub static TEXT: SudokuText = SudokuText {
    words: Words {
        name: "数独",
        about: "数独：逐格与候选最少优先对比，另有快速求解器",
        usage: "backtrack sudoku [选项] [题目|文件|名字]",
        examples: "  backtrack sudoku                   一道简单题；见 backtrack sudoku --help\n  backtrack sudoku inkala --compare cells,mrv   两种顺序并排\n  backtrack sudoku --print puzzles.txt",
        options: "数独的选项",
        option,
        tree: "搜索树",
        size: "方格边长",
        solutions: "解",
        vocabulary: Vocabulary {
            solution: "解",
            backtrack: "回溯",
            place: "填数",
            numbered: true,
            at_level: |level| format!("第 {} 个空格的", level + 1),
            passed: |percent| format!("已走过搜索树的 {}%", crate::i18n::percent(percent)),
        },
        legend: &[
            "已知数",
            "搜索填入的数",
            "正在填的格子",
            "已有所试数字的格子",
            "无需猜测填入的数（只有一个候选）",
            "解",
        ],
        keys: PictureKeys {
        tree: KeyText {
                short: "搜索树",
                long: "显示搜索树：每个孩子一个数字，剪枝都标出原因",
            },
        export: KeyText {
                short: "",
                long: "把盘面保存为 SVG 图片",
            },
        zoom: KeyText {
                short: "",
                long: "放大：盘面占满窗口，适合投影",
            },
    },
        child: |_node, c| (c + 1).to_string(),
        node,
        level,
    },
    algo: |a| match a {
        Algo::Cells => "逐格",
        Algo::Mrv => "候选最少优先（MRV）",
        Algo::MrvSingles => "唯一数优先",
    },
    picture: |n, givens, empty| format!("{n}x{n}，已知 {givens} 格，空 {empty} 格"),
    here: |cell, candidates| format!("正在填 {cell}；候选数 {candidates}"),
    all_filled: "所有格子都已填满",
    over: "回到只有给定数字的盘面；N：最后一个解",
    comment: "// 约束函数",
    bound_comment: "// 限界函数",
    code: "Solve(k)",
    unit: |u| match u {
        Unit::Row => "同一行",
        Unit::Column => "同一列",
        Unit::Box => "同一宫",
    },
    algo_key: KeyText {
        short: "算法",
        long: "换下一种顺序：逐格、候选最少优先、唯一数优先（重新开始）",
    },
    pencil_key: KeyText {
        short: "",
        long: "铅笔标记：每个空格的候选数（放大时显示数字）",
    },
    prune_key: KeyText {
        short: "剪枝",
        long: "剪枝：约束函数、再加唯一数限界，或不剪枝（重新开始）",
    },
    size_key: KeyText {
        short: "",
        long: "换成另一种大小的空盘",
    },
    random_key: KeyText {
        short: "",
        long: "从题集中随机换一道",
    },
    solutions_key: KeyText {
        short: "全部解",
        long: "全部解：最多 1000 个，4x4 按等价类分组",
    },
    browse_move: KeyText {
        short: "换一个",
        long: "换一个解",
    },
    browse_classes: KeyText {
        short: "等价类",
        long: "每个等价类只列一个解，或列出全部（4x4）",
    },
    browse_close: KeyText {
        short: "关闭",
        long: "关闭解的列表",
    },
    browse_line: |k, n, more, class, by_class| {
        let more = if more { "+" } else { "" };
        let head = format!("第 {k} 个解，共 {n}{more} 个");
        match (class, by_class) {
            (Some((c, classes, size)), false) => format!("{head}；属于第 {c} 类（共 {classes} 类，本类 {size} 个解）"),
            (Some((c, classes, size)), true) => format!("第 {c} 类（共 {classes} 类）：{size} 个解，此为其中第一个"),
            (None, _) => head,
        }
    },
    browse_none: "无解",
    browse_title: "全部解",
    pick_question: "下一个填哪一格",
    pick_here: "下一个填哪一格？",
    contender: |cell, left, single| match single {
        Some(d) => format!("{cell}（{d} 在某一单元中只能放在这里）"),
        None => format!("{cell}（{left} 个候选数）"),
    },
    filled: |f, compact| {
        let cell = cell_name(f.cell, f.n);
        match (compact, f.candidates) {
            (true, _) => format!("{cell} = {}", f.digit),
            (false, 1) => format!("{cell} = {}，唯一的候选数", f.digit),
            (false, k) => format!("{cell} = {}（{k} 个候选数之一）", f.digit),
        }
    },
    clash: |c, compact| {
        let (cell, at) = (cell_name(c.cell, c.n), cell_name(c.at, c.n));
        if c.only != 0 {
            let unit = match c.unit {
                Unit::Row => "本行",
                Unit::Column => "本列",
                Unit::Box => "本宫",
            };
            return if compact {
                format!("✄ {cell} {}：{} 只能在此", c.digit, c.only)
            } else {
                format!("{cell} 填 {}？{} 在{unit}再无别处可放：剪去", c.digit, c.only)
            };
        }
        if compact {
            format!("✗ {cell} {}：{at}", c.digit)
        } else {
            let unit = (TEXT.unit)(c.unit);
            format!("{cell} 填 {d}？{at} 已有 {d}，{unit}：剪去", d = c.digit)
        }
    },
    solved: |s, compact| {
        if compact {
            "解出".into()
        } else {
            format!("解出：填了 {} 格", s.filled)
        }
    },
    error,
    bad_empty: |v| format!("--empty {v}：请给出盘面边长，4 或 9"),
    no_solution: "no solution",
    no_bound: |v| format!("{v}：唯一数限界离不开约束函数；只能是 constraint、both、none"),
    no_random: "--random：数独的题目由你给出或取自题集（见 --list），程序不出题",
    list_head: "内置题目（backtrack sudoku 名字）：",
    list_line: |k, about| format!("{k} 道题：{about}"),
    about: |name| match name {
        "easy" => "简单题：只用唯一候选就能填满",
        "four" => "4x4，适合第一课",
        "inkala" => "Arto Inkala 的题，2012 年被称为“世界最难数独”",
        "top95" => "Peter Norvig 的 top95，都是难题",
        "hardest" => "Peter Norvig 的 hardest",
        _ => "",
    },
};
