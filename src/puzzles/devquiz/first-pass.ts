// The first pass of `batch --deadline`: an answer for every board, planned from this machine's
// measured speed. Boards go easiest first, each with the richest strategy of a ladder (the first
// round of improvement itself, a quick portfolio, a lean one) whose time for the boards left, at
// the speed the solves so far have shown, fits the pass's share of the deadline. The boards it
// leaves without an answer then get wider beams, larger databases and more time, tier by tier,
// easiest first: most of them take a fraction of their limit, and a deadline that cuts a tier
// short should cut its hardest boards.
import { IMPROVE_LEVELS, NO_REVERSE_OR_TAIL } from './improve-levels.js';
import type { ProblemSolveOptions } from './problem-options.js';
import type { AnswerBook } from './answer-book.js';
import type { SolvePasses } from './solve-pass.js';

/** One strategy of the first pass's ladder. */
export interface Rung {
  readonly name: string;
  readonly options: ProblemSolveOptions;
  /**
   * What a work unit ({@link workUnits}) costs it, in ms of a worker's time, before this run has
   * measured it: the figures of the real 5000 with 2 workers (100.8 units a board).
   */
  readonly msPerUnit: number;
  /** It is the first round of improvement: a board it reached skips that round. */
  readonly isFirstRound: boolean;
}

/** The quick rungs' portfolio: no shortening, and nothing planned past the first answer (a board without one widens its beams). */
const QUICK = { ...NO_REVERSE_OR_TAIL, plannedMs: 0, windows: [] } as const;

/** The quick rungs' budgets past the beam: FarFirst with a tenth of its budgets, a short completion. */
const QUICK_FALLBACKS = { completionNodes: 1_000_000, farFirstStepNodes: 500_000, farFirstRestNodes: 100_000, farFirstEndgameNodes: 1_000_000 } as const;

/** The quick rung's portfolio, with a beam `width` wide. */
const quickWithBeam = (width: number) => ({ ...QUICK, ...QUICK_FALLBACKS, warmUpNodes: 1_000_000, databaseEntries: 1 << 16, beamWidths: [width] });

/**
 * The ladder, richest first. On every 10th DevQuiz board, in-process, with `npm run
 * bench:first-pass`:
 * - thorough: the first round of improvement with the warm-up IDA*, which ends the small boards
 *   before any database is built; 11,106 moves in 22.7 s on every 25th board, against 11,092 in
 *   31.7 s by the quick rung and then that round. In a batch, 150 ms a board (325 to 406 s on the
 *   real 5000 with 2 workers).
 * - quick: a 1,000,000-node warm-up, 2^16-entry databases, one 2000-wide beam: 490 of 500 within
 *   150 ms, 5.7% over the best known lengths, 42.6 ms a board (60 in a batch).
 * - lean: a 100,000-node warm-up and a 1000-wide beam: 489 of 500, 8.7% over, 27.1 ms a board.
 *   A 500-wide beam or 2^12-entry databases saved little more and failed on twice the boards.
 * Those figures are at a 150 ms limit; in a batch the quick rungs have 300 ms (times the plan's
 * slowness), as the solves there share the cores with the main thread: boards that fit 150 ms alone
 * failed it, and cost the tiers after the ladder seconds (126 boards left by the ladder against 143
 * in two 3 minute batches).
 */
export const RUNGS: readonly Rung[] = [
  {
    name: 'thorough',
    options: { ...IMPROVE_LEVELS[0], portfolio: { ...IMPROVE_LEVELS[0].portfolio, warmUpNodes: 1_000_000 } },
    msPerUnit: 150 / 100.8,
    isFirstRound: true,
  },
  {
    name: 'quick',
    options: { timeLimitMs: 300, portfolio: quickWithBeam(2000) },
    msPerUnit: 60 / 100.8,
    isFirstRound: false,
  },
  {
    name: 'lean',
    options: { timeLimitMs: 300, portfolio: { ...quickWithBeam(1000), warmUpNodes: 100_000 } },
    msPerUnit: (60 / 100.8) * (27.1 / 42.6),
    isFirstRound: false,
  },
];

