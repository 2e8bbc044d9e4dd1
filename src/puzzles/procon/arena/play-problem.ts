// One problem played as the Procon 25 champion (University of Tokyo, 2014) played: the image
// fetched and reassembled, a quick answer sent at once, its reply read (an answer's misplaced count
// is its arrangement's, whatever the answer: it sorts the pieces as the arrangement says, so one
// reply tells whether the reassembly is right), then better answers sent as longer solves find them.
import type { ProconProblem } from '../swap/problem.js';
import { formatProconAnswer } from '../swap/answer.js';
import { reassemble } from '../jigsaw/reassemble.js';
import { ArenaRefused, type ArenaClient } from './client.js';
import { solveVariant } from './solve-variant.js';
import { type ArenaScore, type StandingsEntry, betterScore } from './standings.js';

/**
 * The quick answer's time, at most a third of the problem's: long enough for a 16x16 board's first
 * answer (a solve runs to its limit); without one in time, the next solve is longer.
 */
const QUICK_MS = 700;
/**
 * How much longer each solve is than the last. A solve starts afresh, so long ones pay best: with
 * 10 s, after the quick answer one solve takes the rest, where a growth of 2 would spend time on
 * middle-length solves whose answers the last one beats.
 */
const GROWTH = 4;
/** A solve shorter than this is not started. */
const MIN_SOLVE_MS = 100;
/** Kept at the end for the last submission. */
const WRAP_UP_MS = 150;

/** How one problem went. */
export interface ProblemPlay {
  readonly problem: string;
  /** This client's best accepted answer (undefined: none). */
  readonly best?: ArenaScore;
  /** Answers of this client the arena accepted. */
  readonly accepted: number;
  /** The player's best on the arena at the end, any client's (undefined: none, or not reached). */
  readonly arenaBest?: StandingsEntry;
  /** Milliseconds from the image's request to the first ACCEPTED. */
  readonly firstAcceptedMs?: number;
  /** Why it stopped before its time: a refusal (4xx), an image that does not read, a board without answer. */
  readonly stopped?: string;
  /** The status of the refusal that stopped it, if one did. */
  readonly refused?: number;
}

export interface PlayContext {
  readonly client: ArenaClient;
  readonly server: string;
  readonly player: string;
  readonly timeLimitMs: number;
  readonly seed: number;
  readonly say: (line: string) => void;
}

/** An arrangement the reassembly offered, what the arena said of it, and the cheapest answer sent on it. */
interface Arrangement {
  readonly board: ProconProblem;
  misplaced?: number;
  sentCost?: number;
  /** Its cheapest answer is proven (the exact solver's, on boards of up to 6 pieces). */
  proven?: boolean;
}

/**
 * Plays one problem until its time is up.
 * @throws {@link ArenaRefused} for a 403 (the player is not the arena's: no other problem will do
 * better); ArenaUnreachable when the arena stops answering
 */
