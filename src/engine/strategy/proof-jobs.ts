// One proof of optimality across machines. An IDA* iteration of the split search (split-search.ts)
// is written as a job file: the start, the goal, the iteration's bound and one line per subtree (its
// root's moves from the start). Any machine runs any share of the jobs, with any admissible
// heuristic, and writes one result line per job: the path found within the bound, or the smallest
// f past it and the nodes. The merge proves the length (a path within the bound is optimal, as every
// shorter bound was exhausted before the file was written) or writes the next iteration's file:
// the same jobs at the smallest f past the bound over all of them. A result names its file's id
// and its job's moves, so a result of another file is refused, a job run twice counts once, and a
// job without a result stops the merge until it is run.
import { createHash } from 'node:crypto';
import { type Board, formatBoard, formatCells, parseBoard } from '../board/board.js';
import { parseGoal } from '../board/goal.js';
import { checkSolution, replay } from '../board/moves.js';
import { InputError } from '../../core/input-error.js';
import { quote } from '../../core/quote.js';
import { type HeuristicName, HEURISTIC_NAMES } from '../heuristics/heuristic.js';
import { MAX_DEPTH } from '../search/search-constants.js';
import { createEngine } from '../search/create-engine.js';
import { optimalProblem } from './optimal.js';
import { runSearch } from './run-search.js';
import { type SubtreeRunner, shareJobs, splitRoots, subtreeJob } from './split-search.js';

/** The first line's `format`: the version of the job file's lines. */
const FORMAT = 'slidepuzzle proof jobs 1';

/** One iteration of a proof: its jobs' roots, and the bound no path under which exists. */
export interface ProofJobs {
  readonly start: Board;
  readonly goal: Board;
  /** The heuristic the runs use unless told otherwise (any admissible one proves the same). */
  readonly heuristic: HeuristicName;
  /** The iteration's bound: every path is at least this long (proven before the file was written). */
  readonly bound: number;
  /** Each job's root: its moves from the start, all of one length. */
  readonly prefixes: readonly string[];
  /** `sha256:` and the hash of all the above: results name it. */
  readonly id: string;
}

/** What one job found. `nextBound` and `moves` count from the start, not from the job's root. */
export type JobResult = { readonly id: string; readonly job: number; readonly prefix: string; readonly nodes: number } & (
  | { readonly status: 'found'; readonly moves: string }
  | { readonly status: 'exhausted'; readonly nextBound: number });

/** What the results of one job file prove. */
export type ProofMerge =
  /** A path within the bound: optimal. */
  | { readonly status: 'proven'; readonly moves: string; readonly nodes: number }
  /** Every job exhausted: no path within the bound; the next iteration's bound (above the deepest bound when no path is left at all). */
  | { readonly status: 'exhausted'; readonly nextBound: number; readonly nodes: number }
  /** Jobs without a result (their indices): nothing is proven until they run. */
  | { readonly status: 'incomplete'; readonly missing: readonly number[]; readonly nodes: number };

/** The file's id: the hash of everything a result depends on. */
function idOf(jobs: Omit<ProofJobs, 'id'>): string {
  const text = [FORMAT, formatBoard(jobs.start), formatCells(jobs.goal.cells), jobs.heuristic, jobs.bound, ...jobs.prefixes].join('\n');
  return `sha256:${createHash('sha256').update(text).digest('hex')}`;
}

/**
 * The first iteration's jobs: about `wanted` subtrees (split-search.ts's split) at the larger of
 * the start's heuristic and the roots' depth, both bounds proven; or the path, when one is shorter
 * than the roots' depth (it is then optimal). Reads or builds the heuristic's databases here.
 */
export async function firstJobs(start: Board, goal: Board, heuristic: HeuristicName, wanted: number): Promise<ProofJobs | { readonly found: string }> {
  const split = splitRoots(start, goal, wanted);
  if ('found' in split) return { found: split.found };
  const prefixes = split.roots.map((root) => root.prefix);
  // The start's heuristic: a search to bound 0 ends at once with it as the next bound.
  const atStart = await runSearch(createEngine('wasm'), { ...optimalProblem(start, goal, heuristic), maxBound: 0 });
  const bound = Math.max(prefixes[0].length, atStart.status === 'limit' ? atStart.nextBound! : 0);
  const jobs = { start, goal, heuristic, bound, prefixes };
  return { ...jobs, id: idOf(jobs) };
}

