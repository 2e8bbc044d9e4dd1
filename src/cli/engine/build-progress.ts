// Progress of the 7-8 database build on stderr: a cli-progress bar on a terminal, a plain line
// every ten seconds otherwise (a log would only collect a bar's redraws).
import cliProgress from 'cli-progress';

const PLAIN_EVERY_MS = 10_000;
/** The eight-tile database has nine times the entries of the seven-tile one: the bar weighs them so. */
const WEIGHTS = [9 / 10, 1 / 10];

export interface BuildProgressView {
  /** The databases finished and the fraction of the current one's entries filled. */
  readonly update: (finished: number, filled: number) => void;
  readonly stop: () => void;
}

export function buildProgress(stream: NodeJS.WriteStream = process.stderr): BuildProgressView {
  const started = performance.now();
  const percent = (finished: number, filled: number) =>
    100 * (WEIGHTS.slice(0, finished).reduce((a, b) => a + b, 0) + (WEIGHTS[finished] ?? 0) * filled);
  const status = (finished: number) => `database ${Math.min(finished + 1, WEIGHTS.length)} of ${WEIGHTS.length}, ${((performance.now() - started) / 1000).toFixed(0)} s`;
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar({ stream, format: '7-8 databases {bar} {percentage}% {status}', hideCursor: true },
      cliProgress.Presets.shades_classic);
    bar.start(100, 0, { status: '' });
    return {
      update: (finished, filled) => bar.update(Math.floor(percent(finished, filled)), { status: status(finished) }),
      stop: () => bar.stop(),
    };
  }
  let printed = performance.now();
  return {
    update: (finished, filled) => {
      if (performance.now() - printed < PLAIN_EVERY_MS) return;
      printed = performance.now();
      stream.write(`progress: 7-8 databases ${percent(finished, filled).toFixed(0)}%, ${status(finished)}\n`);
    },
    stop: () => {},
  };
}
