// Compiles the embedded wasm modules once per process (or worker) and hands out the compiled
// Modules. There are two builds of one source (assembly/size.ts): `small` holds boards up to 6 x 6
// with the layout's constants compiled in, `large` holds boards up to 16 x 16.
import { WASM_BASE64 } from './wasm-bytes.generated.js';

/** Which build of the engine: `small` (boards up to 6 x 6, the fastest) or `large` (up to 16 x 16). */
export type WasmSize = 'small' | 'large';

const compiled: { [size in WasmSize]?: WebAssembly.Module } = {};

function wasmBytes(size: WasmSize): Uint8Array<ArrayBuffer> {
  const text = atob(WASM_BASE64[size]);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * The engine's WebAssembly module (embedded in the package), compiled on the first call and kept
 * for every later call on this thread. Compiles synchronously: fine in Node and in workers. On a
 * browser's main thread, Chrome refuses to compile a module this size synchronously: await
 * {@link loadWasmModule} once first (later calls then return its module).
 * @param size which build: `small` (default; boards up to 6 x 6) or `large` (up to 16 x 16)
 * @returns the compiled module: the one this thread holds, so the same object on every call
 * @throws when this runtime cannot compile the module synchronously (e.g. a `RangeError` on
 * Chrome's main thread)
 */
export function wasmModule(size: WasmSize = 'small'): WebAssembly.Module {
  compiled[size] ??= new WebAssembly.Module(wasmBytes(size));
  return compiled[size];
}

/**
 * Uses a module compiled elsewhere (a worker is handed its parent's), so this thread never compiles.
 * @param module a module compiled from the package's embedded bytes (by {@link wasmModule} or
 * {@link loadWasmModule}); it replaces any module of that size this thread already holds
 * @param size which build it is: `small` (default) or `large`
 */
export function adoptWasmModule(module: WebAssembly.Module, size: WasmSize = 'small'): void {
  compiled[size] = module;
}

/**
 * The same module as {@link wasmModule}, compiled asynchronously (off the calling thread): use
 * this on a browser's main thread before creating a wasm engine there. Compiles once per thread;
 * later calls, and {@link wasmModule}, return the same module.
 * @param size which build: `small` (default) or `large`
 * @returns a promise of the compiled module
 * @throws (the promise rejects) when this runtime cannot compile the module
 */
export async function loadWasmModule(size: WasmSize = 'small'): Promise<WebAssembly.Module> {
  compiled[size] ??= await WebAssembly.compile(wasmBytes(size));
  return compiled[size];
}
