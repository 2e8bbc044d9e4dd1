// A beam over whole lines, as tomerun's 7th-place AHC011 code shrinks a board (`solve_beam`): a step
// of the beam places one whole line on every board it keeps, each board spawning several placements
// of the line that differ by the coin flips choosing three, two or one tile at a time (the engine's
// line tables, placeLineTogether), and keeps the boards with the fewest moves so far. Many targets
// start together, so poor ones die out in the first lines. His line order hands the blank from each
// line's end to the next one's start: the left column upward, the top row rightward, then the same
// on the board turned over its diagonal (the next row leftward, the next column downward), and so on.
// The beam stops where the rest is `restSide` square: our end beam finishes it shorter than lines do.
import { type Limits, timeLeft } from '../../core/limits.js';
import { paced } from '../../core/pacer.js';
import { hashCells } from '../../core/hash.js';
import type { Random } from '../../core/random.js';
import { DIRECTIONS, type Engine, WALL } from '../../engine/index.js';
import { type GroupSize, layoutOf, padBoard, paddedCell, placeLineTogether } from '../../engine/for-puzzles.js';

/** The beam's sizes and coins. */
export interface LineBeamOptions {
  /** Boards kept after each line. */
  readonly width: number;
  /** Placements of the line tried from each board (duplicates dropped). */
  readonly spawns: number;
  /** Lines are placed until the rest is at most this many rows and columns. */
  readonly restSide: number;
  /** The chance of placing three tiles together where three fit, and else of two (tomerun: 0.5 and 0.5). */
  readonly triple: number;
  readonly pair: number;
}

/** A board the beam ends with: its masks by cell (0 the blank), the moves that made it, and its target's index. */
export interface LineBeamBoard {
  readonly masks: Uint8Array;
  readonly moves: string;
  readonly target: number;
}

/**
 * A board in the beam: its padded cells (placed cells and the border walls), its target, the moves
 * so far (`length` of them: the last line's, after its parent's), spelled out only for the boards
 * the beam ends with.
 */
interface Kept {
  readonly cells: Uint16Array;
  readonly target: number;
  readonly parent?: Kept;
  readonly line: Uint8Array;
  readonly length: number;
}

/** The moves that made a kept board. */
function spell(board: Kept): string {
  const lines: Uint8Array[] = [];
  for (let at: Kept | undefined = board; at; at = at.parent) lines.push(at.line);
  let text = '';
  for (let i = lines.length - 1; i >= 0; i--) for (const d of lines[i]) text += DIRECTIONS[d];
  return text;
}

/** A line of the order: its cells from where it starts to its corner or edge, and the step from it into the rest. */
interface Line {
  readonly cells: readonly number[];
  readonly inward: number;
}

/**
 * tomerun's line order on an n x n board, until the rest is `restSide` square (see the head of this
 * file), turned `quarters` quarter turns clockwise: the first line starts at the bottom-left corner,
 * the top-left, the top-right or the bottom-right, and the rest ends at the opposite corner.
 */
export function lineOrder(n: number, restSide: number, quarters = 0): Line[] {
  const turn = (cell: number) => {
    let row = Math.floor(cell / n), column = cell % n;
    for (let q = 0; q < quarters; q++) [row, column] = [column, n - 1 - row];
    return row * n + column;
  };
  const lines: Line[] = [];
  const range = (from: number, to: number) => Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => from + i * Math.sign(to - from));
  const line = (cells: number[], inward: number) => ({ cells: cells.map(turn), inward: turn(cells[0] + inward) - turn(cells[0]) });
  for (let level = 0; n - level > restSide; level++) {
    const column = (rows: number[]) => line(rows.map((row) => row * n + level), 1);
    const row = (columns: number[]) => line(columns.map((col) => level * n + col), n);
    if (level % 2 === 0) lines.push(column(range(n - 1, level)), row(range(level + 1, n - 1)));
    else lines.push(row(range(n - 1, level)), column(range(level + 1, n - 1)));
  }
  return lines;
}

