// The probe both hash tables of the beams share (duplicates.ts, seen-layers.ts), the twin of
// src/core/beam/probe.ts. Open addressing over 4-byte slots: the low half of a 64-bit Zobrist hash
// picks the slot, its high half is stored with the low bit set, as zero marks an empty slot.

/** The stored form of a hash's high half: never zero. */
@inline export function probeKey(hi: u32): u32 {
  return hi | 1;
}

/**
 * The slot holding the hash at `slots` (mask + 1 slots), or, when it is not there, -1 - the empty
 * slot it would take.
 */
@inline export function probe(slots: usize, mask: u32, lo: u32, hi: u32): i32 {
  const key = probeKey(hi);
  let slot = lo & mask;
  let stored = load<u32>(slots + (<usize>slot << 2));
  while (stored != 0) {
    if (stored == key) return <i32>slot;
    slot = (slot + 1) & mask;
    stored = load<u32>(slots + (<usize>slot << 2));
  }
  return -1 - <i32>slot;
}
