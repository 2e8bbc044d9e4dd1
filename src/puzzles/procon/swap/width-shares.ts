// The Procon 25 champion split its beam's width among the boards by selections used, for diversity:
// boards that have spent more selections are nearer the picture and would otherwise fill the beam,
// though they cannot go on as cheaply. Each group keeps at most its share; the room a group leaves
// goes to the best of the rest.

/**
 * The candidates a beam keeps, in the order kept: candidates `idAt(0)` to `idAt(count - 1)` come
 * best first; each board is kept once, at its best (`fresh` says whether a candidate's board is new,
 * and is asked in that order); each group (`groupOf`) keeps at most `share` before the room left
 * goes to the others in score order. With `share` at `width` this is the plain best `width`.
 */
export function keepByShares(count: number, idAt: (k: number) => number, width: number, share: number,
  groupOf: (id: number) => number, fresh: (id: number) => boolean): number[] {
  const kept: number[] = [], waiting: number[] = [], taken: number[] = [];
  for (let k = 0; k < count && kept.length < width; k++) {
    const id = idAt(k);
    if (!fresh(id)) continue;
    const group = groupOf(id);
    if ((taken[group] ?? 0) < share) {
      taken[group] = (taken[group] ?? 0) + 1;
      kept.push(id);
    } else if (waiting.length < width) waiting.push(id);
  }
  for (let k = 0; k < waiting.length && kept.length < width; k++) kept.push(waiting[k]);
  return kept;
}
