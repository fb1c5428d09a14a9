/* Seed 001's iterative N-Queens loop in plain C, for comparing with the Rust step engine.
 * It counts what the engine reports (places, conflicts, backtracks, solutions) instead of
 * printing. Build: gcc -O2 -o seed001_loop seed001_loop.c ; run: ./seed001_loop 13 */
#include <stdio.h>
#include <stdlib.h>

static int X[40];

static int place(int k) {
    for (int i = 1; i < k; i++)
        if (X[i] == X[k] || abs(X[i] - X[k]) == abs(i - k))
            return 0;
    return 1;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 8;
    long long places = 0, conflicts = 0, backtracks = 0, solutions = 0;
    int k = 1;
    X[1] = 0;
    while (k > 0) {
        X[k] = X[k] + 1;
        while (X[k] <= n && !place(k)) {
            conflicts++;
            X[k] = X[k] + 1;
        }
        if (X[k] <= n) {
            places++;
            if (k == n)
                solutions++;
            else {
                k = k + 1;
                X[k] = 0;
            }
        } else {
            backtracks++;
            k = k - 1;
        }
    }
    printf("places: %lld\nconflicts: %lld\nbacktracks: %lld\nsolutions: %lld\n", places,
           conflicts, backtracks, solutions);
    return 0;
}
