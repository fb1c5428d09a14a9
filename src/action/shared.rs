//! The rows every problem shares, in the order the help lists them, with the places of
//! each problem's own rows ([`Section`]).

use crate::action::keys::{
    ALL, Binding, EDIT, HELP, HELP_FROM, Key, MAIN, NORMAL, NOT_PROMPT, PROMPT, QUIZ, RowText,
    SCENE, Show, Stroke, TREE, ZOOM, alias, jump, named, row,
};
use crate::action::{Action, Direction, InputMode, Scroll};
use crate::engine::LandmarkKind;
use crate::i18n::estimate::text as estimate_words;
use crate::i18n::gif::text as gif_words;
use crate::i18n::lesson::text as lesson_words;
use crate::i18n::tree::text as tree_words;

/// Where in the shared table a problem's own row goes: the help and the key bar list rows in
/// table order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Section {
    /// After the speed keys: the size of the problem (`[` `]`).
    Size,
    /// The jump keys `n`/`N`, `b`/`B`, `p`/`P`, with the problem's names for its landmarks; a
    /// problem that gives none gets the shared rows (solution, backtrack, placement).
    Jumps,
    /// A quiz question waiting: the keys (besides letters) that answer it, before Esc.
    QuizKeys,
    /// After the quiz: the problem's panels (a browser and its keys).
    Panels,
    /// After Home and End: the problem's tools (an editor and its keys, its own toggles).
    Tools,
    /// After the theme key: switches of the search (algorithm, compare).
    Options,
    /// After `q`: the letters that answer a quiz question.
    Answers,
    /// Not a row of its own: the problem's words for a shared row that names what is on
    /// screen (only the row's text is taken).
    Instead(Worded),
}

/// The shared rows a problem may word its own way (they name what is on screen).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Worded {
    /// `t`: the tree panel.
    Tree,
    /// `x`: the picture saved as SVG.
    Export,
    /// `z`: zoom.
    Zoom,
}

/// Words for a shared row (see [`Section::Instead`]): a row with no keys, only its text.
pub fn words_for<A>(row: Worded, text: RowText) -> (Section, Binding<A>) {
    (
        Section::Instead(row),
        Binding {
            strokes: Vec::new(),
            modes: &[],
            text,
            show: Show::Nowhere,
        },
    )
}

/// One entry of the shared table: a row, or the place of a section's rows.
pub(crate) enum Entry<A> {
    Row(Binding<A>),
    Slot(Section),
    /// A row the problem may word its own way.
    Worded(Worded, Binding<A>),
}

