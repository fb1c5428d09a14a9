//! The chessboard: squares, queens, labels, and what the last event did.
//!
//! Squares are built from spaces and background colour, and each state has a symbol of its own
//! besides its colour (no ambiguous-width glyphs, so they line up in any locale). Priority of
//! marks, highest first: the candidate (placed, or attacked), the attacking queen, a solution's
//! queens, the line of attack between them, the abandoned row, squares attacked by the standing
//! queens, then plain light and dark squares.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use crate::i18n::{file_label, rank_label};
use crate::problems::queens::engine::QueensEvent;
use crate::problems::queens::engine::placement::Pair;
use crate::problems::queens::layout::{labels, square_origin};
use crate::problems::queens::view::queen;
use crate::ui::art;
use crate::ui::theme::Theme;
use unicode_width::UnicodeWidthStr;

/// The board at one step.
pub struct Board<'a> {
    /// Board size.
    pub n: usize,
    /// The standing queens, (row, col), 0-based.
    pub queens: &'a [(usize, usize)],
    /// The event that led here.
    pub last: Option<QueensEvent>,
    /// The row the search is filling (`k - 1`), if any.
    pub current_row: Option<usize>,
    /// Shade squares attacked by the standing queens.
    pub show_attacked: bool,
    /// Queens as `Q`.
    pub ascii: bool,
    /// Styles.
    pub theme: &'a Theme,
    /// Size of one square (columns, rows).
    pub square: (u16, u16),
    /// The board editor's cursor, while it is open.
    pub cursor: Option<(usize, usize)>,
    /// Queens that attack each other (the editor): both marked as attackers, the squares
    /// between them as the line of attack.
    pub pairs: &'a [Pair],
}

/// What one square shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// Nothing special.
    Plain,
    /// Attacked by a standing queen.
    Attacked,
    /// In the row just abandoned by a backtrack.
    Abandoned,
    /// The cell the cell-by-cell search just skipped.
    Skipped,
    /// Where a queen was just taken off.
    Removed,
    /// Between the attacking queen and the candidate.
    AttackPath,
    /// A queen of the solution just found.
    Solution,
    /// The queen that attacks the candidate.
    Attacker,
    /// The candidate that passed the check.
    Placed,
    /// The candidate that is attacked.
    Conflict,
}

/// Which squares the standing queens attack, as line masks.
struct Attacks {
    rows: u64,
    cols: u64,
    diags: u64,
    antis: u64,
}

impl Attacks {
    fn new(n: usize, queens: &[(usize, usize)]) -> Attacks {
        let mut a = Attacks {
            rows: 0,
            cols: 0,
            diags: 0,
            antis: 0,
        };
        for &(r, c) in queens {
            a.rows |= 1 << r;
            a.cols |= 1 << c;
            a.diags |= 1 << (r + n - 1 - c);
            a.antis |= 1 << (r + c);
        }
        a
    }

    fn hits(&self, n: usize, r: usize, c: usize) -> bool {
        (self.rows >> r) & 1 == 1
            || (self.cols >> c) & 1 == 1
            || (self.diags >> (r + n - 1 - c)) & 1 == 1
            || (self.antis >> (r + c)) & 1 == 1
    }
}

