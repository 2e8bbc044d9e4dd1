// The demo page: wires the board editor, the solver, the playback and the race to index.html, and
// starts the AHC011 view (ahc011-page.ts), the Procon view (procon-page.ts) and the tabs between the views.
import { type EngineName, type SolveProgress, type SolveResult, type Solver, createSolver } from '../src/browser/index.js';
import { DIFFICULTIES, emptyGoal, scrambled, toggleWall } from './board-editor.js';
import { BoardView } from './board-view.js';
import { byId } from './dom.js';
import { count, describeResult, seconds } from './format.js';
import { AnswerPanel } from './answer-panel.js';
import { JobRunner } from './job-runner.js';
import { readInput } from './read-input.js';
import { slideFrames } from './playback.js';
import { startProconPage } from './procon-page.js';
import { RaceLane, race } from './race.js';
import { startTreePage } from './ahc011-page.js';
import { verifyAnswer } from './verify.js';
import { startViews } from './views.js';
import { type Board, MAX_SIDE, MIN_SIDE, formatBoard, parseBoard } from '../src/engine/index.js';

/** About half a second of wasm search: long enough to watch the progress and the race. */
const FIRST_BOARD = '5,5,D2C7418395BMIHAG6OEKLN0FJ';

// One worker per engine, so the race runs them side by side; each also serves the Solve button.
const solvers: Record<EngineName, Solver> = { wasm: createSolver(), ts: createSolver() };
const lanes: Record<EngineName, RaceLane> = { wasm: new RaceLane(byId('lane-wasm')), ts: new RaceLane(byId('lane-ts')) };

const boardInput = byId<HTMLInputElement>('board');
const boardError = byId('board-error');
const widthSelect = byId<HTMLSelectElement>('width');
const heightSelect = byId<HTMLSelectElement>('height');
const difficultySelect = byId<HTMLSelectElement>('difficulty');
const engineSelect = byId<HTMLSelectElement>('engine');
const timeLimitInput = byId<HTMLInputElement>('time-limit');
const optimalCheck = byId<HTMLInputElement>('optimal');
/** Everything that starts a job or changes the board waits while a job runs. */
const jobs = new JobRunner(byId('status'), ['solve', 'race', 'scramble', 'board', 'width', 'height']
  .map((id) => byId<HTMLButtonElement | HTMLInputElement | HTMLSelectElement>(id)), byId<HTMLButtonElement>('cancel'));
const stats = { nodes: byId('nodes'), bound: byId('bound'), elapsed: byId('elapsed') };
const answer = new AnswerPanel({ answer: 'moves', verified: 'verified', position: 'position', play: 'play', rewind: 'rewind', back: 'back', step: 'step' });

const view = new BoardView(byId('board-view'), editWall);
let shown: Board | undefined;

for (let side = MIN_SIDE; side <= MAX_SIDE; side++) {
  widthSelect.add(new Option(String(side)));
  heightSelect.add(new Option(String(side)));
}
DIFFICULTIES.forEach(({ label }, i) => difficultySelect.add(new Option(label, String(i))));
difficultySelect.value = '2';

/** Shows the board typed in #board, or says what is wrong with it. */
function boardChanged(): void {
  clearAnswer();
  const board = readInput(boardInput.value, boardError, parseBoard);
  if (!board) return;
  shown = board;
  view.show(board);
  widthSelect.value = String(board.width);
  heightSelect.value = String(board.height);
}

function setBoard(board: Board): void {
  boardInput.value = formatBoard(board);
  boardChanged();
}

function editWall(cell: number): void {
  if (!shown || jobs.running) return;
  const edited = toggleWall(shown, cell);
  if (typeof edited === 'string') setStatus('idle', edited);
  else setBoard(edited);
}

const setStatus = (kind: string, text: string) => jobs.setStatus(kind, text);

/** The search's figures; a solved result's lower bound is not shown, so the last IDA* bound seen stays. */
function showStats(nodes: number, elapsedMs: number, bound?: number): void {
  stats.nodes.textContent = count(nodes);
  stats.elapsed.textContent = seconds(elapsedMs);
  if (bound !== undefined) stats.bound.textContent = String(bound);
}

const showProgress = ({ nodes, elapsedMs, bound }: SolveProgress) => showStats(nodes, elapsedMs, bound);

function clearAnswer(): void {
  answer.clear();
  if (shown) view.show(shown);
}

/** Shows an answer only once this page has replayed it to the goal itself. */
function showAnswer(line: string, moves: string): void {
  const verification = verifyAnswer(line, moves);
  if (!verification.ok) return setStatus('error', verification.text);
  const playback = answer.show(slideFrames(parseBoard(line), moves), moves, verification.text, (board) => view.show(board));
  // A tile's slide takes half a step at most, so fast playback stays crisp.
  byId('board-view').style.setProperty('--slide-ms', `${Math.min(160, Math.round(playback.stepMs / 2))}ms`);
}

/** Runs one solve or race at a time, with Cancel wired to it and internal errors shown. */
async function runJob(work: (signal: AbortSignal) => Promise<void>): Promise<void> {
  clearAnswer();
  showStats(0, 0);
  stats.bound.textContent = '-';
  await jobs.run('Searching...', work);
}

function limits(signal: AbortSignal) {
  const limitSeconds = timeLimitInput.valueAsNumber;
  return { signal, optimal: optimalCheck.checked, timeLimitMs: limitSeconds > 0 ? limitSeconds * 1000 : undefined };
}

function solveBoard(): Promise<void> {
  const line = boardInput.value;
  const engine = engineSelect.value as EngineName;
  return runJob(async (signal) => {
    const result: SolveResult = await solvers[engine].solve(line, { ...limits(signal), engine, onProgress: showProgress });
    if ('nodes' in result) showStats(result.nodes, result.ms, result.status === 'solved' ? undefined : result.lowerBound);
    setStatus(result.status, describeResult(result));
    if (result.status === 'solved') showAnswer(line, result.moves);
  });
}

function raceEngines(): Promise<void> {
  const line = boardInput.value;
  byId('race-summary').textContent = '';
  return runJob(async (signal) => {
    const verdict = await race(solvers, lanes, line, limits(signal));
    byId('race-summary').textContent = verdict;
    setStatus('raced', 'Race over: the times are below.');
  });
}

boardInput.addEventListener('input', boardChanged);
const resize = () => setBoard(emptyGoal(Number(widthSelect.value), Number(heightSelect.value)));
widthSelect.addEventListener('change', resize);
heightSelect.addEventListener('change', resize);
byId('scramble').addEventListener('click', () => {
  if (shown) setBoard(scrambled(shown, DIFFICULTIES[Number(difficultySelect.value)].walk));
});
byId('solve').addEventListener('click', solveBoard);
byId('race').addEventListener('click', raceEngines);

boardInput.value = FIRST_BOARD;
boardChanged();
const treePage = startTreePage();
const proconPage = startProconPage();
// A view put away stops playing: nothing moves out of sight.
startViews((view) => {
  if (view !== 'slide') answer.pause();
  if (view !== 'ahc011') treePage.pause();
  if (view !== 'procon') proconPage.pause();
});
// Ready for outside checks: the workers exist and every view is drawn.
document.body.dataset.ready = 'true';
