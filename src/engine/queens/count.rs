//! Counting N-Queens solutions without stepping: a bitboard search.
//!
//! Free squares of a row are `!(cols | diag | anti)` within N bits; the lowest is tried first.
//! The left/right mirror halves the work: a first-row queen in the left half counts twice, and for
//! odd N the middle column is searched once.

/// Number of solutions on an `n`×`n` board (`n` from 1 to 32).
pub fn count(n: usize) -> u64 {
    assert!((1..=32).contains(&n), "board size {n} outside 1..=32");
    let full: u64 = (1u64 << n) - 1;
    let mut total = 0;
    for col in 0..n / 2 {
        let bit = 1u64 << col;
        total += 2 * search(full, bit, bit << 1, bit >> 1);
    }
    if !n.is_multiple_of(2) {
        let bit = 1u64 << (n / 2);
        total += search(full, bit, bit << 1, bit >> 1);
    }
    total
}

/// Completions from a row where `cols`, `diag` (moving left) and `anti` (moving right) are taken.
fn search(full: u64, cols: u64, diag: u64, anti: u64) -> u64 {
    if cols == full {
        return 1;
    }
    let mut free = !(cols | diag | anti) & full;
    let mut total = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        total += search(
            full,
            cols | bit,
            ((diag | bit) << 1) & full,
            (anti | bit) >> 1,
        );
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    /// OEIS A000170 for N = 1..=14.
    const A000170: [u64; 14] = [
        1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596,
    ];

    #[test]
    fn counts_match_oeis_for_1_to_14() {
        for (i, &expected) in A000170.iter().enumerate() {
            assert_eq!(count(i + 1), expected, "N = {}", i + 1);
        }
    }
}
