// The wasm beam against its TS twin on DevQuiz 2011 boards, as the portfolio runs its beams: toward
// the goal's pattern databases (its default size), widths of the portfolio's plan. With --large N,
// on N shuffled 16x16 boards instead, ranked as the whale ranks them (squared distances). Both
// engines keep the same levels (checked); the table gives tinybench medians, nodes and the ratio.
//   npm run bench:beam -- [--problems FILE] [--count 12] [--every 400] [--widths 1000,16000] [--iterations 3]
//   npm run bench:beam -- --large 3 --widths 3000
import { formatBeamTable, beamRace } from '../src/engine/node.js';
import { parseProblemFile } from '../src/puzzles/devquiz/problem-file.js';
import { shuffled } from '../src/engine/scramble.js';
import { parseBoard } from '../src/engine/board/board.js';
import { homeDistances } from '../src/engine/board/distance.js';
import { defaultGoal, devquizGoal } from '../src/engine/board/goal.js';
import { heuristicTable, searchProblem } from '../src/engine/search/problem.js';
import { patternSet } from '../src/engine/heuristics/pattern-cache.js';
import { patternPartition } from '../src/engine/heuristics/partition.js';
import { patternProblem } from '../src/engine/strategy/optimal.js';
import { DEFAULT_PORTFOLIO } from '../src/engine/strategy/portfolio-options.js';
import { whaleCosts } from '../src/engine/strategy/whale.js';
import { seededRandom } from '../src/core/random.js';
import { benchArgs, fail, readData, wholeNumber } from './args.js';

const NAME = 'bench:beam';
const args = benchArgs(NAME, `
usage: npm run bench:beam -- [--problems FILE] [--count 12] [--every 400] [--widths 1000,16000] [--iterations 3]
       npm run bench:beam -- --large N [--widths 3000] [--iterations 3]
Races the wasm beam against the TS beam on --count DevQuiz boards (problems 1, 1 + every, ...), toward
the goal's pattern databases, at each width; prints the medians and the ratio per width. With
--large N, on N shuffled 16x16 boards (seeds 1 to N) ranked as the whale ranks them.`, {
  problems: { type: 'string', default: '../shared/data/devquiz2011/problems.txt' },
  count: { type: 'string', default: '12' },
  every: { type: 'string', default: '400' },
  widths: { type: 'string', default: '1000,16000' },
  iterations: { type: 'string', default: '3' },
  large: { type: 'string' },
});
const widths = args.widths.split(',').map((text) => wholeNumber(NAME, '--widths', text));
const iterations = wholeNumber(NAME, '--iterations', args.iterations);
const cases = args.large === undefined ? devquizCases() : largeCases(wholeNumber(NAME, '--large', args.large));
for (const width of widths) {
  console.log(`\nwidth ${width}`);
  console.log(formatBeamTable(await beamRace(cases, width, iterations)));
}

/** Every --every-th DevQuiz board toward its goal's pattern databases. */
function devquizCases() {
  const file = parseProblemFile(readData(NAME, args.problems, 'the DevQuiz problems', '--problems'));
  const count = wholeNumber(NAME, '--count', args.count), every = wholeNumber(NAME, '--every', args.every);
  if ((count - 1) * every >= file.problems.length) fail(NAME, `--count ${count} boards every ${every} lines pass the ${file.problems.length} problems`);
  return Array.from({ length: count }, (_, k) => {
    const index = k * every;
    const board = parseBoard(file.problems[index]);
    const goal = defaultGoal(board);
    const set = patternSet(goal, patternPartition(goal, DEFAULT_PORTFOLIO.databaseEntries));
    return { name: `problem ${index + 1} (${board.width}x${board.height})`, problem: patternProblem(board, set) };
  });
}

/** Shuffled 16x16 boards (seeds 1 to `count`) under the whale's squared distances. */
function largeCases(count: number) {
  const goal = devquizGoal({ width: 16, height: 16, cells: new Uint16Array(256) });
  const costs = whaleCosts(homeDistances(goal));
  return Array.from({ length: count }, (_, k) => {
    const board = shuffled(goal, seededRandom(k + 1));
    return { name: `16x16 seed ${k + 1}`, problem: searchProblem(board, heuristicTable(board, costs)) };
  });
}
