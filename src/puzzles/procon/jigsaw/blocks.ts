// The search's global step: an arrangement found cut into its segments, blocks right within
// themselves that may sit in the wrong place, and those blocks put together again as a jigsaw of
// their own (after Son, Moon, Cho and Lee 2014, who grow a puzzle from small blocks that their
// seams agree on, rather than from single pieces). Greedy, as the pieces' placement (place.ts):
// from the largest block, again and again the block, at the place beside those placed, whose
// seams with them are surest in sum (Paikin & Tal's confidence, both ways round), never
// outgrowing the frame. A block of many seams that agree outranks a single piece's one, so a
// displaced block moves whole where single-piece moves would have to tear it apart first. When no
// block fits the holes left, the largest one left is broken into single pieces.
import { DX, DY, type Fit, OPPOSITE } from './fit.js';
import type { Placed } from './place.js';

/** A block's surest place: its score and offset. */
interface Surest { readonly score: number; readonly ox: number; readonly oy: number }

/** The arrangement (`cell -> piece`) of `blocks` (a partition of every piece, each at places relative to each other) placed again. */
export function placeBlocks(fit: Fit, blocks: readonly (readonly Placed[])[], columns: number, rows: number): Int32Array {
  // A board three frames wide, the first block in the middle frame: growth never leaves it.
  const width = 3 * columns, height = 3 * rows;
  const at = new Int32Array(width * height).fill(-1);
  const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  const pending = blocks.map((block) => {
    const left = Math.min(...block.map(({ x }) => x)), top = Math.min(...block.map(({ y }) => y));
    return block.map(({ piece, x, y }) => ({ piece, x: x - left, y: y - top }));
  }).sort((a, b) => b.length - a.length);
  let placed = 0;
  // Each slot's surest single piece and its score, kept until a piece lands beside the slot or
  // that piece is placed: the deep field's blocks are mostly single pieces, hundreds of them, and
  // a step changes few slots. A block is broken into new singles only when no single is left (a
  // single fits any slot), by when every piece cached has been placed and its entry dropped.
  const singleAt = new Map<number, { score: number; piece: number }>();
  // The offsets a block has been tried at this step: those marked with the block's stamp (offsets
  // inside the window are never negative).
  const tried = new Int32Array(width * height);
  let stamp = 0;
  // Each block of several pieces' surest place at the last step, and the cells placed last.
  const surestOf = new Map<readonly Placed[], Surest>();
  let justPut = new Set<number>();
  const put = (block: readonly Placed[], ox: number, oy: number) => {
    justPut = new Set();
    for (const { piece, x, y } of block) {
      const cell = (oy + y) * width + ox + x;
      at[cell] = piece;
      justPut.add(cell);
      for (const near of [cell, cell - 1, cell + 1, cell - width, cell + width]) singleAt.delete(near);
      if (block.length === 1) for (const [slot, single] of singleAt) if (single.piece === piece) singleAt.delete(slot);
      box.left = Math.min(box.left, ox + x); box.right = Math.max(box.right, ox + x);
      box.top = Math.min(box.top, oy + y); box.bottom = Math.max(box.bottom, oy + y);
    }
    placed += block.length;
  };
  put(pending.shift()!, columns, rows);
  const sureness = (p: number, q: number, dir: number) => fit.compatibility(p, q, dir) + fit.compatibility(q, p, OPPOSITE[dir]);
  while (placed < fit.n) {
    // Within the window every placed piece allows, the open cells beside a placed one.
    const minX = box.right - columns + 1, maxX = box.left + columns - 1, minY = box.bottom - rows + 1, maxY = box.top + rows - 1;
    const slots: number[] = [];
    for (let y = Math.max(minY, box.top - 1); y <= Math.min(maxY, box.bottom + 1); y++) {
      for (let x = Math.max(minX, box.left - 1); x <= Math.min(maxX, box.right + 1); x++) {
        const cell = y * width + x;
        if (at[cell] < 0 && (at[cell - 1] >= 0 || at[cell + 1] >= 0 || at[cell - width] >= 0 || at[cell + width] >= 0)) slots.push(cell);
      }
    }
    // The surest block and place: the sum over the seams it would make with the pieces placed.
    const score = (block: readonly Placed[], ox: number, oy: number) => {
      let sum = 0;
      for (const { piece, x, y } of block) {
        const bx = ox + x, by = oy + y;
        if (bx < minX || bx > maxX || by < minY || by > maxY || at[by * width + bx] >= 0) return -Infinity;
        for (let dir = 0; dir < 4; dir++) {
          const other = at[(by + DY[dir]) * width + bx + DX[dir]];
          if (other >= 0) sum += sureness(piece, other, dir);
        }
      }
      return sum;
    };
    // The slots beside the pieces placed last: the only ones where a block's score can have changed.
    const fresh = slots.filter((slot) => justPut.has(slot - 1) || justPut.has(slot + 1) || justPut.has(slot - width) || justPut.has(slot + width));
    // In the order of trying every block cell at every slot (slots by cell), the place where the
    // first of the block's cells lands on a slot: a tie goes to the earlier place.
    const order = (block: readonly Placed[], ox: number, oy: number) => {
      for (let k = 0; k < block.length; k++) {
        const cell = (oy + block[k].y) * width + ox + block[k].x;
        if (at[cell - 1] >= 0 || at[cell + 1] >= 0 || at[cell - width] >= 0 || at[cell + width] >= 0) return k * at.length + cell;
      }
      return Infinity;
    };
    // The surest place of a block with a cell on one of `candidates` (or `kept`, on a tie the earlier).
    const surestPlace = (block: readonly Placed[], candidates: readonly number[], kept: Surest | undefined): Surest => {
      let surest = kept ?? { score: -Infinity, ox: 0, oy: 0 };
      // Offsets that put the block's box outside the window are passed over before any cell is read.
      let right = 0, bottom = 0;
      for (const { x, y } of block) { right = Math.max(right, x); bottom = Math.max(bottom, y); }
      stamp++;
      for (const { x, y } of block) {
        for (const slot of candidates) {
          const ox = (slot % width) - x, oy = Math.floor(slot / width) - y, key = oy * width + ox;
          if (ox < minX || ox + right > maxX || oy < minY || oy + bottom > maxY || tried[key] === stamp) continue;
          tried[key] = stamp;
          const s = score(block, ox, oy);
          if (s > surest.score || (kept && s === surest.score && s > -Infinity && order(block, ox, oy) < order(block, surest.ox, surest.oy))) surest = { score: s, ox, oy };
        }
      }
      return surest;
    };
    let best = { score: -Infinity, block: -1, ox: 0, oy: 0 };
    // The blocks of several pieces come first in `pending` (sorted by size, kept in order by
    // splice, a broken block's singles appended), the single pieces after them.
    pending.forEach((block, b) => {
      if (block.length === 1) return;
      // Its surest place kept from the last step stays the surest while its score is unchanged,
      // against the places with a cell on a fresh slot; else every place is tried again.
      const kept = surestOf.get(block);
      const surest = kept && score(block, kept.ox, kept.oy) === kept.score ? surestPlace(block, fresh, kept) : surestPlace(block, slots, undefined);
      surestOf.set(block, surest);
      if (surest.score > best.score) best = { score: surest.score, block: b, ox: surest.ox, oy: surest.oy };
    });
    const firstSingle = pending.findIndex((block) => block.length === 1);
    if (firstSingle >= 0) {
      const singles = pending.slice(firstSingle).map(([{ piece }]) => piece);
      const indexOf = new Map(singles.map((piece, k) => [piece, firstSingle + k]));
      for (const slot of slots) {
        let single = singleAt.get(slot);
        if (!single) {
          // Over the slot's placed neighbours; the earlier piece in `pending` wins a tie.
          const list: number[] = [];
          for (let dir = 0; dir < 4; dir++) {
            const other = at[slot + DY[dir] * width + DX[dir]];
            if (other >= 0) list.push(dir, other);
          }
          single = { score: -Infinity, piece: -1 };
          for (const piece of singles) {
            let s = 0;
            for (let i = 0; i < list.length; i += 2) s += sureness(piece, list[i + 1], list[i]);
            if (s > single.score) single = { score: s, piece };
          }
          singleAt.set(slot, single);
        }
        // As if every single were tried at every slot in order: the earlier piece in `pending`
        // wins a tie, then the earlier slot; a block of several pieces (an earlier index) before
        // any single.
        const block = indexOf.get(single.piece)!;
        if (single.score > best.score || (single.score === best.score && block < best.block)) {
          best = { score: single.score, block, ox: slot % width, oy: Math.floor(slot / width) };
        }
      }
    }
    if (best.block < 0) {
      justPut = new Set();
      pending.push(...pending.shift()!.map((single) => [{ ...single, x: 0, y: 0 }]));
      continue;
    }
    put(pending[best.block], best.ox, best.oy);
    pending.splice(best.block, 1);
  }
  const arrangement = new Int32Array(fit.n);
  for (let y = 0; y < rows; y++) for (let x = 0; x < columns; x++) arrangement[y * columns + x] = at[(box.top + y) * width + box.left + x];
  return arrangement;
}