/**
 * The share of the time to the deadline that the ladder's boards are planned to take: the rest is
 * for the tiers after it (about 3% of the boards, a second or more each) and then the rounds of
 * improvement, which take what the tiers leave.
 */
export const LADDER_SHARE = 0.5;

/** The full 2^20-entry databases, a 1000-wide beam, and the beam from the goal back. */
const FULL_DATABASES = { ...QUICK, warmUpNodes: 200_000 } as const;

/**
 * The tiers for the boards the ladder leaves without an answer, each easiest first:
 * - 400 ms with a 4000-wide beam: on 60 boards a 3 minute batch had left without an answer, 44
 *   answered (42 within 250 ms), against 38 by the quick rung given a second and about 26 by the
 *   full databases, whose build took most of the second;
 * - 3 s with the full databases: on the 16 boards a batch with a core taken by other work left,
 *   12 answered within 5 s, most within 1.7 s, against 10 by an 8000-wide beam, most after 2.2 s;
 * - 3 s with an 8000-wide beam, which fails on other boards;
 * - up to 20 s with the full databases. Hardest first (so that the workers would end together), it
 *   answered 3 of the 8 boards it had in a 3 minute batch's last 13 s.
 */
export const HARD_TIERS: readonly ProblemSolveOptions[] = [
  { timeLimitMs: 400, portfolio: quickWithBeam(4000) },
  { timeLimitMs: 3_000, portfolio: FULL_DATABASES },
  { timeLimitMs: 3_000, portfolio: quickWithBeam(8000) },
  { timeLimitMs: 20_000, portfolio: FULL_DATABASES },
];

/**
 * A board's work for the plan: its open cells to the power 1.5. In the quick rung's solves, in-process,
 * the ms a board over this varied from 0.29 to 0.39 across the DevQuiz sizes (15 to 36 open
 * cells), where the ms a cell doubled.
 */
export function workUnits(line: string): number {
  const cells = line.split(',')[2] ?? '';
  return cells.replace(/=/g, '').length ** 1.5;
}

/** Work units a rung must have measured before its own speed replaces the estimate from the others'. */
const MEASURED_UNITS = 2_000;

/** A step back up the ladder needs its time to fit within this share of the time left. */
const STEP_UP_ROOM = 0.8;

/**
 * The ladder's plan: which rung the next board gets, from the work left, the time left and the
 * speed measured so far.
 */
export class FirstPassPlan {
  private readonly spent: { ms: number; units: number }[];
  private last = 0;

  /**
   * @param unitsLeft the work of every board the ladder is to solve
   * @param cores the workers busy at once
   * @param endAt when the ladder is to end (Date.now() clock)
   */
  constructor(private readonly rungs: readonly Rung[], private unitsLeft: number, private readonly cores: number, private readonly endAt: number) {
    this.spent = rungs.map(() => ({ ms: 0, units: 0 }));
  }

  /**
   * The ms a work unit costs `rung` here: as measured, once it has run enough; before that, its
   * prior times how much slower (or faster) than their priors the rungs measured so far ran.
   */
  msPerUnit(rung: number): number {
    const own = this.spent[rung];
    if (own.units >= MEASURED_UNITS) return own.ms / own.units;
    return this.rungs[rung].msPerUnit * this.slowness();
  }

  /** How much slower than their priors the solves so far ran (1 before any). */
  slowness(): number {
    let ms = 0, priorMs = 0;
    this.spent.forEach(({ ms: spent, units }, r) => { ms += spent; priorMs += units * this.rungs[r].msPerUnit; });
    return priorMs > 0 ? ms / priorMs : 1;
  }

  /**
   * The rung for the next board, of `units` work: the richest whose time for the boards left
   * (this one among them) fits before the end, with room to spare above the last rung picked; the
   * leanest when none does.
   */
  pick(units: number, now = Date.now()): number {
    const msLeft = this.endAt - now;
    // A rung richer than the last one picked must fit with room to spare: the measured speeds
    // wobble, and a plan on the edge would flip from board to board.
    const fits = (rung: number) => (this.unitsLeft * this.msPerUnit(rung)) / this.cores <= msLeft * (rung < this.last ? STEP_UP_ROOM : 1);
    let rung = 0;
    while (rung < this.rungs.length - 1 && !fits(rung)) rung++;
    this.unitsLeft -= units;
    this.last = rung;
    return rung;
  }

