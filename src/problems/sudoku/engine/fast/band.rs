//! The 9x9 solver, band by band: each digit has three boards of 27 bits, one per band (three
//! rows of nine cells), a bit for each cell where it may still go. A digit written in a cell
//! stays on its own board as the one cell of its row of the band, and leaves every other
//! digit's board.
//!
//! Inside a band a digit sits once in each of its three rows and once in each of its three
//! boxes: which box each row uses is a permutation of the three. Which rows still reach which
//! boxes is 9 bits; a table built once keeps only the row-box pairs that some permutation
//! uses, which does the locked candidates of the band (pointing and claiming) in one look-up
//! and finds a band where the digit has no place. A box of the band where the digit has one
//! column left gives that column to this band: the other two bands lose it. A row left with
//! one cell is the digit's: the cell leaves the other digits' boards.
//!
//! A board is looked at again only when it changed since it was last looked at (each board's
//! last look is kept beside it), until none did. Then the naked singles of the whole grid are
//! written (a cell on one board), each by narrowing its digit's board alone: the next round
//! of looks does the rest. With none left, a cell with two candidates is guessed (found by the
//! same count that found the singles), else the band's first empty cell with the fewest
//! candidates; the state is copied on the stack for every branch but the last.
//!
//! The plan is J. Zhou's jczsolve (the `sudoku` crate's solver and the bench's yardstick):
//! the tables here are built by the code below from their definitions.

/// The 27 bits of a band.
const BAND: u32 = (1 << 27) - 1;

/// For the nine bits of a row, the boxes they reach (three bits). Bytes, so that the tables
/// the search reads stay in the nearest cache.
const BOXES: [u8; 512] = {
    let mut t = [0u8; 512];
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

/// For the columns a digit still has in a band (nine bits), the columns of the boxes where it
/// has one column left: the other two bands lose them.
const TAKEN: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut cols = 0usize;
    while cols < 512 {
        let mut k = 0;
        while k < 3 {
            let part = (cols >> (3 * k) & 7) as u16;
            if part.is_power_of_two() {
                t[cols] |= part << (3 * k);
            }
            k += 1;
        }
        cols += 1;
    }
    t
};

/// The row of nine bits if it has one cell, else nothing (a row is never empty here).
#[inline(always)]
fn alone(row: u32) -> u32 {
    if row & row.wrapping_sub(1) == 0 { row } else { 0 }
}

/// For each cell of a band, what a digit written there keeps of its own board: the cell, and
/// nothing else of its row or box. 32 entries, so that a cell read from the bits of a board
/// needs no bounds check.
const KEEP: [u32; 32] = {
    let mut t = [0u32; 32];
    let mut p = 0;
    while p < 27 {
        let (r, c) = (p / 9, p % 9);
        let row = 511 << (9 * r);
        let boxed = 7 << (3 * (c / 3)) | 7 << (9 + 3 * (c / 3)) | 7 << (18 + 3 * (c / 3));
        t[p] = (BAND & !(row | boxed)) | 1 << p;
        p += 1;
    }
    t
};

/// The search's state.
#[derive(Clone, Copy)]
pub(super) struct State {
    /// Band b's board of digit d at `[d][b]`.
    boards: [[u32; 3]; 9],
    /// Each board as it was when last looked at (all ones, which no board is: never).
    seen: [[u32; 3]; 9],
    /// The cells of each band no digit has taken yet.
    empty: [u32; 3],
    /// The empty cells of each band on two boards, as the last count of singles found them.
    pairs: [u32; 3],
}

impl State {
    /// The grid of `givens` (81 cells, 0 for empty), or `None` if two givens clash.
    pub(super) fn start(givens: &[u8]) -> Option<State> {
        // Each digit's givens by band, digit 0 (empty cells) at `own[0]`: one pass without a
        // branch a cell, as givens fall at random among the empty cells.
        let mut own = [[0u32; 3]; 10];
        for (b, band) in givens.chunks_exact(27).take(3).enumerate() {
            for (p, &d) in band.iter().enumerate() {
                own.get_mut(usize::from(d))?[b] |= 1 << p;
            }
        }
        let taken = [BAND & !own[0][0], BAND & !own[0][1], BAND & !own[0][2]];
        let mut boards = [[BAND; 3]; 9];
        for (board, mine) in boards.iter_mut().zip(&own[1..]) {
            for b in 0..3 {
                let mut bits = mine[b];
                while bits != 0 {
                    let p = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    // A given its digit's earlier givens took: two givens clash.
                    if board[b] >> p & 1 == 0 {
                        return None;
                    }
                    board[b] &= KEEP[p & 31];
                    let col = column(p % 9);
                    board[(b + 1) % 3] &= !col;
                    board[(b + 2) % 3] &= !col;
                }
            }
            // A given's cell leaves every other digit's board.
            for b in 0..3 {
                board[b] &= !taken[b] | mine[b];
            }
        }
        Some(State {
            boards,
            seen: [[u32::MAX; 3]; 9],
            empty: [own[0][0], own[0][1], own[0][2]],
            pairs: [0; 3],
        })
    }

