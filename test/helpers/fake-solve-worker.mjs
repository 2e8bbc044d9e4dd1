// A stand-in for src/puzzles/devquiz/solve-worker.ts that misbehaves on request, for the pool's tests.
// Lines: 'hang' loops forever, 'crash' throws, 'exit' ends the thread, 'flaky:FILE' throws unless
// FILE exists (and creates it), 'slow:MS' answers after MS ms; anything else is answered at once.
// The answer's moves echo the line, so a test can see that replies reach the right problem, and
// name the worker thread after an '@'.
import { existsSync, writeFileSync } from 'node:fs';
import { parentPort, threadId } from 'node:worker_threads';

parentPort.on('message', ({ index, job: line }) => {
  const reply = () => parentPort.postMessage({ index, result: { status: 'solved', moves: `${line}@${threadId}`, optimal: false, nodes: 0, ms: 0, engine: 'wasm' } });
  const [kind, argument] = line.split(':');
  if (kind === 'hang') for (;;);
  if (kind === 'crash') throw new Error(`crash on ${line}`);
  if (kind === 'exit') process.exit(7);
  if (kind === 'flaky' && !existsSync(argument)) {
    writeFileSync(argument, '');
    throw new Error('flaky first attempt');
  }
  if (kind === 'slow') setTimeout(reply, Number(argument));
  else reply();
});
