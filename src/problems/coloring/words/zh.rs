//! Graph colouring in Simplified Chinese.

use super::ColoringText;
use crate::i18n::Lang;
use crate::i18n::search::{PictureKeys, Words};
use crate::i18n::{KeyText, Vocabulary};
use crate::problems::coloring::engine::{Algo, MAX_COLOURS, MAX_VERTICES, Why};
use crate::problems::coloring::words::{colour_name, level, node};


fn why(w: Why, colour: &str, compact: bool) -> String {
    let [v, u] = w.names();
    match w {
        Why::Clash { .. } if compact => format!("✗ {v} {colour}：{u}"),
        Why::Clash { .. } => format!("{v} 涂{colour}？{u} 已是{colour}：{v} 不能涂{colour}：剪去"),
        Why::Wipeout { .. } if compact => format!("✄ {v} {colour}：{u} 无色"),
        Why::Wipeout { .. } => format!("{v} 涂{colour}？{u} 将无色可涂：剪去"),
    }
}


fn option(id: &str) -> Option<String> {
    Some(
        match id {
            "m" => format!("颜色数，1 到 {MAX_COLOURS} [默认：3；内置的图用它的色数]"),
            "algo" => "fixed：按编号 1..n 的顺序（教材的做法）；dsatur：邻居颜色种类最多的未着色顶点优先，相同时取度大的 [默认：fixed]".into(),
            "forward" => "把前向检查作为限界函数：某个颜色让一个邻居无色可涂，就立即剪去（同 --prune both）".into(),
            "cycle" => format!("改用圈 C_N，N 为 1 到 {MAX_VERTICES}"),
            "complete" => format!("改用完全图 K_N，N 为 1 到 {MAX_VERTICES}"),
            "p" => "配合 --random：每对顶点以概率 P 相连，0 到 1 [默认：0.3]".into(),
            "count" => "输出用 m 种颜色的着色方案数；--limit K 数到 K 个为止".into(),
            "chromatic" => "输出色数：依次试 m = 1, 2, ...，有着色方案的最小 m".into(),
            "print" => "每行输出一种着色方案：顶点 1..n 的颜色，用一个空格分隔".into(),
            "compare" => "并排对比两种剪枝设置（constraint,both）或两种顺序（fixed,dsatur）".into(),
            "prune" => "constraint（约束函数 Ok，教材的做法）、both（再加前向检查）或 none（整棵 m^n 树）[默认：constraint]；Tab 切换".into(),
            "limit" => "配合 --trace：最多 K 个事件；配合 --tree：最多 K 个结点；配合 --print 或 --count：最多 K 种着色".into(),
            "instance" => "DIMACS 格式的图文件（p edge V E、e U V），或内置图的名字（见 --list）[默认：australia]".into(),
            "random" => format!("改用 N 个顶点的随机图，1 到 {MAX_VERTICES}"),
            _ => return None,
        },
    )
}

