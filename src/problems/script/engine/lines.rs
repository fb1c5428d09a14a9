//! Which line of a script decided a step, as far as its text tells: a hook's body runs from
//! its `fn` line to the next top-level function; a cut with a reason lights the line whose
//! string's fixed parts the reason holds (`` `cs + w = ${sum} > M` `` for "cs + w = 35 > M"),
//! a cut without one the only line of the body that says `false`, and otherwise the hook's
//! first line.

/// The lines (from 1) of the body of the function defined at line `first`: up to the line
/// before the next top-level function or the end.
fn body(source: &str, first: usize) -> std::ops::RangeInclusive<usize> {
    let lines: Vec<&str> = source.lines().collect();
    let last = (first..lines.len())
        .find(|&i| {
            let l = lines[i];
            l.starts_with("fn ") || l.starts_with("private fn ")
        })
        .unwrap_or(lines.len());
    first..=last.max(first)
}

/// The fixed parts of the string literals on `line` (the text between quotes or
/// backticks, less any `${...}`), each non-empty.
fn fixed_parts(line: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut chars = line.chars().peekable();
    while let Some(ch) = chars.next() {
        if ch == '/' && chars.peek() == Some(&'/') {
            break;
        }
        if ch != '"' && ch != '`' {
            continue;
        }
        let quote = ch;
        let mut part = String::new();
        while let Some(c) = chars.next() {
            match c {
                '\\' => {
                    chars.next();
                }
                '$' if quote == '`' && chars.peek() == Some(&'{') => {
                    parts.push(std::mem::take(&mut part));
                    let mut depth = 0;
                    for c in chars.by_ref() {
                        match c {
                            '{' => depth += 1,
                            '}' if depth == 1 => break,
                            '}' => depth -= 1,
                            _ => {}
                        }
                    }
                }
                c if c == quote => break,
                c => part.push(c),
            }
        }
        parts.push(part);
    }
    parts.retain(|p| !p.trim().is_empty());
    parts
}

/// Whether `reason` holds every part, in order.
fn holds(reason: &str, parts: &[String]) -> bool {
    let mut rest = reason;
    for p in parts {
        match rest.find(p.as_str()) {
            Some(i) => rest = &rest[i + p.len()..],
            None => return false,
        }
    }
    !parts.is_empty()
}

/// The line (from 1) of the function defined at line `first` (0: none) that decided a cut
/// with `reason` (empty: it returned `false`).
pub fn deciding(source: &str, first: usize, reason: &str) -> usize {
    if first == 0 {
        return 0;
    }
    let lines: Vec<&str> = source.lines().collect();
    let range = body(source, first);
    let in_body = || range.clone().filter_map(|n| Some((n, *lines.get(n - 1)?)));
    if reason.is_empty() {
        let falses: Vec<usize> = in_body()
            .filter(|(_, l)| {
                let code = l.split("//").next().unwrap_or("");
                code.split(|c: char| !c.is_alphanumeric() && c != '_')
                    .any(|w| w == "false")
            })
            .map(|(n, _)| n)
            .collect();
        return if let [one] = falses.as_slice() { *one } else { first };
    }
    in_body()
        .find(|(_, l)| holds(reason, &fixed_parts(l)))
        .map_or(first, |(n, _)| n)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOURCE: &str = "fn size(d) { 3 }\n\
        fn constraint(d, x, c) {\n\
        \x20   if c > 9 { return false; }\n\
        \x20   if c == 1 && x.len() > 2 { `cs + w = ${c + 1} > M = ${d.m}` } else { true }\n\
        }\n\
        fn bound(d, x, c, best) {\n\
        \x20   if c == 0 { return \"too far\"; }   // a \"comment\"\n\
        \x20   if c == 2 { return false; } else if c == 3 { false } else { true }\n\
        }\n";

    #[test]
    fn a_reason_lights_the_line_that_made_it() {
        assert_eq!(deciding(SOURCE, 2, "cs + w = 35 > M = 30"), 4);
        assert_eq!(deciding(SOURCE, 6, "too far"), 7);
        // A reason no line's strings make: the hook's first line.
        assert_eq!(deciding(SOURCE, 2, "something else"), 2);
    }

    #[test]
    fn false_lights_its_only_line() {
        assert_eq!(deciding(SOURCE, 2, ""), 3);
        // The only line saying false, twice.
        assert_eq!(deciding(SOURCE, 6, ""), 8);
        assert_eq!(deciding("fn a(d) {\n false\n false\n}\n", 1, ""), 1);
        assert_eq!(deciding(SOURCE, 0, ""), 0);
    }

    #[test]
    fn strings_lose_their_interpolations() {
        assert_eq!(fixed_parts("x `a ${b + 1} c` \"d\" // \"e\""), ["a ", " c", "d"]);
    }
}
