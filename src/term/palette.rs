//! The terminal's colours as RGB, as xterm shows them: the 16 system colours by name, the
//! 6x6x6 cube and the grey ramp of the 256-colour table. What the contrast checks measure and
//! what a GIF draws.

use ratatui::style::Color;

/// The 16 system colours (black, red, green, yellow, blue, magenta, cyan, grey, then the
/// bright ones), as xterm draws them.
pub const SYSTEM: [(u8, u8, u8); 16] = [
    (0, 0, 0),
    (205, 0, 0),
    (0, 205, 0),
    (205, 205, 0),
    (0, 0, 238),
    (205, 0, 205),
    (0, 205, 205),
    (229, 229, 229),
    (127, 127, 127),
    (255, 0, 0),
    (0, 255, 0),
    (255, 255, 0),
    (92, 92, 255),
    (255, 0, 255),
    (0, 255, 255),
    (255, 255, 255),
];

/// The RGB value of a colour of the 256-colour table (the cube and the grey ramp; the 16
/// system colours as xterm draws them).
pub fn indexed_rgb(index: u8) -> (u8, u8, u8) {
    const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
    match index {
        0..=15 => SYSTEM[index as usize],
        16..=231 => {
            let i = index - 16;
            (
                LEVELS[(i / 36) as usize],
                LEVELS[(i / 6 % 6) as usize],
                LEVELS[(i % 6) as usize],
            )
        }
        _ => {
            let v = 8 + (index - 232) * 10;
            (v, v, v)
        }
    }
}

/// The RGB of `color`, `reset` for `Color::Reset` (the terminal's own, which the caller knows).
pub fn rgb(color: Color, reset: (u8, u8, u8)) -> (u8, u8, u8) {
    match color {
        Color::Reset => reset,
        Color::Black => SYSTEM[0],
        Color::Red => SYSTEM[1],
        Color::Green => SYSTEM[2],
        Color::Yellow => SYSTEM[3],
        Color::Blue => SYSTEM[4],
        Color::Magenta => SYSTEM[5],
        Color::Cyan => SYSTEM[6],
        Color::Gray => SYSTEM[7],
        Color::DarkGray => SYSTEM[8],
        Color::LightRed => SYSTEM[9],
        Color::LightGreen => SYSTEM[10],
        Color::LightYellow => SYSTEM[11],
        Color::LightBlue => SYSTEM[12],
        Color::LightMagenta => SYSTEM[13],
        Color::LightCyan => SYSTEM[14],
        Color::White => SYSTEM[15],
        Color::Rgb(r, g, b) => (r, g, b),
        Color::Indexed(i) => indexed_rgb(i),
    }
}
