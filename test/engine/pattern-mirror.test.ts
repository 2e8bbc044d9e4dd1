// The mirrored lookup reads the databases for the board reflected about the diagonal, with tiles
// renamed to match the goal's reflection: checked against building that reflected board explicitly.
import { describe, expect, it } from 'vitest';
import { type Board, parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import { generateProblems } from '../../src/puzzles/devquiz/generate.js';
import { buildPatternSet } from '../../src/engine/heuristics/pattern-database.js';
import { patternTerm } from '../../src/engine/heuristics/pattern-term.js';
import { blockPartition } from '../../src/engine/heuristics/partition.js';
import { patternProblem } from '../../src/engine/strategy/optimal.js';

const wasm = createEngine('wasm');

/** Tile t on cell (x, y) becomes, on cell (y, x), the tile whose home is the reflection of t's home. */
function reflect(board: Board, goal: Board): Board {
  const n = board.width, cells = new Uint16Array(board.cells.length);
  const home = (tile: number) => goal.cells.indexOf(tile);
  const swap = (cell: number) => (cell % n) * n + Math.floor(cell / n);
  board.cells.forEach((tile, cell) => { cells[swap(cell)] = tile === 0 ? 0 : goal.cells[swap(home(tile))]; });
  return { ...board, cells };
}

describe('the mirrored pattern lookup', () => {
  const goal = defaultGoal(parseBoard('3,3,123456780'));
  const set = buildPatternSet(goal, blockPartition(goal, 4));

  it('is used only when the groups hold every tile and the goal is its own reflection', () => {
    expect(patternTerm(set).lookups).toHaveLength(2);
    expect(patternTerm(buildPatternSet(goal, blockPartition(goal, 4).slice(0, 1))).lookups).toHaveLength(1);
    const walled = defaultGoal(parseBoard('3,3,1=3456780'));
    expect(patternTerm(buildPatternSet(walled, blockPartition(walled, 4))).lookups).toHaveLength(1);
    const wide = defaultGoal(parseBoard('4,2,12345670'));
    expect(patternTerm(buildPatternSet(wide, blockPartition(wide, 4))).lookups).toHaveLength(1);
  });

  it('equals the regular lookup of the reflected board, and h is the larger of the two', () => {
    const term = patternTerm(set);
    const only = (l: number) => ({ ...patternProblem(goal, set), patterns: { ...term, lookups: [term.lookups[l]] } });
    for (const board of generateProblems({ count: 60, seed: 5, minSide: 3, maxSide: 3, maxWalls: 0, walkPerCell: 4 }).map((p) => p.board)) {
      const h = (problem: ReturnType<typeof only>, b: Board) => wasm.search({ ...problem, board: patternProblem(b, set).board }).bound;
      const mirrored = h(only(1), board);
      expect(mirrored).toBe(h(only(0), reflect(board, goal)));
      expect(h(patternProblem(goal, set), board)).toBe(Math.max(mirrored, h(only(0), board)));
    }
  });
});
