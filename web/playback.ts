// Plays an answer back one step at a time (a move, a swap or a selection): play, pause, step forward
// and back, rewind, jump to the end. The frames are made up front, whatever a view draws.
import { type Board, replay } from '../src/engine/index.js';

/** Milliseconds per move while playing; long answers (thousands of moves on 16 x 16) go faster, to play in about a minute. */
const STEP_MS = 300;
/** About a frame: faster than this, playing moves on several moves per tick instead of ticking more often. */
const MIN_STEP_MS = 16;
const WHOLE_ANSWER_MS = 60_000;

export type ShowFrame<F> = (frame: F, position: number, playing: boolean) => void;

/** A sliding answer's boards: the start, then the board after each move. */
export function slideFrames(start: Board, moves: string): Board[] {
  const frames = [start];
  for (const move of moves) frames.push(replay(frames[frames.length - 1], move));
  return frames;
}

/** What the buttons drive, whatever the frames are. */
export interface PlaybackControls {
  readonly stepMs: number;
  setWholeAnswerMs(wholeAnswerMs: number): void;
  toggle(): void;
  pause(): void;
  step(by: 1 | -1): void;
  rewind(): void;
  toEnd(): void;
}

export class Playback<F> implements PlaybackControls {
  private position = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private pace = { stepMs: STEP_MS, stride: 1 };

  /**
   * @param frames what to show before the first step and after each
   * @param wholeAnswerMs how long playing the whole answer should take (each step 300 ms at most);
   * default a minute
   */
  constructor(private readonly frames: readonly F[], private readonly show: ShowFrame<F>, wholeAnswerMs = WHOLE_ANSWER_MS) {
    this.setWholeAnswerMs(wholeAnswerMs);
    this.go(0);
  }

  /** Milliseconds per tick while playing. */
  get stepMs(): number {
    return this.pace.stepMs;
  }

  /** Sets the pace for the whole answer; a playback in progress goes on at the new pace. */
  setWholeAnswerMs(wholeAnswerMs: number): void {
    const perMove = Math.min(STEP_MS, wholeAnswerMs / Math.max(1, this.end));
    this.pace = { stepMs: Math.max(MIN_STEP_MS, perMove), stride: Math.max(1, Math.round(MIN_STEP_MS / perMove)) };
    if (this.timer === undefined) return;
    clearInterval(this.timer);
    this.timer = undefined;
    this.play();
  }

  /** The position after the last move. */
  private get end(): number {
    return this.frames.length - 1;
  }

  play(): void {
    if (this.timer !== undefined) return;
    if (this.position === this.end) this.position = 0;
    this.timer = setInterval(() => {
      const next = Math.min(this.end, this.position + this.pace.stride);
      // The last frame is shown already paused, so the button says play as it appears.
      if (next === this.end) {
        clearInterval(this.timer);
        this.timer = undefined;
      }
      this.go(next);
    }, this.pace.stepMs);
    this.go(this.position);
  }

  pause(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.go(this.position);
  }

  toggle(): void {
    if (this.timer === undefined) this.play();
    else this.pause();
  }

  step(by: 1 | -1): void {
    this.pause();
    this.go(Math.min(this.end, Math.max(0, this.position + by)));
  }

  rewind(): void {
    this.pause();
    this.go(0);
  }

  /** Shows the board after the last move. */
  toEnd(): void {
    this.pause();
    this.go(this.end);
  }

  private go(position: number): void {
    this.position = position;
    this.show(this.frames[position], position, this.timer !== undefined);
  }
}
