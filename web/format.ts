// Words and numbers for the page.
import type { ProconSolveResult, SolveResult, TreeSolveResult } from '../src/browser/index.js';

export const count = (n: number) => n.toLocaleString('en-US');
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

/** One sentence for each kind of result. */
export function describeResult(result: SolveResult): string {
  switch (result.status) {
    case 'solved':
      return `Solved in ${plural(result.moves.length, 'move')} (${result.optimal ? 'proven optimal' : 'not proven optimal'}), `
        + `${count(result.nodes)} nodes in ${seconds(result.ms)} with ${result.engine}.`;
    case 'unsolvable': return `Unsolvable: ${result.reason}`;
    case 'invalid': return `Bad input: ${result.reason}`;
    case 'timeout': return `No answer within the time limit: ${count(result.nodes)} nodes in ${seconds(result.ms)}, bound ${result.lowerBound}.`;
    case 'aborted': return `Cancelled after ${count(result.nodes)} nodes in ${seconds(result.ms)}.`;
  }
}

/**
 * The page's status and sentence for each way an AHC011 solve ends. solveTree() calls its best
 * answer `solved` whatever its tree; the page tells apart a spanning tree (`solved`), a partial one
 * at the time limit (`timeout`) and an answer kept on a cancel (`aborted`).
 * @param cancelled whether the page's own signal stopped the solve
 */
export function describeTreeOutcome(outcome: TreeSolveResult, tiles: number, cancelled: boolean): { status: string; text: string } {
  if (outcome.status === 'invalid') return { status: 'invalid', text: `Bad input: ${outcome.reason}` };
  const search = `${plural(outcome.attempts, 'target')} tried in ${seconds(outcome.ms)}`;
  if (outcome.status === 'aborted') return { status: 'aborted', text: `Cancelled before any answer; ${search}.` };
  const { score } = outcome;
  const answer = `${score.fullTree ? `a full tree of ${count(tiles)} tiles` : `a largest tree of ${count(score.treeSize)} of ${count(tiles)} tiles`} `
    + `in ${plural(score.moves, 'move')}, score ${count(score.score)}`;
  if (cancelled) return { status: 'aborted', text: `Cancelled; the best answer so far makes ${answer}; ${search}.` };
  if (!score.fullTree) return { status: 'timeout', text: `No full tree within the time limit; the best answer makes ${answer}; ${search}.` };
  return { status: 'solved', text: `Solved: ${answer}; ${search}.` };
}

/** One sentence for each way a Procon solve ends. */
export function describeProconOutcome(outcome: ProconSolveResult): string {
  switch (outcome.status) {
    case 'solved': {
      const { cost, selections, swaps } = outcome.score;
      return `Solved at cost ${count(cost)}: ${plural(selections, 'selection')} and ${plural(swaps, 'swap')} `
        + `(${outcome.optimal ? 'proven cheapest' : 'not proven cheapest'}), in ${seconds(outcome.ms)}.`;
    }
    case 'unsolvable': return `Unsolvable: ${outcome.reason}`;
    case 'invalid': return `Bad input: ${outcome.reason}`;
    case 'timeout': return `No answer within the time limit (${seconds(outcome.ms)}).`;
    case 'aborted': return `Cancelled after ${seconds(outcome.ms)}.`;
  }
}
