//! Permutations' command line: its own options (`-n`, `--items`, `--algo`, `--count`)
//! besides the explorer's shared ones, their words in both languages, and their validation
//! into a [`Request`].

use clap::Args;

use crate::engine::numbers::digits;
use crate::cli::UsageError;
use crate::cli::explore::{self, Chosen, ExploreArgs, Extra, Own, Source};
use crate::engine::backtrack::Prune;
use crate::engine::numbers::positive_list;
use crate::i18n::Lang;
use crate::problem::{Outcome, Worded};
use crate::problems::permutations::engine::{
    self, Algo, BUILT_IN, Instance, InstanceError, SIZES,
};
use crate::problems::permutations::words::text;

/// Options of `backtrack permutations`.
#[derive(Debug, Args, Clone, Default)]
pub struct PermArgs {
    /// Items 1..N.
    #[arg(short = 'n', value_name = "N", allow_negative_numbers = true)]
    pub n: Option<String>,
    /// The items.
    #[arg(long, value_name = "A,B,...", conflicts_with = "n")]
    pub items: Option<String>,
    /// The algorithm.
    #[arg(long, value_name = "ALGO")]
    pub algo: Option<String>,
    /// Count the arrangements.
    #[arg(long, conflicts_with_all = ["print", "trace", "stats", "tree"])]
    pub count: bool,
    /// The shared options.
    #[command(flatten)]
    pub explore: ExploreArgs,
}

/// What a valid permutations command line asks for.
pub type Request = explore::ExploreRequest<Instance>;

/// What is wrong with a permutations command line of its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PermError {
    /// An unusable instance (where: an option's or a file's name), and what.
    Instance(String, InstanceError),
    /// `-n` out of range (its value).
    N(String),
}

impl Worded for PermError {
    fn words(&self, lang: Lang) -> String {
        match self {
            PermError::Instance(place, e) => (text(lang).error)(place, e),
            PermError::N(v) => (text(lang).bad_n)(v),
        }
    }
}


/// `--list`: the built-in instances.
pub fn list(lang: Lang) -> String {
    let mut out = vec![text(lang).list_head.to_string()];
    for (name, _) in BUILT_IN {
        if let Some(inst) = engine::built_in(name, Algo::Used) {
            let items: Vec<String> = inst.items.iter().map(u64::to_string).collect();
            out.push(format!(
                "  {name:<9} {:<12} {}",
                items.join(" "),
                (text(lang).picture)(inst.items.len(), inst.distinct())
            ));
        }
    }
    out.join("\n") + "\n"
}

fn own(e: PermError) -> UsageError {
    UsageError::own(e)
}

