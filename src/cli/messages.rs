//! The command line's shared words: `--help`'s headings and the shared options in both
//! languages, and one line for every shared usage error (a problem words its own options and
//! errors in its folder).
//!
//! Typed like the screen's strings: every error is a [`UsageError`], worded by an exhaustive
//! `match` per language, so a missing wording is a compile error.

use super::UsageError;
use crate::i18n::Lang;
use crate::problems;

/// The fixed words of `--help`.
#[derive(Debug)]
pub struct CliText {
    /// What the program is.
    pub about: &'static str,
    /// About `completions`.
    pub completions: &'static str,
    /// About `man`.
    pub man: &'static str,
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
    usage: "用法：",
    root_usage: "backtrack [选项] [命令]",
    options: "选项",
    arguments: "参数",
    commands: "命令",
    examples: "示例：",
};

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
            "colours: dark, light (light backgrounds, projectors) or mono [default: dark; mono if NO_COLOR is set]"
        }
        "theme" => {
            "配色：dark（深色）、light（浅色背景、投影仪）或 mono（单色）[默认：dark；设置了 NO_COLOR 时为 mono]"
        }
        "zoom" if en => "start zoomed: the picture fills the window, for a projector (z toggles)",
        "zoom" => "启动时放大：图占满窗口，适合投影（按 z 切换）",
        "record" if en => {
            "record the session to FILE.cast (asciicast v2: asciinema play FILE.cast)"
        }
        "record" => "把这次会话录制到 FILE.cast（asciicast v2：asciinema play FILE.cast）",
        "quiz" if en => {
            "a quiz: before the search tries the children of a node, predict its next step; a score in the header; --quiz all asks more kinds of question"
        }
        "quiz" => {
            "测验：搜索尝试一个结点的子结点之前，预测它的下一步；标题栏显示得分；--quiz all 还会问其他种类的问题"
        }
        "trace" if en => "print every event as one JSON object per line",
        "trace" => "每个事件输出一行 JSON",
        "tree" if en => {
            "print the explored state-space tree with its pruned nodes: text, dot (Graphviz) or json"
        }
        "tree" => "输出已搜索的解空间树（含剪枝结点）：text、dot（Graphviz）或 json",
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

/// `backtrack --help` or `backtrack maze --help`: where the options of `cmd` are listed.
fn help_command(cmd: &str) -> String {
    if cmd == problems::DEFAULT {
        "backtrack --help".into()
    } else {
        format!("backtrack {cmd} --help")
    }
}

/// The headless modes of `cmd`, e.g. `--print, --count or --trace`.
fn headless_modes(cmd: &str, lang: Lang) -> String {
    let [a, b, c] = problems::headless(cmd);
    match lang {
        Lang::En => format!("{a}, {b} or {c}"),
        Lang::Zh => format!("{a}、{b} 或 {c}"),
    }
}

/// One line saying what was wrong with the command line and what is allowed.
pub fn usage_error(lang: Lang, e: &UsageError) -> String {
    match lang {
        Lang::En => english(e),
        Lang::Zh => chinese(e),
    }
}

