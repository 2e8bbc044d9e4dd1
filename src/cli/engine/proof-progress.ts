// Progress of a long optimal search on stderr: on a terminal, one line redrawn (the bound, the
// iteration's share where the search tells it, nodes and nodes a second); otherwise a plain line
// at each new bound and every ten seconds within one. Nothing in the first second: short proofs
// stay quiet.
import type { SolveProgress } from '../../engine/index.js';

const QUIET_MS = 1_000;
const REDRAW_MS = 250;
const PLAIN_EVERY_MS = 10_000;

export interface ProofProgressView {
  readonly update: (progress: SolveProgress) => void;
  /** Ends the redrawn line, if one was drawn. */
  readonly stop: () => void;
}

/** What one progress line says. */
export function proofLine({ bound, nodes, elapsedMs, share }: SolveProgress): string {
  const rate = elapsedMs > 0 ? nodes / (elapsedMs / 1000) : 0;
  const done = share === undefined ? '' : `, ${(100 * share).toFixed(0)}% of it`;
  return `bound ${bound}${done}: ${nodes.toLocaleString('en-US')} nodes, ${(rate / 1e6).toFixed(1)} M nodes/s, ${(elapsedMs / 1000).toFixed(0)} s`;
}

export function proofProgress(stream: NodeJS.WriteStream = process.stderr): ProofProgressView {
  let shown = -Infinity, bound = -1, drawn = false;
  return {
    update(progress) {
      if (progress.elapsedMs < QUIET_MS) return;
      const now = performance.now();
      if (stream.isTTY) {
        if (now - shown < REDRAW_MS) return;
        stream.write(`\r\x1b[K${proofLine(progress)}`);
        drawn = true;
      } else {
        if (progress.bound === bound && now - shown < PLAIN_EVERY_MS) return;
        stream.write(`progress: ${proofLine(progress)}\n`);
      }
      shown = now;
      bound = progress.bound;
    },
    stop() {
      if (drawn) stream.write('\n');
    },
  };
}
