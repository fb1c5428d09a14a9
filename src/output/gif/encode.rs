//! Frames into a GIF: one global palette (the colours met, in order), each frame stored as
//! the rectangle that changed since the frame before (the rest kept), identical frames
//! merged into one longer delay, the last frame held, the animation looping.

use std::borrow::Cow;
use std::io::{self, Write};

use gif::{DisposalMethod, Encoder, Frame, Repeat};
use ratatui::buffer::Buffer;

use super::raster::{self, Defaults, Palette};

/// An animation being made: frames drawn, compressed as they come.
#[derive(Debug)]
pub struct Animation {
    width: u16,
    height: u16,
    /// Each frame's delay, in hundredths of a second.
    delay: u16,
    defaults: Defaults,
    palette: Palette,
    /// The last frame's pixels, whole.
    previous: Vec<u8>,
    drawn: Vec<u8>,
    /// Frames compressed, the last one's delay still growing while frames repeat it.
    frames: Vec<Frame<'static>>,
    /// Frames pushed (before merging).
    pushed: usize,
}

impl Animation {
    /// An animation of screens of `cols` x `rows` cells, `delay` hundredths of a second a
    /// frame, `Color::Reset` drawn as `defaults`.
    pub fn new(cols: u16, rows: u16, delay: u16, defaults: Defaults) -> Animation {
        let (width, height) = raster::pixels(cols, rows);
        Animation {
            width,
            height,
            delay: delay.max(1),
            defaults,
            palette: Palette::default(),
            previous: Vec::new(),
            drawn: Vec::new(),
            frames: Vec::new(),
            pushed: 0,
        }
    }

    /// Adds a screen as the next frame.
    pub fn push(&mut self, buffer: &Buffer) {
        raster::draw(buffer, self.defaults, &mut self.palette, &mut self.drawn);
        self.pushed += 1;
        let changed = if self.previous.is_empty() {
            Some((0, 0, self.width, self.height))
        } else {
            changed(&self.previous, &self.drawn, self.width as usize)
        };
        match (changed, self.frames.last_mut()) {
            (None, Some(last)) if last.delay <= u16::MAX - self.delay => last.delay += self.delay,
            // Held past what one frame's delay can say: the same pixel again.
            (None, _) => self.add((0, 0, 1, 1)),
            (Some(rect), _) => self.add(rect),
        }
        std::mem::swap(&mut self.previous, &mut self.drawn);
    }

    /// Stores the rectangle (`left`, `top`, `width`, `height`) of the frame just drawn; after
    /// the first frame, its pixels that did not change are transparent (long runs of one
    /// index, which compress to little).
    fn add(&mut self, (left, top, width, height): (u16, u16, u16, u16)) {
        let w = self.width as usize;
        let first = self.previous.is_empty();
        let mut pixels = Vec::with_capacity(width as usize * height as usize);
        for y in top..top + height {
            let start = y as usize * w + left as usize;
            let now = &self.drawn[start..start + width as usize];
            if first {
                pixels.extend_from_slice(now);
            } else {
                let before = &self.previous[start..start + width as usize];
                pixels.extend(
                    now.iter().zip(before).map(
                        |(&n, &b)| {
                            if n == b { Palette::UNCHANGED } else { n }
                        },
                    ),
                );
            }
        }
        let mut frame = Frame {
            delay: self.delay,
            dispose: DisposalMethod::Keep,
            left,
            top,
            width,
            height,
            buffer: Cow::Owned(pixels),
            transparent: (!first).then_some(Palette::UNCHANGED),
            ..Frame::default()
        };
        frame.make_lzw_pre_encoded();
        self.frames.push(frame);
    }

    /// Frames pushed so far, and frames stored (identical ones merged).
    pub fn counts(&self) -> (usize, usize) {
        (self.pushed, self.frames.len())
    }

    /// The size in pixels.
    pub fn size(&self) -> (u16, u16) {
        (self.width, self.height)
    }

