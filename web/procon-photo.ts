// The Procon view's photo, the contest's whole task: a picture (a file, or the sample drawn here)
// cut into a grid and shuffled, its jigsaw reassembled in the worker, the pieces placed wrong
// outlined (the page made the shuffle, so it knows), two clicked pieces exchanged to correct it (the
// champion's interface let people do the same), then the swaps solved and played on the picture.
// A contest problem image (P6 with its header, as an arena serves it) opens as it is: its grid, limit
// and costs its own, and no outlines, as nothing here knows its true arrangement.
import type { Solver } from '../src/browser/index.js';
import {
  InputError, type ProblemImage, type ProconProblem, type RgbImage, generateProconProblem, inversePermutation, parseProblemPpm, rearrange,
} from '../src/puzzles/procon/index.js';
import { byId } from './dom.js';
import { count } from './format.js';
import type { PhotoPieces, ProconFrame, ProconView } from './procon-view.js';

/** The picture's longer side on the page, in pixels: pieces of 16 px and up for grids to 16. */
const PICTURE_PX = 384;

export interface PhotoHooks {
  readonly view: ProconView;
  readonly solver: () => Solver;
  /** The puzzle's numbers from the view's fields: limit and costs. */
  readonly numbers: () => { selectLimit: number; selectCost: number; swapCost: number; seed: number };
  /** Draws an arrangement of the photo's pieces, with how many are away from their true cell (undefined: not known) and the selection limit. */
  readonly draw: (columns: number, rows: number, frame: ProconFrame, away: number | undefined, selectLimit: number) => void;
  /** Hands the corrected permutation over to be solved. */
  readonly solve: (problem: ProconProblem) => void;
  readonly setStatus: (kind: string, text: string) => void;
}

/**
 * The sample picture, drawn here: a sunset over hills, with seeded balloons of every colour in the
 * sky, so most seams carry an edge to match (a flat sky would leave the jigsaw guessing).
 */
function drawSample(context: CanvasRenderingContext2D, size: number): void {
  const sky = context.createLinearGradient(0, 0, size, size);
  sky.addColorStop(0, '#1d3b6e'); sky.addColorStop(0.5, '#f3a35b'); sky.addColorStop(1, '#7a2d5c');
  context.fillStyle = sky; context.fillRect(0, 0, size, size);
  let state = 7;
  const random = () => ((state = (state * 1103515245 + 12345) >>> 0) >>> 8) / 2 ** 24;
  for (let k = 0; k < 90; k++) {
    context.fillStyle = `hsl(${Math.round(random() * 360)} 75% ${Math.round(35 + random() * 40)}%)`;
    context.beginPath();
    context.arc(random() * size, random() * size * 0.7, size * (0.015 + random() * 0.05), 0, 2 * Math.PI);
    context.fill();
  }
  for (const [base, amplitude, colour] of [[0.66, 0.06, '#3f6b45'], [0.78, 0.05, '#2d5234'], [0.9, 0.03, '#2a6f8f']] as const) {
    context.fillStyle = colour; context.beginPath(); context.moveTo(0, size);
    for (let x = 0; x <= size; x += 4) context.lineTo(x, size * (base + amplitude * Math.sin(x / (size * 0.09)) * Math.cos(x / (size * 0.23))));
    context.lineTo(size, size); context.fill();
  }
  context.fillStyle = '#fffc'; context.font = `bold ${Math.round(size / 9)}px sans-serif`; context.fillText('slidepuzzle', size * 0.08, size * 0.6);
}

/** The canvas's pixels as RGB. */
function rgbOf(context: CanvasRenderingContext2D, width: number, height: number): RgbImage {
  const rgba = context.getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height * 3);
  for (let p = 0; p < width * height; p++) data.set(rgba.subarray(p * 4, p * 4 + 3), p * 3);
  return { width, height, data };
}

