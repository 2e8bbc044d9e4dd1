// Words and numbers for the page.
import type { SolveResult } from '../src/browser/index.js';

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
