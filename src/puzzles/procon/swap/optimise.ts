// The answer optimiser (the Procon 25 champion's post-optimisation): rewrites that leave every
// piece where the answer put it, for fewer swaps or selections.
// - A swap straight back cancels the one before it.
// - The selected piece going round one 2x2 square turns the other three pieces one place each lap
//   (a 3-cycle), so 12 quarter turns are the identity and n turns one way equal 12 - n the other:
//   a run of 7 or more becomes the shorter run back round the same square.
// - A selection that picks the piece the previous one left off with continues it: one selection.
import type { Selection } from './answer.js';

const CLOCKWISE = 'RDLU';
const INVERSE: Readonly<Record<string, string>> = { L: 'R', R: 'L', U: 'D', D: 'U' };
/** Quarter turns round a 2x2 square that bring every piece back. */
const FULL_TURN = 12;

/** The answer with back-and-forth swaps cancelled, 2x2 runs turned the short way and selections merged. */
export function optimiseAnswer(answer: readonly Selection[], width: number): Selection[] {
  const merged: { cell: number; swaps: string; end: number }[] = [];
  for (const { cell, swaps: moves } of answer) {
    const swaps = shortenSwaps(moves);
    if (swaps === '') continue;
    const last = merged.at(-1);
    if (last && last.end === cell) {
      last.swaps = shortenSwaps(last.swaps + swaps);
      last.end = endCell(last.cell, last.swaps, width);
    } else {
      merged.push({ cell, swaps, end: endCell(cell, swaps, width) });
    }
  }
  return merged.filter(({ swaps }) => swaps !== '').map(({ cell, swaps }) => ({ cell, swaps }));
}

/** Where the selected piece ends: `moves` from `cell` on a grid `width` wide. */
function endCell(cell: number, moves: string, width: number): number {
  for (const move of moves) cell += move === 'L' ? -1 : move === 'R' ? 1 : move === 'U' ? -width : width;
  return cell;
}

/** One selection's swaps, rewritten until neither rewrite shortens them. */
export function shortenSwaps(moves: string): string {
  for (;;) {
    const shorter = turnShortWay(cancelPairs(moves));
    if (shorter.length === moves.length) return shorter;
    moves = shorter;
  }
}

/** Every swap followed by its inverse removed, as a stack does. */
function cancelPairs(moves: string): string {
  const kept: string[] = [];
  for (const move of moves) {
    if (kept.at(-1) === INVERSE[move]) kept.pop();
    else kept.push(move);
  }
  return kept.join('');
}

/** +1 if `b` turns clockwise from `a`, -1 anticlockwise, 0 otherwise. */
function turn(a: string, b: string): number {
  const step = (CLOCKWISE.indexOf(b) - CLOCKWISE.indexOf(a) + 4) % 4;
  return step === 1 ? 1 : step === 3 ? -1 : 0;
}

/** Runs of quarter turns one way round a 2x2 square, 7 or more long, replaced by the run back. */
function turnShortWay(moves: string): string {
  let out = '';
  for (let start = 0; start < moves.length;) {
    let end = start + 1;
    const way = end < moves.length ? turn(moves[start], moves[end]) : 0;
    while (way !== 0 && end < moves.length && turn(moves[end - 1], moves[end]) === way) end++;
    out += shortRun(moves.slice(start, end));
    start = end;
  }
  return out;
}

/** A run round one square (each move turning the same way): the shorter of it and the run back. */
function shortRun(run: string): string {
  const turns = run.length % FULL_TURN;
  if (turns <= FULL_TURN / 2) return run.slice(0, turns);
  // Back round the square from the same cell: the inverses of the lap's moves, last first.
  const back = [...run.slice(0, 4)].reverse().map((move) => INVERSE[move]).join('');
  return back.repeat(3).slice(0, FULL_TURN - turns);
}
