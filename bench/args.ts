// The benchmark scripts' command line: --help prints the usage; an unknown option, a missing value
// or a bad one is one line on stderr and exit 2; a data file that cannot be read (they default to
// the ../shared folder beside the repository) is one line saying which and how to pass another.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type ParseArgsConfig, parseArgs } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Exit code for bad arguments and missing data, as the CLI's bad input. */
export const BAD_INPUT = 2;

/** Prints `name: message` on stderr and exits with BAD_INPUT. */
export function fail(name: string, message: string): never {
  console.error(`${name}: ${message}`);
  process.exit(BAD_INPUT);
}

type Values<T extends Options> = ReturnType<typeof parseArgs<{ options: T; strict: true; allowPositionals: false }>>['values'];

/** Parses process.argv strictly (no positionals, no unknown options), with --help / -h. */
export function benchArgs<const T extends Options>(name: string, usage: string, options: T): Values<T> {
  let values: Values<T> & { help?: boolean };
  try {
    values = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: false }).values as typeof values;
  } catch (error) {
    // Node's message goes on with advice about '--' for positionals starting with '-': not useful here.
    fail(name, `${(error as Error).message.replace(/\. To specify a positional argument.*$/s, '')} (--help lists the options)`);
  }
  if (values.help) {
    console.log(usage.trim());
    process.exit(0);
  }
  return values;
}

/** The text of a data file, or one line naming it and the option that picks another, then exit. */
export function readData(name: string, file: string, what: string, option: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    fail(name, `cannot read ${what} at ${file}${code ? ` (${code})` : ''}: pass ${option} FILE`);
  }
}

/** A positive whole number option, or fail. */
export function wholeNumber(name: string, option: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) fail(name, `${option} must be a whole number of at least 1, got '${text}'`);
  return value;
}

/** `--sizes`: square boards' sides, comma-separated, each from `least` to 16, or fail. */
export function boardSides(name: string, text: string, least: number): number[] {
  const sides = text.split(',').map((part) => wholeNumber(name, '--sizes', part));
  if (sides.some((side) => side < least || side > 16)) fail(name, `--sizes must be sides from ${least} to 16`);
  return sides;
}

/** A peer's run: what it printed, or why it gave nothing (its exit status and last stderr line). */
export type PeerRun = { readonly ms: number } & ({ readonly stdout: string } | { readonly error: string });

/**
 * Runs a peer's solver (`--peer COMMAND`, through sh) with `input` on its stdin, timed. A command
 * that cannot be started at all fails the bench; one that exits non-zero is a run without output.
 */
export function runPeer(name: string, command: string, input: string): PeerRun {
  const began = performance.now();
  const run = spawnSync('sh', ['-c', command], { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  const ms = performance.now() - began;
  if (run.error) fail(name, `the peer could not be run: ${run.error.message}`);
  if (run.status !== 0) return { ms, error: `exited ${run.status}: ${run.stderr.trim().split('\n').pop()}` };
  return { ms, stdout: run.stdout };
}
