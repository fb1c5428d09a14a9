//! Every colour and style of the interface, in one place.
//!
//! Three themes: `dark` (the default, for dark terminal backgrounds), `light` (light
//! backgrounds and bright projectors) and `mono` (no colour: bold, reverse and underline only,
//! what `NO_COLOR` asks for). The colour themes use the Okabe-Ito palette, which colour-blind
//! viewers tell apart, with the lightness of each state's colour chosen so that states differ in
//! lightness and not only in hue; and every state a problem draws on its board or grid also
//! carries a symbol (each problem's view says which), so nothing depends on colour alone. Text has
//! explicit colours with a contrast of at least 4.5:1 (WCAG AA) against the background the theme
//! is for (`tests` below measure it). In the 256-colour table each colour is the nearest entry.
//! The app holds only the theme's name and the colour depth; the view builds the styles.

use ratatui::style::{Color, Modifier, Style};

pub use crate::app::{ColorDepth, ThemeName};
pub use crate::term::palette::indexed_rgb;

/// All styles used by the widgets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    /// Which theme these styles are.
    pub name: ThemeName,
    /// The background the theme is made for (the terminal's), to measure contrast against.
    pub background: Color,
    /// The header bar.
    pub header: Style,
    /// The title of the header bar (program name).
    pub header_title: Style,
    /// Panel borders.
    pub border: Style,
    /// Panel titles.
    pub title: Style,
    /// Ordinary text.
    pub text: Style,
    /// Secondary text (labels, hints).
    pub dim: Style,
    /// Numbers and values.
    pub value: Style,
    /// A highlighted line (current code line, stack top).
    pub current: Style,
    /// Light board square.
    pub light: Style,
    /// Dark board square.
    pub dark: Style,
    /// Light square under attack from a piece standing on the board.
    pub light_attacked: Style,
    /// Dark square under attack from a piece standing on the board.
    pub dark_attacked: Style,
    /// The candidate square that passed the check.
    pub placed: Style,
    /// The candidate square that is attacked; a child cut by the constraint function.
    pub conflict: Style,
    /// A child cut by the bound function.
    pub bound_cut: Style,
    /// The piece that rules the candidate out.
    pub attacker: Style,
    /// Squares between the attacker and the candidate.
    pub attack_path: Style,
    /// The level abandoned by a backtrack, or a piece taken off.
    pub abandoned: Style,
    /// A cell the cell-by-cell search skips.
    pub skipped: Style,
    /// A grid: a wall.
    pub wall: Style,
    /// A grid: an open cell.
    pub open_cell: Style,
    /// A grid: a cell on the path being walked.
    pub trail: Style,
    /// A grid: a cell found a dead end.
    pub dead_end: Style,
    /// A grid: the cell the search stands on.
    pub here: Style,
    /// A grid: the start and goal letters.
    pub endpoint: Style,
    /// A grid: the neighbour the last step found blocked.
    pub blocked: Style,
    /// The pieces of a solution just found.
    pub solution: Style,
    /// A piece's glyph on a square.
    pub piece: Style,
    /// File and rank labels.
    pub label: Style,
    /// A key name in the key bar or help.
    pub key: Style,
    /// The state word while playing.
    pub playing: Style,
    /// The state word while paused.
    pub paused: Style,
    /// The state word when done.
    pub done: Style,
}

impl Default for Theme {
    /// The dark theme in 24-bit colour.
    fn default() -> Self {
        Theme::new(ThemeName::Dark, ColorDepth::TrueColor)
    }
}

const fn rgb(r: u8, g: u8, b: u8) -> Color {
    Color::Rgb(r, g, b)
}

/// The glyphs on board squares and grid cells: nearly black.
const INK: Color = rgb(12, 12, 18);

fn bg(c: Color) -> Style {
    Style::new().fg(INK).bg(c)
}

fn fg(c: Color) -> Style {
    Style::new().fg(c)
}

/// Boards and grids, the same in both colour themes (they draw their own backgrounds).
/// Okabe-Ito hues; lightness (relative luminance) in brackets.
struct Board {
    light: Color,
    dark: Color,
    light_attacked: Color,
    dark_attacked: Color,
    placed: Color,
    conflict: Color,
    attacker: Color,
    attack_path: Color,
    abandoned: Color,
    skipped: Color,
    solution: Color,
    wall: Color,
    open_cell: Color,
    trail: Color,
    dead_end: Color,
    here: Color,
    endpoint: Color,
}

