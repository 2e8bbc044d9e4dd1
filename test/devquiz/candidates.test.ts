import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Candidate, addCandidate, candidate, provenOptimal } from '../../src/puzzles/devquiz/candidates.js';

const moveString = fc.string({ unit: fc.constantFrom('L', 'R', 'U', 'D'), maxLength: 12 });
const noWorse = (a: Candidate, b: Candidate) => a.counts.every((n, d) => n <= b.counts[d]);

describe('candidate answers (non-dominated move-count vectors, as a DevQuiz 2011 Python beam search keeps)', () => {
  it('keep exactly the vectors no other offered answer beats in every direction', () => {
    fc.assert(fc.property(fc.array(moveString, { maxLength: 15 }), (offered) => {
      const all = offered.map((moves) => candidate(moves, false));
      const kept = all.reduce<Candidate[]>((set, c) => addCandidate(set, c), []);
      for (const c of all) expect(kept.some((k) => noWorse(k, c))).toBe(true); // each offer is covered
      for (const k of kept) {
        expect(kept.filter((other) => other !== k && noWorse(other, k))).toEqual([]); // none is redundant
      }
    }));
  });

  it('counts moves per direction in L R U D order', () => {
    expect(candidate('LLRUUUD', false).counts).toEqual([2, 1, 3, 1]);
  });

  it('an answer as short as a proven optimal one is proven optimal too', () => {
    const set = addCandidate(addCandidate([], candidate('LLUU', true)), candidate('RRDD', false));
    expect(set).toHaveLength(2);
    expect(provenOptimal(set, set[1])).toBe(true);
    expect(provenOptimal([candidate('LU', false)], candidate('LU', false))).toBe(false);
  });

  it('of two equal vectors, the proven optimal one is kept', () => {
    const set = addCandidate([candidate('LU', false)], candidate('UL', true));
    expect(set.map((c) => [c.moves, c.optimal])).toEqual([['UL', true]]);
  });
});
