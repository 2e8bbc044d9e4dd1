import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { checkSolution } from '../../src/engine/board/moves.js';

const main = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));
export const SAMPLE = fileURLToPath(new URL('../../samples/sample.txt', import.meta.url));

/** A fresh directory holding `files` (name to text); returns the path of a name in it. */
export function scratch(files: Record<string, string> = {}): (name: string) => string {
  const dir = mkdtempSync(join(tmpdir(), 'slidepuzzle-batch-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return (name) => join(dir, name);
}

/** The lines of an answers file, one per problem. */
export function answerLines(path: string): string[] {
  return readFileSync(path, 'utf8').split('\n').slice(0, -1);
}

/** Whether `moves` takes the board line to its DevQuiz goal, checked here by plain replay. */
export function solves(line: string, moves: string): boolean {
  const start = parseBoard(line);
  return checkSolution(start, defaultGoal(start), moves) === undefined;
}

/** Starts the built CLI without waiting for it. */
export function startCli(args: string[]): ChildProcess & { output: { stdout: string; stderr: string }; ended: Promise<number | null> } {
  const child = spawn(process.execPath, [main, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { stdout: '', stderr: '' };
  child.stdout.setEncoding('utf8').on('data', (text: string) => { output.stdout += text; });
  child.stderr.setEncoding('utf8').on('data', (text: string) => { output.stderr += text; });
  const ended = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return Object.assign(child, { output, ended });
}

/** Resolves once `test()` holds, checking every 50 ms. */
export async function until(test: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
