//! The shell tested on its own, against the fake problem (`fake.rs`): playback (step, play by
//! the clock, rewind, run to a goal in batches), jumps and go-to, stops, and compare in
//! lockstep and by landmarks. The laws every registered problem keeps are in `laws.rs`.

use std::time::{Duration, Instant};

use crate::action::Action;
use crate::app::explore::Explorer;
use crate::app::stops::Notice;
use crate::app::{App, BATCH_BUDGET, Mode, Playback, Puzzle, Speed, Stepped, run_by_steps};
use crate::engine::backtrack::{Backtrack, Prune};
use crate::engine::{Landmark, LandmarkKind, Landmarks, Solver};
use crate::i18n::Lang;
use crate::problems::fake::{Bits, BitsHooks, Instance};
use crate::timeline::Timeline;

const BITS: Instance = Instance { n: 9, ones: 3 };

fn model(prunes: &[Prune]) -> Explorer<Bits> {
    Explorer::new(BITS, "test".into(), prunes)
}

fn app(prunes: &[Prune]) -> App<Explorer<Bits>> {
    let mut a = App::new(model(prunes), Playback::paused(Lang::En));
    a.update(Action::Resize(100, 30));
    a
}

/// Runs the app's goal (a jump, go-to, End) or its playing at max speed until it pauses.
fn settle(a: &mut App<Explorer<Bits>>) {
    for _ in 0..10_000 {
        if a.mode == Mode::Paused {
            return;
        }
        a.tick(Instant::now(), BATCH_BUDGET);
    }
    panic!("the run never paused");
}

/// The whole search's events, with their steps, under `prune`.
fn events(prune: Prune) -> Vec<(u64, crate::engine::backtrack::EventOf<BitsHooks>)> {
    let mut s = Backtrack::new(Bits::hooks_of(&BITS), prune);
    std::iter::from_fn(|| s.step().map(|e| (s.steps(), e))).collect()
}

impl Bits {
    fn hooks_of(instance: &Instance) -> BitsHooks {
        <Bits as crate::app::explore::Explore>::hooks(instance)
    }
}

/// The steps at which a straight run meets landmarks of `kind`.
fn landmark_steps(prune: Prune, kind: LandmarkKind) -> Vec<u64> {
    let s = Backtrack::new(Bits::hooks_of(&BITS), prune);
    events(prune)
        .into_iter()
        .filter(|(_, e)| s.landmark(e).is_some_and(|l| l.kind() == kind))
        .map(|(step, _)| step)
        .collect()
}

#[test]
fn the_search_has_every_kind_of_event() {
    let all = events(Prune::Both);
    let s = Backtrack::new(Bits::hooks_of(&BITS), Prune::Both).run_to_end();
    assert!(
        s.solutions >= 2 && s.by_constraint > 0 && s.by_bound > 0,
        "{s:?}"
    );
    assert_eq!(all.len() as u64, s.steps);
}

#[test]
fn a_step_forward_and_back_moves_one_event_and_pauses() {
    let mut a = app(&[Prune::Both]);
    a.update(Action::TogglePlay);
    a.update(Action::StepForward);
    assert_eq!((a.position(), a.mode), (1, Mode::Paused));
    a.update(Action::StepForward);
    a.update(Action::StepBack);
    assert_eq!(a.position(), 1);
    assert_eq!(
        a.puzzle.panes[0].last_event(),
        Some(events(Prune::Both)[0].1)
    );
    a.update(Action::StepBack);
    a.update(Action::StepBack);
    assert_eq!((a.position(), a.puzzle.panes[0].last_event()), (0, None));
}

#[test]
fn playing_steps_by_the_clock_at_the_speed() {
    let mut a = app(&[Prune::Both]);
    a.speed = Speed::parse("10").unwrap();
    a.update(Action::TogglePlay);
    let t0 = Instant::now();
    a.tick(t0, BATCH_BUDGET);
    assert_eq!(a.position(), 1, "the first step at once");
    a.tick(t0 + Duration::from_millis(450), BATCH_BUDGET);
    assert_eq!(a.position(), 5, "one step a tenth of a second");
    a.update(Action::TogglePlay);
    a.tick(t0 + Duration::from_secs(5), BATCH_BUDGET);
    assert_eq!(a.position(), 5, "paused, nothing moves");
}

