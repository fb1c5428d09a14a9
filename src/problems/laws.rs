//! The playback laws, as property tests over every registered problem (each of its samples:
//! one search and two compared) and the shell's fake problem:
//!
//! - k steps forward then k back is the start again, the screen too (but the scrubber, which
//!   remembers how far the search has been);
//! - a batch of k steps (`Puzzle::run`) leaves what k single steps leave;
//! - a jump forward to a landmark, another, then one back returns to the first.
//!
//! Where a law cannot hold, [`EXCEPTIONS`] says so, in one place.

use proptest::prelude::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use crate::action::Action;
use crate::app::explore::Explorer;
use crate::app::{App, Mode, Playback, Puzzle, run_by_steps};
use crate::engine::LandmarkKind;
use crate::engine::backtrack::Prune;
use crate::i18n::Lang;
use crate::problem::{Problem, Sample};
use crate::problems::contrast::sample_app;
use crate::problems::fake::{Bits, Instance};

/// The screens that do not come back when the search does, by command and sample, and why.
pub const EXCEPTIONS: &[(&str, &str, &str)] = &[
    (
        "maze",
        "random maze",
        "a maze larger than the window scrolls to follow the search; going back leaves it scrolled",
    ),
    (
        "queens",
        "solutions browser",
        "the browser lists the solutions found so far, as the scrubber marks them: going back forgets none",
    ),
];

