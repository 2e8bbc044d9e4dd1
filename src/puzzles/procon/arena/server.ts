// startArena(): a practice arena for Procon 25 as it was played, on node:http. Its problems and
// players are read at the start, its standings rebuilt from its journal; then it listens, on the
// loopback unless told otherwise, with bounds on bodies, connections and slow clients.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { InputError } from '../../../core/input-error.js';
import { Arena, type ArenaReplay } from './arena.js';
import { arenaHandler } from './http.js';
import { readPlayers, readProblems } from './setup.js';

/** The port when none is given: 8025, for Procon 25. */
export const DEFAULT_ARENA_PORT = 8025;
/** The interface when none is given: the loopback, so only this machine reaches the arena. */
export const DEFAULT_ARENA_HOST = '127.0.0.1';
/** The journal's name in the problem folder when no path is given. */
export const DEFAULT_JOURNAL_NAME = 'journal.jsonl';
/** Accepted answers a player may send to a problem: room for a few clients' improvements. */
export const DEFAULT_MAX_SUBMISSIONS = 100;
/** A body's bound: 1 MiB, some 50 times a 16x16 answer's usual size. */
export const DEFAULT_MAX_BODY_BYTES = 1 << 20;
/** Connections at once; more wait in the kernel's queue. */
export const DEFAULT_MAX_CONNECTIONS = 256;
/** A client has this long to send its headers, and this long for its whole request. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** An idle kept-alive connection is closed after this long. */
const KEEP_ALIVE_MS = 5_000;

export interface ArenaOptions {
  /** The folder of `<id>.ppm` problem images, each with its `<id>.key.txt`. */
  readonly problemsDir: string;
  /** The players file: one id a line. */
  readonly playersFile: string;
  /** Default {@link DEFAULT_ARENA_HOST}. */
  readonly host?: string;
  /** Default {@link DEFAULT_ARENA_PORT}; 0 picks a free port. */
  readonly port?: number;
  /** Default `<problemsDir>/journal.jsonl` ({@link DEFAULT_JOURNAL_NAME}). */
  readonly journal?: string;
  /** Default {@link DEFAULT_MAX_SUBMISSIONS}. */
  readonly maxSubmissions?: number;
  /** Default {@link DEFAULT_MAX_BODY_BYTES}. */
  readonly maxBodyBytes?: number;
  /** Default {@link DEFAULT_MAX_CONNECTIONS}. */
  readonly maxConnections?: number;
  /** Hears the arena's own failures (a 500: the journal failing, a bug). Default: printed on stderr. */
  readonly onError?: (error: unknown) => void;
}

export interface RunningArena {
  /** Where it listens, e.g. `http://127.0.0.1:8025/`. */
  readonly url: string;
  readonly journal: string;
  readonly problems: readonly string[];
  readonly players: readonly string[];
  /** What the journal held at the start. */
  readonly replay: ArenaReplay;
  /** Stops listening, lets the requests under way finish, and closes the journal. */
  close(): Promise<void>;
}

/**
 * Starts a practice arena (see docs/procon-arena.md for its protocol).
 * @throws {@link InputError} for its own bad input, in one line: a problem folder or players file
 * that will not do, a journal that cannot be read, or an address it cannot listen on
 */
export async function startArena(options: ArenaOptions): Promise<RunningArena> {
  const problems = readProblems(options.problemsDir);
  let playersText: string;
  try {
    playersText = readFileSync(options.playersFile, 'utf8');
  } catch (error) {
    throw new InputError(`cannot read ${options.playersFile}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const players = readPlayers(options.playersFile, playersText);
  const journal = options.journal ?? join(options.problemsDir, DEFAULT_JOURNAL_NAME);
  const { arena, replay } = await Arena.open(problems, players, journal, options.maxSubmissions ?? DEFAULT_MAX_SUBMISSIONS);
  const onError = options.onError ?? ((error: unknown) => console.error(`slidepuzzle arena: ${error instanceof Error ? error.stack : String(error)}`));
  const server = createServer(arenaHandler(arena, { maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, players, onError }));
  Object.assign(server, { maxConnections: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS, headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, keepAliveTimeout: KEEP_ALIVE_MS });
  const host = options.host ?? DEFAULT_ARENA_HOST, port = options.port ?? DEFAULT_ARENA_PORT;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await arena.close();
    throw new InputError(`cannot listen on ${host} port ${port}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}/`,
    journal,
    problems: problems.map(({ id }) => id),
    players,
    replay,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await arena.close();
    },
  };
}
