// Compiles the embedded wasm module once per process (or worker) and hands out the compiled Module.
import { WASM_BASE64 } from './wasm-bytes.generated.js';

let compiled: WebAssembly.Module | undefined;

function wasmBytes(): Uint8Array<ArrayBuffer> {
  const text = atob(WASM_BASE64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The compiled engine module, compiled on first use. Synchronous: fine in Node and in workers. */
export function wasmModule(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(wasmBytes());
  return compiled;
}

/** Uses a module compiled elsewhere (a worker is handed its parent's), so this thread never compiles. */
export function adoptWasmModule(module: WebAssembly.Module): void {
  compiled = module;
}

/** The same, compiled off the calling thread: use this on a browser's main thread. */
export async function loadWasmModule(): Promise<WebAssembly.Module> {
  compiled ??= await WebAssembly.compile(wasmBytes());
  return compiled;
}
