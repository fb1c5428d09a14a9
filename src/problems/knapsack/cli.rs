//! The knapsack's command line: its own options (`--weights`, `--values`, `--capacity`,
//! `--loading`) besides the explorer's shared ones, their words in both languages, and their
//! validation into a [`Request`].

use clap::Args;

use crate::cli::UsageError;
use crate::cli::explore::{
    self, Chosen, ExploreArgs, Extra, Own, Source,
};
use crate::engine::numbers::{positive_list, whole};
use crate::i18n::Lang;
use crate::problem::{Outcome, Worded};
use crate::problems::knapsack::engine::{self, BUILT_IN, Instance, InstanceError};
use crate::problems::knapsack::words::text;

/// Options of `backtrack knapsack`.
#[derive(Debug, Args, Clone, Default)]
pub struct KnapsackArgs {
    /// The weights.
    #[arg(long, value_name = "W,W,...")]
    pub weights: Option<String>,
    /// The values.
    #[arg(long, value_name = "V,V,...")]
    pub values: Option<String>,
    /// The capacity.
    #[arg(long, value_name = "C")]
    pub capacity: Option<String>,
    /// The loading problem: values are weights.
    #[arg(long)]
    pub loading: bool,
    /// The shared options.
    #[command(flatten)]
    pub explore: ExploreArgs,
}

/// What a valid knapsack command line asks for.
pub type Request = explore::ExploreRequest<Instance>;

/// What is wrong with a knapsack command line: an unusable instance (where: an option's or a
/// file's name), and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KnapsackError(pub String, pub InstanceError);

impl Worded for KnapsackError {
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
        |place, e| UsageError::own(KnapsackError(place, e)),
    )
}

/// `--weights`, `--values` (none: the loading problem) and `--capacity`.
fn given(weights: &str, values: Option<&str>, capacity: &str) -> Result<Instance, UsageError> {
    let bad = |e| UsageError::own(KnapsackError(String::new(), e));
    let w = positive_list(weights).map_err(|e| bad(InstanceError::Number("--weights", e)))?;
    let v = values
        .map(|v| positive_list(v).map_err(|e| bad(InstanceError::Number("--values", e))))
        .transpose()?;
    let c = whole(capacity).map_err(|e| bad(InstanceError::Number("--capacity", e)))?;
    Instance::new(&w, v, c).map_err(bad)
}

/// `--list`: the built-in instances.
pub fn list(lang: Lang) -> String {
    let mut out = vec![text(lang).list_head.to_string()];
    for (name, _) in BUILT_IN {
        if let Some(inst) = engine::built_in(name) {
            let items = inst.in_input_order();
            let w: Vec<String> = items.iter().map(|i| i.w.to_string()).collect();
            let v: Vec<String> = items.iter().map(|i| i.v.to_string()).collect();
            let values = if inst.loading {
                String::new()
            } else {
                format!("  v = {}", v.join(" "))
            };
            out.push(format!(
                "  {name:<9} c = {:<4} w = {}{values}",
                inst.capacity,
                w.join(" ")
            ));
        }
    }
    out.join("\n") + "\n"
}

