// The arena's HTTP face: a route a path, each with its methods. Every reply that is not a page, an
// image or JSON is one line of text: `ACCEPTED <n>`, or `ERROR <why>` with a 4xx or 5xx status.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { quote } from '../../../core/quote.js';
import type { Arena } from './arena.js';
import { ArenaError } from './arena-error.js';
import { readSubmitForm } from './form.js';
import { standingsPage } from './page.js';
import { PROBLEM_ID } from './setup.js';

/** What a route sends back: a status, a content type and the body. */
interface Reply {
  readonly status?: number;
  readonly type: string;
  readonly body: string | Uint8Array;
}

type Route = Partial<Record<'GET' | 'POST', (request: IncomingMessage) => Reply | Promise<Reply>>>;

const TEXT = 'text/plain; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
const PROBLEM_PREFIX = '/problem/';

export interface HandlerOptions {
  readonly maxBodyBytes: number;
  readonly players: readonly string[];
  /** Hears an error that is the arena's fault (a 5xx), for its log. */
  readonly onError: (error: unknown) => void;
}

/** The request handler of an arena's server. */
export function arenaHandler(arena: Arena, options: HandlerOptions): (request: IncomingMessage, response: ServerResponse) => void {
  const json = (value: unknown): Reply => ({ type: JSON_TYPE, body: `${JSON.stringify(value)}\n` });
  const routes: Record<string, Route> = {
    '/': { GET: () => ({ type: 'text/html; charset=utf-8', body: standingsPage(arena.standings, arena.problemsJson(), options.players) }) },
    '/standings.json': { GET: () => json(arena.standings.json()) },
    '/problems.json': { GET: () => json(arena.problemsJson()) },
    '/SubmitAnswer': { POST: async (request) => ({ type: TEXT, body: `${await arena.submit(await readSubmitForm(request, options.maxBodyBytes))}\n` }) },
  };
  return (request, response) => {
    // The raw path, never normalised: '/problem/../x' must not become '/x'.
    const path = (request.url ?? '').split('?')[0];
    const route: Route | undefined = path.startsWith(PROBLEM_PREFIX) ? { GET: () => problemImage(arena, path.slice(PROBLEM_PREFIX.length)) } : routes[path];
    void reply(request, route)
      .then((sent) => send(response, sent))
      .catch((error: unknown) => {
        const known = error instanceof ArenaError ? error : new ArenaError(500, 'internal error (see the arena\'s log)');
        if (known.status >= 500) options.onError(error);
        const headers: Record<string, string> = known.status === 405 ? { Allow: allowed(route!).join(', ') } : {};
        send(response, { status: known.status, type: TEXT, body: `ERROR ${known.message}\n` }, headers);
      });
  };
}

/** The route's reply to the request's method (HEAD is GET without the body: node:http leaves it out). */
async function reply(request: IncomingMessage, route: Route | undefined): Promise<Reply> {
  if (!route) throw new ArenaError(404, `no such path ${quote(request.url ?? '')}`);
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const handle = method === 'GET' || method === 'POST' ? route[method] : undefined;
  if (!handle) throw new ArenaError(405, `${request.method} is not allowed here: ${allowed(route).join(' or ')} only`);
  return handle(request);
}

function allowed(route: Route): string[] {
  return Object.keys(route).flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method]));
}

/** `GET /problem/<id>.ppm`: the name decoded, checked as an id, then looked up (no file is ever opened by name). */
function problemImage(arena: Arena, name: string): Reply {
  let decoded: string;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    throw new ArenaError(400, `bad problem name ${quote(name)}: not valid percent-encoding`);
  }
  const match = /^(.*)\.ppm$/.exec(decoded);
  if (!match || !PROBLEM_ID.test(match[1])) throw new ArenaError(400, `bad problem name ${quote(decoded)}: expected <id>.ppm, the id letters, digits, _ and - only`);
  const problem = arena.problem(match[1]);
  if (!problem) throw new ArenaError(404, `unknown problem ${quote(match[1])}`);
  return { type: 'image/x-portable-pixmap', body: problem.image };
}

function send(response: ServerResponse, { status = 200, type, body }: Reply, headers: Record<string, string> = {}): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', ...headers });
  response.end(body);
}
