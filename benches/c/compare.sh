#!/usr/bin/env bash
# Compares backtrack with plain C builds of the same algorithms, side by side in one run, and
# prints the ratios (backtrack's wall time / C's). Not part of CI. Needs gcc; uses hyperfine
# when it is installed, else its own timing loop (the best of a few runs). Honours
# CARGO_TARGET_DIR. Run from anywhere:
#   benches/c/compare.sh            # engine at N = 13, counter at N = 16
#   RUNS=5 benches/c/compare.sh     # more runs per figure
set -euo pipefail
cd "$(dirname "$0")/../.."
target=${CARGO_TARGET_DIR:-target}
out=$target/c
runs=${RUNS:-3}
mkdir -p "$out"
gcc -O2 -o "$out/seed001_loop" benches/c/seed001_loop.c
gcc -O2 -o "$out/count_mirror" benches/c/count_mirror.c
cargo build --release --quiet
bt=$target/release/backtrack

# The best wall time of $runs runs of a command, in seconds.
best() {
  if command -v hyperfine >/dev/null; then
    hyperfine --warmup 1 --runs "$runs" --export-json "$out/h.json" --style none "$*" >/dev/null
    python3 -c 'import json,sys; print(min(json.load(open(sys.argv[1]))["results"][0]["times"]))' "$out/h.json"
    return
  fi
  local best_t=
  "$@" >/dev/null # warm-up
  for _ in $(seq "$runs"); do
    local s e t
    s=$(date +%s%N)
    "$@" >/dev/null
    e=$(date +%s%N)
    t=$(( e - s ))
    if [[ -z $best_t || $t -lt $best_t ]]; then best_t=$t; fi
  done
  awk -v ns="$best_t" 'BEGIN { printf "%.3f\n", ns / 1e9 }'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
echo "best of $runs runs each, in turn"
echo

c=$(best "$out/seed001_loop" 13)
echo "engine, N = 13: C seed 001 loop (no events) ${c} s"
for algo in iterative recursive arrays; do
  t=$(best "$bt" queens -n 13 --stats --algo "$algo")
  echo "  backtrack --stats --algo $algo: ${t} s   ratio $(ratio "$t" "$c")"
done
echo

for n in ${COUNT_N:-16}; do
  c=$(best "$out/count_mirror" "$n")
  echo "counter, N = $n: C single thread with the mirror ${c} s"
  for threads in 1 2; do
    t=$(best "$bt" queens -n "$n" --count --threads "$threads")
    echo "  backtrack --count --threads $threads: ${t} s   ratio $(ratio "$t" "$c")"
  done
done
