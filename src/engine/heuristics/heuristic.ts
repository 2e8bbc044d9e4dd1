// The admissible heuristics an optimal search can use, by name.

/**
 * The admissible heuristics of the optimal search (`solve(board, { optimal: true, heuristic })`,
 * `--heuristic` on the CLI):
 * - `manhattan`: the wall-aware distance sum (the DevQuiz 2011 C++ IDA* write-up's heuristic), the
 *   cheapest per node.
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

/** The heuristic of an optimal search when none is named (`solve()`'s `heuristic`, the CLI's `--heuristic`): `auto`. */
export const DEFAULT_HEURISTIC: HeuristicName = 'auto';
