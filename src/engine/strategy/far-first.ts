// FarFirst decomposition, as the DevQuiz 2011 C++ IDA* write-up does it. Mark the open cell farthest
// from the blank's home, then every cell left with three sides blocked (wall or marked): a dead end
// that must be filled together.
// Bring the marked cells' tiles home, freeze them into walls, and repeat until the rest of the board
// is small enough for plain IDA*. A marked chain of three or more cells is usually a one-stroke path
// that a distance heuristic cannot fill directly (tiles must first back out), so it is filled through
// intermediate goals: the longest run already in place is extended tile by tile past the tail exit,
// then past the head exit, and the whole sequence finally shifted into place.
import type { Board } from '../board/board.js';
import { bfsDistances } from '../board/distance.js';
import { openNeighbours, reachable, reachableAround } from '../board/grid.js';
import { replay } from '../board/moves.js';
import { solvability } from '../board/solvability.js';
import { BLANK, WALL } from '../board/symbols.js';
import type { Engine, SearchProblem } from '../search/engine.js';
import { searchOptimal } from './optimal.js';
import { type Targets, freeze, partialProblem } from './partial-goal.js';
import { routeTargets } from './route-tile.js';
import type { Limits } from '../../core/limits.js';
import { runSearch } from './run-search.js';

/** FarFirst's budgets; the portfolio's options hold their defaults (portfolio-options.ts). */
export interface FarFirstOptions {
  /** Node budget of each partial goal; a region whose goals exceed it is tried another way. */
  readonly stepNodes: number;
  /** Node budget of each try at solving the rest of the board outright. */
  readonly restNodes: number;
  /**
   * A rest of at most this many open cells is tried with pattern databases (quick to build on so
   * few cells) and `endgameNodes`: freezing more regions there can leave a rest that no partial
   * goal can fill (a cut cell that tiles cannot pass).
   */
  readonly endgameCells: number;
  /** Node budget of the endgame's search. */
  readonly endgameNodes: number;
  /** How many freezes may be undone, at most, when the rest they leave cannot be filled. */
  readonly undoLevels: number;
}

/** An answer built region by region (moves undefined if a region cannot be filled), and the nodes spent. */
export async function farFirst(engine: Engine, start: Board, goal: Board, limits: Limits, options: FarFirstOptions): Promise<{ moves?: string; nodes: number }> {
  const { restNodes, stepNodes, endgameCells, endgameNodes, undoLevels } = options;
  let board = start, target = goal, moves = '', nodes = 0;
  const search = async (problem: SearchProblem, nodeLimit?: number) => {
    const outcome = await runSearch(engine, problem, { ...limits, nodeLimit });
    nodes += outcome.nodes;
    return outcome;
  };
  /** Plays the partial goals in turn from `from`; the moves, or undefined if one of them fails. */
  const reach = async (from: Board, steps: readonly Targets[]) => {
    let at = from, path = '';
    for (const step of steps) {
      const placed = await search(partialProblem(at, step), stepNodes);
      const moves = placed.status === 'found' ? placed.moves : await routeTargets(at, step, limits);
      if (moves === undefined) return undefined;
      path += moves;
      at = replay(at, moves);
    }
    return path;
  };
  /** The moves that fill `region`, leaving a rest not proven unsolvable once the region is frozen. */
  const fill = async (from: Board, to: Board, region: readonly number[]) => {
    for (const plan of fillPlans(from, to, region)) {
      const filled = await reach(from, plan);
      if (filled === undefined) continue;
      if (solvability(freeze(replay(from, filled), region), freeze(to, region)).kind !== 'unsolvable') return filled;
    }
    return undefined;
  };
  // The regions filled so far, each with the board before it was frozen and the moves up to then:
  // a freeze may leave a rest that cannot be solved (a cut cell that tiles cannot pass, a parity
  // that only tiles already frozen could fix), and then the last freezes are undone, one at a
  // time, and their regions filled together with the one that failed.
  const frozen: { board: Board; target: Board; region: readonly number[]; moves: string }[] = [];
  for (;;) {
    let region = markRegion(board, target);
    const open = countOpen(board);
    // Bounded even when the region is all the rest: a rest cut up by the freezes may be unsolvable.
    const nodeLimit = open <= endgameCells ? endgameNodes : restNodes;
    const rest = await searchOptimal(engine, board, target, open <= endgameCells ? 'pdb' : 'manhattan', { ...limits, nodeLimit });
    nodes += rest.nodes;
    if (rest.status === 'found') return { moves: moves + rest.moves, nodes };
    if (rest.status === 'timeout' || rest.status === 'aborted') return { nodes };
    // 'limit': every bound was searched, so this rest has no solution at all.
    let filled = rest.status === 'budget' ? await fill(board, target, region) : undefined;
    for (let undone = 0; filled === undefined && undone < undoLevels && frozen.length > 0; undone++) {
      const last = frozen.pop()!;
      region = [...last.region, ...region];
      ({ board, target, moves } = last);
      filled = await fill(board, target, region);
    }
    if (filled === undefined) return { nodes };
    frozen.push({ board, target, region, moves });
    moves += filled;
    board = freeze(replay(board, filled), region);
    target = freeze(target, region);
  }
}

