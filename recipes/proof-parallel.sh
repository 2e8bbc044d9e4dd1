#!/bin/sh
# One proof of optimality cut into parts with GNU parallel, an iteration at a time: every part runs
# its share of the iteration's jobs (on this machine, or on the machines of SSHLOGIN), then the
# merge prints the optimal answer or writes the next iteration's job file.
# Usage: recipes/proof-parallel.sh BOARD OUT_DIR [PARTS] [SSHLOGIN]
#   PARTS: parts an iteration is cut into (default: this machine's cores); each runs on one thread.
#   SSHLOGIN: as GNU parallel's --sshlogin takes it, e.g. '2/:,8/user@host' (default ':', this
#   machine). Remote machines need slidepuzzle installed (and `slidepuzzle cache --build 24` run
#   once for the 24-puzzle); OUT_DIR must then be a relative path, as the job files travel there.
# HERE: nodes of the small first iterations that split runs itself (default 20000000, seconds).
# The answer is printed and written to OUT_DIR/answer.txt.
set -eu
board=$1 out=$2 parts=${3:-$(nproc)} logins=${4:-:}
mkdir -p "$out"
slidepuzzle proof split "$board" --here "${HERE:-20000000}" -o "$out/jobs-0.jsonl" > "$out/answer.txt"
i=0
while [ ! -s "$out/answer.txt" ]; do
  jobs="$out/jobs-$i.jsonl"
  seq 0 $((parts - 1)) | parallel --halt now,fail=1 --sshlogin "$logins" \
    --basefile "$jobs" --return "$out/results-$i-{}.jsonl" --cleanup \
    slidepuzzle proof run "$jobs" --part "{}/$parts" --threads 1 -o "$out/results-$i-{}.jsonl" \
    --found-flag "$out/found-$i"
  slidepuzzle proof merge "$jobs" "$out"/results-$i-*.jsonl -o "$out/jobs-$((i + 1)).jsonl" > "$out/answer.txt"
  i=$((i + 1))
done
cat "$out/answer.txt"
