// How the engines read a PatternSet: per lookup, each tile's group and what the tile adds to that
// group's index on each cell. The mirrored lookup (Korf & Felner 2002) reads the databases for the
// board reflected about its main diagonal, with each tile renamed to the tile whose home is the
// reflection of its own. When the goal is its own reflection, that board is exactly as far from
// the goal (every move reflects to a move), so its value is admissible too, and h takes the larger.
import type { Board } from '../board/board.js';
import { BLANK, WALL } from '../board/symbols.js';
import type { PatternLookup, PatternTerm } from '../search/engine.js';
import { DIGIT_PAIRS, MAX_COMPACT_GROUPS, NO_GROUP } from '../search/search-constants.js';
import { homeDistances } from '../board/distance.js';
import { SMALL_LAYOUT } from '../search/layout.js';
import { paddedCell } from '../search/problem.js';
import { type PatternSet, openCount, openRanks } from './pattern-database.js';
import { digitBits } from '../search/compact-index.js';
import { halfTurn, halfTurnSources } from './half-turn.js';

/** A cell renaming: `cell` of the board read as `map(cell)`, and a tile renaming to go with it. */
interface Reading {
  readonly cell: (cell: number) => number;
  readonly tile: (tile: number) => number;
}

const IDENTITY: Reading = { cell: (cell) => cell, tile: (tile) => tile };

/** Per group, the group whose database it reads through the half turn (heuristics/half-turn.ts), else undefined. */
type Sources = readonly (number | undefined)[];

function lookup(set: PatternSet, sources: Sources, reading: Reading): PatternLookup {
  const { goal, partition } = set;
  // A compact set's lookups give its digit form: 4 or 5 bits a digit (search/compact-index.ts).
  const ranks = openRanks(goal), radix = set.compact ? 2 ** digitBits(openCount(goal)) : openCount(goal);
  const groups = new Uint8Array(SMALL_LAYOUT.tableRows).fill(NO_GROUP);
  const indexes = new Uint32Array(SMALL_LAYOUT.tableRows * SMALL_LAYOUT.cells);
  // A group sharing an earlier one's database reads it through the half turn.
  const place = new Map<number, { group: number; power: number; turned: boolean }>();
  partition.forEach((tiles, group) => tiles.forEach((tile, digit) => place.set(tile, { group, power: radix ** digit, turned: sources[group] !== undefined })));
  for (let tile = 1; tile < SMALL_LAYOUT.tableRows; tile++) {
    const target = place.get(reading.tile(tile));
    if (!target) continue;
    groups[tile] = target.group;
    goal.cells.forEach((code, cell) => {
      if (code === WALL) return;
      const read = reading.cell(cell);
      const seenAs = paddedCell(target.turned ? halfTurn(goal, read) : read, goal.width, SMALL_LAYOUT);
      indexes[tile * SMALL_LAYOUT.cells + paddedCell(cell, goal.width, SMALL_LAYOUT)] = ranks[seenAs] * target.power;
    });
  }
  return { groups, indexes };
}

/** The reflection about the main diagonal, when it maps `goal` onto itself. */
function diagonalReflection(goal: Board): Reading | undefined {
  const { width, height, cells } = goal;
  if (width !== height) return undefined;
  const cell = (c: number) => (c % width) * width + Math.floor(c / width);
  const tileAt = new Map<number, number>();
  for (let c = 0; c < cells.length; c++) {
    if ((cells[c] === WALL) !== (cells[cell(c)] === WALL) || (cells[c] === BLANK) !== (cells[cell(c)] === BLANK)) return undefined;
    if (cells[c] !== WALL && cells[c] !== BLANK) tileAt.set(cells[c], cells[cell(c)]);
  }
  return { cell, tile: (tile) => tileAt.get(tile) ?? tile };
}

/**
 * A compact set's distances home, as the engines read them (PatternTerm's `compact.distances`): for
 * group g and each pair p of its digits read as one number b (tiles 2p and 2p + 1 on the cells of
 * the low and the high digit's rank), the two tiles' distances home, at
 * ((g * DIGIT_PAIRS + p) << 2 bits) + b: four loads a lookup of eight tiles rather than eight.
 */
function compactDistances(set: PatternSet, sources: Sources): Uint8Array {
  const { goal, partition } = set;
  const home = homeDistances(goal), ranks = openRanks(goal), bits = digitBits(openCount(goal));
  // A group read through the half turn has its digits in its source's frame, so its source's rows.
  // Each tile's distance by the rank of its cell (walls counted; ranks no cell has stay 0).
  const byRank = partition.map((_, g) => Array.from(partition[sources[g] ?? g], (tile) => {
    const row = new Uint8Array(1 << bits);
    goal.cells.forEach((code, cell) => {
      if (code !== WALL) row[ranks[paddedCell(cell, goal.width, SMALL_LAYOUT)]] = Math.min(127, home.get(tile)![cell]);
    });
    return row;
  }));
  const pairs = 1 << (2 * bits), mask = (1 << bits) - 1;
  const table = new Uint8Array(MAX_COMPACT_GROUPS * DIGIT_PAIRS * pairs);
  byRank.forEach((rows, g) => {
    for (let p = 0; p < rows.length; p += 2) {
      for (let b = 0; b < pairs; b++) table[(g * DIGIT_PAIRS + p / 2) * pairs + b] = rows[p][b & mask] + (rows[p + 1]?.[b >> bits] ?? 0);
    }
  });
  return table;
}

/** The engines' term for `set`; with the mirrored lookup when the groups hold every tile and the goal allows it. */
export function patternTerm(set: PatternSet): PatternTerm {
  const tiles = set.goal.cells.filter((code) => code !== WALL && code !== BLANK).length;
  const covered = set.partition.reduce((sum, group) => sum + group.length, 0);
  const mirror = covered === tiles ? diagonalReflection(set.goal) : undefined;
  const sources = halfTurnSources(set.goal, set.partition, set.compact ?? false);
  const lookups = [lookup(set, sources, IDENTITY)];
  if (mirror) lookups.push(lookup(set, sources, mirror));
  if (set.compact && set.partition.length > MAX_COMPACT_GROUPS) throw new Error(`a set with a compact index has at most ${MAX_COMPACT_GROUPS} groups`);
  const compact = set.compact ? { cells: openCount(set.goal), tiles: set.partition.map((group) => group.length), distances: compactDistances(set, sources) } : undefined;
  return { databases: set.databases, lookups, ...(compact && { compact }) };
}
