// Plays an answer back one move at a time: play, pause, step forward and back, rewind.
import { type Board, replay } from '../src/puzzles/slide/index.js';

/** Milliseconds per move while playing; long answers (thousands of moves on 16 x 16) go faster, to play in about a minute. */
const STEP_MS = 300;
const MIN_STEP_MS = 16;
const WHOLE_ANSWER_MS = 60_000;

export type Frame = (board: Board, position: number, playing: boolean) => void;

export class Playback {
  private readonly frames: Board[];
  private position = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  /** Milliseconds per move while playing. */
  readonly stepMs: number;

  constructor(start: Board, moves: string, private readonly show: Frame) {
    this.stepMs = Math.max(MIN_STEP_MS, Math.min(STEP_MS, WHOLE_ANSWER_MS / Math.max(1, moves.length)));
    this.frames = [start];
    for (const move of moves) this.frames.push(replay(this.frames[this.frames.length - 1], move));
    this.go(0);
  }

  /** The position after the last move. */
  private get end(): number {
    return this.frames.length - 1;
  }

  play(): void {
    if (this.timer !== undefined) return;
    if (this.position === this.end) this.position = 0;
    this.timer = setInterval(() => (this.position < this.end ? this.go(this.position + 1) : this.pause()), this.stepMs);
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

  private go(position: number): void {
    this.position = position;
    this.show(this.frames[position], position, this.timer !== undefined);
  }
}
