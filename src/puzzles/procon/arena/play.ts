// playArena(): a client of a practice arena (or of a server that keeps to the contest's protocol,
// with /problems.json and /standings.json as the arena has them). It plays the problems one after
// another, each for its time limit. Several clients may play as one player, on one machine or
// many: each sends only what beats the player's best on the arena, so they need no protocol of
// their own.
import { DEFAULT_PROCON_TIME_LIMIT_MS } from '../swap/solve-procon.js';
import { ArenaClient, ArenaRefused, ArenaUnreachable, type RetryOptions } from './client.js';
import { type ProblemPlay, playProblem } from './play-problem.js';
import { warmUp } from './warm-up.js';

/** A problem's time when none is given: 10 s, as `slidepuzzle procon` solves. */
export const DEFAULT_PLAY_TIME_LIMIT_MS = DEFAULT_PROCON_TIME_LIMIT_MS;

export interface PlayOptions {
  /** The arena's address, e.g. `http://127.0.0.1:8025/`. */
  readonly server: string;
  readonly player: string;
  /** The problems to play, in order. Default: every problem /problems.json lists. */
  readonly problems?: readonly string[];
  /** Each problem's time, from its image's request. Default {@link DEFAULT_PLAY_TIME_LIMIT_MS}. */
  readonly timeLimitMs?: number;
  /** The solver's settings (solve-variant.ts): clients of one player do best with different seeds. Default 1. */
  readonly seed?: number;
  /** How network failures are tried again. */
  readonly retry?: Partial<RetryOptions>;
  /** Hears what happens, a line at a time: answers accepted, a reassembly found wrong, retries. Default: nothing. */
  readonly onLine?: (line: string) => void;
}

/** How a play went: each problem played, and why it ended early, if it did. */
export interface ArenaPlay {
  readonly plays: readonly ProblemPlay[];
  /** Why the play ended before its problems did: the arena unreachable, or a refusal of the player (403). */
  readonly stopped?: string;
  /** The status of the refusal that ended it, if one did. */
  readonly refused?: number;
}

/**
 * Plays an arena's problems; resolves to how each went (a problem not reached for want of the
 * arena is left out). Nothing throws for the arena's answers: a refusal ends a problem (a 403, the
 * player unknown, ends them all), and an arena that stops answering ends the play.
 * @throws `TypeError` for a server address that is not a URL
 */
export async function playArena(options: PlayOptions): Promise<ArenaPlay> {
  const say = options.onLine ?? (() => {});
  const client = new ArenaClient(options.server, options.retry, say);
  const plays: ProblemPlay[] = [];
  await warmUp();
  try {
    const ids = options.problems ?? (await client.problems()).problems.map(({ id }) => id);
    const context = { client, server: options.server, player: options.player, timeLimitMs: options.timeLimitMs ?? DEFAULT_PLAY_TIME_LIMIT_MS, seed: options.seed ?? 1, say };
    for (const id of ids) {
      try {
        plays.push(await playProblem(id, context));
      } catch (error) {
        if (!(error instanceof ArenaRefused) || error.status === 403) throw error;
        plays.push({ problem: id, accepted: 0, stopped: `the arena refused (${error.status}): ${error.message}`, refused: error.status });
      }
    }
    return { plays };
  } catch (error) {
    if (error instanceof ArenaRefused) return { plays, stopped: `the arena refused (${error.status}): ${error.message}`, refused: error.status };
    if (error instanceof ArenaUnreachable) return { plays, stopped: error.message };
    throw error;
  }
}