/** Partial goals that place a region's tiles one at a time, farthest from the blank's home first. */
export function oneByOne(board: Board, goal: Board, region: readonly number[]): Targets[] {
  const distance = bfsDistances(board, goal.cells.indexOf(BLANK));
  const order = [...region].sort((a, b) => distance[b] - distance[a]);
  return order.map((_, k) => new Map(order.slice(0, k + 1).map((cell) => [goal.cells[cell], cell])));
}

/**
 * The farthest open cell from the blank's home, then what that closes off (never that home): dead
 * ends, and pockets that the freeze cuts off behind one cell. A tile cannot pass a cut cell
 * (Wilson's theorem on puzzles on graphs: the blank cannot get round it), so once the region is
 * frozen a pocket keeps the tiles it holds; it must be filled with the region, not after. A pocket is
 * the smaller side of the cut, away from the blank's home; parts of the board behind a cut cell
 * before any freeze are left alone, as their tiles are already theirs.
 */
export function markRegion(board: Board, goal: Board): number[] {
  const blankHome = goal.cells.indexOf(BLANK);
  const distance = bfsDistances(board, blankHome);
  let far = -1;
  board.cells.forEach((code, cell) => {
    if (code !== WALL && cell !== blankHome && (far < 0 || distance[cell] > distance[far])) far = cell;
  });
  if (far < 0) return [];
  const marked = new Set([far]);
  const free = (cell: number) => board.cells[cell] !== WALL && cell !== blankHome && !marked.has(cell);
  const cells = [...board.cells.keys()];
  // What the blank's home keeps with one cell cut and nothing frozen depends on the walls alone.
  const keptUnfrozen = new Map<number, Uint8Array>();
  const inside = (order: readonly number[]) => {
    const mask = new Uint8Array(cells.length);
    for (const cell of order) mask[cell] = 1;
    return mask;
  };
  for (let size = 0; size < marked.size;) {
    size = marked.size;
    for (const cell of cells) {
      if (free(cell) && openNeighbours(board, cell).filter((n) => !marked.has(n)).length <= 1) marked.add(cell);
    }
    const blocked = new Uint8Array(cells.length);
    for (const cell of marked) blocked[cell] = 1;
    for (const cut of cells.filter(free)) {
      blocked[cut] = 1;
      const keptOrder = reachableAround(board, blankHome, blocked);
      blocked[cut] = 0;
      const kept = inside(keptOrder);
      if (!keptUnfrozen.has(cut)) keptUnfrozen.set(cut, inside(reachable(board, blankHome, new Set([cut]))));
      const before = keptUnfrozen.get(cut)!;
      const pocket = cells.filter((cell) => cell !== cut && free(cell) && kept[cell] === 0 && before[cell] === 1);
      if (pocket.length < keptOrder.length) for (const cell of pocket) { marked.add(cell); blocked[cell] = 1; }
    }
  }
  return [...marked];
}

