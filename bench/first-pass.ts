// The first pass of `batch --deadline` on a sample of the DevQuiz set: every --step'th problem
// solved in-process, one after another: with a rung of the first pass's ladder (--rung quick or
// lean), then the tiers after it while it has no answer. Prints per tier the boards answered, their
// moves against the best public answers, and the mean and slowest time a board; the figures behind
// RUNGS and HARD_TIERS (src/puzzles/devquiz/first-pass.ts).
// With --rounds N, the first N rounds of improvement then run, each on its own from the first
// pass's answers, on the boards the first pass did not prove optimal: the figures behind the
// order of IMPROVE_LEVELS. With --thorough, the thorough rung (the first round from the
// start) solves the whole sample too, against the quick pass and then that round. With --stages,
// each tier, round and the thorough pass also print the seconds their solves spent in each stage
// of the portfolio, from the progress reports, which name the stage running ('start': before the
// first stage; stages under 0.05 s left out).
//   npm run bench:first-pass -- [--step 10] [--rung quick] [--rounds 0] [--thorough] [--stages] [--problems FILE] [--best FILE]
import { HARD_TIERS, RUNGS } from '../src/puzzles/devquiz/first-pass.js';
import { IMPROVE_LEVELS } from '../src/puzzles/devquiz/improve-levels.js';
import { parseProblemFile } from '../src/puzzles/devquiz/problem-file.js';
import { formatColumns } from '../src/engine/bench/columns.js';
import { type SolveResult, solve } from '../src/engine/solve.js';
import type { SolveProgress } from '../src/core/limits.js';
import type { ProblemSolveOptions } from '../src/puzzles/devquiz/problem-options.js';
import { benchArgs, fail, readData, wholeNumber } from './args.js';

const NAME = 'bench:first-pass';
const args = benchArgs(NAME, `
usage: npm run bench:first-pass -- [--step 10] [--rung quick] [--rounds 0] [--thorough] [--stages] [--problems FILE] [--best FILE]
Solves every --step'th problem of --problems with a rung of the first pass's ladder (--rung quick
or lean), then the tiers after it in turn (a tier only for boards the tiers before left without an
answer), and prints, per tier, the boards answered, their
moves against the best public answers (--best, one length a line) and the time a board. With
--rounds N (0 to ${IMPROVE_LEVELS.length}), each of the first N rounds of improvement then solves the
boards the first pass did not prove optimal, on its own, and prints the moves it gained (keeping
the shorter answer), the boards proven optimal and the seconds it took. With --thorough, the
thorough rung (the first round from the start, with the warm-up) then solves the whole sample,
and its moves and seconds are printed against the quick pass's and the first round's together.
With --stages, each tier, round and the thorough pass also prints the seconds its solves spent in
each portfolio stage ('start': before the first stage; stages under 0.05 s left out).`, {
  step: { type: 'string', default: '10' },
  rounds: { type: 'string', default: '0' },
  rung: { type: 'string', default: 'quick' },
  thorough: { type: 'boolean', default: false },
  stages: { type: 'boolean', default: false },
  problems: { type: 'string', default: '../shared/data/devquiz2011/problems.txt' },
  best: { type: 'string', default: '../shared/data/devquiz2011/best-known-lengths.txt' },
});
const step = wholeNumber(NAME, '--step', args.step);
const quickRung = RUNGS.find((rung) => rung.name === args.rung && !rung.isFirstRound);
if (!quickRung) fail(NAME, `--rung must be quick or lean, got '${args.rung}'`);
const rounds = Number(args.rounds);
if (!/^\d+$/.test(args.rounds) || rounds > IMPROVE_LEVELS.length) fail(NAME, `--rounds must be a whole number from 0 to ${IMPROVE_LEVELS.length}, got '${args.rounds}'`);
const problems = parseProblemFile(readData(NAME, args.problems, 'the problem file', '--problems')).problems;
const best = readData(NAME, args.best, 'the best lengths', '--best').split(/\s+/).filter(Boolean).map(Number);

/**
 * Solves each of `indices` with `options`, one after another: each result, and the ms it took.
 * With --stages, prints the seconds spent in each stage (those of 0.05 s or more), all solves
 * together, under `name`.
 */
async function timedSolves(name: string, indices: readonly number[], options: ProblemSolveOptions) {
  const solves: { index: number; result: SolveResult; ms: number }[] = [];
  const stageMs = new Map<string, number>();
  const add = (stage: string, ms: number) => stageMs.set(stage, (stageMs.get(stage) ?? 0) + ms);
  for (const index of indices) {
    // A stage starts with a report naming it: the time to the next stage's first report is its own.
    let stage = 'start', since = performance.now();
    const onProgress = args.stages ? (progress: SolveProgress) => {
      if (progress.stage === stage) return;
      add(stage, performance.now() - since);
      stage = progress.stage;
      since = performance.now();
    } : undefined;
    const began = performance.now();
    const result = await solve(problems[index], { ...options, onProgress });
    const ms = performance.now() - began;
    add(stage, performance.now() - since);
    solves.push({ index, result, ms });
  }
  if (args.stages && solves.length > 0) {
    const total = seconds(solves) * 1000;
    const shares = [...stageMs].filter(([, ms]) => ms >= 50).map(([stage, ms]) => `${stage} ${(ms / 1000).toFixed(1)} s (${Math.round((100 * ms) / total)}%)`);
    console.log(`${name}, seconds by stage: ${shares.join(', ')}`);
  }
  return solves;
}
const seconds = (solves: readonly { ms: number }[]) => solves.reduce((sum, { ms }) => sum + ms, 0) / 1000;