impl Board<'_> {
    /// The mark of every square, row by row.
    pub fn marks(&self) -> Vec<Vec<Mark>> {
        let n = self.n;
        let attacks = Attacks::new(n, self.queens);
        let mut marks = vec![vec![Mark::Plain; n]; n];
        if self.show_attacked {
            for (r, row) in marks.iter_mut().enumerate() {
                for (c, m) in row.iter_mut().enumerate() {
                    if attacks.hits(n, r, c) {
                        *m = Mark::Attacked;
                    }
                }
            }
            for &(r, c) in self.queens {
                marks[r][c] = Mark::Plain;
            }
        }
        match self.last {
            Some(QueensEvent::Place { row, col }) => {
                marks[row as usize][col as usize] = Mark::Placed;
            }
            Some(QueensEvent::Conflict {
                row,
                col,
                by_row,
                by_col,
                ..
            }) => {
                let (row, col) = (usize::from(row), usize::from(col));
                let by = (usize::from(by_row), usize::from(by_col));
                mark_line(&mut marks, by, (row, col));
                marks[by.0][by.1] = Mark::Attacker;
                marks[row][col] = Mark::Conflict;
            }
            Some(QueensEvent::Solution { .. }) => {
                for &(r, c) in self.queens {
                    marks[r][c] = Mark::Solution;
                }
            }
            Some(QueensEvent::Backtrack { row }) if (row as usize) < n => {
                for m in &mut marks[row as usize] {
                    *m = Mark::Abandoned;
                }
            }
            Some(QueensEvent::Skip { row, col }) => {
                marks[row as usize][col as usize] = Mark::Skipped;
            }
            Some(QueensEvent::Unplace { row, col }) => {
                marks[row as usize][col as usize] = Mark::Removed;
            }
            _ => {}
        }
        for &(a, b, _) in self.pairs {
            mark_line(&mut marks, a, b);
        }
        for &(a, b, _) in self.pairs {
            marks[a.0][a.1] = Mark::Attacker;
            marks[b.0][b.1] = Mark::Attacker;
        }
        marks
    }

    fn style(&self, mark: Mark, light: bool) -> Style {
        let t = self.theme;
        match (mark, light) {
            (Mark::Plain, true) => t.light,
            (Mark::Plain, false) => t.dark,
            (Mark::Attacked, true) => t.light_attacked,
            (Mark::Attacked, false) => t.dark_attacked,
            (Mark::Abandoned | Mark::Removed, _) => t.abandoned,
            (Mark::Skipped, _) => t.skipped,
            (Mark::AttackPath, _) => t.attack_path,
            (Mark::Solution, _) => t.solution,
            (Mark::Attacker, _) => t.attacker,
            (Mark::Placed, _) => t.placed,
            (Mark::Conflict, _) => t.conflict,
        }
    }

    /// What square (row, col) shows: its symbol, unless the square is large enough to draw
    /// a queen as art.
    fn symbol(&self, mark: Mark, queen: bool) -> &'static str {
        symbol(mark, queen, self.ascii)
    }
}

/// The symbol of a square for its mark and whether a queen stands on it. Every state has its
/// own, so that none depends on colour alone (colour-blind viewers, monochrome terminals, a
/// washed-out projector): two columns at most, to fit the narrowest square; with `ascii`, ASCII.
pub fn symbol(mark: Mark, queen: bool, ascii: bool) -> &'static str {
    match (mark, queen) {
        (Mark::Placed, true) => pick(ascii, "♛✓", "Q+"),
        (Mark::Attacker, true) => pick(ascii, "♛!", "Q!"),
        (Mark::Solution, true) => pick(ascii, "♛✦", "Q*"),
        (
            Mark::Plain
            | Mark::Attacked
            | Mark::Abandoned
            | Mark::Skipped
            | Mark::Removed
            | Mark::AttackPath
            | Mark::Conflict,
            true,
        ) => pick(ascii, "♛", "Q"),
        (Mark::Conflict, false) => pick(ascii, "♕✗", "X"),
        (Mark::Removed, false) => pick(ascii, "♕", "q"),
        (Mark::AttackPath, false) => pick(ascii, "∙", "+"),
        (Mark::Attacked, false) => pick(ascii, "✕", "."),
        (Mark::Abandoned, false) => pick(ascii, "⇡", "^"),
        (Mark::Skipped, false) => pick(ascii, "∅", "_"),
        (Mark::Plain | Mark::Placed | Mark::Attacker | Mark::Solution, false) => "",
    }
}

fn pick(ascii: bool, unicode: &'static str, plain: &'static str) -> &'static str {
    if ascii { plain } else { unicode }
}

/// The picture of a mark without a queen, for big squares.
fn mark_art(mark: Mark) -> Option<art::MarkArt> {
    match mark {
        Mark::Attacked => Some(art::MarkArt::Cross),
        Mark::AttackPath => Some(art::MarkArt::Dot),
        Mark::Abandoned => Some(art::MarkArt::Up),
        Mark::Skipped => Some(art::MarkArt::Skipped),
        Mark::Plain
        | Mark::Removed
        | Mark::Solution
        | Mark::Attacker
        | Mark::Placed
        | Mark::Conflict => None,
    }
}

/// Marks the squares strictly between two squares on one line as the line of attack.
fn mark_line(marks: &mut [Vec<Mark>], from: (usize, usize), to: (usize, usize)) {
    let (r, c) = (to.0 as isize, to.1 as isize);
    let (br, bc) = (from.0 as isize, from.1 as isize);
    let (dr, dc) = ((r - br).signum(), (c - bc).signum());
    let (mut pr, mut pc) = (br + dr, bc + dc);
    while (pr, pc) != (r, c) {
        marks[pr as usize][pc as usize] = Mark::AttackPath;
        pr += dr;
        pc += dc;
    }
}

