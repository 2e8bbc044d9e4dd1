// Progress of a large set's build on stderr: a cli-progress bar on a terminal, a plain line every
// ten seconds otherwise (a log would only collect a bar's redraws).
import cliProgress from 'cli-progress';

const PLAIN_EVERY_MS = 10_000;

export interface BuildProgressView {
  /** The databases finished and the fraction of the current one's entries filled. */
  readonly update: (finished: number, filled: number) => void;
  readonly stop: () => void;
}

/**
 * @param label the set's name on the bar
 * @param weights each database's share of the build, by its entries (0 for one shared through the
 * half turn, which is not built)
 */
export function buildProgress(label: string, weights: readonly number[], stream: NodeJS.WriteStream = process.stderr): BuildProgressView {
  const started = performance.now();
  const percent = (finished: number, filled: number) =>
    100 * (weights.slice(0, finished).reduce((a, b) => a + b, 0) + (weights[finished] ?? 0) * filled);
  const status = (finished: number) => `database ${Math.min(finished + 1, weights.length)} of ${weights.length}, ${((performance.now() - started) / 1000).toFixed(0)} s`;
  if (stream.isTTY) {
    const bar = new cliProgress.SingleBar({ stream, format: `${label} {bar} {percentage}% {status}`, hideCursor: true },
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
      stream.write(`progress: ${label} ${percent(finished, filled).toFixed(0)}%, ${status(finished)}\n`);
    },
    stop: () => {},
  };
}
