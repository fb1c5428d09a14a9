//! The 9x9 solver, band by band: each digit has three boards of 27 bits, one per band (three
//! rows of nine cells), a bit for each cell where it may still go. A digit written in a cell
//! stays on its own board as the one cell of its row, column and box, and leaves every other
//! digit's board.
//!
//! Inside a band a digit sits once in each of its three rows and once in each of its three
//! boxes: which box each row uses is a permutation of the three. Which rows still reach which
//! boxes is 9 bits; a table built once keeps only the row-box pairs that some permutation
//! uses, which does the locked candidates of the band (pointing and claiming) in one look-up
//! and finds a band where the digit has no place. A row left with one cell is a hidden single
//! (a box left with one cell leaves its row with that cell alone, so it is one too); a cell
//! left on one digit's board, a naked single. Both are written until none is left, then the
//! empty cell with the fewest candidates is guessed, a cell with two first, the state copied
//! on the stack.

use super::Grid;

/// The 27 bits of a band.
const BAND: u32 = (1 << 27) - 1;

/// For the nine bits of a row, the boxes they reach (three bits).
const BOXES: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut row = 0;
    while row < 512 {
        let mut k = 0;
        while k < 3 {
            if row >> (3 * k) & 7 != 0 {
                t[row] |= 1 << k;
            }
            k += 1;
        }
        row += 1;
    }
    t
};

/// For the nine bits of a row, the row itself if it has one cell, else nothing.
const ALONE: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut c = 0;
    while c < 9 {
        t[1 << c] = 1 << c;
        c += 1;
    }
    t
};

/// For each pattern of which rows reach which boxes (bit `3r + k`: row r has a cell in box
/// k), the cells of the row-box pairs some permutation uses; 0 if none does.
const ALLOWED: [u32; 512] = {
    const PERMUTATIONS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0u32; 512];
    let mut reach = 0;
    while reach < 512 {
        let mut p = 0;
        while p < 6 {
            let boxes = PERMUTATIONS[p];
            let mut r = 0;
            let mut fits = true;
            while r < 3 {
                fits &= reach >> (3 * r + boxes[r]) & 1 == 1;
                r += 1;
            }
            if fits {
                let mut r = 0;
                while r < 3 {
                    t[reach] |= 7 << (9 * r + 3 * boxes[r]);
                    r += 1;
                }
            }
            p += 1;
        }
        reach += 1;
    }
    t
};

/// The cells of column `c` in a band.
const fn column(c: usize) -> u32 {
    1 << c | 1 << (9 + c) | 1 << (18 + c)
}

/// For each cell of a band, what a digit written there keeps of its own board: the cell, and
/// nothing else of its row, column or box. 32 entries, so that a cell read from the bits of a
/// board needs no bounds check.
const KEEP: [u32; 32] = {
    let mut t = [0u32; 32];
    let mut p = 0;
    while p < 27 {
        let (r, c) = (p / 9, p % 9);
        let row = 511 << (9 * r);
        let boxed = 7 << (3 * (c / 3)) | 7 << (9 + 3 * (c / 3)) | 7 << (18 + 3 * (c / 3));
        t[p] = (BAND & !(row | boxed | column(c))) | 1 << p;
        p += 1;
    }
    t
};

/// For each cell of a band, its column's cells.
const COLUMN: [u32; 32] = {
    let mut t = [0u32; 32];
    let mut p = 0;
    while p < 27 {
        t[p] = column(p % 9);
        p += 1;
    }
    t
};

/// The search's state.
#[derive(Clone, Copy)]
pub(super) struct State {
    /// Band b's board of digit d at `[b][d]`.
    boards: [[u32; 9]; 3],
    /// The boards changed since they were last looked at: bit `9b + d`.
    dirty: u32,
    /// The cells of each band with no digit yet.
    empty: [u32; 3],
}

impl State {
    /// The grid of `givens` (81 cells, 0 for empty), or `None` if two givens clash.
    pub(super) fn start(givens: &[u8]) -> Option<State> {
        let mut st = State {
            boards: [[BAND; 9]; 3],
            dirty: 0,
            empty: [BAND; 3],
        };
        for (cell, &d) in givens.iter().enumerate().take(81) {
            if d != 0 {
                let (k, b, p) = (usize::from(d) - 1, cell / 27, cell % 27);
                if st.boards[b][k] >> p & 1 == 0 {
                    return None;
                }
                st.place(k, b, p);
            }
        }
        Some(st)
    }

    /// The grid filled, once no cell is empty.
    pub(super) fn grid(&self) -> Grid {
        let mut cells = vec![0u8; 81];
        for (b, band) in self.boards.iter().enumerate() {
            for (d, &board) in band.iter().enumerate() {
                let mut bits = board;
                while bits != 0 {
                    let p = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    cells[27 * b + p] = d as u8 + 1;
                }
            }
        }
        Grid { n: 9, cells }
    }