/// The mark a picture queen carries in its square's corner (the state besides the queen).
fn badge(mark: Mark, ascii: bool) -> &'static str {
    match mark {
        Mark::Placed => pick(ascii, "✓", "+"),
        Mark::Attacker => "!",
        Mark::Solution => pick(ascii, "✦", "*"),
        Mark::Conflict => pick(ascii, "✗", "X"),
        Mark::Plain
        | Mark::Attacked
        | Mark::Abandoned
        | Mark::Skipped
        | Mark::Removed
        | Mark::AttackPath => "",
    }
}

impl Board<'_> {
    fn render_labels(&self, area: Rect, buf: &mut Buffer) {
        let (n, (sw, sh)) = (self.n, self.square);
        let (lw, lh) = labels(n, self.square);
        let big = lh > 1;
        let t = self.theme;
        for c in 0..n {
            let label = file_label(c);
            let x0 = area.x + lw + c as u16 * sw;
            if big {
                let x = x0 + sw.saturating_sub(3) / 2;
                art::draw_big_text(&label, x, area.y, t.label, buf);
            } else {
                let x = x0 + sw.saturating_sub(label.len() as u16) / 2;
                buf.set_string(x, area.y, &label, t.label);
            }
        }
        let abandoned = match self.last {
            Some(QueensEvent::Backtrack { row }) => Some(row as usize),
            _ => None,
        };
        for r in 0..n {
            let style = if abandoned == Some(r) {
                t.abandoned
            } else if self.current_row == Some(r) {
                t.current
            } else {
                t.label
            };
            let y0 = area.y + lh + r as u16 * sh;
            let rank = rank_label(r);
            if big {
                let digits = rank.len() as u16 * art::BIG_CHAR_W;
                let x = area.x + (lw - 1).saturating_sub(digits);
                buf.set_style(Rect::new(area.x, y0 + (sh - 3) / 2, lw, 3), style);
                art::draw_big_text(&rank, x, y0 + (sh - 3) / 2, style, buf);
            } else {
                let label = format!("{rank:>w$} ", w = lw as usize - 1);
                buf.set_string(area.x, y0 + (sh - 1) / 2, label, style);
            }
        }
    }
}

impl Widget for &Board<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let n = self.n;
        let (sw, sh) = self.square;
        let (lw, lh) = labels(n, self.square);
        let need_w = lw + n as u16 * sw;
        let need_h = lh + n as u16 * sh;
        if area.width < need_w || area.height < need_h {
            return;
        }
        let t = self.theme;
        self.render_labels(area, buf);
        let marks = self.marks();
        let mut queen_col = vec![None; n];
        for &(r, c) in self.queens {
            queen_col[r] = Some(c);
        }
        let big = sw >= art::BIG_SQUARE.0 && sh >= art::BIG_SQUARE.1;
        let big_marks = sw >= art::BIG_MARK_SQUARE.0 && sh >= art::BIG_MARK_SQUARE.1;
        for (r, row_marks) in marks.iter().enumerate() {
            for (c, &mark) in row_marks.iter().enumerate() {
                let (x, y) = square_origin(area, n, self.square, r, c);
                let cell = Rect::new(x, y, sw, sh);
                let light = (r + c) % 2 == 0;
                buf.set_style(cell, self.style(mark, light));
                for yy in cell.top()..cell.bottom() {
                    for xx in cell.left()..cell.right() {
                        buf[(xx, yy)].set_symbol(" ");
                    }
                }
                let queen = queen_col[r] == Some(c);
                // A candidate under attack is a queen that cannot stand, and one taken off is
                // gone: both drawn hollow (♕), the first marked ✗.
                let hollow = matches!(mark, Mark::Conflict | Mark::Removed);
                if big && (queen || hollow) {
                    if hollow {
                        queen::draw_hollow_queen(cell, t.piece, buf);
                    } else {
                        queen::draw_queen(cell, t.piece, buf);
                    }
                    let mark = badge(mark, self.ascii);
                    if !mark.is_empty() {
                        buf.set_string(x + sw - 1, y, mark, t.piece);
                    }
                    continue;
                }
                if big_marks
                    && let Some(picture) = mark_art(mark)
                    && art::draw_mark(picture, cell, t.piece, buf)
                {
                    continue;
                }
                let glyph = self.symbol(mark, queen);
                if !glyph.is_empty() {
                    let gw = glyph.width() as u16;
                    let (gx, gy) = (x + sw.saturating_sub(gw) / 2, y + (sh - 1) / 2);
                    buf.set_stringn(gx, gy, glyph, usize::from(sw), t.piece);
                }
            }
        }
        if let Some((r, c)) = self.cursor {
            self.render_cursor(area, r, c, buf);
        }
    }
}

