// Random problems: the pieces shuffled uniformly (Fisher-Yates) from a seed.
import { seededRandom, shuffle } from '../../../core/random.js';
import type { ProconProblem } from './problem.js';

export interface ProconGenerateOptions {
  readonly width: number;
  readonly height: number;
  readonly selectLimit: number;
  readonly selectCost: number;
  readonly swapCost: number;
  readonly seed: number;
}

export function generateProconProblem(options: ProconGenerateOptions): ProconProblem {
  const random = seededRandom(options.seed);
  const pieces = shuffle(random, Uint16Array.from({ length: options.width * options.height }, (_, cell) => cell));
  const { width, height, selectLimit, selectCost, swapCost } = options;
  return { width, height, selectLimit, selectCost, swapCost, pieces };
}
