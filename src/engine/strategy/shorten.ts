// Post-optimisation of an answer that is not proven optimal: cut loops (a board seen twice), then
// re-solve windows of the path optimally, between the boards at step i and step i + k, and splice in
// any shorter way. Every piece is found by IDA* toward the window's end board as a full goal: with
// distances toward a board inside the path, with a stronger heuristic (the goal's pattern
// databases) toward the goal, which allows longer windows at the end of the path.
import { hashCells } from '../../core/hash.js';
import { gridDistance } from '../../core/grid.js';
import type { Board } from '../board/board.js';
import { homeDistances } from '../board/distance.js';
import { replay } from '../board/moves.js';
import { BLANK, WALL } from '../board/codes.js';
import type { Engine, SearchProblem } from '../search/engine.js';
import { heuristicTable, searchProblem } from '../search/problem.js';
import { type Limits, timeLeft } from '../../core/limits.js';
import { runSearch } from './run-search.js';

export interface WindowOptions {
  /** Window lengths to try, in order. */
  readonly windows: readonly number[];
  /** Node budget of one window's search; a window that needs more is left as it is. */
  readonly windowNodes: number;
}

/** The boards along a path: boards[i] is the board after i moves. */
export function boardsAlong(start: Board, moves: string): Board[] {
  const boards = [start];
  for (const move of moves) boards.push(replay(boards[boards.length - 1], move));
  return boards;
}

/** Removes every loop: when a board recurs, the moves between its visits are dropped. */
export function cutLoops(start: Board, moves: string): string {
  const boards = boardsAlong(start, moves);
  // A hash of each board's cells keys it (a string of its cells cost a second a call on a 16 x 16
  // answer of 5,700 moves); boards of one key are compared whole before a loop is cut, so a
  // collision can only leave a loop in, never cut a path wrong.
  const keys = boards.map(({ cells }) => hashCells(cells));
  const lastSeen = new Map<number, number>();
  keys.forEach((key, i) => lastSeen.set(key, i));
  let out = '';
  for (let i = 0; i < moves.length;) {
    const jump = lastSeen.get(keys[i])!;
    if (jump > i && sameCells(boards[i].cells, boards[jump].cells)) { i = jump; continue; }
    out += moves[i];
    i++;
  }
  return out;
}

function sameCells(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Shortens `moves` (which solve `start`) window by window until no window improves or time is up.
 * Returns the shorter path and the nodes its searches spent.
 */
export async function shortenByWindows(engine: Engine, start: Board, moves: string, options: WindowOptions, limits: Limits = {}): Promise<{ moves: string; nodes: number }> {
  let path = cutLoops(start, moves);
  let nodes = 0;
  const shortestBetween = async (from: Board, to: Board, length: number) => {
    // Every path between two boards has the same parity, so a shorter one has at most length - 2 moves.
    const problem = searchProblem(from, heuristicTable(from, homeDistances(to)), length - 2);
    const outcome = await runSearch(engine, problem, { ...limits, nodeLimit: options.windowNodes });
    nodes += outcome.nodes;
    return outcome.status === 'found' ? outcome.moves : undefined;
  };
  for (const window of options.windows) {
    for (let pass = true; pass;) {
      pass = false;
      let boards = boardsAlong(start, path);
      for (let i = 0; i + 2 <= path.length;) {
        if (!timeLeft(limits)) return { moves: path, nodes };
        const j = Math.min(i + window, path.length);
        // A window whose tiles are as far apart as its length allows has no shorter way: skipped
        // before the search's tables are built (on a 16 x 16 answer, 70% of the windows of 16
        // moves, 49% of 24, 36% of 32), as each table costs as much as a short search.
        const shorter = movesAtLeast(boards[i], boards[j]) > j - i - 2 ? undefined : await shortestBetween(boards[i], boards[j], j - i);
        if (shorter === undefined) {
          i += Math.max(1, window >> 1);
          continue;
        }
        path = cutLoops(start, path.slice(0, i) + shorter + path.slice(j));
        boards = boardsAlong(start, path);
        pass = true;
      }
    }
  }
  return { moves: path, nodes };
}

/**
 * A lower bound of the moves from `from` to `to`: each tile's Manhattan distance to the nearest
 * cell holding its code in `to` (walls only lengthen the way; alike tiles may take any of theirs).
 */
export function movesAtLeast(from: Board, to: Board): number {
  const { width } = to;
  const homes = new Map<number, number[]>();
  to.cells.forEach((code, cell) => {
    if (code === BLANK || code === WALL) return;
    const list = homes.get(code);
    if (list) list.push(cell);
    else homes.set(code, [cell]);
  });
  let sum = 0;
  from.cells.forEach((code, cell) => {
    if (code === BLANK || code === WALL) return;
    let nearest = Infinity;
    for (const home of homes.get(code) ?? []) {
      nearest = Math.min(nearest, gridDistance(width, home, cell));
    }
    if (Number.isFinite(nearest)) sum += nearest;
  });
  return sum;
}

export interface TailOptions {
  /** Tail lengths grow by this many moves. */
  readonly step: number;
  /** Node budget of one tail's search; the first tail that spends it ends the pass. */
  readonly tailNodes: number;
}

/**
 * Re-solves the last k moves of `moves` optimally, for k = step, 2 step, ... up to the whole path:
 * IDA* from the board k moves before the goal, under `towardGoal`'s admissible heuristic, bounded
 * by k - 2 (a shorter way has the same parity). A shorter tail is spliced in and k goes on growing.
 */
export async function shortenTail(engine: Engine, start: Board, moves: string, towardGoal: (from: Board) => SearchProblem, options: TailOptions, limits: Limits = {}): Promise<{ moves: string; nodes: number }> {
  let path = moves, nodes = 0;
  let boards = boardsAlong(start, path);
  for (let k = options.step, whole = false; !whole; k += options.step) {
    const tail = Math.min(k, path.length);
    whole = tail === path.length;
    const outcome = await runSearch(engine, { ...towardGoal(boards[path.length - tail]), maxBound: tail - 2 }, { ...limits, nodeLimit: options.tailNodes });
    nodes += outcome.nodes;
    if (outcome.status === 'found') {
      path = path.slice(0, path.length - tail) + outcome.moves;
      boards = boardsAlong(start, path);
    } else if (outcome.status !== 'limit') break;
  }
  return { moves: path, nodes };
}
