// The arena tests' material, all made here: pictures drawn in code, cut and shuffled into problem
// folders as `procon generate --image ... --key` writes them, players files, answers, and plain
// HTTP calls that show the arena's replies as they are.
import { request } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ProconProblem, type RgbImage, formatProblemPpm, formatProconProblem, generateProconProblem, parseProconProblem, rearrange,
} from '../../../src/puzzles/procon/index.js';
import { scratch } from '../../helpers/batch-files.js';
import { picture } from '../../helpers/picture.js';

export interface ProblemSpec {
  readonly id: string;
  readonly columns: number;
  readonly rows: number;
  readonly limit: number;
  readonly costs: [number, number];
  readonly seed: number;
  /** The picture before the shuffle; default picture() at 16 px a piece. */
  readonly image?: RgbImage;
}

/** A problem folder and a players file in a fresh scratch folder; the keys by id. */
export function arenaFiles(specs: readonly ProblemSpec[], players: readonly string[]) {
  const at = scratch();
  const dir = at('problems');
  mkdirSync(dir);
  const keys = new Map<string, ProconProblem>();
  for (const spec of specs) {
    const [selectCost, swapCost] = spec.costs;
    const key = generateProconProblem({ width: spec.columns, height: spec.rows, selectLimit: spec.limit, selectCost, swapCost, seed: spec.seed });
    const image = spec.image ?? picture(spec.columns * 16, spec.rows * 16, spec.seed);
    writeFileSync(join(dir, `${spec.id}.ppm`), formatProblemPpm({ columns: spec.columns, rows: spec.rows, selectLimit: spec.limit, selectCost, swapCost, image: rearrange(image, spec.columns, spec.rows, key.pieces) }));
    writeFileSync(join(dir, `${spec.id}.key.txt`), formatProconProblem(key));
    keys.set(spec.id, parseProconProblem(formatProconProblem(key)));
  }
  writeFileSync(at('players.txt'), `${players.join('\n')}\n`);
  return { at, dir, playersFile: at('players.txt'), journal: join(dir, 'journal.jsonl'), keys };
}

/** `answer` with `extra` more selections of no swaps (cell 00): as right, dearer by `extra` select costs. */
export function padded(answer: string, extra: number): string {
  const lines = answer.split('\n');
  const count = Number(lines[0]);
  const selections = Array.from({ length: 3 * count }, (_, at) => lines[1 + at] ?? '');
  return `${[String(count + extra), ...selections, ...Array.from({ length: extra }, () => ['00', '0', '']).flat()].join('\n')}\n`;
}

/** A raw HTTP request (node:http, so the path goes as written: no client normalises `..`). */
export function raw(url: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const call = request({ host: hostname, port, path, method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, text: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
    });
    call.on('error', reject);
    call.end(options.body);
  });
}

/** `POST /SubmitAnswer` as a browser's form sends it; the status and the reply's text. */
export async function submit(url: string, fields: Record<string, string>): Promise<{ status: number; text: string }> {
  const response = await fetch(new URL('SubmitAnswer', url), { method: 'POST', body: new URLSearchParams(fields) });
  return { status: response.status, text: await response.text() };
}
