// Which layers of the select-and-swap beam are in play at each depth, as the Procon 25 champion
// (University of Tokyo, 2014) schedules its kurage's layers. A layer is the boards with the same
// selections left. Early on only the boards of one selection search; as the distance left falls,
// layers with fewer selections left join (a selection pays best near the end, where it fixes
// scattered pieces at once). A layer whose nearest board stops improving loses reliability and is
// dropped from the top; the search ends when the lowest layer has stalled long enough. Layers whose
// children could no longer beat the best answer known are left out: from the bottom where a
// selection costs more than a swap, from the top where it costs less.
import type { LayerCounts, LayerPlan } from '../../../engine/for-puzzles.js';

/** A layer's reliability starts (and is capped) here; a depth without progress costs 2, one with progress earns 1. */
const RELIABLE = 20;
/** Boards of at most this many cells share the width among all layers in play, the champion's rule for 6x6 and smaller. */
const SMALL_CELLS = 36;

export class LayerSchedule {
  private minLayer: number;
  private maxLayer: number;
  /** The lowest layer the last depth kept boards in. */
  private lowestKept = 0;
  private readonly reliability: number[];
  private readonly lastLeast: number[];
  /** The share of the root's distance still left, at the nearest board. */
  private remaining = 1;

  /**
   * @param limit the selections a board may use: layers 0 to limit - 1 after the first selection
   * @param stallBound the reliability below which the lowest layer has stalled
   */
  constructor(private readonly cells: number, private readonly limit: number,
    private readonly costs: { readonly selectCost: number; readonly swapCost: number }, private readonly rootDistance: number,
    private readonly stallBound: number) {
    this.maxLayer = limit - 1;
    this.minLayer = this.maxLayer;
    this.reliability = Array<number>(limit + 1).fill(RELIABLE);
    this.lastLeast = Array<number>(limit + 1).fill(Infinity);
  }

  /** True once the lowest layer in play has gone long without a nearer board. */
  get stalled(): boolean {
    return this.reliability[this.lowestKept] < this.stallBound;
  }

  /**
   * The layers that expand at `depth` (their children are made at step depth + 1), given the
   * cheapest answer so far (`best`): only those whose children could still cost less. They share
   * `width` boards equally.
   */
  plan(depth: number, best: number, width: number): LayerPlan {
    const { selectCost, swapCost } = this.costs;
    let costMin = this.limit, costMax = -1;
    for (let layer = 0; layer < this.limit; layer++) {
      const used = this.limit - layer;
      if (used * selectCost + Math.max(0, depth + 1 - used) * swapCost >= best) continue;
      costMin = Math.min(costMin, layer);
      costMax = layer;
    }
    if (this.cells <= SMALL_CELLS) {
      this.minLayer = 0;
    } else {
      while (this.maxLayer > this.lowestKept + 1 && this.reliability[this.maxLayer] < 0) this.maxLayer--;
      const reach = 1 - (1 - this.remaining) ** 2;
      this.minLayer = Math.min(Math.floor(reach * (this.maxLayer + 2) - 1e-10), this.maxLayer);
    }
    const minLayer = Math.max(this.minLayer, costMin), maxLayer = Math.min(this.maxLayer, costMax);
    const layers = maxLayer - minLayer + 1;
    return { minLayer, maxLayer, share: layers > 0 ? Math.floor(width / layers) : 0 };
  }

  /** Takes in what a depth kept: each layer's reliability, and how much of the distance is left. */
  record(counts: LayerCounts): void {
    let least = Infinity;
    for (let layer = this.limit; layer >= 0; layer--) {
      const kept = counts.kept[layer];
      if (kept === 0) continue;
      this.lowestKept = layer;
      const here = counts.least[layer];
      this.reliability[layer] += this.lastLeast[layer] <= here ? -2 : 1;
      this.lastLeast[layer] = here;
      // Boards that just selected are new life for their layer and the one above (capped when that
      // one is next recorded).
      const fresh = counts.fresh[layer];
      if (fresh > 0) {
        const bonus = 2 + Math.floor(5 * fresh / kept);
        this.reliability[layer] += bonus;
        if (layer < this.maxLayer) this.reliability[layer + 1] += bonus;
      }
      this.reliability[layer] = Math.min(this.reliability[layer], RELIABLE);
      least = Math.min(least, here);
    }
    if (least < Infinity) this.remaining = least / this.rootDistance;
  }
}
