// Draws an AHC011 board as pipes in an SVG: each tile a square with a line from its centre to each
// side in its mask, the blank left empty, the largest tree in green and any cycle in red. The SVG
// is redrawn whole on every frame: at most 256 tiles, well under a millisecond.
import { DOWN, LEFT, RIGHT, UP } from '../src/puzzles/ahc011/index.js';
import { CellKind, type TreeCells, treeCells } from './ahc011-cells.js';

/** The gap around a tile, in cells: joined pipes cross it, so a connection reads at a glance. */
const GAP = 0.05;
/** Where a pipe end that meets nothing stops, short of the tile's edge: a stub, not a connection. */
const STUB = 0.3;
const HUB_RADIUS = 0.12;

const KIND_CLASS: Record<number, string> = {
  [CellKind.Alone]: 'alone',
  [CellKind.LargestTree]: 'tree',
  [CellKind.OtherTree]: 'joined',
  [CellKind.Cycle]: 'cycle',
};

/** Each side's pipe end, as the offset of the cell's edge from its centre. */
const ENDS: readonly { readonly bit: number; readonly dx: number; readonly dy: number }[] = [
  { bit: LEFT, dx: -1, dy: 0 },
  { bit: UP, dx: 0, dy: -1 },
  { bit: RIGHT, dx: 1, dy: 0 },
  { bit: DOWN, dx: 0, dy: 1 },
];

const round = (value: number) => Math.round(value * 1000) / 1000;

export class TreeView {
  constructor(private readonly root: SVGSVGElement) {}

  /** Draws the board and returns its components, so the page shows the same tree it highlights. */
  show(n: number, tiles: ArrayLike<number>): TreeCells {
    const cells = treeCells(n, tiles);
    const parts: string[] = [];
    for (let cell = 0; cell < n * n; cell++) {
      const mask = tiles[cell];
      if (mask === 0) continue; // the blank: the board shows through
      const x = cell % n, y = Math.floor(cell / n);
      const cx = x + 0.5, cy = y + 0.5;
      let path = '';
      for (const { bit, dx, dy } of ENDS) {
        if (!(mask & bit)) continue;
        // A joined end runs to the cell's edge, into its neighbour's; one that meets nothing stops short.
        const reach = cells.joined[cell] & bit ? 0.5 : STUB;
        path += `M${cx} ${cy}L${round(cx + dx * reach)} ${round(cy + dy * reach)}`;
      }
      parts.push(`<g class="tile ${KIND_CLASS[cells.kinds[cell]]}">`
        + `<rect x="${x + GAP}" y="${y + GAP}" width="${1 - 2 * GAP}" height="${1 - 2 * GAP}" rx="0.12"/>`
        + `<path d="${path}"/><circle cx="${cx}" cy="${cy}" r="${HUB_RADIUS}"/></g>`);
    }
    this.root.setAttribute('viewBox', `0 0 ${n} ${n}`);
    this.root.innerHTML = parts.join('');
    // What is on screen, for tests and for people: the tiles as hex digits, and the tree's size.
    this.root.dataset.tiles = Array.from(tiles, (mask) => mask.toString(16)).join('');
    this.root.dataset.treeSize = String(cells.size);
    this.root.dataset.full = String(cells.size === n * n - 1);
    this.root.setAttribute('aria-label', `${n} x ${n} board: the largest tree joins ${cells.size} of ${n * n - 1} tiles`);
    return cells;
  }
}