const BOARD: Board = Board {
    light: rgb(238, 226, 200),          // parchment (0.76)
    dark: rgb(190, 160, 110),           // wood (0.37)
    light_attacked: rgb(226, 198, 202), // greyed rose (0.60)
    dark_attacked: rgb(164, 128, 120),  // greyed dark rose (0.24)
    placed: rgb(86, 200, 150),          // bluish green (0.45)
    conflict: rgb(213, 94, 0),          // vermillion (0.22)
    attacker: rgb(230, 159, 0),         // orange (0.42)
    attack_path: rgb(240, 228, 66),     // yellow (0.74)
    abandoned: rgb(204, 121, 167),      // reddish purple (0.29)
    skipped: rgb(86, 180, 233),         // sky blue (0.40)
    solution: rgb(255, 196, 20),        // gold (0.61)
    wall: rgb(52, 60, 84),              // slate (0.04)
    open_cell: rgb(236, 232, 218),      // paper (0.80)
    trail: rgb(86, 180, 233),           // sky blue (0.40)
    dead_end: rgb(190, 150, 150),       // grey rose (0.34)
    here: rgb(240, 228, 66),            // yellow (0.74)
    endpoint: rgb(0, 112, 82),          // deep bluish green (0.12), white letters
};

/// The same colours picked by hand from the 256-colour cube: the nearest entry is not always
/// the same hue (parchment's nearest is a pink, which would read as an attacked square).
const BOARD_256: Board = Board {
    light: Color::Indexed(230),          // cream (255, 255, 215)
    dark: Color::Indexed(180),           // tan (215, 175, 135)
    light_attacked: Color::Indexed(224), // light rose (255, 215, 215)
    dark_attacked: Color::Indexed(138),  // greyed rose (175, 135, 135)
    placed: Color::Indexed(79),          // bluish green (95, 215, 175)
    conflict: Color::Indexed(166),       // vermillion (215, 95, 0)
    attacker: Color::Indexed(214),       // orange (255, 175, 0)
    attack_path: Color::Indexed(227),    // yellow (255, 255, 95)
    abandoned: Color::Indexed(175),      // reddish purple (215, 135, 175)
    skipped: Color::Indexed(74),         // sky blue (95, 175, 215)
    solution: Color::Indexed(220),       // gold (255, 215, 0)
    wall: Color::Indexed(237),           // slate grey (58, 58, 58)
    open_cell: Color::Indexed(255),      // paper (238, 238, 238)
    trail: Color::Indexed(74),           // sky blue (95, 175, 215)
    dead_end: Color::Indexed(181),       // grey rose (215, 175, 175)
    here: Color::Indexed(227),           // yellow (255, 255, 95)
    endpoint: Color::Indexed(23),        // deep bluish green (0, 95, 95), white letters
};

/// The colours of text and chrome, which differ between dark and light backgrounds.
struct Chrome {
    background: Color,
    header_fg: Color,
    header_bg: Color,
    brand_fg: Color,
    brand_bg: Color,
    border: Color,
    title: Color,
    text: Color,
    dim: Color,
    value: Color,
    current_fg: Color,
    current_bg: Color,
    label: Color,
    key: Color,
    playing: Color,
    paused: Color,
    done: Color,
}

const DARK: Chrome = Chrome {
    background: rgb(0, 0, 0),
    header_fg: rgb(236, 236, 246),
    header_bg: rgb(34, 52, 100),
    brand_fg: rgb(12, 12, 18),
    brand_bg: rgb(240, 190, 70),
    border: rgb(128, 138, 168),
    title: rgb(110, 190, 240),
    text: rgb(228, 228, 234),
    dim: rgb(160, 160, 176),
    value: rgb(240, 200, 90),
    current_fg: rgb(255, 255, 255),
    current_bg: rgb(36, 76, 156),
    label: rgb(176, 186, 206),
    key: rgb(240, 190, 70),
    playing: rgb(110, 220, 140),
    paused: rgb(240, 200, 90),
    done: rgb(120, 200, 250),
};

const LIGHT: Chrome = Chrome {
    background: rgb(255, 255, 255),
    header_fg: rgb(16, 24, 52),
    header_bg: rgb(212, 222, 242),
    brand_fg: rgb(255, 255, 255),
    brand_bg: rgb(0, 88, 158),
    border: rgb(96, 106, 128),
    title: rgb(0, 86, 156),
    text: rgb(20, 20, 26),
    dim: rgb(88, 88, 104),
    value: rgb(138, 74, 0),
    current_fg: rgb(255, 255, 255),
    current_bg: rgb(30, 70, 150),
    label: rgb(70, 80, 100),
    key: rgb(138, 74, 0),
    playing: rgb(0, 104, 48),
    paused: rgb(120, 40, 0),
    done: rgb(0, 78, 156),
};

