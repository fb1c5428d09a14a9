//! What is wrong with a number an instance file or an option gives, in both languages.

use crate::engine::numbers::NumberError;
use crate::i18n::Lang;

/// A number, or a list of numbers, that is not what `what` takes (an option, or a file's
/// line), in one line.
pub fn number_error(lang: Lang, what: &str, e: &NumberError) -> String {
    use NumberError as N;
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
        (Lang::En, N::Missing(k)) => {
            format!("{what}: number {k} is missing (two commas with nothing between?)")
        }
        (Lang::Zh, N::Missing(k)) => format!("{what}：缺少第 {k} 个数（两个逗号之间是空的？）"),
    }
}
