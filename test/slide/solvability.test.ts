import { describe, expect, it } from 'vitest';
import { type Board, parseBoard } from '../../src/puzzles/slide/board/board.js';
import { defaultGoal, parseGoal } from '../../src/puzzles/slide/board/goal.js';
import { solvability } from '../../src/puzzles/slide/board/solvability.js';
import { WALL } from '../../src/puzzles/slide/board/codes.js';
import { seededRandom, randomInt } from '../../src/core/random.js';
import { bfsDistance } from '../helpers/bfs.js';
import { PARITY_UNSOLVABLE } from '../fixtures/boards.js';

const verdict = (line: string, goal?: string) => {
  const board = parseBoard(line);
  return solvability(board, goal ? parseGoal(goal, board) : defaultGoal(board));
};

describe('solvability', () => {
  it('the parity rule: one swapped pair is unsolvable on an open board', () => {
    expect(verdict(PARITY_UNSOLVABLE)).toMatchObject({ kind: 'unsolvable', reason: expect.stringMatching(/parity/) });
    expect(verdict('4,4,123456789ABCDFE0').kind).toBe('unsolvable');
    expect(verdict('3,3,123456780').kind).toBe('solvable');
  });

  it('a tile walled off from its home', () => {
    // the wall column splits the board; tile 1 sits on the right of it
    expect(verdict('3,3,2=14=57=0', '1=24=57=0')).toMatchObject({ kind: 'unsolvable', reason: expect.stringMatching(/walled off/) });
  });

  it('a region without the blank cannot change', () => {
    expect(verdict('3,3,4=21=57=0', '1=24=57=0')).toMatchObject({ kind: 'unsolvable', reason: expect.stringMatching(/without the blank/) });
  });

  it('a ring only rotates its tiles', () => {
    // 2x2 is a ring: rotating is fine, any other order is not
    expect(verdict('2,2,3120').kind).toBe('solvable');
    expect(verdict('2,2,2130')).toMatchObject({ kind: 'unsolvable' });
  });

  it('a corridor keeps the order of its tiles', () => {
    // 13 cells in an S: the top row, one cell down the right, the bottom row
    expect(verdict('6,3,123456=====CDEFG0H').kind).toBe('solvable');
    expect(verdict('6,3,214356=====CDEFGH0')).toMatchObject({ kind: 'unsolvable', reason: expect.stringMatching(/corridor/) });
  });

  it('never contradicts breadth-first search on small boards with walls', () => {
    const random = seededRandom(7);
    let checked = 0;
    for (let trial = 0; trial < 300; trial++) {
      const board = randomBoard(random);
      if (!board) continue;
      const goal = defaultGoal(board);
      const answer = solvability(board, goal);
      const reachable = bfsDistance(board, goal) >= 0;
      if (answer.kind === 'solvable') expect(reachable).toBe(true);
      if (answer.kind === 'unsolvable') expect(reachable).toBe(false);
      if (answer.kind !== 'unknown') checked++;
    }
    expect(checked).toBeGreaterThan(250);
  });
});

/** A random permutation of a random 2x2..3x3 board with random walls (not on the last cell). */
function randomBoard(random: () => number): Board | undefined {
  const width = randomInt(random, 2, 3), height = randomInt(random, 2, 3);
  const size = width * height;
  const cells = new Uint16Array(size);
  const walls = randomInt(random, 0, Math.min(3, size - 3));
  for (let placed = 0; placed < walls;) {
    const cell = randomInt(random, 0, size - 2);
    if (cells[cell] !== WALL) { cells[cell] = WALL; placed++; }
  }
  const symbols = [0];
  for (let i = 0; i < size - 1; i++) if (cells[i] !== WALL) symbols.push(i + 1);
  for (let i = symbols.length - 1; i > 0; i--) {
    const j = randomInt(random, 0, i);
    [symbols[i], symbols[j]] = [symbols[j], symbols[i]];
  }
  let next = 0;
  for (let i = 0; i < size; i++) if (cells[i] !== WALL) cells[i] = symbols[next++];
  return { width, height, cells };
}
