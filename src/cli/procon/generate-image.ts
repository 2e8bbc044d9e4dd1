// `slidepuzzle procon generate --image`: a problem image made from a photo as the contest made
// them: the photo cut into a grid and the pieces shuffled (the permutation from the seed), written
// as the official P6 with its header comments; the key (the true permutation) in the practice format.
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { EXIT } from '../exit-codes.js';
import { orBadInput } from '../read-text-file.js';
import { readBytes } from './image-problem.js';
import {
  MAX_PIECE_PX, MIN_PIECE_PX, type RgbImage, cropImage, formatProblemPpm, formatProconProblem, generateProconProblem, rearrange, resizeImage,
} from '../../puzzles/procon/index.js';

export interface ImageOptions {
  readonly image: string;
  readonly grid: [number, number];
  readonly limit: number;
  readonly costs: [number, number];
  readonly seed: number;
  readonly output?: string;
  readonly key?: string;
  readonly pieceSize?: number;
  readonly crop?: boolean;
}

/** Writes the problem image (and the key), or exits 2 with one line on a photo that will not do. */
export async function generateFromImage(options: ImageOptions, command: Command): Promise<void> {
  if (!options.output) command.error('--image writes a binary image: give -o FILE', { exitCode: EXIT.badInput });
  if (options.crop && !options.pieceSize) command.error('--crop needs --piece-size (the crop is the grid times the piece size)', { exitCode: EXIT.badInput });
  // The decoders load only here: the other commands never need them.
  const { decodeImage } = await import('../../puzzles/procon/node.js');
  const photo: RgbImage = orBadInput(command, options.image, () => decodeImage(readBytes(options.image, command)));
  const [columns, rows] = options.grid;
  const image = fitToGrid(photo, columns, rows, options, (message) => command.error(`${options.image}: ${message}`, { exitCode: EXIT.badInput }));
  const [selectCost, swapCost] = options.costs;
  const key = generateProconProblem({ width: columns, height: rows, selectLimit: options.limit, selectCost, swapCost, seed: options.seed });
  writeFileSync(options.output, formatProblemPpm({ columns, rows, selectLimit: options.limit, selectCost, swapCost, image: rearrange(image, columns, rows, key.pieces) }));
  if (options.key) writeFileSync(options.key, formatProconProblem(key));
}

/**
 * The photo made into a picture the grid divides: scaled to the grid x `pieceSize`, or that window
 * cut from its centre (`crop`), or, without a piece size, trimmed to a multiple of the grid.
 */
function fitToGrid(photo: RgbImage, columns: number, rows: number, options: ImageOptions, fail: (message: string) => never): RgbImage {
  if (options.pieceSize) {
    const width = columns * options.pieceSize, height = rows * options.pieceSize;
    if (!options.crop) return resizeImage(photo, width, height);
    if (width > photo.width || height > photo.height) fail(`a ${width} x ${height} crop does not fit in ${photo.width} x ${photo.height} pixels`);
    return cropImage(photo, (photo.width - width) >> 1, (photo.height - height) >> 1, width, height);
  }
  const pieceWidth = Math.floor(photo.width / columns), pieceHeight = Math.floor(photo.height / rows);
  if ([pieceWidth, pieceHeight].some((px) => px < MIN_PIECE_PX || px > MAX_PIECE_PX)) {
    fail(`${photo.width} x ${photo.height} pixels cut ${columns} x ${rows} make pieces of ${pieceWidth} x ${pieceHeight} px, outside ${MIN_PIECE_PX} to ${MAX_PIECE_PX}: give --piece-size`);
  }
  return cropImage(photo, 0, 0, pieceWidth * columns, pieceHeight * rows);
}
