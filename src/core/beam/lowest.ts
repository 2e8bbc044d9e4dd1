// A beam's width selection: the candidates with the lowest scores, or all of them in score order,
// by a counting sort (scores are small whole numbers), so selection is linear in the candidates,
// not n log n. The twin of assembly/beam/select.ts.

/** Picks the `width` lowest of `scores[0..count)`, first come first among equals. */
export class LowestSelector {
  private histogram = new Int32Array(256);
  private kept: Int32Array;

  /** For at most `capacity` candidates at a time. */
  constructor(capacity: number) {
    this.kept = new Int32Array(capacity);
  }

  /** The indexes kept, in candidate order (a view, valid until the next call). */
  select(scores: Int32Array, count: number, width: number): Int32Array {
    let max = 0;
    for (let i = 0; i < count; i++) if (scores[i] > max) max = scores[i];
    if (this.histogram.length < max + 2) this.histogram = new Int32Array(2 * max + 2);
    if (this.kept.length < count) this.kept = new Int32Array(count);
    const histogram = this.histogram;
    histogram.fill(0, 0, max + 2);
    for (let i = 0; i < count; i++) histogram[scores[i]]++;
    let cut = 0, taken = 0;
    for (; cut <= max && taken + histogram[cut] <= width; cut++) taken += histogram[cut];
    let room = width - taken, kept = 0;
    for (let i = 0; i < count; i++) {
      const score = scores[i];
      if (score < cut) this.kept[kept++] = i;
      else if (score === cut && room > 0) { this.kept[kept++] = i; room--; }
    }
    return this.kept.subarray(0, kept);
  }
}

/**
 * Writes to `sorted` the indexes of `scores[0..count)`, lowest score first, in candidate order among
 * equals; `histogram` must hold the largest score + 1 entries.
 */
export function sortByScore(scores: Int32Array, count: number, histogram: Int32Array, sorted: Int32Array): void {
  histogram.fill(0);
  for (let i = 0; i < count; i++) histogram[scores[i]]++;
  // Each score's first place: the counts before it.
  for (let score = 0, place = 0; score < histogram.length; score++) {
    const here = histogram[score];
    histogram[score] = place;
    place += here;
  }
  for (let i = 0; i < count; i++) sorted[histogram[scores[i]]++] = i;
}
