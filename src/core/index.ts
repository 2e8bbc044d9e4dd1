// The core's public surface: what every puzzle shares, for Node and browsers alike.
export { type WasmSize, wasmModule, loadWasmModule } from './wasm-module.js';
export type { Trail } from './beam/trail.js';
export { type Limits, type SolveProgress, type Stopped, ProgressMeter, stopReason, timeLeft } from './limits.js';