impl Board<'_> {
    /// The editor's cursor: its square highlighted, with brackets at its sides (a mark that
    /// does not depend on colour), or `[]` on an empty square too narrow for brackets.
    fn render_cursor(&self, area: Rect, r: usize, c: usize, buf: &mut Buffer) {
        let (sw, sh) = self.square;
        let (x, y) = square_origin(area, self.n, self.square, r, c);
        let cell = Rect::new(x, y, sw, sh);
        buf.set_style(cell, self.theme.current);
        let mid = y + (sh - 1) / 2;
        if sw >= 3 {
            buf[(x, mid)].set_symbol("[");
            buf[(x + sw - 1, mid)].set_symbol("]");
        } else if buf[(x, mid)].symbol() == " " && buf[(x + 1, mid)].symbol() == " " {
            buf.set_string(x, mid, "[]", self.theme.current);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::queens::engine::Line;

    fn board<'a>(
        queens: &'a [(usize, usize)],
        last: Option<QueensEvent>,
        theme: &'a Theme,
    ) -> Board<'a> {
        Board {
            n: 4,
            queens,
            last,
            current_row: None,
            show_attacked: true,
            ascii: false,
            theme,
            square: (3, 1),
            cursor: None,
            pairs: &[],
        }
    }

    /// Background colour of square (r, c) when rendered with 3x1 squares.
    fn square_bg(b: &Board, r: usize, c: usize) -> Option<ratatui::style::Color> {
        let area = Rect::new(0, 0, 20, 6);
        let mut buf = Buffer::empty(area);
        b.render(area, &mut buf);
        let x = labels(b.n, b.square).0 + 3 * c as u16;
        buf[(x, 1 + r as u16)].style().bg
    }

    #[test]
    fn attacked_squares_are_shaded_and_safe_ones_are_not() {
        let theme = Theme::default();
        let queens = [(0, 1)];
        let b = board(&queens, None, &theme);
        // (1, 0) is on the queen's anti-diagonal, (1, 2) on its diagonal, (3, 1) in its column.
        assert_eq!(square_bg(&b, 1, 0), theme.dark_attacked.bg);
        assert_eq!(square_bg(&b, 1, 2), theme.dark_attacked.bg);
        assert_eq!(square_bg(&b, 3, 1), theme.light_attacked.bg);
        // (1, 3) and (2, 0) are safe from b1.
        assert_eq!(square_bg(&b, 1, 3), theme.light.bg);
        assert_eq!(square_bg(&b, 2, 0), theme.light.bg);
        let hidden = Board {
            show_attacked: false,
            ..board(&queens, None, &theme)
        };
        assert_eq!(square_bg(&hidden, 1, 0), theme.dark.bg);
    }

    #[test]
    fn a_conflict_marks_candidate_attacker_and_the_line_between() {
        let theme = Theme::default();
        let queens = [(0, 0), (1, 2)];
        let conflict = QueensEvent::Conflict {
            row: 3,
            col: 3,
            by_row: 0,
            by_col: 0,
            line: Line::Diagonal,
        };
        let b = board(&queens, Some(conflict), &theme);
        assert_eq!(square_bg(&b, 3, 3), theme.conflict.bg);
        assert_eq!(square_bg(&b, 0, 0), theme.attacker.bg);
        assert_eq!(square_bg(&b, 1, 1), theme.attack_path.bg);
        assert_eq!(square_bg(&b, 2, 2), theme.attack_path.bg);
        // A standing queen's own square keeps its plain colour.
        assert_eq!(square_bg(&b, 1, 2), theme.dark.bg);
    }

    #[test]
    fn a_place_is_green_and_a_backtrack_marks_the_row() {
        let theme = Theme::default();
        let queens = [(0, 1), (1, 3)];
        let b = board(&queens, Some(QueensEvent::Place { row: 1, col: 3 }), &theme);
        assert_eq!(square_bg(&b, 1, 3), theme.placed.bg);
        let b = board(&queens, Some(QueensEvent::Backtrack { row: 2 }), &theme);
        for c in 0..4 {
            assert_eq!(square_bg(&b, 2, c), theme.abandoned.bg);
        }
    }

    #[test]
    fn queens_are_drawn_in_the_middle_of_their_square() {
        let theme = Theme::default();
        let queens = [(2, 1)];
        let area = Rect::new(0, 0, 20, 6);
        let mut buf = Buffer::empty(area);
        board(&queens, None, &theme).render(area, &mut buf);
        assert_eq!(buf[(2 + 3 + 1, 3)].symbol(), "♛");
        let ascii = Board {
            ascii: true,
            ..board(&queens, None, &theme)
        };
        ascii.render(area, &mut buf);
        assert_eq!(buf[(2 + 3 + 1, 3)].symbol(), "Q");
    }

    /// The editor: queens that attack each other are both marked, with the line between;
    /// the cursor is highlighted and bracketed.
    #[test]
    fn the_editor_marks_attacking_pairs_and_the_cursor() {
        let theme = Theme::default();
        let queens = [(0, 0), (3, 3), (1, 2)];
        let pairs = [((0, 0), (3, 3), Line::Diagonal)];
        let b = Board {
            cursor: Some((2, 0)),
            pairs: &pairs,
            ..board(&queens, None, &theme)
        };
        assert_eq!(square_bg(&b, 0, 0), theme.attacker.bg);
        assert_eq!(square_bg(&b, 3, 3), theme.attacker.bg);
        assert_eq!(square_bg(&b, 1, 1), theme.attack_path.bg);
        assert_eq!(square_bg(&b, 2, 2), theme.attack_path.bg);
        assert_eq!(square_bg(&b, 1, 2), theme.dark.bg, "c2 attacks nobody");
        assert_eq!(square_bg(&b, 2, 0), theme.current.bg);
        let area = Rect::new(0, 0, 20, 6);
        let mut buf = Buffer::empty(area);
        b.render(area, &mut buf);
        // Labels take 2 columns and a row; square (2, 0) starts at column 2, row 3.
        assert_eq!((buf[(2, 3)].symbol(), buf[(4, 3)].symbol()), ("[", "]"));
    }

    /// Two states a square can be in that must be told apart: by symbol, or by 3:1 in
    /// luminance, in every theme and depth, with and without ASCII.
    #[test]
    fn every_pair_of_board_states_differs_by_symbol_or_luminance() {
        use crate::app::{ColorDepth, ThemeName};
        use crate::problems::contrast::apart;
        let marks = [
            Mark::Plain,
            Mark::Attacked,
            Mark::Abandoned,
            Mark::Skipped,
            Mark::Removed,
            Mark::AttackPath,
            Mark::Solution,
            Mark::Attacker,
            Mark::Placed,
            Mark::Conflict,
        ];
        // The states a square can be in: (mark, a queen stands there).
        let states: Vec<(Mark, bool)> = marks
            .iter()
            .flat_map(|&m| [(m, false), (m, true)])
            .filter(|&(m, q)| match m {
                Mark::Placed | Mark::Attacker | Mark::Solution => q,
                Mark::Conflict
                | Mark::Removed
                | Mark::AttackPath
                | Mark::Attacked
                | Mark::Abandoned
                | Mark::Skipped => !q,
                Mark::Plain => true,
            })
            .collect();
        for theme in ThemeName::ALL {
            for depth in [ColorDepth::TrueColor, ColorDepth::Ansi256] {
                let t = Theme::new(theme, depth);
                let style = |m: Mark| match m {
                    Mark::Plain => t.light,
                    Mark::Attacked => t.light_attacked,
                    Mark::Abandoned | Mark::Removed => t.abandoned,
                    Mark::Skipped => t.skipped,
                    Mark::AttackPath => t.attack_path,
                    Mark::Solution => t.solution,
                    Mark::Attacker => t.attacker,
                    Mark::Placed => t.placed,
                    Mark::Conflict => t.conflict,
                };
                for (i, &(a, qa)) in states.iter().enumerate() {
                    for &(b, qb) in &states[i + 1..] {
                        for ascii in [false, true] {
                            assert!(
                                apart(
                                    (style(a), symbol(a, qa, ascii)),
                                    (style(b), symbol(b, qb, ascii)),
                                    &t
                                ),
                                "{theme:?} {depth:?} ascii {ascii}: {a:?}/{qa} and {b:?}/{qb}"
                            );
                        }
                    }
                }
            }
        }
    }
}