/// The rows every problem shares, with the places of the problems' own.
// A table: one entry a row.
#[allow(clippy::too_many_lines)]
pub(crate) fn shared<A: Copy>() -> Vec<Entry<A>> {
    use Action as A;
    use Entry::{Row, Slot, Worded};
    use Key as K;
    vec![
        Row(row(vec![named(K::Space, A::TogglePlay)], MAIN, |l| {
            &l.text().keys.play
        })),
        Row(row(
            vec![
                named(K::Right, A::StepForward),
                named(K::Char('l'), A::StepForward),
            ],
            NORMAL,
            |l| &l.text().keys.step,
        )),
        Row(row(
            vec![
                named(K::Left, A::StepBack),
                named(K::Char('h'), A::StepBack),
            ],
            NORMAL,
            |l| &l.text().keys.back,
        )),
        Row(row(
            vec![
                named(K::Char('+'), A::Faster),
                alias(K::Char('='), A::Faster),
                named(K::Char('-'), A::Slower),
                alias(K::Char('_'), A::Slower),
            ],
            NORMAL,
            |l| &l.text().keys.speed,
        )),
        Slot(Section::Size),
        Slot(Section::Jumps),
        Row(row(vec![named(K::Char(':'), A::OpenPrompt)], NORMAL, |l| {
            &l.text().keys.prompt
        })),
        Worded(
            self::Worded::Tree,
            row(vec![named(K::Char('t'), A::ToggleTree)], MAIN, |l| {
                &l.text().keys.tree
            }),
        ),
        Row(row(vec![named(K::Enter, A::TreeWalk)], NORMAL, |l| {
            &tree_words(l).keys.walk
        })),
        // The tree cursor's own keys.
        Row(arrows_row(A::TreeMove, TREE, |l| &tree_words(l).keys.moves)),
        Row(row(vec![named(K::Enter, A::TreeGo)], TREE, |l| {
            &tree_words(l).keys.go
        })),
        Row(row(
            vec![
                named(K::Char('+'), A::TreeDetail(true)),
                alias(K::Char('='), A::TreeDetail(true)),
                named(K::Char('-'), A::TreeDetail(false)),
                alias(K::Char('_'), A::TreeDetail(false)),
            ],
            TREE,
            |l| &tree_words(l).keys.detail,
        )),
        Row(row(vec![named(K::Home, A::TreeHere)], TREE, |l| {
            &tree_words(l).keys.here
        })),
        Row(row(vec![named(K::Esc, A::TreeWalk)], TREE, |l| {
            &tree_words(l).keys.leave
        })),
        Row(row(
            vec![named(K::Char('E'), A::ToggleEstimate)],
            NORMAL,
            |l| &estimate_words(l).key,
        )),
        Worded(
            self::Worded::Export,
            row(vec![named(K::Char('x'), A::Export)], MAIN, |l| {
                &l.text().keys.export
            }),
        ),
        Row(row(vec![named(K::Char('X'), A::Gif)], MAIN, |l| {
            &gif_words(l).key
        })),
        // A lesson's scenes (the rows go when no lesson plays).
        Row(row(
            vec![
                named(K::PageDown, A::Scene(true)),
                named(K::PageUp, A::Scene(false)),
            ],
            SCENE,
            |l| &lesson_words(l).keys,
        )),
        Row(row(
            vec![
                alias(K::Char('.'), A::Scene(true)),
                alias(K::Char(','), A::Scene(false)),
            ],
            MAIN,
            |l| &lesson_words(l).keys,
        )
        .hidden()),
        Row(row(vec![named(K::Char('Q'), A::ToggleQuiz)], NORMAL, |l| {
            &l.text().keys.quiz
        })),
        // A question waiting: the problem's keys answer it (letters after `q` and `?`, which
        // keep their meaning); Esc leaves the quiz.
        Slot(Section::QuizKeys),
        Row(row(vec![named(K::Esc, A::ToggleQuiz)], QUIZ, |l| {
            &l.text().keys.quiz_leave
        })),
        Slot(Section::Panels),
        Row(row(vec![named(K::Click, A::Click(0, 0))], NORMAL, |l| {
            &l.text().keys.scrub
        })),
        Row(row(
            vec![named(K::Home, A::First), named(K::End, A::Last)],
            NORMAL,
            |l| &l.text().keys.first_last,
        )),
        Slot(Section::Tools),
        Row(row(vec![named(K::Char('r'), A::Restart)], NORMAL, |l| {
            &l.text().keys.restart
        })),
        Row(row(vec![named(K::Char('z'), A::ToggleZoom)], ZOOM, |l| {
            &l.text().keys.zoom
        })),
        Row(row(vec![named(K::Char('T'), A::CycleTheme)], MAIN, |l| {
            &l.text().keys.theme
        })),
        Slot(Section::Options),
        Row(row(
            vec![named(K::Char('?'), A::ToggleHelp)],
            HELP_FROM,
            |l| &l.text().keys.help,
        )),
        // The help's own keys, listed in its footer.
        Row(row(
            vec![
                named(K::Up, A::ScrollHelp(Scroll::Up)),
                named(K::Down, A::ScrollHelp(Scroll::Down)),
                alias(K::Char('k'), A::ScrollHelp(Scroll::Up)),
                alias(K::Char('j'), A::ScrollHelp(Scroll::Down)),
                named(K::PageUp, A::ScrollHelp(Scroll::PageUp)),
                named(K::PageDown, A::ScrollHelp(Scroll::PageDown)),
                alias(K::Space, A::ScrollHelp(Scroll::PageDown)),
                alias(K::Home, A::ScrollHelp(Scroll::Top)),
                alias(K::End, A::ScrollHelp(Scroll::Bottom)),
            ],
            HELP,
            |l| &l.text().keys.scroll_help,
        )
        .bar_only()),
        Row(row(
            vec![
                named(K::Char('?'), A::CloseHelp),
                named(K::Esc, A::CloseHelp),
            ],
            HELP,
            |l| &l.text().keys.close_help,
        )
        .bar_only()),
        // The prompt's keys: letters type, Enter goes, Esc cancels.
        Row(row(vec![named(K::Enter, A::PromptSubmit)], PROMPT, |l| {
            &l.text().keys.prompt_go
        })
        .bar_only()),
        Row(row(vec![named(K::Esc, A::PromptCancel)], PROMPT, |l| {
            &l.text().keys.prompt_cancel
        })
        .bar_only()),
        Row(row(
            vec![
                alias(K::Backspace, A::PromptBackspace),
                alias(K::AnyChar, A::PromptChar(' ')),
            ],
            PROMPT,
            |l| &l.text().keys.prompt,
        )
        .hidden()),
        // `q` quits from anywhere, the help and the editor included (in the prompt it is a
        // letter); Esc only closes.
        Row(row(vec![named(K::Char('q'), A::Quit)], NOT_PROMPT, |l| {
            &l.text().keys.quit
        })),
        Slot(Section::Answers),
        Row(row(vec![named(K::Ctrl('c'), A::Interrupt)], ALL, |l| {
            &l.text().keys.quit
        })
        .hidden()),
        Row(row(vec![named(K::Ctrl('z'), A::Suspend)], ALL, |l| {
            &l.text().keys.quit
        })
        .hidden()),
    ]
}

