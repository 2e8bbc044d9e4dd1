// The order in which `batch --deadline`'s rounds take their boards (improvementOrder in
// src/puzzles/devquiz/anytime.ts), measured offline: every --step'th DevQuiz board (from
// --offset) is solved by the thorough first pass, then each board it left unproven by the
// defaults' round (improving on its answer), one after another in-process, each board's gain and
// time recorded. The boards are then taken in the batch's order, and in the order by the moves over
// the lower bound alone (every solve's time equal), and the moves each order gains within a
// share of the round's total time are printed: a round cut by the deadline gains what its order
// puts first.
//   npm run bench:improve-order -- [--step 10] [--offset 0] [--shares 40,50,60] [--problems FILE]
import { AnswerBook } from '../src/puzzles/devquiz/answer-book.js';
import { improvementOrder } from '../src/puzzles/devquiz/anytime.js';
import { RUNGS } from '../src/puzzles/devquiz/first-pass.js';
import { IMPROVE_LEVELS } from '../src/puzzles/devquiz/improve-levels.js';
import { parseProblemFile } from '../src/puzzles/devquiz/problem-file.js';
import { formatColumns } from '../src/engine/bench/columns.js';
import { solve } from '../src/engine/solve.js';
import { benchArgs, fail, readData, wholeNumber } from './args.js';

const NAME = 'bench:improve-order';
const args = benchArgs(NAME, `
usage: npm run bench:improve-order -- [--step 10] [--offset 0] [--shares 40,50,60] [--problems FILE]
Solves every --step'th problem of --problems from --offset with the thorough first pass, then the
boards it left unproven with the defaults' round, and prints the moves that round gains within
each share (in percent) of its total time when it takes the boards in the batch's order, and by
the moves over the lower bound alone.`, {
  step: { type: 'string', default: '10' },
  offset: { type: 'string', default: '0' },
  shares: { type: 'string', default: '40,50,60' },
  problems: { type: 'string', default: '../shared/data/devquiz2011/problems.txt' },
});
const step = wholeNumber(NAME, '--step', args.step);
const offset = /^\d+$/.test(args.offset) ? Number(args.offset) : fail(NAME, `--offset must be a whole number, got '${args.offset}'`);
const shares = args.shares.split(',').map((text) => wholeNumber(NAME, '--shares', text));
if (shares.some((share) => share > 100)) fail(NAME, '--shares must be percentages from 1 to 100');
const file = parseProblemFile(readData(NAME, args.problems, 'the problem file', '--problems'));

// The batch's book, holding the thorough pass's answers, bounds and times; the round's per board.
const book = new AnswerBook(file.problems, file.budget);
const round = new Map<number, { gain: number; ms: number }>();
for (let index = offset; index < file.problems.length; index += step) {
  const line = file.problems[index];
  const began = performance.now();
  const first = await solve(line, RUNGS[0].options);
  if (first.status !== 'solved') continue;
  book.solveMs[index] = performance.now() - began;
  book.offer(index, first.moves, first.optimal);
  book.proveBound(index, first.lowerBound);
  if (first.optimal) continue;
  const started = performance.now();
  const better = await solve(line, { ...IMPROVE_LEVELS[1], improve: first.moves });
  const gain = better.status === 'solved' ? first.moves.length - better.moves.length : 0;
  round.set(index, { gain, ms: performance.now() - started });
}

const indices = [...round.keys()];
const totalMs = indices.reduce((sum, index) => sum + round.get(index)!.ms, 0);
/** The moves gained by the boards of `order` whose solves end within `ms`. */
const gainedWithin = (order: readonly number[], ms: number) => {
  let spent = 0, gained = 0;
  for (const index of order) {
    spent += round.get(index)!.ms;
    if (spent > ms) break;
    gained += round.get(index)!.gain;
  }
  return gained;
};
const batchOrder = improvementOrder(book, indices);
const measured = book.solveMs.slice();
indices.forEach((index) => (book.solveMs[index] = 1));
const overBoundOrder = improvementOrder(book, indices);
indices.forEach((index) => (book.solveMs[index] = measured[index]));

const rows = shares.map((share) => {
  const ms = (share / 100) * totalMs;
  return [`${share}%`, (ms / 1000).toFixed(1), String(gainedWithin(batchOrder, ms)), String(gainedWithin(overBoundOrder, ms))];
});
console.log(`the defaults' round on the ${indices.length} boards the thorough pass left unproven (every ${step}th from ${offset} of ${args.problems}): ${gainedWithin(batchOrder, Infinity)} moves gained in ${(totalMs / 1000).toFixed(1)} s`);
console.log(formatColumns(['share', 'seconds', 'batch order', 'over the bound alone'], rows));
