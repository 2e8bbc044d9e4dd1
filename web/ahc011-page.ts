// The AHC011 view's controls: an input pasted or generated, solved in a worker of its own, the
// answer checked on this page and played back, with the score, moves and tree size of the board on
// screen, so the tree can be watched growing.
import { type Solver, type TreeSolveResult, createSolver } from '../src/browser/index.js';
import type { Board } from '../src/engine/index.js';
import { type TreeInput, type TreeScore, formatTreeInput, generateTree, parseTreeInput, scoreAnswer, scoreOf } from '../src/puzzles/ahc011/index.js';
import { byId } from './dom.js';
import { count, describeTreeOutcome, plural } from './format.js';
import { AnswerPanel } from './answer-panel.js';
import { JobRunner } from './job-runner.js';
import { readInput } from './read-input.js';
import { slideFrames } from './playback.js';
import { TreeView } from './ahc011-view.js';

/** Seed 2 is an 8 x 8 board (N = 6 + seed % 5): the middle of the contest's sizes. */
const FIRST_SEED = 2;
/** generateTree() takes any seed its random source reads: a 32-bit unsigned one. */
const MAX_SEED = 2 ** 32 - 1;

export interface TreePage {
  /** Pauses the playback (when the view is hidden, say). */
  pause(): void;
}

export function startTreePage(): TreePage {
  const textInput = byId<HTMLTextAreaElement>('tree-input');
  const inputError = byId('tree-input-error');
  const seedInput = byId<HTMLInputElement>('tree-seed');
  const timeLimitInput = byId<HTMLInputElement>('tree-time-limit');
  const speedSelect = byId<HTMLSelectElement>('tree-speed');
  /** Everything that starts a job or changes the input waits while a solve runs. */
  const jobs = new JobRunner(byId('tree-status'), ['tree-input', 'tree-seed', 'tree-generate', 'tree-solve']
    .map((id) => byId<HTMLButtonElement | HTMLInputElement | HTMLTextAreaElement>(id)), byId<HTMLButtonElement>('tree-cancel'));
  const stats = { score: byId('tree-score'), moves: byId('tree-moves-used'), tree: byId('tree-size') };
  const answer = new AnswerPanel({
    answer: 'tree-answer', verified: 'tree-verified', position: 'tree-position',
    play: 'tree-play', rewind: 'tree-rewind', back: 'tree-back', step: 'tree-step', end: 'tree-end',
  });
  const view = new TreeView(byId<SVGSVGElement>('tree-view'));

  let shown: TreeInput | undefined;
  // Made at the first solve: a page that never opens this view starts no worker for it.
  let solver: Solver | undefined;

  const setStatus = (kind: string, text: string) => jobs.setStatus(kind, text);

  /** Draws a board and its figures: the score if the answer stopped here, moves used, the largest tree. */
  function showFrame(problem: TreeInput, tiles: ArrayLike<number>, moves: number): void {
    view.show(problem.n, tiles);
    const score = scoreOf(problem, tiles, moves);
    stats.score.textContent = count(score.score);
    stats.moves.textContent = `${count(moves)} / ${count(problem.maxMoves)}`;
    stats.tree.textContent = `${count(score.treeSize)} / ${count(problem.n ** 2 - 1)}`;
    stats.tree.classList.toggle('full', score.fullTree);
  }

  function clearAnswer(): void {
    answer.clear();
    if (shown) showFrame(shown, shown.tiles, 0);
  }

  /** Shows the input typed in #tree-input, or says what is wrong with it (the last good board stays). */
  function inputChanged(): void {
    clearAnswer();
    const input = readInput(textInput.value, inputError, parseTreeInput);
    if (!input) return;
    shown = input;
    showFrame(input, input.tiles, 0);
  }

  function generate(): void {
    const seed = seedInput.valueAsNumber;
    if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED) {
      return setStatus('error', `The seed must be a whole number from 0 to ${count(MAX_SEED)}.`);
    }
    textInput.value = formatTreeInput(generateTree(seed).input);
    inputChanged();
    setStatus('idle', `Generated from seed ${seed}: N = ${shown!.n}, T = ${count(shown!.maxMoves)}.`);
  }

  const wholeAnswerMs = () => Number(speedSelect.value) * 1000;

  /** Shows an answer, with its playback, only once this page has scored it by replay itself and agrees. */
  function showAnswer(problem: TreeInput, outcome: Extract<TreeSolveResult, { status: 'solved' }>): void {
    let replayed: TreeScore;
    try {
      replayed = scoreAnswer(problem, outcome.moves);
    } catch (error) {
      return setStatus('error', `Wrong answer, do not trust it: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (replayed.score !== outcome.score.score || replayed.treeSize !== outcome.score.treeSize) {
      return setStatus('error', `Wrong answer, do not trust it: replayed here it scores ${count(replayed.score)}, not ${count(outcome.score.score)}.`);
    }
    const tree = replayed.fullTree ? `a spanning tree of all ${count(replayed.treeSize)} tiles` : `a largest tree of ${count(replayed.treeSize)} tiles`;
    const start: Board = { width: problem.n, height: problem.n, cells: Uint16Array.from(problem.tiles) };
    const check = `Verified on this page: replaying the ${plural(replayed.moves, 'move')} makes ${tree}, score ${count(replayed.score)}.`;
    answer.show(slideFrames(start, outcome.moves), outcome.moves, check, (board, at) => showFrame(problem, board.cells, at), wholeAnswerMs());
  }

  async function solve(): Promise<void> {
    const text = textInput.value;
    let problem: TreeInput | undefined;
    try {
      problem = parseTreeInput(text);
    } catch {
      // The worker reads the text too, and its 'invalid' result says what is wrong.
    }
    const tiles = problem ? problem.n ** 2 - 1 : 0;
    const limitSeconds = timeLimitInput.valueAsNumber;
    const timeLimitMs = limitSeconds > 0 ? limitSeconds * 1000 : undefined;
    clearAnswer();
    await jobs.run(`Searching for ${timeLimitMs === undefined ? 'the default time' : `${limitSeconds} s`}...`, async (signal) => {
      solver ??= createSolver();
      const outcome = await solver.solveTree(text, {
        timeLimitMs,
        signal,
        onImprove: ({ fullTree, treeSize, moves, score }) => setStatus('running', `Searching... best so far: `
          + `${fullTree ? 'a full tree' : `a tree of ${count(treeSize)} of ${count(tiles)} tiles`} in ${plural(moves, 'move')}, score ${count(score)}.`),
      });
      const said = describeTreeOutcome(outcome, tiles, signal.aborted);
      setStatus(said.status, said.text);
      if (outcome.status === 'solved' && problem) showAnswer(problem, outcome);
    });
  }

  textInput.addEventListener('input', inputChanged);
  byId('tree-generate').addEventListener('click', generate);
  byId('tree-solve').addEventListener('click', solve);
  speedSelect.addEventListener('change', () => answer.playback?.setWholeAnswerMs(wholeAnswerMs()));

  seedInput.value = String(FIRST_SEED);
  generate();
  setStatus('idle', 'Ready.');
  return { pause: () => answer.pause() };
}