    /// Writes digit `k + 1` at cell `p` of band `b`, which other digits may still take.
    #[inline]
    fn place(&mut self, k: usize, b: usize, p: usize) {
        let bit = 1u32 << p;
        for board in &mut self.boards[b] {
            *board &= !bit;
        }
        self.boards[b][k] |= bit;
        self.dirty |= 511 << (9 * b);
        self.place_single(k, b, p);
    }

    /// Writes digit `k + 1` at cell `p` of band `b`, which no other digit takes.
    #[inline]
    fn place_single(&mut self, k: usize, b: usize, p: usize) {
        self.boards[b][k] &= KEEP[p & 31];
        self.dirty |= 1 << (9 * b + k);
        self.clear_elsewhere(k, b, COLUMN[p & 31]);
        self.empty[b] &= !(1 << p);
    }

    /// Clears `cols` (cells of a band) from digit `k`'s boards of the bands other than `b`.
    #[inline]
    fn clear_elsewhere(&mut self, k: usize, b: usize, cols: u32) {
        for other in [(b + 1) % 3, (b + 2) % 3] {
            let board = &mut self.boards[other][k];
            self.dirty |= u32::from(*board & cols != 0) << (9 * other + k);
            *board &= !cols;
        }
    }

    /// Looks at digit `k`'s board of band `b` again: keeps what the band's permutations
    /// allow, gives the other bands the columns of three rows held in three, and writes its
    /// rows left with one empty cell; `false` if the digit has no place in the band.
    #[inline]
    fn narrow(&mut self, k: usize, b: usize) -> bool {
        let a = self.boards[b][k];
        let reach = BOXES[(a & 511) as usize]
            | BOXES[(a >> 9 & 511) as usize] << 3
            | BOXES[(a >> 18 & 511) as usize] << 6;
        let a = a & ALLOWED[reach as usize];
        if a == 0 {
            return false;
        }
        self.boards[b][k] = a;
        // Three rows in three columns: those columns are this band's, not the others'.
        let cols = (a | a >> 9 | a >> 18) & 511;
        let fewer = cols & (cols - 1);
        let fewer = fewer & fewer.wrapping_sub(1);
        if fewer == 0 {
            // Two columns or one for three rows.
            return false;
        }
        // Exactly three: one bit left after taking two (`is_power_of_two` would count the
        // bits, costly without a population-count instruction).
        #[allow(clippy::manual_is_power_of_two)]
        if fewer & (fewer - 1) == 0 {
            self.clear_elsewhere(k, b, cols | cols << 9 | cols << 18);
        }
        // Rows with one cell left: written at once. The permutations already took their
        // boxes, and so their columns, from the band's other rows.
        let singles = (ALONE[(a & 511) as usize]
            | ALONE[(a >> 9 & 511) as usize] << 9
            | ALONE[(a >> 18 & 511) as usize] << 18)
            & self.empty[b];
        if singles != 0 {
            self.empty[b] &= !singles;
            let own = self.boards[b][k];
            let mut had = 0u32;
            for (d, board) in self.boards[b].iter_mut().enumerate() {
                had |= u32::from(*board & singles != 0) << d;
                *board &= !singles;
            }
            self.boards[b][k] = own;
            self.dirty |= (had & !(1 << k)) << (9 * b);
            let cols = (singles | singles >> 9 | singles >> 18) & 511;
            self.clear_elsewhere(k, b, cols | cols << 9 | cols << 18);
        }
        true
    }

    /// The empty cells of band `b` on one board, on two, on three or more, and none.
    #[inline]
    fn counts(&self, b: usize) -> [u32; 4] {
        let (mut once, mut twice, mut thrice) = (0u32, 0u32, 0u32);
        for &x in &self.boards[b] {
            thrice |= twice & x;
            twice |= once & x;
            once |= x;
        }
        let empty = self.empty[b];
        [
            empty & once & !twice,
            empty & twice & !thrice,
            empty & thrice,
            empty & !once,
        ]
    }

    /// Writes the naked singles of every band; `None` at a dead end (an empty cell with no
    /// digit left), else whether it wrote one.
    #[inline]
    fn naked(&mut self) -> Option<bool> {
        let mut wrote = false;
        for b in 0..3 {
            if self.empty[b] == 0 {
                continue;
            }
            let [mut singles, _, _, none] = self.counts(b);
            if none != 0 {
                return None;
            }
            while singles != 0 {
                let p = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                let k = self.boards[b].iter().position(|&x| x >> p & 1 == 1)?;
                self.place_single(k, b, p);
                wrote = true;
            }
        }
        Some(wrote)
    }

