// A client of the arena's protocol over the built-in fetch: a request that fails on the network,
// times out or gets a 5xx is tried again after a pause that doubles each time; a 4xx is the arena's
// answer, final.
import type { ProblemsJson } from './arena.js';
import type { StandingsJson } from './standings.js';

/** How often and how patiently a request is tried. */
export interface RetryOptions {
  /** Tries in all, the first included. Default 6. */
  readonly attempts: number;
  /** The first pause; each next one is twice as long. Default 250 ms. */
  readonly firstDelayMs: number;
  /** The longest pause. Default 4,000 ms (6 tries then span about 8 s). */
  readonly maxDelayMs: number;
  /** A request still unanswered after this long is given up and tried again. Default 15,000 ms. */
  readonly requestTimeoutMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { attempts: 6, firstDelayMs: 250, maxDelayMs: 4000, requestTimeoutMs: 15_000 };

/** The arena refused a request (a 4xx): its status and its line. Not tried again. */
export class ArenaRefused extends Error {
  override readonly name = 'ArenaRefused';
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** The arena could not be reached (or kept failing) through every try. */
export class ArenaUnreachable extends Error {
  override readonly name = 'ArenaUnreachable';
}

/** A failure worth another try: the network, a timeout, a 5xx. */
class Transient extends Error {}

export class ArenaClient {
  private readonly base: URL;
  private readonly retry: RetryOptions;

  /**
   * @param server the arena's address, e.g. `http://127.0.0.1:8025/`
   * @param onRetry hears each failed try that will be tried again, in one line
   */
  constructor(server: string, retry: Partial<RetryOptions> = {}, private readonly onRetry: (line: string) => void = () => {}) {
    this.base = new URL(server);
    this.retry = { ...DEFAULT_RETRY, ...retry };
  }

  problems(): Promise<ProblemsJson> {
    return this.retrying('GET /problems.json', async () => (await this.once('problems.json')).json() as Promise<ProblemsJson>);
  }

  standings(): Promise<StandingsJson> {
    return this.retrying('GET /standings.json', () => this.standingsOnce());
  }

  image(problem: string): Promise<Uint8Array> {
    return this.retrying(`GET /problem/${problem}.ppm`, async () => new Uint8Array(await (await this.once(`problem/${encodeURIComponent(problem)}.ppm`)).arrayBuffer()));
  }

  /** One try of `GET /standings.json`. */
  async standingsOnce(): Promise<StandingsJson> {
    return (await this.once('standings.json')).json() as Promise<StandingsJson>;
  }

  /**
   * One try of `POST /SubmitAnswer` (a retry could count twice: see play-problem.ts for how a
   * submission is tried again). Resolves to the pieces misplaced.
   */
  async submitOnce(player: string, problem: string, answer: string): Promise<number> {
    const body = new URLSearchParams({ playerid: player, problemid: problem, answer });
    const line = (await (await this.once('SubmitAnswer', { method: 'POST', body })).text()).trim();
    const match = /^ACCEPTED (\d+)$/.exec(line);
    if (!match) throw new Transient(`the arena's reply is not ACCEPTED <n>: ${line.slice(0, 80)}`);
    return Number(match[1]);
  }

  /**
   * `run` until it succeeds, a pause after each transient failure, doubling up to the longest;
   * an {@link ArenaRefused} ends it at once.
   * @throws {@link ArenaUnreachable} after the last try, with its failure
   */
  async retrying<T>(what: string, run: () => Promise<T>): Promise<T> {
    const { attempts, firstDelayMs, maxDelayMs } = this.retry;
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (error) {
        if (!(error instanceof Transient)) throw error;
        if (attempt >= attempts) throw new ArenaUnreachable(`${what}: ${error.message} (${attempts} tries)`);
        const pause = Math.min(maxDelayMs, firstDelayMs * 2 ** (attempt - 1));
        this.onRetry(`${what}: ${error.message}; trying again in ${pause} ms`);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }

  /** One request: its response if 2xx; a 4xx is {@link ArenaRefused}; anything else {@link Transient}. */
  private async once(path: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.base), { ...init, signal: AbortSignal.timeout(this.retry.requestTimeoutMs) });
    } catch (error) {
      // fetch says only 'fetch failed'; its cause says why (ECONNREFUSED, a timeout, a bad port).
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new Transient(cause?.code ?? cause?.message ?? (error as Error).message);
    }
    if (response.ok) return response;
    const line = (await response.text().catch(() => '')).trim().split('\n')[0].replace(/^ERROR /, '');
    if (response.status >= 400 && response.status < 500) throw new ArenaRefused(response.status, line);
    throw new Transient(`HTTP ${response.status}${line ? `: ${line}` : ''}`);
  }
}