/**
 * Runs here the iterations too small to be worth sending away (each machine would take longer to
 * start than to search them), as IDA* on the whole board, one iteration at a time from the jobs'
 * bound, while an iteration's nodes, foreseen from the last two (at least twice the last), fit
 * `nodeBudget`; one that outgrows it anyway is stopped there and left whole to the machines.
 * @returns the path, once an iteration finds it (optimal: every shorter bound was exhausted), or
 * the jobs of the first iteration left; and the nodes spent here
 */
export async function runSmallIterations(jobs: ProofJobs, nodeBudget: number): Promise<{ readonly jobs: ProofJobs; readonly nodes: number } | { readonly moves: string; readonly nodes: number }> {
  const engine = createEngine('wasm');
  const problem = optimalProblem(jobs.start, jobs.goal, jobs.heuristic);
  let nodes = 0, last = 0, growth = 2;
  while (nodeBudget > 0 && last * growth <= nodeBudget && jobs.bound < MAX_DEPTH - 1) {
    const outcome = await runSearch(engine, { ...problem, minBound: jobs.bound, maxBound: jobs.bound }, { nodeLimit: nodeBudget });
    nodes += outcome.nodes;
    if (outcome.status === 'found') return { moves: outcome.moves, nodes };
    if (outcome.status !== 'limit') break;
    growth = last > 0 ? Math.max(2, outcome.nodes / last) : 2;
    last = outcome.nodes;
    jobs = nextJobs(jobs, outcome.nextBound!);
  }
  return { jobs, nodes };
}

/** The same jobs at the next iteration's bound. */
export function nextJobs(jobs: ProofJobs, bound: number): ProofJobs {
  const next = { ...jobs, bound };
  return { ...next, id: idOf(next) };
}

/** The job file: a JSON line for the iteration, then one per job (`job`, its index, and `prefix`). */
export function formatJobs(jobs: ProofJobs): string {
  const head = { format: FORMAT, start: formatBoard(jobs.start), goal: formatCells(jobs.goal.cells), heuristic: jobs.heuristic, bound: jobs.bound, jobs: jobs.prefixes.length, id: jobs.id };
  return [head, ...jobs.prefixes.map((prefix, job) => ({ job, prefix }))].map((line) => `${JSON.stringify(line)}\n`).join('');
}

/**
 * Reads a job file, checked whole: its boards, its jobs (in order, each root reachable from the
 * start, all at one depth) and its id (a file edited by hand is refused).
 * @throws InputError naming the line at fault
 */
export function parseJobs(text: string): ProofJobs {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const head = jsonLine(lines[0] ?? '', 1, 'the job file is empty');
  if (head.format !== FORMAT) throw new InputError(`line 1: not a proof's job file (its format is ${quote(String(head.format))}, expected ${quote(FORMAT)})`);
  const at = (line: number, read: () => unknown) => {
    try {
      return read();
    } catch (error) {
      if (error instanceof InputError) throw new InputError(`line ${line}: ${error.message}`);
      throw error;
    }
  };
  const start = at(1, () => parseBoard(String(head.start))) as Board;
  const goal = at(1, () => parseGoal(String(head.goal), start)) as Board;
  if (!HEURISTIC_NAMES.includes(head.heuristic as HeuristicName)) throw new InputError(`line 1: unknown heuristic ${quote(String(head.heuristic))}`);
  if (!Number.isSafeInteger(head.bound) || (head.bound as number) < 0) throw new InputError('line 1: the bound must be a whole number');
  if (head.jobs !== lines.length - 1) throw new InputError(`line 1: the file names ${head.jobs} jobs but holds ${lines.length - 1}`);
  const prefixes = lines.slice(1).map((line, job) => {
    const { job: index, prefix } = jsonLine(line, job + 2, '');
    if (index !== job || typeof prefix !== 'string') throw new InputError(`line ${job + 2}: expected job ${job} and its prefix`);
    at(job + 2, () => replay(start, prefix));
    return prefix;
  });
  if (prefixes.some((prefix) => prefix.length !== prefixes[0].length)) throw new InputError('the jobs\' roots are not all at one depth');
  const jobs = { start, goal, heuristic: head.heuristic as HeuristicName, bound: head.bound as number, prefixes };
  const id = idOf(jobs);
  if (head.id !== id) throw new InputError('line 1: the id does not match the file (edited by hand?)');
  return { ...jobs, id };
}

/** One result line. */
export function formatResult(result: JobResult): string {
  return `${JSON.stringify(result)}\n`;
}

/**
 * Reads results of `jobs`, checked: each of this file, its job's root, a found path replayed to
 * the goal within the bound, a next bound past it. A last line cut short (a run killed while
 * writing it) is left out, as if its job had not run.
 * @param name the results' file, for the messages
 * @throws InputError naming the file and line at fault
 */
