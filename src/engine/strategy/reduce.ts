// Row and column reduction, the classic way to solve large sliding puzzles (the 13th-place AHC011
// entry reduces its boards the same way before its last search). The outer row or column of the
// rest that lies farthest from the blank's home, and the next one, are brought home together by a
// beam (reduce-beam.ts), any tile it left tile by tile (push-tile.ts), then frozen into walls as
// FarFirst freezes its regions, and so on until the rest is small enough for FarFirst
// (far-first.ts: partial goals searched by IDA*) to finish. The last two tiles of a line cannot go
// home one after the other (the second would have to pass the first), so they are first parked side
// by side and then turned home together.
import type { Board } from '../board/board.js';
import { openNeighbours, reachable } from '../board/grid.js';
import { BLANK, WALL } from '../board/symbols.js';
import type { Engine } from '../search/engine.js';
import { type Limits, shareOfTimeLeft, timeLeft } from '../../core/limits.js';
import { paced } from '../../core/pacer.js';
import { type FarFirstOptions, farFirst } from './far-first.js';
import { freeze, partialProblem } from './partial-goal.js';
import { Playing } from './push-tile.js';
import { beamLines } from './reduce-beam.js';
import { runSearch } from './run-search.js';

/** Reduction's budgets; the portfolio's options hold their defaults (portfolio-options.ts). */
export interface ReduceOptions {
  /** Node budget of the IDA* that takes over a step where pushing a tile finds no way. */
  readonly stepNodes: number;
  /** A rest at most this many rows and columns is left to FarFirst. */
  readonly restSide: number;
  /** FarFirst's budgets for that rest. */
  readonly farFirst: FarFirstOptions;
  /** Width of the beam that brings two lines home at once (reduce-beam.ts); 0 pushes tiles only. */
  readonly beamWidth: number;
  /** Depths without progress after which that beam has stalled. */
  readonly beamStallDepths: number;
}

/** The rows and columns of the board that still hold open cells of `goal`. */
interface Box { top: number; bottom: number; left: number; right: number }

function openBox(goal: Board): Box {
  const box = { top: Infinity, bottom: -Infinity, left: Infinity, right: -Infinity };
  goal.cells.forEach((code, cell) => {
    if (code === WALL) return;
    const x = cell % goal.width, y = (cell - x) / goal.width;
    box.top = Math.min(box.top, y); box.bottom = Math.max(box.bottom, y);
    box.left = Math.min(box.left, x); box.right = Math.max(box.right, x);
  });
  return box;
}

/**
 * The next line to reduce, as its open cells in placing order (the end nearer the blank's home
 * last), and the step from a cell of the line into the rest. The longer side of the rest is
 * shortened, from the edge farther from the blank's home.
 */
export function nextLine(goal: Board): { cells: number[]; inward: number } {
  const { width } = goal;
  const box = openBox(goal);
  const blankHome = goal.cells.indexOf(BLANK);
  const blankX = blankHome % width, blankY = (blankHome - blankX) / width;
  const byRow = box.bottom - box.top >= box.right - box.left;
  let cells: number[], inward: number;
  if (byRow) {
    const y = blankY - box.top >= box.bottom - blankY ? box.top : box.bottom;
    inward = y === box.top ? width : -width;
    cells = [];
    for (let x = box.left; x <= box.right; x++) cells.push(y * width + x);
    if (blankX - box.left < box.right - blankX) cells.reverse();
  } else {
    const x = blankX - box.left >= box.right - blankX ? box.left : box.right;
    inward = x === box.left ? 1 : -1;
    cells = [];
    for (let y = box.top; y <= box.bottom; y++) cells.push(y * width + x);
    if (blankY - box.top < box.bottom - blankY) cells.reverse();
  }
  return { cells: cells.filter((cell) => goal.cells[cell] !== WALL), inward };
}

/**
 * Brings a line home: one tile at a time, then the last two parked side by side (the last tile on
 * the second-last cell, the second-last tile inward of it) and turned home together as the blank
 * comes round through the last cell. Where pushing finds no way (the blank shut in a corner, a
 * tile behind a wall), IDA* takes over the step, on a partial goal of the tiles placed so far and
 * the step's own. False when that fails too.
 */
export async function placeLine(engine: Engine, play: Playing, goal: Board, line: readonly number[], inward: number, limits: Limits, stepNodes: number): Promise<boolean> {
  const held = new Set<number>();
  const home = (cell: number) => play.cells[cell] === goal.cells[cell];
  const search = async (cells: readonly number[]) => {
    const targets = new Map([...held, ...cells].map((cell) => [goal.cells[cell], cell]));
    const placed = await runSearch(engine, partialProblem(play.board, targets), { ...limits, nodeLimit: stepNodes });
    if (placed.status === 'found') play.play(placed.moves);
    return placed.status === 'found';
  };
  const m = line.length;
  const paired = m >= 2 && isOpen(goal, line[m - 2], inward) && isOpen(goal, line[m - 1], inward);
  for (const cell of paired ? line.slice(0, m - 2) : line) {
    if (!home(cell) && !play.pushTile(goal.cells[cell], cell, held) && !await search([cell])) return false;
    held.add(cell);
  }
  if (!paired) return true;
  const [near, last] = [line[m - 2], line[m - 1]];
  if (home(near) && home(last)) return true;
  const parked = new Set([...held, near, near + inward]);
  if (play.pushTile(goal.cells[last], near, held) && play.pushTile(goal.cells[near], near + inward, new Set([...held, near])) && play.walkBlank(last, parked)) {
    play.step(near);
    play.step(near + inward);
    return true;
  }
  return search([near, last]);
}