/** The quarter turns of {@link lineOrder} whose first line starts at the corner nearest `blank` (tomerun turns the board so). */
export function nearestStart(n: number, blank: number): number {
  const row = Math.floor(blank / n), column = blank % n;
  const starts = [[n - 1, 0], [0, 0], [0, n - 1], [n - 1, n - 1]];
  const distances = starts.map(([r, c]) => Math.abs(r - row) + Math.abs(c - column));
  return distances.indexOf(Math.min(...distances));
}

/** The cell where the rest ends, opposite the first line's start: where a target's blank goes. */
export function restCorner(n: number, quarters: number): number {
  return [n * n - 1, n * (n - 1), 0, n - 1][quarters];
}

/** What the beam ends with: the boards kept after the last line it placed, fewest moves first, and how many lines of the order that was. */
export interface LineBeamResult {
  readonly boards: LineBeamBoard[];
  readonly lines: number;
}

/**
 * Places the lines of {@link lineOrder} (turned `quarters`) on `start` (masks by cell, 0 the
 * blank) toward each of `targets` (exact trees, masks by cell, the blank at {@link restCorner}), as
 * a beam; `onLine` hears the fewest moves so far after each line. When the limits stop it, it ends
 * with the lines placed so far (none: the start), so a caller short of time still finishes from
 * them. Undefined only when no board gets through a line.
 */
export async function lineBeam(engine: Engine, n: number, start: Uint8Array, targets: readonly Uint8Array[], random: Random, limits: Limits, options: LineBeamOptions, quarters = 0, onLine?: (best: number) => void): Promise<LineBeamResult | undefined> {
  const board = { width: n, height: n, cells: Uint16Array.from(start) };
  const layout = layoutOf(board);
  const padded = padBoard(board);
  const held = Uint8Array.from(padded, (code) => (code === WALL ? 1 : 0));
  const placer = engine.placer(layout);
  const groupSize: GroupSize = () => {
    const coin = random();
    return coin < options.triple ? 3 : coin < options.triple + (1 - options.triple) * options.pair ? 2 : 1;
  };
  let boards: Kept[] = targets.map((_, target) => ({ cells: padded, target, line: new Uint8Array(0), length: 0 }));
  let placed = 0;
  for (const line of lineOrder(n, options.restSide, quarters)) {
    await paced();
    if (!timeLeft(limits)) break;
    const cells = line.cells.map((cell) => paddedCell(cell, n, layout));
    const inward = Math.abs(line.inward) === 1 ? line.inward : Math.sign(line.inward) * layout.stride;
    const spawned: Kept[] = [];
    const codesOf = new Map<number, number[]>();
    for (const from of boards) {
      let codes = codesOf.get(from.target);
      if (!codes) codesOf.set(from.target, codes = line.cells.map((cell) => targets[from.target][cell]));
      const seen = new Set<number>();
      for (let spawn = 0; spawn < options.spawns; spawn++) {
        placer.load(from.cells, held);
        if (!placeLineTogether(engine, layout, placer, cells, codes, inward, groupSize)) continue;
        const after = placer.board();
        const hash = hashCells(after);
        if (seen.has(hash)) continue;
        seen.add(hash);
        const moves = placer.moves();
        spawned.push({ cells: after, target: from.target, parent: from, line: moves, length: from.length + moves.length });
      }
    }
    if (spawned.length === 0) return undefined;
    spawned.sort((a, b) => a.length - b.length);
    boards = spawned.slice(0, options.width);
    placed++;
    onLine?.(spawned[0].length);
    for (const cell of cells) held[cell] = 1;
  }
  return {
    boards: boards.map((board) => ({
      masks: Uint8Array.from({ length: n * n }, (_, cell) => board.cells[paddedCell(cell, n, layout)]), moves: spell(board), target: board.target,
    })),
    lines: placed,
  };
}
