// FarFirst pieces on hand-made boards (the 6x3 example of the DevQuiz 2011 C++ IDA* write-up that
// FarFirst comes from), then whole decompositions checked by replay.
import { describe, expect, it } from 'vitest';
import { formatBoard, parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { checkSolution, replay } from '../../src/engine/board/moves.js';
import { codeOf } from '../../src/engine/board/symbols.js';
import { createEngine } from '../../src/engine/search/create-engine.js';
import { generateProblems } from '../../src/puzzles/devquiz/generate.js';
import { chainLine, chainSteps, farFirst, fillPlans, markRegion, oneByOne } from '../../src/engine/strategy/far-first.js';
import { partialProblem } from '../../src/engine/strategy/partial-goal.js';
import { runToEnd } from '../../src/engine/strategy/run-search.js';
import { DEFAULT_PORTFOLIO } from '../../src/engine/strategy/portfolio-options.js';

// 123456 / 7=9ABC / DEFGH0 is the goal; this board has 1, 7, D in a row on the chain, shifted by one.
const example = parseBoard('6,3,GB32451=69AC7DFEH0');
const codes = (symbols: string) => Array.from(symbols, (s) => codeOf(s)!);
const engine = createEngine('wasm');
/** The portfolio's FarFirst budgets. */
const budgets = {
  stepNodes: DEFAULT_PORTFOLIO.farFirstStepNodes,
  restNodes: DEFAULT_PORTFOLIO.farFirstRestNodes,
  endgameCells: DEFAULT_PORTFOLIO.farFirstEndgameCells,
  endgameNodes: DEFAULT_PORTFOLIO.farFirstEndgameNodes,
  undoLevels: DEFAULT_PORTFOLIO.farFirstUndoLevels,
};

describe('FarFirst on the DevQuiz 2011 IDA* write-up\'s 6x3 example', () => {
  it('marks the farthest cell from the blank\'s home and the dead ends that follows (1 2 7 D E)', () => {
    expect(markRegion(example, defaultGoal(example)).sort((a, b) => a - b)).toEqual([0, 1, 6, 12, 13]);
  });

  it('orders the marks as a one-stroke path with an exit at each end', () => {
    expect(chainLine(example, [0, 1, 6, 12, 13])).toEqual([2, 1, 0, 6, 12, 13, 14]);
    // A 2x2 ring is no path: its longest path between two exits leaves no cell out here.
    expect(chainLine(example, [2, 3, 8, 9])).toEqual([1, 2, 3, 9, 8, 14]);
  });

  it('builds the intermediate goals: tail past its exit, head past its exit, then home', () => {
    const line = [2, 1, 0, 6, 12, 13, 14];
    const steps = chainSteps(example, codes('217DE'), line);
    const asText = steps.map((step) => [...step].map(([tile, cell]) => `${tile}@${cell}`).join(' '));
    expect(asText).toEqual([
      `1@6 7@12 13@13 14@14`, // the run 1 7 D grows E past the tail exit
      `2@2 1@1 7@0 13@6 14@12`, // then 2 from the head exit
      `2@1 1@0 7@6 13@12 14@13`, // then everything shifts home
    ]);
  });

  it('fills a small region with one partial goal, or one tile at a time farthest first', () => {
    const goal = defaultGoal(example);
    expect(fillPlans(example, goal, [0])[0]).toEqual([new Map([[1, 0]])]);
    expect(oneByOne(example, goal, [6, 0, 1])).toEqual([new Map([[1, 0]]), new Map([[1, 0], [7, 6]]), new Map([[1, 0], [7, 6], [2, 1]])]);
  });

  it('every intermediate goal is reached and the chain ends home', () => {
    let board = example;
    for (const step of fillPlans(example, defaultGoal(example), [0, 1, 6, 12, 13])[0]) {
      const { status, moves } = runToEnd(engine, partialProblem(board, step));
      expect(status).toBe('found');
      board = replay(board, moves);
      for (const [tile, cell] of step) expect(board.cells[cell]).toBe(tile);
    }
    expect([0, 1, 6, 12, 13].map((c) => board.cells[c])).toEqual(codes('127DE'));
  });

  it('solves the whole board region by region', async () => {
    const { moves } = await farFirst(engine, example, defaultGoal(example), {}, { ...budgets, restNodes: 1000 });
    expect(moves).toBeDefined();
    expect(checkSolution(example, defaultGoal(example), moves!)).toBeUndefined();
  });
});

describe('FarFirst on a loop of the board with a 2x2 bulge', () => {
  // 123456 / 7=9ABC / DE=GHI / JKLMN0: the left side joins the top row and the bottom row.
  const loop = parseBoard('6,4,1234567=9ABCDE=GHIJKLMN0');

  it('marks the pocket that freezing the far corner would cut off behind a single cell', () => {
    // Freezing 1 2 7 alone would leave D E J K behind L's cell: no tile could enter or leave them.
    expect(markRegion(loop, loop).sort((a, b) => a - b)).toEqual([0, 1, 6, 12, 13, 18, 19, 20]);
  });

  it('fills such a region last as a chain along its longest path, the cell off it first', () => {
    const region = [0, 1, 6, 12, 13, 18, 19, 20];
    const line = chainLine(loop, region)!;
    expect([line[0], line[line.length - 1]]).toEqual([2, 21]); // the two exits
    expect(line.length).toBe(region.length - 1 + 2); // one cell of the bulge is off the path
    const plans = fillPlans(loop, loop, region);
    const offPath = region.filter((cell) => !line.includes(cell));
    expect(plans[plans.length - 1][0]).toEqual(new Map(offPath.map((cell) => [loop.cells[cell], cell])));
    for (const step of plans[plans.length - 1].slice(1)) expect(step.get(loop.cells[offPath[0]])).toBe(offPath[0]);
  });
});

describe('FarFirst end to end', () => {
  // A heuristic decomposition (the DevQuiz 2011 IDA* write-up needed hand-given hints for its last
  // 15 boards): freezing a region can leave a rest that no moves can solve (a cut cell that tiles
  // cannot pass). Most boards must get an answer (all 20 of these today), and every answer must be
  // right.
  const boards = generateProblems({ count: 20, seed: 77, minSide: 4, maxSide: 6 }).map((p) => p.board);
  it('solves most scrambled boards with walls, every answer replayed', async () => {
    let answered = 0;
    for (const board of boards) {
      const goal = defaultGoal(board);
      const { moves } = await farFirst(engine, board, goal, {}, { ...budgets, restNodes: 20_000, stepNodes: 2_000_000 });
      if (moves === undefined) continue;
      answered++;
      expect(checkSolution(board, goal, moves), formatBoard(board)).toBeUndefined();
    }
    expect(answered).toBeGreaterThanOrEqual(19);
  });

  it('gives up, without a time limit, on a rest that no moves can solve', async () => {
    // A ring of eight cells only rotates its tiles: 2 1 ahead of 3 can never become 1 2 3. The
    // region then covers the whole rest: every search must end, and no answer come back.
    const ring = parseBoard('3,3,2134=6780');
    const { moves } = await farFirst(engine, ring, defaultGoal(ring), {}, { ...budgets, restNodes: 20_000, stepNodes: 200_000, endgameNodes: 200_000 });
    expect(moves).toBeUndefined();
  });
});
