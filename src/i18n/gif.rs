//! The words of the animated GIF (`--gif`, and `X` in the visualizer), in English and Chinese.

use crate::i18n::{KeyText, Lang};

/// The GIF's words in one language.
#[derive(Debug)]
pub struct GifText {
    /// `X`: the key's row (in the help; the key bar shows it once a mark is set).
    pub key: KeyText,
    /// The key bar's label while a mark is set: from step N.
    pub marked_short: fn(u64) -> String,
    /// The mark set at a step: what the key does next.
    pub marked: fn(u64) -> String,
    /// The GIF being written (the screen stands still meanwhile).
    pub writing: fn(u64, u64) -> String,
    /// Written: the file, its frames, its size.
    pub written: fn(&str, usize, &str) -> String,
    /// Pressed again at the mark's step: the mark removed.
    pub cleared: fn(u64) -> String,
    /// A step past the search's end: the option or field, the step asked, the last step.
    pub past_end: fn(&str, u64, u64) -> String,
    /// Solution K never comes: K, the last step.
    pub no_solution: fn(u64, u64) -> String,
    /// More frames than a GIF may have: how many, the most.
    pub too_many: fn(u64, u64) -> String,
    /// The screen size is too small for the screen: the option's value, the visualizer's
    /// own words for it.
    pub too_small: fn(&str, &str) -> String,
    /// The file exists: not replaced without `--force`.
    pub exists: fn(&str) -> String,
    /// The name is a folder (or a link, or not a file).
    pub not_a_file: fn(&str) -> String,
    /// Writing failed: the file, why (nothing is left behind).
    pub failed: fn(&str, &str) -> String,
    /// A key of `--keys` that would leave the screen (quit, export, a scene).
    pub key_leaves: fn(&str) -> String,
}

const EN: GifText = GifText {
    key: KeyText {
        short: "",
        long: "animated GIF: mark the first step; again at the last writes it",
    },
    marked_short: |from| format!("gif from {from}"),
    marked: |from| {
        format!("GIF from step {from}: go to its last step and press X again (X here: cancel)")
    },
    writing: |from, to| format!("writing the GIF of steps {from} to {to}..."),
    written: |path, frames, size| format!("wrote {path}: {frames} frames, {size}"),
    cleared: |at| format!("GIF mark at step {at} removed"),
    past_end: |what, asked, last| {
        format!("{what} {asked}: past the end of the search (its last step is {last})")
    },
    no_solution: |k, last| {
        format!("--until-solution {k}: the search ends at step {last} with fewer solutions")
    },
    too_many: |frames, most| {
        format!(
            "{frames} frames: a GIF may have at most {most}; shorten the range, or raise --speed for more steps a frame"
        )
    },
    too_small: |size, words| format!("--gif-size {size}: {words}"),
    exists: |path| format!("{path} exists: give --force to replace it"),
    not_a_file: |path| format!("{path}: not a file that can be written (a folder, or a link)"),
    failed: |path, why| format!("could not write {path}: {why} (nothing was left behind)"),
    key_leaves: |key| {
        format!(
            "--keys {key}: a key that leaves the screen (quit, export, scene); allowed: keys that open panels, zoom, step"
        )
    },
};

const ZH: GifText = GifText {
    key: KeyText {
        short: "",
        long: "动图：在起始步按一次做标记，到结束步再按一次写出",
    },
    marked_short: |from| format!("动图自 {from}"),
    marked: |from| format!("动图从第 {from} 步开始：走到结束步后再按 X（在此处再按：取消）"),
    writing: |from, to| format!("正在写出第 {from} 步到第 {to} 步的动图……"),
    written: |path, frames, size| format!("已写出 {path}：{frames} 帧，{size}"),
    cleared: |at| format!("已取消第 {at} 步的动图标记"),
    past_end: |what, asked, last| {
        format!("{what} {asked}：超出了搜索的终点（最后一步是第 {last} 步）")
    },
    no_solution: |k, last| format!("--until-solution {k}：搜索在第 {last} 步结束，解不足 {k} 个"),
    too_many: |frames, most| {
        format!("{frames} 帧：一个动图最多 {most} 帧；请缩短范围，或提高 --speed 让每帧多走几步")
    },
    too_small: |size, words| format!("--gif-size {size}：{words}"),
    exists: |path| format!("{path} 已存在：加 --force 才会覆盖"),
    not_a_file: |path| format!("{path}：不是可写入的文件（是文件夹或符号链接）"),
    failed: |path, why| format!("无法写入 {path}：{why}（未留下任何文件）"),
    key_leaves: |key| {
        format!(
            "--keys {key}：这个键会离开画面（退出、导出、换场）；可用：打开面板、放大、单步的键"
        )
    },
};

/// The GIF's words in `lang`.
pub fn text(lang: Lang) -> &'static GifText {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}
