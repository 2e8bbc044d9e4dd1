// A client's solve, its settings from its seed, so that clients playing one problem as one player
// (on one machine or several) search differently rather than find the same answers: seed 1 takes
// solveProcon's defaults; each other seed salts the select-and-swap beams' noise otherwise (so
// they keep other boards, on small boards and on large boards' cores) and starts the whale's rounds
// from another of its widths (larger boards), as the solver's own threads deal them out
// (solve-threads.ts).
import { DEFAULT_PORTFOLIO } from '../../../engine/index.js';
import type { ProconProblem } from '../swap/problem.js';
import { DEFAULT_SELECT_BEAMS, type ProconSolveResult, solveProcon } from '../swap/solve-procon.js';

/** A solve of `timeLimitMs` with the seed's settings. */
export function solveVariant(board: ProconProblem, timeLimitMs: number, seed: number): Promise<ProconSolveResult> {
  const turn = Math.max(0, seed - 1);
  const beams = DEFAULT_SELECT_BEAMS.map((beam) => ({ ...beam, salt: (beam.salt ?? 0) + turn }));
  const widths = DEFAULT_PORTFOLIO.whaleWidths, first = turn % widths.length;
  const whaleWidths = [...widths.slice(first), ...widths.slice(0, first)];
  return solveProcon(board, { timeLimitMs, beams, portfolio: { whaleWidths } });
}
