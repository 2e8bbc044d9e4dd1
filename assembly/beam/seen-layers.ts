// Which boards a layered beam has seen, and at the most selections left: a map from 64-bit
// Zobrist hashes (two 32-bit halves) to the highest layer each was kept at, the twin of
// src/core/beam/seen-layers.ts. The Procon 25 champion (University of Tokyo, 2014) keeps it over
// the whole search, so a board is not searched again at any later depth unless it now has more
// selections left. Open addressing (probe.ts), as duplicates.ts; it empties itself when three
// quarters full.

import { probe, probeKey } from "./probe";

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
  const at = probe(slots, mask, lo, hi);
  if (at >= 0) {
    if (<i32>load<u8>(layers + <usize>at) >= layer) return false;
    store<u8>(layers + <usize>at, <u8>layer);
    return true;
  }
  const slot = <usize>(-1 - at);
  store<u32>(slots + (slot << 2), probeKey(hi));
  store<u8>(layers + slot, <u8>layer);
  size++;
  return true;
}