    /// Writes the hidden singles of the columns: a digit with one cell left in a column;
    /// `None` at a dead end (a digit with none), else whether it wrote one.
    #[inline]
    fn columns(&mut self) -> Option<bool> {
        let mut wrote = false;
        for k in 0..9 {
            let (mut once, mut twice) = (0u32, 0u32);
            for band in &self.boards {
                let a = band[k];
                for r in 0..3 {
                    let x = a >> (9 * r) & 511;
                    twice |= once & x;
                    once |= x;
                }
            }
            if once != 511 {
                return None;
            }
            let mut single = once & !twice;
            while single != 0 {
                let c = single.trailing_zeros() as usize;
                single &= single - 1;
                let b = (0..3).find(|&b| self.boards[b][k] & column(c) != 0)?;
                let here = self.boards[b][k] & column(c);
                if self.empty[b] & here != 0 {
                    self.place(k, b, here.trailing_zeros() as usize);
                    wrote = true;
                }
            }
        }
        Some(wrote)
    }

    /// Writes singles until none is left; `false` at a dead end.
    fn propagate(&mut self) -> bool {
        loop {
            while self.dirty != 0 {
                let i = self.dirty.trailing_zeros() as usize;
                self.dirty &= self.dirty - 1;
                if !self.narrow(i % 9, i / 9) {
                    return false;
                }
            }
            let wrote = match self.naked() {
                None => return false,
                Some(true) => true,
                Some(false) => match self.columns() {
                    None => return false,
                    Some(wrote) => wrote,
                },
            };
            if !wrote {
                return true;
            }
        }
    }

    /// The empty cell to guess: the first with two candidates, else one with the fewest.
    fn pick(&self) -> (usize, usize) {
        let mut best = (usize::MAX, 0, 0);
        for b in 0..3 {
            if self.empty[b] == 0 {
                continue;
            }
            let [_, two, mut more, _] = self.counts(b);
            if two != 0 {
                return (b, two.trailing_zeros() as usize);
            }
            while more != 0 {
                let p = more.trailing_zeros() as usize;
                more &= more - 1;
                let n = self.boards[b].iter().filter(|&&x| x >> p & 1 == 1).count();
                if n < best.0 {
                    best = (n, b, p);
                }
            }
        }
        (best.1, best.2)
    }

    /// Searches from here, calling `found` on each solution until it says stop; whether to
    /// stop.
    pub(super) fn search(&mut self, found: &mut dyn FnMut(&State) -> bool) -> bool {
        if !self.propagate() {
            return false;
        }
        if self.empty == [0; 3] {
            return found(self);
        }
        let (b, p) = self.pick();
        let mut digits: u16 = 0;
        for (d, &x) in self.boards[b].iter().enumerate() {
            digits |= ((x >> p & 1) as u16) << d;
        }
        while digits != 0 {
            let k = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            if digits == 0 {
                // The last digit goes on in this state: no copy.
                self.place(k, b, p);
                return self.search(found);
            }
            let mut next = *self;
            next.place(k, b, p);
            if next.search(found) {
                return true;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_permutation_table_keeps_what_a_permutation_uses() {
        // Every row reaches every box: everything stays.
        assert_eq!(ALLOWED[511], BAND);
        // Rows 0 and 1 reach box 0 only: no permutation.
        assert_eq!(ALLOWED[0b111_001_001], 0);
        // Row 0 reaches box 0 alone: rows 1 and 2 lose box 0 (claiming: the box's digit is
        // row 0's).
        let reach = 0b111_111_001;
        let allowed = ALLOWED[reach];
        assert_eq!(allowed & 511, 7);
        assert_eq!(allowed >> 9 & 7, 0);
        assert_eq!(allowed >> 18 & 7, 0);
        assert_eq!(allowed >> 9 & 511, 0b111_111_000);
    }

    #[test]
    fn a_digit_keeps_its_cell_and_clears_its_peers() {
        let mut st = State::start(&[0; 81]).unwrap_or_else(|| unreachable!());
        st.place(4, 1, 10); // digit 5 at row 4 (band 1, row 1), column 1
        assert_eq!(st.boards[1][4] & (511 << 9), 1 << 10);
        assert_eq!(st.boards[0][4] & column(1), 0, "the column above");
        assert_eq!(st.boards[2][4] & column(1), 0, "the column below");
        assert_eq!(st.boards[1][4] & (7 | 7 << 18), 0, "the box");
        assert!((0..9).filter(|&d| d != 4).all(|d| st.boards[1][d] >> 10 & 1 == 0));
        assert_eq!(st.empty[1], BAND & !(1 << 10));
    }
}

