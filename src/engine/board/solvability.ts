// Cheap proofs of (un)solvability. Every move swaps the blank with a tile, so it flips the parity of
// the permutation and the colour of the blank's cell: the two must agree (the classic parity rule).
// Walls add more: regions cut off from each other, and regions whose shape limits the permutations
// (Wilson 1974: on a 2-connected graph that is not a cycle, a bipartite grid allows exactly the
// even permutations; on a cycle tiles only rotate; on a path they keep their order).
import type { Board } from './board.js';
import { openNeighbours, reachable, reachableAround } from './grid.js';
import { BLANK, WALL, symbolOf } from './symbols.js';
import { peelDeadEnds } from './dead-ends.js';
import { permutationParity } from '../../core/permutation.js';

/**
 * What {@link solvability} could prove: `solvable`, `unsolvable` (with the proof's reason, one
 * line), or `unknown` (no cheap proof either way; a search must tell).
 */
export type Solvability =
  | {
      /** Proven: some sequence of moves reaches the goal. */
      readonly kind: 'solvable';
    }
  | {
      /** Proven: no sequence of moves reaches the goal. */
      readonly kind: 'unsolvable';
      /** Why no sequence of moves reaches the goal, e.g. the parity rule, in one line. */
      readonly reason: string;
    }
  | {
      /** No cheap proof either way. */
      readonly kind: 'unknown';
    };

/** Regions up to this many cells are settled by searching all their states. */
const EXHAUSTIVE_CELLS = 8;

/**
 * Decides whether `goal` can be reached from `start` where a cheap proof exists: tiles walled off
 * from their home, tiles in a region without the blank, the parity rule, rings and corridors
 * (tiles cannot pass each other there), small regions searched exhaustively, and Wilson's theorem
 * for 2-connected regions. `solve` calls it before any search.
 * @param start the start board
 * @param goal the goal, with the start's size, walls and tiles (as {@link parseGoal} checks)
 * @returns the verdict; `unknown` when no proof applies
 */
export function solvability(start: Board, goal: Board): Solvability {
  const home = new Map<number, number>();
  goal.cells.forEach((code, cell) => home.set(code, cell));
  const region = new Int32Array(start.cells.length).fill(-1);
  const regions: number[][] = [];
  start.cells.forEach((code, cell) => {
    if (code === WALL || region[cell] >= 0) return;
    const cells = reachable(start, cell);
    for (const c of cells) region[c] = regions.length;
    regions.push(cells);
  });
  for (let cell = 0; cell < start.cells.length; cell++) {
    const code = start.cells[cell];
    if (code !== WALL && region[cell] !== region[home.get(code)!]) {
      return unsolvable(`${name(code)} at cell ${cell} is walled off from its goal cell ${home.get(code)}`);
    }
  }
  const blankRegion = region[start.cells.indexOf(BLANK)];
  for (const cells of regions) {
    if (region[cells[0]] === blankRegion) continue;
    const stuck = cells.find((c) => start.cells[c] !== goal.cells[c]);
    if (stuck !== undefined) return unsolvable(`${name(start.cells[stuck])} at cell ${stuck} is in a region without the blank, so it can never move`);
  }
  const peeled = peelDeadEnds(start, goal, regions[blankRegion]);
  if (peeled.kind === 'unsolvable') {
    return unsolvable(`${name(peeled.tile)} at cell ${peeled.cell} is in a dead end, which the blank can only leave the way it came in, putting it back, so ${name(peeled.wanted)} can never take its place`);
  }
  return regionSolvability(peeled.start, peeled.goal, peeled.cells);
}

