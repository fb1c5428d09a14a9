//! Numbers as instance files and options give them: positive whole numbers, lists of them,
//! and the `key: value` lines of an instance file. Parsing only; the words for what is wrong
//! are `i18n::numbers`'s.

/// What is wrong with a list of numbers or a number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NumberError {
    /// No number at all.
    Empty,
    /// A token that is not a whole number (`x`, `-3`, `2.5`).
    NotANumber(String),
    /// A zero where every number must be at least 1.
    Zero,
    /// A number larger than 64 bits hold.
    TooLarge(String),
    /// Nothing between two commas, or before or after one (`1,,2`): the number's position,
    /// from 1.
    Missing(usize),
}

/// A whole number written as digits only: no sign, no space, no `_` (`+5` and ` 5` are not
/// taken, though Rust's own parse takes the first); `None` also when it overflows `T`.
pub fn digits<T: std::str::FromStr>(text: &str) -> Option<T> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// A positive whole number (spaces around it are a list's separators, and taken).
pub fn positive(text: &str) -> Result<u64, NumberError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(NumberError::Empty);
    }
    if !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NumberError::NotANumber(t.to_string()));
    }
    match t.parse::<u64>() {
        Ok(0) => Err(NumberError::Zero),
        Ok(v) => Ok(v),
        Err(_) if t.chars().all(|c| c.is_ascii_digit()) => {
            Err(NumberError::TooLarge(t.to_string()))
        }
        Err(_) => Err(NumberError::NotANumber(t.to_string())),
    }
}

/// A whole number, 0 included (a capacity may be 0: nothing fits).
pub fn whole(text: &str) -> Result<u64, NumberError> {
    match positive(text) {
        Err(NumberError::Zero) => Ok(0),
        other => other,
    }
}

/// Positive whole numbers separated by commas or spaces (`5,10,12` or `5 10 12`); a comma
/// with no number on one side (`1,,2`, `1,2,`) is an error, not a gap skipped.
pub fn positive_list(text: &str) -> Result<Vec<u64>, NumberError> {
    let parts: Vec<&str> = text.split(',').collect();
    if parts.iter().all(|p| p.trim().is_empty()) {
        return Err(NumberError::Empty);
    }
    let mut list = Vec::new();
    for part in &parts {
        let before = list.len();
        for t in part.split_whitespace() {
            list.push(positive(t)?);
        }
        if parts.len() > 1 && list.len() == before {
            return Err(NumberError::Missing(before + 1));
        }
    }
    if list.is_empty() {
        return Err(NumberError::Empty);
    }
    Ok(list)
}

/// One `key: value` line of an instance file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    /// The key, in lower case.
    pub key: String,
    /// The rest of the line.
    pub value: String,
    /// Its line number, from 1.
    pub line: usize,
}

/// The fields of an instance file: `key: value`, `key = value` or `key value` lines; blank
/// lines and `#` comments skipped. A line with no value is an error at its number.
pub fn fields(text: &str) -> Result<Vec<Field>, usize> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let split = line.find([':', '=', ' ', '\t']).ok_or(i + 1)?;
        let (key, rest) = line.split_at(split);
        let value = rest
            .trim_start_matches([':', '=', ' ', '\t'])
            .trim()
            .to_string();
        if value.is_empty() {
            return Err(i + 1);
        }
        out.push(Field {
            key: key.trim().to_ascii_lowercase(),
            value,
            line: i + 1,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("5,10,12", Ok(vec![5, 10, 12]))]
    #[case("5 10  12", Ok(vec![5, 10, 12]))]
    #[case(" 7 ", Ok(vec![7]))]
    #[case("", Err(NumberError::Empty))]
    #[case(",,", Err(NumberError::Empty))]
    #[case("5,0", Err(NumberError::Zero))]
    #[case("5, 10", Ok(vec![5, 10]))]
    // Issue 46: a gap between commas was skipped (`1,,2` read as `1,2`).
    #[case("1,,2", Err(NumberError::Missing(2)))]
    #[case("1,2,", Err(NumberError::Missing(3)))]
    #[case(",1", Err(NumberError::Missing(1)))]
    #[case("5,-3", Err(NumberError::NotANumber("-3".into())))]
    #[case("2.5", Err(NumberError::NotANumber("2.5".into())))]
    // Issue 46: Rust's parse takes a plus sign.
    #[case("+5", Err(NumberError::NotANumber("+5".into())))]
    #[case("99999999999999999999", Err(NumberError::TooLarge("99999999999999999999".into())))]
    fn lists_of_positive_numbers(
        #[case] text: &str,
        #[case] expected: Result<Vec<u64>, NumberError>,
    ) {
        assert_eq!(positive_list(text), expected);
    }

    #[rstest]
    #[case("5", Some(5))]
    #[case("012", Some(12))]
    #[case("+5", None)]
    #[case(" 5", None)]
    #[case("5 ", None)]
    #[case("-0", None)]
    #[case("1_000", None)]
    #[case("", None)]
    #[case("99999999999999999999", None)]
    fn a_number_option_is_digits_only(#[case] text: &str, #[case] expected: Option<u64>) {
        assert_eq!(digits::<u64>(text), expected);
    }

    #[test]
    fn instance_files_are_key_value_lines() {
        let f = fields("# a comment\nset: 5 10 # the items\n\nTarget = 30\nc 7\n").unwrap();
        let keys: Vec<(&str, &str, usize)> = f
            .iter()
            .map(|f| (f.key.as_str(), f.value.as_str(), f.line))
            .collect();
        assert_eq!(
            keys,
            vec![("set", "5 10", 2), ("target", "30", 4), ("c", "7", 5)]
        );
        assert_eq!(fields("set: 5\ntarget:\n"), Err(2));
        assert_eq!(fields("lonely\n"), Err(1));
    }
}