/** The rung asked for, then the tiers for the boards it leaves without an answer. */
const firstPassTiers = [quickRung.options, ...HARD_TIERS];
const sampleIndices = problems.flatMap((_line, index) => (index % step === 0 ? [index] : []));
const sample = sampleIndices.length;
let open = sampleIndices;
const rows: string[][] = [];
const firstAnswers = new Map<number, { moves: number; optimal: boolean }>();
let quickSeconds = 0;
for (const [tier, options] of firstPassTiers.entries()) {
  let moves = 0, bestMoves = 0;
  const solves = await timedSolves(`tier ${tier + 1}`, open, options);
  for (const { index, result } of solves) {
    if (result.status !== 'solved') continue;
    moves += result.moves.length;
    bestMoves += best[index];
    firstAnswers.set(index, { moves: result.moves.length, optimal: result.optimal });
  }
  const left = solves.filter(({ result }) => result.status !== 'solved').map(({ index }) => index);
  const spent = seconds(solves) * 1000;
  const slowest = Math.max(0, ...solves.map(({ ms }) => ms));
  rows.push([String(tier + 1), `${options.timeLimitMs} ms`, `${open.length - left.length}/${open.length}`, moves.toLocaleString('en-US'),
    `${((moves / bestMoves - 1) * 100).toFixed(1)}%`, (spent / open.length).toFixed(1), slowest.toFixed(0)]);
  quickSeconds += spent / 1000;
  open = left;
}
console.log(formatColumns(['tier', 'limit', 'answered', 'moves', 'over best', 'mean ms', 'slowest ms'], rows));
console.log(`${sample - open.length} of ${sample} problems answered (every ${step}th of ${args.problems})`);

const unproven = [...firstAnswers].filter(([, answer]) => !answer.optimal);
const roundRows: string[][] = [];
/** Each answered board's moves after the quick pass and the first round; that round's seconds. */
const afterFirstRound = new Map([...firstAnswers].map(([index, answer]) => [index, answer.moves]));
let firstRoundSeconds = 0;
for (const [round, options] of IMPROVE_LEVELS.slice(0, rounds).entries()) {
  let gained = 0, optimal = 0;
  const solves = await timedSolves(`round ${round + 1}`, unproven.map(([index]) => index), options);
  for (const { index, result } of solves) {
    if (result.status !== 'solved') continue;
    const first = firstAnswers.get(index)!.moves;
    gained += Math.max(0, first - result.moves.length);
    if (result.optimal) optimal++;
    if (round === 0) afterFirstRound.set(index, Math.min(first, result.moves.length));
  }
  const spent = seconds(solves);
  if (round === 0) firstRoundSeconds = spent;
  roundRows.push([String(round + 1), String(gained), `${optimal}/${unproven.length}`, spent.toFixed(1), spent > 0 ? (gained / spent).toFixed(1) : '-']);
}
if (rounds > 0) {
  const firstMoves = unproven.reduce((sum, [, answer]) => sum + answer.moves, 0);
  console.log(`\nrounds of improvement, each on its own, on the ${unproven.length} answers the first pass did not prove optimal (${firstMoves.toLocaleString('en-US')} moves):`);
  console.log(formatColumns(['round', 'moves gained', 'proven optimal', 'seconds', 'gained a second'], roundRows));
}

if (args.thorough) {
  let moves = 0, bestMoves = 0, answered = 0;
  const solves = await timedSolves('thorough first pass', sampleIndices, RUNGS[0].options);
  for (const { index, result } of solves) {
    if (result.status !== 'solved') continue;
    answered++;
    moves += result.moves.length;
    bestMoves += best[index];
  }
  console.log(`\nthorough first pass: ${answered}/${sample} answered, ${moves.toLocaleString('en-US')} moves (${((moves / bestMoves - 1) * 100).toFixed(1)}% over best), ${seconds(solves).toFixed(1)} s`);
  if (rounds > 0) {
    const quickThenRound = [...afterFirstRound.values()].reduce((sum, length) => sum + length, 0);
    console.log(`the quick pass, then the first round: ${firstAnswers.size}/${sample} answered, ${quickThenRound.toLocaleString('en-US')} moves, ${(quickSeconds + firstRoundSeconds).toFixed(1)} s (${quickSeconds.toFixed(1)} s of it the quick pass)`);
  }
}
