// Moving one tile far across a big board, the way people do: the tile walks a shortest path of
// cells, and before each step the blank goes round (by breadth-first search, never through the
// tile or the cells held still) to the cell the tile steps into. Linear in the board per step, so a
// 16 x 16 board's 255 tiles take milliseconds, where IDA* over a partial goal would search
// exponentially in the blank's detours (its heuristic counts the tile's distance only).
import type { Board } from '../board/board.js';
import { UNREACHABLE, bfsDistances } from '../board/distance.js';
import { openNeighbours } from '../board/grid.js';
import { moveBetween } from '../board/moves.js';
import { BLANK } from '../board/symbols.js';
import { freeze } from './partial-goal.js';

/** A board being played on: its cells change in place, the moves so far are kept. */
export class Playing {
  readonly cells: Uint16Array;
  blank: number;

  /** @param moves the moves that led to `start`, kept at the front of the moves played here */
  constructor(readonly start: Board, public moves = '') {
    this.cells = start.cells.slice();
    this.blank = this.cells.indexOf(BLANK);
  }

  get board(): Board {
    return { width: this.start.width, height: this.start.height, cells: this.cells };
  }

  /** Moves the blank to the neighbouring cell `to`. */
  step(to: number): void {
    this.moves += moveBetween(this.blank, to);
    this.cells[this.blank] = this.cells[to];
    this.cells[to] = BLANK;
    this.blank = to;
  }

  /** Plays moves already checked elsewhere (an engine's answer from this board). */
  play(moves: string): void {
    const width = this.start.width;
    for (const move of moves) this.step(this.blank + (move === 'L' ? -1 : move === 'R' ? 1 : move === 'U' ? -width : width));
  }

  /**
   * Walks the blank to `to` by a shortest way that avoids the cells in `held`; false if there is none.
   */
  walkBlank(to: number, held: ReadonlySet<number>): boolean {
    if (this.blank === to) return true;
    const distance = bfsDistances(freeze(this.board, held), to);
    if (distance[this.blank] >= UNREACHABLE || held.has(this.blank)) return false;
    while (this.blank !== to) {
      const next = openNeighbours(this.board, this.blank).find((cell) => !held.has(cell) && distance[cell] === distance[this.blank] - 1);
      if (next === undefined) return false;
      this.step(next);
    }
    return true;
  }

  /**
   * Brings `tile` to cell `to` along a shortest path that avoids `held`, the blank going round it
   * before each step; false if the tile or the blank finds no way (moves made so far stay made).
   */
  pushTile(tile: number, to: number, held: ReadonlySet<number>): boolean {
    const path = bfsDistances(freeze(this.board, held), to);
    let at = this.cells.indexOf(tile);
    // A blank shut in by the tile and held cells (a corner of the line being placed) gets out by
    // trading places with the tile; that happens once in a while, never for long.
    let escapes = 4;
    while (at !== to) {
      if (path[at] >= UNREACHABLE) return false;
      // Of the cells one step nearer, the one the blank reaches first.
      const nearer = openNeighbours(this.board, at).filter((cell) => !held.has(cell) && path[cell] === path[at] - 1);
      const around = new Set([...held, at]);
      const blankWay = bfsDistances(freeze(this.board, around), this.blank);
      const next = nearer.sort((a, b) => blankWay[a] - blankWay[b])[0];
      if (next === undefined) return false;
      if (!this.walkBlank(next, around)) {
        if (escapes-- === 0 || !openNeighbours(this.board, at).includes(this.blank)) return false;
        const free = this.blank;
        this.step(at);
        at = free;
        continue;
      }
      this.step(at);
      at = next;
    }
    return true;
  }
}
