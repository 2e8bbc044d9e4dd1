// Reduction two lines at a time by beams (strategy/reduce-beam.ts), checked by replay.
import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/engine/board/board.js';
import { devquizGoal } from '../../src/engine/board/goal.js';
import { checkSolution, replay } from '../../src/engine/board/moves.js';
import { shuffled } from '../../src/engine/scramble.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import { Playing } from '../../src/engine/strategy/push-tile.js';
import { beamLines } from '../../src/engine/strategy/reduce-beam.js';
import { type ReduceOptions, nextLine, reduceLines } from '../../src/engine/strategy/reduce.js';
import { freeze } from '../../src/engine/strategy/partial-goal.js';
import { beamSearch } from '../../src/engine/strategy/beam.js';
import { optimalProblem } from '../../src/engine/strategy/optimal.js';
import { homeDistances } from '../../src/engine/board/distance.js';
import { seededRandom } from '../../src/core/random.js';

const square = (side: number): Board => devquizGoal({ width: side, height: side, cells: new Uint16Array(side * side) });

/** Every tile's distance from its home in `goal`. */
const distanceSum = (board: Board, goal: Board) => {
  const distances = homeDistances(goal);
  return [...board.cells].reduce((sum, tile, cell) => sum + (distances.get(tile)?.[cell] ?? 0), 0);
};

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

  it('keeps the way to the closest board a beam saw when its deadline stops it', async () => {
    const engine = await createEngine('wasm');
    const goal = square(16);
    const start = shuffled(goal, seededRandom(7));
    // Far too wide to end in 300 ms; its first depths take no time.
    const found = await beamSearch(engine, optimalProblem(start, goal, 'manhattan'), { width: 50_000, stallDepths: 60 }, { deadline: performance.now() + 300 });
    expect(found.moves).toBeUndefined();
    expect(found.closest!.length).toBeGreaterThan(0);
    expect(distanceSum(replay(start, found.closest!), goal)).toBeLessThan(distanceSum(start, goal));
  });

  it('ends with an answer in time when its beams run out of their share of the time, by pushing tiles', async () => {
    const engine = await createEngine('wasm');
    const goal = square(12);
    const start = shuffled(goal, seededRandom(4));
    // Beams this wide take seconds a block: the reduction must push the rest to end by the deadline.
    const deadline = performance.now() + 4000;
    const moves = await reduceLines(engine, start, goal, { deadline }, options(100_000));
    expect(performance.now()).toBeLessThan(deadline);
    expect(checkSolution(start, goal, moves!)).toBeUndefined();
  }, 30_000);
});
