// Photos in: PNG (fast-png) and JPEG (jpeg-js), both pure JavaScript and offline, and binary PPM
// (ppm.ts), told apart by their first bytes. Every format becomes 8-bit RGB.
import { decode as decodePng } from 'fast-png';
import jpeg from 'jpeg-js';
import { InputError } from '../../../../core/input-error.js';
import { type RgbImage, readPpm } from './ppm.js';

/**
 * Decodes a PNG, JPEG or binary PPM photo to 8-bit RGB (grey is spread to three channels, alpha
 * dropped, 16-bit samples cut to their high byte, palettes looked up).
 * @throws {@link InputError} when the bytes are none of these, or the decoder refuses them
 */
export function decodeImage(bytes: Uint8Array): RgbImage {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return fromPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return fromJpeg(bytes);
  if (bytes[0] === 0x50 && bytes[1] === 0x36) return readPpm(bytes);
  throw new InputError('not a PNG, JPEG or binary PPM (P6) image');
}

function fromPng(bytes: Uint8Array): RgbImage {
  let png;
  try {
    png = decodePng(bytes);
  } catch (error) {
    throw new InputError(`a broken PNG: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { width, height, channels, depth, palette } = png;
  const data = new Uint8Array(width * height * 3);
  const sample = (i: number) => (depth === 16 ? png.data[i] >> 8 : png.data[i]);
  for (let p = 0; p < width * height; p++) {
    if (palette) {
      const colour = palette[png.data[p]];
      data.set([colour[0], colour[1], colour[2]], p * 3);
    } else if (channels >= 3) {
      for (let c = 0; c < 3; c++) data[p * 3 + c] = sample(p * channels + c);
    } else {
      data.fill(sample(p * channels), p * 3, p * 3 + 3);
    }
  }
  return { width, height, data };
}

function fromJpeg(bytes: Uint8Array): RgbImage {
  try {
    const { width, height, data } = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: false });
    return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, width * height * 3) };
  } catch (error) {
    throw new InputError(`a broken JPEG: ${error instanceof Error ? error.message : String(error)}`);
  }
}
