import { readFileSync } from 'node:fs';
import { type KorfInstance, parseKorfFile } from '../../src/puzzles/slide/bench/korf.js';

/** Korf's 100 instances, read from the shared data beside the repository. */
export function korfInstances(): KorfInstance[] {
  return parseKorfFile(readFileSync(new URL('../../../shared/data/korf/korf100.txt', import.meta.url), 'utf8'));
}
