// Which answer (or none) each problem submits so that all four budgets hold: a 4-dimensional
// multiple-choice knapsack. Most problems solved first, then fewest moves, then the least spent
// in the scarce directions.
import type { Budget } from './problem-file.js';
import { fitsBudget } from './move-counts.js';
import { exactSelection } from './budget-exact.js';
import { lagrangianSelection } from './budget-lagrangian.js';
import { NONE, type Options, preferenceOrder, usageOf } from './selection-basics.js';

export { NONE, type Options } from './selection-basics.js';

/** Batches of up to this many problems are settled exactly (branch and bound)... */
export const EXACT_MAX_PROBLEMS = 24;
/** ...unless the proof takes more search nodes than this; the heuristic's pick stands then. */
export const EXACT_NODE_LIMIT = 2_000_000;

/**
 * Per problem, the index of its chosen option or NONE. When every problem's most wanted option
 * fits, that is the answer; otherwise a Lagrangian heuristic, made exact for small batches.
 */
export function selectAnswers(options: Options, budget: Budget): number[] {
  const order = preferenceOrder(options, budget);
  const preferred = order.map((ks) => ks[0] ?? NONE);
  if (fitsBudget(usageOf(options, preferred), budget)) return preferred;
  const heuristic = lagrangianSelection(options, budget, order);
  if (options.length > EXACT_MAX_PROBLEMS) return heuristic;
  return exactSelection(options, budget, order, heuristic, EXACT_NODE_LIMIT) ?? heuristic;
}
