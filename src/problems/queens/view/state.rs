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

use crate::i18n::Lang;
use crate::problems::queens::engine::{QueensEvent, QueensSolver, StateView};
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

impl Widget for &State<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (lang, theme) = (self.lang, self.theme);
        match self.solver.state() {
            StateView::Stack(stack) => {
                let stack = stack::Stack { stack, lang, theme };
                (&stack).render(area, buf);
            }
            StateView::Frames(frames) => {
                let widget = frames::Frames {
                    frames: &frames,
                    lang,
                    theme,
                };
                (&widget).render(area, buf);
            }
            StateView::Arrays {
                arrays,
                call,
                with_row,
            } => {
                let widget = arrays::ArraysPanel {
                    n: self.solver.n(),
                    call,
                    arrays,
                    with_row,
                    last: self.last,
                    lang,
                    theme,
                };
                (&widget).render(area, buf);
            }
        }
    }
}
