// An answer's panel, the same in both views: the moves, the page's own check of them, and the
// playback buttons (rewind, back, play or pause, step, and end where the view has it) with the
// move counter.
import { byId } from './dom.js';
import { count } from './format.js';
import { Playback, type PlaybackControls } from './playback.js';

/** The ids of a panel's elements in index.html. */
export interface AnswerPanelIds {
  readonly answer: string;
  readonly verified: string;
  readonly position: string;
  readonly play: string;
  readonly rewind: string;
  readonly back: string;
  readonly step: string;
  readonly end?: string;
}

export class AnswerPanel {
  private readonly answer: HTMLElement;
  private readonly verified: HTMLElement;
  private readonly position: HTMLElement;
  private readonly playButton: HTMLElement;
  private readonly buttons: HTMLButtonElement[];
  /** The answer being played, once one has been checked. */
  playback: PlaybackControls | undefined;

  constructor(ids: AnswerPanelIds) {
    this.answer = byId(ids.answer);
    this.verified = byId(ids.verified);
    this.position = byId(ids.position);
    this.playButton = byId(ids.play);
    this.buttons = [ids.rewind, ids.back, ids.play, ids.step, ids.end]
      .filter((id) => id !== undefined).map((id) => byId<HTMLButtonElement>(id));
    this.playButton.addEventListener('click', () => this.playback?.toggle());
    byId(ids.step).addEventListener('click', () => this.playback?.step(1));
    byId(ids.back).addEventListener('click', () => this.playback?.step(-1));
    byId(ids.rewind).addEventListener('click', () => this.playback?.rewind());
    if (ids.end) byId(ids.end).addEventListener('click', () => this.playback?.toEnd());
  }

  /** Forgets the answer: playback stopped, moves and check emptied, the buttons off. */
  clear(): void {
    this.pause();
    this.playback = undefined;
    this.answer.textContent = '';
    this.verified.textContent = '';
    this.position.textContent = 'no answer yet';
    this.buttons.forEach((button) => { button.disabled = true; });
  }

  /**
   * Shows an answer the page has checked, and makes its playback.
   * @param frames what to draw at the start and after each step (slideFrames() for moves)
   * @param text the answer as printed
   * @param show draws a frame, `at` steps in
   * @param wholeAnswerMs how long playing the whole answer takes (Playback's default if not given)
   * @param step what a step is called in the counter
   */
  show<F>(frames: readonly F[], text: string, check: string, show: (frame: F, at: number) => void, wholeAnswerMs?: number, step = 'move'): Playback<F> {
    this.answer.textContent = text;
    this.verified.textContent = check;
    this.buttons.forEach((button) => { button.disabled = false; });
    const playback = new Playback(frames, (frame, at, playing) => {
      show(frame, at);
      this.position.textContent = `${step} ${count(at)} of ${count(frames.length - 1)}`;
      this.playButton.textContent = playing ? '\u275A\u275A pause' : '\u25B6 play';
    }, wholeAnswerMs);
    this.playback = playback;
    return playback;
  }

  pause(): void {
    this.playback?.pause();
  }
}
