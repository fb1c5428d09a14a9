//! The state panel: what the running algorithm keeps besides the board.
//!
//! Seed 001's stack `X[1..k]`, the call frames of `put(n)`, or the boolean arrays of seeds 002
//! and 004 (with the cell-by-cell search's current call and its `row` array).

pub mod arrays;
pub mod frames;
pub mod stack;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use crate::engine::queens::{Algo, QueensEvent, QueensSolver, SeedArrays};
use crate::i18n::Lang;
use crate::ui::theme::Theme;

/// The state panel for any algorithm.
pub struct State<'a> {
    /// The solver shown.
    pub solver: &'a QueensSolver,
    /// The event that led here.
    pub last: Option<QueensEvent>,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

/// Outer width of the state panel for an algorithm and board size.
pub fn width(algo: Algo, n: usize) -> u16 {
    match algo {
        Algo::Iterative => 14,
        Algo::Recursive => 16,
        Algo::Arrays | Algo::Cells => arrays::width(n),
    }
}

impl State<'_> {
    fn arrays(
        &self,
        n: usize,
        call: Option<(usize, usize, usize)>,
        arrays: SeedArrays,
        with_row: bool,
        area: Rect,
        buf: &mut Buffer,
    ) {
        let widget = arrays::ArraysPanel {
            n,
            call,
            arrays,
            with_row,
            last: self.last,
            lang: self.lang,
            theme: self.theme,
        };
        (&widget).render(area, buf);
    }
}

impl Widget for &State<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (lang, theme) = (self.lang, self.theme);
        match self.solver {
            QueensSolver::Iterative(s) => {
                let stack = stack::Stack {
                    stack: s.stack(),
                    lang,
                    theme,
                };
                (&stack).render(area, buf);
            }
            QueensSolver::Recursive(s) => {
                let frames = s.frames();
                let widget = frames::Frames {
                    frames: &frames,
                    lang,
                    theme,
                };
                (&widget).render(area, buf);
            }
            QueensSolver::Arrays(s) => self.arrays(s.n(), None, s.arrays(), false, area, buf),
            QueensSolver::Cells(s) => self.arrays(s.n(), s.call(), s.arrays(), true, area, buf),
        }
    }
}
