// The levels of the Procon 25 champion's select-and-swap beam (University of Tokyo, 2014), which
// its drivers ask for: Procon's (puzzles/procon/swap/select-swap-beam.ts, its kurage) and the
// engine whale's (strategy/champion-whale.ts, the sliding puzzle as one selection: the blank).
// Their two twins build them: select-swap-ts.ts in TypeScript, select-swap-wasm.ts over
// assembly/engine/select-swap-beam.ts; both take from here what keeps them on the same boards:
// keys, the scores, the sizes.
import { zobristKeys } from '../../core/beam/zobrist.js';

/**
 * A board for the beam: `pieces[cell]` is the home cell of the piece on `cell` (at most 256 cells,
 * no walls), with at most `selectLimit` selections, each costing `selectCost`, and swaps `swapCost`.
 * Procon's practice boards are such boards.
 */
export interface SwapProblem {
  readonly width: number;
  readonly height: number;
  readonly selectLimit: number;
  readonly selectCost: number;
  readonly swapCost: number;
  readonly pieces: ArrayLike<number>;
}

export interface SelectSwapBeamOptions {
  /** Boards kept per depth, over all layers (the layers in play share it equally). */
  readonly width: number;
  /** Varies the scores' noise: beams of other salts keep other boards. Default 0. */
  readonly salt?: number;
  /**
   * The champion's whale rather than its kurage: boards scored by its whale's terms (`whaleScore`), and at most two
   * swaps kept a board (the worst of three left out), as its WhaleSolver does. Default false.
   */
  readonly whale?: boolean;
  /** The only cell the first selection may take (the engine's whale: its blank). Default: any. */
  readonly firstCell?: number;
  /** Slots of the map of boards seen, as a power of 2. Default 2^22 (`SEEN_BITS`). */
  readonly seenBits?: number;
}

/** The moves that made one depth's boards: per board its parent, direction and, for a new selection, the cell selected + 1. */
export interface Made {
  readonly parent: Int32Array;
  readonly move: Int32Array;
  readonly newCell: Int32Array;
}

/** One step of a way through the levels: a swap in direction `dir` of "LRUD", or a new selection of cell `newCell` - 1. */
export interface Step {
  readonly dir: number;
  readonly newCell: number;
}

/** The steps from the root to board `index` of the depth made by `history[depth]`, each depth's moves in `history`. */
export function stepsTo(history: readonly Made[], depth: number, index: number): Step[] {
  const steps: Step[] = [];
  for (let d = depth; d >= 0; d--) {
    const made = history[d];
    steps.push({ dir: made.move[index], newCell: made.newCell[index] });
    index = made.parent[index];
  }
  return steps.reverse();
}

/** Which layers (selections left) a depth expands, and how many boards each may keep. */
export interface LayerPlan {
  readonly minLayer: number;
  readonly maxLayer: number;
  readonly share: number;
}

/** Per layer (selections left, 0 to the limit): boards kept, those that made a new selection, their least distance sum of pieces not selected (2^31 - 1 for none). */
export interface LayerCounts {
  readonly kept: Int32Array;
  readonly fresh: Int32Array;
  readonly least: Int32Array;
}

/** One depth's boards, as an expansion reports them. */
export interface SelectSwapLevel {
  readonly count: number;
  /** Children scored to make them (the candidates, before duplicates and the shares). */
  readonly nodes: number;
  /** The least selections any of them used (Infinity when there are none). */
  readonly minUsed: number;
  readonly made: Made;
  /** The first of the cheapest boards at the picture, if any. */
  readonly goal?: { readonly cost: number; readonly index: number };
  /** The first of the boards nearest the picture (lowest distance sum) with a selection left, if any. */
  readonly nearest?: { readonly distance: number; readonly index: number };
  readonly layers: LayerCounts;
}

/** A beam's levels, from the root (the problem's board). */
export interface SelectSwapLevels {
  /** The root's distance sum. */
  readonly rootDistance: number;
  /** Replaces the level by its best children, the boards made at `depth` swaps, as `plan` says, and reports them. */
  expand(depth: number, plan: LayerPlan): SelectSwapLevel;
}

