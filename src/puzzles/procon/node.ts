// Procon's Node-only surface: photos decoded from PNG and JPEG (pure JavaScript decoders, kept out
// of the browser bundles, where a canvas decodes images).
export { decodeImage } from './image/decode.js';