fn english(e: &UsageError) -> String {
    match e {
        UsageError::BadSpeed(v) => format!(
            "--speed {v}: the speed must be a number of steps per second from 0.5 to 10000, or max"
        ),
        UsageError::BadTreeFormat(v) => {
            format!("--tree {v}: unknown format; allowed: text, dot, json")
        }
        UsageError::BadLimit(v) => format!("--limit {v}: K must be a whole number of at least 1"),
        UsageError::BadThreads(v) => {
            format!("--threads {v}: the number of threads must be a whole number from 1 to 256")
        }
        UsageError::BadAlgo(v, allowed) => {
            format!("{v}: unknown algorithm; allowed: {}", allowed.join(", "))
        }
        UsageError::BadCompare(v, example) => {
            format!("--compare {v}: give two algorithms separated by a comma, e.g. {example}")
        }
        UsageError::BadSeed(v) => format!("--seed {v}: the seed must be a whole number from 0"),
        UsageError::BadPrune(v) => {
            format!("--prune {v}: unknown setting; allowed: both, constraint, bound, none")
        }
        UsageError::BadPruneCompare(v) => format!(
            "--compare {v}: give two different prune settings separated by a comma, e.g. none,both"
        ),
        UsageError::BadItems(v, min, max) => {
            format!("--random {v}: the number of items must be a whole number from {min} to {max}")
        }
        UsageError::UnknownInstance(name, names) => format!(
            "{name}: no such file nor built-in instance; built in: {}",
            names.join(", ")
        ),
        UsageError::Unreadable(file, why) => format!("{file}: cannot read it: {why}"),
        UsageError::OptionBeforeCommand(o, c) if *c == problems::DEFAULT => {
            format!("{o} goes after the command: backtrack {c} {o} ...")
        }
        UsageError::OptionBeforeCommand(o, c) => {
            let default = problems::options_phrase(problems::DEFAULT, Lang::En, true);
            let head = format!("{o} is {default}: backtrack {} {o} ...", problems::DEFAULT);
            if problems::COMMANDS.contains(c) {
                let theirs = problems::options_phrase(c, Lang::En, false);
                format!("{head}; see backtrack {c} --help for {theirs}")
            } else {
                head
            }
        }
        UsageError::BadLang(v) => format!("--lang {v}: allowed languages: en, zh"),
        UsageError::BadTheme(v) => format!("--theme {v}: allowed themes: dark, light, mono"),
        UsageError::UnknownArg(a, hint, cmd) => {
            let hint = hint
                .as_ref()
                .map_or(String::new(), |h| format!(" (did you mean {h}?)"));
            format!("unknown option {a}{hint}; see {}", help_command(cmd))
        }
        UsageError::TooLarge(flag, v, max) => {
            format!("{flag} {v}: too large; at most {max}")
        }
        UsageError::Requires(flag, needed) => format!("{flag} works only with {needed}"),
        UsageError::NoEffect(flag, with) => format!("{flag} has no effect with {with}"),
        UsageError::BadQuiz(v) => format!("--quiz {v}: unknown kind; allowed: all (or nothing)"),
        UsageError::UnknownCommand(c) => {
            format!(
                "unknown command {c}; allowed: {}",
                super::commands().join(", ")
            )
        }
        UsageError::BadShell(s) => {
            format!("completions {s}: unknown shell; allowed: bash, zsh, fish, elvish, powershell")
        }
        UsageError::Conflict(a, b) => format!("{a} cannot be used with {b}"),
        UsageError::MissingValue(a) => format!("{a} needs a value; see backtrack --help"),
        UsageError::Repeated(a) => format!("{a} can be given only once"),
        UsageError::NotATerminal(cmd) => format!(
            "the visualizer needs a terminal, but stdout is not one; to write to a pipe or a file use {}",
            headless_modes(cmd, Lang::En)
        ),
        UsageError::NoTerminal(cmd) => format!(
            "there is no terminal here to draw on; without one use {}",
            headless_modes(cmd, Lang::En)
        ),
        UsageError::Own(own) => own.0.words(Lang::En),
        UsageError::Other(m) => m.clone(),
    }
}

