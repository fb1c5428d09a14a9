//! 简体中文.

use std::io;

use super::{KeyNames, KeyText, KeyTexts, PromptProblem, Text, Vocabulary, Words, group_digits};
use crate::engine::{Landmark, LandmarkKind};

const fn key(short: &'static str, long: &'static str) -> KeyText {
    KeyText { short, long }
}

/// The Chinese words every screen shares.
pub static TEXT: Text = Text {
    counters: "计数",
    log: "事件（最新在上）",
    help: "按键",
    asking: "请作答",
    editing_prefix: "编辑时：",
    browsing_prefix: "解列表中：",
    step: "步数",
    solutions: "解",
    speed: "速度",
    state: "状态",
    playing: "播放中",
    paused: "已暂停",
    running: "运行中",
    done: "已完成",
    editing: "编辑中",
    max: "最快",
    per_second: " 步/秒",
    on: "开",
    off: "关",
    crash: "内部错误",
    killed: "被信号 {signal} 终止，终端已恢复",
    stack_empty: "（空）",
    log_empty: "按空格键播放，按右方向键单步",
    tree_title: "解空间树",
    tree_nodes: "访问",
    tree_pruned: "剪枝",
    tree_log: "（对数刻度）",
    tree_root: "根",
    key_names: KeyNames {
        arrows: "方向键",
        click: "鼠标点击",
    },
    eta: "剩余",
    recording: "● 录制中",
    keys: KeyTexts {
        play: key("播放/暂停", "播放或暂停"),
        step: key("单步", "前进一步"),
        back: key("回退", "回退一步"),
        speed: key("速度", "加快 / 减慢（0.5 步/秒到最快）"),
        next_solution: key("解", "下一个 / 上一个解"),
        backtrack_jump: key("回溯", "下一次 / 上一次回溯"),
        place_jump: key("放置", "下一次 / 上一次放置"),
        prompt: key(
            "跳转",
            "跳到某步、#K 第 K 个解、stop 设断点（Enter 执行，Esc 取消）",
        ),
        prompt_go: key("执行", "执行"),
        prompt_cancel: key("取消", "关闭输入行"),
        tree: key("解空间树", "解空间树与每层剪枝"),
        export: key("导出", "把屏幕上的图存为 SVG 文件"),
        quiz: key("测验", "预测下一步：带计分的测验"),
        quiz_leave: key("离开", "离开测验（给出得分）"),
        scrub: key("", "点击键上方的进度条：跳到那里"),
        first_last: key("", "回到第 0 步 / 运行到结束"),
        cursor: key("移动", "移动光标"),
        restart: key("", "重新开始（清除历史）"),
        theme: key("", "切换配色：深色、浅色、单色"),
        zoom: key("放大", "放大：图占满窗口"),
        help: key("帮助", "本帮助"),
        scroll_help: key("滚动", "滚动帮助"),
        close_help: key("关闭", "关闭帮助"),
        quit: key("退出", "随时退出（也可按 Ctrl-C）；Esc 只关闭"),
    },
};

/// The Chinese sentences every problem shares.
pub struct Chinese;

impl Words for Chinese {
    fn code_title(&self, seeds: &[&str]) -> String {
        format!("代码（参考 {}）", seeds.join("、"))
    }

    fn picture_caption(&self, parts: &[&str], step: u64) -> String {
        format!("{}，第 {} 步", parts.join("，"), group_digits(step))
    }

    fn count_in_all(&self, count: u64) -> String {
        format!("共 {count} 个")
    }

    fn more(&self, hidden: usize) -> String {
        format!(" 还有 {hidden} 个")
    }

    fn too_small(&self, (need_w, need_h): (u16, u16), (have_w, have_h): (u16, u16)) -> String {
        match (have_w < need_w, have_h < need_h) {
            (true, false) => format!("请把窗口加宽到至少 {need_w} 列（当前 {have_w} 列）"),
            (false, true) => format!("请把窗口加高到至少 {need_h} 行（当前 {have_h} 行）"),
            _ => format!("请把窗口放大到至少 {need_w} x {need_h}（当前 {have_w} x {have_h}）"),
        }
    }

    fn too_large(&self, (have_w, have_h): (u16, u16), (max_w, max_h): (u16, u16)) -> String {
        format!("窗口太大（{have_w} x {have_h}）：最多 {max_w} x {max_h}")
    }

    fn io_error(&self, error: &io::Error) -> String {
        if error.kind() == io::ErrorKind::Interrupted {
            return "已中断".into();
        }
        format!("输入输出错误：{error}")
    }

    fn stops(&self, stops: &[String]) -> String {
        if stops.is_empty() {
            "没有断点".into()
        } else {
            format!("断点：{}", stops.join("，"))
        }
    }

