//! Graph colouring's command line: its own options (`-m`, `--algo`, `--forward`, `--cycle`,
//! `--complete`, `--p`, `--count`, `--chromatic`; `--compare` also takes the two orders)
//! besides the explorer's shared ones, their words in both languages, and their validation
//! into a [`Request`].

use clap::Args;

use crate::engine::numbers::digits;
use crate::cli::UsageError;
use crate::cli::explore::{self, Chosen, ExploreArgs, Extra, Own, Source};
use crate::cli::parse_limit;
use crate::engine::backtrack::Prune;
use crate::i18n::Lang;
use crate::problem::{Outcome, Worded};
use crate::problems::coloring::engine::dimacs::{self, FileError};
use crate::problems::coloring::engine::{
    self, Algo, BUILT_IN, DEFAULT_M, Graph, Instance, MAX_COLOURS, SIZES,
};
use crate::problems::coloring::words::text;

/// Options of `backtrack coloring`.
#[derive(Debug, Args, Clone, Default)]
// Each flag is a switch on the command line: clap wants them as bools.
#[allow(clippy::struct_excessive_bools)]
pub struct ColoringArgs {
    /// The colours.
    #[arg(short = 'm', value_name = "M", allow_negative_numbers = true)]
    pub m: Option<String>,
    /// The order of the vertices.
    #[arg(long, value_name = "ALGO")]
    pub algo: Option<String>,
    /// Forward checking as the bound.
    #[arg(long, conflicts_with = "prune")]
    pub forward: bool,
    /// The cycle `C_N`.
    #[arg(long, value_name = "N", conflicts_with = "complete", allow_negative_numbers = true)]
    pub cycle: Option<String>,
    /// The complete graph `K_N`.
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub complete: Option<String>,
    /// The edge probability of a random graph.
    #[arg(long, value_name = "P", requires = "random", allow_negative_numbers = true)]
    pub p: Option<String>,
    /// Count the colourings.
    #[arg(long, conflicts_with_all = ["print", "trace", "stats", "tree", "chromatic"])]
    pub count: bool,
    /// The least number of colours.
    #[arg(long, conflicts_with_all = ["print", "trace", "stats", "tree"])]
    pub chromatic: bool,
    /// The shared options.
    #[command(flatten)]
    pub explore: ExploreArgs,
}

/// What a valid colouring command line asks for: `--count` or `--print` with `--limit K`
/// stops at K colourings.
pub type Request = explore::ExploreRequest<Instance>;

/// What is wrong with a colouring command line of its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ColoringError {
    /// An unusable graph file (where: its name), and what.
    File(String, FileError),
    /// `-m` out of 1..9 (its text).
    BadM(String),
    /// `--p` not a probability (its text).
    BadP(String),
    /// `--cycle` or `--complete` out of 1..64 (the option, its text).
    BadFamily(&'static str, String),
    /// `--random N`: N not a number of vertices (its text).
    RandomSize(String),
    /// The bound without the constraint (the option and its value).
    BoundAlone(String),
}

impl Worded for ColoringError {
    fn words(&self, lang: Lang) -> String {
        let t = text(lang);
        match self {
            ColoringError::File(place, e) => crate::kit::graph::words::file_error(lang, place, e),
            ColoringError::BadM(v) => (t.bad_m)(v),
            ColoringError::BadP(v) => (t.bad_p)(v),
            ColoringError::BadFamily(o, v) => (t.bad_family)(o, v),
            ColoringError::RandomSize(v) => (t.bad_random)(v),
            ColoringError::BoundAlone(v) => (t.no_bound_alone)(v),
        }
    }
}


/// `--list`: the built-in graphs.
pub fn list(lang: Lang) -> String {
    let t = text(lang);
    let mut out = vec![t.list_head.to_string()];
    for (name, ..) in BUILT_IN {
        if let Some(g) = engine::built_in(name) {
            out.push(format!("  {name:<10} {}", (t.list_line)(g.n(), g.edges.len(), (t.about)(name))));
        }
    }
    out.join("\n") + "\n"
}

