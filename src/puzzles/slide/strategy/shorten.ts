// Post-optimisation of an answer that is not proven optimal: cut loops (a board seen twice), then
// re-solve windows of the path optimally, between the boards at step i and step i + k, and splice in
// any shorter way. Every piece is found by IDA* toward the window's end board as a full goal: with
// distances toward a board inside the path, with a stronger heuristic (the goal's pattern
// databases) toward the goal, which allows longer windows at the end of the path.
import type { Board } from '../board/board.js';
import { homeDistances } from '../board/distance.js';
import { replay } from '../board/moves.js';
import type { Engine, SearchProblem } from '../engine/engine.js';
import { heuristicTable, searchProblem } from '../engine/problem.js';
import { type Limits, timeLeft } from '../../../core/limits.js';
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
  // A board's cells as one character each: a cheap exact key, even for 16 x 16 boards.
  const boards = boardsAlong(start, moves).map((board) => String.fromCharCode(...board.cells));
  const lastSeen = new Map<string, number>();
  boards.forEach((key, i) => lastSeen.set(key, i));
  let out = '';
  for (let i = 0; i < moves.length;) {
    const jump = lastSeen.get(boards[i])!;
    if (jump > i) { i = jump; continue; }
    out += moves[i];
    i++;
  }
  return out;
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
        const shorter = await shortestBetween(boards[i], boards[j], j - i);
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