/** The rules for the blank's region, once its dead ends are walled off. */
function regionSolvability(start: Board, goal: Board, cells: number[]): Solvability {
  const home = new Map<number, number>();
  for (const cell of cells) home.set(goal.cells[cell], cell);
  // The permutation taking each cell's content to its goal cell, the blank included.
  if (permutationParity(cells, (cell) => home.get(start.cells[cell])!) !== blankColourChange(start, goal)) {
    return unsolvable('the permutation parity does not match the blank\'s distance to its goal cell (parity rule)');
  }
  const degrees = cells.map((c) => openNeighbours(start, c).length);
  if (cells.length > 2 && degrees.every((d) => d === 2)) return cycleOrder(start, goal, cells);
  if (cells.length <= EXHAUSTIVE_CELLS) return exhaustive(start, goal, cells);
  if (degrees.every((d) => d <= 2)) return pathOrder(start, goal, cells, degrees);
  return isBiconnected(start, cells) ? { kind: 'solvable' } : { kind: 'unknown' };
}

function blankColourChange(start: Board, goal: Board): number {
  const colour = (cell: number) => ((cell % start.width) + Math.floor(cell / start.width)) & 1;
  return colour(start.cells.indexOf(BLANK)) ^ colour(goal.cells.indexOf(BLANK));
}

/** A cycle only rotates its tiles: the cyclic order must be the goal's. */
function cycleOrder(start: Board, goal: Board, cells: number[]): Solvability {
  const ring = walk(start, cells[0]);
  const tiles = (board: Board) => ring.map((c) => board.cells[c]).filter((code) => code !== BLANK).join(',');
  const from = tiles(start), to = tiles(goal);
  return `,${from},${from},`.includes(`,${to},`) ? { kind: 'solvable' } : unsolvable('the region is a ring: its tiles can only rotate, and their order differs from the goal\'s');
}

/** On a path tiles never pass each other: their order must be the goal's. */
function pathOrder(start: Board, goal: Board, cells: number[], degrees: number[]): Solvability {
  const line = walk(start, cells[degrees.indexOf(1)]);
  const tiles = (board: Board) => line.map((c) => board.cells[c]).filter((code) => code !== BLANK).join(',');
  return tiles(start) === tiles(goal) ? { kind: 'solvable' } : unsolvable('the region is a corridor: its tiles can never pass each other, and their order differs from the goal\'s');
}

/** The cells of a path or cycle in order, from `first`. */
function walk(board: Board, first: number): number[] {
  const order = [first];
  for (let prev = -1, cell = first; ;) {
    const next = openNeighbours(board, cell).find((n) => n !== prev && n !== first);
    if (next === undefined || order.includes(next)) return order;
    order.push(next);
    prev = cell;
    cell = next;
  }
}

/** No single cell's removal disconnects the region. */
function isBiconnected(board: Board, cells: number[]): boolean {
  const blocked = new Uint8Array(board.cells.length);
  return cells.every((cut) => {
    const rest = cells.find((c) => c !== cut)!;
    blocked[cut] = 1;
    const kept = reachableAround(board, rest, blocked).length;
    blocked[cut] = 0;
    return kept === cells.length - 1;
  });
}

/** Breadth-first search over every arrangement of a small region. */
function exhaustive(start: Board, goal: Board, cells: number[]): Solvability {
  const key = (board: Uint16Array) => Array.from(cells, (c) => board[c]).join(',');
  const target = key(goal.cells);
  const seen = new Set([key(start.cells)]);
  const queue = [start.cells];
  for (let head = 0; head < queue.length; head++) {
    const board = queue[head];
    if (key(board) === target) return { kind: 'solvable' };
    const blank = board.indexOf(BLANK);
    for (const next of openNeighbours(start, blank)) {
      const moved = board.slice();
      moved[blank] = moved[next];
      moved[next] = BLANK;
      const k = key(moved);
      if (!seen.has(k)) {
        seen.add(k);
        queue.push(moved);
      }
    }
  }
  return unsolvable('no sequence of moves reaches the goal (all arrangements of the blank\'s region searched)');
}

function name(code: number): string {
  return code === BLANK ? 'the blank' : `tile '${symbolOf(code)}'`;
}

function unsolvable(reason: string): Solvability {
  return { kind: 'unsolvable', reason };
}
