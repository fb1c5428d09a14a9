//! The visualizer's settings: the colour theme, the terminal's colour depth, and what the
//! command line asks of playback.

use crate::app::Speed;
use crate::app::quiz::QuizKind;
use crate::i18n::Lang;
use crate::term;

/// The colour theme: the view builds its styles from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ThemeName {
    /// Colours for a dark terminal background (the default).
    #[default]
    Dark,
    /// Colours for a light background or a bright projector.
    Light,
    /// No colour at all: bold, reverse and underline (what `NO_COLOR` asks for).
    Mono,
}

impl ThemeName {
    /// The theme the terminal's background asks for where none was chosen: light on a light
    /// background; `None` (the default stands) on a dark one or one that does not say. It asks
    /// the terminal: call it before the session starts.
    pub fn of_terminal() -> Option<ThemeName> {
        (term::background_is_light() == Some(true)).then_some(ThemeName::Light)
    }

    /// Every theme, in the order the theme key cycles through them.
    pub const ALL: [ThemeName; 3] = [ThemeName::Dark, ThemeName::Light, ThemeName::Mono];

    /// The name `--theme` takes.
    pub fn name(self) -> &'static str {
        match self {
            ThemeName::Dark => "dark",
            ThemeName::Light => "light",
            ThemeName::Mono => "mono",
        }
    }

    /// Parses a `--theme` value.
    pub fn parse(s: &str) -> Option<ThemeName> {
        ThemeName::ALL.into_iter().find(|t| t.name() == s)
    }

    /// The next theme, wrapping around.
    #[must_use]
    pub fn next(self) -> ThemeName {
        let i = ThemeName::ALL.iter().position(|&t| t == self).unwrap_or(0);
        ThemeName::ALL[(i + 1) % ThemeName::ALL.len()]
    }
}

/// How many colours the terminal shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ColorDepth {
    /// 24-bit RGB.
    #[default]
    TrueColor,
    /// The xterm 256-colour table.
    Ansi256,
}

impl ColorDepth {
    /// The depth the environment says: `COLORTERM=truecolor` (or `24bit`), else 256 colours.
    pub fn detect() -> ColorDepth {
        let colorterm = std::env::var("COLORTERM").unwrap_or_default();
        if matches!(colorterm.as_str(), "truecolor" | "24bit") {
            ColorDepth::TrueColor
        } else {
            ColorDepth::Ansi256
        }
    }
}

/// Playback settings from the command line.
// The command line's switches, one field each.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Clone, PartialEq)]
pub struct Playback {
    /// Interface language.
    pub lang: Lang,
    /// Steps per second, or max.
    pub speed: Speed,
    /// Start paused.
    pub paused: bool,
    /// ASCII glyphs only.
    pub ascii: bool,
    /// The colour theme.
    pub theme: ThemeName,
    /// No theme was asked for: the terminal's background chooses (light on a light one),
    /// where it answers the query.
    pub auto_theme: bool,
    /// Start zoomed.
    pub zoom: bool,
    /// Record the session to this file as an asciicast (`--record`).
    pub record: Option<std::path::PathBuf>,
    /// `--force`: the recording may replace a regular file of its name (never a link).
    pub force: bool,
    /// Start with the quiz on (`--quiz`).
    pub quiz: Option<QuizKind>,
    /// `--gif`: write an animated GIF instead of showing the visualizer.
    pub gif: Option<crate::app::gif::GifRequest>,
}

impl Playback {
    /// Paused, in `lang`, every other setting as the command line's defaults: where tests and
    /// samples start.
    pub fn paused(lang: Lang) -> Playback {
        Playback {
            lang,
            speed: Speed::default(),
            paused: true,
            ascii: false,
            theme: ThemeName::Dark,
            auto_theme: false,
            zoom: false,
            record: None,
            force: false,
            quiz: None,
            gif: None,
        }
    }
}