/// A batch in the engine's own loop leaves exactly what single steps leave (the step, the
/// log, the tree cursor, the scrubber's record) and stops at the same landmark.
#[rstest::rstest]
fn a_batch_is_its_steps(
    #[values(1, 3, 64, 1000, 100_000)] max: u64,
    #[values(None, Some(LandmarkKind::Backtrack), Some(LandmarkKind::Solution))] kind: Option<
        LandmarkKind,
    >,
) {
    let wanted = kind.map(|k| move |l: Landmark| l.kind() == k);
    let wanted: Option<&dyn Fn(Landmark) -> bool> = wanted.as_ref().map(|w| w as _);
    let (mut batch, mut single) = (model(&[Prune::Both]), model(&[Prune::Both]));
    for _ in 0..4 {
        let got = batch.run(max, wanted);
        assert_eq!(got, run_by_steps(&mut single, max, wanted));
        let (a, b) = (&batch.panes[0], &single.panes[0]);
        assert_eq!(a.position(), b.position());
        assert!(a.recent().eq(b.recent()), "the log");
        assert_eq!(a.solver().cursor(), b.solver().cursor());
        assert_eq!(batch.progress(), single.progress());
    }
}

#[rstest::rstest]
fn jumps_land_on_the_landmarks_of_the_event_stream(
    #[values(LandmarkKind::Solution, LandmarkKind::Backtrack, LandmarkKind::Place)]
    kind: LandmarkKind,
) {
    let want = landmark_steps(Prune::Both, kind);
    let mut a = app(&[Prune::Both]);
    for &step in want.iter().take(5) {
        a.update(Action::Jump {
            kind,
            forward: true,
        });
        settle(&mut a);
        assert_eq!(a.position(), step);
    }
    // And back, landmark by landmark.
    for &step in want.iter().take(4).rev() {
        a.update(Action::Jump {
            kind,
            forward: false,
        });
        assert_eq!(a.position(), step);
    }
    a.update(Action::Jump {
        kind,
        forward: false,
    });
    assert_eq!(
        a.notice,
        Some(Notice::NoneBefore(kind)),
        "nothing before the first"
    );
}

#[test]
fn a_forward_jump_past_the_last_says_so_at_the_end() {
    let mut a = app(&[Prune::Both]);
    a.update(Action::Last);
    settle(&mut a);
    assert!(a.puzzle.is_done());
    a.update(Action::Jump {
        kind: LandmarkKind::Solution,
        forward: true,
    });
    settle(&mut a);
    assert_eq!(a.notice, Some(Notice::NoneAfter(LandmarkKind::Solution)));
    a.update(Action::First);
    assert_eq!(a.position(), 0);
}

fn type_line(a: &mut App<Explorer<Bits>>, line: &str) {
    a.update(Action::OpenPrompt);
    for c in line.chars() {
        a.update(Action::PromptChar(c));
    }
    a.update(Action::PromptSubmit);
    settle(a);
}

#[test]
fn the_prompt_goes_to_steps_and_solutions_and_sets_stops() {
    let mut a = app(&[Prune::Both]);
    type_line(&mut a, "17");
    assert_eq!(a.position(), 17);
    let second = landmark_steps(Prune::Both, LandmarkKind::Solution)[1];
    type_line(&mut a, "#2");
    assert_eq!(a.position(), second);
    type_line(&mut a, "5");
    assert_eq!(a.position(), 5, "a step already explored: back to it");
    // A stop: playing pauses at the next backtrack from depth 3 (its level 2).
    type_line(&mut a, "stop backtrack depth 3");
    a.speed = Speed::Max;
    a.update(Action::TogglePlay);
    settle(&mut a);
    let stop = Landmark::Backtrack { level: 2 };
    assert_eq!(a.notice, Some(Notice::Stopped(stop)));
    let hit = a.puzzle.panes[0].last_event().unwrap();
    assert_eq!(a.puzzle.panes[0].solver().landmark(&hit), Some(stop));
    // A go-to passes the stops.
    let end = events(Prune::Both).len() as u64;
    type_line(&mut a, &end.to_string());
    assert_eq!(a.position(), end);
}

#[test]
fn restart_forgets_the_history() {
    let mut a = app(&[Prune::Both]);
    type_line(&mut a, "40");
    a.update(Action::Restart);
    assert_eq!((a.position(), a.puzzle.progress().frontier()), (0, 0));
}

