// Korf's 100 random 15-puzzle instances (Korf 1985), and Korf & Felner's 50 of the 24-puzzle
// (2002). The files' goal puts the blank top-left (0 1 2 ... n); ours puts it bottom-right, so each
// instance is turned 180 degrees and tile t becomes n + 1 - t, which maps their goal onto ours and
// keeps every optimal length.
import type { Board } from '../board/board.js';
import { InputError } from '../../core/input-error.js';

export interface KorfInstance {
  readonly id: number;
  /** Optimal solution length. */
  readonly optimal: number;
  /**
   * Nodes the paper's IDA* generated: Korf's 1985 with Manhattan distance on the 15-puzzle, Korf &
   * Felner's 2002 with their 6-6-6-6 databases and reflection on the 24-puzzle.
   */
  readonly korfNodes: number;
  readonly board: Board;
}

/** Where the benchmarks look for the set by default (the repository's sibling shared/ folder). */
export const DEFAULT_KORF_FILE = '../shared/data/korf/korf100.txt';
/** Where bench:korf24 looks for Korf & Felner's 24-puzzle instances by default. */
export const DEFAULT_KORF24_FILE = '../shared/data/korf/korf50-24.txt';

/** Instances of the puzzle with `tiles` cells (16 or 25), one per line: id, length, nodes, then the cells. */
export function parseKorfFile(text: string, cells = 16): KorfInstance[] {
  return text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#')).map((line, index) => {
    const fields = line.trim().split(/\s+/).map(Number);
    if (fields.length !== 3 + cells || fields.some((f) => !Number.isInteger(f))) {
      throw new InputError(`Korf file, instance line ${index + 1}: expected id, length, nodes and ${cells} cells`);
    }
    const [id, optimal, korfNodes, ...tiles] = fields;
    return { id, optimal, korfNodes, board: korfToBoard(tiles) };
  });
}

/** Rotates a Korf instance (16 or 25 cells) 180 degrees and relabels tile t as n + 1 - t, n its tiles. */
export function korfToBoard(tiles: readonly number[]): Board {
  const n = tiles.length, side = Math.round(Math.sqrt(n));
  const cells = new Uint16Array(n);
  tiles.forEach((tile, i) => { cells[n - 1 - i] = tile === 0 ? 0 : n - tile; });
  return { width: side, height: side, cells };
}

/** The `count` instances that took Korf's IDA* the fewest nodes. */
export function easiest(instances: readonly KorfInstance[], count: number): KorfInstance[] {
  return [...instances].sort((a, b) => a.korfNodes - b.korfNodes).slice(0, count);
}
