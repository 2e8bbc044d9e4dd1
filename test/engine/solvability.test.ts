import { describe, expect, it } from 'vitest';
import { type Board, parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal, parseGoal } from '../../src/engine/board/goal.js';
import { solvability } from '../../src/engine/board/solvability.js';
import { WALL } from '../../src/engine/board/codes.js';
import { openNeighbours, reachable } from '../../src/engine/board/grid.js';
import { randomInt, seededRandom, shuffle } from '../../src/core/random.js';
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

  it('a dead end keeps its tiles: the blank can only leave it the way it came in', () => {
    // cell 0 opens only downward, onto cell 4: whatever tile is there stays there
    expect(verdict('4,3,1=3456789A0B').kind).toBe('solvable');
    expect(verdict('4,3,5=4316789AB0')).toMatchObject({ kind: 'unsolvable', reason: expect.stringMatching(/dead end/) });
    // the blank standing in the dead end first walks out, shifting the tile at its mouth in: '1'
    // (then the rest is open enough for Wilson's theorem), or '5'
    expect(verdict('4,3,0=3415789AB6').kind).toBe('solvable');
    expect(verdict('4,3,0=3451789AB6')).toMatchObject({ kind: 'unsolvable', reason: expect.stringMatching(/tile '5' at cell 0 is in a dead end/) });
  });

  it('walls off dead ends without contradicting breadth-first search, on boards of 9 open cells', () => {
    const random = seededRandom(11);
    let deadEnds = 0, checked = 0;
    for (let trial = 0; trial < 60; trial++) {
      const board = random() < 0.5 ? permutedBoard(random, 3, 4, 3) : permutedBoard(random, 4, 3, 3);
      if (!hasDeadEnd(board)) continue;
      const answer = solvability(board, defaultGoal(board));
      const reachable = bfsDistance(board, defaultGoal(board)) >= 0;
      expect(answer.kind === 'unknown' ? reachable : answer.kind === 'solvable').toBe(reachable);
      if (answer.kind !== 'unknown') checked++;
      if (answer.kind === 'unsolvable' && /dead end/.test(answer.reason)) deadEnds++;
    }
    expect(checked).toBeGreaterThan(30);
    expect(deadEnds).toBeGreaterThan(10);
  });

  it('never contradicts breadth-first search on small boards with walls', () => {
    const random = seededRandom(7);
    let checked = 0;
    for (let trial = 0; trial < 300; trial++) {
      const board = randomBoard(random);
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
function randomBoard(random: () => number): Board {
  const width = randomInt(random, 2, 3), height = randomInt(random, 2, 3);
  return permutedBoard(random, width, height, randomInt(random, 0, Math.min(3, width * height - 3)));
}

/** A random permutation of a width x height board with `walls` random walls (not on the last cell). */
function permutedBoard(random: () => number, width: number, height: number, walls: number): Board {
  const size = width * height;
  const cells = new Uint16Array(size);
  for (let placed = 0; placed < walls;) {
    const cell = randomInt(random, 0, size - 2);
    if (cells[cell] !== WALL) { cells[cell] = WALL; placed++; }
  }
  const symbols = [0];
  for (let i = 0; i < size - 1; i++) if (cells[i] !== WALL) symbols.push(i + 1);
  shuffle(random, symbols);
  let next = 0;
  for (let i = 0; i < size; i++) if (cells[i] !== WALL) cells[i] = symbols[next++];
  return { width, height, cells };
}

/** An open cell with one open neighbour, on a board whose open cells are connected. */
function hasDeadEnd(board: Board): boolean {
  const open = [...board.cells.keys()].filter((cell) => board.cells[cell] !== WALL);
  if (reachable(board, open[0]).length !== open.length) return false;
  return open.some((cell) => openNeighbours(board, cell).length === 1);
}