export function parseResults(text: string, jobs: ProofJobs, name: string): JobResult[] {
  const lines = text.split('\n');
  const results: JobResult[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    const where = `${name} line ${i + 1}`;
    let result: JobResult;
    try {
      result = JSON.parse(line) as JobResult;
    } catch {
      if (i === lines.length - 1) return;
      throw new InputError(`${where}: not a JSON line`);
    }
    if (result.id !== jobs.id) throw new InputError(`${where}: a result of another job file (${quote(String(result.id))})`);
    if (!Number.isSafeInteger(result.job) || jobs.prefixes[result.job] !== result.prefix) throw new InputError(`${where}: no job ${result.job} with the prefix ${quote(String(result.prefix))}`);
    if (!Number.isSafeInteger(result.nodes) || result.nodes < 0) throw new InputError(`${where}: nodes must be a whole number`);
    if (result.status === 'found') {
      const wrong = typeof result.moves !== 'string' || !result.moves.startsWith(result.prefix)
        ? 'does not start with its job\'s prefix' : checkSolution(jobs.start, jobs.goal, result.moves);
      if (wrong !== undefined) throw new InputError(`${where}: the path found ${wrong}`);
      if (result.moves.length > jobs.bound) throw new InputError(`${where}: the path found is longer than the bound ${jobs.bound}`);
    } else if (result.status !== 'exhausted' || !Number.isSafeInteger(result.nextBound) || result.nextBound <= jobs.bound) {
      throw new InputError(`${where}: expected found with its moves, or exhausted with a next bound past ${jobs.bound}`);
    }
    results.push(result);
  });
  return results;
}

/**
 * What `results` prove: a path found (optimal: its length is the bound, as no path is shorter; a
 * shorter one means the file's bound was never proven, and is refused), or every job exhausted
 * (the next bound, the least over the jobs), or the jobs still without a result. A job's repeats
 * count once.
 * @throws InputError when a found path is shorter than the bound
 */
export function mergeResults(jobs: ProofJobs, results: readonly JobResult[]): ProofMerge {
  const first = new Map<number, JobResult>();
  for (const result of results) if (!first.has(result.job)) first.set(result.job, result);
  const nodes = [...first.values()].reduce((sum, result) => sum + result.nodes, 0);
  const found = results.find((result) => result.status === 'found');
  if (found?.status === 'found') {
    if (found.moves.length < jobs.bound) {
      throw new InputError(`a path of ${found.moves.length} moves is shorter than the job file's bound ${jobs.bound}: that bound was never proven`);
    }
    return { status: 'proven', moves: found.moves, nodes };
  }
  const missing = jobs.prefixes.flatMap((_, job) => (first.has(job) ? [] : [job]));
  if (missing.length > 0) return { status: 'incomplete', missing, nodes };
  const nextBound = Math.min(...[...first.values()].map((result) => (result.status === 'exhausted' ? result.nextBound : Infinity)));
  return { status: 'exhausted', nextBound: Math.min(nextBound, MAX_DEPTH), nodes };
}

/**
 * Runs the jobs `indices` of `jobs` on `runners` (one job at a time each), telling `onResult` each
 * result as it comes. A path found ends the run (no other job can matter); so does the signal,
 * without a result for the jobs it stopped.
 */
export async function runJobs(jobs: ProofJobs, indices: readonly number[], runners: readonly SubtreeRunner[], onResult: (result: JobResult) => void, signal?: AbortSignal): Promise<void> {
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    await shareJobs(indices.length, runners, stop.signal, async (runner, index) => {
      const job = indices[index], prefix = jobs.prefixes[job];
      const outcome = await runner(subtreeJob(replay(jobs.start, prefix), prefix, jobs.bound), stop.signal);
      const base = { id: jobs.id, job, prefix, nodes: outcome.nodes };
      if (outcome.status === 'found') {
        onResult({ ...base, status: 'found', moves: prefix + outcome.moves });
        stop.abort();
      } else if (outcome.status === 'exhausted') {
        onResult({ ...base, status: 'exhausted', nextBound: prefix.length + outcome.nextBound });
      }
    });
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/** A JSON object on line `line`. */
function jsonLine(text: string, line: number, empty: string): Record<string, unknown> {
  if (text.trim() === '' && empty) throw new InputError(empty);
  try {
    const value = JSON.parse(text) as unknown;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Refused below.
  }
  throw new InputError(`line ${line}: not a JSON object`);
}
