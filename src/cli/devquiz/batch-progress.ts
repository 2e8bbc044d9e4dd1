// Progress on stderr: a cli-progress bar on a terminal; plain lines now and then otherwise
// (a log file or a CI console would only collect a bar's redraws).
import cliProgress from 'cli-progress';
import type { Progress, ProgressCounts } from '../../puzzles/devquiz/node.js';

/** Plain progress lines come at most this often, and when a deadline batch starts a pass. */
export const PLAIN_PROGRESS_EVERY_MS = 10_000;

export function createProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  return stream.isTTY ? barProgress(stream) : plainProgress(stream);
}

/** The text after the bar: counts and the ETA, or for a batch with a deadline, its pass and the time left. */
export function describeProgress(counts: ProgressCounts, total: number, eta: string): string {
  const { anytime } = counts;
  if (!anytime) return `${counts.done}/${total} done, ${counts.solved} solved, ${counts.unsolved} unsolved, ETA ${eta}`;
  const left = Math.max(0, Math.round(anytime.timeLeftMs / 1000));
  return `${anytime.pass}: ${counts.solved}/${total} solved, ${anytime.moves} moves (${anytime.overBounds} over the lower bounds), `
    + `${anytime.optimal} proven optimal, ${left} s left`;
}

function barProgress(stream: NodeJS.WriteStream): Progress {
  const bars = new cliProgress.MultiBar({
    stream,
    format: 'batch {bar} {status}',
    hideCursor: true,
    etaBuffer: 100,
  }, cliProgress.Presets.shades_classic);
  let bar: cliProgress.SingleBar | undefined;
  let total = 0, started = 0;
  return {
    start: (count) => {
      total = count;
      started = performance.now();
      bar = bars.create(total, 0, { status: '' });
    },
    update: (counts) => {
      const elapsed = performance.now() - started;
      if (counts.anytime) {
        // The bar shows the time spent of the time given.
        bar?.setTotal(elapsed + counts.anytime.timeLeftMs);
        bar?.update(elapsed, { status: describeProgress(counts, total, '') });
      } else {
        bar?.update(counts.done, { status: describeProgress(counts, total, etaText(elapsed, counts.done, total)) });
      }
    },
    report: (line) => bars.log(`${line}\n`),
    stop: () => bars.stop(),
  };
}

function plainProgress(stream: NodeJS.WriteStream): Progress {
  let total = 0, started = 0, printed = 0;
  let last: ProgressCounts = { done: 0, solved: 0, unsolved: 0 };
  const print = () => {
    stream.write(`progress: ${describeProgress(last, total, etaText(performance.now() - started, last.done, total))}\n`);
    printed = performance.now();
  };
  return {
    start: (count) => { total = count; started = printed = performance.now(); },
    update: (counts) => {
      // A new pass of a deadline batch is printed at once: a log then shows when each began.
      const newPass = counts.anytime !== undefined && counts.anytime.pass !== last.anytime?.pass;
      last = counts;
      if (newPass || performance.now() - printed >= PLAIN_PROGRESS_EVERY_MS) print();
    },
    report: (line) => stream.write(`${line}\n`),
    stop: print,
  };
}

function etaText(elapsedMs: number, done: number, total: number): string {
  return done === 0 ? '?' : `${Math.round((elapsedMs / done) * (total - done) / 1000)} s`;
}
