// Which boards a layered beam has seen, and at the most selections left: a map from 64-bit
// Zobrist hashes (two 32-bit halves) to the highest layer each was kept at, the twin of
// src/core/beam/seen-layers.ts. The Procon 25 champion (University of Tokyo, 2014) keeps it over
// the whole search, so a board is not searched again at any later depth unless it now has more
// selections left. Open addressing as duplicates.ts: the low half picks the slot, the high half is
// stored with its low bit set; it empties itself when three quarters full.

let slots: usize = 0;
let layers: usize = 0;
let mask: u32 = 0;
let size: u32 = 0;

/** Starts an empty map of 2^bits slots at `at` (5 << bits bytes the caller owns). */
export function seenLayersStart(bits: i32, at: usize): void {
  slots = at;
  mask = (<u32>1 << <u32>bits) - 1;
  layers = at + (<usize>(mask + 1) << 2);
  size = 0;
  memory.fill(slots, 0, <usize>(mask + 1) << 2);
}

/** Records the hash at `layer`; false if it was kept before at that layer or a higher one. */
@inline export function seenLayersAdd(lo: u32, hi: u32, layer: i32): bool {
  if (size > (mask >> 1) + (mask >> 2)) {
    memory.fill(slots, 0, <usize>(mask + 1) << 2);
    size = 0;
  }
  const key = hi | 1;
  let slot = lo & mask;
  let stored = load<u32>(slots + (<usize>slot << 2));
  while (stored != 0) {
    if (stored == key) {
      if (<i32>load<u8>(layers + <usize>slot) >= layer) return false;
      store<u8>(layers + <usize>slot, <u8>layer);
      return true;
    }
    slot = (slot + 1) & mask;
    stored = load<u32>(slots + (<usize>slot << 2));
  }
  store<u32>(slots + (<usize>slot << 2), key);
  store<u8>(layers + <usize>slot, <u8>layer);
  size++;
  return true;
}
