// Which tile goes to which target cell: per mask, a min-cost matching of the tiles to the cells
// that ask for it, on their distances (the Hungarian method, Kuhn 1955, in its O(n^3) potentials
// form); then the permutation's parity is fixed by trading the targets of two alike tiles, so the
// board can reach the target at all.
import { permutationParity } from '../../core/permutation.js';

/**
 * The assignment of rows to columns that minimises the total cost of a square matrix.
 * @param cost `cost[row][column]`, n x n
 * @returns for each row, its column
 */
export function minCostAssignment(cost: readonly (readonly number[])[]): number[] {
  const n = cost.length;
  const u = new Float64Array(n + 1), v = new Float64Array(n + 1);
  const owner = new Int32Array(n + 1), way = new Int32Array(n + 1);
  for (let row = 1; row <= n; row++) {
    owner[0] = row;
    let column = 0;
    const least = new Float64Array(n + 1).fill(Infinity), used = new Uint8Array(n + 1);
    do {
      used[column] = 1;
      const r = owner[column];
      let delta = Infinity, next = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const reduced = cost[r - 1][j - 1] - u[r] - v[j];
        if (reduced < least[j]) { least[j] = reduced; way[j] = column; }
        if (least[j] < delta) { delta = least[j]; next = j; }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) { u[owner[j]] += delta; v[j] -= delta; } else least[j] -= delta;
      }
      column = next;
    } while (owner[column] !== 0);
    do {
      const previous = way[column];
      owner[column] = owner[previous];
      column = previous;
    } while (column !== 0);
  }
  const columnOf = new Array<number>(n);
  for (let j = 1; j <= n; j++) columnOf[owner[j] - 1] = j - 1;
  return columnOf;
}

/**
 * Targets for the tiles of a board: each tile at `cells[i]` gets a cell whose target mask is its
 * own, the total distance least, and the permutation (blank included) even with the blank's
 * distance, which a sliding puzzle needs (Johnson & Story 1879).
 * @param tiles the masks on the board, 0 the blank
 * @param target the masks asked for, 0 at the blank's target cell
 * @param cells the cells taking part (the others are fixed and left out)
 * @param distance the distance between two cells (its parity decides reachability)
 * @param cost what sending a tile from one cell to another costs the matching; default the distance
 * @returns target cell by board cell (for the cells taking part), or undefined when the masks'
 * counts differ, or the parity is wrong and no two alike tiles can trade
 */
export function assignTargets(tiles: ArrayLike<number>, target: ArrayLike<number>, cells: readonly number[], distance: (a: number, b: number) => number, cost = distance): Map<number, number> | undefined {
  const targetOf = new Map<number, number>();
  const byMask = new Map<number, { from: number[]; to: number[] }>();
  const group = (mask: number) => byMask.get(mask) ?? byMask.set(mask, { from: [], to: [] }).get(mask)!;
  for (const cell of cells) { group(tiles[cell]).from.push(cell); group(target[cell]).to.push(cell); }
  for (const { from, to } of byMask.values()) {
    if (from.length !== to.length) return undefined;
    minCostAssignment(from.map((a) => to.map((b) => cost(a, b)))).forEach((j, i) => targetOf.set(from[i], to[j]));
  }
  const blank = cells.find((cell) => tiles[cell] === 0)!;
  if (permutationParity(targetOf.keys(), (cell) => targetOf.get(cell)!) !== distance(blank, targetOf.get(blank)!) % 2) {
    // Trade the targets of the two alike tiles that costs least.
    let best: [number, number] | undefined, bestCost = Infinity;
    for (const { from } of byMask.values()) {
      if (tiles[from[0]] === 0) continue;
      for (let i = 0; i < from.length; i++) for (let j = i + 1; j < from.length; j++) {
        const [a, b] = [from[i], from[j]], [ta, tb] = [targetOf.get(a)!, targetOf.get(b)!];
        const extra = cost(a, tb) + cost(b, ta) - cost(a, ta) - cost(b, tb);
        if (extra < bestCost) { bestCost = extra; best = [a, b]; }
      }
    }
    if (!best) return undefined;
    const [a, b] = best, ta = targetOf.get(a)!;
    targetOf.set(a, targetOf.get(b)!);
    targetOf.set(b, ta);
  }
  return targetOf;
}
