//! The frame every problem's screen shares: the theme, the window too large said instead of
//! anything, the problem's body (normal or zoomed; the message when the window is too small),
//! the help over it when open, and an overlay of the problem's own (a browser) under the help.

use ratatui::Frame;
use ratatui::style::Style;

use crate::action::InputMode;
use crate::app::help::HelpText;
use crate::app::{App, Puzzle};
use crate::ui::common::draw_too_large;
use crate::ui::help::Help;
use crate::ui::theme::Theme;

/// The help legend's marks: a style and a glyph each.
pub type Marks = Vec<(Style, &'static str)>;

/// What a problem draws in the shared frame.
pub struct Body<'a, P: Puzzle> {
    /// Draws the screen, zoomed or not; false when the window is too small (the message
    /// drawn instead).
    pub draw: &'a dyn Fn(&mut Frame, &App<P>, &Theme) -> bool,
    /// Draws what covers the screen in an input mode of the problem's own (a browser).
    pub overlay: &'a dyn Fn(&mut Frame, &App<P>, &Theme),
    /// The help legend's marks, in the order of its words.
    pub marks: &'a dyn Fn(&App<P>, &Theme) -> Marks,
}

/// Draws `app`'s screen in the shared frame, its body as `body` says.
pub fn draw<P: Puzzle>(frame: &mut Frame, app: &App<P>, body: &Body<P>) {
    let theme = Theme::new(app.theme, app.depth);
    if draw_too_large(frame, app.lang, &theme, app.window) {
        return;
    }
    // Over a screen too small to draw, the help or a browser would be a fragment: the
    // message stays.
    if !(body.draw)(frame, app, &theme) {
        return;
    }
    (body.overlay)(frame, app, &theme);
    if let Some(estimating) = &app.estimate {
        let panel = crate::ui::estimate::EstimatePanel {
            estimating,
            visited: app.puzzle.visited(),
            done: app.puzzle.is_done(),
            lang: app.lang,
            theme: &theme,
            ascii: app.ascii,
        };
        let levels = estimating.estimator.estimate.depths();
        let area = crate::ui::estimate::place(app.body(frame.area()), levels);
        frame.render_widget(&panel, area);
    }
    if app.input == InputMode::Help {
        let help = Help {
            text: HelpText::new(&app.keys, P::legend(app.lang), app.lang),
            ascii: app.ascii,
            marks: (body.marks)(app, &theme),
            scroll: app.help_scroll,
            lang: app.lang,
            theme: &theme,
        };
        frame.render_widget(&help, app.body(frame.area()));
    }
}

/// No overlay of the problem's own.
pub fn no_overlay<P: Puzzle>(_frame: &mut Frame, _app: &App<P>, _theme: &Theme) {}
