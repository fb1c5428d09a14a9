/* A single-thread bitboard N-Queens counter with left/right mirror symmetry, in plain C,
 * for comparing with `backtrack queens --count`. Build: gcc -O2 -o count_mirror count_mirror.c */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long full;
static int last;

static unsigned long long search(int row, unsigned long long cols, unsigned long long diag,
                                 unsigned long long anti) {
    unsigned long long free = ~(cols | diag | anti) & full;
    if (row == last)
        return free != 0; /* n - 1 columns are taken: at most one square is free */
    unsigned long long total = 0;
    while (free) {
        unsigned long long bit = free & -free;
        free ^= bit;
        total += search(row + 1, cols | bit, ((diag | bit) << 1) & full, (anti | bit) >> 1);
    }
    return total;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 8;
    full = (1ULL << n) - 1;
    last = n - 1;
    unsigned long long total = 0;
    if (n == 1) {
        printf("1\n");
        return 0;
    }
    for (int c = 0; c < (n + 1) / 2; c++) {
        unsigned long long bit = 1ULL << c;
        unsigned long long found = search(1, bit, (bit << 1) & full, bit >> 1);
        total += (2 * c + 1 == n) ? found : 2 * found;
    }
    printf("%llu\n", total);
    return 0;
}