/** Whether the cell inward of `cell` (one step into the rest) is open. */
function isOpen(goal: Board, cell: number, inward: number): boolean {
  const to = cell + inward;
  if (to < 0 || to >= goal.cells.length || goal.cells[to] === WALL) return false;
  // A step along a row must stay on it.
  return Math.abs(inward) !== 1 || Math.floor(to / goal.width) === Math.floor(cell / goal.width);
}

/**
 * Whether freezing `line` would leave the rest a cell that tiles cannot pass or fill: one cut off
 * from the blank's home, or a new dead end (a cell with one open neighbour, whose tile could then
 * never change: the blank that enters must leave the way it came). FarFirst's regions take such
 * cells with the cells that close them; the reduction stops there and leaves the rest to FarFirst.
 */
export function cutsRest(goal: Board, line: readonly number[]): boolean {
  const frozen = freeze(goal, line);
  const blankHome = goal.cells.indexOf(BLANK);
  const open = frozen.cells.filter((code) => code !== WALL).length;
  if (reachable(frozen, blankHome).length !== open) return true;
  return frozen.cells.some((code, cell) => code !== WALL && cell !== blankHome
    && openNeighbours(frozen, cell).length <= 1 && openNeighbours(goal, cell).length > 1);
}

/**
 * The lines' beam ranks a board whose blank touches none of the lines' tiles still off home one
 * higher (Engine.beam's idle cost): the tiles outside the lines look alike to it, so the blank's
 * walks among them tie with its work on the lines and filled the beam. In-process, the whale and
 * then this reduction on 14 random 16 x 16 boards: the reduction took 28,700 moves with it against
 * 29,518 without (2.8% fewer, 58 a board, fewer on 13 of the 14); a cost of 2 took 28,810, and
 * the cost as a tie-break alone (the distances doubled, or more, under it) 28,996.
 */
const LINES_IDLE_COST = 1;

/**
 * The share of the reduction's time that its beams may take. Past it, lines are pushed tile by tile
 * (a whole 16 x 16 board in about half a second), so that a reduction short of time still ends with
 * an answer: beams left to run to the deadline would leave a whale round with none, and a 16 x 16
 * board under a 5 s limit would fall back to the reduction tile by tile, about 9,500 moves.
 */
const BEAM_SHARE = 0.75;

/** Lines reduced together: the beam's block (reduce-beam.ts says why two). */
const BLOCK_LINES = 2;

/**
 * The next lines to reduce, up to BLOCK_LINES: none once the rest is at most `restSide` each way,
 * or when freezing the next line would cut the rest (FarFirst's regions are made for that).
 */
function nextBlock(goal: Board, restSide: number): { cells: number[]; inward: number }[] {
  const block = [];
  for (let target = goal; block.length < BLOCK_LINES;) {
    const box = openBox(target);
    if (box.bottom - box.top < restSide && box.right - box.left < restSide) break;
    const line = nextLine(target);
    if (cutsRest(target, line.cells)) break;
    block.push(line);
    target = freeze(target, line.cells);
  }
  return block;
}

/**
 * An answer built line by line, two lines at a time: a beam brings both home at once (or near),
 * then each line is finished tile by tile, then frozen; then FarFirst on the rest. A line that
 * cannot be placed (walls can make dead ends that a line's order cannot fill) leaves the rest to
 * FarFirst too, whose regions are made for them. Undefined when FarFirst finds no answer or the
 * limits stop it.
 */
export async function reduceLines(engine: Engine, start: Board, goal: Board, limits: Limits, options: ReduceOptions): Promise<string | undefined> {
  let play = new Playing(start), target = goal;
  const beamLimits = shareOfTimeLeft(limits, BEAM_SHARE);
  reducing: for (;;) {
    await paced();
    if (!timeLeft(limits)) return undefined;
    const block = nextBlock(target, options.restSide);
    if (block.length === 0) break;
    if (options.beamWidth > 0 && timeLeft(beamLimits)) {
      const beam = { width: options.beamWidth, stallDepths: options.beamStallDepths, idleCost: LINES_IDLE_COST };
      await beamLines(engine, play, target, block.flatMap((line) => line.cells), beam, beamLimits);
    }
    for (const { cells, inward } of block) {
      // Walls can make a dead end of the line's last cells (their tiles could never pass the ones
      // held): the line is then tried from its other end, from the board before it.
      const before = play;
      play = new Playing(before.board, before.moves);
      if (!await placeLine(engine, play, target, cells, inward, limits, options.stepNodes)) {
        play = new Playing(before.board, before.moves);
        if (!await placeLine(engine, play, target, [...cells].reverse(), inward, limits, options.stepNodes)) {
          play = before;
          break reducing;
        }
      }
      play = new Playing(freeze(play.board, cells), play.moves);
      target = freeze(target, cells);
    }
  }
  const rest = await farFirst(engine, play.board, target, limits, options.farFirst);
  return rest.moves === undefined ? undefined : play.moves + rest.moves;
}
