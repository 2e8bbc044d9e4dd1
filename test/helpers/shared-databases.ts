// Vitest global setup: the databases that several test files need, built once for the run before
// any file starts, so that two files running at once do not both build them. Each is written to
// the test cache (test-cache.ts), where the files then read it. Today that is the 15-puzzle's
// 6-6-3 set (5 to 6 s to build), which the portfolio, the heuristics, the CLI and the compact
// databases' tests all search with.
import { TEST_CACHE_DIR } from './test-cache.js';

export default async function setup(): Promise<void> {
  // Imported here, not above: fresh-build.ts, the setup before this one, may have to build first.
  const { parseBoard } = await import('../../src/engine/board/board.js');
  const { defaultGoal } = await import('../../src/engine/board/goal.js');
  const { patternPartition } = await import('../../src/engine/heuristics/partition.js');
  const { cachedPatternSet, patternSet } = await import('../../src/engine/heuristics/pattern-cache.js');
  const before = process.env.SLIDEPUZZLE_CACHE_DIR;
  process.env.SLIDEPUZZLE_CACHE_DIR = TEST_CACHE_DIR;
  try {
    const fifteen = defaultGoal(parseBoard('4,4,123456789ABCDEF0'));
    const partition = patternPartition(fifteen);
    if (!cachedPatternSet(fifteen, partition)) patternSet(fifteen, partition);
  } finally {
    if (before === undefined) delete process.env.SLIDEPUZZLE_CACHE_DIR;
    else process.env.SLIDEPUZZLE_CACHE_DIR = before;
  }
}