    /// Writes the filled grid's digits into `cells`, once no cell is empty.
    pub(super) fn fill(&self, cells: &mut [u8; 81]) {
        for (d, bands) in self.boards.iter().enumerate() {
            for (b, &board) in bands.iter().enumerate() {
                let mut bits = board;
                while bits != 0 {
                    let p = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    cells[(27 * b + p) % 81] = d as u8 + 1;
                }
            }
        }
    }

    /// Looks at digit `k`'s board of band `b` again: keeps what the band's permutations
    /// allow, takes from the other bands the columns this band holds, and gives the digit the
    /// cells of its rows left with one; `false` if the digit has no place in the band.
    #[inline(always)]
    fn narrow(&mut self, k: usize, b: usize) -> bool {
        let a = self.boards[k][b];
        let reach = usize::from(BOXES[(a & 511) as usize])
            | usize::from(BOXES[(a >> 9 & 511) as usize]) << 3
            | usize::from(BOXES[(a >> 18 & 511) as usize]) << 6;
        let a = a & ALLOWED[reach];
        if a == 0 {
            return false;
        }
        self.boards[k][b] = a;
        self.seen[k][b] = a;
        let taken = u32::from(TAKEN[((a | a >> 9 | a >> 18) & 511) as usize]);
        let keep = !(taken | taken << 9 | taken << 18);
        self.boards[k][(b + 1) % 3] &= keep;
        self.boards[k][(b + 2) % 3] &= keep;
        let mine = (alone(a & 511) | alone(a >> 9 & 511) << 9 | alone(a >> 18) << 18) & self.empty[b];
        // Unconditionally: a branch here is taken at random, and costs more than the writes.
        self.empty[b] &= !mine;
        for board in &mut self.boards {
            board[b] &= !mine;
        }
        self.boards[k][b] = a;
        true
    }

    /// Looks again at every board that changed, until none did; `false` at a dead end.
    #[inline]
    fn settle(&mut self) -> bool {
        loop {
            let mut changed = false;
            for k in 0..9 {
                for b in 0..3 {
                    if self.boards[k][b] != self.seen[k][b] {
                        changed = true;
                        if !self.narrow(k, b) {
                            return false;
                        }
                    }
                }
            }
            if !changed {
                return true;
            }
        }
    }

    /// Counts each band's cells by their boards: writes the naked singles (each narrows its
    /// digit's board alone) and keeps the pairs; `None` at a dead end (a cell on no board),
    /// else whether it wrote one.
    #[inline]
    fn singles(&mut self) -> Option<bool> {
        let mut wrote = false;
        for b in 0..3 {
            let (mut once, mut twice, mut thrice) = (0u32, 0u32, 0u32);
            for board in &self.boards {
                let x = board[b];
                thrice |= twice & x;
                twice |= once & x;
                once |= x;
            }
            if once != BAND {
                return None;
            }
            self.pairs[b] = twice & !thrice;
            let mut singles = once & !twice & self.empty[b];
            while singles != 0 {
                let p = singles.trailing_zeros() as usize;
                let bit = singles & singles.wrapping_neg();
                singles &= singles - 1;
                let k = self.boards.iter().position(|board| board[b] & bit != 0)?;
                self.boards[k][b] &= KEEP[p & 31];
                wrote = true;
            }
        }
        Some(wrote)
    }

    /// Writes what follows until nothing does; `false` at a dead end.
    #[inline]
    fn propagate(&mut self) -> bool {
        loop {
            if !self.settle() {
                return false;
            }
            if self.empty == [0; 3] {
                return true;
            }
            match self.singles() {
                None => return false,
                Some(true) => {}
                Some(false) => return true,
            }
        }
    }

