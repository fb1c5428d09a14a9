//! The travelling salesman's command line: its own option (`--bound`) besides the explorer's
//! shared ones (the instance is the positional argument: a file or a built-in name), their
//! words in both languages, and their validation into a [`Request`].

use clap::Args;

use crate::cli::UsageError;
use crate::cli::explore::{self, Chosen, ExploreArgs, ExploreRun, Extra, Own, Source};
use crate::i18n::{Lang, group_digits};
use crate::problem::{Outcome, Worded};
use crate::problems::tsp::engine::{self, BUILT_IN, Bound, Instance, InstanceError, SIZES};
use crate::problems::tsp::words::text;

/// Options of `backtrack tsp`.
#[derive(Debug, Args, Clone, Default)]
pub struct TspArgs {
    /// The bound function.
    #[arg(long, value_name = "none|cost|lower|tree")]
    pub bound: Option<String>,
    /// Two bound functions side by side.
    #[arg(long, value_name = "A,B", conflicts_with_all = ["bound", "compare"])]
    pub compare_bounds: Option<String>,
    /// The shared options.
    #[command(flatten)]
    pub explore: ExploreArgs,
}

/// What a valid tsp command line asks for.
pub type Request = explore::ExploreRequest<Instance>;

/// What is wrong with a tsp command line of its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TspError {
    /// An unusable instance (where: a file's name), and what.
    Instance(String, InstanceError),
    /// `--bound` names no bound (its value).
    Bound(String),
    /// `--compare-bounds` is not two different bounds separated by a comma (its value).
    CompareBounds(String),
}

impl Worded for TspError {
    fn words(&self, lang: Lang) -> String {
        match self {
            TspError::Instance(place, e) => (text(lang).error)(place, e),
            TspError::Bound(v) => (text(lang).bad_bound)(v),
            TspError::CompareBounds(v) => (text(lang).bad_compare_bounds)(v),
        }
    }
}


/// `--list`: the built-in instances.
pub fn list(lang: Lang) -> String {
    let mut out = vec![text(lang).list_head.to_string()];
    for (name, _) in BUILT_IN {
        if let Some(inst) = engine::built_in(name, Bound::Cost) {
            let kind = if inst.coords.is_some() {
                "coords"
            } else {
                "matrix"
            };
            out.push(format!(
                "  {name:<11} {:>2} cities  {kind:<6}  {} tours",
                inst.n(),
                group_digits(inst.tours())
            ));
        }
    }
    out.join("\n") + "\n"
}

fn own(e: TspError) -> UsageError {
    UsageError::own(e)
}

/// `--compare-bounds A,B`: two different bound functions, in the visualizer only.
fn compare_bounds(v: &str, run: &ExploreRun) -> Result<(Bound, Option<Bound>), UsageError> {
    let bad = || own(TspError::CompareBounds(v.to_string()));
    let parts: Vec<Option<Bound>> = v.split(',').map(Bound::parse).collect();
    let [Some(a), Some(b)] = parts.as_slice() else {
        return Err(bad());
    };
    if a == b {
        return Err(bad());
    }
    if let Some(mode) = run.flag() {
        return Err(UsageError::NoEffect("--compare-bounds", mode));
    }
    Ok((*a, Some(*b)))
}

