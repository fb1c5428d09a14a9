//! One line for every shared usage error, in both languages (a problem words its own errors
//! in its folder). Typed like the screen's strings: every error is a [`UsageError`], worded by
//! an exhaustive `match` per language, so a missing wording is a compile error. It lives above
//! the registry because some lines name the commands (the default's, a problem's headless
//! modes).

use crate::cli::UsageError;
use crate::engine::notation::group_digits;
use crate::i18n::Lang;
use crate::problems;

/// `backtrack --help` or `backtrack <command> --help`: where the options of `cmd` are listed.
fn help_command(cmd: &str) -> String {
    if cmd == problems::DEFAULT {
        "backtrack --help".into()
    } else {
        format!("backtrack {cmd} --help")
    }
}

/// The headless modes of `cmd`, e.g. `--print, --count or --trace`.
fn headless_modes(cmd: &str, lang: Lang) -> String {
    if cmd == "lesson" {
        // A lesson's only modes without a terminal.
        return match lang {
            Lang::En => "lesson --check or lesson --list".to_string(),
            Lang::Zh => "lesson --check 或 lesson --list".to_string(),
        };
    }
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

// A table: one arm a usage error.
#[allow(clippy::too_many_lines)]
fn english(e: &UsageError) -> String {
    match e {
        UsageError::BadSpeed(v) => format!(
            "--speed {v}: the speed must be a number of steps per second from 0.5 to 10000, or max"
        ),
        UsageError::BadStep(flag, v) => format!("{flag} {v}: the step must be a whole number from 0"),
        UsageError::EmptyRange(a, b) => format!(
            "--from-step {a} --to-step {b}: an empty range; the last step must come after the first"
        ),
        UsageError::BadGifSize(v) => {
            let [(c0, r0), (c1, r1)] = crate::cli::GIF_SIZES;
            format!("--gif-size {v}: the size must be COLSxROWS, {c0}x{r0} to {c1}x{r1} (say 100x30)")
        }
        UsageError::BadFps(v) => {
            let (lo, hi) = crate::cli::GIF_FPS_RANGE;
            format!("--fps {v}: frames per second must be a number from {lo} to {hi}")
        }
        UsageError::BadGifSpeed => {
            "--speed max with --gif: a GIF needs a number of steps per second (say --speed 50)".to_string()
        }
        UsageError::BadKey(k) => format!(
            "--keys {k}: not a key; allowed: one character, Enter, Esc, Tab, Space, Up, Down, Left, Right, Home, End"
        ),
        UsageError::BadStrategy(s) => {
            format!("--strategy {s}: unknown strategy; allowed: backtrack, fifo, lc")
        }
        UsageError::NoRank(cmd) => format!(
            "--strategy lc: {cmd} has no bound to order its live nodes by; allowed: backtrack, fifo"
        ),
        UsageError::BadTreeFormat(v) => {
            format!("--tree {v}: unknown format; allowed: {}", tree_formats(", "))
        }
        UsageError::BadLimit(flag, v) => format!("{flag} {v}: K must be a whole number of at least 1"),
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
        UsageError::BadProbes(v, most) => format!(
            "--estimate {v}: the number of probes must be a whole number from 1 to {}",
            group_digits(*most)
        ),
        UsageError::BadPrune(v) => {
            format!("--prune {v}: unknown setting; allowed: both, constraint, bound, none")
        }
        UsageError::BadPruneCompare(v) => format!(
            "--compare {v}: give two different prune settings separated by a comma, e.g. none,both"
        ),
        UsageError::PruneNotTaken(v, command, allowed) => format!(
            "prune setting {v}: {command} does not take it (it has no such function to switch); allowed: {}",
            allowed.join(", ")
        ),
        UsageError::BadItems(v, min, max) => {
            format!("--random {v}: the number of items must be a whole number from {min} to {max}")
        }
        UsageError::BadSize(v, size, min, max) => format!(
            "--random {v}: N is {}, a whole number from {min} to {max}",
            size[0]
        ),
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
        UsageError::MissingArgument(a) if a == "<SHELL>" => {
            "completions needs a shell: bash, zsh, fish, elvish or powershell (backtrack completions bash)".into()
        }
        UsageError::MissingArgument(a) => format!("{a} is missing; see backtrack --help"),
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
        UsageError::NotUtf8(a) => format!(
            "{a}: not UTF-8 (the marks stand for bytes it cannot decode); rename the file, or give its path in UTF-8"
        ),
        UsageError::Own(own) => own.0.words(Lang::En),
        UsageError::Other(m) => m.clone(),
    }
}

// A table: one arm a usage error.
#[allow(clippy::too_many_lines)]
fn chinese(e: &UsageError) -> String {
    match e {
        UsageError::BadSpeed(v) => {
            format!("--speed {v}：速度必须是 0.5 到 10000 之间的数（每秒步数），或 max")
        }
        UsageError::BadStep(flag, v) => format!("{flag} {v}：步数必须是从 0 起的整数"),
        UsageError::EmptyRange(a, b) => {
            format!("--from-step {a} --to-step {b}：范围为空，结束步必须在起始步之后")
        }
        UsageError::BadGifSize(v) => {
            let [(c0, r0), (c1, r1)] = crate::cli::GIF_SIZES;
            format!("--gif-size {v}：尺寸必须写成 列x行，从 {c0}x{r0} 到 {c1}x{r1}（例如 100x30）")
        }
        UsageError::BadFps(v) => {
            let (lo, hi) = crate::cli::GIF_FPS_RANGE;
            format!("--fps {v}：每秒帧数必须是 {lo} 到 {hi} 之间的数")
        }
        UsageError::BadGifSpeed => {
            "--speed max 不能与 --gif 同用：GIF 需要每秒步数（例如 --speed 50）".to_string()
        }
        UsageError::BadKey(k) => format!(
            "--keys {k}：不是按键；可用：单个字符、Enter、Esc、Tab、Space、Up、Down、Left、Right、Home、End"
        ),
        UsageError::BadStrategy(s) => {
            format!("--strategy {s}：未知的搜索方式；可用：backtrack、fifo、lc")
        }
        UsageError::NoRank(cmd) => {
            format!("--strategy lc：{cmd} 没有可给活结点排序的限界函数；可用：backtrack、fifo")
        }
        UsageError::BadTreeFormat(v) => {
            format!("--tree {v}：没有这种格式；可用：{}", tree_formats("、"))
        }
        UsageError::BadLimit(flag, v) => format!("{flag} {v}：K 必须是正整数"),
        UsageError::BadThreads(v) => format!("--threads {v}：线程数必须是 1 到 256 之间的整数"),
        UsageError::BadAlgo(v, allowed) => {
            format!("{v}：没有这种算法；可用：{}", allowed.join(", "))
        }
        UsageError::BadCompare(v, example) => {
            format!("--compare {v}：需要用逗号隔开的两种算法，例如 {example}")
        }
        UsageError::BadSeed(v) => format!("--seed {v}：种子必须是非负整数"),
        UsageError::BadProbes(v, most) => format!(
            "--estimate {v}：探查次数必须是 1 到 {} 之间的整数",
            group_digits(*most)
        ),
        UsageError::BadPrune(v) => {
            format!("--prune {v}：没有这种剪枝设置；可用：both、constraint、bound、none")
        }
        UsageError::BadPruneCompare(v) => {
            format!("--compare {v}：需要用逗号隔开的两种不同剪枝设置，例如 none,both")
        }
        UsageError::PruneNotTaken(v, command, allowed) => format!(
            "剪枝设置 {v}：{command} 不支持（没有可开关的相应函数）；可用：{}",
            allowed.join("、")
        ),
        UsageError::BadItems(v, min, max) => {
            format!("--random {v}：物品个数必须是 {min} 到 {max} 之间的整数")
        }
        UsageError::BadSize(v, size, min, max) => format!(
            "--random {v}：N 为{}，必须是 {min} 到 {max} 之间的整数",
            size[1]
        ),
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
        UsageError::MissingArgument(a) if a == "<SHELL>" => {
            "completions 需要指定 shell：bash、zsh、fish、elvish 或 powershell（如 backtrack completions bash）".into()
        }
        UsageError::MissingArgument(a) => format!("缺少 {a}；请看 backtrack --help"),
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
        UsageError::NotUtf8(a) => format!(
            "{a}：不是 UTF-8 编码（� 处是无法解码的字节）；请给文件改名，或用 UTF-8 写出路径"
        ),
        UsageError::Own(own) => own.0.words(Lang::Zh),
        UsageError::Other(m) => m.clone(),
    }
}
/// The formats `--tree` takes, joined by `sep`.
fn tree_formats(sep: &str) -> String {
    let names: Vec<&str> = crate::output::tree::TreeFormat::ALL
        .iter()
        .map(|f| f.name())
        .collect();
    names.join(sep)
}
