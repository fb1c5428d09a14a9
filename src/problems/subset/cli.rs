//! Subset sum's command line: its own options (`--set`, `--target`, `--count`) besides the
//! explorer's shared ones, their words in both languages, and their validation into a
//! [`Request`].

use clap::Args;

use crate::cli::UsageError;
use crate::cli::explore::{self, Chosen, ExploreArgs, Extra, Own, Source};
use crate::engine::numbers::{positive, positive_list};
use crate::i18n::Lang;
use crate::problem::{Outcome, Worded};
use crate::problems::subset::engine::{self, BUILT_IN, Instance, InstanceError};
use crate::problems::subset::words::text;

/// Options of `backtrack subset-sum`.
#[derive(Debug, Args, Clone, Default)]
pub struct SubsetArgs {
    /// The set.
    #[arg(long, value_name = "W,W,...")]
    pub set: Option<String>,
    /// The target.
    #[arg(long, value_name = "M")]
    pub target: Option<String>,
    /// Count the subsets.
    #[arg(long, conflicts_with_all = ["print", "trace", "stats", "tree"])]
    pub count: bool,
    /// The shared options.
    #[command(flatten)]
    pub explore: ExploreArgs,
}

/// What a valid subset-sum command line asks for.
pub type Request = explore::ExploreRequest<Instance>;

/// What is wrong with a subset-sum command line: an unusable instance (where: an option's
/// or a file's name), and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubsetError(pub String, pub InstanceError);

impl Worded for SubsetError {
    fn words(&self, lang: Lang) -> String {
        (text(lang).error)(&self.0, &self.1)
    }
}

/// The instance a name gives: a file of that name, else a built-in one.
fn named(name: &str) -> Result<Instance, UsageError> {
    explore::named(
        name,
        Instance::parse,
        engine::built_in,
        BUILT_IN.iter().map(|(n, _)| *n).collect(),
        |place, e| UsageError::own(SubsetError(place, e)),
    )
}

/// `--set` and `--target`.
fn given(set: &str, target: &str) -> Result<Instance, UsageError> {
    let bad = |e| UsageError::own(SubsetError(String::new(), e));
    let w = positive_list(set).map_err(|e| bad(InstanceError::Number("--set", e)))?;
    let m = positive(target).map_err(|e| bad(InstanceError::Number("--target", e)))?;
    Instance::new(w, m).map_err(bad)
}

/// `--list`: the built-in instances.
pub fn list(lang: Lang) -> String {
    let mut out = vec![text(lang).list_head.to_string()];
    for (name, _) in BUILT_IN {
        if let Some(inst) = engine::built_in(name) {
            let w: Vec<String> = inst.w.iter().map(u64::to_string).collect();
            out.push(format!(
                "  {name:<9} M = {:<4} w = {}",
                inst.target,
                w.join(" ")
            ));
        }
    }
    out.join("\n") + "\n"
}

