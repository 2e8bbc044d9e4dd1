// Progress on stderr: a cli-progress bar on a terminal; plain lines now and then otherwise
// (a log file or a CI console would only collect a bar's redraws).
import cliProgress from 'cli-progress';

export interface ProgressCounts {
  readonly done: number;
  readonly solved: number;
  readonly unsolved: number;
}

export interface Progress {
  start(total: number): void;
  update(counts: ProgressCounts): void;
  /** A report line (`line N: reason`), printed clear of the bar. */
  report(line: string): void;
  stop(): void;
}

/** Plain progress lines come at most this often. */
export const PLAIN_PROGRESS_EVERY_MS = 10_000;

export function createProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  return stream.isTTY ? barProgress(stream) : plainProgress(stream);
}

function barProgress(stream: NodeJS.WriteStream): Progress {
  const bars = new cliProgress.MultiBar({
    stream,
    format: 'batch {bar} {value}/{total} | solved {solved} | unsolved {unsolved} | ETA {eta_formatted}',
    hideCursor: true,
    etaBuffer: 100,
  }, cliProgress.Presets.shades_classic);
  let bar: cliProgress.SingleBar | undefined;
  return {
    start: (total) => { bar = bars.create(total, 0, { solved: 0, unsolved: 0 }); },
    update: ({ done, solved, unsolved }) => bar?.update(done, { solved, unsolved }),
    report: (line) => bars.log(`${line}\n`),
    stop: () => bars.stop(),
  };
}

function plainProgress(stream: NodeJS.WriteStream): Progress {
  let total = 0, started = 0, printed = 0;
  let last: ProgressCounts = { done: 0, solved: 0, unsolved: 0 };
  const print = () => {
    const { done, solved, unsolved } = last;
    const elapsed = performance.now() - started;
    const eta = done === 0 ? '?' : `${Math.round((elapsed / done) * (total - done) / 1000)} s`;
    stream.write(`progress: ${done}/${total} done, ${solved} solved, ${unsolved} unsolved, ETA ${eta}\n`);
    printed = performance.now();
  };
  return {
    start: (count) => { total = count; started = printed = performance.now(); },
    update: (counts) => {
      last = counts;
      if (performance.now() - printed >= PLAIN_PROGRESS_EVERY_MS) print();
    },
    report: (line) => stream.write(`${line}\n`),
    stop: print,
  };
}
