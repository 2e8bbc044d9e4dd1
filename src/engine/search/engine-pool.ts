// Engines reused across solves on one thread. An engine runs one search at a time, so concurrent
// solves each take their own; a released engine keeps what it loaded (a wasm engine keeps its copy
// of the pattern databases), so the next solve with the same databases copies nothing.
import { createEngine } from './create-engine.js';
import type { Engine, EngineName } from './engine.js';

/** Idle engines kept per kind; more are left to the garbage collector. */
const KEEP = 4;
const idle = new Map<EngineName, Engine[]>();

/** An engine of kind `name` that no one else is using until it is released. */
export function acquireEngine(name: EngineName): Engine {
  return idle.get(name)?.pop() ?? createEngine(name);
}

/** Hands `engine` back once its search is over. */
export function releaseEngine(engine: Engine): void {
  const pool = idle.get(engine.name) ?? [];
  if (pool.length < KEEP && !pool.includes(engine)) pool.push(engine);
  idle.set(engine.name, pool);
}
