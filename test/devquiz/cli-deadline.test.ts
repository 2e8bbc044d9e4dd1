import { describe, expect, it } from 'vitest';
import { duration } from '../../src/cli/option-values.js';
import { cli } from '../helpers/cli.js';
import { SAMPLE, scratch } from '../helpers/batch-files.js';
import { AnswerBook } from '../../src/puzzles/devquiz/answer-book.js';
import { easiestFirst, improvementOrder, runAnytime } from '../../src/puzzles/devquiz/anytime.js';
import { FIFTEEN_SET_BUILD_MS, HARD_TIERS, RUNGS } from '../../src/puzzles/devquiz/first-pass.js';
import { IMPROVE_LEVELS } from '../../src/puzzles/devquiz/improve-levels.js';
import type { PassOptions } from '../../src/puzzles/devquiz/solve-pass.js';
import type { ProblemSolveOptions } from '../../src/puzzles/devquiz/problem-options.js';

describe('--deadline', () => {
  it('reads durations such as 90s, 10m, 1h and 1h30m, and refuses others', () => {
    expect(duration('90s')).toBe(90_000);
    expect(duration('10m')).toBe(600_000);
    expect(duration('1h')).toBe(3_600_000);
    expect(duration('1h30m')).toBe(5_400_000);
    expect(duration('2m30s')).toBe(150_000);
    expect(duration('45')).toBe(45_000);
    for (const bad of ['', 'soon', '0s', '-5m', '10x', 'm', '1h 30m']) expect(() => duration(bad)).toThrow(/duration/);
  });

  it.each([
    ['--time-limit', ['--deadline', '1m', '--time-limit', '5'], /leave out --time-limit/],
    ['--target-time', ['--deadline', '1m', '--target-time', '1'], /leave out --time-limit and --target-time/],
    ['a bad duration', ['--deadline', 'soon'], /duration such as 90s/],
  ])('exits 2 with one line on %s', (_kind, flags, message) => {
    const at = scratch();
    const run = cli(['batch', SAMPLE, '-o', at('a.txt'), ...flags]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('the anytime plan', () => {
  const lines = ['3,3,123456708', '3,3,123456780', '3,3,123405786', '3,3,=23156478', '4,4,123456789ABCDEF0'];
  const book = () => new AnswerBook(lines, [100, 100, 100, 100]);

  it('takes the boards without an answer first, then by moves over the lower bound and the last gain', () => {
    const b = book();
    b.offer(0, 'RLRLR', false); // 5 moves over a bound of 1: 4 over
    b.proveBound(0, 1);
    b.offer(1, '', true); // already solved: optimal, left out
    expect(b.offer(2, 'LDR', false)).toBeDefined(); // the replay refuses a wrong answer
    b.offer(2, 'RD', false); // 2 moves over a bound of 0, and its last solve gained 2
    b.lastGain[2] = 2;
    b.fail(3, 'unsolvable'); // never retried
    expect(improvementOrder(b, [0, 1, 2, 3, 4])).toEqual([4, 2, 0]);
  });

  it('ranks the moves over the bound by the square root of the last solve\'s time', () => {
    const b = book();
    b.offer(0, 'RLRLRLR', false); // 7 over a bound of 0, in 400 ms: 7 / 20
    b.offer(2, 'RDLRLR', false); // 4 over a bound of 2, in 100 ms: 4 / 10
    b.proveBound(2, 2);
    b.solveMs[0] = 400;
    b.solveMs[2] = 100;
    expect(improvementOrder(b, [0, 2])).toEqual([2, 0]);
    b.solveMs[2] = 169; // 4 / 13 < 7 / 20
    expect(improvementOrder(b, [0, 2])).toEqual([0, 2]);
    b.solveMs[0] = undefined; // read back, not solved here: the thorough pass's 150 ms a board
    expect(improvementOrder(b, [0, 2])).toEqual([0, 2]); // 7 / 12.2 > 4 / 13
    b.solveMs[0] = 900; // 7 / 30 < 4 / 13
    expect(improvementOrder(b, [0, 2])).toEqual([2, 0]);
  });

  it('gives a board\'s shortest answer, which a pass sends for its solve to improve on', () => {
    const b = book();
    expect(b.shortestAnswer(0)).toBeUndefined();
    b.offer(0, 'UDUDR', false);
    b.offer(0, 'RLRLR', false);
    b.offer(0, 'RLR', false); // dominates RLRLR; UDUDR, longer but with fewer R and L, stays first
    expect(b.candidates[0].map((c) => c.moves)).toEqual(['UDUDR', 'RLR']);
    expect(b.shortestAnswer(0)).toBe('RLR');
  });

  it('shortens with windows of up to 48 moves in every round and the thorough rung, and not in the quick ones', () => {
    for (const options of [RUNGS[0].options, ...IMPROVE_LEVELS]) expect(options.portfolio?.windows).toEqual([16, 24, 32, 40, 48]);
    for (const options of [...RUNGS.slice(1).map((rung) => rung.options), ...HARD_TIERS]) expect(options.portfolio?.windows).toEqual([]);
  });

  it('runs the warm-up IDA* in the first pass only', () => {
    for (const options of IMPROVE_LEVELS) expect(options.portfolio?.warmUpNodes).toBe(0);
    for (const options of [...RUNGS.map((rung) => rung.options), ...HARD_TIERS]) expect(options.portfolio?.warmUpNodes).toBeGreaterThan(0);
  });

  it('orders boards by their distance sum, a line that does not parse first', () => {
    const order = easiestFirst(['3,3,123456708', '3,3,867254301', 'bad', '3,3,123456780'], [0, 1, 2, 3]);
    expect(order).toEqual([2, 3, 0, 1]);
  });

  /**
   * A stand-in for the worker passes: it records each pass, with the options each board got, and
   * answers each board with `answer`'s moves (not optimal, so every round takes the board again);
   * a board `answer` skips stays pending, as one a pass stopped at its deadline did not reach.
   */
  function recordingPasses(b: AnswerBook, workers: number, answer: (index: number, options: ProblemSolveOptions) => string | undefined, solveMs = 10) {
    const calls: { options: ProblemSolveOptions[]; tasks: number[] }[] = [];
    const passes = {
      workers,
      stopped: false,
      async run(tasks: readonly number[], options: ProblemSolveOptions, how: PassOptions = {}) {
        const call = { options: [] as ProblemSolveOptions[], tasks: [...tasks] };
        calls.push(call);
        for (const index of tasks) {
          const used = how.pick?.(index) ?? options;
          call.options.push(used);
          const moves = answer(index, used);
          b.solveMs[index] = solveMs;
          if (moves !== undefined) b.offer(index, moves, false);
          how.kept?.(index);
        }
      },
    };
    return { calls, passes };
  }
  /** Valid answers one move or more longer than the shortest, for lines 0 and 2. */
  const LONG_ANSWERS: Record<number, string> = { 0: 'RLR', 2: 'RD' };
  const THOROUGH = RUNGS[0].options;

  it('with time for it, runs the first round as the first pass and does not run it again', async () => {
    const b = book();
    const { calls, passes } = recordingPasses(b, 1, (index) => LONG_ANSWERS[index]);
    await runAnytime(passes, b, [2, 0], Date.now() + 60_000, () => {});
    expect(calls.map((c) => c.options)).toEqual([[THOROUGH, THOROUGH], ...IMPROVE_LEVELS.slice(1).map((level) => [level, level])]);
    expect(calls[0].tasks).toEqual(easiestFirst(lines, [2, 0]));
  });

  it('without time for the thorough rung, answers with a quicker one, then runs every round', async () => {
    const many = Array.from({ length: 100 }, () => lines[0]);
    const b = new AnswerBook(many, [1000, 1000, 1000, 1000]);
    const { calls, passes } = recordingPasses(b, 2, () => 'RLR');
    // 100 boards of 2,700 work units on 2 workers, 1.5 s for the ladder: the quick rung's prior is
    // 0.8 s, the thorough one's 2 s.
    await runAnytime(passes, b, many.map((_line, index) => index), Date.now() + 2_500, () => {});
    expect(calls[0].options[0]).toEqual(RUNGS[1].options);
    expect(calls.slice(1).map((c) => c.options[0])).toEqual(IMPROVE_LEVELS);
  });

  it('gives the boards the ladder left without an answer the tiers after it, easiest first, then the first round', async () => {
    const b = book();
    const { calls, passes } = recordingPasses(b, 1, (index, options) => (options.portfolio === THOROUGH.portfolio ? undefined : LONG_ANSWERS[index]));
    const passNames: string[] = [];
    await runAnytime(passes, b, [0, 2], Date.now() + 60_000, (name) => passNames.push(name));
    expect(calls.slice(0, 3).map((c) => [c.options[0], c.tasks])).toEqual([
      [THOROUGH, easiestFirst(lines, [0, 2])],
      [HARD_TIERS[0], easiestFirst(lines, [0, 2])],
      [IMPROVE_LEVELS[0], [0, 2]],
    ]);
    expect(passNames.slice(0, 2)).toEqual(['first pass, thorough (2 boards left)', `first pass, tier 2 of ${HARD_TIERS.length + 1} (2 boards)`]);
  });

  it('gives a 15-puzzle board the time to build its pattern databases, and another board a quick rung\'s', async () => {
    const b = new AnswerBook(['3,3,123456780', '4,4,123456789ABCDEF0', '4,4,123456789ABCDEF0'], [1000, 1000, 1000, 1000]);
    // 155 work units in 150 ms: the quick rung first (the solves are then measured).
    const { calls, passes } = recordingPasses(b, 1, () => undefined, 50);
    await runAnytime(passes, b, [0, 1, 2], Date.now() + 300, () => {});
    expect(calls[0].tasks).toEqual([0, 1, 2]);
    expect(calls[0].options.map((options) => options.timeLimitMs)).toEqual([RUNGS[1].options.timeLimitMs, FIFTEEN_SET_BUILD_MS, FIFTEEN_SET_BUILD_MS]);
  });

  it('gives no board a limit past the thorough rung\'s, by which a worker counts as hung, however slow the solves', async () => {
    const b = new AnswerBook([lines[0], lines[2]], [1000, 1000, 1000, 1000]);
    // 5 s a solve: 124 times the thorough rung's prior for a 3x3 board.
    const { calls, passes } = recordingPasses(b, 1, () => undefined, 5_000);
    await runAnytime(passes, b, [0, 1], Date.now() + 60_000, () => {});
    expect(calls[0].options.map((options) => options.timeLimitMs)).toEqual([THOROUGH.timeLimitMs, THOROUGH.timeLimitMs]);
  });

  it('runs the first round on answers resumed from a file, which the first pass leaves alone', async () => {
    const b = book();
    b.offer(0, 'RLR', false); // a resumed answer, solved again with --retry-solved
    const { calls, passes } = recordingPasses(b, 1, (index) => LONG_ANSWERS[index]);
    await runAnytime(passes, b, [0, 2], Date.now() + 60_000, () => {});
    expect(calls.slice(0, 2).map((c) => [c.options[0], c.tasks])).toEqual([
      [THOROUGH, [2]],
      [IMPROVE_LEVELS[0], [0]],
    ]);
  });
});
