// Which tiles share a pattern database. Tiles whose homes are close interfere most, so groups are
// compact blocks of home cells.
import type { Board } from '../board/board.js';
import { bfsDistances } from '../board/distance.js';
import { openNeighbours } from '../board/grid.js';
import { BLANK, WALL } from '../board/symbols.js';
import type { Partition } from './pattern-database.js';
import { openCount } from './pattern-database.js';

/**
 * Entries one per-board database may have (8 MiB): five tiles on boards of up to 24 open cells,
 * four on larger ones. On a 24-cell board the five databases take 26 MB and a few seconds to
 * build, which a search of a minute repays (measured on a DevQuiz sample: 191 of 200 optimal
 * within 60 s each, against 189 with 2 MiB databases, in the same total time).
 */
export const BOARD_DATABASE_ENTRIES = 1 << 23;

/**
 * Korf & Felner's 6-6-3 partition of the 15-puzzle, turned to our goal (blank bottom-right), as
 * home cells: two 3x2 blocks of columns, and the bottom row.
 */
const FIFTEEN_PUZZLE = [[0, 1, 4, 5, 8, 9], [2, 3, 6, 7, 10, 11], [12, 13, 14]];

/**
 * Korf & Felner's 7-8 partition (2002), turned to our goal, as home cells: the eight tiles of the
 * top two rows, and the seven beside the blank. Its databases have a compact index, two entries a
 * byte (259 MB and 29 MB); `slidepuzzle cache --build` builds them, and searches use them where
 * the disk cache holds them (strategy/optimal.ts).
 */
const FIFTEEN_PUZZLE_LARGE = [[0, 1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14]];

/**
 * Korf & Felner's 6-6-6-6 partition of the 24-puzzle (2002), turned to our goal as home cells. The
 * paper's goal has the blank top-left; its groups {1,2,5,6,7,12}, {3,4,8,9,13,14},
 * {10,11,15,16,20,21} and {17,18,19,22,23,24}, turned 180 degrees with the board (cell v to 24 - v),
 * are these. The third is the second turned 180 degrees, digit by digit: both leave the blank's
 * home in one region, so their databases are equal, read through the turn.
 */
const TWENTY_FOUR_PUZZLE_LARGE = [[23, 22, 19, 18, 17, 12], [10, 11, 15, 16, 20, 21], [14, 13, 9, 8, 4, 3], [0, 1, 2, 5, 6, 7]];

/** The square goal of side `side` with the blank bottom-right and no walls. */
function isSquarePuzzle(goal: Board, side: number): boolean {
  return goal.width === side && goal.height === side && !goal.cells.includes(WALL) && goal.cells[side * side - 1] === BLANK;
}

/** The 15-puzzle goal with the blank bottom-right and no walls. */
export function isFifteenPuzzle(goal: Board): boolean {
  return isSquarePuzzle(goal, 4);
}

/** The 24-puzzle goal (5x5) with the blank bottom-right and no walls. */
export function isTwentyFourPuzzle(goal: Board): boolean {
  return isSquarePuzzle(goal, 5);
}

/** The partition the `pdb` heuristic uses on `goal`, per-board databases having at most `maxEntries`. */
export function patternPartition(goal: Board, maxEntries = BOARD_DATABASE_ENTRIES): Partition {
  if (isFifteenPuzzle(goal)) return FIFTEEN_PUZZLE.map((cells) => cells.map((cell) => goal.cells[cell]));
  return blockPartition(goal, groupSize(goal, maxEntries));
}

/**
 * Korf & Felner's large partition of `goal`, as tiles: 7-8 on the 15-puzzle, 6-6-6-6 on the
 * 24-puzzle (see isTwentyFourPuzzle); undefined on other goals.
 */
export function largePartition(goal: Board): Partition | undefined {
  const cells = isFifteenPuzzle(goal) ? FIFTEEN_PUZZLE_LARGE : isTwentyFourPuzzle(goal) ? TWENTY_FOUR_PUZZLE_LARGE : undefined;
  return cells?.map((group) => group.map((cell) => goal.cells[cell]));
}

/** The most tiles per group whose database stays within `maxEntries`. */
function groupSize(goal: Board, maxEntries: number): number {
  const cells = openCount(goal);
  let size = 1;
  while (cells ** (size + 1) <= maxEntries && size + 1 < cells) size++;
  return size;
}

/**
 * Groups of `size` tiles: each starts at the free home farthest from the blank's home and grows
 * breadth-first over free homes, so groups are compact and the fragments left over (smaller
 * groups) lie near the blank's home.
 */
export function blockPartition(goal: Board, size: number): Partition {
  const blankHome = goal.cells.indexOf(BLANK);
  const fromBlank = bfsDistances(goal, blankHome);
  const free = new Set<number>();
  goal.cells.forEach((code, cell) => { if (code !== WALL && code !== BLANK) free.add(cell); });
  const groups: number[][] = [];
  while (free.size > 0) {
    const seed = [...free].reduce((best, cell) => (fromBlank[cell] > fromBlank[best] ? cell : best));
    const group = [seed];
    free.delete(seed);
    for (let head = 0; head < group.length && group.length < size; head++) {
      for (const next of openNeighbours(goal, group[head])) {
        if (group.length < size && free.delete(next)) group.push(next);
      }
    }
    groups.push(group.map((cell) => goal.cells[cell]));
  }
  return groups;
}
