// A split pool kept between proofs, so that a batch of boards toward one goal (Korf's instances, a
// user's list through solve()) reads the databases once rather than once a board: 0.4 GB a thread
// for the 24-puzzle's, a few tenths of a second each time. The pool is closed after a spell without
// a proof, when a proof wants another goal, heuristic or thread count, or when a proof fails.
import type { Board } from '../board/board.js';
import type { HeuristicName } from '../heuristics/heuristic.js';
import type { SplitPool } from './split-workers.js';

/** Opens a pool of `threads` threads proving boards toward `goal` under `heuristic`. */
export type PoolOpener = (goal: Board, threads: number, heuristic: HeuristicName) => SplitPool;

/** How long an idle pool is kept: a batch's next board comes sooner; a process that stops proving gets its memory back. */
export const KEPT_POOL_IDLE_MS = 10_000;

/** Keeps at most one pool, lent to one proof at a time. */
export class PoolKeeper {
  private kept: { readonly key: string; readonly pool: SplitPool; busy: boolean; timer?: ReturnType<typeof setTimeout> } | undefined;

  constructor(private readonly open: PoolOpener, private readonly idleMs = KEPT_POOL_IDLE_MS) {}

  /**
   * Runs `proof` on a pool for `goal`, `threads` and `heuristic`: the kept one where it matches and
   * is free; a pool of its own, closed after, where the kept one is busy (a split's runners take
   * one job at a time, so two proofs never share one).
   */
  async with<T>(goal: Board, threads: number, heuristic: HeuristicName, proof: (pool: SplitPool) => Promise<T>): Promise<T> {
    const key = `${goal.width},${goal.height},${goal.cells.join(' ')}/${heuristic}/${threads}`;
    if (this.kept?.busy) return this.once(goal, threads, heuristic, proof);
    if (this.kept && this.kept.key !== key) await this.close();
    const kept = this.kept ??= { key, pool: this.open(goal, threads, heuristic), busy: false };
    clearTimeout(kept.timer);
    kept.busy = true;
    try {
      return await proof(kept.pool);
    } catch (error) {
      // A proof fails only where a thread did: the next proof gets new threads.
      kept.busy = false;
      await this.close();
      throw error;
    } finally {
      kept.busy = false;
      // Unreferenced: an idle pool's timer, like its threads, never keeps the process alive.
      if (this.kept === kept) kept.timer = setTimeout(() => void this.close(), this.idleMs).unref();
    }
  }

  /** Closes the kept pool, if any and free. */
  async close(): Promise<void> {
    const kept = this.kept;
    if (!kept || kept.busy) return;
    clearTimeout(kept.timer);
    this.kept = undefined;
    await kept.pool.close();
  }

  private async once<T>(goal: Board, threads: number, heuristic: HeuristicName, proof: (pool: SplitPool) => Promise<T>): Promise<T> {
    const pool = this.open(goal, threads, heuristic);
    try {
      return await proof(pool);
    } finally {
      await pool.close();
    }
  }
}