/// The screen's text, all but its last two rows (the scrubber and the key bar).
fn screen<P: Puzzle>(app: &App<P>, view: fn(&mut ratatui::Frame, &App<P>)) -> String {
    let mut terminal = Terminal::new(TestBackend::new(100, 30)).expect("a test terminal");
    terminal
        .draw(|f| view(f, app))
        .expect("a test terminal draws");
    let buf = terminal.backend().buffer();
    (0..buf.area.height - 2)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Each pane's position and its last event, in words for a message.
fn state<P: Puzzle>(puzzle: &P) -> Vec<(u64, String)>
where
    <P::Search as crate::engine::Solver>::Event: std::fmt::Debug,
{
    puzzle
        .panes()
        .iter()
        .map(|p| (p.position(), format!("{:?}", p.last_event())))
        .collect()
}

/// What the laws are checked on: a problem's command, its samples and its view.
struct On<M: Puzzle> {
    command: &'static str,
    samples: fn() -> Vec<Sample<M>>,
    view: fn(&mut ratatui::Frame, &App<M>),
}

impl<M: Puzzle> On<M> {
    fn app(&self, which: usize) -> (App<M>, &'static str) {
        let sample = (self.samples)().swap_remove(which);
        let name = sample.name;
        (sample_app(sample, Playback::paused(Lang::En)), name)
    }
}

/// k steps forward, then k back: the start again.
fn back_and_forth<M: Puzzle>(on: &On<M>, which: usize, k: u64) -> Result<(), TestCaseError>
where
    <M::Search as crate::engine::Solver>::Event: std::fmt::Debug,
{
    let (mut app, name) = on.app(which);
    let (before, screen_before) = (state(&app.puzzle), screen(&app, on.view));
    let start = app.position();
    for _ in 0..k {
        app.update(Action::StepForward);
    }
    let moved = app.position() - start;
    for _ in 0..moved {
        app.update(Action::StepBack);
    }
    prop_assert_eq!(app.position(), start, "{} {}", on.command, name);
    prop_assert_eq!(state(&app.puzzle), before, "{} {}", on.command, name);
    let exception = EXCEPTIONS
        .iter()
        .any(|&(c, s, _)| c == on.command && s == name);
    if !exception {
        prop_assert_eq!(
            screen(&app, on.view),
            screen_before,
            "{} {} after {} steps",
            on.command,
            name,
            moved
        );
    }
    Ok(())
}

/// A batch of k steps leaves what k single steps leave.
fn batch_is_steps<M: Puzzle>(
    on: &On<M>,
    which: usize,
    k: u64,
    kind: Option<LandmarkKind>,
) -> Result<(), TestCaseError>
where
    <M::Search as crate::engine::Solver>::Event: std::fmt::Debug,
{
    let (mut batch, name) = on.app(which);
    let (mut single, _) = on.app(which);
    let wanted = kind.map(|kind| move |l: crate::engine::Landmark| l.kind() == kind);
    let wanted: Option<&dyn Fn(crate::engine::Landmark) -> bool> = wanted.as_ref().map(|w| w as _);
    let got = batch.puzzle.run(k, wanted);
    let want = run_by_steps(&mut single.puzzle, k, wanted);
    prop_assert_eq!(got, want, "{} {}", on.command, name);
    prop_assert_eq!(
        state(&batch.puzzle),
        state(&single.puzzle),
        "{} {}",
        on.command,
        name
    );
    prop_assert_eq!(batch.puzzle.progress(), single.puzzle.progress());
    Ok(())
}

fn settle<P: Puzzle>(app: &mut App<P>) {
    for _ in 0..100_000 {
        if !matches!(app.mode, Mode::Running(_)) {
            break;
        }
        app.tick(std::time::Instant::now(), crate::app::BATCH_BUDGET);
    }
}

/// A jump forward to a landmark of `kind`, another, then one back: the first again.
fn jump_and_back<M: Puzzle>(
    on: &On<M>,
    which: usize,
    kind: LandmarkKind,
) -> Result<(), TestCaseError> {
    let (mut app, name) = on.app(which);
    app.speed = crate::app::Speed::Max;
    let jump = |app: &mut App<M>, forward| {
        app.update(Action::Jump { kind, forward });
        settle(app);
        app.position()
    };
    let first = jump(&mut app, true);
    let second = jump(&mut app, true);
    if second > first {
        prop_assert_eq!(
            jump(&mut app, false),
            first,
            "{} {} {:?}",
            on.command,
            name,
            kind
        );
    }
    Ok(())
}

/// Every law on problem `P`, from a few random points of each sample.
fn laws_of<P: Problem>()
where
    <<P::Model as Puzzle>::Search as crate::engine::Solver>::Event: std::fmt::Debug,
{
    laws(&On {
        command: P::COMMAND,
        samples: P::samples,
        view: P::VIEW,
    });
}

/// Every law on `on`, from a few random points of each sample.
fn laws<M: Puzzle>(on: &On<M>)
where
    <M::Search as crate::engine::Solver>::Event: std::fmt::Debug,
{
    let samples = (on.samples)().len();
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig::with_cases(12));
    let kinds = prop::sample::select(vec![
        LandmarkKind::Place,
        LandmarkKind::Backtrack,
        LandmarkKind::Solution,
    ]);
    let strategy = (0..samples, 0..400u64, kinds, any::<bool>());
    let result = runner.run(&strategy, |(which, k, kind, wanted)| {
        back_and_forth(on, which, k)?;
        batch_is_steps(on, which, k * 7 + 1, wanted.then_some(kind))?;
        jump_and_back(on, which, kind)
    });
    if let Err(e) = result {
        panic!("{}: {e}", on.command);
    }
}

#[test]
fn every_problem_keeps_the_playback_laws() {
    for_each_problem!(laws_of);
}

/// The fake problem's samples: its search alone a few steps in, and two prune settings
/// compared.
fn fake_samples() -> Vec<Sample<Explorer<Bits>>> {
    let instance = Instance { n: 9, ones: 3 };
    let at = |prunes: &[Prune], step| {
        let mut m = Explorer::<Bits>::new(instance.clone(), "test".into(), prunes);
        m.seek(step);
        m
    };
    vec![
        Sample {
            name: "alone",
            model: at(&[Prune::Both], 5),
            actions: Vec::new(),
        },
        Sample {
            name: "compared",
            model: at(&[Prune::None, Prune::Both], 9),
            actions: Vec::new(),
        },
    ]
}

#[test]
fn the_fake_problem_keeps_the_playback_laws() {
    laws(&On {
        command: "bits",
        samples: fake_samples,
        view: crate::ui::explore::draw::<Bits>,
    });
}