    /// Tries digit `k` at cell `p` of band `b` in a copy; whether to stop.
    fn branch(&self, k: usize, b: usize, p: usize, found: &mut dyn FnMut(&State) -> bool) -> bool {
        let mut next = *self;
        next.boards[k][b] &= KEEP[p & 31];
        next.search(found)
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
        let bit = 1u32 << p;
        let mut digits: u16 = 0;
        for (d, board) in self.boards.iter().enumerate() {
            digits |= u16::from(board[b] & bit != 0) << d;
        }
        while digits != 0 {
            let k = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            if digits == 0 {
                // The last digit goes on in this state: no copy.
                self.boards[k][b] &= KEEP[p & 31];
                return self.search(found);
            }
            if self.branch(k, b, p, found) {
                return true;
            }
            self.boards[k][b] &= !bit;
        }
        false
    }

    /// The cell to guess: the first with two candidates, else the first empty cell of a band
    /// with the fewest candidates.
    fn pick(&self) -> (usize, usize) {
        if let Some(b) = self.pairs.iter().position(|&x| x != 0) {
            return (b, self.pairs[b].trailing_zeros() as usize);
        }
        let mut best = (usize::MAX, 0, 0);
        for b in 0..3 {
            if self.empty[b] == 0 {
                continue;
            }
            let p = self.empty[b].trailing_zeros() as usize;
            let n = self.boards.iter().filter(|board| board[b] >> p & 1 == 1).count();
            if n < best.0 {
                best = (n, b, p);
            }
        }
        (best.1, best.2)
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
    fn a_given_keeps_its_cell_and_clears_its_peers() {
        let mut givens = [0u8; 81];
        givens[36 + 1] = 5; // digit 5 at row 4 (band 1, row 1), column 1
        let st = State::start(&givens).unwrap_or_else(|| unreachable!());
        assert_eq!(st.boards[4][1] & (511 << 9), 1 << 10);
        assert_eq!(st.boards[4][0] & column(1), 0, "the column above");
        assert_eq!(st.boards[4][2] & column(1), 0, "the column below");
        assert_eq!(st.boards[4][1] & (7 | 7 << 18), 0, "the box");
        assert!((0..9).filter(|&d| d != 4).all(|d| st.boards[d][1] >> 10 & 1 == 0));
        assert_eq!(st.empty[1], BAND & !(1 << 10));
    }

    /// Two givens of a digit in one row, column (across bands) or box: no start.
    #[rstest::rstest]
    #[case(0, 8)]
    #[case(4, 76)]
    #[case(30, 50)]
    fn clashing_givens_do_not_start(#[case] a: usize, #[case] b: usize) {
        let mut givens = [0u8; 81];
        givens[a] = 7;
        givens[b] = 7;
        assert!(State::start(&givens).is_none());
        givens[b] = 6;
        assert!(State::start(&givens).is_some());
    }

    #[test]
    fn a_box_with_one_column_left_takes_it_from_the_other_bands() {
        // Columns 0, 4 and 5 in boxes 0 and 1 (one column in box 0), none in box 2 yet.
        let cols: usize = 1 | 1 << 4 | 1 << 5 | 1 << 7;
        let taken = u32::from(TAKEN[cols]);
        let keep = BAND & !(taken | taken << 9 | taken << 18);
        assert_eq!(keep & column(0), 0, "box 0 has column 0 alone");
        assert_eq!(keep & (column(4) | column(5)), column(4) | column(5), "box 1 has two");
        assert_eq!(keep & column(7), 0, "box 2 has column 7 alone");
    }

    #[test]
    fn a_row_left_with_one_cell_is_the_digit_s() {
        let mut st = State::start(&[0; 81]).unwrap_or_else(|| unreachable!());
        // Digit 1 in band 0: row 0 only at column 4; the other rows anywhere.
        st.boards[0][0] = 1 << 4 | 511 << 9 | 511 << 18;
        assert!(st.narrow(0, 0));
        assert_eq!(st.empty[0] & 1 << 4, 0, "the cell is taken");
        assert!((1..9).all(|d| st.boards[d][0] >> 4 & 1 == 0), "and left by the others");
        // Box 1 is row 0's: rows 1 and 2 leave it.
        assert_eq!(st.boards[0][0] & (7 << 12 | 7 << 21), 0);
        // Column 4 is band 0's.
        assert_eq!(st.boards[0][1] & column(4), 0);
        assert_eq!(st.boards[0][2] & column(4), 0);
    }
}
