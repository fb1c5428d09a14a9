//! Every colour and style of the interface, in one place.
//!
//! Three palettes: 24-bit colour (`COLORTERM=truecolor`), the nearest xterm-256 colours
//! otherwise, and monochrome when `NO_COLOR` is set, where the board adds glyph cues instead.
//! The app holds only which [`Palette`] the terminal has; the view builds the styles from it.

use ratatui::style::{Color, Modifier, Style};

pub use crate::app::Palette;

/// All styles used by the widgets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    /// Which palette these styles were built for.
    pub palette: Palette,
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
    /// Light square attacked by a standing queen.
    pub light_attacked: Style,
    /// Dark square attacked by a standing queen.
    pub dark_attacked: Style,
    /// The candidate square that passed the check.
    pub placed: Style,
    /// The candidate square that is attacked.
    pub conflict: Style,
    /// The queen that attacks the candidate.
    pub attacker: Style,
    /// Squares between the attacker and the candidate.
    pub attack_path: Style,
    /// The row abandoned by a backtrack, or a queen taken off.
    pub abandoned: Style,
    /// A cell the cell-by-cell search skips.
    pub skipped: Style,
    /// Maze: a wall.
    pub maze_wall: Style,
    /// Maze: an open cell.
    pub maze_open: Style,
    /// Maze: a cell on the path (2).
    pub maze_path: Style,
    /// Maze: a dead end (3).
    pub maze_dead: Style,
    /// Maze: the cell the search stands on.
    pub maze_current: Style,
    /// Maze: start and goal letters.
    pub maze_endpoint: Style,
    /// Queens of a solution just found.
    pub solution: Style,
    /// Queen glyph colour on a square.
    pub queen: Style,
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
    fn default() -> Self {
        Theme::new(Palette::TrueColor)
    }
}

const fn rgb(r: u8, g: u8, b: u8) -> Color {
    Color::Rgb(r, g, b)
}

impl Theme {
    /// The theme for a palette.
    pub fn new(palette: Palette) -> Theme {
        let bg = |c: Color| Style::new().bg(c);
        let fg = |c: Color| Style::new().fg(c);
        let theme = Theme {
            palette,
            header: Style::new().fg(rgb(230, 230, 240)).bg(rgb(40, 60, 110)),
            header_title: Style::new()
                .fg(rgb(20, 20, 30))
                .bg(rgb(250, 200, 80))
                .add_modifier(Modifier::BOLD),
            border: fg(rgb(110, 120, 150)),
            title: fg(rgb(120, 200, 250)).add_modifier(Modifier::BOLD),
            text: Style::new(),
            dim: fg(rgb(140, 140, 160)),
            value: fg(rgb(250, 220, 120)).add_modifier(Modifier::BOLD),
            current: Style::new()
                .fg(rgb(255, 255, 255))
                .bg(rgb(50, 90, 170))
                .add_modifier(Modifier::BOLD),
            light: bg(rgb(240, 217, 181)),
            dark: bg(rgb(181, 136, 99)),
            light_attacked: bg(rgb(226, 160, 150)),
            dark_attacked: bg(rgb(160, 96, 84)),
            placed: bg(rgb(70, 200, 110)),
            conflict: bg(rgb(225, 45, 45)),
            attacker: bg(rgb(255, 140, 0)),
            attack_path: bg(rgb(250, 225, 80)),
            abandoned: bg(rgb(120, 120, 175)),
            skipped: bg(rgb(110, 170, 200)),
            maze_wall: bg(rgb(55, 65, 90)),
            maze_open: bg(rgb(230, 228, 215)),
            maze_path: bg(rgb(90, 195, 120)),
            maze_dead: bg(rgb(205, 130, 120)),
            maze_current: Style::new()
                .fg(rgb(15, 15, 20))
                .bg(rgb(250, 215, 60))
                .add_modifier(Modifier::BOLD),
            maze_endpoint: Style::new()
                .fg(rgb(15, 15, 20))
                .bg(rgb(120, 200, 250))
                .add_modifier(Modifier::BOLD),
            solution: bg(rgb(255, 215, 0)),
            queen: fg(rgb(15, 15, 20)).add_modifier(Modifier::BOLD),
            label: fg(rgb(170, 180, 200)),
            key: fg(rgb(250, 200, 80)).add_modifier(Modifier::BOLD),
            playing: fg(rgb(90, 220, 120)).add_modifier(Modifier::BOLD),
            paused: fg(rgb(250, 200, 80)).add_modifier(Modifier::BOLD),
            done: fg(rgb(120, 200, 250)).add_modifier(Modifier::BOLD),
        };
        match palette {
            Palette::TrueColor => theme,
            Palette::Ansi256 => theme.map_colors(to_ansi256),
            Palette::Mono => Theme::mono(),
        }
    }

    fn mono() -> Theme {
        let plain = Style::new();
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let reverse = Style::new().add_modifier(Modifier::REVERSED);
        Theme {
            palette: Palette::Mono,
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
            attacker: bold.add_modifier(Modifier::UNDERLINED),
            attack_path: plain,
            abandoned: plain,
            skipped: plain,
            maze_wall: reverse,
            maze_open: plain,
            maze_path: bold,
            maze_dead: plain,
            maze_current: reverse.add_modifier(Modifier::BOLD),
            maze_endpoint: bold.add_modifier(Modifier::UNDERLINED),
            solution: bold,
            queen: bold,
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
            palette: self.palette,
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
            attacker: m(self.attacker),
            attack_path: m(self.attack_path),
            abandoned: m(self.abandoned),
            skipped: m(self.skipped),
            maze_wall: m(self.maze_wall),
            maze_open: m(self.maze_open),
            maze_path: m(self.maze_path),
            maze_dead: m(self.maze_dead),
            maze_current: m(self.maze_current),
            maze_endpoint: m(self.maze_endpoint),
            solution: m(self.solution),
            queen: m(self.queen),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ansi256_maps_primaries_and_greys() {
        assert_eq!(to_ansi256(rgb(255, 0, 0)), Color::Indexed(196));
        assert_eq!(to_ansi256(rgb(0, 0, 0)), Color::Indexed(16));
        assert_eq!(to_ansi256(rgb(128, 128, 128)), Color::Indexed(244));
        assert_eq!(to_ansi256(Color::Reset), Color::Reset);
    }

    #[test]
    fn board_squares_stay_distinct_in_256_colours() {
        let t = Theme::new(Palette::Ansi256);
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
        ];
        for (i, a) in squares.iter().enumerate() {
            for b in &squares[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }

    #[test]
    fn mono_has_no_colours() {
        let t = Theme::new(Palette::Mono);
        for s in [t.light, t.dark, t.conflict, t.placed, t.current, t.header] {
            assert_eq!((s.fg, s.bg), (None, None));
        }
    }
}
