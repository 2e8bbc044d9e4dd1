// Moves used per direction against the budget, as batch and verify both report it.
import { DIRECTIONS } from '../../engine/index.js';
import { type MoveCounts, fitsBudget, totalMoves } from './move-counts.js';
import type { Budget } from './problem-file.js';

/** Moves used against the budget, per direction and in total (see {@link formatBudgetReport}). */
export interface BudgetReport {
  /** One entry per direction, in `L R U D` order. */
  readonly perDirection: readonly {
    /** `L`, `R`, `U` or `D`. */
    readonly direction: string;
    /** Moves of that direction used by the answers. */
    readonly used: number;
    /** Moves of that direction allowed. */
    readonly budget: number;
  }[];
  /** Moves used, all directions. */
  readonly totalUsed: number;
  /** Moves allowed, all directions. */
  readonly totalBudget: number;
  /** Every direction within its budget. */
  readonly kept: boolean;
}

export function budgetReport(used: MoveCounts, budget: Budget): BudgetReport {
  return {
    perDirection: [...DIRECTIONS].map((direction, d) => ({ direction, used: used[d], budget: budget[d] })),
    totalUsed: totalMoves(used),
    totalBudget: totalMoves(budget),
    kept: fitsBudget(used, budget),
  };
}

/**
 * A budget report as one line, as `batch` and `verify` print it.
 * @param report the report (a {@link VerifyReport}'s `budget`)
 * @returns e.g. `moves  L 12/20  R 9/20  U 3/10  D 7/10  total 31/60  budget kept`; a direction
 * over its budget is marked `(over)`, and the line ends `BUDGET BROKEN`
 */
export function formatBudgetReport(report: BudgetReport): string {
  const directions = report.perDirection.map(({ direction, used, budget }) => `${direction} ${used}/${budget}${used > budget ? ' (over)' : ''}`);
  return `moves  ${directions.join('  ')}  total ${report.totalUsed}/${report.totalBudget}  ${report.kept ? 'budget kept' : 'BUDGET BROKEN'}`;
}
