#!/usr/bin/env bash
# Compares backtrack with plain C builds of the same algorithms (not part of CI).
# Needs gcc and hyperfine (apt-get install hyperfine). Run from the repository root:
#   benches/c/compare.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
out=target/c
mkdir -p "$out"
gcc -O2 -o "$out/seed001_loop" benches/c/seed001_loop.c
gcc -O2 -o "$out/count_mirror" benches/c/count_mirror.c
cargo build --release --quiet
bt=target/release/backtrack

echo "== seed 001's loop at N = 13: C (no events) vs the step engine (--stats)"
hyperfine --warmup 1 --runs 5 "$out/seed001_loop 13" "$bt queens -n 13 --stats"

for n in 14 15 16 17; do
  echo "== --count at N = $n: C single thread with mirror vs backtrack on 1 and 2 threads"
  hyperfine --warmup 1 --runs 3 "$out/count_mirror $n" \
    "$bt queens -n $n --count --threads 1" "$bt queens -n $n --count --threads 2"
done
