//! The command line's shared words: `--help`'s headings and the shared options in both
//! languages (a problem words its own options in its folder; the usage errors are worded in
//! `command_line/usage.rs`, which knows every command).

use crate::engine::backtrack::Prune;
use crate::i18n::Lang;

/// The fixed words of `--help`.
#[derive(Debug)]
pub struct CliText {
    /// What the program is.
    pub about: &'static str,
    /// About `completions`.
    pub completions: &'static str,
    /// About `man`.
    pub man: &'static str,
    /// About `lesson`.
    pub lesson: &'static str,
    /// The usage line of `lesson`.
    pub lesson_usage: &'static str,
    /// The usage heading.
    pub usage: &'static str,
    /// The usage line of `backtrack`.
    pub root_usage: &'static str,
    /// The options heading.
    pub options: &'static str,
    /// The heading of positional arguments.
    pub arguments: &'static str,
    /// The commands heading.
    pub commands: &'static str,
    /// Before the examples.
    pub examples: &'static str,
}

static EN: CliText = CliText {
    about: "Watch backtracking search step by step, in the terminal or headless.",
    completions: "print a shell completion script: bash, zsh, fish, elvish or powershell",
    man: "print the manual page (roff, in English): backtrack man | man -l -",
    lesson: "play a guided lesson: scene by scene, with captions (PgDn / PgUp)",
    lesson_usage: "backtrack lesson [OPTIONS] <NAME|FILE.toml>\n       backtrack lesson --list",
    usage: "Usage:",
    root_usage: "backtrack [OPTIONS] [COMMAND]",
    options: "Options",
    arguments: "Arguments",
    commands: "Commands",
    examples: "Examples:",
};

static ZH: CliText = CliText {
    about: "一步一步观看回溯搜索：在终端里演示，或不带界面输出结果。",
    completions: "输出 shell 补全脚本：bash、zsh、fish、elvish 或 powershell",
    man: "输出手册页（roff 格式，英文）：backtrack man | man -l -",
    lesson: "上一堂引导课：逐个场景演示，配有讲解（PgDn / PgUp 翻页）",
    lesson_usage: "backtrack lesson [选项] <课程名|FILE.toml>\n       backtrack lesson --list",
    usage: "用法：",
    root_usage: "backtrack [选项] [命令]",
    options: "选项",
    arguments: "参数",
    commands: "命令",
    examples: "示例：",
};

/// The `--help` line of one of `lesson`'s own arguments, by clap id.
pub fn lesson_help(lang: Lang, id: &str) -> Option<String> {
    let en = lang == Lang::En;
    let words = match id {
        "lesson" if en => "a built-in lesson (see --list) or a lesson file (docs/lessons.md)",
        "lesson" => "内置课程名（见 --list）或课程文件（见 docs/lessons.md）",
        "list" if en => "name the built-in lessons: problem, scenes, what each teaches",
        "list" => "列出内置课程：问题、场景数、内容",
        "check" if en => "check the lesson file: set every scene up, show nothing",
        "check" => "检查课程文件：布置每个场景，但不显示界面",
        "ascii" if en => "draw every scene with ASCII characters only",
        "ascii" => "每个场景都只用 ASCII 字符绘制",
        "theme" if en => "colours of every scene: dark, light or mono [default: each scene's]",
        "theme" => "每个场景的配色：dark、light 或 mono [默认：各场景自己的]",
        "record" if en => "record the whole lesson to FILE.cast (asciicast v2)",
        "record" => "把整堂课录制到 FILE.cast（asciicast v2）",
        "force" if en => "with --record: replace a file of that name (a link is never followed)",
        "force" => "与 --record 同用：覆盖同名文件（从不跟随符号链接）",
        _ => return None,
    };
    Some(words.to_string())
}