/** The Zobrist keys of both twins: piece p on cell c at 2 * (p * cells + c); the selected cell c at 2 * (c + 1) (none at 0). */
export function selectSwapKeys(cells: number): { keys: Int32Array; selectKeys: Int32Array } {
  return { keys: zobristKeys(cells, cells), selectKeys: zobristKeys(1, cells + 1, 0x5e1ec7) };
}

/** Slots (as a power of 2) of the map of boards seen: about 3 million boards before it empties itself. */
export const SEEN_BITS = 22;

/**
 * A board's features, i32 each, as both twins keep them: [0] the distance sum of the pieces not
 * selected, [1] the selected piece's distance, [2] linear conflicts among the pieces not selected,
 * [3] the sum of their squared distances, over the misplaced cells not selected [4] the sum of
 * y² + x², [5] of y, [6] of x, [7] their count, and [8] the distance sum weighted by
 * {@link selectSwapWeight}.
 */
export const FEATURES = 9;

/**
 * The Procon 25 champion's weight of a piece on boards at least twice as long as wide: 1 at the
 * centre to 2 at the corners, by its target's distance from the centre, for the pieces that have
 * furthest to go along the board; here times 2 x (width + height - 2), a whole number.
 */
export function selectSwapWeight(piece: number, width: number, height: number): number {
  const y = Math.floor(piece / width), x = piece % width;
  return Math.abs(2 * y - (height - 1)) + Math.abs(2 * x - (width - 1)) + 2 * (width + height - 2);
}

/** The weighted distance's divisor in the score on boards at least twice as long as wide (back to weights of 1 to 2); 0 on others, where it is left out. */
export function selectSwapWeightDivisor(width: number, height: number): number {
  return height * 2 <= width || width * 2 <= height ? 2 * (width + height - 2) : 0;
}

/**
 * The Procon 25 champion's score of a board (University of Tokyo, 2014; its kurage) with features
 * `f` from `at` and `left` selections left, lowest best: 15 a unit of distance, 15 x
 * max(2, 4 - left / 2) a linear conflict, the selected piece's distance, 30 x the spread (variance)
 * of the misplaced cells, 150 x the root of the sum of squared distances, and noise of up to 60 x
 * the share of the root's distance left, from the board's hash high half `hi` (the champion drew it
 * at random; a hash keeps the twins equal, `salt` varies it, spread over the bits read); on
 * boards at least twice as long as wide, 50 x the weighted distance sum (`weightDivisor` from
 * {@link selectSwapWeightDivisor}). Floored to a whole number for the counting sort. The wasm twin
 * computes it in this order, in f64.
 */
export function selectSwapScore(f: Int32Array, at: number, left: number, hi: number, salt: number, rootDistance: number, weightDivisor: number): number {
  const count = f[at + 7], sy = f[at + 5], sx = f[at + 6];
  const variance = count === 0 ? 0 : f[at + 4] / count - (sy * sy + sx * sx) / (count * count);
  const noise = hashNoise(hi, salt);
  let s = 15 * f[at] + 15 * Math.max(2, 4 - left / 2) * f[at + 2] + f[at + 1]
    + 60 * f[at] / (rootDistance + 1) * noise + 30 * variance + 150 * Math.sqrt(f[at + 3]);
  if (weightDivisor > 0) s += 50 * f[at + 8] / weightDivisor;
  return Math.floor(s);
}

/** The noise in [0, 1) from a board's hash high half and the salt, as both twins read it. */
function hashNoise(hi: number, salt: number): number {
  return (((hi ^ salt) >>> 8) & 0xffffff) / 16777216;
}

/**
 * The Procon 25 champion's whale (its WhaleBoard): 10 a unit of distance, 20 a linear conflict,
 * noise of up to 60 x the share of the root's distance left, and 200 x the root of the sum of
 * squared distances, of the pieces not selected; floored. The root's term pulls the farthest pieces
 * first, more so as the sum falls. (The champion's sum of squares leaves out its centred core's
 * pieces; the engine's whale reduces from a corner, and counts them all.)
 */
export function whaleScore(f: Int32Array, at: number, hi: number, salt: number, rootDistance: number): number {
  return Math.floor(10 * f[at] + 20 * f[at + 2] + 60 * f[at] / (rootDistance + 1) * hashNoise(hi, salt) + 200 * Math.sqrt(f[at + 3]));
}
