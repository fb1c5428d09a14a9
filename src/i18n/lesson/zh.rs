//! 课程的中文用语。

use super::LessonText;
use crate::i18n::KeyText;

/// 简体中文。
pub static TEXT: LessonText = LessonText {
    keys: KeyText {
        short: "场景",
        long: "课程的下一个 / 上一个场景（也可按 . 和 ,）",
    },
    scene: |k, n| format!("场景 {k}/{n}"),
    title: |title, k, n| format!("{title} · 第 {k} 个场景，共 {n} 个"),
    hint: "PgDn 下一场景 · PgUp 上一场景 · q 结束课程",
    last_hint: "最后一个场景 · PgUp 上一场景 · q 结束课程",
    last_waited: "完成 · 这是最后一个场景：按 q 结束课程",
    wait_answer: "等待全班回答问题 · 连按两次 PgDn 跳过",
    wait_stop: "等待搜索停在断点 · 连按两次 PgDn 跳过",
    waited: "完成 · PgDn 进入下一场景",
    first: "这已是课程的第一个场景",
    last: "这已是课程的最后一个场景：按 q 结束课程",
    held_answer: "还没有人作答：再按一次 PgDn 进入下一场景",
    held_stop: "搜索还没有停在断点：再按一次 PgDn 进入下一场景",
    list_heading: ["课程", "问题", "场景数", "内容"],
    checked: |file, scenes| format!("{file}：共 {scenes} 个场景，均可正常布置"),
    at: |file, scene, line, what| match (scene, line) {
        (Some(s), Some(l)) => format!("{file}，第 {s} 个场景（第 {l} 行）：{what}"),
        (Some(s), None) => format!("{file}，第 {s} 个场景：{what}"),
        (None, Some(l)) => format!("{file}，第 {l} 行：{what}"),
        (None, None) => format!("{file}：{what}"),
    },
    toml: |what| format!("不是课程文件：{what}"),
    headless: |run| {
        format!(
            "`{run}` 不是可视化界面（场景展示搜索过程：去掉 --print、--count、--stats、--trace、--tree）"
        )
    },
    no_scenes: "课程没有场景（请添加 [[scene]] 表）",
    no_run: "第一个场景需要 `run`：布置搜索的命令行",
    empty: |field| format!("`{field}` 为空"),
    missing_lang: |field, lang| {
        format!("`{field}` 缺少 `{lang}` 文本（每段说明都要写 en 和 zh 两种）")
    },
    long_caption: |lang, lines, most| {
        format!("`caption.{lang}` 在 100 列宽时占 {lines} 行；说明栏最多显示 {most} 行")
    },
    bad_field: |field, value, allowed| format!("`{field} = \"{value}\"`：{allowed}"),
    outside_key: |key| {
        format!(
            "`keys`：`{key}` 会离开本场景或写文件（退出、挂起、换场景、导出）；场景的按键只能在场景内起作用"
        )
    },
    scene_record: "场景不能单独录制或写 GIF：请用 `backtrack lesson 名称 --record 文件` 录制整节课",
    bad_key: |key| {
        format!(
            "`keys`：`{key}` 不是按键（应为一个字符，或 Enter、Esc、Tab、Up、Down、Left、Right、Home、End）"
        )
    },
    unreached: |field, value, last| {
        format!("`{field} = \"{value}\"` 无法到达：搜索在第 {last} 步结束")
    },
    too_far: |field, value, max| {
        format!(
            "`{field} = \"{value}\"` 超出了一个场景准备时最多运行的 {} 步",
            crate::i18n::group_digits(max).replace(' ', ",")
        )
    },
    unknown: |name, names| format!("课程 `{name}` 既不是文件，也不是内置课程（{names}）"),
    missing: |names| format!("要上哪一课？请给出课程名（{names}）、课程文件 FILE.toml，或 --list"),
};