    fn stop_name(&self, _command: &str, what: &str, at: Option<String>) -> String {
        format!("{}{what}", at.unwrap_or_default())
    }

    fn running(&self) -> String {
        "运行中……按任意键停止".into()
    }

    fn exported(&self, path: &str) -> String {
        format!("已保存 {path}")
    }

    fn export_failed(&self, path: &str, why: &str) -> String {
        format!("无法保存 {path}：{why}")
    }

    fn quiz_right(&self, answer: &str) -> String {
        format!("答对了：{answer}")
    }

    fn quiz_wrong(&self, given: &str, expected: &str, reasons: &[String]) -> String {
        if reasons.is_empty() {
            format!("答错了：不是 {given}，是 {expected}")
        } else {
            format!(
                "答错了：不是 {given}，是 {expected}；原因：{}",
                reasons.join("，")
            )
        }
    }

    fn quiz_score_short(&self, right: usize, asked: usize) -> String {
        format!("得分 {right}/{asked}")
    }

    fn quiz_score(&self, right: usize, asked: usize) -> String {
        format!("测验：{asked} 题答对 {right} 题")
    }

    fn record_unwritable(&self, path: &str, error: &io::Error) -> String {
        format!("--record {path}：无法写入录像：{error}")
    }

    fn record_failed(&self, path: &str, error: &io::Error) -> String {
        let why = match error.kind() {
            io::ErrorKind::NotFound => "所在的文件夹不存在".to_string(),
            io::ErrorKind::PermissionDenied => "没有权限".to_string(),
            io::ErrorKind::AlreadyExists => {
                "该名字已被占用（不会覆盖任何文件：请换一个新名字，或加 --force 覆盖同名文件；符号链接和文件夹从不覆盖）".to_string()
            }
            _ => error.to_string(),
        };
        format!("--record {path}：无法创建文件：{why}")
    }

    fn tree_solution(&self, index: u64) -> String {
        format!("第 {index} 个解")
    }

    fn step_of(&self, step: u64, last: u64) -> String {
        format!("第 {} 步，共 {} 步", group_digits(step), group_digits(last))
    }

    fn none_before(&self, kind: LandmarkKind, v: &Vocabulary) -> String {
        format!("这一步之前没有{}", v.name(kind))
    }

    fn none_after(&self, kind: LandmarkKind, v: &Vocabulary) -> String {
        format!("这一步之后没有{}：搜索已结束", v.name(kind))
    }

    fn no_solution(&self, k: u64, v: &Vocabulary) -> String {
        if v.numbered {
            format!("没有第 {k} 个{}：搜索已结束", v.solution)
        } else if k > 1 {
            format!("只有一个{}：#1 即可到达", v.solution)
        } else {
            format!("走不到{}", v.solution)
        }
    }

    fn prompt_syntax(&self, stop: &str) -> String {
        format!("例如 1234（步数）、#3（解）、stop {stop}、stop off")
    }

    fn not_an_answer(&self, key: char) -> String {
        let key = crate::i18n::notation::printable(&key.to_string()).into_owned();
        format!("{key} 不是可选的答案，请按下面列出的键 ·")
    }

    fn past_end(&self, asked: u64, last: u64) -> String {
        format!(
            "没有第 {} 步：搜索在第 {} 步结束",
            group_digits(asked),
            group_digits(last)
        )
    }

    fn stopped(&self, landmark: Landmark, v: &Vocabulary) -> String {
        let what = v.name(landmark.kind());
        match landmark {
            Landmark::Solution { index } if v.numbered => format!("停在第 {index} 个{what}"),
            _ => match landmark.level() {
                Some(row) => format!("停在{}{what}", (v.at_level)(row)),
                None => format!("停在{what}"),
            },
        }
    }

    fn prompt_error(
        &self,
        line: &str,
        problem: PromptProblem,
        kinds: [&str; 3],
        level: &str,
    ) -> String {
        let kinds = kinds.join("、");
        let line = line.trim();
        match problem {
            PromptProblem::Empty => "请输入步数、#K（第 K 个解）或 stop ...；Esc 关闭".into(),
            PromptProblem::Unknown => {
                format!("“{line}”不是命令：请输入步数、#K、stop <{kinds}> [{level} R] 或 stop off")
            }
            PromptProblem::BadNumber => format!("“{line}”：步数须为整数；#K 的 K 从 1 开始"),
            PromptProblem::StopWhat => format!("“{line}”：stop 后面可以是 {kinds} 或 off"),
            PromptProblem::BadRow(first, last) => {
                format!("“{line}”：请写 {level} R，R 从 {first} 到 {last}")
            }
        }
    }
}
