// A picture made in a test, for the jigsaw: a colour ramp with a wave and seeded grain, so that no
// two seams look alike and the reassembly puts it back exactly.
import type { RgbImage } from '../../src/puzzles/procon/index.js';

/** `width` x `height` pixels; another `seed`, another grain. */
export function picture(width: number, height: number, seed = 1): RgbImage {
  const data = new Uint8Array(width * height * 3);
  let state = seed;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      const grain = (state >>> 24) % 9, at = (y * width + x) * 3;
      data[at] = Math.round((200 * x) / width) + grain;
      data[at + 1] = Math.round((200 * y) / height) + grain;
      data[at + 2] = Math.round(120 + 100 * Math.sin(x / 7) * Math.cos(y / 5)) + grain;
    }
  }
  return { width, height, data };
}
