// The non-optimal strategies: every answer replays; "optimal" is claimed only when it is.
import { describe, expect, it } from 'vitest';
import { WALL } from '../../src/engine/board/codes.js';
import { parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { checkSolution, invertPath, replay as replayed } from '../../src/engine/board/moves.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import { generateProblems } from '../../src/puzzles/devquiz/generate.js';
import { escalatedWidth, reductionWidth, stagesFor, whaleWidthScale } from '../../src/engine/strategy/portfolio-stages.js';
import { beamSearch } from '../../src/engine/strategy/beam.js';
import { optimalProblem } from '../../src/engine/strategy/optimal.js';
import { DEFAULT_PORTFOLIO } from '../../src/engine/strategy/portfolio-options.js';
import { preparePatternSet } from '../../src/engine/heuristics/pattern-cache.js';
import { patternPartition } from '../../src/engine/heuristics/partition.js';
import { solvePortfolio } from '../../src/engine/strategy/portfolio.js';
import { runSearch, runToEnd } from '../../src/engine/strategy/run-search.js';
import { cutLoops, movesAtLeast, shortenByWindows, shortenTail } from '../../src/engine/strategy/shorten.js';
import { WEIGHT_DIVISORS, weightedProblem } from '../../src/engine/strategy/weighted.js';
import { bfsDistance, breadthFirst } from '../helpers/bfs.js';
import { MEDIUM_4X4 } from '../fixtures/boards.js';

const engine = createEngine('wasm');
const boards = generateProblems({ count: 12, seed: 31, minSide: 4, maxSide: 6, walkPerCell: 2 }).map((p) => p.board);

describe('beam search', () => {
  it('finds valid answers from the start and, inverted, from the goal, or the way to the closest board', async () => {
    let answers = 0;
    for (const board of boards) {
      const goal = defaultGoal(board);
      const forward = await beamSearch(engine, optimalProblem(board, goal, 'manhattan'), { width: 500, stallDepths: 60 });
      const backward = await beamSearch(engine, optimalProblem(goal, board, 'manhattan'), { width: 500, stallDepths: 60 });
      if (forward.moves !== undefined) expect(checkSolution(board, goal, forward.moves)).toBeUndefined();
      else expect(() => replayed(board, forward.closest!)).not.toThrow();
      if (backward.moves !== undefined) expect(checkSolution(board, goal, invertPath(backward.moves))).toBeUndefined();
      else expect(() => replayed(goal, backward.closest!)).not.toThrow();
      answers += Number(forward.moves !== undefined) + Number(backward.moves !== undefined);
    }
    expect(answers).toBeGreaterThan(boards.length);
  });

  it('a stalled beam stops at the closest board it saw', async () => {
    // The corridor-heavy kind of board of the DevQuiz 2011 IDA* write-up: the distance sum leads a
    // greedy beam into a dead end.
    const board = parseBoard('6,5,D23A==8J=40=17=HROE=BGTIPQLSMN');
    const goal = defaultGoal(board);
    const problem = optimalProblem(board, goal, 'manhattan');
    const result = await beamSearch(engine, problem, { width: 100, stallDepths: 10 });
    expect(result.moves).toBeUndefined();
    const closest = optimalProblem(replayed(board, result.closest!), goal, 'manhattan');
    const h = (p: typeof problem) => p.board.reduce((sum, tile, cell) => sum + (tile > 0 && tile !== WALL ? p.table[tile * p.layout.cells + cell] : 0), 0);
    expect(h(closest)).toBeLessThan(h(problem));
  });

  it('under a length bound finds the optimum below it, and nothing when none is shorter (against breadth-first search)', async () => {
    // A beam wide enough to keep every board of a level is breadth-first search: the bound must
    // never cut the way to an answer shorter than it.
    for (const board of generateProblems({ count: 8, seed: 9, minSide: 3, maxSide: 3 }).map((p) => p.board)) {
      const goal = defaultGoal(board);
      const optimum = bfsDistance(board, goal);
      const problem = optimalProblem(board, goal, 'manhattan');
      const options = { width: 200_000, stallDepths: 100 };
      const found = await beamSearch(engine, problem, { ...options, shorterThan: optimum + 1 });
      expect(found.moves?.length).toBe(optimum);
      expect(checkSolution(board, goal, found.moves!)).toBeUndefined();
      expect((await beamSearch(engine, problem, { ...options, shorterThan: optimum })).moves).toBeUndefined();
    }
  });

  it('is never shorter than the optimum', async () => {
    for (const board of generateProblems({ count: 10, seed: 5, minSide: 3, maxSide: 3 }).map((p) => p.board)) {
      const goal = defaultGoal(board);
      expect((await beamSearch(engine, optimalProblem(board, goal, 'manhattan'), { width: 50, stallDepths: 60 })).moves!.length).toBeGreaterThanOrEqual(bfsDistance(board, goal));
    }
  });
});

describe('weighted IDA* (the DevQuiz 2011 IDA* write-up\'s)', () => {
  it('answers are valid for every divisor that finds one within a budget', async () => {
    let found = 0;
    for (const board of boards.slice(0, 4)) {
      const goal = defaultGoal(board);
      for (const divisor of WEIGHT_DIVISORS) {
        const outcome = await runSearch(engine, weightedProblem(board, goal, divisor), { nodeLimit: 2_000_000 });
        if (outcome.status !== 'found') continue;
        found++;
        expect(checkSolution(board, goal, outcome.moves)).toBeUndefined();
      }
    }
    expect(found).toBeGreaterThan(4);
  });
});

describe('shortening', () => {
  it('cuts loops: a detour that comes back is removed', () => {
    const board = parseBoard('3,3,123456708');
    expect(cutLoops(board, 'LRUDR')).toBe('R');
    // Twelve moves around a 2x2 block bring every tile back: the whole circuit goes.
    expect(cutLoops(board, 'ULDR'.repeat(3) + 'R')).toBe('R');
  });

  it('bounds the moves between two boards from below, walls and alike tiles too (against breadth-first search)', () => {
    // Every board within 8 moves of a walled 3x3 board, of one with two alike tiles (code 1
    // twice), and of a 4x2 board (a width taken for the height would show).
    const alike = { width: 3, height: 3, cells: Uint16Array.from([1, 1, 2, 3, 4, 5, 6, 7, 0]) };
    for (const start of [parseBoard('3,3,12=45=780'), alike, parseBoard('4,2,12345670')]) {
      for (const { cells, distance } of breadthFirst(start)) {
        if (distance > 8) break;
        expect(movesAtLeast(start, { ...start, cells })).toBeLessThanOrEqual(distance);
      }
    }
    // Without walls it is the sum of the tiles' Manhattan distances: 3 and 1 swapped across a row.
    expect(movesAtLeast(parseBoard('3,3,123456780'), parseBoard('3,3,321456780'))).toBe(4);
  });

  it('re-solves windows: a padded answer comes back toward the optimum', async () => {
    const { board, goal, optimal, padded } = paddedAnswer();
    expect(padded.length).toBeGreaterThan(optimal.length);
    const { moves } = await shortenByWindows(engine, board, padded, { windows: [16, 24], windowNodes: 1e6 });
    expect(checkSolution(board, goal, moves)).toBeUndefined();
    expect(moves.length).toBeLessThan(padded.length);
    expect(moves.length).toBeGreaterThanOrEqual(optimal.length);
  });
});

describe('tail shortening', () => {
  it('re-solves the end of an answer toward the goal, up to the whole answer, back to the optimum', async () => {
    const { board, goal, optimal, padded } = paddedAnswer();
    const { moves } = await shortenTail(engine, board, padded, (from) => optimalProblem(from, goal), { step: 4, tailNodes: 1e6 });
    expect(checkSolution(board, goal, moves)).toBeUndefined();
    expect(moves.length).toBe(optimal.length);
  });

  it('stops at the first tail whose search spends its budget', async () => {
    const { board, goal, padded } = paddedAnswer();
    const { moves, nodes } = await shortenTail(engine, board, padded, (from) => optimalProblem(from, goal, 'manhattan'), { step: 4, tailNodes: 50 });
    expect(moves).toBe(padded);
    expect(nodes).toBeLessThan(50 * padded.length / 4);
  });
});

describe('the portfolio', () => {
  it('claims optimal only when it is, on boards small enough for breadth-first search', async () => {
    for (const board of generateProblems({ count: 15, seed: 8, minSide: 2, maxSide: 3, walkPerCell: 8 }).map((p) => p.board)) {
      const goal = defaultGoal(board);
      const outcome = await solvePortfolio(engine, board, goal, { deadline: performance.now() + 5000 });
      expect(outcome.status).toBe('found');
      if (outcome.status !== 'found') continue;
      expect(checkSolution(board, goal, outcome.moves)).toBeUndefined();
      expect(outcome.optimal).toBe(outcome.moves.length === bfsDistance(board, goal));
    }
  });

  it('alternatives are other answers as short, each valid', async () => {
    // Every stage runs (beams both ways at every width), so that answers of one length come from several.
    const options = { ...DEFAULT_PORTFOLIO, warmUpNodes: 1000, optimalNodes: 1000, reverseGap: 0, widenGain: 0 };
    let alternatives = 0;
    for (const board of boards) {
      const goal = defaultGoal(board);
      const outcome = await solvePortfolio(engine, board, goal, { deadline: performance.now() + 5000 }, options);
      if (outcome.status !== 'found') continue;
      for (const moves of outcome.alternatives) {
        expect(moves).not.toBe(outcome.moves);
        expect(moves.length).toBe(outcome.moves.length);
        expect(checkSolution(board, goal, moves)).toBeUndefined();
        alternatives++;
      }
    }
    expect(alternatives).toBeGreaterThan(0);
  });

  it('improves on a known answer: only shorter answers, every one valid; the known one proven optimal when it is', async () => {
    const { board, goal, optimal, padded } = paddedAnswer();
    const limits = () => ({ deadline: performance.now() + 5000 });
    // No warm-up, proof or shortening: the beams, bounded by the known answer, find shorter ones.
    const searchOnly = { ...DEFAULT_PORTFOLIO, warmUpNodes: 1, optimalNodes: 1, windows: [], tailNodes: 1 };
    const outcome = await solvePortfolio(engine, board, goal, limits(), searchOnly, stagesFor(board), { moves: padded, lowerBound: 0 });
    expect(outcome.status).toBe('found');
    if (outcome.status !== 'found') return;
    expect(outcome.moves.length).toBeLessThan(padded.length);
    expect(outcome.moves.length).toBeGreaterThanOrEqual(optimal.length);
    expect(checkSolution(board, goal, outcome.moves)).toBeUndefined();
    // The proof, bounded by an optimal answer given, finds none shorter: that one is proven.
    const proven = await solvePortfolio(engine, board, goal, limits(), { ...DEFAULT_PORTFOLIO, warmUpNodes: 1 }, stagesFor(board), { moves: optimal, lowerBound: 0 });
    expect(proven).toMatchObject({ status: 'found', moves: optimal, optimal: true, lowerBound: optimal.length });
  });

  it('ends at an abort once it has an answer, without running the stages left; without one, the next stage still runs', async () => {
    const board = parseBoard('3,3,123456708');
    const goal = defaultGoal(board);
    const controller = new AbortController();
    const ran: string[] = [];
    // Hand-made stages: the first answers (the board's one move) and then sees the abort.
    const stage = (name: string, answer?: string) => ({
      name, when: () => true,
      run: async () => { ran.push(name); if (answer !== undefined) controller.abort(); return { answers: answer === undefined ? [] : [answer] }; },
    });
    const first = await solvePortfolio(engine, board, goal, { signal: controller.signal }, DEFAULT_PORTFOLIO, [stage('answers', 'R'), stage('polishes')]);
    expect(first).toMatchObject({ status: 'found', moves: 'R' });
    expect(ran).toEqual(['answers']);
    // Aborted before any answer: the stages run (to report their bounds), and the outcome is the stop.
    ran.length = 0;
    const none = await solvePortfolio(engine, board, goal, { signal: AbortSignal.abort() }, DEFAULT_PORTFOLIO, [stage('first'), stage('second')]);
    expect(none.status).toBe('aborted');
    expect(ran).toEqual(['first', 'second']);
  });

  it('falls back to near-optimal answers when IDA* has no time, marked not optimal unless proven', async () => {
    const board = parseBoard('6,6,783I64KD=AHBQ2E5CO1M0F=UVJG==ZWLPRXY');
    const goal = defaultGoal(board);
    const options = { ...DEFAULT_PORTFOLIO, warmUpNodes: 1000, optimalNodes: 1000, beamWidths: [2000] };
    const outcome = await solvePortfolio(engine, board, goal, { deadline: performance.now() + 5000 }, options);
    expect(outcome.status).toBe('found');
    if (outcome.status === 'found') {
      expect(checkSolution(board, goal, outcome.moves)).toBeUndefined();
      if (outcome.optimal) {
        const proof = runToEnd(engine, { ...optimalProblem(board, goal), maxBound: outcome.moves.length - 2 });
        expect(proof.status).toBe('limit');
      }
    }
  });

  it('leaves the beams most of a short limit, however many nodes the warm-up may spend', async () => {
    // A shuffled board, whose optimum no IDA* proves in a second: a warm-up allowed its whole
    // budget would end the solve without an answer.
    const board = parseBoard('6,5,H6J7DQM2BE1O5KLTRS4P3I9CG0F8AN');
    const goal = defaultGoal(board);
    // The goal's databases first, as a warm cache has them: their build (0.7 s on a cold cache
    // and a busy machine) is not what this measures.
    await preparePatternSet(goal, patternPartition(goal, DEFAULT_PORTFOLIO.databaseEntries));
    const options = { ...DEFAULT_PORTFOLIO, warmUpNodes: 1e12, plannedMs: 1000 };
    const outcome = await solvePortfolio(engine, board, goal, { deadline: performance.now() + 1000 }, options);
    expect(outcome.status).toBe('found');
    if (outcome.status === 'found') expect(checkSolution(board, goal, outcome.moves)).toBeUndefined();
  });
});

/**
 * A 4x4 board solved badly: two circuits of the blank around a 2x2 block first, which turn its three
 * tiles two steps (one circuit the other way does it in half the moves), then the optimum from there.
 */
function paddedAnswer() {
  const board = parseBoard(MEDIUM_4X4);
  const goal = defaultGoal(board);
  const optimal = runToEnd(engine, optimalProblem(board, goal)).moves;
  const detour = 'URDL'.repeat(2);
  const padded = detour + runToEnd(engine, optimalProblem(replayed(board, detour), goal)).moves;
  return { board, goal, optimal, padded };
}

describe('the escalation', () => {
  it('widens its beams by the scale, up to a width that fits memory', () => {
    const widths = [4, 16, 64, 256].map((scale) => escalatedWidth(DEFAULT_PORTFOLIO, scale));
    expect(widths).toEqual([64_000, 65_536, 65_536, 65_536]);
    expect(escalatedWidth({ ...DEFAULT_PORTFOLIO, maxBeamWidth: 1e9 }, 16)).toBe(256_000);
  });

  it("narrows the whale's widths under less than their planned 8 s, keeps them up to twice that, and widens them past it", () => {
    expect([2000, 4000, 8000, 12_000, 15_999].map(whaleWidthScale)).toEqual([0.25, 0.5, 1, 1, 1]);
    expect([16_000, 24_000, 28_000].map(whaleWidthScale)).toEqual([2, 3, 3.5]);
  });

  it("narrows the reduction's beam after a whale under less than its planned 3 s, never below 1, and never gives a beam where there was none", () => {
    expect([6000, 3000, 1500, 300, 0, -50].map((ms) => reductionWidth(3000, ms))).toEqual([3000, 3000, 1500, 300, 1, 1]);
    expect(reductionWidth(0, 1000)).toBe(0);
  });
});
