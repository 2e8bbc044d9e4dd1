import type { Engine, EngineName } from './engine.js';
import { createTsEngine } from './ts-engine.js';
import { createWasmEngine } from './wasm-engine.js';

/** Every {@link EngineName}, `wasm` first (the default). */
export const ENGINE_NAMES: readonly EngineName[] = ['wasm', 'ts'];

/**
 * The engine of every solver when none is named (`solve()`, `solveTree()` and `solveProcon()`'s
 * `engine`, the CLI's `--engine`): `wasm`. Its TypeScript twin `ts` gives the same answers and node
 * counts, slower.
 */
export const DEFAULT_ENGINE: EngineName = 'wasm';

/**
 * A fresh engine of the given kind (the wasm module itself is compiled once per thread).
 * @param name `wasm` (the AssemblyScript search) or `ts` (its TypeScript twin)
 * @returns the engine
 * @throws for `wasm`, when the module cannot be compiled or instantiated (see {@link wasmModule})
 */
export function createEngine(name: EngineName): Engine {
  return name === 'wasm' ? createWasmEngine() : createTsEngine();
}
