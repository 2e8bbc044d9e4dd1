import { readFileSync } from 'node:fs';
import { type KorfInstance, parseKorfFile } from '../../src/engine/bench/korf.js';

/**
 * The Korf instances the tests use (test/fixtures/korf100.txt: every fourth of the 100 and the five
 * easiest, in id order, so the first is Korf's #1). Tests read nothing outside the repository.
 */
export function korfInstances(): KorfInstance[] {
  return parseKorfFile(readFileSync(new URL('../fixtures/korf100.txt', import.meta.url), 'utf8'));
}
