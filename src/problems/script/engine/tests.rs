//! The hooks over a script: the order of the calls and the counts, the faults that halt the
//! search (each said with its hook and line), the set-up's checks, prints kept for the notes.

use std::sync::Arc;

use rstest::rstest;

use super::*;
use crate::engine::Solver;
use crate::engine::backtrack::{Backtrack, Event, EventOf, Prune};

fn instance(source: &str) -> Result<Instance, LoadError> {
    let script = Script::compile("t.rhai", "t", source, 20_000)?;
    Instance::load(&[Arc::new(script)], None, None).map_err(|(_, e)| e)
}

fn run(source: &str, prune: Prune) -> (Vec<EventOf<ScriptHooks>>, Backtrack<ScriptHooks>) {
    let inst = instance(source).expect("the script loads");
    let mut search = Backtrack::new(inst.first().root(), prune);
    let mut events = Vec::new();
    while let Some(e) = search.step() {
        events.push(e);
        assert!(events.len() < 100_000, "the search ends");
    }
    (events, search)
}

const BITS: &str = "fn size(d) { 3 }\nfn children(d, x) { [0, 1] }\n";

#[test]
fn every_node_asks_children_once_and_each_child_the_constraint_then_the_bound() {
    // Strings of 3 bits without two ones side by side; the bound cuts a 0 after a 0.
    let source = format!(
        "{BITS}fn constraint(d, x, c) {{ if x.len() > 0 && x[x.len() - 1] == 1 && c == 1 {{ \"11\" }} else {{ true }} }}\n\
         fn bound(d, x, c, best) {{ !(x.len() > 0 && x[x.len() - 1] == 0 && c == 0) }}"
    );
    let (events, search) = run(&source, Prune::Both);
    let solutions: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::Solution { note, .. } => Some(note.x.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(solutions, ["0 1 0", "1 0 1"]);
    let c = search.counts();
    // Cuts by each function, counted apart; visited + cut = generated.
    assert_eq!((c.by_constraint, c.by_bound), (2, 2));
    assert_eq!(c.solutions, 2);
    let (_, none) = run(&source, Prune::None);
    assert_eq!(none.counts().nodes(), 15);
    assert_eq!(none.counts().solutions, 8);
}

#[test]
fn a_solution_is_not_expanded_and_is_solution_replaces_the_depth() {
    let source = "fn size(d) { 5 }\nfn children(d, x) { [1, 2] }\n\
                  fn is_solution(d, x) { let s = 0; for v in x { s += v; } s >= 3 }";
    let (events, search) = run(source, Prune::Both);
    // Every path stops at the first sum of at least 3: 1 1 1, 1 1 2, 1 2, 2 1, 2 2.
    let found: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::Solution { note, .. } => Some(note.x.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(found, ["1 1 1", "1 1 2", "1 2", "2 1", "2 2"]);
    assert_eq!(search.counts().nodes(), 9);
}

#[test]
fn value_keeps_the_best_and_bound_sees_it() {
    let source = "fn size(d) { 3 }\nfn children(d, x) { [1, 0] }\nfn goal() { \"min\" }\n\
                  fn value(d, x) { let s = 0; for v in x { s += v; } 10 - s }\n\
                  fn bound(d, x, c, best) { if best == () { true } else { `best ${best}` } }";
    let (events, search) = run(source, Prune::Both);
    let values: Vec<(Option<Num>, bool)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Solution { note, .. } => Some((note.value, note.better)),
            _ => None,
        })
        .collect();
    // The first leaf (1 1 1, value 7) is the only one: the bound cuts everything after it.
    assert_eq!(values, [(Some(Num::Int(7)), true)]);
    assert_eq!(search.hooks().best(), Some((Num::Int(7), Text::new("1 1 1"))));
    assert_eq!(search.hooks().improvements(), 1);
    let reasons: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::Prune { note, .. } => Some(note.reason.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(reasons, ["best 7", "best 7", "best 7"]);
}

#[rstest]
#[case::index("fn constraint(d, x, c) {\n  let a = [1, 2];\n  a[x.len()] > 0\n}", Hook::Constraint, 5)]
#[case::children("fn is_solution(d, x) {\n  x.len() == 3 && missing(x)\n}", Hook::IsSolution, 4)]
#[case::label("fn label(d, x, c) {\n  let m = #{};\n  m.nope\n}", Hook::Label, 5)]
fn an_error_halts_the_search_where_it_stands(
    #[case] hook_source: &str,
    #[case] hook: Hook,
    #[case] line: usize,
) {
    let source = format!("{BITS}{hook_source}");
    let (events, search) = run(&source, Prune::Both);
    let fault = search.hooks().fault().expect("a fault");
    assert_eq!((fault.hook, fault.line), (hook, line), "{fault:?}");
    assert!(matches!(fault.failed, Failed::Error { .. }), "{fault:?}");
    assert!(matches!(events.last(), Some(Event::Done { .. })));
    assert!(search.is_done());
    // The first fault is kept for a headless run to report.
    let inst = instance(&source).unwrap();
    let mut again = Backtrack::new(inst.first().root(), Prune::Both);
    while again.step().is_some() {}
    assert_eq!(inst.first().fault(), Some(fault));
}

#[rstest]
#[case::array("fn size(d) { 2 }\nfn children(d, x) { 5 }", Hook::Children, Wanted::Array, "5")]
#[case::verdict(
    "fn size(d) { 2 }\nfn children(d, x) { [0] }\nfn constraint(d, x, c) { 3.5 }",
    Hook::Constraint,
    Wanted::Verdict,
    "f64"
)]
#[case::bool(
    "fn size(d) { 2 }\nfn children(d, x) { [0] }\nfn is_solution(d, x) { \"yes\" }",
    Hook::IsSolution,
    Wanted::Bool,
    "string"
)]
#[case::number(
    "fn size(d) { 1 }\nfn children(d, x) { [0] }\nfn value(d, x) { [] }",
    Hook::Value,
    Wanted::Number,
    "array"
)]
fn a_wrong_type_returned_says_what_the_hook_returns(
    #[case] source: &str,
    #[case] hook: Hook,
    #[case] wanted: Wanted,
    #[case] got: &str,
) {
    let (_, search) = run(source, Prune::Both);
    let fault = search.hooks().fault().expect("a fault");
    assert_eq!(fault.hook, hook);
    assert_eq!(
        fault.failed,
        Failed::Returned {
            wanted,
            got: Text::new(got)
        }
    );
}