impl Theme {
    /// The styles of a theme at a colour depth.
    pub fn new(name: ThemeName, depth: ColorDepth) -> Theme {
        let chrome = match name {
            ThemeName::Dark => &DARK,
            ThemeName::Light => &LIGHT,
            ThemeName::Mono => return Theme::mono(),
        };
        match depth {
            ColorDepth::TrueColor => Theme::colour(name, chrome, &BOARD),
            // The board's colours are picked by hand, the chrome's the nearest entries.
            ColorDepth::Ansi256 => Theme::colour(name, chrome, &BOARD_256).map_colors(to_ansi256),
        }
    }

    fn colour(name: ThemeName, c: &Chrome, b: &Board) -> Theme {
        let bold = Modifier::BOLD;
        Theme {
            name,
            background: c.background,
            header: Style::new().fg(c.header_fg).bg(c.header_bg),
            header_title: Style::new()
                .fg(c.brand_fg)
                .bg(c.brand_bg)
                .add_modifier(bold),
            border: fg(c.border),
            title: fg(c.title).add_modifier(bold),
            text: fg(c.text),
            dim: fg(c.dim),
            value: fg(c.value).add_modifier(bold),
            current: Style::new()
                .fg(c.current_fg)
                .bg(c.current_bg)
                .add_modifier(bold),
            light: bg(b.light),
            dark: bg(b.dark),
            light_attacked: bg(b.light_attacked),
            dark_attacked: bg(b.dark_attacked),
            placed: bg(b.placed),
            conflict: bg(b.conflict),
            bound_cut: bg(b.abandoned).add_modifier(bold),
            attacker: bg(b.attacker),
            attack_path: bg(b.attack_path),
            abandoned: bg(b.abandoned),
            skipped: bg(b.skipped),
            wall: Style::new().fg(rgb(150, 160, 190)).bg(b.wall),
            open_cell: bg(b.open_cell),
            trail: bg(b.trail).add_modifier(bold),
            dead_end: bg(b.dead_end).add_modifier(bold),
            here: bg(b.here).add_modifier(bold),
            endpoint: Style::new()
                .fg(rgb(255, 255, 255))
                .bg(b.endpoint)
                .add_modifier(bold),
            blocked: bg(b.attacker).add_modifier(bold),
            solution: bg(b.solution),
            piece: fg(INK).add_modifier(bold),
            label: fg(c.label),
            key: fg(c.key).add_modifier(bold),
            playing: fg(c.playing).add_modifier(bold),
            paused: fg(c.paused).add_modifier(bold),
            done: fg(c.done).add_modifier(bold),
        }
    }

    fn mono() -> Theme {
        let plain = Style::new();
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let reverse = Style::new().add_modifier(Modifier::REVERSED);
        Theme {
            name: ThemeName::Mono,
            background: Color::Reset,
            header: reverse,
            header_title: reverse.add_modifier(Modifier::BOLD),
            border: plain,
            title: bold,
            text: plain,
            dim: plain,
            value: bold,
            current: reverse.add_modifier(Modifier::BOLD),
            light: plain,
            dark: reverse,
            light_attacked: plain,
            dark_attacked: reverse,
            placed: bold.add_modifier(Modifier::UNDERLINED),
            conflict: bold.add_modifier(Modifier::UNDERLINED),
            bound_cut: Style::new().add_modifier(Modifier::UNDERLINED | Modifier::ITALIC),
            attacker: bold.add_modifier(Modifier::UNDERLINED),
            attack_path: plain,
            abandoned: plain,
            skipped: plain,
            wall: reverse,
            open_cell: plain,
            trail: bold,
            dead_end: plain,
            here: reverse.add_modifier(Modifier::BOLD),
            endpoint: bold.add_modifier(Modifier::UNDERLINED),
            blocked: bold.add_modifier(Modifier::UNDERLINED),
            solution: bold,
            piece: bold,
            label: plain,
            key: bold,
            playing: bold,
            paused: bold,
            done: bold,
        }
    }

