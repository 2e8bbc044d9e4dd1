// The Procon 25 view's controls: a board pasted or generated, solved in a worker of its own, the
// answer checked on this page by replay and played back selection by selection and swap by swap,
// with the cost so far and the pieces still away from home on screen.
import { type ProconSolveResult, type Solver, createSolver } from '../src/browser/index.js';
import {
  MAX_PROCON_SIDE, MIN_PROCON_SIDE, type ProconProblem, type Selection, formatProconAnswer, formatProconProblem, generateProconProblem,
  SWAPS, parseProconAnswer, parseProconProblem, scoreProconAnswer, swapCell,
} from '../src/puzzles/procon/index.js';
import { byId } from './dom.js';
import { count, describeProconOutcome, plural } from './format.js';
import { AnswerPanel } from './answer-panel.js';
import { JobRunner } from './job-runner.js';
import { readInput } from './read-input.js';
import { startProconPhoto } from './procon-photo.js';
import { type ProconFrame, ProconView } from './procon-view.js';

/** The page opens on an 8 x 8 board with practice board 11's costs: the beam and its selections at work. */
const FIRST = { width: 8, height: 8, selectLimit: 10, selectCost: 10, swapCost: 10, seed: 1 };
const MAX_SEED = 2 ** 32 - 1;

export interface ProconPage {
  pause(): void;
}

/** The pieces before the answer, after each selection and after each swap. */
function proconFrames(problem: ProconProblem, answer: readonly Selection[]): ProconFrame[] {
  let frame: ProconFrame = { pieces: problem.pieces, selected: -1, selections: 0, swaps: 0 };
  const frames = [frame];
  for (const { cell, swaps } of answer) {
    frames.push(frame = { ...frame, selected: cell, selections: frame.selections + 1 });
    for (const move of swaps) {
      const at = frame.selected;
      const to = swapCell(at, SWAPS.indexOf(move), problem.width, problem.height);
      const pieces = frame.pieces.slice();
      [pieces[at], pieces[to]] = [pieces[to], pieces[at]];
      frames.push(frame = { ...frame, pieces, selected: to, swaps: frame.swaps + 1 });
    }
  }
  return frames;
}