#[test]
fn children_past_the_limits_halt() {
    let many = "fn size(d) { 2 }\nfn children(d, x) { let a = []; for i in 0..300 { a.push(i); } a }";
    let (_, search) = run(many, Prune::Both);
    assert_eq!(
        search.hooks().fault().map(|f| f.failed),
        Some(Failed::TooManyChildren(300))
    );
    let subset = "fn tree() { \"subset\" }\nfn size(d) { 2 }\nfn children(d, x) { [0, 1, 2] }";
    let (_, search) = run(subset, Prune::Both);
    assert_eq!(
        search.hooks().fault().map(|f| f.failed),
        Some(Failed::KindChildren { count: 3, most: 2 })
    );
    // A permutation tree of 3 has 2 children at depth 1.
    let perm = "fn tree() { \"permutation\" }\nfn size(d) { 3 }\nfn children(d, x) { [1, 2, 3] }";
    let (events, search) = run(perm, Prune::Both);
    assert_eq!(
        search.hooks().fault().map(|f| f.failed),
        Some(Failed::KindChildren { count: 3, most: 2 })
    );
    assert!(matches!(events[0], Event::Enter { depth: 1, .. }));
}

#[test]
fn an_endless_loop_is_stopped_by_the_operations_limit() {
    let source = format!("{BITS}fn bound(d, x, c, best) {{\n  let i = 0;\n  while x.len() >= 1 {{ i += 1; }}\n  true\n}}");
    let started = std::time::Instant::now();
    let (_, search) = run(&source, Prune::Both);
    let fault = search.hooks().fault().expect("a fault");
    assert_eq!(fault.failed, Failed::TooManyOps(20_000));
    assert_eq!(fault.hook, Hook::Bound);
    assert!((3..=5).contains(&fault.line), "{fault:?}");
    // One entered node, then the fault: not a runaway search.
    assert_eq!(search.counts().entered, 1);
    assert!(started.elapsed().as_secs() < 5);
}