/// The fixed words of `--help` in `lang`.
pub fn text(lang: Lang) -> &'static CliText {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// The `--help` line of a shared option, by clap id; `None` for a problem's own.
pub fn option_help(lang: Lang, id: &str) -> Option<String> {
    let en = lang == Lang::En;
    let words = match id {
        "speed" if en => "steps per second, 0.5 to 10000, or max [default: 5]",
        "speed" => "每秒步数，0.5 到 10000，或 max [默认：5]",
        "paused" if en => "start paused",
        "paused" => "启动时暂停",
        "ascii" if en => "draw with ASCII characters only",
        "ascii" => "只用 ASCII 字符绘制",
        "theme" if en => {
            "colours: dark, light (light backgrounds, projectors) or mono [default: light on a light terminal background, else dark; mono if NO_COLOR is set]"
        }
        "theme" => {
            "配色：dark（深色）、light（浅色背景、投影仪）或 mono（单色）[默认：终端背景为浅色时用 light，否则用 dark；设置了 NO_COLOR 时为 mono]"
        }
        "zoom" if en => "start zoomed: the picture fills the window, for a projector (z toggles)",
        "zoom" => "启动时放大：图占满窗口，适合投影（按 z 切换）",
        "record" if en => {
            "record the session to FILE.cast (asciicast v2: asciinema play FILE.cast)"
        }
        "record" => "把这次会话录制到 FILE.cast（asciicast v2：asciinema play FILE.cast）",
        "force" if en => {
            "with --record or --gif: replace a file of that name (a link is never followed)"
        }
        "force" => "与 --record 或 --gif 同用：覆盖同名文件（从不跟随符号链接）",
        "strategy" if en => {
            "the order live nodes are expanded in: backtrack (a stack, depth first), fifo (a queue) or lc (least cost first, by the bound); shown one expansion a step with the live-node table, or counted with --stats; --compare A,B of two strategies side by side"
        }
        "strategy" => {
            "活结点的扩展顺序：backtrack（栈，深度优先）、fifo（队列式）或 lc（优先队列式，按限界函数）；界面中每步扩展一个结点并显示活结点表，与 --stats 同用则只计数；--compare A,B 可并排比较两种策略"
        }
        "gif" if en => {
            "write an animated GIF of the search instead of showing it (no terminal needed): the screens the visualizer draws, playing"
        }
        "gif" => "不显示界面，把搜索写成 GIF 动图（无需终端）：即可视化界面播放时的画面",
        "from_step" if en => "with --gif: the first step shown [default: 0]",
        "from_step" => "与 --gif 同用：起始步 [默认：0]",
        "to_step" if en => "with --gif: the last step shown [default: the end of the search]",
        "to_step" => "与 --gif 同用：结束步 [默认：搜索结束]",
        "until_solution" if en => "with --gif: up to the step that finds solution K",
        "until_solution" => "与 --gif 同用：到找到第 K 个解的那一步为止",
        "gif_size" if en => {
            "with --gif: the screen in columns and rows, 20x8 to 400x200 [default: 100x30]"
        }
        "gif_size" => "与 --gif 同用：画面的列数和行数，20x8 到 400x200 [默认：100x30]",
        "fps" if en => {
            "with --gif: frames per second, 0.5 to 50 [default: 5]; --speed sets steps per second [default: one step a frame]"
        }
        "fps" => {
            "与 --gif 同用：每秒帧数，0.5 到 50 [默认：5]；--speed 设每秒步数 [默认：每帧一步]"
        }
        "keys" if en => {
            "with --gif: keys pressed before the first frame, by name, e.g. \"t\" (the tree) or \"z Tab\""
        }
        "keys" => "与 --gif 同用：第一帧之前按下的键，例如 \"t\"（打开树）或 \"z Tab\"",
        "quiz" if en => {
            "a quiz: before the search tries the children of a node, predict its next step; a score in the header; --quiz all asks more kinds of question"
        }
        "quiz" => {
            "测验：搜索尝试一个结点的子结点之前，预测它的下一步；标题栏显示得分；--quiz all 还会问其他种类的问题"
        }
        "trace" if en => "print every event as one JSON object per line",
        "trace" => "每个事件输出一行 JSON",
        "tree" if en => {
            "print the explored state-space tree with its pruned nodes: text, dot (Graphviz), json or svg (a figure)"
        }
        "tree" => "输出已搜索的解空间树（含剪枝结点）：text、dot（Graphviz）、json 或 svg（插图）",
        "threads" if en => "with --count: threads to use [default: all cores]",
        "threads" => "配合 --count：使用的线程数 [默认：全部核心]",
        "shell" if en => "bash, zsh, fish, elvish or powershell",
        "shell" => "bash、zsh、fish、elvish 或 powershell",
        "lang" if en => "interface language: en or zh [default: from LC_ALL, LC_MESSAGES, LANG]",
        "lang" => "界面语言：en 或 zh [默认：取自 LC_ALL、LC_MESSAGES、LANG]",
        "help" if en => "print this help",
        "help" => "显示本帮助",
        "version" if en => "print the version",
        "version" => "显示版本",
        _ => return None,
    };
    Some(words.to_string())
}

/// `--random`'s `--help` line: N is `size` (the problem's words: "the number of cities"),
/// from `min` to `max`.
pub fn random_help(lang: Lang, size: &str, (min, max): (usize, usize)) -> String {
    match lang {
        Lang::En => format!("a random instance instead: N is {size}, {min} to {max}"),
        Lang::Zh => format!("改用随机实例：N 为{size}，{min} 到 {max}"),
    }
}

