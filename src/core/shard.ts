// One list of work over many machines: shard K of N takes the items whose index (0-based, in file
// order) is K modulo N, as a Kubernetes Indexed Job's JOB_COMPLETION_INDEX or a Slurm array's
// SLURM_ARRAY_TASK_ID numbers the tasks from 0 (a DevQuiz batch's problems, a proof's jobs).
import { InputError } from './input-error.js';
import { quote } from './quote.js';

export interface Shard {
  /** This shard, from 0 to count - 1. */
  readonly index: number;
  /** How many shards the batch is cut into. */
  readonly count: number;
}

/** Reads `K/N` (0 <= K < N). */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]), count = Number(match?.[2]);
  if (!match || count < 1 || index >= count) throw new InputError(`expected a shard as K/N with 0 <= K < N, got ${quote(text)}`);
  return { index, count };
}

export function formatShard(shard: Shard): string {
  return `${shard.index}/${shard.count}`;
}

/** The problem indices of `shard` among `problems` problems. */
export function shardIndices(shard: Shard, problems: number): number[] {
  const indices: number[] = [];
  for (let index = shard.index; index < problems; index += shard.count) indices.push(index);
  return indices;
}
