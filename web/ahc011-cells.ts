// Which tiles the AHC011 view highlights: the pipes that meet, and the components they make. The
// package's largestTree() gives the largest tree's size only; drawing it needs its cells.
import { DOWN, EMPTY, LEFT, RIGHT, UP } from '../src/puzzles/ahc011/index.js';

/** What a cell is part of, for its colour. */
export const CellKind = {
  /** The blank, or a tile joined to no neighbour. */
  Alone: 0,
  /** A tile of the largest tree (the score's S). */
  LargestTree: 1,
  /** A tile of another tree: joined to a neighbour, but not the largest. */
  OtherTree: 2,
  /** A tile of a component with a cycle, which the score never counts. */
  Cycle: 3,
} as const;

export interface TreeCells {
  /** Tiles in the largest tree: 0 when no tile is a tree (only on a board of blank). */
  readonly size: number;
  /** A {@link CellKind} per cell. */
  readonly kinds: Uint8Array;
  /** Per cell, the mask of its pipe ends that meet a neighbour's end. */
  readonly joined: Uint8Array;
}

/**
 * The components of matching pipe ends on an N x N board. Of two largest trees of one size the one
 * reached first in reading order is highlighted, so the choice is the same on every frame.
 */
export function treeCells(n: number, tiles: ArrayLike<number>): TreeCells {
  const cells = n * n;
  const parent = Int32Array.from({ length: cells }, (_, i) => i);
  const find = (cell: number): number => {
    while (parent[cell] !== cell) cell = parent[cell] = parent[parent[cell]];
    return cell;
  };
  const edges = new Int32Array(cells);
  const joined = new Uint8Array(cells);
  const join = (a: number, b: number, aEnd: number, bEnd: number) => {
    joined[a] |= aEnd;
    joined[b] |= bEnd;
    const ra = find(a), rb = find(b);
    if (ra === rb) edges[ra]++;
    else { parent[ra] = rb; edges[rb] += edges[ra] + 1; }
  };
  for (let cell = 0; cell < cells; cell++) {
    if (cell % n + 1 < n && tiles[cell] & RIGHT && tiles[cell + 1] & LEFT) join(cell, cell + 1, RIGHT, LEFT);
    if (cell + n < cells && tiles[cell] & DOWN && tiles[cell + n] & UP) join(cell, cell + n, DOWN, UP);
  }
  const sizes = new Int32Array(cells);
  for (let cell = 0; cell < cells; cell++) if (tiles[cell] !== EMPTY) sizes[find(cell)]++;
  // A component is a tree when it has one edge fewer than tiles (the blank joins nothing).
  const isTree = (root: number) => sizes[root] > 0 && edges[root] === sizes[root] - 1;
  let largest = -1;
  for (let cell = 0; cell < cells; cell++) {
    const root = find(cell);
    if (isTree(root) && (largest < 0 || sizes[root] > sizes[largest])) largest = root;
  }
  const kinds = new Uint8Array(cells);
  for (let cell = 0; cell < cells; cell++) {
    const root = find(cell);
    if (tiles[cell] === EMPTY) kinds[cell] = CellKind.Alone;
    else if (root === largest) kinds[cell] = CellKind.LargestTree;
    else if (!isTree(root)) kinds[cell] = CellKind.Cycle;
    else kinds[cell] = sizes[root] > 1 ? CellKind.OtherTree : CellKind.Alone;
  }
  return { size: largest < 0 ? 0 : sizes[largest], kinds, joined };
}
