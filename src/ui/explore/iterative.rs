//! The textbook's iterative backtracking scheme (王晓东, 算法设计与分析, 5.1,
//! `IterativeBacktrack`) as a code panel for any problem on the generic engine, its lines lit
//! by the engine's events as the problem's own code is: the loop seed 001 writes for one
//! problem, written once for every tree.

use crate::engine::backtrack::Event;
use crate::engine::tree::Cut;
use crate::i18n::Lang;

/// The panel's title and lines in `lang`; `constraint` and `bound` are the problem's
/// comments for its two functions (`// constraint`, `// 约束函数`).
pub fn code(lang: Lang, [constraint, bound]: [&str; 2]) -> (&'static str, Vec<String>) {
    let title = match lang {
        Lang::En => "IterativeBacktrack (Wang 5.1)",
        Lang::Zh => "迭代回溯（王晓东 5.1）",
    };
    let lines = vec![
        "IterativeBacktrack():".to_string(),
        "  t = 1".into(),
        "  while t > 0:".into(),
        "    if f(n, t) <= g(n, t):".into(),
        "      for i = f(n, t) to g(n, t):".into(),
        "        x[t] = h(i)".into(),
        format!("        if Constraint(t) {constraint}"),
        format!("           and Bound(t): {bound}"),
        "          if Solution(t): Output(x)".into(),
        "          else: t = t + 1".into(),
        "    else: t = t - 1".into(),
    ];
    (title, lines)
}

/// The line (from 0) an event lights: a child cut, at the function that cut it; a child
/// entered, at `t = t + 1`; a solution at `Output(x)`; a node left at `t = t - 1`; the end at
/// the loop's test.
pub fn line<E, C, S>(event: &Event<E, C, S>) -> usize {
    match event {
        Event::Prune {
            by: Cut::Constraint,
            ..
        } => 6,
        Event::Prune { by: Cut::Bound, .. } => 7,
        Event::Enter { .. } => 9,
        Event::Solution { .. } => 8,
        Event::Backtrack { .. } => 10,
        Event::Done { .. } => 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each event lights the line that does what it did.
    #[test]
    fn each_event_lights_its_line() {
        let (_, lines) = code(Lang::En, ["// c", "// b"]);
        let lit = |e: &Event<(), (), ()>| lines[line(e)].trim().to_string();
        let prune = |by| Event::Prune {
            depth: 1,
            child: 0,
            by,
            note: (),
        };
        assert!(lit(&prune(Cut::Constraint)).starts_with("if Constraint(t)"));
        assert!(lit(&prune(Cut::Bound)).starts_with("and Bound(t)"));
        let enter = Event::Enter {
            depth: 1,
            child: 0,
            note: (),
        };
        assert_eq!(lit(&enter), "else: t = t + 1");
        assert_eq!(
            lit(&Event::Backtrack { depth: 1, child: 0 }),
            "else: t = t - 1"
        );
        assert!(lit(&Event::Solution { index: 1, note: () }).contains("Output(x)"));
    }
}
