// What the select-and-swap beam's driver (select-swap-beam.ts) asks of its levels, which its two
// twins build: select-swap-ts.ts in TypeScript, select-swap-wasm.ts over
// assembly/procon/select-swap-beam.ts; and what both twins take from here so that they keep the
// same boards: keys, weights, hash size.
import { zobristKeys } from '../../../core/beam/zobrist.js';
import type { ProconProblem } from './problem.js';

export interface SelectSwapBeamOptions {
  /** Boards kept per depth. */
  readonly width: number;
  /**
   * The score's estimate of the swaps still needed is `distanceWeight / 4` swaps per unit of the
   * pieces' distance sum (each swap takes at most 2 units off it, so 2 is optimistic). The score
   * is counted in whole units: swap cost x this weight is rounded.
   */
  readonly distanceWeight: number;
  /** Stop when the nearest board (lowest distance sum) has not improved for this many depths. */
  readonly stallDepths: number;
  /**
   * Split the width evenly among the boards by selections used (those present at the depth);
   * a share that one count leaves empty goes to the best of the rest, in score order.
   */
  readonly splitBySelections: boolean;
}

/** The moves that made one depth's boards: per board its parent, direction and, for a new selection, the cell selected + 1. */
export interface Made {
  readonly parent: Int32Array;
  readonly move: Int32Array;
  readonly newCell: Int32Array;
}

/** One depth's boards, as an expansion reports them. */
export interface SelectSwapLevel {
  readonly count: number;
  /** Children scored to make them (the candidates, before duplicates and the width). */
  readonly nodes: number;
  /** The least selections any of them used (Infinity when there are none). */
  readonly minUsed: number;
  readonly made: Made;
  /** The first of the cheapest boards at the picture, if any. */
  readonly goal?: { readonly cost: number; readonly index: number };
  /** The first of the boards nearest the picture (lowest distance sum) with a selection left, if any. */
  readonly nearest?: { readonly distance: number; readonly index: number };
}

/** A beam's levels, from the root (the problem's board). */
export interface SelectSwapLevels {
  /** The root's distance sum. */
  readonly rootDistance: number;
  /** Replaces the level by its best children, the boards made at `depth` swaps, and reports them. */
  expand(depth: number): SelectSwapLevel;
}

/** The Zobrist keys of both twins: piece p on cell c at 2 * (p * cells + c); the selected cell c at 2 * (c + 1) (none at 0). */
export function selectSwapKeys(cells: number): { keys: Int32Array; selectKeys: Int32Array } {
  return { keys: zobristKeys(cells, cells), selectKeys: zobristKeys(1, cells + 1, 0x5e1ec7) };
}

/** The highest score the weights may give a board: the counting sort's histogram holds that many. */
const MAX_SCORE = 2 ** 22;

/**
 * A board's score in whole numbers: 4 x select cost a selection used, plus swap cost x the
 * distance weight (rounded) a unit of the distance sum, both divided by their greatest common
 * divisor, which keeps the order and the counting sort's range small. Costs far past the
 * contest's (select 1 to 500, swap 1 to 100) could still pass MAX_SCORE: both weights are then
 * scaled down alike, so the order is kept up to rounding.
 */
export function selectSwapWeights(problem: ProconProblem, options: SelectSwapBeamOptions): { select: number; distance: number } {
  let select = 4 * problem.selectCost, distance = Math.max(1, Math.round(problem.swapCost * options.distanceWeight));
  const divisor = greatestCommonDivisor(select, distance);
  select /= divisor;
  distance /= divisor;
  const { width, height, selectLimit } = problem;
  const highest = select * selectLimit + distance * width * height * (width + height);
  if (highest <= MAX_SCORE) return { select, distance };
  const scale = MAX_SCORE / highest;
  return { select: Math.max(1, Math.floor(select * scale)), distance: Math.max(1, Math.floor(distance * scale)) };
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** Duplicate slots (as a power of 2) for a beam `width` boards wide. */
export function selectSwapHashBits(width: number): number {
  return Math.min(24, Math.max(16, Math.ceil(Math.log2(width * 64))));
}
