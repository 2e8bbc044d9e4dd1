// Solving toward a tree, line by line (as the 13th-place AHC011 entry does): before each row or
// column the rest of the target tree is re-shaped by annealing so that it asks for tiles lying near
// their cells, the tiles are matched to the target's cells, the engine's beam for lines brings it
// and the next one toward their tiles (the Procon 25 champion's corner-inward beams), and its
// reduction brings the line home.
// The last few rows and columns are solved by IDA* with alike tiles as one (their distance is to
// the nearest cell asking for their mask), so any tile of the right mask will do.
import type { Limits } from '../../core/limits.js';
import { timeLeft } from '../../core/limits.js';
import { paced } from '../../core/pacer.js';
import type { Random } from '../../core/random.js';
import { type Board, type Engine, WALL, homeDistances, runSearch } from '../../engine/index.js';
import { Playing, beamLines, freeze, heuristicTable, nextLine, placeLine, searchProblem } from '../../engine/for-puzzles.js';
import { assignTargets } from './assignment.js';
import { type BeamTreeOptions, beamTree } from './beam-tree.js';
import { type TreeShape, aimAt, anneal } from './spanning-tree.js';
import { gridDistance } from '../../core/grid.js';

/** The budgets of one reduction. */
export interface ReduceTreeOptions {
  /** Annealing steps that re-shape the rest of the target before each line. */
  readonly reshapeSteps: number;
  /** A rest of at most this many rows and columns is solved by IDA* with alike tiles. */
  readonly restSide: number;
  /** Node budget of that IDA* (and of a line step that pushing cannot do). */
  readonly searchNodes: number;
  /** Attempts at the rest, each from a newly shaped target, before the reduction gives up. */
  readonly restAttempts: number;
  /**
   * How much more the cells of the line placed next weigh in the re-shaping than the rest's (half
   * as much more in the matching), and those of the line after it too when the line beam runs:
   * 6 and 3 beat 1 (no weight) by about 30,000 points a case, measured with one line.
   */
  readonly lineWeight: number;
  /** A rest of at most `side` rows and columns is tried once by the beam (beam-tree.ts) before reducing on. */
  readonly beam: BeamTreeOptions & { readonly side: number };
  /** The beam that brings each line and the next one toward their tiles before the line is pushed home; width 0 pushes only. */
  readonly lineBeam: BeamTreeOptions;
}

/** The board being solved: tiles as unique codes (the engine's pushes follow one tile), and each code's mask. */
interface Tiles {
  readonly n: number;
  readonly maskOf: Uint8Array;
}

/**
 * Solves `start` toward a spanning tree, starting from the exact tree `target` (masks by cell, 0 at
 * the blank's cell). Returns the moves, or undefined when a step fails or the limits stop it.
 * @param placed cells already holding their target's masks, kept there (the lines a beam placed)
 */
export async function reduceTree(engine: Engine, start: Uint8Array, n: number, target: Uint8Array, random: Random, limits: Limits, options: ReduceTreeOptions, placed: readonly number[] = []): Promise<string | undefined> {
  const size = n * n;
  const codes = new Uint16Array(size);
  const maskOf = new Uint8Array(size);
  let next = 1;
  start.forEach((mask, cell) => { if (mask !== 0) { maskOf[next] = mask; codes[cell] = next++; } });
  const tiles: Tiles = { n, maskOf };
  const shape: TreeShape = { n, masks: target.slice(), free: new Uint8Array(size).fill(1) };
  const targetBlank = target.findIndex((mask) => mask === 0);
  shape.free[targetBlank] = 0;
  for (const cell of placed) shape.free[cell] = 0;
  let play = new Playing(freeze({ width: n, height: n, cells: codes }, placed));
  const frozen = new Set<number>(placed);
  let beamTried = false;
  const distance = (a: number, b: number) => gridDistance(n, a, b);
  for (;;) {
    const rest = [...Array(size).keys()].filter((cell) => !frozen.has(cell));
    if (span(rest, n) <= options.restSide) break;
    await paced();
    if (!timeLeft(limits)) return undefined;
    if (!beamTried && span(rest, n) <= options.beam.side) {
      beamTried = true;
      reshape(shape, play.cells, tiles, options.reshapeSteps, random, [], 1);
      const board = { width: n, height: n, cells: Uint16Array.from(play.cells, (code) => (code === WALL ? WALL : maskOf[code])) };
      const moves = await beamTree(engine, board, shape.masks, limits, options.beam);
      if (moves !== undefined) return play.moves + moves;
    }
    // The next line depends only on the frozen cells and the blank's target cell.
    const { cells: line, inward } = nextLine({ width: n, height: n, cells: Uint16Array.from(play.cells, (code, cell) => (code === WALL ? WALL : cell === targetBlank ? 0 : 1)) });
    const block = options.lineBeam.width > 0 ? [...line, ...followingLine(play.cells, line, targetBlank, n)] : line;
    reshape(shape, play.cells, tiles, options.reshapeSteps, random, block, options.lineWeight);
    // The block's tiles come first: their distances weigh more in the matching too.
    const inBlock = new Set(block);
    const goal = goalBoard(play.board, shape.masks, tiles, rest, distance, (a, b) => distance(a, b) * (inBlock.has(b) ? options.lineWeight / 2 : 1));
    if (!goal) return undefined;
    if (options.lineBeam.width > 0) await beamLines(engine, play, goal, block, options.lineBeam, limits);
    if (!await placeLine(engine, play, goal, line, inward, limits, options.searchNodes)) return undefined;
    for (const cell of line) { frozen.add(cell); shape.free[cell] = 0; }
    play = new Playing(freeze(play.board, line), play.moves);
  }
  for (let attempt = 0; attempt < options.restAttempts; attempt++) {
    if (!timeLeft(limits)) return undefined;
    if (attempt > 0) reshape(shape, play.cells, tiles, options.reshapeSteps, random, [], 1, 2);
    const moves = await solveRest(engine, play.board, shape.masks, tiles, limits, options.searchNodes);
    if (moves !== undefined) return play.moves + moves;
  }
  return undefined;
}

