// A beam's duplicate detection, for any puzzle's beam: a set of 64-bit Zobrist hashes given as two
// 32-bit halves, the twin of src/core/beam/duplicate-set.ts. Open addressing (probe.ts), so a slot
// is 4 bytes and a probe one cache miss. It empties itself when half full, so it remembers the
// recent depths of a beam, not all of them.

import { probe, probeKey } from "./probe";

let slots: usize = 0;
let mask: u32 = 0;
let size: u32 = 0;

/** Starts an empty set of 2^bits slots at `at` (4 << bits bytes the caller owns). */
export function duplicatesStart(bits: i32, at: usize): void {
  slots = at;
  mask = (<u32>1 << <u32>bits) - 1;
  size = 0;
  memory.fill(slots, 0, <usize>(mask + 1) << 2);
}

/** Adds the hash; false if it was already there. */
@inline export function duplicatesAdd(lo: u32, hi: u32): bool {
  if (size > (mask >> 1)) {
    memory.fill(slots, 0, <usize>(mask + 1) << 2);
    size = 0;
  }
  const at = probe(slots, mask, lo, hi);
  if (at >= 0) return false;
  store<u32>(slots + (<usize>(-1 - at) << 2), probeKey(hi));
  size++;
  return true;
}
