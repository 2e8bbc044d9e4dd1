// A batch worker thread: solves one problem at a time with the module its parent compiled.
import { parentPort, workerData } from 'node:worker_threads';
import { adoptWasmModule } from '../../core/wasm-module.js';
import { solve } from '../../engine/index.js';
import { type SolveReply, type SolveRequest, type WorkerSetup, optionsNow } from './worker-protocol.js';

const setup = workerData as WorkerSetup;
adoptWasmModule(setup.module);

parentPort!.on('message', async ({ index, job }: SolveRequest) => {
  const reply: SolveReply = { index, result: await solve(job.line, { ...optionsNow(setup, job), improve: job.improve, lowerBound: job.lowerBound }) };
  parentPort!.postMessage(reply);
});
