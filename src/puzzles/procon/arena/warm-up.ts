// Before its first request a client runs the reassembly and the solver once on a picture of its own,
// as a contestant's machines were ready before the problems came out: the JavaScript engine then
// has their code compiled, and the problem's own reassembly, timed from its image's request, does
// not pay for it.
import { seededRandom } from '../../../core/random.js';
import { rearrange } from '../jigsaw/image/raster.js';
import { reassemble } from '../jigsaw/reassemble.js';
import { generateProconProblem } from '../swap/generate.js';
import { solveProcon } from '../swap/solve-procon.js';

/** The practice picture: 10 x 10 pieces of 16 px, enough for the engine to compile the hot code. */
const SIDE = 10;
const PIECE_PX = 16;
/** The practice solve's time. */
const SOLVE_MS = 100;

/** Reassembles and solves a picture made here; resolves when done. */
export async function warmUp(): Promise<void> {
  const width = SIDE * PIECE_PX, random = seededRandom(1);
  const data = new Uint8Array(width * width * 3);
  for (let pixel = 0; pixel < width * width; pixel++) {
    const x = pixel % width, y = Math.floor(pixel / width), grain = Math.floor(random() * 8);
    data.set([x + grain, y + grain, (x * y) % 251], pixel * 3);
  }
  const numbers = { selectLimit: 8, selectCost: 200, swapCost: 5 };
  const key = generateProconProblem({ width: SIDE, height: SIDE, ...numbers, seed: 1 });
  const found = reassemble({ columns: SIDE, rows: SIDE, ...numbers, image: rearrange({ width, height: width, data }, SIDE, SIDE, key.pieces) });
  if (found.status === 'solved') await solveProcon(found.problem, { timeLimitMs: SOLVE_MS });
}