/**
 * The ways to fill `region`, each a list of partial goals, to be tried in turn: one goal for a region
 * that is not a simple path with an exit at each end; the intermediate goals of a chain (see
 * chainSteps) for a path of three or more cells, and for a pair after one goal, since a pair between
 * two exits may have to enter from one side together; then the tiles one by one, for rings (three
 * cells of a 2x2 block) that defeat a chain's goals. Last, for a region that is no path but joins two
 * exits (a loop of the board with a 2x2 bulge, say), its longest path between them is filled as a
 * chain once the cells off that path are filled: tiles held on both sides of a loop leave no way
 * round it, so the tiles must come in along it.
 */
export function fillPlans(board: Board, goal: Board, region: readonly number[]): Targets[][] {
  const targets = (cells: readonly number[]) => new Map(cells.map((cell) => [goal.cells[cell], cell]));
  const whole = [targets(region)];
  const line = region.length >= 2 ? chainLine(board, region) : undefined;
  if (!line) return [whole, oneByOne(board, goal, region)];
  const chain = chainSteps(board, line.slice(1, -1).map((cell) => goal.cells[cell]), line);
  if (line.length === region.length + 2) return [...(region.length === 2 ? [whole, chain] : [chain]), oneByOne(board, goal, region)];
  const sides = targets(region.filter((cell) => !line.includes(cell)));
  return [whole, oneByOne(board, goal, region), [sides, ...chain.map((step) => new Map([...sides, ...step]))]];
}

/**
 * The longest path c0..c(m-1), m >= 2, through the region's cells with an open cell outside the
 * region next to c0 and another next to c(m-1), returned as the line [headExit, c0, ..., c(m-1),
 * tailExit]; undefined when there is none. It covers the whole region when the region is such a path.
 */
export function chainLine(board: Board, region: readonly number[]): number[] | undefined {
  const inRegion = new Set(region);
  const exits = (cell: number) => openNeighbours(board, cell).filter((n) => !inRegion.has(n));
  let best: number[] | undefined;
  let budget = 100_000; // simple paths grow exponentially with the region; these are the first found
  const extend = (path: number[], head: number) => {
    if (--budget < 0) return;
    const last = path[path.length - 1];
    const tail = exits(last).find((n) => n !== head);
    if (tail !== undefined && path.length >= 2 && (!best || path.length + 2 > best.length)) best = [head, ...path, tail];
    for (const next of openNeighbours(board, last)) {
      if (inRegion.has(next) && !path.includes(next)) extend([...path, next], head);
    }
  };
  for (const cell of region) {
    const head = exits(cell)[0];
    if (head !== undefined) extend([cell], head);
  }
  return best;
}

/**
 * Intermediate goals for the chain laid on `line` = [headExit, c0, ..., c(m-1), tailExit], where
 * tiles[k] must end on c(k).
 */
export function chainSteps(board: Board, tiles: readonly number[], line: readonly number[]): Targets[] {
  const m = tiles.length;
  const place = (first: number, last: number, offset: number): Targets =>
    new Map(tiles.slice(first, last + 1).map((tile, k) => [tile, line[offset + k]]));
  let [a, b] = longestRun(board, tiles, line);
  const steps: Targets[] = [];
  if (b < a) { a = b = m - 1; steps.push(place(a, b, m + 1)); } // nothing in place: start at the tail exit
  for (; b < m - 1; b++) steps.push(place(a, b + 1, m + 1 - (b + 1 - a))); // grow the tail past its exit
  for (; a > 0; a--) steps.push(place(a - 1, b, 0)); // grow the head from its exit
  steps.push(place(0, m - 1, 1)); // shift the whole chain home
  return steps;
}

/** The longest run tiles[a..b] standing on consecutive cells of `line`, as [a, b] (b < a if none). */
function longestRun(board: Board, tiles: readonly number[], line: readonly number[]): [number, number] {
  let best: [number, number] = [0, -1];
  for (let p = 0; p < line.length; p++) {
    const a = tiles.indexOf(board.cells[line[p]]);
    if (a < 0) continue;
    let b = a;
    while (b + 1 < tiles.length && p + (b + 1 - a) < line.length && board.cells[line[p + b + 1 - a]] === tiles[b + 1]) b++;
    if (b - a > best[1] - best[0]) best = [a, b];
  }
  return best;
}

function countOpen(board: Board): number {
  return board.cells.filter((code) => code !== WALL).length;
}
