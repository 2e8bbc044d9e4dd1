// A bump allocator over the memory above the static data, grown on demand (the module's maximum
// memory, 2 GiB in asconfig.json, caps it: the 7-8 database build takes 1.6 GB). It holds loaded
// pattern databases, or a build's tables, and above them scratch space that a beam takes for its
// run and gives back at the next.

const ALIGN: usize = 16;
let top: usize = 0;
/** The end of what arenaAlloc keeps: scratch space starts here. */
let kept: usize = 0;

@inline function aligned(address: usize): usize {
  return (address + ALIGN - 1) & ~(ALIGN - 1);
}

/** Frees everything the arena holds. */
export function arenaReset(): void {
  top = kept = aligned(__heap_base);
}

/** `bytes` bytes of memory (not cleared), 16-byte aligned. */
export function arenaAlloc(bytes: usize): usize {
  if (top == 0) arenaReset();
  const address = top;
  top = kept = aligned(address + bytes);
  ensureMemory(top);
  return address;
}

/** `bytes` bytes of scratch memory (not cleared), 16-byte aligned, until the next scratchReset. */
export function scratchAlloc(bytes: usize): usize {
  if (top == 0) arenaReset();
  const address = top;
  top = aligned(address + bytes);
  ensureMemory(top);
  return address;
}

/** Gives back all scratch memory (what arenaAlloc keeps stays). */
export function scratchReset(): void {
  if (top == 0) arenaReset();
  top = kept;
}

/** The first free address: a region starting there may grow (see ensureMemory). */
export function arenaTop(): usize {
  if (top == 0) arenaReset();
  return top;
}

/** Grows the memory so addresses below `end` exist; at least doubles it, so growth is rare. */
export function ensureMemory(end: usize): void {
  const have = <usize>memory.size() << 16;
  if (end <= have) return;
  const pages = <i32>((max(end - have, have) + 0xffff) >> 16);
  if (memory.grow(pages) < 0 && memory.grow(<i32>((end - have + 0xffff) >> 16)) < 0) {
    abort("out of memory: past the 2 GiB maximum");
  }
}