export async function playProblem(id: string, context: PlayContext): Promise<ProblemPlay> {
  const { client, player, say } = context;
  const started = performance.now(), deadline = started + context.timeLimitMs;
  const found = reassemble(await client.image(id));
  if (found.status === 'invalid') return { problem: id, accepted: 0, stopped: `the image does not read: ${found.reason}` };
  const arrangements: Arrangement[] = [found.problem, ...found.alternatives].map((board) => ({ board }));
  const pieces = found.problem.pieces.length;
  let best: ArenaScore | undefined, accepted = 0, firstAcceptedMs: number | undefined, stopped: string | undefined, refused: number | undefined;
  let playing: Arrangement | undefined, limitMs = 0, hinted = false;
  while (!stopped) {
    const arrangement = pick(arrangements);
    // A proven cheapest answer was offered: no longer solve can beat it.
    if (arrangement.proven) break;
    // A new arrangement starts with a quick answer, to learn at once whether it is right.
    const quick = arrangement !== playing;
    if (quick) {
      playing = arrangement;
      limitMs = Math.min(QUICK_MS, context.timeLimitMs / 3);
    }
    const left = deadline - performance.now() - WRAP_UP_MS;
    if (left < MIN_SOLVE_MS) break;
    // Each solve GROWTH times as long as the last; one after which the next would not fit takes
    // all that is left, unless it is the quick one.
    const solveMs = Math.min(left, quick || left - limitMs >= GROWTH * limitMs ? limitMs : left);
    limitMs *= GROWTH;
    const result = await solveVariant(arrangement.board, solveMs, context.seed);
    if (result.status === 'unsolvable' || result.status === 'invalid') {
      stopped = `no answer: ${result.reason}`;
      break;
    }
    if (result.status === 'solved' && result.optimal) arrangement.proven = true;
    if (result.status !== 'solved' || (arrangement.sentCost !== undefined && result.score.cost >= arrangement.sentCost)) continue;
    const solved = { answer: result.answer, cost: result.score.cost };
    arrangement.sentCost = solved.cost;
    const expected = { misplaced: arrangement.misplaced ?? 0, cost: solved.cost };
    let misplaced: number | undefined;
    try {
      misplaced = await submitIfBetter(context, id, expected, formatProconAnswer(arrangement.board, solved.answer));
    } catch (error) {
      if (!(error instanceof ArenaRefused) || error.status === 403) throw error;
      stopped = `the arena refused (${error.status}): ${error.message}`;
      refused = error.status;
      break;
    }
    if (misplaced === undefined) continue;
    accepted++;
    firstAcceptedMs ??= performance.now() - started;
    const score = { misplaced, cost: solved.cost };
    if (!best || betterScore(score, best)) best = score;
    say(`${id}: ACCEPTED ${misplaced}, cost ${solved.cost.toLocaleString('en-US')} (${(solveMs / 1000).toFixed(1)} s solve)`);
    const untried = arrangement.misplaced === undefined;
    arrangement.misplaced = misplaced;
    if (untried && misplaced > 0) {
      const next = pick(arrangements);
      say(`${id}: the reassembly is wrong: ${misplaced} of ${pieces} pieces misplaced; `
        + (next.misplaced === undefined ? `trying the next arrangement (${arrangements.indexOf(next) + 1} of ${arrangements.length})`
          : arrangements.length === 1 ? 'the reassembly offers no other arrangement' : 'no arrangement it offers is right'));
      if (next.misplaced !== undefined && !hinted) {
        hinted = true;
        say(correctionHint(context.server, id, arrangements));
      }
    }
  }
  const arenaBest = await client.standings().then((standings) => standings.problems[id]?.[player], () => undefined);
  return { problem: id, best, accepted, arenaBest, firstAcceptedMs, stopped, refused };
}

/** The arrangement to play: the first not known wrong, else the one with the fewest pieces misplaced. */
function pick(arrangements: readonly Arrangement[]): Arrangement {
  return arrangements.find(({ misplaced }) => !misplaced)
    ?? arrangements.reduce((a, b) => (b.misplaced! < a.misplaced! ? b : a));
}

/**
 * Submits the answer if it beats the player's best on the arena as /standings.json shows it, so
 * that clients playing as one player send only improvements. A try that fails on the network is
 * tried again from the standings, so an answer whose reply was lost is not sent twice once the
 * arena shows it. Resolves to the pieces misplaced, or undefined when it was not better.
 */
async function submitIfBetter(context: PlayContext, problem: string, expected: ArenaScore, answer: string): Promise<number | undefined> {
  const { client, player } = context;
  return client.retrying(`POST /SubmitAnswer (${problem})`, async () => {
    const standing = (await client.standingsOnce()).problems[problem]?.[player];
    if (standing && !betterScore(expected, standing)) return undefined;
    return client.submitOnce(player, problem, answer);
  });
}

/** Where a person can fix the arrangement by hand: the demo page's Procon view, with the problem's image. */
function correctionHint(server: string, problem: string, arrangements: readonly Arrangement[]): string {
  const fewest = Math.min(...arrangements.map(({ misplaced }) => misplaced!));
  return `${problem}: ${fewest} pieces stay misplaced; to fix it by hand, save ${new URL(`problem/${problem}.ppm`, server).href} and open it in the demo page's `
    + 'Procon view (npm run build:web, serve web/dist, #procon; Photo, Picture), Reassemble, click two pieces to exchange them, Solve the swaps, and send its answer';
}
