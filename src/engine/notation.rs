//! Board notation and numbers, the same in every language: file letters across, rank numbers
//! down (from 1 at the top, as the seeds print boards), and grouped digits.

/// The file label of a 0-based column: `a`..`z`, then `A`..`F` for columns 27 to 32, so every
/// label is one character and fits over the narrowest square.
pub fn file_label(col: usize) -> String {
    let letter = if col < 26 {
        b'a' + col as u8
    } else {
        b'A' + (col - 26) as u8
    };
    (letter as char).to_string()
}

/// The 0-based column of a file label (`a`..`z`, `A`..`F`), if it is one.
pub fn file_index(label: char) -> Option<usize> {
    match label {
        'a'..='z' => Some(label as usize - 'a' as usize),
        'A'..='F' => Some(26 + label as usize - 'A' as usize),
        _ => None,
    }
}

/// The rank label of a 0-based row: rows are numbered from 1 at the top, as the seeds print them.
pub fn rank_label(row: usize) -> String {
    (row + 1).to_string()
}

/// The name of a square, file then rank: (1, 0) is `a2`.
pub fn square(row: usize, col: usize) -> String {
    format!("{}{}", file_label(col), rank_label(row))
}

/// A count that may be astronomically large: exact with grouped digits below 10^15, else
/// two significant digits and a power of ten, `1.5e48`. `exact` is the value if it fitted in
/// 128 bits; `log10` its decimal logarithm.
pub fn big_number(exact: Option<u128>, log10: f64) -> String {
    match exact {
        Some(v) if v < 1_000_000_000_000_000 => group_digits(v as u64),
        _ => {
            let (mantissa, exponent) = scientific(log10);
            format!("{mantissa:.1}e{exponent}")
        }
    }
}

/// About how many, for a count too large to write out: `≈ 4.4×10^48` (the mantissa to one
/// decimal).
pub fn about_power(log10: f64) -> String {
    let (mantissa, exponent) = scientific(log10);
    format!("≈ {mantissa:.1}×10^{exponent}")
}

/// The mantissa (1 to 9.9, to one decimal) and exponent of the number whose base-10
/// logarithm is `log10` (9.96 is written 1.0 of the next power).
fn scientific(log10: f64) -> (f64, f64) {
    let mut exponent = log10.floor();
    let mut mantissa = 10f64.powf(log10 - exponent);
    if (mantissa * 10.0).round() >= 100.0 {
        mantissa /= 10.0;
        exponent += 1.0;
    }
    (mantissa, exponent)
}

/// Groups the digits of a count in threes with spaces, e.g. `1 234 567`.
pub fn group_digits(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(' ');
        }
        out.push(ch);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    /// A tree too large to count said as a power of ten (issue 46: `2^64+` told nothing).
    #[rstest]
    #[case(9f64.log10() * 51.0, "≈ 4.6×10^48")]
    #[case(21.73, "≈ 5.4×10^21")]
    #[case(2.9999, "≈ 1.0×10^3")]
    fn powers_of_ten(#[case] log10: f64, #[case] said: &str) {
        assert_eq!(about_power(log10), said);
        assert!(
            big_number(None, log10)
                .ends_with(&format!("e{}", said.rsplit('^').next().unwrap_or("")))
        );
    }

    #[rstest]
    #[case(0, "a")]
    #[case(7, "h")]
    #[case(25, "z")]
    #[case(26, "A")]
    #[case(31, "F")]
    fn file_labels(#[case] col: usize, #[case] label: &str) {
        assert_eq!(file_label(col), label);
        assert_eq!(file_index(label.chars().next().unwrap()), Some(col));
    }

    #[test]
    fn digit_grouping() {
        assert_eq!(group_digits(0), "0");
        assert_eq!(group_digits(999), "999");
        assert_eq!(group_digits(1234), "1 234");
        assert_eq!(group_digits(17778), "17 778");
        assert_eq!(group_digits(1_234_567), "1 234 567");
    }
}

/// `text` with its control characters shown instead of sent (`\e` for escape, `\u{7}` for
/// the others): a name echoed in a message can neither retitle nor clear the terminal.
pub fn printable(text: &str) -> std::borrow::Cow<'_, str> {
    use std::fmt::Write;
    if !text.chars().any(char::is_control) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut shown = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\x1b' => shown.push_str("\\e"),
            c if c.is_control() => {
                let _ = write!(shown, "\\u{{{:x}}}", u32::from(c));
            }
            c => shown.push(c),
        }
    }
    std::borrow::Cow::Owned(shown)
}

#[cfg(test)]
mod printable_tests {
    use super::printable;
    use rstest::rstest;

    #[rstest]
    #[case("grid.txt", "grid.txt")]
    #[case("x\x1b]0;PWNED\x07\x1b[2J.txt", "x\\e]0;PWNED\\u{7}\\e[2J.txt")]
    #[case("a\nb\tc\u{9b}d", "a\\u{a}b\\u{9}c\\u{9b}d")]
    #[case("中文 ♛", "中文 ♛")]
    fn control_characters_are_shown_not_sent(#[case] text: &str, #[case] shown: &str) {
        assert_eq!(printable(text), shown);
        assert!(!printable(text).chars().any(char::is_control));
    }
}
