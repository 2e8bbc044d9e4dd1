// The jigsaw's hot loop (src/puzzles/procon/jigsaw/compatibility.ts, its TS twin): every ordered
// pair's seam cost, MGC plus the prediction error, each as log(1 + value). A side of the n pieces
// lies at `side` as f64 arrays, one after another: edge samples and gradients (n x length x 3
// each), gradient means (n x 3), inverse covariances (n x 6, the upper triangle). The costs go to
// `out` as n x n f32, `first`'s piece i against `second`'s piece j at i * n + j.

/** Writes every ordered pair's seam cost of the sides at `first` and `second` (laid out as above) to `out`. */
export function seamCosts(n: i32, length: i32, first: usize, second: usize, out: usize, weight: f64): void {
  const samples = <usize>(n * length * 3) << 3;
  const firstGradient = first + samples, secondGradient = second + samples;
  const firstMean = firstGradient + samples, secondMean = secondGradient + samples;
  const firstInverse = firstMean + (<usize>(n * 3) << 3), secondInverse = secondMean + (<usize>(n * 3) << 3);
  for (let i = 0; i < n; i++) {
    const m = firstMean + (<usize>(i * 3) << 3), v = firstInverse + (<usize>(i * 6) << 3);
    const ma = load<f64>(m), mb = load<f64>(m, 8), mc = load<f64>(m, 16);
    const a0 = load<f64>(v), a1 = load<f64>(v, 8), a2 = load<f64>(v, 16), a3 = load<f64>(v, 24), a4 = load<f64>(v, 32), a5 = load<f64>(v, 40);
    for (let j = 0; j < n; j++) {
      const at = out + (<usize>(i * n + j) << 2);
      if (i == j) { store<f32>(at, Infinity); continue; }
      const mj = secondMean + (<usize>(j * 3) << 3), vj = secondInverse + (<usize>(j * 6) << 3);
      const na = load<f64>(mj), nb = load<f64>(mj, 8), nc = load<f64>(mj, 16);
      const b0 = load<f64>(vj), b1 = load<f64>(vj, 8), b2 = load<f64>(vj, 16), b3 = load<f64>(vj, 24), b4 = load<f64>(vj, 32), b5 = load<f64>(vj, 40);
      let mgc = 0.0, predicted = 0.0;
      for (let k = 0; k < length; k++) {
        const e = <usize>((i * length + k) * 3) << 3, f = <usize>((j * length + k) * 3) << 3;
        // The gradient across the seam, from i into j, against i's side; and back, against j's.
        const d0 = load<f64>(second + f) - load<f64>(first + e);
        const d1 = load<f64>(second + f, 8) - load<f64>(first + e, 8);
        const d2 = load<f64>(second + f, 16) - load<f64>(first + e, 16);
        const x0 = d0 - ma, x1 = d1 - mb, x2 = d2 - mc;
        const y0 = -d0 - na, y1 = -d1 - nb, y2 = -d2 - nc;
        mgc += a0 * x0 * x0 + a3 * x1 * x1 + a5 * x2 * x2 + 2 * (a1 * x0 * x1 + a2 * x0 * x2 + a4 * x1 * x2);
        mgc += b0 * y0 * y0 + b3 * y1 * y1 + b5 * y2 * y2 + 2 * (b1 * y0 * y1 + b2 * y0 * y2 + b4 * y1 * y2);
        // Each pixel's own gradient carried across the seam, both ways.
        predicted += Math.abs(d0 - load<f64>(firstGradient + e)) + Math.abs(d1 - load<f64>(firstGradient + e, 8)) + Math.abs(d2 - load<f64>(firstGradient + e, 16))
          + Math.abs(d0 + load<f64>(secondGradient + f)) + Math.abs(d1 + load<f64>(secondGradient + f, 8)) + Math.abs(d2 + load<f64>(secondGradient + f, 16));
      }
      store<f32>(at, <f32>(Math.log1p(mgc) + weight * Math.log1p(predicted / <f64>length)));
    }
  }
}
