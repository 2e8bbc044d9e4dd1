// Clusters of best buddies joined surest first, by Kruskal's algorithm (after Gallagher 2012's
// constrained minimum spanning tree): two clusters join where a pair of best buddies puts them side
// by side, unless pieces would overlap or the joined cluster would outgrow the frame. The surest
// pair is the one whose lesser confidence, of the two pieces' (Paikin & Tal), is highest.
// The greedy placement grows one piece at a time from one start, and where it first meets the
// frame decides where the picture lies; clusters join every sure seam of the picture first, so a
// large cluster carries the picture's shape (a sky band, a horizon) into the framed placement.
import { DX, DY, type Fit, OPPOSITE } from './fit.js';
import type { Placed } from './place.js';

/** The largest cluster of best buddies that fits the `columns` x `rows` frame, its pieces at places relative to each other. */
export function largestCluster(fit: Fit, columns: number, rows: number): Placed[] {
  const n = fit.n;
  const pairs: { sureness: number; p: number; q: number; dir: number }[] = [];
  for (let p = 0; p < n; p++) {
    for (const dir of [0, 2]) {
      const q = fit.bestMatch(p, dir);
      if (q !== p && fit.buddies(p, q, dir)) pairs.push({ sureness: Math.min(fit.compatibility(p, q, dir), fit.compatibility(q, p, OPPOSITE[dir])), p, q, dir });
    }
  }
  pairs.sort((a, b) => b.sureness - a.sureness);
  // Each piece's cluster and place within it; each cluster's members and bounding box.
  const cluster = Int32Array.from({ length: n }, (_, p) => p);
  const px = new Int32Array(n), py = new Int32Array(n);
  const members: number[][] = Array.from({ length: n }, (_, p) => [p]);
  const boxes = Array.from({ length: n }, () => ({ left: 0, right: 0, top: 0, bottom: 0 }));
  for (const { p, q, dir } of pairs) {
    let [a, b] = [cluster[p], cluster[q]];
    if (a === b) continue;
    // Shift b's places so that q lands beside p; then join the smaller cluster into the larger.
    let dx = px[p] + DX[dir] - px[q], dy = py[p] + DY[dir] - py[q];
    if (members[a].length < members[b].length) [a, b, dx, dy] = [b, a, -dx, -dy];
    const [big, small] = [boxes[a], boxes[b]];
    const box = {
      left: Math.min(big.left, small.left + dx), right: Math.max(big.right, small.right + dx),
      top: Math.min(big.top, small.top + dy), bottom: Math.max(big.bottom, small.bottom + dy),
    };
    if (box.right - box.left >= columns || box.bottom - box.top >= rows) continue;
    const taken = new Set(members[a].map((piece) => px[piece] * 4096 + py[piece]));
    if (members[b].some((piece) => taken.has((px[piece] + dx) * 4096 + py[piece] + dy))) continue;
    for (const piece of members[b]) {
      px[piece] += dx; py[piece] += dy; cluster[piece] = a;
      members[a].push(piece);
    }
    members[b] = [];
    boxes[a] = box;
  }
  const largest = members.reduce((most, list) => (list.length > most.length ? list : most));
  return largest.map((piece) => ({ piece, x: px[piece], y: py[piece] }));
}
