// The race: one board on both engines at once, each in its own worker, and both times side by side.
import type { Solver, SolveOptions, SolveResult, EngineName, SolveProgress } from '../src/browser/index.js';
import { count, describeResult, seconds } from './format.js';
import { verifyAnswer } from './verify.js';
import { ENGINE_NAMES } from '../src/engine/index.js';

const ENGINE_TITLES: Record<EngineName, string> = { wasm: 'WebAssembly', ts: 'TypeScript' };

/** One engine's column: its time, a line of detail, and a bar as long as its time. */
export class RaceLane {
  private readonly time: HTMLElement;
  private readonly detail: HTMLElement;
  private readonly bar: HTMLElement;

  constructor(root: HTMLElement) {
    this.time = root.querySelector('.time')!;
    this.detail = root.querySelector('.detail')!;
    this.bar = root.querySelector('.bar span')!;
  }

  start(): void {
    this.time.textContent = seconds(0);
    this.detail.textContent = 'Searching...';
    this.bar.style.width = '0';
  }

  progress({ nodes, bound, elapsedMs }: SolveProgress): void {
    this.time.textContent = seconds(elapsedMs);
    this.detail.textContent = `${count(nodes)} nodes, bound ${bound}`;
  }

  finish(line: string, result: SolveResult): void {
    this.time.textContent = 'ms' in result ? seconds(result.ms) : '-';
    this.detail.textContent = result.status === 'solved'
      ? `${result.moves.length} moves, ${count(result.nodes)} nodes, ${(result.nodes / result.ms / 1000).toFixed(1)} M nodes/s. `
        + verifyAnswer(line, result.moves).text
      : describeResult(result);
  }

  scale(fraction: number): void {
    this.bar.style.width = `${Math.round(fraction * 100)}%`;
  }
}

/** Runs the race and returns a one-line verdict. */
export async function race(
  solvers: Record<EngineName, Solver>,
  lanes: Record<EngineName, RaceLane>,
  line: string,
  options: Pick<SolveOptions, 'optimal' | 'timeLimitMs' | 'signal'>,
): Promise<string> {
  const results = await Promise.all(ENGINE_NAMES.map(async (engine) => {
    lanes[engine].start();
    const result = await solvers[engine].solve(line, { ...options, engine, onProgress: (p) => lanes[engine].progress(p) });
    lanes[engine].finish(line, result);
    return result;
  }));
  const solved = results.flatMap((result) => (result.status === 'solved' ? [result] : []));
  if (solved.length < results.length) return 'Not both engines solved the board, so there is no winner.';
  const slowest = Math.max(...solved.map((s) => s.ms));
  for (const s of solved) lanes[s.engine].scale(s.ms / slowest);
  const [fast, slow] = [...solved].sort((a, b) => a.ms - b.ms);
  const sameNodes = fast.nodes === slow.nodes ? `, both over the same ${count(fast.nodes)} nodes` : '';
  return `${ENGINE_TITLES[fast.engine]} was ${(slow.ms / fast.ms).toFixed(2)}x as fast as ${ENGINE_TITLES[slow.engine]}${sameNodes}.`;
}