fn own(e: ColoringError) -> UsageError {
    UsageError::own(e)
}

/// `--compare fixed,dsatur` (either order): the algorithm of the left pane.
fn algos_compared(text: &str) -> Option<Algo> {
    let (a, b) = text.split_once(',')?;
    let (a, b) = (Algo::parse(a)?, Algo::parse(b)?);
    (a != b).then_some(a)
}

/// A number of vertices from 1 to 64.
fn vertices(text: &str) -> Option<usize> {
    digits::<usize>(text).filter(|n| (SIZES.0..=SIZES.1).contains(n))
}

/// The instance the options give, and where it came from: `--cycle` or `--complete`, else
/// the positional name or a random graph; then `-m`.
fn instance(args: &ColoringArgs, source: Source, algo: Algo) -> Result<(Instance, String), UsageError> {
    let m = match &args.m {
        None => None,
        Some(m) => Some(
            digits::<usize>(m)
                .filter(|m| (1..=MAX_COLOURS).contains(m))
                .ok_or_else(|| own(ColoringError::BadM(m.clone())))?,
        ),
    };
    let p = match &args.p {
        None => engine::DEFAULT_P,
        Some(p) => p
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|p| (0.0..=1.0).contains(p))
            .ok_or_else(|| own(ColoringError::BadP(p.clone())))?,
    };
    let family = |option: &'static str, text: &String, make: fn(usize) -> Graph| {
        vertices(text)
            .map(make)
            .ok_or_else(|| own(ColoringError::BadFamily(option, text.clone())))
    };
    let (mut instance, source) = match (&args.cycle, &args.complete, source) {
        (Some(n), _, _) => {
            let g = family("--cycle", n, Graph::cycle)?;
            (Instance::new(g, DEFAULT_M, algo), format!("C{}", n.trim()))
        }
        (None, Some(n), _) => {
            let g = family("--complete", n, Graph::complete)?;
            (Instance::new(g, DEFAULT_M, algo), format!("K{}", n.trim()))
        }
        (None, None, Source::Default) => (engine::default_instance(algo), "australia".into()),
        (None, None, Source::Named(name)) => {
            let inst = explore::named(
                &name,
                |t| dimacs::parse(t).map(|g| Instance::new(g, DEFAULT_M, algo)),
                |n| engine::built_in_instance(n, algo),
                BUILT_IN.iter().map(|(n, ..)| *n).collect(),
                |place, e| own(ColoringError::File(place, e)),
            )?;
            (inst, name)
        }
        (None, None, Source::Random { size, seed }) => {
            let mut like = Instance::new(Graph::empty(1), DEFAULT_M, algo);
            like.p = p;
            (
                Instance::random(size, seed, &like),
                crate::app::explore::random_source(size, seed),
            )
        }
    };
    if let Some(m) = m {
        instance.m = m;
    }
    Ok((instance, source))
}