export function startProconPage(): ProconPage {
  const textInput = byId<HTMLTextAreaElement>('procon-input');
  const inputError = byId('procon-input-error');
  const fields = {
    width: byId<HTMLSelectElement>('procon-width'), height: byId<HTMLSelectElement>('procon-height'),
    limit: byId<HTMLInputElement>('procon-limit'), selectCost: byId<HTMLInputElement>('procon-select-cost'),
    swapCost: byId<HTMLInputElement>('procon-swap-cost'), seed: byId<HTMLInputElement>('procon-seed'),
  };
  const timeLimitInput = byId<HTMLInputElement>('procon-time-limit');
  const speedSelect = byId<HTMLSelectElement>('procon-speed');
  const jobs = new JobRunner(byId('procon-status'), ['procon-input', 'procon-generate', 'procon-solve', ...Object.values(fields).map((field) => field.id)]
    .map((id) => byId<HTMLButtonElement | HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(id)), byId<HTMLButtonElement>('procon-cancel'));
  const stats = { cost: byId('procon-cost'), selections: byId('procon-selections'), swaps: byId('procon-swaps'), misplaced: byId('procon-misplaced') };
  const answer = new AnswerPanel({
    answer: 'procon-answer', verified: 'procon-verified', position: 'procon-position',
    play: 'procon-play', rewind: 'procon-rewind', back: 'procon-back', step: 'procon-step', end: 'procon-end',
  });
  const view = new ProconView(byId<SVGSVGElement>('procon-view'));
  let solver: Solver | undefined;
  const setStatus = (kind: string, text: string) => jobs.setStatus(kind, text);

  for (let side = MIN_PROCON_SIDE; side <= MAX_PROCON_SIDE; side++) {
    fields.width.add(new Option(String(side)));
    fields.height.add(new Option(String(side)));
  }

  function showFrame(problem: ProconProblem, frame: ProconFrame): void {
    const misplaced = view.show(problem.width, problem.height, frame);
    stats.cost.textContent = count(frame.selections * problem.selectCost + frame.swaps * problem.swapCost);
    stats.selections.textContent = `${count(frame.selections)} / ${count(problem.selectLimit)}`;
    stats.swaps.textContent = count(frame.swaps);
    stats.misplaced.textContent = `${count(misplaced)} / ${count(frame.pieces.length)}`;
  }

  const startFrame = (problem: ProconProblem): ProconFrame => ({ pieces: problem.pieces, selected: -1, selections: 0, swaps: 0 });

  function inputChanged(): void {
    answer.clear();
    view.usePhoto(undefined);
    const problem = readInput(textInput.value, inputError, parseProconProblem);
    if (problem) showFrame(problem, startFrame(problem));
  }

  function generate(): void {
    const number = (input: HTMLInputElement, min: number, max: number, name: string) => {
      const value = input.valueAsNumber;
      if (!Number.isSafeInteger(value) || value < min || value > max) throw new RangeError(`The ${name} must be a whole number from ${count(min)} to ${count(max)}.`);
      return value;
    };
    try {
      const problem = generateProconProblem({
        width: Number(fields.width.value), height: Number(fields.height.value),
        selectLimit: number(fields.limit, 1, 256, 'selection limit'), selectCost: number(fields.selectCost, 1, 500, 'select cost'),
        swapCost: number(fields.swapCost, 1, 100, 'swap cost'), seed: number(fields.seed, 0, MAX_SEED, 'seed'),
      });
      textInput.value = formatProconProblem(problem);
      inputChanged();
      setStatus('idle', `Generated a ${problem.width} x ${problem.height} board from seed ${fields.seed.value}.`);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      setStatus('error', error.message);
    }
  }

  /** Shows an answer, with its playback, only once this page has replayed it and agrees on the cost. */
  function showAnswer(problem: ProconProblem, outcome: Extract<ProconSolveResult, { status: 'solved' }>): void {
    const text = formatProconAnswer(problem, outcome.answer);
    let score;
    try {
      score = scoreProconAnswer(problem, parseProconAnswer(problem, text));
    } catch (error) {
      return setStatus('error', `Wrong answer, do not trust it: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (score.misplaced !== 0 || score.cost !== outcome.score.cost) {
      return setStatus('error', `Wrong answer, do not trust it: replayed here it leaves ${plural(score.misplaced, 'piece')} away from home at cost ${count(score.cost)}.`);
    }
    const check = `Verified on this page: replaying ${plural(score.selections, 'selection')} and ${plural(score.swaps, 'swap')} `
      + `puts every piece home, cost ${count(score.cost)}.`;
    const frames = proconFrames(problem, outcome.answer);
    answer.show(frames, text, check, (frame) => showFrame(problem, frame), Number(speedSelect.value) * 1000, 'step');
  }

  async function solve(): Promise<void> {
    const text = textInput.value;
    let problem: ProconProblem | undefined;
    try {
      problem = parseProconProblem(text);
    } catch {
      // The worker reads the text too, and its 'invalid' result says what is wrong.
    }
    const limitSeconds = timeLimitInput.valueAsNumber;
    const timeLimitMs = limitSeconds > 0 ? limitSeconds * 1000 : undefined;
    answer.clear();
    if (problem) showFrame(problem, startFrame(problem));
    await jobs.run(`Searching for ${timeLimitMs === undefined ? 'the default time' : `${limitSeconds} s`}...`, async (signal) => {
      solver ??= createSolver();
      const outcome = await solver.solveProcon(text, { timeLimitMs, signal });
      setStatus(outcome.status, describeProconOutcome(outcome));
      if (outcome.status === 'solved' && problem) showAnswer(problem, outcome);
    });
  }

  /** The board to solve made from a photo (procon-photo.ts): shown through the photo, then solved. */
  function solvePhoto(problem: ProconProblem): void {
    textInput.value = formatProconProblem(problem);
    answer.clear();
    inputError.hidden = true;
    showFrame(problem, startFrame(problem));
    void solve();
  }

  textInput.addEventListener('input', inputChanged);
  byId('procon-generate').addEventListener('click', generate);
  byId('procon-solve').addEventListener('click', solve);
  speedSelect.addEventListener('change', () => answer.playback?.setWholeAnswerMs(Number(speedSelect.value) * 1000));

  fields.width.value = String(FIRST.width);
  fields.height.value = String(FIRST.height);
  fields.limit.value = String(FIRST.selectLimit);
  fields.selectCost.value = String(FIRST.selectCost);
  fields.swapCost.value = String(FIRST.swapCost);
  fields.seed.value = String(FIRST.seed);
  generate();
  startProconPhoto({
    view, setStatus, solve: solvePhoto,
    draw: (columns, rows, frame, away, selectLimit) => {
      answer.clear();
      view.show(columns, rows, frame);
      stats.cost.textContent = '0';
      stats.selections.textContent = `0 / ${count(selectLimit)}`;
      stats.swaps.textContent = '0';
      stats.misplaced.textContent = `${away === undefined ? '?' : count(away)} / ${count(columns * rows)}`;
    },
    solver: () => (solver ??= createSolver()),
    numbers: () => ({
      selectLimit: Math.max(1, fields.limit.valueAsNumber || 1), selectCost: Math.max(1, fields.selectCost.valueAsNumber || 1),
      swapCost: Math.max(1, fields.swapCost.valueAsNumber || 1), seed: Math.max(0, fields.seed.valueAsNumber || 0),
    }),
  });
  setStatus('idle', 'Ready.');
  return { pause: () => answer.pause() };
}
