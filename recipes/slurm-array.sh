#!/bin/sh
# One batch as a Slurm job array: task K of N solves shard K/N. Submit with
#   sbatch --array=0-2 --export=ALL,PROBLEMS=problems.txt,OUT=out recipes/slurm-array.sh
# and merge once every task is done:
#   sbatch --dependency=afterok:<job id> --wrap 'slidepuzzle merge problems.txt out/candidates-*.jsonl -o out/answers.txt'
#SBATCH --job-name=slidepuzzle
#SBATCH --cpus-per-task=2
#SBATCH --time=00:15:00
set -eu
mkdir -p "$OUT"
slidepuzzle batch "$PROBLEMS" --shard "$SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT" \
  --workers "${SLURM_CPUS_PER_TASK:-2}" --deadline "${DEADLINE:-10m}" \
  --candidates "$OUT/candidates-$SLURM_ARRAY_TASK_ID.jsonl" -o "$OUT/answers-$SLURM_ARRAY_TASK_ID.txt"
