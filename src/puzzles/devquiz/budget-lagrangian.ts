// Budget selection for batches of any size: a Lagrangian heuristic (the budgets are relaxed into
// per-direction move prices found by subgradient steps; Fisher 1981, "The Lagrangian relaxation
// method for solving integer programming problems"). Each priced pick is repaired until every
// budget holds and then improved while the slack allows; the best repaired pick wins.
import type { Budget } from './problem-file.js';
import { type MoveCounts, type Usage, addTo, covers, fitsBudget, totalMoves } from './move-counts.js';
import { NONE, type Options, isBetter, scoreOf, usageOf } from './selection-basics.js';

/** Subgradient steps tried; each costs one pass over all options plus a repair. */
export const LAGRANGIAN_ITERATIONS = 60;
/** The first step's size (in problem worths per average allowance) and its decay per step. */
const FIRST_STEP = 0.5;
const STEP_DECAY = 0.9;

/** A pick within the budget (as many solved and as few moves as the heuristic finds). */
export function lagrangianSelection(options: Options, budget: Budget, order: readonly (readonly number[])[]): number[] {
  let best: number[] = [];
  // Prices are scaled so that price[d] * allowance[d] is a share of one problem's worth (1).
  const allowance = budget.map((b) => Math.max(b, 1) / Math.max(options.length, 1));
  const price = [0, 0, 0, 0];
  // At zero prices (the first step) every problem takes its most wanted option.
  for (let k = 0; k < LAGRANGIAN_ITERATIONS; k++) {
    const priced = pricedPick(options, order, price);
    const tried = improve(options, budget, order, repair(options, budget, priced));
    if (k === 0 || isBetter(scoreOf(options, tried), scoreOf(options, best))) best = tried;
    const usage = usageOf(options, priced);
    const slope = usage.map((used, d) => (used - budget[d]) / Math.max(budget[d], 1));
    const norm = Math.hypot(...slope);
    if (norm === 0) break;
    const step = FIRST_STEP * STEP_DECAY ** k;
    for (let d = 0; d < 4; d++) price[d] = Math.max(0, price[d] + (step * slope[d]) / norm / allowance[d]);
  }
  return best;
}

/** Each problem's cheapest option at these prices, or none when even that costs more than it is worth. */
function pricedPick(options: Options, order: readonly (readonly number[])[], price: readonly number[]): number[] {
  const cost = (c: MoveCounts) => c[0] * price[0] + c[1] * price[1] + c[2] * price[2] + c[3] * price[3];
  return order.map((ks, i) => {
    let chosen = NONE, least = 1;
    for (const k of ks) {
      const c = cost(options[i][k]);
      if (c < least || (chosen === NONE && c === least)) { chosen = k; least = c; }
    }
    return chosen;
  });
}

/** How far `usage` is over the budget, each direction as a fraction of its budget. */
function excess(usage: MoveCounts, budget: Budget): number {
  let sum = 0;
  for (let d = 0; d < 4; d++) sum += Math.max(0, usage[d] - budget[d]) / Math.max(budget[d], 1);
  return sum;
}

/**
 * Changes answers until every budget holds. Each round scores, per problem, the change with the
 * best excess removed per worth lost (dropping a problem loses 1, a longer option a tiny amount
 * per extra move) and applies them best first while they still help.
 */
function repair(options: Options, budget: Budget, start: readonly number[]): number[] {
  const pick = [...start];
  const usage = usageOf(options, pick);
  const perMove = 1 / (1 + options.reduce((sum, set) => sum + Math.max(0, ...set.map(totalMoves)), 0));
  const counts = (i: number, k: number): MoveCounts => (k === NONE ? [0, 0, 0, 0] : options[i][k]);
  const gainOf = (i: number, k: number) => {
    const after: Usage = [...usage];
    addTo(after, counts(i, pick[i]), -1);
    addTo(after, counts(i, k));
    return excess(usage, budget) - excess(after, budget);
  };
  while (!fitsBudget(usage, budget)) {
    const changes: { i: number; k: number; ratio: number }[] = [];
    pick.forEach((current, i) => {
      if (current === NONE) return;
      for (let k = NONE; k < options[i].length; k++) {
        const gain = k === current ? 0 : gainOf(i, k);
        if (gain <= 0) continue;
        const loss = k === NONE ? 1 : perMove * (totalMoves(options[i][k]) - totalMoves(options[i][current]));
        changes.push({ i, k, ratio: gain / Math.max(loss, perMove / 2) });
      }
    });
    changes.sort((a, b) => b.ratio - a.ratio);
    const changed = new Set<number>();
    for (const { i, k } of changes) {
      if (changed.has(i) || gainOf(i, k) <= 0) continue;
      addTo(usage, counts(i, pick[i]), -1);
      addTo(usage, counts(i, k));
      pick[i] = k;
      changed.add(i);
      if (fitsBudget(usage, budget)) break;
    }
  }
  return pick;
}

/**
 * Spends the slack until nothing more fits: unsolved problems get their most wanted option that
 * fits (smallest first, so the slack serves as many as it can), solved ones a more wanted option.
 */
function improve(options: Options, budget: Budget, order: readonly (readonly number[])[], start: readonly number[]): number[] {
  const pick = [...start];
  const usage = usageOf(options, pick);
  const size = (i: number) => Math.min(...options[i].map((c) => c.reduce((s, n, d) => s + n / Math.max(budget[d], 1), 0)));
  const bySize = options.map((_, i) => i).sort((a, b) => size(a) - size(b));
  const upgrade = (i: number): boolean => {
    const current = pick[i];
    for (const k of order[i]) {
      if (k === current) return false;
      const after: Usage = [...usage];
      if (current !== NONE) addTo(after, options[i][current], -1);
      addTo(after, options[i][k]);
      if (!covers(after, budget)) continue;
      usage.splice(0, 4, ...after);
      pick[i] = k;
      return true;
    }
    return false;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const i of bySize) if (pick[i] === NONE && upgrade(i)) changed = true;
    for (const i of bySize) if (pick[i] !== NONE && upgrade(i)) changed = true;
  }
  return pick;
}
