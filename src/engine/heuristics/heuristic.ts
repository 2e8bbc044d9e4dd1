// The admissible heuristics an optimal search can use, by name.

/**
 * The admissible heuristics of the optimal search (`solve(board, { optimal: true, heuristic })`,
 * `--heuristic` on the CLI):
 * - `manhattan`: the wall-aware distance sum (seed 000), the cheapest per node.
 * - `linear-conflict`: plus 2 moves per tile that must leave its line (linear-conflict.ts).
 * - `pdb`: additive pattern databases (pattern-database.ts), plus linear conflicts among any
 *   tiles the databases leave out.
 * - `auto`: the best of these for the board (choose-heuristic.ts).
 *
 * Boards over 6 x 6 use `manhattan` whatever the name.
 */
export type HeuristicName = 'auto' | 'manhattan' | 'linear-conflict' | 'pdb';

/** Every {@link HeuristicName}, `auto` first (the default). */
export const HEURISTIC_NAMES: readonly HeuristicName[] = ['auto', 'manhattan', 'linear-conflict', 'pdb'];
