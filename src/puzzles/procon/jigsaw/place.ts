// Greedy placement from best buddies (Paikin & Tal 2015): start from the piece with the most mutual
// best matches (or from pieces placed together already), then again and again place the piece that
// fits an open slot best. A piece that is a best buddy of every placed neighbour of its slot goes
// first, the most confident of those; only when there is none does the plain best fit go. Framed,
// the placed region never outgrows the picture and the result fills it exactly; free, the pieces
// make their own shape, and the frame's densest window of it is a seed for a framed placement.
import { DX, DY, type Fit } from './fit.js';

/** A piece placed, at (x, y) relative to the others. */
export interface Placed { readonly piece: number; readonly x: number; readonly y: number }

/**
 * The arrangement: `cell -> piece` for a `columns` x `rows` picture, grown from `seed` (pieces
 * placed together already) or, without one, from the piece with the most best buddies, never
 * outgrowing the frame.
 */
export function placePieces(fit: Fit, columns: number, rows: number, seed: readonly Placed[] = []): Int32Array {
  const placed = grow(fit, seed, columns, rows);
  const left = Math.min(...placed.map(({ x }) => x)), top = Math.min(...placed.map(({ y }) => y));
  const arrangement = new Int32Array(fit.n);
  for (const { piece, x, y } of placed) arrangement[(y - top) * columns + x - left] = piece;
  return arrangement;
}

/** Every piece placed without a frame: the shape the pieces themselves make. */
export function placeFree(fit: Fit): Placed[] {
  return grow(fit, [], Infinity, Infinity);
}

/** The pieces inside the `columns` x `rows` window that holds the most of them (by 2D prefix sums). */
export function densestWindow(placed: readonly Placed[], columns: number, rows: number): Placed[] {
  const left = Math.min(...placed.map(({ x }) => x)), top = Math.min(...placed.map(({ y }) => y));
  const width = Math.max(...placed.map(({ x }) => x)) - left + 1, height = Math.max(...placed.map(({ y }) => y)) - top + 1;
  const sums = new Int32Array((width + 1) * (height + 1));
  for (const { x, y } of placed) sums[(y - top + 1) * (width + 1) + x - left + 1] = 1;
  for (let y = 1; y <= height; y++) {
    for (let x = 1; x <= width; x++) sums[y * (width + 1) + x] += sums[(y - 1) * (width + 1) + x] + sums[y * (width + 1) + x - 1] - sums[(y - 1) * (width + 1) + x - 1];
  }
  const count = (x: number, y: number) => {
    const x2 = Math.min(width, x + columns), y2 = Math.min(height, y + rows);
    return sums[y2 * (width + 1) + x2] - sums[y * (width + 1) + x2] - sums[y2 * (width + 1) + x] + sums[y * (width + 1) + x];
  };
  let best = { count: -1, x: 0, y: 0 };
  for (let y = 0; y <= Math.max(0, height - rows); y++) {
    for (let x = 0; x <= Math.max(0, width - columns); x++) {
      const inside = count(x, y);
      if (inside > best.count) best = { count: inside, x, y };
    }
  }
  const [wx, wy] = [left + best.x, top + best.y];
  return placed.filter(({ x, y }) => x >= wx && x < wx + columns && y >= wy && y < wy + rows);
}

