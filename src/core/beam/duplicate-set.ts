// The beams' duplicate detection: a set of 64-bit Zobrist hashes (given as two 32-bit halves).
import { probe, probeKey } from './probe.js';

/**
 * Open addressing (probe.ts), so a slot is 4 bytes and a probe one cache miss. It empties itself
 * when half full, so it remembers the recent depths of a beam, not all of them.
 */
export class DuplicateSet {
  private readonly slots: Int32Array;
  private readonly mask: number;
  private size = 0;

  /** A set of 2^bits slots. */
  constructor(bits: number) {
    this.slots = new Int32Array(1 << bits);
    this.mask = (1 << bits) - 1;
  }

  /** Adds the hash; false if it was already there. */
  add(lo: number, hi: number): boolean {
    if (this.size > (this.mask >> 1)) { this.slots.fill(0); this.size = 0; }
    const at = probe(this.slots, this.mask, lo, hi);
    if (at >= 0) return false;
    this.slots[-1 - at] = probeKey(hi);
    this.size++;
    return true;
  }
}
