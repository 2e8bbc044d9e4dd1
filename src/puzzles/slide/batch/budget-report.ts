// Moves used per direction against the budget, as batch and verify both report it.
import { DIRECTIONS } from '../board/moves.js';
import { type MoveCounts, fitsBudget, totalMoves } from './move-counts.js';
import type { Budget } from './problem-file.js';

export interface BudgetReport {
  readonly perDirection: readonly { readonly direction: string; readonly used: number; readonly budget: number }[];
  readonly totalUsed: number;
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

/** One line: `moves  L 12/20  R 9/20  U 3/10  D 7/10  total 31/60  budget kept`. */
export function formatBudgetReport(report: BudgetReport): string {
  const directions = report.perDirection.map(({ direction, used, budget }) => `${direction} ${used}/${budget}${used > budget ? ' (over)' : ''}`);
  return `moves  ${directions.join('  ')}  total ${report.totalUsed}/${report.totalBudget}  ${report.kept ? 'budget kept' : 'BUDGET BROKEN'}`;
}