/// Compare: both searches step one event each; the one that ends first waits at its end;
/// going back seeks each; at every shared step each pane is its own search at that step.
#[test]
fn compare_keeps_each_side_its_own_search() {
    let (none, both) = (events(Prune::None), events(Prune::Both));
    assert!(none.len() > both.len());
    let mut a = app(&[Prune::None, Prune::Both]);
    let mut steps = 0;
    while a.puzzle.step(&|_| false) != Stepped::Done {
        steps += 1;
        for (pane, stream) in a.puzzle.panes.iter().zip([&none, &both]) {
            let at = steps.min(stream.len());
            assert_eq!(pane.position(), at as u64);
            assert_eq!(pane.last_event(), Some(stream[at - 1].1));
        }
    }
    assert_eq!(steps, none.len());
    a.puzzle.seek(3);
    assert!(a.puzzle.panes.iter().all(|p| p.position() == 3));
    a.puzzle.seek(both.len() as u64 + 2);
    let positions: Vec<u64> = a.puzzle.panes.iter().map(Timeline::position).collect();
    assert_eq!(positions, vec![both.len() as u64 + 2, both.len() as u64]);
}

/// Compare by landmarks over a long search keeps at most [`MAX_MARK_ROWS`] rows of positions
/// (issue 46: 930 MB in 40 s before), and every shared step is still reached exactly: seeks
/// back and forth land where the first pass stood, and a landmark found back maps to the
/// first shared step that reached it.
#[test]
fn compare_by_landmarks_keeps_memory_bounded_and_steps_exact() {
    use crate::app::panes::MAX_MARK_ROWS;
    let instance = Instance { n: 17, ones: 5 };
    let mut m = Explorer::<Bits>::new(instance, "test".into(), &[Prune::None, Prune::Both]);
    m.panes.set_synced(true);
    let is_solution = |l: Landmark| l.kind() == LandmarkKind::Solution;
    let mut rows = vec![vec![0, 0]];
    let mut solved = vec![false];
    while m.step(&|_| false) != Stepped::Done {
        rows.push(m.panes.iter().map(Timeline::position).collect());
        solved.push(m.panes.met_here(&is_solution));
    }
    assert!(
        rows.len() > 4 * MAX_MARK_ROWS,
        "{} shared steps",
        rows.len()
    );
    assert!(
        m.panes.mark_rows() <= MAX_MARK_ROWS,
        "{} rows",
        m.panes.mark_rows()
    );
    let last = rows.len() - 1;
    for k in [last, 1, 98_765, 3, last / 2, 65_537, 0, last - 1] {
        m.seek(k as u64);
        let row: Vec<u64> = m.panes.iter().map(Timeline::position).collect();
        assert_eq!((m.position() as usize, row), (k, rows[k].clone()));
    }
    m.seek(100_000);
    let back = m.find_back(&is_solution);
    assert_eq!(m.position(), 100_000, "the panes stay where they are");
    let latest = (1..100_000).rev().find(|&k| solved[k]);
    assert!(latest.is_some());
    assert_eq!(back, latest.map(|k| k as u64));
}

/// Compare by landmarks: a shared step takes each pane just past its next entry (or
/// solution); stepping back and forth returns to the same positions.
#[test]
fn compare_by_landmarks_steps_entry_by_entry() {
    let mut m = model(&[Prune::None, Prune::Both]);
    m.panes.set_synced(true);
    let mut rows = vec![vec![0, 0]];
    while m.step(&|_| false) != Stepped::Done {
        let row: Vec<u64> = m.panes.iter().map(Timeline::position).collect();
        for pane in m.panes.iter() {
            let event = pane.last_event().unwrap();
            let landmark = pane.solver().landmark(&event);
            assert!(
                pane.solver().is_done()
                    || matches!(
                        landmark,
                        Some(Landmark::Place { .. } | Landmark::Solution { .. })
                    ),
                "{event:?}"
            );
        }
        rows.push(row);
    }
    assert_eq!(m.position() as usize, rows.len() - 1);
    for k in [7, 2, rows.len() - 1, 0, 11] {
        m.seek(k as u64);
        let row: Vec<u64> = m.panes.iter().map(Timeline::position).collect();
        assert_eq!((m.position() as usize, row), (k, rows[k].clone()));
    }
    // A landmark found back maps to the shared step that reached it.
    m.seek(20);
    let back = m.find_back(&|l| l.kind() == LandmarkKind::Solution);
    if let Some(k) = back {
        let k = k as usize;
        assert!(k < 20 && rows[k - 1] != rows[k]);
    }
}
