// The pool kept between proofs: one pool for a batch toward one goal, a new one for another goal,
// heuristic or thread count, a pool of its own for a proof that comes while the kept one is busy,
// and the kept one closed after its idle spell or a failed proof. Pools here are stand-ins that count what is done.
import { describe, expect, it, vi } from 'vitest';
import { parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { PoolKeeper } from '../../src/engine/strategy/kept-pool.js';
import type { SplitPool } from '../../src/engine/strategy/split-workers.js';

function counted() {
  const opened: { threads: number; closed: boolean }[] = [];
  const open = (_goal: unknown, threads: number): SplitPool => {
    const entry = { threads, closed: false };
    opened.push(entry);
    return {
      search: () => Promise.reject(new Error('not searched here')),
      close: async () => { entry.closed = true; },
    };
  };
  return { opened, open };
}

const three = defaultGoal(parseBoard('3,3,123456780'));
const four = defaultGoal(parseBoard('4,4,123456789ABCDEF0'));

describe('PoolKeeper', () => {
  it('lends one pool to a batch toward one goal, and opens another for another goal, heuristic or thread count', async () => {
    const { opened, open } = counted();
    const keeper = new PoolKeeper(open);
    const lent: SplitPool[] = [];
    const proof = async (pool: SplitPool) => { lent.push(pool); };
    for (let i = 0; i < 3; i++) await keeper.with(three, 2, 'pdb', proof);
    expect(opened.length).toBe(1);
    expect(new Set(lent).size).toBe(1);
    await keeper.with(four, 2, 'pdb', proof);
    await keeper.with(four, 2, 'manhattan', proof);
    await keeper.with(four, 3, 'manhattan', proof);
    expect(opened.map((pool) => pool.closed)).toEqual([true, true, true, false]);
    await keeper.close();
    expect(opened.every((pool) => pool.closed)).toBe(true);
  });

  it('gives a proof that comes while the kept pool is busy a pool of its own, closed after it', async () => {
    const { opened, open } = counted();
    const keeper = new PoolKeeper(open);
    let finish = () => {};
    const first = keeper.with(three, 2, 'pdb', () => new Promise<void>((resolve) => { finish = resolve; }));
    await keeper.with(three, 2, 'pdb', async () => {});
    expect(opened.map((pool) => pool.closed)).toEqual([false, true]);
    finish();
    await first;
    await keeper.with(three, 2, 'pdb', async () => {});
    expect(opened.length).toBe(2);
    await keeper.close();
  });

  it('closes the kept pool after its idle spell, and after a failed proof', async () => {
    vi.useFakeTimers();
    try {
      const { opened, open } = counted();
      const keeper = new PoolKeeper(open, 1_000);
      await keeper.with(three, 2, 'pdb', async () => {});
      await vi.advanceTimersByTimeAsync(900);
      await keeper.with(three, 2, 'pdb', async () => {});
      await vi.advanceTimersByTimeAsync(900);
      expect(opened.length).toBe(1);
      expect(opened[0].closed).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(opened[0].closed).toBe(true);
      await expect(keeper.with(three, 2, 'pdb', () => Promise.reject(new Error('a thread died')))).rejects.toThrow('a thread died');
      expect(opened[1].closed).toBe(true);
      await keeper.with(three, 2, 'pdb', async () => {});
      expect(opened.length).toBe(3);
      await keeper.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
