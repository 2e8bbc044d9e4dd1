// Zobrist hashing (Zobrist 1970): a board's hash is the XOR of one random key per (piece, cell),
// so a move updates it with a few XORs. Keys come in pairs, the two halves of a 64-bit hash.
import { seededRandom } from '../random.js';

/** 2 x `pieces` x `cells` random 32-bit keys: key pair (p, c) is at 2 * (p * cells + c). */
export function zobristKeys(pieces: number, cells: number, seed = 0x5eed): Int32Array {
  const random = seededRandom(seed);
  return Int32Array.from({ length: 2 * pieces * cells }, () => (random() * 2 ** 32) | 0);
}