/** Greedy growth from `seed` (or the surest piece) within `maxColumns` x `maxRows`. */
function grow(fit: Fit, seed: readonly Placed[], maxColumns: number, maxRows: number): Placed[] {
  const n = fit.n;
  // Coordinates on a board wide enough for any growth, the first pieces in the middle.
  const reach = Number.isFinite(maxColumns) ? Math.max(maxColumns, maxRows) : n;
  const side = 2 * reach + 1, origin = reach;
  const at = new Int32Array(side * side).fill(-1);
  const placed = new Uint8Array(n);
  const out: Placed[] = [];
  const box = { left: origin, right: origin, top: origin, bottom: origin };
  const put = (piece: number, x: number, y: number) => {
    at[y * side + x] = piece;
    placed[piece] = 1;
    out.push({ piece, x, y });
    box.left = Math.min(box.left, x); box.right = Math.max(box.right, x);
    box.top = Math.min(box.top, y); box.bottom = Math.max(box.bottom, y);
  };
  if (seed.length > 0) {
    const left = Math.min(...seed.map(({ x }) => x)), top = Math.min(...seed.map(({ y }) => y));
    for (const { piece, x, y } of seed) put(piece, origin + x - left, origin + y - top);
  } else {
    put(surestPiece(fit), origin, origin);
  }
  // Each open slot's best candidate, kept until the slot gains a neighbour or its piece is placed
  // elsewhere: the other candidates' ranks for a slot depend on its neighbours alone. Kept by slot
  // in typed arrays (`known` marks the slots whose candidate is kept).
  const known = new Uint8Array(side * side), rankAt = new Float64Array(side * side), pieceAt = new Int32Array(side * side);
  const bestFor = (slot: number) => {
    const neighbours: [number, number][] = [];
    for (let dir = 0; dir < 4; dir++) {
      const piece = at[slot - DY[dir] * side - DX[dir]];
      if (piece >= 0) neighbours.push([piece, dir]);
    }
    // Best buddies of every neighbour first; more neighbours is more evidence. Only the first
    // neighbour's best match can be every neighbour's best buddy.
    const buddy = fit.bestMatch(...neighbours[0]);
    const allBuddies = !placed[buddy] && neighbours.every(([p, dir]) => fit.buddies(p, buddy, dir));
    let bestRank = -Infinity, bestPiece = -1;
    for (let q = 0; q < n; q++) {
      if (placed[q]) continue;
      let sum = 0;
      for (const [p, dir] of neighbours) sum += fit.compatibility(p, q, dir);
      const rank = (allBuddies && q === buddy ? 10 : 0) + sum / neighbours.length + 0.01 * neighbours.length;
      if (rank > bestRank) { bestRank = rank; bestPiece = q; }
    }
    known[slot] = 1; rankAt[slot] = bestRank; pieceAt[slot] = bestPiece;
  };
  while (out.length < n) {
    let bestRank = -Infinity, bestSlot = -1;
    for (let y = box.top - 1; y <= box.bottom + 1; y++) {
      for (let x = box.left - 1; x <= box.right + 1; x++) {
        const slot = y * side + x;
        if (at[slot] >= 0) continue;
        // Inside the frame: the box may not outgrow the picture.
        if (Math.max(box.right, x) - Math.min(box.left, x) >= maxColumns || Math.max(box.bottom, y) - Math.min(box.top, y) >= maxRows) continue;
        if (at[slot - 1] < 0 && at[slot + 1] < 0 && at[slot - side] < 0 && at[slot + side] < 0) continue;
        if (!known[slot]) bestFor(slot);
        if (rankAt[slot] > bestRank) { bestRank = rankAt[slot]; bestSlot = slot; }
      }
    }
    const piece = pieceAt[bestSlot];
    put(piece, bestSlot % side, Math.floor(bestSlot / side));
    for (const near of [bestSlot, bestSlot - 1, bestSlot + 1, bestSlot - side, bestSlot + side]) known[near] = 0;
    for (let y = box.top - 1; y <= box.bottom + 1; y++) {
      for (let x = box.left - 1; x <= box.right + 1; x++) if (pieceAt[y * side + x] === piece) known[y * side + x] = 0;
    }
  }
  return out;
}

/** The piece with the most best buddies: the surest place to start. */
function surestPiece(fit: Fit): number {
  let surest = 0, most = -1;
  for (let p = 0; p < fit.n; p++) {
    let buddies = 0;
    for (let dir = 0; dir < 4; dir++) for (let q = 0; q < fit.n; q++) if (q !== p && fit.buddies(p, q, dir)) buddies++;
    if (buddies > most) { surest = p; most = buddies; }
  }
  return surest;
}
