// The first pass of `batch --deadline` on a sample of the DevQuiz set: every --step'th problem
// solved in-process, one after another, with each tier's options in turn while it has no answer.
// Prints per tier the boards answered, their moves against the best public answers, and the
// mean and slowest time a board; the figures behind FIRST_PASS (src/puzzles/slide/batch/anytime.ts).
//   npm run bench:first-pass -- [--step 10] [--problems FILE] [--best FILE]
import { FIRST_PASS } from '../src/puzzles/slide/batch/anytime.js';
import { parseProblemFile } from '../src/puzzles/slide/batch/problem-file.js';
import { formatColumns } from '../src/puzzles/slide/bench/columns.js';
import { solve } from '../src/puzzles/slide/solve.js';
import { benchArgs, readData, wholeNumber } from './args.js';

const NAME = 'bench:first-pass';
const args = benchArgs(NAME, `
usage: npm run bench:first-pass -- [--step 10] [--problems FILE] [--best FILE]
Solves every --step'th problem of --problems with the first pass's tiers in turn (a tier only for
boards the tiers before left without an answer) and prints, per tier, the boards answered, their
moves against the best public answers (--best, one length a line) and the time a board.`, {
  step: { type: 'string', default: '10' },
  problems: { type: 'string', default: '../shared/data/devquiz2011/problems.txt' },
  best: { type: 'string', default: '../shared/data/devquiz2011/best-known-lengths.txt' },
});
const step = wholeNumber(NAME, '--step', args.step);
const problems = parseProblemFile(readData(NAME, args.problems, 'the problem file', '--problems')).problems;
const best = readData(NAME, args.best, 'the best lengths', '--best').split(/\s+/).filter(Boolean).map(Number);

let open = problems.flatMap((_line, index) => (index % step === 0 ? [index] : []));
const sample = open.length;
const rows: string[][] = [];
for (const [tier, options] of FIRST_PASS.entries()) {
  let moves = 0, bestMoves = 0, spent = 0, slowest = 0;
  const left: number[] = [];
  for (const index of open) {
    const began = performance.now();
    const result = await solve(problems[index], options);
    const ms = performance.now() - began;
    spent += ms;
    slowest = Math.max(slowest, ms);
    if (result.status !== 'solved') {
      left.push(index);
      continue;
    }
    moves += result.moves.length;
    bestMoves += best[index];
  }
  const answered = open.length - left.length;
  rows.push([String(tier + 1), `${options.timeLimitMs} ms`, `${answered}/${open.length}`, moves.toLocaleString('en-US'),
    `${((moves / bestMoves - 1) * 100).toFixed(1)}%`, (spent / open.length).toFixed(1), slowest.toFixed(0)]);
  open = left;
}
console.log(formatColumns(['tier', 'limit', 'answered', 'moves', 'over best', 'mean ms', 'slowest ms'], rows));
console.log(`${sample - open.length} of ${sample} problems answered (every ${step}th of ${args.problems})`);
