#!/bin/sh
# One batch cut into shards on one machine with GNU parallel, then merged.
# Usage: recipes/parallel.sh PROBLEMS OUT_DIR [SHARDS] [DEADLINE]
# Each shard runs on one worker thread, SHARDS at a time (default: one per core).
set -eu
problems=$1 out=$2 shards=${3:-$(nproc)} deadline=${4:-10m}
mkdir -p "$out"
seq 0 $((shards - 1)) | parallel --halt now,fail=1 \
  slidepuzzle batch "$problems" --shard "{}/$shards" --workers 1 --deadline "$deadline" \
  --candidates "$out/candidates-{}.jsonl" -o "$out/answers-{}.txt"
slidepuzzle merge "$problems" "$out"/candidates-*.jsonl -o "$out/answers.txt"