/// Validates the travelling salesman's options.
pub fn request(args: &TspArgs, lang: Lang) -> Result<Outcome<Request>, UsageError> {
    let shared = Own {
        instance: None,
        other: [
            (args.bound.is_some(), "--bound"),
            (args.compare_bounds.is_some(), "--compare-bounds"),
        ]
        .into_iter()
        .find_map(|(given, name)| given.then_some(name)),
        mode: None,
        sizes: SIZES,
    };
    let Chosen {
        source,
        prunes,
        run,
    } = match explore::request(&args.explore, lang, shared, || list(lang))? {
        Outcome::Run(chosen) => chosen,
        Outcome::Print(text) => return Ok(Outcome::Print(text)),
    };
    let bound = match &args.bound {
        None => Bound::default(),
        Some(b) => Bound::parse(b).ok_or_else(|| own(TspError::Bound(b.clone())))?,
    };
    let (bound, compare) = match &args.compare_bounds {
        None => (bound, None),
        Some(v) => compare_bounds(v, &run)?,
    };
    // Two bounds side by side: both searches under the same pruning.
    let prunes = if compare.is_some() {
        vec![prunes[0], prunes[0]]
    } else {
        prunes
    };
    let (instance, source) = match source {
        Source::Default => (engine::textbook(bound), "textbook".to_string()),
        Source::Named(name) => {
            let inst = explore::named(
                &name,
                |t| engine::file::parse(t, bound),
                |n| engine::built_in(n, bound),
                BUILT_IN.iter().map(|(n, _)| *n).collect(),
                |place, e| own(TspError::Instance(place, e)),
            )?;
            (inst, name)
        }
        Source::Random { size, seed } => (
            Instance::random(size, seed, bound),
            crate::app::explore::random_source(size, seed),
        ),
    };
    let instance = Instance { compare, ..instance };
    Ok(Outcome::Run(Request {
        instance,
        source,
        prunes,
        run,
        extra: Extra::default(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::explore::ExploreRun;
    use crate::command_line::{Config, Parsed, run};
    use crate::engine::backtrack::Prune;
    use rstest::rstest;

    fn tsp(args: &str) -> Request {
        match run(args) {
            Ok(Parsed::Run(Config {
                request: crate::problems::Request::Tsp(r),
                ..
            })) => *r,
            other => panic!("{args}: {other:?}"),
        }
    }

    #[test]
    fn tsp_invocations() {
        let r = tsp("tsp");
        assert_eq!(r.instance, engine::textbook(Bound::Cost));
        assert!(matches!(r.run, ExploreRun::Tui(_)));
        let r = tsp("tsp ten --bound lower --print");
        assert_eq!(r.instance, engine::built_in("ten", Bound::Lower).unwrap());
        assert_eq!(r.run, ExploreRun::Print);
        let r = tsp("tsp --random 9 --seed 4 --compare constraint,both");
        assert_eq!(r.instance, Instance::random(9, 4, Bound::Cost));
        assert_eq!(r.prunes, vec![Prune::Constraint, Prune::Both]);
        let r = tsp("tsp ten --compare-bounds cost,lower");
        assert_eq!((r.instance.bound, r.instance.compare), (Bound::Cost, Some(Bound::Lower)));
        assert_eq!(r.prunes, vec![Prune::Both, Prune::Both]);
    }

    #[rstest]
    #[case("tsp --bound tight", own(TspError::Bound("tight".into())))]
    #[case("tsp --random 1", UsageError::BadSize("1".into(), ["the number of cities", "城市个数"], 2, 16))]
    #[case("tsp --compare-bounds cost", own(TspError::CompareBounds("cost".into())))]
    #[case("tsp --compare-bounds cost,cost", own(TspError::CompareBounds("cost,cost".into())))]
    #[case("tsp --compare-bounds cost,tight", own(TspError::CompareBounds("cost,tight".into())))]
    #[case("tsp --compare-bounds cost,lower --print", UsageError::NoEffect("--compare-bounds", "--print"))]
    #[case("tsp --random 17", UsageError::BadSize("17".into(), ["the number of cities", "城市个数"], 2, 16))]
    #[case("tsp --list --bound lower", UsageError::Conflict("--list".into(), "--bound".into()))]
    #[case("tsp nowhere", UsageError::UnknownInstance("nowhere".into(), vec!["textbook", "ten", "asymmetric", "roads", "square", "burma14", "ulysses16", "gr17"]))]
    fn bad_tsp_invocations(#[case] args: &str, #[case] expected: UsageError) {
        assert_eq!(run(args).unwrap_err(), expected);
    }

    #[test]
    fn bad_files_say_their_name_and_line() {
        let dir = std::env::temp_dir().join(format!("backtrack-tsp-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let bad = dir.join("bad.txt");
        std::fs::write(&bad, "matrix:\n- 1 2\n3 - 4\n5 6\n").unwrap();
        let e = run(&format!("tsp {}", bad.display())).unwrap_err();
        let words = crate::command_line::usage_error(Lang::En, &e);
        assert!(words.contains("bad.txt: row 3 of the matrix has 2 distances"), "{words}");
        let good = dir.join("three.tsp");
        std::fs::write(
            &good,
            "NAME: three\nTYPE: TSP\nDIMENSION: 3\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 0 3\n3 4 0\nEOF\n",
        )
        .unwrap();
        assert_eq!(tsp(&format!("tsp {}", good.display())).instance.n(), 3);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Every error of its own is one line in each language, translated.
    #[test]
    fn every_own_error_is_worded_in_both_languages() {
        let s = || "x".to_string();
        let i = |e| TspError::Instance(s(), e);
        let errors = [
            TspError::Bound(s()),
            TspError::CompareBounds(s()),
            i(InstanceError::TooFew(1)),
            i(InstanceError::TooMany(20)),
            i(InstanceError::NotSquare(2, 1, 3)),
            i(InstanceError::TooFar),
            i(InstanceError::Empty),
            i(InstanceError::Distance(2, s())),
            i(InstanceError::Coordinate(2, s())),
            i(InstanceError::Key(1, s())),
            i(InstanceError::Tsplib(3, s())),
            i(InstanceError::Missing("DIMENSION")),
            i(InstanceError::Count(3, 2)),
        ];
        for e in errors {
            let (en, zh) = (e.words(Lang::En), e.words(Lang::Zh));
            assert!(!en.contains('\n') && !zh.contains('\n'), "{e:?}");
            assert_ne!(en, zh, "{e:?}");
        }
    }
}