/// Validates subset sum's options.
pub fn request(args: &SubsetArgs, lang: Lang) -> Result<Outcome<Request>, UsageError> {
    let own = Own {
        instance: [
            (args.set.is_some(), "--set"),
            (args.target.is_some(), "--target"),
        ]
        .into_iter()
        .find_map(|(given, name)| given.then_some(name)),
        other: None,
        mode: args.count.then_some("--count"),
        sizes: engine::SIZES,
    };
    let Chosen {
        source,
        prunes,
        run,
    } = match explore::request(&args.explore, lang, own, || list(lang))? {
        Outcome::Run(chosen) => chosen,
        Outcome::Print(text) => return Ok(Outcome::Print(text)),
    };
    let (instance, source) = match (&args.set, &args.target, source) {
        (Some(set), Some(target), _) => (given(set, target)?, "--set".to_string()),
        (Some(_), None, _) => return Err(UsageError::Requires("--set", "--target")),
        (None, Some(_), _) => return Err(UsageError::Requires("--target", "--set")),
        (None, None, Source::Default) => (engine::textbook(), "textbook".to_string()),
        (None, None, Source::Named(name)) => (named(&name)?, name),
        (None, None, Source::Random { size, seed }) => (
            Instance::random(size, seed),
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
    use crate::engine::backtrack::Prune;
    use crate::engine::numbers::NumberError;
    use crate::command_line::{Config, Parsed, run};
    use crate::problems::Request as Any;
    use rstest::rstest;


    fn subset(args: &str) -> Request {
        match run(args) {
            Ok(Parsed::Run(Config {
                request: Any::SubsetSum(r),
                ..
            })) => *r,
            other => panic!("{args}: {other:?}"),
        }
    }

    #[test]
    fn subset_invocations() {
        let r = subset("subset-sum");
        assert_eq!(r.instance, engine::textbook());
        assert_eq!(r.prunes, vec![Prune::Both]);
        assert!(matches!(r.run, ExploreRun::Tui(_)));
        let r = subset("subset-sum --set 3,4,5 --target 9 --prune bound --print");
        assert_eq!(
            (r.instance.w.clone(), r.instance.target),
            (vec![3, 4, 5], 9)
        );
        assert_eq!((r.prunes, r.run), (vec![Prune::Bound], ExploreRun::Print));
        let r = subset("subset-sum small --compare none,both");
        assert_eq!(r.instance, engine::built_in("small").unwrap());
        assert_eq!(r.prunes, vec![Prune::None, Prune::Both]);
        let r = subset("subset-sum --random 8 --seed 3 --count");
        assert_eq!(r.instance, Instance::random(8, 3));
        assert_eq!(r.run, ExploreRun::Own("--count"));
        let r = subset("subset-sum --trace --limit 5");
        assert_eq!(r.run, ExploreRun::Trace { limit: Some(5) });
    }

    fn own(e: SubsetError) -> UsageError {
        UsageError::own(e)
    }

    #[rstest]
    #[case(
        "subset-sum --set 5,0,3 --target 4",
        own(SubsetError(String::new(), InstanceError::Number("--set", NumberError::Zero)))
    )]
    #[case("subset-sum --set 5,-3 --target 4", own(SubsetError(String::new(), InstanceError::Number("--set", NumberError::NotANumber("-3".into())))))]
    #[case("subset-sum --set 5,x --target 4", own(SubsetError(String::new(), InstanceError::Number("--set", NumberError::NotANumber("x".into())))))]
    #[case(
        "subset-sum --set , --target 4",
        own(SubsetError(String::new(), InstanceError::Number("--set", NumberError::Empty)))
    )]
    #[case(
        "subset-sum --set 5 --target 0",
        own(SubsetError(String::new(), InstanceError::Number("--target", NumberError::Zero)))
    )]
    #[case(
        "subset-sum --set 18446744073709551615,1 --target 4",
        own(SubsetError(String::new(), InstanceError::Overflow))
    )]
    #[case("subset-sum --set 5", UsageError::Requires("--set", "--target"))]
    #[case("subset-sum --target 5", UsageError::Requires("--target", "--set"))]
    #[case("subset-sum --seed 3", UsageError::Requires("--seed", "--random, --estimate"))]
    #[case("subset-sum --random 0", UsageError::BadSize("0".into(), ["the number of numbers to choose from", "可选的数的个数"], 1, 64))]
    #[case("subset-sum --random 65", UsageError::BadSize("65".into(), ["the number of numbers to choose from", "可选的数的个数"], 1, 64))]
    #[case("subset-sum --prune some", UsageError::BadPrune("some".into()))]
    #[case("subset-sum --compare both", UsageError::BadPruneCompare("both".into()))]
    #[case(
        "subset-sum --print --speed 3",
        UsageError::NoEffect("--speed", "--print")
    )]
    #[case("subset-sum --count --zoom", UsageError::NoEffect("--zoom", "--count"))]
    #[case(
        "subset-sum --stats --compare none,both",
        UsageError::NoEffect("--compare", "--stats")
    )]
    #[case("subset-sum --limit 4", UsageError::Requires("--limit", "--trace"))]
    #[case("subset-sum --list --print", UsageError::Conflict("--list".into(), "--print".into()))]
    #[case("subset-sum --list --set 1", UsageError::Conflict("--list".into(), "--set".into()))]
    #[case("subset-sum small --set 1 --target 1", UsageError::Conflict("--set".into(), "INSTANCE".into()))]
    #[case("subset-sum no-such-thing", UsageError::UnknownInstance("no-such-thing".into(), vec!["textbook", "small", "none", "deep"]))]
    fn bad_subset_invocations(#[case] args: &str, #[case] expected: UsageError) {
        assert_eq!(run(args).unwrap_err(), expected);
    }

    #[test]
    fn too_many_items_says_the_limit() {
        let set = vec!["1"; 65].join(",");
        let e = run(&format!("subset-sum --set {set} --target 3")).unwrap_err();
        assert_eq!(
            e,
            own(SubsetError(String::new(), InstanceError::TooMany(65)))
        );
        let words = crate::command_line::usage_error(Lang::En, &e);
        assert!(words.contains("at most 64"), "{words}");
    }

    #[test]
    fn a_file_of_that_name_wins_and_bad_files_say_where() {
        let dir = std::env::temp_dir().join(format!("backtrack-subset-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let good = dir.join("small");
        std::fs::write(&good, "set: 1 2 3\ntarget: 3\n").unwrap();
        let r = subset(&format!("subset-sum {}", good.display()));
        assert_eq!(r.instance.w, vec![1, 2, 3]);
        let bad = dir.join("bad.txt");
        std::fs::write(&bad, "set: 1 2 x\ntarget: 3\n").unwrap();
        let e = run(&format!("subset-sum {}", bad.display())).unwrap_err();
        let words = crate::command_line::usage_error(Lang::En, &e);
        assert!(words.contains("bad.txt: line 1: x is not"), "{words}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Every error of subset sum's own is one line in each language, translated.
    #[test]
    fn every_own_error_is_worded_in_both_languages() {
        let s = || "x".to_string();
        let errors = [
            SubsetError(s(), InstanceError::TooMany(65)),
            SubsetError(s(), InstanceError::Overflow),
            SubsetError(s(), InstanceError::Line(3)),
            SubsetError(s(), InstanceError::Key(s(), 3)),
            SubsetError(s(), InstanceError::Missing("set")),
            SubsetError(s(), InstanceError::Value(2, NumberError::Zero)),
            SubsetError(s(), InstanceError::Number("--set", NumberError::Empty)),
        ];
        for e in errors {
            let (en, zh) = (e.words(Lang::En), e.words(Lang::Zh));
            assert!(!en.contains('\n') && !zh.contains('\n'), "{e:?}");
            assert_ne!(en, zh, "{e:?}");
        }
    }
}
