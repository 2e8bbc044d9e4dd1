// A thread of a split search (split-search.ts): one engine and the goal's databases, read once,
// and one job at a time; a cancel stops the job in progress at its next slice.
import { parentPort, workerData } from 'node:worker_threads';
import { adoptWasmModule } from '../../core/wasm-module.js';
import { createEngine } from '../search/create-engine.js';
import { optimalProblem } from './optimal.js';
import { engineRunner } from './split-search.js';
import type { SplitReply, SplitRequest, SplitSetup } from './split-workers.js';

const setup = workerData as SplitSetup;
adoptWasmModule(setup.module);
const run = engineRunner(createEngine('wasm'), (root) => optimalProblem(root, setup.goal, setup.heuristic));
let current: AbortController | undefined;

parentPort!.on('message', async (request: SplitRequest) => {
  if (request.kind === 'cancel') {
    current?.abort();
    return;
  }
  current = new AbortController();
  const reply: SplitReply = { id: request.id, outcome: await run(request.job, current.signal) };
  parentPort!.postMessage(reply);
});
