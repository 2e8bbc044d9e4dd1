// Compiles the embedded wasm module once per process (or worker) and hands out the compiled Module.
import { WASM_BASE64 } from './wasm-bytes.generated.js';

let compiled: WebAssembly.Module | undefined;

function wasmBytes(): Uint8Array<ArrayBuffer> {
  const text = atob(WASM_BASE64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * The engine's WebAssembly module (embedded in the package), compiled on the first call and kept
 * for every later call on this thread. Compiles synchronously: fine in Node and in workers. On a
 * browser's main thread, Chrome refuses to compile a module this size synchronously: await
 * {@link loadWasmModule} once first (later calls then return its module).
 * @returns the compiled module: the one this thread holds, so the same object on every call
 * @throws when this runtime cannot compile the module synchronously (e.g. a `RangeError` on
 * Chrome's main thread)
 */
export function wasmModule(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(wasmBytes());
  return compiled;
}

/**
 * Uses a module compiled elsewhere (a worker is handed its parent's), so this thread never compiles.
 * @param module a module compiled from the package's embedded bytes (by {@link wasmModule} or
 * {@link loadWasmModule}); it replaces any module this thread already holds
 */
export function adoptWasmModule(module: WebAssembly.Module): void {
  compiled = module;
}

/**
 * The same module as {@link wasmModule}, compiled asynchronously (off the calling thread): use
 * this on a browser's main thread before creating a wasm engine there. Compiles once per thread;
 * later calls, and {@link wasmModule}, return the same module.
 * @returns a promise of the compiled module
 * @throws (the promise rejects) when this runtime cannot compile the module
 */
export async function loadWasmModule(): Promise<WebAssembly.Module> {
  compiled ??= await WebAssembly.compile(wasmBytes());
  return compiled;
}
