// The contest's score, exactly as the statement defines it: the largest connected component of
// matching pipe ends that has no cycle, over N^2 - 1 tiles; a spanning tree scores by its moves.
import { InputError } from '../../core/input-error.js';
import { quote } from '../../core/quote.js';
import { type Board, replay } from '../../engine/index.js';
import { DOWN, EMPTY, RIGHT, type TreeInput, UP, LEFT } from './tiles.js';

/** What an answer scores. */
export interface TreeScore {
  /** The contest's points: up to 500,000 by the largest tree, 500,000 to 1,000,000 for a full one. */
  readonly score: number;
  /** Moves used (K). */
  readonly moves: number;
  /** Tiles in the largest tree (S). */
  readonly treeSize: number;
  /** Whether that tree spans every tile (S = N^2 - 1). */
  readonly fullTree: boolean;
}

/** The tiles as a board the engine's replay and searches read (pipe masks as codes, alike tiles repeated). */
export function tileBoard(n: number, tiles: ArrayLike<number>): Board {
  return { width: n, height: n, cells: Uint16Array.from(tiles) };
}

/**
 * The size of the largest component with no cycle: tiles joined where two neighbours' pipe ends meet.
 * @param n the side
 * @param tiles N * N pipe masks in reading order, 0 the blank
 */
export function largestTree(n: number, tiles: ArrayLike<number>): number {
  const parent = Int32Array.from({ length: n * n }, (_, i) => i);
  const find = (cell: number): number => {
    while (parent[cell] !== cell) cell = parent[cell] = parent[parent[cell]];
    return cell;
  };
  const edges = new Int32Array(n * n);
  const join = (a: number, b: number) => {
    const ra = find(a), rb = find(b);
    if (ra !== rb) { parent[ra] = rb; edges[rb] += edges[ra] + 1; } else edges[ra]++;
  };
  for (let cell = 0; cell < n * n; cell++) {
    const x = cell % n;
    if (x + 1 < n && tiles[cell] & RIGHT && tiles[cell + 1] & LEFT) join(cell, cell + 1);
    if (cell + n < n * n && tiles[cell] & DOWN && tiles[cell + n] & UP) join(cell, cell + n);
  }
  const size = new Int32Array(n * n);
  for (let cell = 0; cell < n * n; cell++) if (tiles[cell] !== EMPTY) size[find(cell)]++;
  let best = 0;
  for (let root = 0; root < n * n; root++) {
    if (parent[root] === root && size[root] > 0 && edges[root] === size[root] - 1) best = Math.max(best, size[root]);
  }
  return best;
}

/** The points for a board reached with `moves` moves (the statement's formula, rounded half away from 0). */
export function scoreOf(input: TreeInput, tiles: ArrayLike<number>, moves: number): TreeScore {
  const all = input.n * input.n - 1;
  const treeSize = largestTree(input.n, tiles);
  const fullTree = treeSize === all;
  const score = Math.round(fullTree ? 500000 * (2 - moves / input.maxMoves) : 500000 * treeSize / all);
  return { score, moves, treeSize, fullTree };
}

/**
 * Scores an output: one line of moves of the blank (`L U R D`; empty is no move).
 * @throws {@link InputError} for a malformed output (more than one line, a letter that is not a
 * move), more than T moves, or a move off the board
 */
export function scoreAnswer(input: TreeInput, output: string): TreeScore {
  const lines = output.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length > 1) throw new InputError(`the output has ${lines.length} lines; it must be one line of moves`);
  const moves = (lines[0] ?? '').trim();
  const bad = /[^LURD]/.exec(moves);
  if (bad) throw new InputError(`move ${bad.index + 1} ${quote(bad[0])} is not one of L, U, R, D`);
  if (moves.length > input.maxMoves) throw new InputError(`${moves.length} moves are more than T = ${input.maxMoves}`);
  const end = replay(tileBoard(input.n, input.tiles), moves);
  return scoreOf(input, end.cells, moves.length);
}
