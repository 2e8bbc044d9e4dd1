// The select-and-swap beam's levels in wasm (assembly/engine/select-swap-beam.ts), with the TS
// twin's keys and score (select-swap-levels.ts), so both keep the same boards. Pieces are bytes and
// the beam lives in the instance's own memory, so the small build holds any board up to 16 x 16.
import { wasmInstance } from '../../core/wasm-instance.js';
import { wasmModule } from '../../core/wasm-module.js';
import { arrangementParity } from '../../core/permutation.js';
import {
  type LayerPlan, SEEN_BITS, type SelectSwapBeamOptions, type SelectSwapLevel, type SelectSwapLevels, type SwapProblem, selectSwapKeys,
} from './select-swap-levels.js';

/** What the module reports for a minimum over no boards (i32's largest value). */
const EMPTY = 2 ** 31 - 1;

/** The levels of a beam over `problem`, in a fresh wasm instance. */
export function wasmSelectSwapLevels(problem: SwapProblem, options: SelectSwapBeamOptions): SelectSwapLevels {
  const wasm = wasmInstance(wasmModule());
  const { width: columns, height: rows, selectLimit, selectCost, swapCost } = problem;
  const cells = columns * rows;
  const inputs = wasm.selectSwapStart(columns, rows, options.width, selectLimit, selectCost, swapCost, options.salt ?? 0, options.seenBits ?? SEEN_BITS,
    options.whale ?? false, options.firstCell ?? -1);
  const { keys, selectKeys } = selectSwapKeys(cells);
  new Int32Array(wasm.memory.buffer, inputs, keys.length).set(keys);
  new Int32Array(wasm.memory.buffer, inputs + 4 * keys.length, selectKeys.length).set(selectKeys);
  new Uint8Array(wasm.memory.buffer, inputs + 4 * (keys.length + selectKeys.length), cells).set(problem.pieces);
  const rootDistance = wasm.selectSwapRoot(arrangementParity(problem.pieces));
  return {
    rootDistance,
    expand(depth: number, plan: LayerPlan): SelectSwapLevel {
      const count = wasm.selectSwapExpand(depth, plan.minLayer, plan.maxLayer, plan.share);
      // Read after the call: the memory may have grown, which detaches the old buffer.
      const field = (at: number, length = count) => new Int32Array(wasm.memory.buffer, at, length).slice();
      const made = { parent: field(wasm.selectSwapParentsPtr()), move: field(wasm.selectSwapMovesPtr()), newCell: field(wasm.selectSwapNewCellsPtr()) };
      const layers = {
        kept: field(wasm.selectSwapLayerKeptPtr(), selectLimit + 1), fresh: field(wasm.selectSwapLayerFreshPtr(), selectLimit + 1),
        least: field(wasm.selectSwapLayerLeastPtr(), selectLimit + 1),
      };
      const minUsed = wasm.selectSwapMinUsed(), goalCost = wasm.selectSwapGoalCost(), nearest = wasm.selectSwapNearestDistance();
      return {
        count, nodes: wasm.selectSwapNodes(), made, layers, minUsed: minUsed === EMPTY ? Infinity : minUsed,
        goal: goalCost === Infinity ? undefined : { cost: goalCost, index: wasm.selectSwapGoalIndex() },
        nearest: nearest === EMPTY ? undefined : { distance: nearest, index: wasm.selectSwapNearestIndex() },
      };
    },
  };
}
