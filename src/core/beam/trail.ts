// What a beam keeps of its past depths to spell a path: each node's move and parent (parent
// indexes, not copies of boards, as the Procon 25 champion's beam keeps them), so a depth costs 5
// bytes a node once its level is reused.

/** One past depth: node i came from node parent[i] of the depth before, by move last[i]. */
export interface Trail {
  readonly last: Uint8Array;
  readonly parent: Int32Array;
}

/** Keeps the first `count` nodes' moves and parents of a level that is about to be reused. */
export function trailOf(last: Uint8Array, parent: Int32Array, count: number): Trail {
  return { last: last.slice(0, count), parent: parent.slice(0, count) };
}

/**
 * The moves from the root to node `i` of `level`, spelled with `alphabet` (move m is alphabet[m]),
 * following parent links back through `history` (the depths before `level`, root first).
 */
export function pathTo(history: readonly Trail[], level: Trail, i: number, alphabet: string): string {
  let path = '';
  for (let d = history.length - 1; d >= 0; d--) {
    path = alphabet[level.last[i]] + path;
    i = level.parent[i];
    level = history[d];
  }
  return path;
}