  /** A solve of `rung` took `ms` on a board of `units` work. */
  record(rung: number, units: number, ms: number): void {
    this.spent[rung].ms += ms;
    this.spent[rung].units += units;
  }
}

/**
 * The time limit of a 15-puzzle board (4x4 without walls) in the ladder, at least. Every 15-puzzle
 * shares one set of pattern databases (Korf & Felner's 6-6-3, engine/heuristics/partition.ts),
 * whatever `databaseEntries` says; on an empty disk cache it takes 5 to 6 s to build, longer than
 * any quick rung's limit, so every 15-puzzle board the warm-up IDA* did not end began the build and
 * timed out (16 boards of a 3 minute batch waited for the last tier). The first such board now
 * builds it; its worker keeps the set (and writes the disk cache), and takes the other 15-puzzle
 * boards after it (the pool's groups), which with the set take milliseconds.
 */
export const FIFTEEN_SET_BUILD_MS = 30_000;

/** A DevQuiz line of a 4x4 board without walls: a 15-puzzle (the DevQuiz goal is the default one). */
function isFifteenPuzzleLine(line: string): boolean {
  return line.startsWith('4,4,') && !line.includes('=');
}

/**
 * Runs the first pass on `byEase` (easiest first) until `deadline`: the ladder, then the tiers.
 * @returns the boards a rung that is the first round of improvement answered
 */
export async function runFirstPass(passes: Pick<SolvePasses, 'run' | 'stopped'>, book: AnswerBook, byEase: readonly number[], cores: number, deadline: number, onPass: (name: string) => void): Promise<Set<number>> {
  const isUnanswered = (index: number) => book.status[index] === 'pending' || book.status[index] === 'timeout';
  const hadFirstRound = new Set<number>();
  const ladder = byEase.filter(isUnanswered);
  if (ladder.length === 0) return hadFirstRound;
  const units = new Map(ladder.map((index) => [index, workUnits(book.problems[index])]));
  const start = Date.now();
  const plan = new FirstPassPlan(RUNGS, [...units.values()].reduce((sum, u) => sum + u, 0), cores, start + (deadline - start) * LADDER_SHARE);
  const rungOf = new Map<number, number>();
  let last: number | undefined;
  await passes.run(ladder, RUNGS[0].options, {
    deadline,
    reportTimeouts: false,
    pick: (index) => {
      const rung = plan.pick(units.get(index)!);
      // A change of rung is a new pass on the progress line (and in a log of it).
      if (rung !== last) onPass(`first pass, ${RUNGS[rung].name} (${ladder.length - rungOf.size} boards left)`);
      last = rung;
      rungOf.set(index, rung);
      // On a slower machine a board takes longer by as much: its time limit too, or boards that
      // fit the limit elsewhere would fail it here, and cost the tiers after the ladder seconds.
      const { options } = RUNGS[rung];
      let timeLimitMs = options.timeLimitMs! * Math.max(1, plan.slowness());
      if (isFifteenPuzzleLine(book.problems[index])) timeLimitMs = Math.max(timeLimitMs, FIFTEEN_SET_BUILD_MS);
      // At most the pass's own limit (the thorough rung's), by which a worker counts as hung.
      return { ...options, timeLimitMs: Math.min(timeLimitMs, RUNGS[0].options.timeLimitMs!) };
    },
    kept: (index) => {
      const rung = rungOf.get(index)!;
      plan.record(rung, units.get(index)!, book.solveMs[index] ?? 0);
      if (RUNGS[rung].isFirstRound && book.status[index] !== 'pending') hadFirstRound.add(index);
    },
  });
  for (const [tier, options] of HARD_TIERS.entries()) {
    const open = byEase.filter(isUnanswered);
    if (open.length === 0 || passes.stopped || Date.now() >= deadline) break;
    onPass(`first pass, tier ${tier + 2} of ${HARD_TIERS.length + 1} (${open.length} boards)`);
    await passes.run(open, options, { deadline, reportTimeouts: false });
  }
  return hadFirstRound;
}
