// Exact partial goals for a few tiles (the 13th-place AHC011 entry's idea: tiles not being placed
// are alike). A breadth-first search over the cells of the chosen tiles and of the blank only,
// every other tile "don't care": (open cells)^(tiles + 1) states, searched when that is at most
// 2^23 (three tiles on any board, five on the 13 cells a FarFirst endgame may leave), so it is
// exact and quick.
// FarFirst's partial goals fall back on it when IDA* runs out of nodes: tiles that must go the long
// way round one another are a deep search for IDA*, which counts only their own distances, but a
// small one here.
import type { Board } from '../board/board.js';
import { bfsDistances } from '../board/distance.js';
import { openNeighbours } from '../board/grid.js';
import { moveBetween, replay } from '../board/moves.js';
import { BLANK, WALL } from '../board/symbols.js';
import type { Targets } from './partial-goal.js';
import { type Limits, timeLeft } from '../../core/limits.js';
import { paced } from '../../core/pacer.js';

/** The most states of a joint search: 2^23, 64 MiB of arrays. */
const MAX_STATES = 1 << 23;

/** The states of a joint search for `count` tiles: open cells are numbered, walls left out. */
function stateCount(board: Board, count: number): number {
  return board.cells.filter((code) => code !== WALL).length ** (count + 1);
}

/** States expanded between two looks at the clock (a power of two, less one, as a mask). */
const CHECK_EVERY = (1 << 12) - 1;

/**
 * The fewest blank moves that bring every tile of `targets` to its cell without moving tiles on
 * `fixed` cells; undefined if there is no way, or the limits stopped it. It yields every few
 * milliseconds. The caller keeps the state count within MAX_STATES.
 */
export async function routeTiles(board: Board, targets: Targets, fixed: ReadonlySet<number> = new Set(), limits: Limits = {}): Promise<string | undefined> {
  const open = [...board.cells.keys()].filter((cell) => board.cells[cell] !== WALL);
  const index = new Map(open.map((cell, i) => [cell, i]));
  const size = open.length;
  const tiles = [...targets.keys()];
  const at = (cell: number) => index.get(cell)!;
  const goal = encode(size, 0, tiles.map((tile) => at(targets.get(tile)!)));
  const start = encode(size, at(board.cells.indexOf(BLANK)), tiles.map((tile) => at(board.cells.indexOf(tile))));
  const states = stateCount(board, tiles.length);
  const parent = new Int32Array(states).fill(-1);
  parent[start] = start;
  const queue = new Int32Array(states);
  let tail = 0;
  queue[tail++] = start;
  for (let head = 0; head < tail; head++) {
    if ((head & CHECK_EVERY) === 0) {
      await paced();
      if (!timeLeft(limits)) return undefined;
    }
    const current = queue[head];
    if (Math.floor(current / size) === Math.floor(goal / size)) return pathTo(current, parent, (state) => open[state % size]);
    const blank = current % size;
    const cells = decode(size, current, tiles.length);
    for (const cell of openNeighbours(board, open[blank])) {
      if (fixed.has(cell)) continue;
      const next = at(cell);
      const child = encode(size, next, cells.map((c) => (c === next ? blank : c)));
      if (parent[child] >= 0) continue;
      parent[child] = current;
      queue[tail++] = child;
    }
  }
  return undefined;
}

/**
 * A partial goal reached exactly (routeTiles) when its joint search fits MAX_STATES; otherwise
 * its misplaced tiles routed home one at a time, in the goal's order. Each search moves along the
 * goal's tiles already home nearest to the cell (as many as the joint search holds: they are the
 * ones that may have to step aside, as the last tile of a row needs its neighbours to) and holds the
 * others still. Undefined if that finds no way.
 */
export async function routeTargets(board: Board, targets: Targets, limits: Limits = {}): Promise<string | undefined> {
  if (stateCount(board, targets.size) <= MAX_STATES) return routeTiles(board, targets, new Set(), limits);
  let at = board, path = '';
  for (const [tile, cell] of targets) {
    if (at.cells[cell] === tile) continue;
    const distance = bfsDistances(at, cell);
    const home = [...targets].filter(([t, c]) => at.cells[c] === t).sort(([, a], [, b]) => distance[a] - distance[b]);
    let helpers = 0;
    while (helpers < home.length && stateCount(at, helpers + 2) <= MAX_STATES) helpers++;
    const moves = await routeTiles(at, new Map([[tile, cell], ...home.slice(0, helpers)]), new Set(home.slice(helpers).map(([, c]) => c)), limits);
    if (moves === undefined) return undefined;
    path += moves;
    at = replay(at, moves);
  }
  return path;
}

/** A state: the blank's cell, then each tile's cell, as digits in base `size` (blank lowest). */
function encode(size: number, blank: number, cells: readonly number[]): number {
  let state = 0;
  for (let i = cells.length - 1; i >= 0; i--) state = state * size + cells[i];
  return state * size + blank;
}

function decode(size: number, state: number, count: number): number[] {
  const cells: number[] = [];
  state = Math.floor(state / size);
  for (let i = 0; i < count; i++, state = Math.floor(state / size)) cells.push(state % size);
  return cells;
}

/** The blank's moves from the start state to `state`, read off the blank's cells along the parents. */
function pathTo(state: number, parent: Int32Array, blankCell: (state: number) => number): string {
  const moves: string[] = [];
  for (; parent[state] !== state; state = parent[state]) moves.push(moveBetween(blankCell(parent[state]), blankCell(state)));
  return moves.reverse().join('');
}