/// Validates the knapsack's options.
pub fn request(args: &KnapsackArgs, lang: Lang) -> Result<Outcome<Request>, UsageError> {
    let own = Own {
        instance: [
            (args.weights.is_some(), "--weights"),
            (args.values.is_some(), "--values"),
            (args.capacity.is_some(), "--capacity"),
        ]
        .into_iter()
        .find_map(|(given, name)| given.then_some(name)),
        other: args.loading.then_some("--loading"),
        mode: None,
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
    if args.loading && args.values.is_some() {
        return Err(UsageError::Conflict("--loading".into(), "--values".into()));
    }
    let values = if args.loading {
        None
    } else {
        match &args.values {
            Some(v) => Some(v.as_str()),
            None if args.weights.is_some() => {
                return Err(UsageError::Requires("--weights", "--values"));
            }
            None => None,
        }
    };
    let (instance, source) = match (&args.weights, &args.capacity, source) {
        (Some(w), Some(c), _) => (given(w, values, c)?, "--weights".to_string()),
        (Some(_), None, _) => return Err(UsageError::Requires("--weights", "--capacity")),
        (None, Some(_), _) => return Err(UsageError::Requires("--capacity", "--weights")),
        (None, None, _) if args.values.is_some() => {
            return Err(UsageError::Requires("--values", "--weights"));
        }
        (None, None, Source::Default) => (engine::textbook(), "textbook".to_string()),
        (None, None, Source::Named(name)) => (named(&name)?, name),
        (None, None, Source::Random { size, seed }) => (
            Instance::random(size, seed, args.loading),
            crate::app::explore::random_source(size, seed),
        ),
    };
    let instance = if args.loading && !instance.loading {
        instance.as_loading()
    } else {
        instance
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


    fn knapsack(args: &str) -> Request {
        match run(args) {
            Ok(Parsed::Run(Config {
                request: Any::Knapsack(r),
                ..
            })) => *r,
            other => panic!("{args}: {other:?}"),
        }
    }

    #[test]
    fn knapsack_invocations() {
        let r = knapsack("knapsack");
        assert_eq!(r.instance, engine::textbook());
        assert!(matches!(r.run, ExploreRun::Tui(_)));
        let r = knapsack("knapsack --weights 3,5,2,1 --values 9,10,7,4 --capacity 7 --print");
        assert_eq!((r.instance, r.run), (engine::textbook(), ExploreRun::Print));
        let r = knapsack("knapsack --weights 10,40,40,25 --capacity 90 --loading --stats");
        assert!(r.instance.loading);
        assert_eq!(r.instance, engine::built_in("loading").unwrap());
        let r = knapsack("knapsack textbook --loading");
        assert!(r.instance.loading && r.instance.items.iter().all(|i| i.v == i.w));
        let r = knapsack("knapsack --random 10 --seed 4 --prune bound --tree json");
        assert_eq!(r.instance, Instance::random(10, 4, false));
        assert_eq!(r.prunes, vec![Prune::Bound]);
    }

    fn own(e: InstanceError) -> UsageError {
        UsageError::own(KnapsackError(String::new(), e))
    }

    #[rstest]
    #[case(
        "knapsack --weights 1,2 --values 3 --capacity 5",
        own(InstanceError::Lengths(2, 1))
    )]
    #[case(
        "knapsack --weights 1,0 --values 3,4 --capacity 5",
        own(InstanceError::Number("--weights", NumberError::Zero))
    )]
    #[case("knapsack --weights 1,2 --values 3,-4 --capacity 5", own(InstanceError::Number("--values", NumberError::NotANumber("-4".into()))))]
    #[case(
        "knapsack --weights 1,2 --values 18446744073709551615,4 --capacity 5",
        own(InstanceError::Overflow("--values"))
    )]
    #[case(
        "knapsack --weights 1,2 --capacity 5",
        UsageError::Requires("--weights", "--values")
    )]
    #[case(
        "knapsack --weights 1,2 --values 3,4",
        UsageError::Requires("--weights", "--capacity")
    )]
    #[case(
        "knapsack --capacity 4",
        UsageError::Requires("--capacity", "--weights")
    )]
    #[case("knapsack --values 4", UsageError::Requires("--values", "--weights"))]
    #[case("knapsack --loading --values 4", UsageError::Conflict("--loading".into(), "--values".into()))]
    #[case("knapsack --seed 3", UsageError::Requires("--seed", "--random, --estimate"))]
    #[case("knapsack --random 65", UsageError::BadSize("65".into(), ["the number of items", "物品个数"], 1, 64))]
    #[case(
        "knapsack --print --theme mono",
        UsageError::NoEffect("--theme", "--print")
    )]
    #[case("knapsack --list --loading", UsageError::Conflict("--list".into(), "--loading".into()))]
    #[case("knapsack textbook --weights 1 --values 1 --capacity 1", UsageError::Conflict("--weights".into(), "INSTANCE".into()))]
    #[case("knapsack nothing-here", UsageError::UnknownInstance("nothing-here".into(), vec!["textbook", "five", "branch", "loading"]))]
    fn bad_knapsack_invocations(#[case] args: &str, #[case] expected: UsageError) {
        assert_eq!(run(args).unwrap_err(), expected);
    }

    /// Every error of the knapsack's own is one line in each language, translated.
    #[test]
    fn every_own_error_is_worded_in_both_languages() {
        let s = || "x".to_string();
        let errors = [
            InstanceError::Number("--weights", NumberError::Empty),
            InstanceError::Lengths(2, 3),
            InstanceError::TooMany(65),
            InstanceError::Overflow("--weights"),
            InstanceError::Line(3),
            InstanceError::Key(s(), 3),
            InstanceError::Missing("values"),
            InstanceError::Value(2, NumberError::Zero),
            InstanceError::Loading(4),
            InstanceError::LoadingValues(4),
        ];
        for e in errors {
            let e = KnapsackError(s(), e);
            let (en, zh) = (e.words(Lang::En), e.words(Lang::Zh));
            assert!(!en.contains('\n') && !zh.contains('\n'), "{e:?}");
            assert_ne!(en, zh, "{e:?}");
        }
    }
}