/** The line reduced after `line` (none if the rest would be a single line, which only a `restSide` below 2 allows). */
function followingLine(cells: Uint16Array, line: readonly number[], targetBlank: number, n: number): number[] {
  const left = Uint16Array.from(cells, (code, cell) => (code === WALL || line.includes(cell) ? WALL : cell === targetBlank ? 0 : 1));
  const rest = [...left.keys()].filter((cell) => left[cell] !== WALL);
  return span(rest, n) <= 1 ? [] : nextLine({ width: n, height: n, cells: left }).cells;
}

/** The rows or columns the cells span, whichever are more. */
function span(cells: readonly number[], n: number): number {
  const xs = cells.map((cell) => cell % n), ys = cells.map((cell) => Math.floor(cell / n));
  return Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) + 1;
}

/** The mask of the tile at each cell (frozen cells and the blank 0). */
function masksOn(cells: Uint16Array, tiles: Tiles): Uint8Array {
  return Uint8Array.from(cells, (code) => (code === WALL ? 0 : tiles.maskOf[code]));
}

/**
 * Re-shapes the free part of the target so it asks for tiles near their cells: annealing whose
 * nearness is each cell's distance to the nearest free tile of the mask it asks for, the cells of
 * cells of `line` (the lines placed next) weighing `lineWeight` times as much (they are what the next moves pay for).
 */
function reshape(shape: TreeShape, cells: Uint16Array, tiles: Tiles, steps: number, random: Random, line: readonly number[], lineWeight: number, hot = 1): void {
  const aim = aimAt(tiles.n, masksOn(cells, tiles));
  const size = tiles.n ** 2;
  for (const cell of line) for (let mask = 0; mask < 16; mask++) aim.near[mask * size + cell] *= lineWeight;
  const best = anneal(shape, aim, steps, random, hot, 0.1);
  if (best) shape.masks.set(best.masks);
}

/**
 * The engine's goal for the free cells: each tile's code at the cell matched to it, the
 * blank at the target's blank cell, frozen cells walls. Undefined when the masks cannot match.
 */
function goalBoard(board: Board, target: Uint8Array, tiles: Tiles, rest: readonly number[], distance: (a: number, b: number) => number, cost: (a: number, b: number) => number): Board | undefined {
  const masks = masksOn(board.cells, tiles);
  const targets = assignTargets(masks, target, rest, distance, cost);
  if (!targets) return undefined;
  const cells = new Uint16Array(board.cells.length).fill(WALL);
  for (const [from, to] of targets) cells[to] = board.cells[from];
  return { width: board.width, height: board.height, cells };
}

/** The rest solved by IDA* toward the target's masks, alike tiles as one (homeDistances takes the nearest home). */
async function solveRest(engine: Engine, board: Board, target: Uint8Array, tiles: Tiles, limits: Limits, nodeLimit: number): Promise<string | undefined> {
  const asMasks = (cells: Uint16Array, masks: ArrayLike<number>) => Uint16Array.from(cells, (code, cell) => (code === WALL ? WALL : masks[cell]));
  const start: Board = { ...board, cells: asMasks(board.cells, masksOn(board.cells, tiles)) };
  const goal: Board = { ...board, cells: asMasks(board.cells, target) };
  const outcome = await runSearch(engine, searchProblem(start, heuristicTable(start, homeDistances(goal))), { ...limits, nodeLimit });
  return outcome.status === 'found' ? outcome.moves : undefined;
}
