// The beams' duplicate detection: a set of 64-bit Zobrist hashes (given as two 32-bit halves).

/**
 * Open addressing: the low half picks the slot, the high half is stored (its low bit set, as zero
 * marks an empty slot), so a slot is 4 bytes and a probe one cache miss. It empties itself when
 * half full, so it remembers the recent depths of a beam, not all of them.
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
    const key = hi | 1;
    for (let slot = lo & this.mask; ; slot = (slot + 1) & this.mask) {
      const stored = this.slots[slot];
      if (stored === 0) {
        this.slots[slot] = key;
        this.size++;
        return true;
      }
      if (stored === key) return false;
    }
  }
}
