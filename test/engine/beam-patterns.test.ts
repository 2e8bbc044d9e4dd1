// The beam reads pattern databases with its own incremental code (search/beam-patterns.ts); the
// engines' TS twin (search/ts-patterns.ts) is tested against the wasm engine. Both must give the
// same heuristic on every board of a random walk, and the same as a lookup from scratch.
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/engine/board/board.js';
import { WALL } from '../../src/engine/board/codes.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { SMALL_LAYOUT } from '../../src/engine/search/layout.js';
import { padBoard } from '../../src/engine/search/problem.js';
import { TsPatterns } from '../../src/engine/search/ts-patterns.js';
import { patternSet } from '../../src/engine/heuristics/pattern-cache.js';
import { patternPartition } from '../../src/engine/heuristics/partition.js';
import { patternProblem } from '../../src/engine/strategy/optimal.js';
import { BeamPatterns } from '../../src/engine/search/beam-patterns.js';
import { seededRandom } from '../../src/core/random.js';

const OFFSETS = [-1, 1, -SMALL_LAYOUT.stride, SMALL_LAYOUT.stride];
/** Square and open (two lookups: the regular and the mirrored), then walled and oblong (one). */
const BOARDS = ['4,4,123456789ABCDEF0', '4,4,1234=6789A=CDEF0', '5,3,12345=789ABCDE0', '6,2,123456789AB0'];

describe("the beam's pattern lookup", () => {
  for (const line of BOARDS) {
    it(`agrees with the engines' TS twin along a random walk: ${line}`, () => {
      const goal = defaultGoal(parseBoard(line));
      const term = patternProblem(goal, patternSet(goal, patternPartition(goal))).patterns!;
      const board = padBoard(goal);
      const beam = new BeamPatterns(term);
      const twin = new TsPatterns(term);
      let state = new Int32Array(beam.stride), next = new Int32Array(beam.stride);
      let h = beam.root(board, state, 0);
      expect(h).toBe(twin.atStart(board));
      const random = seededRandom(line.length);
      let blank = board.indexOf(0);
      for (let depth = 0; depth < 400; depth++) {
        const to = blank + OFFSETS[Math.floor(random() * 4)];
        const tile = board[to];
        if (tile === WALL) continue;
        const childH = beam.childH(state, 0, tile, to, blank);
        expect(h + twin.delta(tile, to, blank)).toBe(childH);
        twin.move(tile, depth);
        beam.child(state, 0, tile, to, blank, next, 0);
        [state, next] = [next, state];
        board[blank] = tile;
        board[to] = 0;
        blank = to;
        h = childH;
        // From scratch on the new board: the same value.
        expect(new BeamPatterns(term).root(board, new Int32Array(beam.stride), 0)).toBe(h);
      }
      expect(board.length).toBe(SMALL_LAYOUT.cells);
    });
  }
});
