// What the select-and-swap beam's driver (select-swap-beam.ts) asks of its levels, which its two
// twins build: select-swap-ts.ts in TypeScript, select-swap-wasm.ts over assembly/select-swap-beam.ts.

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