/** Each piece of `image` (a `columns` x `rows` cut) as a PNG data URL. */
function pieceUrls(image: RgbImage, columns: number, rows: number): string[] {
  const width = image.width / columns, height = image.height / rows;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  return Array.from({ length: columns * rows }, (_, piece) => {
    const block = context.createImageData(width, height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const from = ((Math.floor(piece / columns) * height + y) * image.width + (piece % columns) * width + x) * 3, to = (y * width + x) * 4;
        block.data.set(image.data.subarray(from, from + 3), to);
        block.data[to + 3] = 255;
      }
    }
    context.putImageData(block, 0, 0);
    return canvas.toDataURL();
  });
}

export function startProconPhoto(hooks: PhotoHooks): void {
  const fileInput = byId<HTMLInputElement>('procon-photo-file');
  const gridSelect = byId<HTMLSelectElement>('procon-photo-grid');
  const reassembleButton = byId<HTMLButtonElement>('procon-reassemble');
  const solveButton = byId<HTMLButtonElement>('procon-photo-solve');
  const svg = byId<SVGSVGElement>('procon-view');
  for (let side = 2; side <= 16; side++) gridSelect.add(new Option(`${side} x ${side}`, String(side)));
  gridSelect.value = '8';
  let source: CanvasImageSource | undefined;
  /**
   * The shuffle: the shuffled picture, its true permutation (unknown for a problem image), the
   * reassembly found (each piece's target), and a problem image's own limit and costs.
   */
  let shuffle: {
    columns: number; rows: number; image: RgbImage; key?: Uint16Array; urls: string[]; found?: Uint16Array;
    numbers?: Pick<ProblemImage, 'selectLimit' | 'selectCost' | 'swapCost'>;
  } | undefined;
  let picked: number | undefined;
  const numbers = () => shuffle?.numbers ?? hooks.numbers();

  /** Draws the arrangement found (or, before the reassembly, the shuffled picture) and counts the pieces right, where known. */
  function showFound(): void {
    if (!shuffle) return;
    const { columns, rows, key, urls, found } = shuffle;
    const n = columns * rows;
    const targets = found ?? Uint16Array.from({ length: n }, (_, cell) => cell);
    const wrong = new Set(found && key ? [...found.keys()].filter((piece) => found[piece] !== key[piece]) : []);
    hooks.view.usePhoto({ urls, pieceOf: inversePermutation(targets), wrong } satisfies PhotoPieces);
    // Every piece where the reassembly put it: the identity frame, drawn through the photo.
    const away = !key ? undefined : found ? wrong.size : [...key.keys()].filter((cell) => key[cell] !== cell).length;
    hooks.draw(columns, rows, { pieces: Uint16Array.from({ length: n }, (_, cell) => cell), selected: picked ?? -1, selections: 0, swaps: 0 }, away, numbers().selectLimit);
    if (away === undefined) delete svg.dataset.right;
    else svg.dataset.right = String(n - away);
  }

  /** Shows a shuffle made here or opened, ready to be reassembled. */
  function useShuffle(next: NonNullable<typeof shuffle>, status: string): void {
    shuffle = next;
    picked = undefined;
    showFound();
    reassembleButton.disabled = false;
    solveButton.disabled = true;
    hooks.setStatus('idle', status);
  }

  async function shuffleSource(): Promise<void> {
    if (!source) return;
    const grid = Number(gridSelect.value), px = Math.floor(PICTURE_PX / grid), side = grid * px;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = side;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    context.drawImage(source, 0, 0, side, side);
    const { selectLimit, selectCost, swapCost, seed } = hooks.numbers();
    const key = generateProconProblem({ width: grid, height: grid, selectLimit, selectCost, swapCost, seed }).pieces;
    const image = rearrange(rgbOf(context, side, side), grid, grid, key);
    useShuffle({ columns: grid, rows: grid, image, key, urls: pieceUrls(image, grid, grid) },
      `Cut into ${grid} x ${grid} pieces of ${px} px and shuffled (seed ${seed}): reassemble it next.`);
  }

  /** Opens a contest problem image as it is: its grid, limit and costs; its true arrangement unknown. */
  function openProblem(problem: ProblemImage, name: string): void {
    source = undefined;
    const { columns, rows, image, selectLimit, selectCost, swapCost } = problem;
    useShuffle({ columns, rows, image, urls: pieceUrls(image, columns, rows), numbers: { selectLimit, selectCost, swapCost } },
      `Opened ${name}: ${columns} x ${rows} pieces, limit ${selectLimit}, costs ${selectCost} and ${swapCost}: reassemble it next.`);
  }

  async function reassembleShuffle(): Promise<void> {
    if (!shuffle) return;
    const { columns, rows, image } = shuffle;
    const { selectLimit, selectCost, swapCost } = numbers();
    hooks.setStatus('running', 'Reassembling the jigsaw in the worker...');
    const outcome = await hooks.solver().reassemble({ columns, rows, selectLimit, selectCost, swapCost, image });
    if (outcome.status !== 'solved') return hooks.setStatus('invalid', `Bad input: ${outcome.reason}`);
    shuffle.found = outcome.problem.pieces.slice();
    picked = undefined;
    showFound();
    solveButton.disabled = false;
    if (!shuffle.key) {
      return hooks.setStatus('solved', `Reassembled in ${Math.round(outcome.ms)} ms: click two pieces to exchange them where the picture is wrong, then solve the swaps.`);
    }
    const right = Number(svg.dataset.right), n = columns * rows;
    hooks.setStatus('solved', `Reassembled in ${Math.round(outcome.ms)} ms: ${count(right)} of ${count(n)} pieces in their cell`
      + `${right < n ? ' (outlined in red: click two pieces to exchange them)' : ''}.`);
  }

  /** Exchanges two clicked pieces of the arrangement found. */
  svg.addEventListener('click', (event) => {
    if (!shuffle?.found || solveButton.disabled) return;
    const box = svg.getBoundingClientRect(), { columns, rows } = shuffle;
    const cell = Math.floor(((event.clientY - box.top) / box.height) * rows) * columns + Math.floor(((event.clientX - box.left) / box.width) * columns);
    if (picked === undefined || picked === cell) {
      picked = picked === cell ? undefined : cell;
    } else {
      const pieceOf = inversePermutation(shuffle.found);
      [shuffle.found[pieceOf[picked]], shuffle.found[pieceOf[cell]]] = [cell, picked];
      picked = undefined;
    }
    showFound();
    if (shuffle.key) hooks.setStatus('solved', `${count(Number(svg.dataset.right))} of ${count(columns * rows)} pieces in their cell.`);
  });

  fileInput.addEventListener('change', async () => {
    const file = fileInput.files?.[0];
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes[0] === 0x50 && bytes[1] === 0x36) {
      try {
        return openProblem(parseProblemPpm(bytes), file.name);
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        return hooks.setStatus('error', `${file.name} is not a problem image: ${error.message}`);
      }
    }
    try {
      source = await createImageBitmap(file);
    } catch {
      return hooks.setStatus('error', `${file.name} is not an image this browser can decode.`);
    }
    await shuffleSource();
  });
  byId('procon-photo-sample').addEventListener('click', async () => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = PICTURE_PX;
    drawSample(canvas.getContext('2d')!, PICTURE_PX);
    source = canvas;
    await shuffleSource();
  });
  byId('procon-photo-shuffle').addEventListener('click', shuffleSource);
  reassembleButton.addEventListener('click', reassembleShuffle);
  solveButton.addEventListener('click', () => {
    if (!shuffle?.found) return;
    const { selectLimit, selectCost, swapCost } = numbers();
    hooks.solve({ width: shuffle.columns, height: shuffle.rows, selectLimit, selectCost, swapCost, pieces: shuffle.found.slice() });
  });
}