/// Simplified Chinese.
pub static TEXT: ColoringText = ColoringText {
    words: Words {
        name: "图的m着色",
        about: "图的 m 着色：固定顺序与 DSATUR 对比，可加前向检查",
        usage: "backtrack coloring [选项] [图]",
        examples: "  backtrack coloring                 澳大利亚地图，3 种颜色；见 backtrack coloring --help\n  backtrack coloring myciel3 --compare fixed,dsatur   两种顺序并排\n  backtrack coloring petersen -m 4 --count",
        options: "图着色的选项",
        option,
        tree: "m 叉树",
        size: "顶点个数",
        solutions: "着色方案",
        vocabulary: Vocabulary {
            solution: "着色方案",
            backtrack: "回溯",
            place: "着色",
            numbered: true,
            at_level: |level| format!("第 {} 个顶点的", level + 1),
            passed: |percent| format!("已走过 m 叉树的 {}%", crate::i18n::percent(percent)),
        },
        legend: &[
            "已着色（v:c，c 为颜色编号）",
            "正在着色的顶点",
            "已有该颜色的相邻顶点",
            "无色可涂的顶点",
            "尚未着色",
            "找到的着色方案",
        ],
        keys: PictureKeys {
        tree: KeyText {
                short: "m 叉树",
                long: "显示 m 叉树：每个结点 m 个孩子，剪枝都标出原因",
            },
        export: KeyText {
                short: "",
                long: "把图保存为 SVG 图片，每个顶点涂上它的颜色",
            },
        zoom: KeyText {
                short: "",
                long: "放大：图占满窗口，适合投影",
            },
    },
        child: |_node, c| colour_name(c as u8 + 1, Lang::Zh).to_string(),
        node,
        level,
    },
    algo: |a| match a {
        Algo::Fixed => "固定顺序",
        Algo::Dsatur => "DSATUR",
    },
    colours: ["红色", "绿色", "蓝色", "黄色", "紫色", "橙色", "青色", "粉色", "棕色"],
    picture: |n, e, m| format!("{n} 个顶点，{e} 条边，{m}^{n} 个叶结点"),
    here: |v, left| format!("正在给 {v} 着色；可选的颜色：{left}"),
    all_coloured: "所有顶点都已着色",
    table_head: ["顶点", "色", "可用"],
    comments: ["// 约束函数", "// 限界函数"],
    code: "Backtrack(t)",
    algo_key: KeyText {
        short: "算法",
        long: "换一种顺序：固定顺序或 DSATUR（重新开始）",
    },
    colours_key: KeyText {
        short: "颜色数",
        long: "少一种或多一种颜色（重新开始）",
    },
    size_key: KeyText {
        short: "",
        long: "随机图少一个或多一个顶点",
    },
    random_key: KeyText {
        short: "",
        long: "同样顶点数的随机图",
    },
    prune_key: KeyText {
        short: "剪枝",
        long: "剪枝：约束函数、再加前向检查，或都不用（重新开始）",
    },
    pick_question: "下一个给哪个顶点着色",
    pick_here: "下一个给哪个顶点着色？",
    contender: |name, saturation, degree| {
        format!("{name}（相邻顶点已用 {saturation} 种颜色，度为 {degree}）")
    },
    painted: |p, colour, compact| {
        if compact {
            format!("{} {colour}", p.name)
        } else {
            format!("{} 涂{colour}（当时可用 {} 种颜色）", p.name, p.left)
        }
    },
    why,
    found: |f, compact| {
        if compact {
            format!("用 {} 种颜色", f.used)
        } else {
            format!("{} 个顶点全部着色，用了 {} 种颜色", f.vertices, f.used)
        }
    },
    bad_m: |v| format!("-m {v}：颜色数必须是 1 到 {MAX_COLOURS} 的整数"),
    bad_p: |v| format!("--p {v}：请给出边的概率，0 到 1 之间的数"),
    bad_family: |o, v| format!("{o} {v}：请给出顶点数，1 到 {MAX_VERTICES} 的整数"),
    bad_random: |v| format!("--random {v}：顶点数必须是 1 到 {MAX_VERTICES} 的整数"),
    no_bound_alone: |v| format!("{v}：前向检查离不开约束函数；只能是 constraint、both、none"),
    chromatic_too_big: |n| {
        format!("--chromatic：这个 {n} 个顶点的图用 {MAX_COLOURS} 种颜色（搜索支持的上限）以内无法着色")
    },
    list_head: "内置的图（backtrack coloring 名字）：",
    list_line: |n, e, about| format!("{n} 个顶点，{e} 条边：{about}"),
    about: |name| match name {
        "australia" => "澳大利亚的各州，着色课上人人都涂的地图（3 种颜色）",
        "petersen" => "Petersen 图，每个顶点的度都是 3（3 种颜色）",
        "wheel" => "轮图 W6，中心连着一个 6 圈（3 种颜色）",
        "myciel3" => "DIMACS 基准中 C5 的 Mycielski 图，没有三角形（4 种颜色）",
        _ => "",
    },
};
