// Words and numbers for the page.
import type { ProconSolveOutcome, SolveResult, TreeSolveOutcome } from '../src/browser/index.js';

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
    case 'timeout': return `No answer within the time limit: ${count(result.nodes)} nodes in ${seconds(result.ms)}, bound ${result.bound}.`;
    case 'aborted': return `Cancelled after ${count(result.nodes)} nodes in ${seconds(result.ms)}.`;
  }
}

/** One sentence for each way an AHC011 solve ends. */
export function describeTreeOutcome(outcome: TreeSolveOutcome, tiles: number): string {
  if (outcome.status === 'invalid') return `Bad input: ${outcome.reason}`;
  const { score, attempts, ms } = outcome;
  const answer = `${score.fullTree ? `a full tree of ${count(tiles)} tiles` : `a largest tree of ${count(score.treeSize)} of ${count(tiles)} tiles`} `
    + `in ${plural(score.moves, 'move')}, score ${count(score.score)}`;
  const search = `${plural(attempts, 'target')} tried in ${seconds(ms)}`;
  switch (outcome.status) {
    case 'solved': return `Solved: ${answer}; ${search}.`;
    case 'timeout': return `No full tree within the time limit; the best answer makes ${answer}; ${search}.`;
    case 'aborted': return `Cancelled; the best answer so far makes ${answer}; ${search}.`;
  }
}

/** One sentence for each way a Procon solve ends. */
export function describeProconOutcome(outcome: ProconSolveOutcome): string {
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
