// Exact budget selection for small batches: depth-first branch and bound over the problems, each
// taking one of its options or none, pruned by an optimistic bound (every remaining problem
// solved with its shortest option) against the best selection found so far.
import type { Budget } from './problem-file.js';
import { type Usage, addTo, covers, totalMoves } from './move-counts.js';
import { NONE, type Options, type Score, isBetter, scoreOf } from './selection-basics.js';

/**
 * The best pick (most solved, then fewest moves) at least as good as `incumbent`, or undefined
 * when more than `nodeLimit` search nodes would be needed to prove it.
 */
export function exactSelection(options: Options, budget: Budget, order: readonly (readonly number[])[],
  incumbent: readonly number[], nodeLimit: number): number[] | undefined {
  const n = options.length;
  const shortestAfter = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    const shortest = Math.min(...options[i].map(totalMoves));
    shortestAfter[i] = shortestAfter[i + 1] + (Number.isFinite(shortest) ? shortest : 0);
  }
  let best = [...incumbent];
  let bestScore: Score = scoreOf(options, best);
  const pick = new Array<number>(n).fill(NONE);
  const left: Usage = [...budget];
  let nodes = 0;

  const visit = (i: number, solved: number, moves: number): boolean => {
    if (++nodes > nodeLimit) return false;
    if (i === n) {
      const score = { solved, moves };
      if (isBetter(score, bestScore)) { best = [...pick]; bestScore = score; }
      return true;
    }
    const mostSolved = solved + n - i;
    if (mostSolved < bestScore.solved) return true;
    if (mostSolved === bestScore.solved && moves + shortestAfter[i] >= bestScore.moves) return true;
    for (const k of order[i]) {
      const counts = options[i][k];
      if (!covers(counts, left)) continue;
      addTo(left, counts, -1);
      pick[i] = k;
      const finished = visit(i + 1, solved + 1, moves + totalMoves(counts));
      addTo(left, counts);
      if (!finished) return false;
    }
    pick[i] = NONE;
    return visit(i + 1, solved, moves);
  };
  return visit(0, 0, 0) ? best : undefined;
}
