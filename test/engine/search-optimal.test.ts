// searchOptimal: 'auto' ends easy boards during its linear-conflict warm-up without building
// anything, builds the databases for hard ones, and a build stops at the deadline or the signal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProgressMeter } from '../../src/core/limits.js';
import { parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { checkSolution } from '../../src/engine/board/moves.js';
import { acquireEngine, releaseEngine } from '../../src/engine/search/engine-pool.js';
import { forgetPatternSets, cachedPatternSet } from '../../src/engine/heuristics/pattern-cache.js';
import { patternPartition } from '../../src/engine/heuristics/partition.js';
import { optimalProblem, searchOptimal } from '../../src/engine/strategy/optimal.js';
import { runToEnd } from '../../src/engine/strategy/run-search.js';

const engine = acquireEngine('wasm');
const easy = parseBoard('5,5,12345678=ABCDEFGHIJKLM0NO');
// Linear conflicts need about 37 M nodes here, more than the warm-up's 23 M; the databases 18 M.
const hard = parseBoard('5,5,6735F12A4EB0C89GHMNILDJOK');

describe('searchOptimal', () => {
  // No disk cache: each test decides what is built.
  const previous = process.env.SLIDEPUZZLE_CACHE_DIR;
  beforeAll(() => { process.env.SLIDEPUZZLE_CACHE_DIR = 'off'; });
  afterAll(() => { process.env.SLIDEPUZZLE_CACHE_DIR = previous; });

  it("'auto' solves an easy board during the warm-up, building nothing", async () => {
    forgetPatternSets();
    const goal = defaultGoal(easy);
    const outcome = await searchOptimal(engine, easy, goal, 'auto');
    expect(outcome.status).toBe('found');
    if (outcome.status === 'found') expect(checkSolution(easy, goal, outcome.moves)).toBeUndefined();
    expect(cachedPatternSet(goal, patternPartition(goal))).toBeUndefined();
  });

  it("'auto' builds the databases for a hard board, and the answer is still optimal", async () => {
    forgetPatternSets();
    const goal = defaultGoal(hard);
    const progress: number[] = [];
    const outcome = await searchOptimal(engine, hard, goal, 'auto', { meter: new ProgressMeter((p) => progress.push(p.nodes)) });
    expect(cachedPatternSet(goal, patternPartition(goal))).toBeDefined();
    expect(outcome.status).toBe('found');
    if (outcome.status !== 'found') return;
    expect(checkSolution(hard, goal, outcome.moves)).toBeUndefined();
    expect(outcome.moves.length).toBe(runToEnd(engine, optimalProblem(hard, goal, 'pdb')).moves.length);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(outcome.nodes).toBeGreaterThanOrEqual(progress[progress.length - 1]);
  });

  it('a build stops at the deadline or the signal, with the right status', async () => {
    const goal = defaultGoal(hard);
    forgetPatternSets();
    expect(await searchOptimal(engine, hard, goal, 'pdb', { deadline: performance.now() })).toMatchObject({ status: 'timeout' });
    expect(await searchOptimal(engine, hard, goal, 'pdb', { signal: AbortSignal.abort() })).toMatchObject({ status: 'aborted' });
    expect(cachedPatternSet(goal, patternPartition(goal))).toBeUndefined();
  });
});

describe('the engine pool', () => {
  it('hands out an engine to one user at a time, and takes it back', () => {
    const a = acquireEngine('wasm'), b = acquireEngine('wasm');
    expect(a).not.toBe(b);
    releaseEngine(a);
    expect(acquireEngine('wasm')).toBe(a);
    releaseEngine(a);
    releaseEngine(b);
    releaseEngine(engine);
  });
});
