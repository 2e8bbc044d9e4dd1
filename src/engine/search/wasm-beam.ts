// The wasm engine's beam: assembly/engine/beam.ts over the problem already copied into the instance,
// with the same Zobrist keys as the TS twin (ts-beam.ts), written once per instance.
import type { Beam, SearchProblem } from './engine.js';
import type { WasmExports } from '../../core/wasm-instance.js';
import { beamHashBits, beamZobrist } from './ts-beam.js';

const MAX_I32 = 0x7fffffff;

const keysLoaded = new WeakSet<WasmExports>();

/**
 * Starts a beam on `wasm`, which holds the problem's board, table and databases.
 * @param idleCost as Engine.beam's
 * @param current throws once a newer search or beam has started on the engine
 */
export function wasmBeam(wasm: WasmExports, problem: SearchProblem, width: number, idleCost: number, current: () => void): Beam {
  if (!keysLoaded.has(wasm)) {
    const keys = beamZobrist(problem.layout);
    new Int32Array(wasm.memory.buffer, wasm.zobristPtr(), keys.length).set(keys);
    keysLoaded.add(wasm);
  }
  const lookups = problem.patterns?.lookups.length ?? 0;
  const groups = problem.patterns?.databases.length ?? 0;
  wasm.beamStart(width, lookups, groups, beamHashBits(width), idleCost);
  return {
    get count() { current(); return wasm.beamCount(); },
    get bestH() { current(); return wasm.beamBestH(); },
    get bestIndex() { current(); return wasm.beamBestIndex(); },
    get nodes() { current(); return wasm.beamNodes(); },
    trail() {
      current();
      const count = wasm.beamCount();
      const memory = wasm.memory.buffer;
      return {
        last: Uint8Array.from(new Int32Array(memory, wasm.beamLastsPtr(), count)),
        parent: new Int32Array(memory, wasm.beamParentsPtr(), count).slice(),
      };
    },
    expand(maxH = Infinity) {
      current();
      const goal = wasm.beamExpand(Math.max(-1, Math.min(maxH, MAX_I32)));
      return goal < 0 ? undefined : { node: goal >> 2, dir: goal & 3 };
    },
  };
}
