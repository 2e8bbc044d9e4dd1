// The probe both hash tables of the beams share (DuplicateSet, SeenLayers), the twin of
// assembly/beam/probe.ts. Open addressing over 4-byte slots: the low half of a 64-bit Zobrist hash
// picks the slot, its high half is stored with the low bit set, as zero marks an empty slot.

/** The stored form of a hash's high half: never zero. */
export function probeKey(hi: number): number {
  return hi | 1;
}

/**
 * The slot holding the hash in `slots` (mask + 1 of them), or, when it is not there, -1 - the empty
 * slot it would take.
 */
export function probe(slots: Int32Array, mask: number, lo: number, hi: number): number {
  const key = probeKey(hi);
  for (let slot = lo & mask; ; slot = (slot + 1) & mask) {
    const stored = slots[slot];
    if (stored === 0) return -1 - slot;
    if (stored === key) return slot;
  }
}
