// Which boards a layered beam has seen, and at the most selections left: a map from 64-bit
// Zobrist hashes (two 32-bit halves) to the highest layer each was kept at, the twin of
// assembly/beam/seen-layers.ts. The Procon 25 champion (University of Tokyo, 2014) keeps it over
// the whole search, so a board is not searched again at any later depth unless it now has more
// selections left.
import { probe, probeKey } from './probe.js';

/** Open addressing (probe.ts), as DuplicateSet. It empties itself when three quarters full. */
export class SeenLayers {
  private readonly slots: Int32Array;
  private readonly layers: Uint8Array;
  private readonly mask: number;
  private size = 0;

  /** A map of 2^bits slots. */
  constructor(bits: number) {
    this.slots = new Int32Array(1 << bits);
    this.layers = new Uint8Array(1 << bits);
    this.mask = (1 << bits) - 1;
  }

  /** Records the hash at `layer` (0 to 255); false if it was kept before at that layer or a higher one. */
  add(lo: number, hi: number, layer: number): boolean {
    if (this.size > (this.mask >> 1) + (this.mask >> 2)) { this.slots.fill(0); this.size = 0; }
    const at = probe(this.slots, this.mask, lo, hi);
    if (at >= 0) {
      if (this.layers[at] >= layer) return false;
      this.layers[at] = layer;
      return true;
    }
    this.slots[-1 - at] = probeKey(hi);
    this.layers[-1 - at] = layer;
    this.size++;
    return true;
  }
}