/// Validates the colouring options.
pub fn request(args: &ColoringArgs, lang: Lang) -> Result<Outcome<Request>, UsageError> {
    let mut shared_args = args.explore.clone();
    if let Some(n) = &shared_args.random
        && vertices(n).is_none()
    {
        return Err(own(ColoringError::RandomSize(n.clone())));
    }
    // The two orders side by side: the panes differ in their order, not in pruning.
    let compared = shared_args.compare.as_deref().and_then(algos_compared);
    // `--forward` goes with two orders (both sides under it), not with two prunings.
    if args.forward && shared_args.compare.is_some() && compared.is_none() {
        return Err(UsageError::Conflict("--forward".into(), "--compare <A,B>".into()));
    }
    let own_mode = [(args.count, "--count"), (args.chromatic, "--chromatic")]
        .into_iter()
        .find_map(|(given, name)| given.then_some(name));
    let mut both = None;
    if compared.is_some() {
        let default = if args.forward { Prune::Both } else { Prune::Constraint };
        both = Some(explore::take_prune_for_both(&mut shared_args, default)?);
        if let Some(mode) = own_mode.or(shared_args.print.then_some("--print")) {
            return Err(UsageError::NoEffect("--compare", mode));
        }
        shared_args.compare = Some("constraint,both".into());
    }
    // `--limit` also stops `--count` and `--print`.
    let found_limit = (args.count || shared_args.print)
        .then(|| shared_args.limit.take())
        .flatten();
    let given = [(args.cycle.is_some(), "--cycle"), (args.complete.is_some(), "--complete")]
        .into_iter()
        .find_map(|(given, name)| given.then_some(name));
    let other = [
        (args.m.is_some(), "-m"),
        (args.algo.is_some(), "--algo"),
        (args.forward, "--forward"),
        (args.p.is_some(), "--p"),
    ]
    .into_iter()
    .find_map(|(given, name)| given.then_some(name));
    let shared = Own {
        instance: given,
        other,
        mode: own_mode,
        sizes: SIZES,
    };
    let Chosen {
        source,
        mut prunes,
        run,
    } = match explore::request(&shared_args, lang, shared, || list(lang))? {
        Outcome::Run(chosen) => chosen,
        Outcome::Print(text) => return Ok(Outcome::Print(text)),
    };
    if let Some(prune) = both {
        // The same pruning each side: `--prune`'s, else the textbook's or, with `--forward`,
        // forward checking.
        prunes = vec![prune, prune];
    } else if args.explore.prune.is_none() && args.explore.compare.is_none() {
        prunes = vec![if args.forward { Prune::Both } else { Prune::Constraint }];
    }
    if let Some(&bad) = prunes.iter().find(|p| !engine::PRUNES.contains(p)) {
        // Two orders take `--prune` for both sides: the option named is the one given.
        let option = if args.explore.compare.is_some() && compared.is_none() { "--compare" } else { "--prune" };
        return Err(own(ColoringError::BoundAlone(format!("{option} {}", bad.name()))));
    }
    let algo = match (&args.algo, compared) {
        (_, Some(left)) => left,
        (None, None) => Algo::default(),
        (Some(a), None) => Algo::parse(a).ok_or_else(|| {
            UsageError::BadAlgo(a.clone(), Algo::ALL.iter().map(|a| a.name()).collect())
        })?,
    };
    let (mut instance, source) = instance(args, source, algo)?;
    instance.compare = compared.is_some();
    Ok(Outcome::Run(Request {
        instance,
        source,
        prunes,
        run,
        extra: Extra {
            limit: parse_limit(found_limit.as_deref())?,
            ..Extra::default()
        },
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::explore::ExploreRun;
    use crate::command_line::{Config, Parsed, run};
    use crate::problems::Request as Any;
    use rstest::rstest;

    fn coloring(args: &str) -> Request {
        match run(args) {
            Ok(Parsed::Run(Config {
                request: Any::Coloring(r),
                ..
            })) => *r,
            other => panic!("{args}: {other:?}"),
        }
    }

    #[test]
    fn coloring_invocations() {
        let r = coloring("coloring");
        assert_eq!(r.instance, engine::default_instance(Algo::Fixed));
        assert_eq!(r.prunes, vec![Prune::Constraint]);
        assert!(matches!(r.run, ExploreRun::Tui(_)));
        let r = coloring("coloring myciel3 --algo dsatur --forward --print --limit 2");
        let i = &r.instance;
        assert_eq!((i.graph.n(), i.m, i.algo), (11, 4, Algo::Dsatur));
        assert_eq!(r.prunes, vec![Prune::Both]);
        assert_eq!((r.run.clone(), r.extra.limit), (ExploreRun::Print, Some(2)));
        let r = coloring("coloring --cycle 5 -m 2 --count");
        assert_eq!((r.instance.graph.n(), r.instance.m), (5, 2));
        assert_eq!(r.run, ExploreRun::Own("--count"));
        let r = coloring("coloring --complete 4 --chromatic");
        assert_eq!(r.run, ExploreRun::Own("--chromatic"));
        let r = coloring("coloring petersen --compare dsatur,fixed");
        assert!(r.instance.compare);
        assert_eq!(r.instance.algo, Algo::Dsatur);
        let r = coloring("coloring --compare none,both");
        assert_eq!(r.prunes, vec![Prune::None, Prune::Both]);
        // Issue 46, item 7: two orders under forward checking, both sides.
        let r = coloring("coloring --compare fixed,dsatur --forward");
        assert!(r.instance.compare);
        assert_eq!(r.prunes, vec![Prune::Both, Prune::Both]);
        let r = coloring("coloring --random 12 --p 0.5 --seed 3 --stats");
        assert_eq!(r.instance.graph.n(), 12);
        assert!((r.instance.p - 0.5).abs() < 1e-12);
    }

    #[rstest]
    #[case("coloring -m 0", own(ColoringError::BadM("0".into())))]
    #[case("coloring -m 10", own(ColoringError::BadM("10".into())))]
    #[case("coloring --cycle 0", own(ColoringError::BadFamily("--cycle", "0".into())))]
    #[case("coloring --complete 65", own(ColoringError::BadFamily("--complete", "65".into())))]
    #[case("coloring --random 5 --p 2", own(ColoringError::BadP("2".into())))]
    #[case("coloring --random 65", own(ColoringError::RandomSize("65".into())))]
    #[case("coloring --prune bound", own(ColoringError::BoundAlone("--prune bound".into())))]
    #[case("coloring --compare bound,both", own(ColoringError::BoundAlone("--compare bound".into())))]
    #[case("coloring --algo random", UsageError::BadAlgo("random".into(), vec!["fixed", "dsatur"]))]
    #[case("coloring --count --compare fixed,dsatur", UsageError::NoEffect("--compare", "--count"))]
    #[case("coloring --count --speed 5", UsageError::NoEffect("--speed", "--count"))]
    #[case("coloring --compare none,both --forward", UsageError::Conflict("--forward".into(), "--compare <A,B>".into()))]
    #[case("coloring --compare fixed,dsatur --prune bound", own(ColoringError::BoundAlone("--prune bound".into())))]
    #[case("coloring --list -m 3", UsageError::Conflict("--list".into(), "-m".into()))]
    #[case("coloring --cycle 5 petersen", UsageError::Conflict("--cycle".into(), "INSTANCE".into()))]
    #[case("coloring --limit 3", UsageError::Requires("--limit", "--trace"))]
    #[case("coloring nothing", UsageError::UnknownInstance("nothing".into(), vec!["australia", "petersen", "wheel", "myciel3"]))]
    fn bad_coloring_invocations(#[case] args: &str, #[case] expected: UsageError) {
        assert_eq!(run(args).unwrap_err(), expected);
    }

    /// Every error of its own is one line in each language, translated.
    #[test]
    fn every_own_error_is_worded_in_both_languages() {
        let s = || "x".to_string();
        let errors = [
            ColoringError::BadM(s()),
            ColoringError::BadP(s()),
            ColoringError::BadFamily("--cycle", s()),
            ColoringError::RandomSize(s()),
            ColoringError::BoundAlone(s()),
            ColoringError::File(s(), FileError::NoProblemLine(1)),
            ColoringError::File(s(), FileError::BadProblemLine(1)),
            ColoringError::File(s(), FileError::TooMany(1, 99)),
            ColoringError::File(s(), FileError::BadEdge(2)),
            ColoringError::File(s(), FileError::VertexRange(2, 9, 3)),
            ColoringError::File(s(), FileError::Loop(2)),
            ColoringError::File(s(), FileError::UnknownLine(2)),
            ColoringError::File(s(), FileError::BadComment(2)),
        ];
        for e in errors {
            let (en, zh) = (e.words(Lang::En), e.words(Lang::Zh));
            assert!(!en.contains('\n') && !zh.contains('\n'), "{e:?}");
            assert_ne!(en, zh, "{e:?}");
        }
    }
}
