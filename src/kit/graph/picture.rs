//! A graph on screen: its edges as lines (one of them lit), each vertex's label centred on its
//! place and kept inside the drawing; the places are the graph's own, else a circle.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::symbols::Marker;
use ratatui::text::Span;
use ratatui::widgets::Widget;
use ratatui::widgets::canvas::{Canvas, Line as Segment};

use crate::kit::graph::Graph;

/// A graph to draw.
pub struct GraphPicture<'a> {
    /// The graph.
    pub graph: &'a Graph,
    /// Each vertex's label and its style.
    pub labels: Vec<(String, Style)>,
    /// The colour of the edges.
    pub ink: Color,
    /// One edge lit, in its colour (the edge of a clash, say).
    pub lit: Option<((usize, usize), Color)>,
    /// Dots, not braille, for the lines.
    pub ascii: bool,
}

impl Widget for &GraphPicture<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let at = self.graph.layout();
        let (mut x0, mut x1, mut y0, mut y1) = at.iter().fold(
            (f64::MAX, f64::MIN, f64::MAX, f64::MIN),
            |(a, b, c, d), &(x, y)| (a.min(x), b.max(x), c.min(y), d.max(y)),
        );
        let (mx, my) = (((x1 - x0) * 0.12).max(0.5), ((y1 - y0) * 0.12).max(0.5));
        (x0, x1, y0, y1) = (x0 - mx, x1 + mx, y0 - my, y1 + my);
        let marker = if self.ascii {
            Marker::Dot
        } else {
            Marker::Braille
        };
        Canvas::default()
            .x_bounds([x0, x1])
            .y_bounds([y0, y1])
            .marker(marker)
            .paint(|ctx| {
                for &(from, to) in &self.graph.edges {
                    let edge = (usize::from(from), usize::from(to));
                    let (start, end) = (at[edge.0], at[edge.1]);
                    let color = match self.lit {
                        Some(((a, b), lit)) if (a, b) == edge || (b, a) == edge => lit,
                        _ => self.ink,
                    };
                    ctx.draw(&Segment {
                        x1: start.0,
                        y1: start.1,
                        x2: end.0,
                        y2: end.1,
                        color,
                    });
                }
                ctx.layer();
                // Each label centred on its vertex, kept inside the drawing.
                let unit = (x1 - x0) / f64::from(area.width.max(1));
                for ((label, style), &(x, y)) in self.labels.iter().zip(&at) {
                    let len = unicode_width::UnicodeWidthStr::width(label.as_str()) as f64;
                    let left = (x - len / 2.0 * unit).clamp(x0, (x1 - len * unit).max(x0));
                    ctx.print(left, y, Span::styled(label.clone(), *style));
                }
            })
            .render(area, buf);
    }
}
