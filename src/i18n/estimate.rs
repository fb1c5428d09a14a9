//! The words of the Monte Carlo estimate's panel (`E`), in English and Chinese, in the terms
//! of 王晓东 §5.1 (回溯法的效率分析: 蒙特卡罗方法, 随机路径).

use crate::i18n::{KeyText, Lang};

/// The estimate panel's words in one language.
#[derive(Debug)]
pub struct EstimateText {
    /// `E`: the key's row.
    pub key: KeyText,
    /// The panel's title.
    pub title: &'static str,
    /// The probes taken, still probing or stopped.
    pub probes: fn(&str, bool) -> String,
    /// The estimate of the whole tree's nodes with two standard errors.
    pub estimate: fn(&str, &str) -> String,
    /// Before two probes: no standard error yet.
    pub estimate_alone: fn(&str) -> String,
    /// The last probe: its estimate and its depth.
    pub last: fn(&str, usize) -> String,
    /// The search's nodes visited so far, the search still running.
    pub so_far: fn(&str) -> String,
    /// The true count, the search over, and how far the estimate is from it (percent).
    pub truth: fn(&str, &str) -> String,
    /// The per-level table's header: depth, estimate, visited.
    pub columns: [&'static str; 3],
    /// The strip's legend: the probes' dots, the mean and its band, the truth.
    pub strip: &'static str,
    /// A problem or a start without a probe.
    pub none: &'static str,
}

const EN: EstimateText = EstimateText {
    key: KeyText {
        short: "",
        long: "tree size by random probes (Monte Carlo): start, stop, close",
    },
    title: "Tree size: Monte Carlo estimate",
    probes: |p, running| {
        if running {
            format!("random probes: {p}, probing")
        } else {
            format!("random probes: {p}, stopped")
        }
    },
    estimate: |x, band| format!("estimated nodes: {x} ± {band}"),
    estimate_alone: |x| format!("estimated nodes: {x}"),
    last: |x, depth| format!("last probe: {x} (depth {depth})"),
    so_far: |v| format!("visited so far: {v}"),
    truth: |v, off| format!("true count: {v} (off by {off}%)"),
    columns: ["depth", "estimate", "visited"],
    strip: "· probe  ┃ mean  ═ ±2 SE  ▼ true",
    none: "no estimate for this search: its tree cannot be probed from the root",
};

const ZH: EstimateText = EstimateText {
    key: KeyText {
        short: "",
        long: "随机探查估计解空间树大小（蒙特卡罗）：开始、停止、关闭",
    },
    title: "解空间树大小：蒙特卡罗估计",
    probes: |p, running| {
        if running {
            format!("随机探查：{p} 次，进行中")
        } else {
            format!("随机探查：{p} 次，已停止")
        }
    },
    estimate: |x, band| format!("估计结点数：{x} ± {band}"),
    estimate_alone: |x| format!("估计结点数：{x}"),
    last: |x, depth| format!("最近一次探查：{x}（深度 {depth}）"),
    so_far: |v| format!("已访问结点：{v}"),
    truth: |v, off| format!("实际结点数：{v}（误差 {off}%）"),
    columns: ["深度", "估计", "已访问"],
    strip: "· 探查  ┃ 均值  ═ ±2 标准误  ▼ 实际",
    none: "无法估计这次搜索：不能从根出发随机探查它的解空间树",
};

/// The estimate panel's words in `lang`.
pub fn text(lang: Lang) -> &'static EstimateText {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}
