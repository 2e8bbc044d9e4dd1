// The package's public surface (`slidepuzzle`): the core's shared types, and each puzzle's index.
export * from './core/index.js';
export * from './puzzles/slide/index.js';
