// Lines brought home by beam search rather than tile by tile: the Procon 25 champion filled large
// boards from a corner inward by beams (University of Tokyo, 2014), and the 13th-place AHC011 entry
// treats the tiles not being placed as alike. Here the tiles of the lines keep codes of their own,
// every other tile shares one code that costs nothing, so boards that differ only in those tiles
// are one board to the beam's duplicate check: the blank's wanderings among them merge instead of
// filling the beam, and the beam keeps room for the detours that the lines' last tiles need. Moving
// the lines' tiles together pays: on random 16 x 16 boards two lines at a time took about a third
// fewer moves than pushing tiles one by one (one line at a time gained less, three or four stalled
// more often).
import type { Board } from '../board/board.js';
import { homeDistances } from '../board/distance.js';
import { BLANK, WALL } from '../board/symbols.js';
import type { Engine, SearchProblem } from '../search/engine.js';
import { heuristicTable, searchProblem } from '../search/problem.js';
import type { Limits } from '../../core/limits.js';
import { type BeamOptions, beamSearch } from './beam.js';
import type { Playing } from './push-tile.js';

/**
 * Plays on `play` a beam's way toward the board where every cell of `cells` holds its tile of
 * `goal`; if the beam stalls, its way to the nearest board it saw (the caller places what is left).
 * @returns whether every tile of `cells` is home
 */
export async function beamLines(engine: Engine, play: Playing, goal: Board, cells: readonly number[], options: BeamOptions, limits: Limits): Promise<boolean> {
  const found = await beamSearch(engine, linesProblem(play.board, goal, cells), options, limits);
  play.play(found.moves ?? found.closest ?? '');
  return found.moves !== undefined;
}

/**
 * The lines' search problem: the tiles of `goal` on `cells` each with a code of its own and its
 * distance home, every other tile one code that costs nothing, so that h is 0 once the lines' tiles
 * are home, wherever the others are.
 */
export function linesProblem(board: Board, goal: Board, cells: readonly number[]): SearchProblem {
  const codes = new Map(cells.map((cell, i) => [goal.cells[cell], i + 1]));
  const alike = cells.length + 1;
  const view = (code: number) => (code === BLANK || code === WALL ? code : codes.get(code) ?? alike);
  const viewed: Board = { ...board, cells: board.cells.map(view) };
  const target: Board = { ...goal, cells: goal.cells.map((code) => (code === WALL ? WALL : BLANK)) };
  cells.forEach((cell, i) => (target.cells[cell] = i + 1));
  return searchProblem(viewed, heuristicTable(viewed, homeDistances(target)));
}