/// The shared jump rows: solutions, backtracks, placements.
pub(crate) fn default_jumps<A: Copy>() -> Vec<Binding<A>> {
    jump_rows(
        |l| &l.text().keys.next_solution,
        |l| &l.text().keys.backtrack_jump,
        |l| &l.text().keys.place_jump,
    )
}

/// The three jump rows (`n N`, `b B`, `p P`) with a problem's words for its landmarks.
pub fn jump_rows<A: Copy>(
    solution: RowText,
    backtrack: RowText,
    place: RowText,
) -> Vec<Binding<A>> {
    use Key as K;
    vec![
        row(
            vec![
                named(K::Char('n'), jump(LandmarkKind::Solution, true)),
                named(K::Char('N'), jump(LandmarkKind::Solution, false)),
            ],
            NORMAL,
            solution,
        ),
        row(
            vec![
                named(K::Char('b'), jump(LandmarkKind::Backtrack, true)),
                named(K::Char('B'), jump(LandmarkKind::Backtrack, false)),
            ],
            NORMAL,
            backtrack,
        ),
        row(
            vec![
                named(K::Char('p'), jump(LandmarkKind::Place, true)),
                named(K::Char('P'), jump(LandmarkKind::Place, false)),
            ],
            NORMAL,
            place,
        ),
    ]
}

/// An editor's cursor keys: the arrows and `hjkl`.
pub fn cursor_row<A: Copy>() -> Binding<A> {
    arrows_row(Action::MoveCursor, EDIT, |l| &l.text().keys.cursor)
}

/// A row of the four arrows and their `hjkl` aliases, each giving `action` its direction.
pub(crate) fn arrows_row<A: Copy>(
    action: fn(Direction) -> Action<A>,
    modes: &'static [InputMode],
    text: RowText,
) -> Binding<A> {
    use Direction as D;
    use Key as K;
    let keys = [
        (K::Up, 'k', D::Up),
        (K::Down, 'j', D::Down),
        (K::Left, 'h', D::Left),
        (K::Right, 'l', D::Right),
    ];
    let mut strokes: Vec<Stroke<A>> = keys.iter().map(|&(k, _, d)| named(k, action(d))).collect();
    strokes.extend(keys.iter().map(|&(_, c, d)| alias(K::Char(c), action(d))));
    row(strokes, modes, text)
}