fn chinese(e: &UsageError) -> String {
    match e {
        UsageError::BadSpeed(v) => {
            format!("--speed {v}：速度必须是 0.5 到 10000 之间的数（每秒步数），或 max")
        }
        UsageError::BadTreeFormat(v) => format!("--tree {v}：没有这种格式；可用：text、dot、json"),
        UsageError::BadLimit(v) => format!("--limit {v}：K 必须是正整数"),
        UsageError::BadThreads(v) => format!("--threads {v}：线程数必须是 1 到 256 之间的整数"),
        UsageError::BadAlgo(v, allowed) => {
            format!("{v}：没有这种算法；可用：{}", allowed.join(", "))
        }
        UsageError::BadCompare(v, example) => {
            format!("--compare {v}：需要用逗号隔开的两种算法，例如 {example}")
        }
        UsageError::BadSeed(v) => format!("--seed {v}：种子必须是非负整数"),
        UsageError::BadPrune(v) => {
            format!("--prune {v}：没有这种剪枝设置；可用：both、constraint、bound、none")
        }
        UsageError::BadPruneCompare(v) => {
            format!("--compare {v}：需要用逗号隔开的两种不同剪枝设置，例如 none,both")
        }
        UsageError::BadItems(v, min, max) => {
            format!("--random {v}：物品个数必须是 {min} 到 {max} 之间的整数")
        }
        UsageError::UnknownInstance(name, names) => {
            format!(
                "{name}：既不是文件也不是内置实例；内置：{}",
                names.join("、")
            )
        }
        UsageError::Unreadable(file, why) => format!("{file}：无法读取：{why}"),
        UsageError::OptionBeforeCommand(o, c) if *c == problems::DEFAULT => {
            format!("{o} 要写在命令后面：backtrack {c} {o} ...")
        }
        UsageError::OptionBeforeCommand(o, c) => {
            let default = problems::options_phrase(problems::DEFAULT, Lang::Zh, true);
            let head = format!("{o} 是 {default}：backtrack {} {o} ...", problems::DEFAULT);
            if problems::COMMANDS.contains(c) {
                let theirs = problems::options_phrase(c, Lang::Zh, false);
                format!("{head}；{theirs}见 backtrack {c} --help")
            } else {
                head
            }
        }
        UsageError::BadLang(v) => format!("--lang {v}：可用的语言：en、zh"),
        UsageError::BadTheme(v) => format!("--theme {v}：可用的配色：dark、light、mono"),
        UsageError::UnknownArg(a, hint, cmd) => {
            let hint = hint
                .as_ref()
                .map_or(String::new(), |h| format!("（是不是 {h}？）"));
            format!("未知选项 {a}{hint}；请看 {}", help_command(cmd))
        }
        UsageError::TooLarge(flag, v, max) => format!("{flag} {v}：太大；最多 {max}"),
        UsageError::Requires(flag, needed) => format!("{flag} 只能与 {needed} 一起使用"),
        UsageError::NoEffect(flag, with) => format!("{flag} 与 {with} 一起使用时没有作用"),
        UsageError::BadQuiz(v) => format!("--quiz {v}：未知的测验种类；可用：all（或不写）"),
        UsageError::UnknownCommand(c) => {
            format!("未知命令 {c}；可用：{}", super::commands().join("、"))
        }
        UsageError::BadShell(s) => {
            format!("completions {s}：不认识这种 shell；可用：bash、zsh、fish、elvish、powershell")
        }
        UsageError::Conflict(a, b) => format!("{a} 不能与 {b} 一起使用"),
        UsageError::MissingValue(a) => format!("{a} 缺少取值；请看 backtrack --help"),
        UsageError::Repeated(a) => format!("{a} 只能给一次"),
        UsageError::NotATerminal(cmd) => format!(
            "演示界面需要终端，但标准输出不是终端；输出到管道或文件请用 {}",
            headless_modes(cmd, Lang::Zh)
        ),
        UsageError::NoTerminal(cmd) => format!(
            "这里没有可以显示界面的终端；没有终端时请用 {}",
            headless_modes(cmd, Lang::Zh)
        ),
        UsageError::Own(own) => own.0.words(Lang::Zh),
        UsageError::Other(m) => m.clone(),
    }
}

/// A number, or a list of numbers, that is not what `what` takes (an option, or a file's
/// line), in one line.
pub fn number_error(lang: Lang, what: &str, e: &crate::cli::explore::NumberError) -> String {
    use crate::cli::explore::NumberError as N;
    match (lang, e) {
        (Lang::En, N::Empty) => format!("{what}: no number given; give positive whole numbers"),
        (Lang::En, N::NotANumber(t)) => {
            format!("{what}: {t} is not a positive whole number")
        }
        (Lang::En, N::Zero) => format!("{what}: 0 is not allowed; every number must be at least 1"),
        (Lang::En, N::TooLarge(t)) => {
            format!("{what}: {t} is too large; at most {}", u64::MAX)
        }
        (Lang::Zh, N::Empty) => format!("{what}：没有给出数；请给正整数"),
        (Lang::Zh, N::NotANumber(t)) => format!("{what}：{t} 不是正整数"),
        (Lang::Zh, N::Zero) => format!("{what}：不能为 0；每个数至少为 1"),
        (Lang::Zh, N::TooLarge(t)) => format!("{what}：{t} 太大；最多 {}", u64::MAX),
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
        "random" if en => "a random instance of N items instead (1 to 64)",
        "random" => "改用 N 个物品的随机实例（1 到 64）",
        "seed" if en => {
            "with --random: the seed; the same seed gives the same instance [default: 1]"
        }
        "seed" => "配合 --random：随机种子，相同种子得到相同实例 [默认：1]",
        "prune" if en => {
            "which functions cut the tree: both, constraint, bound or none (the whole tree) [default: both]; Tab cycles"
        }
        "prune" => {
            "用哪些函数剪枝：both、constraint、bound 或 none（整棵树）[默认：both]；Tab 切换"
        }
        "compare" if en => "two prune settings side by side, e.g. none,both",
        "compare" => "并排对比两种剪枝设置，例如 none,both",
        "print" if en => "print the solutions",
        "print" => "输出各个解",
        "limit" if en => "with --trace: at most K events; with --tree: at most K nodes",
        "limit" => "配合 --trace：最多 K 个事件；配合 --tree：最多 K 个结点",
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
