/**
 * `slidepuzzle/procon`: Procon 25's select-and-swap puzzle (won by the University of Tokyo team,
 * 2014): the swap solver ({@link solveProcon}) and the jigsaw reassembly that recovers the picture
 * from a shuffled photo ({@link reassemble}), in Node and browsers alike. In Node (the `node`
 * export condition) also photos decoded from PNG and JPEG ({@link decodeImage}: pure JavaScript
 * decoders, kept out of browser bundles, where a canvas decodes images) and solves on worker
 * threads ({@link solveProconInThreads}).
 * @module slidepuzzle/procon
 */
export * from './index.js';
export { decodeImage } from './jigsaw/image/decode.js';
export { type ThreadsResult, solveProconInThreads } from './swap/solve-threads.js';
