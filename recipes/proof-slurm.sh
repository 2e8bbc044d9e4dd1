#!/bin/sh
# One proof of optimality as Slurm job arrays, an iteration at a time: task K of N runs part K/N of
# the iteration's job file (JOBS) on its CPUs and writes OUT/results-K.jsonl. A driver loop:
#   slidepuzzle proof split BOARD -o out/jobs-0.jsonl > out/answer.txt; i=0
#   while [ ! -s out/answer.txt ]; do
#     sbatch --wait --array=0-7 --export=ALL,JOBS=out/jobs-$i.jsonl,OUT=out/$i recipes/proof-slurm.sh
#     slidepuzzle proof merge out/jobs-$i.jsonl out/$i/results-*.jsonl -o out/jobs-$((i + 1)).jsonl > out/answer.txt
#     i=$((i + 1))
#   done
# A task that fails or is requeued resumes from its results file: rerun the array, then merge.
#SBATCH --job-name=slidepuzzle-proof
#SBATCH --cpus-per-task=2
#SBATCH --time=01:00:00
set -eu
mkdir -p "$OUT"
slidepuzzle proof run "$JOBS" --part "$SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT" \
  --threads "${SLURM_CPUS_PER_TASK:-2}" -o "$OUT/results-$SLURM_ARRAY_TASK_ID.jsonl"