/// `--prune`'s `--help` line: the settings `prunes` (the problem's, its default first).
pub fn prune_help(lang: Lang, prunes: &[Prune]) -> String {
    let en = lang == Lang::En;
    let said: Vec<String> = prunes
        .iter()
        .map(|p| match p {
            Prune::None if en => "none (the whole tree)".to_string(),
            Prune::None => "none（整棵树）".to_string(),
            Prune::Both if en => "both (the constraint and the bound)".to_string(),
            Prune::Both => "both（约束函数与限界函数）".to_string(),
            p => p.name().to_string(),
        })
        .collect();
    let default = prunes.first().map_or("both", |p| p.name());
    let (last, rest) = said
        .split_last()
        .map_or(("", &[][..]), |(l, r)| (l.as_str(), r));
    if en {
        let words = if rest.is_empty() {
            last.to_string()
        } else {
            format!("{} or {last}", rest.join(", "))
        };
        format!("which functions cut the tree: {words} [default: {default}]; Tab cycles")
    } else {
        let words = if rest.is_empty() {
            last.to_string()
        } else {
            format!("{} 或 {last}", rest.join("、"))
        };
        format!("用哪些函数剪枝：{words}[默认：{default}]；Tab 切换")
    }
}

/// `--compare`'s `--help` line: two of `prunes` (the problem's) for the example.
pub fn compare_help(lang: Lang, prunes: &[Prune]) -> String {
    let name = |i: usize| prunes.get(i).map_or("both", |p| p.name());
    let (a, b) = (name(prunes.len().saturating_sub(1)), name(0));
    match lang {
        Lang::En => format!("two prune settings side by side, e.g. {a},{b}"),
        Lang::Zh => format!("并排对比两种剪枝设置，例如 {a},{b}"),
    }
}

/// `--estimate`'s `--help` line (every problem's).
pub fn estimate_help(lang: Lang) -> String {
    match lang {
        Lang::En => "estimate the tree's size before searching it, from P random probes (Monte Carlo, Knuth 1975), with the forecast of the search's time; with --stats: the true figures beside them".into(),
        Lang::Zh => "搜索之前用 P 次随机探查估计解空间树的大小（蒙特卡罗方法，高德纳 1975），并预估搜索用时；配合 --stats：同时给出真实数字".into(),
    }
}

/// The `--help` line of an option every problem on the explorer shares (`cli/explore.rs`),
/// by clap id; `None` for the others.
pub fn explore_option_help(lang: Lang, id: &str) -> Option<String> {
    let en = lang == Lang::En;
    let words = match id {
        "instance" if en => {
            "an instance file (key: value lines) or a built-in instance's name (see --list) [default: the textbook's]"
        }
        "instance" => "实例文件（每行 键: 值），或内置实例的名字（见 --list）[默认：教材的实例]",
        "seed" if en => {
            "with --random: the seed; the same seed gives the same instance [default: 1]; with --estimate: the probes' seed [default: 1975]"
        }
        "seed" => {
            "配合 --random：随机种子，相同种子得到相同实例 [默认：1]；配合 --estimate：探查的随机种子 [默认：1975]"
        }
        "estimate" => return Some(estimate_help(lang)),
        "print" if en => "print the solutions",
        "print" => "输出各个解",
        "limit" if en => "with --trace: at most K events; with --tree: at most K nodes",
        "limit" => "配合 --trace：最多 K 个事件；配合 --tree：最多 K 个结点",
        "blank" if en => {
            "with --tree svg: a worksheet, the tree's shape with every box left empty, for students to write in the visiting order and cross out the cuts"
        }
        "blank" => {
            "配合 --tree svg：练习纸，只画出树的形状、方框留空，让学生填写访问次序并划掉被剪枝的结点"
        }
        "until" if en => {
            "with --tree: stop after solution K (svg: the figure \"until the first solution\"); with --stats: the counters at solution K"
        }
        "until" => {
            "配合 --tree：找到第 K 个解后停止（svg：“到第一个解为止”的插图）；配合 --stats：第 K 个解时的各项计数"
        }
        "stats" if en => {
            "run the search to the end and print nodes visited, pruned by the constraint and by the bound, and more"
        }
        "stats" => "把搜索运行到结束，输出访问结点数、约束函数与限界函数各剪去的结点数等",
        "list" if en => "list the built-in instances",
        "list" => "列出内置实例",
        _ => return None,
    };
    Some(words.to_string())
}