#[rstest]
#[case::size_zero("fn size(d) { 0 }\nfn children(d, x) { [] }", Hook::Size)]
#[case::size_huge("fn size(d) { 5000 }\nfn children(d, x) { [] }", Hook::Size)]
#[case::size_float("fn size(d) { 2.0 }\nfn children(d, x) { [] }", Hook::Size)]
#[case::tree(&format!("{BITS}fn tree() {{ \"binary\" }}"), Hook::Tree)]
#[case::goal(&format!("{BITS}fn value(d, x) {{ 1 }}\nfn goal() {{ \"least\" }}"), Hook::Goal)]
#[case::data(&format!("{BITS}fn data() {{ [1, 2] }}"), Hook::Data)]
#[case::name(&format!("{BITS}fn name() {{ 5 }}"), Hook::Name)]
#[case::missing_property("fn size(d) { d.n }\nfn children(d, x) { [] }", Hook::Size)]
fn a_setup_that_fails_is_refused(#[case] source: &str, #[case] hook: Hook) {
    match instance(source) {
        Err(LoadError::Fault(f)) => assert_eq!(f.hook, hook, "{f:?}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_setup_reads_the_tree_the_goal_and_the_names() {
    let inst = instance(&format!(
        "{BITS}fn tree() {{ \"m-ary\" }}\nfn value(d, x) {{ 1 }}\nfn goal() {{ \"min\" }}\n\
         fn name() {{ #{{ en: \"bits\", zh: \"位串\" }} }}"
    ))
    .unwrap();
    let side = inst.first();
    assert_eq!((side.size, side.kind, side.m, side.goal), (3, Some(Kind::Mary), 2, Some(Goal::Min)));
    assert_eq!(side.names.as_ref().map(|n| n.zh.as_str()), Some("位串"));
    assert_eq!(side.branching(), Branching::Uniform(2));
    let open = instance(BITS).unwrap();
    assert_eq!(open.first().branching(), Branching::Open);
    assert_eq!(open.first().goal, None);
}

#[test]
fn prints_go_with_the_next_note() {
    let source = format!("{BITS}fn constraint(d, x, c) {{ print(`try ${{c}}`); c == 0 || x.len() == 0 }}");
    let (events, _) = run(&source, Prune::Both);
    let Event::Enter { note, .. } = events[0] else {
        panic!("{:?}", events[0]);
    };
    assert_eq!(note.print.to_string(), "try 0");
    let cut = events
        .iter()
        .find_map(|e| match e {
            Event::Prune { note, .. } => Some(*note),
            _ => None,
        })
        .unwrap();
    assert_eq!(cut.print.to_string(), "try 1");
    assert!(cut.reason.is_empty());
}

#[test]
fn a_node_names_its_children_by_label_or_value() {
    let inst = instance(&format!("{BITS}fn label(d, x, c) {{ `b${{c}}` }}")).unwrap();
    let node = inst.first().node(&[1, 0]);
    assert_eq!((node.depth, node.name(0), node.name(1), node.label(1)), (2, "b0".into(), "b1".into(), "b1".into()));
    let plain = instance(BITS).unwrap();
    let node = plain.first().node(&[1]);
    assert_eq!((node.name(1), node.label(1)), ("1".into(), "x[2] = 1".into()));
    // Past the tree: no children.
    assert_eq!(plain.first().node(&[1, 1, 1]).name(0), "?");
}

#[test]
fn the_same_script_gives_the_same_trace() {
    let source = format!("{BITS}fn bound(d, x, c, best) {{ let s = 0; for v in x {{ s += v; }} if s > 1 {{ `sum ${{s}}` }} else {{ true }} }}");
    let (a, _) = run(&source, Prune::Both);
    let (b, _) = run(&source, Prune::Both);
    assert_eq!(a, b);
    assert!(a.len() > 10);
}

#[test]
fn numbers_show_as_a_teacher_writes_them() {
    assert_eq!(Num::Float(7.656_854_249).to_string(), "7.6569");
    assert_eq!(Num::Float(2.0).to_string(), "2");
    assert_eq!(Num::Int(-3).to_string(), "-3");
    assert!(Num::Int(3).better(Num::Float(2.5), Goal::Max));
    assert!(!Num::Int(3).better(Num::Int(3), Goal::Min));
    assert_eq!(serde_json::to_string(&Val::Text(Text::new("("))).unwrap(), "\"(\"");
}
