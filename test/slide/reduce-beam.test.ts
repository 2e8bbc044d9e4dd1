// Reduction two lines at a time by beams (strategy/reduce-beam.ts), checked by replay.
import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/puzzles/slide/board/board.js';
import { devquizGoal } from '../../src/puzzles/slide/board/goal.js';
import { checkSolution, replay } from '../../src/puzzles/slide/board/moves.js';
import { shuffled } from '../../src/puzzles/slide/batch/generate.js';
import { createEngine } from '../../src/puzzles/slide/engine/create-engine.js';
import { Playing } from '../../src/puzzles/slide/strategy/push-tile.js';
import { beamLines } from '../../src/puzzles/slide/strategy/reduce-beam.js';
import { type ReduceOptions, nextLine, reduceLines } from '../../src/puzzles/slide/strategy/reduce.js';
import { freeze } from '../../src/puzzles/slide/strategy/partial-goal.js';
import { seededRandom } from '../../src/core/random.js';

const square = (side: number): Board => devquizGoal({ width: side, height: side, cells: new Uint16Array(side * side) });

const options = (beamWidth: number): ReduceOptions => ({
  stepNodes: 5_000_000, restSide: 4, beamWidth, beamStallDepths: 60,
  farFirst: { stepNodes: 5_000_000, restNodes: 1_000_000, endgameNodes: 10_000_000, endgameCells: 18, undoLevels: 1 },
});

describe('the reduction by beams', () => {
  it('brings two lines of a shuffled 10 x 10 board home at once, by moves that replay', async () => {
    const engine = await createEngine('wasm');
    const goal = square(10);
    const start = shuffled(goal, seededRandom(5));
    const first = nextLine(goal).cells;
    const second = nextLine(freeze(goal, first)).cells;
    const play = new Playing(start);
    expect(await beamLines(engine, play, goal, [...first, ...second], { width: 500, stallDepths: 60 }, {})).toBe(true);
    for (const cell of [...first, ...second]) expect(play.cells[cell]).toBe(goal.cells[cell]);
    expect([...replay(start, play.moves).cells]).toEqual([...play.cells]);
  });

  it('solves shuffled 8 x 8 and 12 x 12 boards in fewer moves than pushing tiles one by one', async () => {
    const engine = await createEngine('wasm');
    for (const [side, seed] of [[8, 1], [12, 2], [12, 3]]) {
      const goal = square(side);
      const start = shuffled(goal, seededRandom(seed));
      const byBeams = await reduceLines(engine, start, goal, {}, options(1000));
      const byTiles = await reduceLines(engine, start, goal, {}, options(0));
      expect(checkSolution(start, goal, byBeams!)).toBeUndefined();
      expect(checkSolution(start, goal, byTiles!)).toBeUndefined();
      expect(byBeams!.length).toBeLessThan(byTiles!.length);
    }
  }, 60_000);
});