    /// Writes the GIF to `out`, its last frame shown at least `hold` hundredths of a second.
    pub fn finish(mut self, hold: u16, out: impl Write) -> io::Result<()> {
        if let Some(last) = self.frames.last_mut() {
            last.delay = last.delay.max(hold);
        }
        let table = self.palette.table();
        let mut encoder = Encoder::new(out, self.width, self.height, &table).map_err(io_error)?;
        encoder.set_repeat(Repeat::Infinite).map_err(io_error)?;
        for frame in &self.frames {
            encoder
                .write_lzw_pre_encoded_frame(frame)
                .map_err(io_error)?;
        }
        encoder.into_inner().map_err(io_error)?.flush()
    }
}

fn io_error(e: gif::EncodingError) -> io::Error {
    match e {
        gif::EncodingError::Io(e) => e,
        other => io::Error::other(other),
    }
}

/// The smallest rectangle (`left`, `top`, `width`, `height`) holding every pixel that differs
/// between two frames `width` pixels wide; `None` if they are the same.
fn changed(a: &[u8], b: &[u8], width: usize) -> Option<(u16, u16, u16, u16)> {
    let rows: Vec<usize> = (0..a.len() / width)
        .filter(|&y| a[y * width..(y + 1) * width] != b[y * width..(y + 1) * width])
        .collect();
    let (&top, &bottom) = (rows.first()?, rows.last()?);
    let mut left = width;
    let mut right = 0;
    for &y in &rows {
        let line = y * width;
        if let Some(x) = (0..width).find(|&x| a[line + x] != b[line + x]) {
            left = left.min(x);
        }
        if let Some(x) = (0..width).rev().find(|&x| a[line + x] != b[line + x]) {
            right = right.max(x);
        }
    }
    Some((
        left as u16,
        top as u16,
        (right - left + 1) as u16,
        (bottom - top + 1) as u16,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;
    use ratatui::style::Style;

    const DARK: Defaults = Defaults {
        fg: [229, 229, 229],
        bg: [0, 0, 0],
    };

    fn screen(text: &str) -> Buffer {
        let mut b = Buffer::empty(Rect::new(0, 0, 4, 2));
        b.set_string(0, 0, text, Style::new());
        b
    }

    /// Three frames, the second repeated: two stored, the repeat's time added to the
    /// second's delay; the second only the cell that changed; the last held.
    #[test]
    fn repeats_merge_and_only_the_change_is_stored() {
        let mut a = Animation::new(4, 2, 20, DARK);
        a.push(&screen("ab"));
        a.push(&screen("aX"));
        a.push(&screen("aX"));
        assert_eq!(a.counts(), (3, 2));
        let mut bytes = Vec::new();
        a.finish(300, &mut bytes).expect("written");
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut d = options.read_info(&bytes[..]).expect("a GIF");
        assert_eq!((d.width(), d.height()), (32, 32));
        let first = d.read_next_frame().expect("read").expect("a frame").clone();
        assert_eq!((first.width, first.height, first.delay), (32, 32, 20));
        let second = d.read_next_frame().expect("read").expect("a frame").clone();
        // The second cell of the first row: x 8..16, within the glyph rows that differ.
        assert!(second.left >= 8 && second.left + second.width <= 16);
        assert!(second.top + second.height <= 16);
        assert_eq!(second.delay, 300, "40 merged, then held 3 s");
        assert!(d.read_next_frame().expect("read").is_none());
    }

    #[test]
    fn the_changed_rectangle_is_the_smallest() {
        let a = vec![0u8; 20];
        let mut b = a.clone();
        assert_eq!(changed(&a, &b, 5), None);
        b[5 + 1] = 1; // (1, 1)
        b[3 * 5 + 3] = 1; // (3, 3)
        assert_eq!(changed(&a, &b, 5), Some((1, 1, 3, 3)));
    }
}
