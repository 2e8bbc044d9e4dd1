// One proof across machines (strategy/proof-jobs.ts): job files written and read back, their jobs
// run in any order and any share, and the merge, against breadth-first search's distances on the
// 8-puzzle; a job lost stops the merge, a job run twice changes nothing, a result of another file,
// a hand-edited file and a bound never proven are refused.
import { describe, expect, it } from 'vitest';
import { type Board, parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import { optimalProblem } from '../../src/engine/strategy/optimal.js';
import { engineRunner } from '../../src/engine/strategy/split-search.js';
import { checkSolution } from '../../src/engine/board/moves.js';
import {
  type JobResult, type ProofJobs, firstJobs, formatJobs, formatResult, mergeResults, nextJobs, parseJobs, parseResults, runJobs, runSmallIterations,
} from '../../src/engine/strategy/proof-jobs.js';
import { seededRandom } from '../../src/core/random.js';
import { shuffled } from '../../src/engine/scramble.js';
import { allDistances } from '../helpers/bfs.js';

const goal = defaultGoal(parseBoard('3,3,123456780'));
const distances = new Map(allDistances(goal).map(({ cells, distance }) => [cells.join(','), distance]));
const runners = [engineRunner(createEngine('wasm'), (root) => optimalProblem(root, goal, 'manhattan'))];

/** Every job of `jobs` run, in the order given, through the file formats. */
async function resultsOf(jobs: ProofJobs, order: readonly number[]): Promise<JobResult[]> {
  let text = '';
  await runJobs(parseJobs(formatJobs(jobs)), order, runners, (result) => { text += formatResult(result); });
  return parseResults(text, jobs, 'results.jsonl');
}

/** The proof loop, as the CLI's recipes run it: the jobs of each iteration in reverse order, in two halves. */
async function prove(start: Board, wanted: number): Promise<{ moves: string; iterations: number }> {
  let jobs = await firstJobs(start, goal, 'manhattan', wanted);
  for (let iterations = 1; ; iterations++) {
    if ('found' in jobs) return { moves: jobs.found, iterations: 0 };
    const order = [...jobs.prefixes.keys()].reverse();
    const results = [...await resultsOf(jobs, order.filter((job) => job % 2 === 1)), ...await resultsOf(jobs, order.filter((job) => job % 2 === 0))];
    const merged = mergeResults(jobs, results);
    if (merged.status === 'proven') return { moves: merged.moves, iterations };
    if (merged.status !== 'exhausted') throw new Error(`not exhausted: ${merged.status}`);
    expect(merged.nextBound).toBeGreaterThan(jobs.bound);
    jobs = nextJobs(jobs, merged.nextBound);
  }
}

describe('a proof across machines', () => {
  it('proves the lengths breadth-first search measures, whatever the split', async () => {
    const random = seededRandom(5);
    for (let i = 0; i < 8; i++) {
      const board = shuffled(goal, random);
      const { moves, iterations } = await prove(board, [1, 16, 200][i % 3]);
      expect(moves.length).toBe(distances.get(board.cells.join(',')));
      expect(checkSolution(board, goal, moves)).toBeUndefined();
      expect(iterations).toBeGreaterThan(0);
    }
  });

  it('answers at once a board solved within the split\'s depth', async () => {
    const near = parseBoard('3,3,123456708');
    expect(await firstJobs(near, goal, 'manhattan', 64)).toEqual({ found: 'R' });
  });

  it('starts at the start\'s heuristic, and reads back what it writes', async () => {
    const board = parseBoard('3,3,867254301');
    const jobs = await firstJobs(board, goal, 'manhattan', 8) as ProofJobs;
    const manhattan = 21; // the tiles' distances home on this board, counted by hand
    expect(jobs.bound).toBe(manhattan);
    expect(parseJobs(formatJobs(jobs))).toEqual(jobs);
  });

  it('runs here the iterations within a node budget, and leaves the first that outgrows it whole', async () => {
    const board = parseBoard('3,3,867254301');
    const jobs = await firstJobs(board, goal, 'manhattan', 8) as ProofJobs;
    const none = await runSmallIterations(jobs, 0);
    expect(none).toEqual({ jobs, nodes: 0 });
    const all = await runSmallIterations(jobs, Infinity);
    expect('moves' in all && all.moves.length).toBe(31);
    const some = await runSmallIterations(jobs, 2000);
    if (!('jobs' in some)) throw new Error('expected jobs left');
    expect(some.jobs.bound).toBeGreaterThan(jobs.bound);
    expect(some.jobs.bound).toBeLessThanOrEqual(31);
    expect(some.nodes).toBeLessThanOrEqual(2 * 2000);
    // What is left proves the same length.
    const rest = await resultsOf(some.jobs, [...some.jobs.prefixes.keys()]);
    const merged = mergeResults(some.jobs, rest);
    expect(merged.status === 'proven' ? merged.moves.length : merged.status === 'exhausted' && merged.nextBound).toBeLessThanOrEqual(31);
  });

  it('stops at a job without a result, and counts a job run twice once', async () => {
    const board = parseBoard('3,3,867254301');
    const jobs = await firstJobs(board, goal, 'manhattan', 8) as ProofJobs;
    const all = await resultsOf(jobs, [...jobs.prefixes.keys()]);
    const lost = mergeResults(jobs, all.filter((result) => result.job !== 2));
    expect(lost).toMatchObject({ status: 'incomplete', missing: [2] });
    const once = mergeResults(jobs, all);
    expect(mergeResults(jobs, [...all, ...all.slice(0, 3)])).toEqual(once);
    expect(once.nodes).toBe(all.reduce((sum, result) => sum + result.nodes, 0));
  });

  it('refuses a result of another file, a hand-edited file, and a path shorter than the bound', async () => {
    const board = parseBoard('3,3,867254301');
    const jobs = await firstJobs(board, goal, 'manhattan', 8) as ProofJobs;
    const results = await resultsOf(jobs, [0, 1]);
    const text = results.map(formatResult).join('');
    const next = nextJobs(jobs, jobs.bound + 2);
    expect(() => parseResults(text, next, 'r.jsonl')).toThrow(/r\.jsonl line 1: a result of another job file/);
    const edited = formatJobs(jobs).replace(`"bound":${jobs.bound}`, `"bound":${jobs.bound + 2}`);
    expect(() => parseJobs(edited)).toThrow(/line 1: the id does not match/);
    expect(() => parseJobs(formatJobs(jobs).replace('"prefix":"', '"prefix":"X'))).toThrow(/line 2: move 1 'X'/);
    // A last line cut short (a run killed while writing it) is left out; a broken line elsewhere is refused.
    expect(parseResults(`${text}{"id":"sha`, jobs, 'r.jsonl')).toEqual(results);
    expect(() => parseResults(`{"id":"sha\n${text}`, jobs, 'r.jsonl')).toThrow(/r\.jsonl line 1: not a JSON line/);
    // A file whose bound was never proven (above the optimum, 31 moves by breadth-first search): its shorter path is refused.
    const { moves } = await prove(board, 8);
    expect(moves.length).toBe(31);
    const unproven = nextJobs(jobs, 33);
    const job = unproven.prefixes.indexOf(moves.slice(0, unproven.prefixes[0].length));
    const shorter: JobResult = { id: unproven.id, job, prefix: unproven.prefixes[job], nodes: 1, status: 'found', moves };
    expect(() => mergeResults(unproven, parseResults(formatResult(shorter), unproven, 'r.jsonl'))).toThrow(/a path of 31 moves is shorter than the job file's bound 33: that bound was never proven/);
  });
});
