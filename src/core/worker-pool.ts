// A fixed number of worker threads solving jobs (a puzzle's problem lines), one at a time each. A
// worker that crashes, exits or hangs (no answer well past the time limit) is replaced, and its problem is
// tried once more before it is reported. Tasks of one group (boards with the same goal, whose
// pattern databases a worker keeps) go to one worker, one after another, where they can.
import { Worker } from 'node:worker_threads';

export interface PoolTask<Job> {
  /** The problem's index in the batch. */
  readonly index: number;
  /** Posted to a worker as `{ index, job }`; the worker answers `{ index, result }`. */
  readonly job: Job;
  /** Tasks with the same group are best solved by the same worker (see the file comment). */
  readonly group?: string;
}

export type PoolOutcome<Result> =
  | { readonly index: number; readonly kind: 'result'; readonly result: Result }
  | { readonly index: number; readonly kind: 'crashed'; readonly reason: string };

export interface PoolOptions<Job = unknown> {
  readonly workers: number;
  /** Handed to each worker as its workerData. */
  readonly setup: unknown;
  /** A problem without an answer this long after it was sent means the worker hangs. */
  readonly hangAfterMs: number;
  /** Tries per problem when workers fail on it. Default 2: retried once. */
  readonly attempts?: number;
  /** The worker script: the puzzle's solve worker (tests hand in workers that crash or hang on purpose). */
  readonly workerScript: URL;
  /**
   * No task is sent after this time (Date.now() clock): the pool settles once the tasks under way
   * end, and the others get no outcome. Default: none.
   */
  readonly lastStartAt?: number;
  /**
   * Completes a task's job as it is sent, from the state at that moment (a batch with a deadline
   * picks each board's strategy by the time left then). Default: the job as queued.
   */
  readonly atSend?: (job: Job, index: number) => Job;
}

export interface RunningPool {
  /** Settles once every task has an outcome, or the pool was stopped. */
  readonly done: Promise<void>;
  /** Ends every worker at once; tasks without an outcome get none. */
  stop(): Promise<void>;
}

interface Slot<Job> {
  readonly worker: Worker;
  task?: PoolTask<Job> & { attempts: number };
  /** The group of the last task this worker was given. */
  group?: string;
  timer?: NodeJS.Timeout;
}

export function runPool<Job, Result>(tasks: readonly PoolTask<Job>[], options: PoolOptions<Job>, onOutcome: (outcome: PoolOutcome<Result>) => void): RunningPool {
  type WorkerSlot = Slot<Job>;
  const queue = tasks.map((task) => ({ ...task, attempts: 0 }));
  const maxAttempts = options.attempts ?? 2;
  const slots = new Set<WorkerSlot>();
  let unfinished = tasks.length;
  let stopped = false;
  let settle!: () => void;
  const done = new Promise<void>((resolve) => { settle = resolve; });

  const end = (slot: WorkerSlot) => {
    slots.delete(slot);
    clearTimeout(slot.timer);
    return slot.worker.terminate();
  };
  const stop = async () => {
    stopped = true;
    settle();
    await Promise.all([...slots].map(end));
  };
  const finish = (outcome: PoolOutcome<Result>) => {
    onOutcome(outcome);
    if (--unfinished === 0) void stop();
  };
  /** The next task for `slot`: one of its own group, else the first of a group no other worker is on. */
  const next = (slot: WorkerSlot) => {
    const busy = new Set([...slots].filter((other) => other !== slot && other.task).map((other) => other.group));
    let at = slot.group === undefined ? -1 : queue.findIndex((task) => task.group === slot.group);
    if (at < 0) at = queue.findIndex((task) => task.group === undefined || !busy.has(task.group));
    return queue.splice(Math.max(at, 0), 1)[0];
  };
  /** Past lastStartAt: no task is sent, and no worker started. */
  const late = () => options.lastStartAt !== undefined && Date.now() >= options.lastStartAt;
  const feed = (slot: WorkerSlot) => {
    const task = stopped || late() ? undefined : next(slot);
    if (!task) {
      void end(slot);
      if (slots.size === 0) settle();
      return;
    }
    task.attempts++;
    slot.task = task;
    slot.group = task.group;
    slot.timer = setTimeout(() => fail(slot, `no answer ${options.hangAfterMs / 1000} s after it was sent: the worker hangs`), options.hangAfterMs);
    slot.worker.postMessage({ index: task.index, job: options.atSend ? options.atSend(task.job, task.index) : task.job });
  };
  const fail = (slot: WorkerSlot, reason: string) => {
    if (!slots.has(slot)) return; // already ended: an 'error' is followed by an 'exit'
    void end(slot);
    const task = slot.task;
    // Too late for a retry, the failure is its outcome.
    if (task && task.attempts < maxAttempts && !late()) queue.unshift(task);
    else if (task) finish({ index: task.index, kind: 'crashed', reason: `${reason} (tried ${task.attempts} times)` });
    if (!stopped && queue.length > 0 && !late()) spawn();
    else if (slots.size === 0) settle();
  };
  const spawn = () => {
    const slot: WorkerSlot = { worker: new Worker(options.workerScript, { workerData: options.setup }) };
    slots.add(slot);
    slot.worker.on('message', ({ index, result }: { index: number; result: Result }) => {
      if (!slots.has(slot) || slot.task?.index !== index) return;
      clearTimeout(slot.timer);
      slot.task = undefined;
      finish({ index, kind: 'result', result });
      if (slots.has(slot)) feed(slot);
    });
    slot.worker.on('error', (error) => fail(slot, `the worker crashed: ${error.message}`));
    slot.worker.on('exit', (code) => fail(slot, `the worker exited (code ${code})`));
    feed(slot);
  };

  if (unfinished === 0 || late()) settle();
  else for (let i = 0; i < Math.min(options.workers, tasks.length); i++) spawn();
  return { done, stop };
}
