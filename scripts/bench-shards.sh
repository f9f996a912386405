#!/usr/bin/env bash
# Shards of Presets/ split by name hash and by estimated cost — a report, not a test: `make bench`
# runs it.
#
#   For each split (--balance hash, --balance cost) and N = 4, renders every shard I = 1…4 one
#   after another (`batch Presets --shard I/4 --force -j 1`, each into a folder of its own) and
#   prints each shard's wall seconds, the largest over the mean, and the dry run's estimated cost
#   spread beside it. Target: with --balance cost the slowest shard within 1.25× of the mean.
#   -j 1 measures each shard's work alone (a CI job would use its own cores).
# Usage: scripts/bench-shards.sh   (BENCH_SHARD_SCALE=1 by default: --scale; 3 is full size)
set -euo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C
NAME=bench-shards
source scripts/bench-common.sh
scale=${BENCH_SHARD_SCALE:-1}

echo "shards of Presets/ (N = 4, --scale $scale, -j 1): wall seconds per shard"
for balance in hash cost; do
  times=()
  for index in 1 2 3 4; do
    times+=("$(wall "$BIN" batch Presets --shard "$index/4" --balance "$balance" --scale "$scale" \
                 --force -j 1 -o "$work/$balance-$index")")
  done
  estimate=$("$BIN" batch Presets --shard 1/4 --balance "$balance" --scale "$scale" --dry-run -o "$work/none" 2>/dev/null \
             | sed -n 's/.*(largest \/ mean: \(.*\))$/\1/p')
  printf '%s\n' "${times[@]}" | awk -v balance="$balance" -v estimate="$estimate" '
    { t[NR] = $1; sum += $1; if ($1 > max) max = $1 }
    END {
      mean = sum / NR; spread = max / mean
      printf "  --balance %-4s  %s / %s / %s / %s s   slowest / mean %.2f (estimated %s)   %s\n",
             balance, t[1], t[2], t[3], t[4], spread, estimate,
             balance == "cost" ? (spread <= 1.25 ? "ok (target <= 1.25)" : "ABOVE TARGET (1.25)") : "(no target)"
    }'
done