/// Validates permutations' options.
pub fn request(args: &PermArgs, lang: Lang) -> Result<Outcome<Request>, UsageError> {
    let given = [(args.n.is_some(), "-n"), (args.items.is_some(), "--items")]
        .into_iter()
        .find_map(|(given, name)| given.then_some(name));
    let shared = Own {
        instance: given,
        other: args.algo.is_some().then_some("--algo"),
        mode: args.count.then_some("--count"),
        sizes: SIZES,
    };
    let Chosen {
        source,
        mut prunes,
        run,
    } = match explore::request(&args.explore, lang, shared, || list(lang))? {
        Outcome::Run(chosen) => chosen,
        Outcome::Print(text) => return Ok(Outcome::Print(text)),
    };
    // No bound function: the constraint (a repeat skipped) is all there is to prune with.
    if args.explore.prune.is_none() && args.explore.compare.is_none() {
        prunes = vec![Prune::Constraint];
    }
    let algo = match &args.algo {
        None => Algo::default(),
        Some(a) => Algo::parse(a).ok_or_else(|| {
            UsageError::BadAlgo(a.clone(), Algo::ALL.iter().map(|a| a.name()).collect())
        })?,
    };
    let (instance, source) = match (&args.n, &args.items, source) {
        (Some(n), _, _) => {
            let bad = || own(PermError::N(n.clone()));
            let n: usize = digits(n).ok_or_else(bad)?;
            if !(SIZES.0..=SIZES.1).contains(&n) {
                return Err(bad());
            }
            (Instance::first(n, algo), format!("-n {n}"))
        }
        (None, Some(items), _) => {
            let bad = |e| own(PermError::Instance(String::new(), e));
            let list = positive_list(items).map_err(|e| bad(InstanceError::Number("--items", e)))?;
            (Instance::new(list, algo).map_err(bad)?, "--items".into())
        }
        (None, None, Source::Default) => (engine::textbook(algo), "textbook".into()),
        (None, None, Source::Named(name)) => {
            let inst = explore::named(
                &name,
                |t| Instance::parse(t, algo),
                |n| engine::built_in(n, algo),
                BUILT_IN.iter().map(|(n, _)| *n).collect(),
                |place, e| own(PermError::Instance(place, e)),
            )?;
            (inst, name)
        }
        (None, None, Source::Random { size, seed }) => (
            Instance::random(size, seed, algo),
            crate::app::explore::random_source(size, seed),
        ),
    };
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
    use crate::engine::numbers::NumberError;
    use crate::problems::Request as Any;
    use rstest::rstest;

    fn perm(args: &str) -> Request {
        match run(args) {
            Ok(Parsed::Run(Config {
                request: Any::Permutations(r),
                ..
            })) => *r,
            other => panic!("{args}: {other:?}"),
        }
    }

    /// Issue 46: no bound function, so `bound` and `both` are refused (they were taken,
    /// pruning nothing, the header saying "constraint + bound").
    #[rstest::rstest]
    #[case("permutations --prune bound", "bound")]
    #[case("permutations --compare none,both", "both")]
    fn a_bound_is_refused(#[case] args: &str, #[case] setting: &'static str) {
        let allowed = vec!["constraint", "none"];
        let expected = UsageError::PruneNotTaken(setting, "permutations", allowed);
        assert_eq!(run(args).unwrap_err(), expected);
    }

    #[test]
    fn permutations_invocations() {
        let r = perm("permutations");
        assert_eq!(r.instance, engine::textbook(Algo::Used));
        assert!(matches!(r.run, ExploreRun::Tui(_)));
        let r = perm("permutations -n 4 --algo swap --print");
        assert_eq!(r.instance, Instance::first(4, Algo::Swap));
        assert_eq!(r.run, ExploreRun::Print);
        let r = perm("permutations --items 1,1,2 --count");
        assert_eq!(r.instance.items, vec![1, 1, 2]);
        assert_eq!(r.run, ExploreRun::Own("--count"));
        let r = perm("permutations repeats --compare none,constraint");
        assert_eq!(r.instance, engine::built_in("repeats", Algo::Used).unwrap());
        assert_eq!(r.prunes, vec![Prune::None, Prune::Constraint]);
        assert_eq!(perm("permutations").prunes, vec![Prune::Constraint]);
        let r = perm("permutations --random 5 --seed 2 --stats");
        assert_eq!(r.instance, Instance::random(5, 2, Algo::Used));
    }

    #[rstest]
    #[case("permutations -n 0", own(PermError::N("0".into())))]
    #[case("permutations -n 11", own(PermError::N("11".into())))]
    #[case("permutations -n x", own(PermError::N("x".into())))]
    #[case(
        "permutations --items ,",
        own(PermError::Instance(String::new(), InstanceError::Number("--items", NumberError::Empty)))
    )]
    #[case(
        "permutations --items 1,0",
        own(PermError::Instance(String::new(), InstanceError::Number("--items", NumberError::Zero)))
    )]
    #[case(
        "permutations --items 1,2,3,4,5,6,7,8,9,10,11",
        own(PermError::Instance(String::new(), InstanceError::TooMany(11)))
    )]
    #[case("permutations --algo heap", UsageError::BadAlgo("heap".into(), vec!["used", "swap"]))]
    #[case("permutations --random 11", UsageError::BadSize("11".into(), ["the number of items", "元素个数"], 1, 10))]
    #[case("permutations --list --algo swap", UsageError::Conflict("--list".into(), "--algo".into()))]
    #[case("permutations four -n 3", UsageError::Conflict("-n".into(), "INSTANCE".into()))]
    #[case("permutations --count --zoom", UsageError::NoEffect("--zoom", "--count"))]
    #[case("permutations nothing", UsageError::UnknownInstance("nothing".into(), vec!["textbook", "repeats", "four", "pairs"]))]
    fn bad_permutations_invocations(#[case] args: &str, #[case] expected: UsageError) {
        assert_eq!(run(args).unwrap_err(), expected);
    }

    /// Every error of its own is one line in each language, translated.
    #[test]
    fn every_own_error_is_worded_in_both_languages() {
        let s = || "x".to_string();
        let errors = [
            PermError::N(s()),
            PermError::Instance(s(), InstanceError::TooMany(11)),
            PermError::Instance(s(), InstanceError::Line(3)),
            PermError::Instance(s(), InstanceError::Key(s(), 3)),
            PermError::Instance(s(), InstanceError::Missing),
            PermError::Instance(s(), InstanceError::Value(2, NumberError::Zero)),
            PermError::Instance(s(), InstanceError::Number("--items", NumberError::Empty)),
        ];
        for e in errors {
            let (en, zh) = (e.words(Lang::En), e.words(Lang::Zh));
            assert!(!en.contains('\n') && !zh.contains('\n'), "{e:?}");
            assert_ne!(en, zh, "{e:?}");
        }
    }
}
