// Permutation parity, which decides reachability in every puzzle here: a slide or a swap is one
// transposition, so it flips the parity (the classic 15-puzzle parity rule, Johnson and Story, 1879).

/**
 * The parity of a permutation given as its cycles' walk.
 * @param items the permuted items (each item's cycle is walked once)
 * @param next where the permutation takes an item; it must take every item to an item of `items`
 * @returns 0 for an even permutation, 1 for an odd one (a cycle of length k is k - 1 transpositions)
 */
export function permutationParity(items: Iterable<number>, next: (item: number) => number): number {
  const seen = new Set<number>();
  let parity = 0;
  for (const first of items) {
    if (seen.has(first)) continue;
    let length = 0;
    for (let item = first; !seen.has(item); item = next(item)) { seen.add(item); length++; }
    parity ^= (length - 1) & 1;
  }
  return parity;
}

/**
 * The parity of an arrangement: `items[i]` is where item i goes (a board's pieces by cell).
 * @returns 0 for an even permutation, 1 for an odd one
 */
export function arrangementParity(items: ArrayLike<number>): number {
  return permutationParity(Array.from({ length: items.length }, (_, i) => i), (i) => items[i]);
}
