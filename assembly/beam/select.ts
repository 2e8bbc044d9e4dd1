// A beam's width selection, for any puzzle's beam, the twin of src/core/beam/lowest.ts: the
// candidates with the lowest scores, or all of them in score order, by a counting sort (scores are
// small whole numbers), so selection is linear in the candidates, not n log n.
import { scratchAlloc } from "../arena";

let histogram: usize = 0;
let histogramSize = 0;

/**
 * Writes to `kept` (i32 each) the indexes of the `width` lowest of the `count` i32 scores at
 * `scores`, in candidate order (first come first among equals), and returns how many. `maxScore`
 * is the largest score. The histogram lives in scratch memory, grown when a score passes it.
 */
export function selectLowest(scores: usize, count: i32, width: i32, maxScore: i32, kept: usize): i32 {
  countScores(scores, count, maxScore);
  let cut = 0, taken = 0;
  for (; cut <= maxScore; cut++) {
    const here = load<i32>(histogram + (<usize>cut << 2));
    if (taken + here > width) break;
    taken += here;
  }
  let room = width - taken, out = 0;
  for (let i = 0; i < count; i++) {
    const score = load<i32>(scores + (<usize>i << 2));
    if (score < cut || (score == cut && room-- > 0)) {
      store<i32>(kept + (<usize>out << 2), i);
      out++;
    }
  }
  return out;
}

/**
 * Writes to `sorted` (i32 each) the indexes of the `count` i32 scores at `scores`, lowest score
 * first, in candidate order among equals. `maxScore` is the largest score.
 */
export function sortByScore(scores: usize, count: i32, maxScore: i32, sorted: usize): void {
  countScores(scores, count, maxScore);
  // Each score's first place: the counts before it.
  let place = 0;
  for (let score = 0; score <= maxScore; score++) {
    const at = histogram + (<usize>score << 2);
    const here = load<i32>(at);
    store<i32>(at, place);
    place += here;
  }
  for (let i = 0; i < count; i++) {
    const at = histogram + (<usize>load<i32>(scores + (<usize>i << 2)) << 2);
    const to = load<i32>(at);
    store<i32>(sorted + (<usize>to << 2), i);
    store<i32>(at, to + 1);
  }
}

/** Counts each score of the `count` at `scores` into the histogram, grown to hold `maxScore`. */
function countScores(scores: usize, count: i32, maxScore: i32): void {
  if (histogramSize < maxScore + 2) {
    histogramSize = max(2 * maxScore + 2, 4096);
    histogram = scratchAlloc(<usize>histogramSize << 2);
  }
  memory.fill(histogram, 0, <usize>(maxScore + 2) << 2);
  for (let i = 0; i < count; i++) {
    const at = histogram + (<usize>load<i32>(scores + (<usize>i << 2)) << 2);
    store<i32>(at, load<i32>(at) + 1);
  }
}

/** Forgets the histogram: the scratch memory it was in has been given back. */
export function selectReset(): void {
  histogramSize = 0;
}
