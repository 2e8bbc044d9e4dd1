/**
 * The package's main entry, for Node and browsers alike: {@link solve} one board (a proven optimum
 * with `optimal: true`, else the strategy portfolio), the board helpers, the engines and searches
 * beneath, and the DevQuiz batch files. `slidepuzzle/browser` runs `solve` in a Web Worker.
 * @module slidepuzzle
 */
export * from './core/index.js';
export * from './puzzles/slide/index.js';
export * from './puzzles/tree/index.js';
export * from './puzzles/procon/index.js';
