// Tiny boards solved exactly: Dijkstra's algorithm over (pieces, selected cell, selections used),
// every select and swap an edge of its cost. Up to 6 cells there are at most 720 arrangements x 7
// selected cells x (limit + 1) counts, so the proof of the cheapest answer takes milliseconds.
import type { Selection } from './answer.js';
import { SWAPS, swapCell } from '../../../core/grid.js';
import type { ProconProblem } from './problem.js';

/** Boards of at most this many cells are solved exactly. */
export const EXACT_MAX_CELLS = 6;

const NONE = 7;

/** The cheapest answer, or undefined if the selection limit allows none. The board has at most EXACT_MAX_CELLS cells. */
export function exactAnswer(problem: ProconProblem): Selection[] | undefined {
  const { width, selectLimit, selectCost, swapCost } = problem;
  const size = problem.pieces.length;
  // A state packs the pieces (3 bits each), the selected cell (3 bits) and the selections used.
  const pack = (pieces: readonly number[], at: number, used: number) => (pieces.reduce((code, piece) => code * 8 + piece, 0) * 8 + at) * 32 + used;
  const unpack = (state: number) => {
    const used = state % 32, at = Math.floor(state / 32) % 8;
    let code = Math.floor(state / 256);
    const pieces: number[] = [];
    for (let cell = size - 1; cell >= 0; cell--) { pieces[cell] = code % 8; code = Math.floor(code / 8); }
    return { pieces, at, used };
  };
  const cost = new Map<number, number>(), from = new Map<number, { state: number; move: number }>();
  const buckets: number[][] = [];
  const reach = (state: number, value: number, previous: number, move: number) => {
    if ((cost.get(state) ?? Infinity) <= value) return;
    cost.set(state, value);
    from.set(state, { state: previous, move });
    (buckets[value] ??= []).push(state);
  };
  const start = pack([...problem.pieces], NONE, 0);
  reach(start, 0, start, -1);
  for (let value = 0; value < buckets.length; value++) {
    for (const state of buckets[value] ?? []) {
      if (cost.get(state) !== value) continue;
      const { pieces, at, used } = unpack(state);
      if (pieces.every((target, cell) => target === cell)) return spell(state, start, from);
      if (used < selectLimit) {
        for (let cell = 0; cell < size; cell++) if (cell !== at) reach(pack(pieces, cell, used + 1), value + selectCost, state, 4 + cell);
      }
      if (at === NONE) continue;
      for (let dir = 0; dir < 4; dir++) {
        const to = swapCell(at, dir, width, size / width);
        if (to < 0) continue;
        const next = pieces.slice();
        [next[at], next[to]] = [next[to], next[at]];
        reach(pack(next, to, used), value + swapCost, state, dir);
      }
    }
  }
  return undefined;
}

/** The answer along the `from` links back to the start: moves 0-3 swap, 4 + cell selects. */
function spell(state: number, start: number, from: ReadonlyMap<number, { state: number; move: number }>): Selection[] {
  const moves: number[] = [];
  for (; state !== start; state = from.get(state)!.state) moves.push(from.get(state)!.move);
  const answer: { cell: number; swaps: string }[] = [];
  for (const move of moves.reverse()) {
    if (move >= 4) answer.push({ cell: move - 4, swaps: '' });
    else answer[answer.length - 1].swaps += SWAPS[move];
  }
  return answer;
}