    fn map_colors(self, f: fn(Color) -> Color) -> Theme {
        let m = |s: Style| Style {
            fg: s.fg.map(f),
            bg: s.bg.map(f),
            ..s
        };
        Theme {
            name: self.name,
            background: f(self.background),
            header: m(self.header),
            header_title: m(self.header_title),
            border: m(self.border),
            title: m(self.title),
            text: m(self.text),
            dim: m(self.dim),
            value: m(self.value),
            current: m(self.current),
            light: m(self.light),
            dark: m(self.dark),
            light_attacked: m(self.light_attacked),
            dark_attacked: m(self.dark_attacked),
            placed: m(self.placed),
            conflict: m(self.conflict),
            bound_cut: m(self.bound_cut),
            attacker: m(self.attacker),
            attack_path: m(self.attack_path),
            abandoned: m(self.abandoned),
            skipped: m(self.skipped),
            wall: m(self.wall),
            open_cell: m(self.open_cell),
            trail: m(self.trail),
            dead_end: m(self.dead_end),
            here: m(self.here),
            endpoint: m(self.endpoint),
            blocked: m(self.blocked),
            solution: m(self.solution),
            piece: m(self.piece),
            label: m(self.label),
            key: m(self.key),
            playing: m(self.playing),
            paused: m(self.paused),
            done: m(self.done),
        }
    }
}

/// The nearest colour of the xterm 256-colour cube or grey ramp.
pub fn to_ansi256(color: Color) -> Color {
    const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
    let Color::Rgb(r, g, b) = color else {
        return color;
    };
    let nearest = |v: u8| {
        (0..6)
            .min_by_key(|&i| (LEVELS[i] as i32 - v as i32).abs())
            .unwrap_or(0)
    };
    let (ri, gi, bi) = (nearest(r), nearest(g), nearest(b));
    let cube = (LEVELS[ri], LEVELS[gi], LEVELS[bi]);
    let grey_level = ((r as u32 + g as u32 + b as u32) / 3) as u8;
    let grey_index = (grey_level.saturating_sub(8) / 10).min(23);
    let grey = 8 + grey_index * 10;
    let dist = |(x, y, z): (u8, u8, u8)| {
        let d = |a: u8, b: u8| (a as i32 - b as i32).pow(2);
        d(x, r) + d(y, g) + d(z, b)
    };
    if dist((grey, grey, grey)) < dist(cube) {
        Color::Indexed(232 + grey_index)
    } else {
        Color::Indexed(16 + 36 * ri as u8 + 6 * gi as u8 + bi as u8)
    }
}

/// The relative luminance of an sRGB colour (WCAG 2), from 0 (black) to 1 (white).
pub fn luminance((r, g, b): (u8, u8, u8)) -> f64 {
    let lin = |v: u8| {
        let c = f64::from(v) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/// The WCAG contrast ratio of two colours, from 1 to 21.
pub fn contrast(a: (u8, u8, u8), b: (u8, u8, u8)) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ansi256_maps_primaries_and_greys() {
        assert_eq!(to_ansi256(rgb(255, 0, 0)), Color::Indexed(196));
        assert_eq!(to_ansi256(rgb(0, 0, 0)), Color::Indexed(16));
        assert_eq!(to_ansi256(rgb(128, 128, 128)), Color::Indexed(244));
        assert_eq!(to_ansi256(Color::Reset), Color::Reset);
        for i in 16..=255u8 {
            let (r, g, b) = indexed_rgb(i);
            assert_eq!(to_ansi256(rgb(r, g, b)), Color::Indexed(i), "{i}");
        }
    }

    #[test]
    fn contrast_of_black_and_white_is_21() {
        assert!((contrast((0, 0, 0), (255, 255, 255)) - 21.0).abs() < 1e-9);
        assert!((contrast((9, 9, 9), (9, 9, 9)) - 1.0).abs() < 1e-9);
    }

    #[test]
    fn board_squares_stay_distinct_in_256_colours() {
        let t = Theme::new(ThemeName::Dark, ColorDepth::Ansi256);
        let squares = [
            t.light.bg,
            t.dark.bg,
            t.light_attacked.bg,
            t.dark_attacked.bg,
            t.placed.bg,
            t.conflict.bg,
            t.attacker.bg,
            t.attack_path.bg,
            t.abandoned.bg,
            t.skipped.bg,
            t.solution.bg,
        ];
        for (i, a) in squares.iter().enumerate() {
            for b in &squares[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }

    #[test]
    fn mono_has_no_colours() {
        let t = Theme::new(ThemeName::Mono, ColorDepth::TrueColor);
        for s in [t.light, t.dark, t.conflict, t.placed, t.current, t.header] {
            assert_eq!((s.fg, s.bg), (None, None));
        }
    }
}
