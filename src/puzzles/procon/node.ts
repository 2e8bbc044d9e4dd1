// Procon's Node-only surface: photos decoded from PNG and JPEG (pure JavaScript decoders, kept out
// of the browser bundles, where a canvas decodes images), and solves on worker threads (browsers
// solve in a Web Worker of their own).
export { decodeImage } from './jigsaw/image/decode.js';
export { type ThreadsResult, solveProconInThreads } from './swap/solve-threads.js';
