// The import rules of the source tree (run by `npm run lint:deps`, part of `npm test`), the layers of
// docs/design.md: the core knows nothing above it; the sliding engine knows the core only; a puzzle
// knows the core and the engine's two surfaces (index.ts, public; for-puzzles.ts, the parts puzzles
// reuse) and no other puzzle; front ends (CLI, browser entry, demo page) use public entry points.
/** The engine's surfaces for the puzzles built on it. */
const ENGINE_FOR_PUZZLES = '^src/engine/(index|for-puzzles)\\.ts$';
/** Public entry points: the engine's index.ts and node.ts, and a puzzle's index.ts and node.ts. */
const PUBLIC_ENTRY = ['^src/engine/(index|index-node|node)\\.ts$', '^src/puzzles/[^/]+/(index|node)\\.ts$'];

module.exports = {
  forbidden: [
    {
      name: 'core-knows-nothing-above',
      comment: 'src/core is shared by the engine and every puzzle, so it imports none of them.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^src/(engine|puzzles)/' },
    },
    {
      name: 'engine-knows-the-core-only',
      comment: 'The sliding engine stands on the core alone: no puzzle, however close, leaks into it.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^src/puzzles/' },
    },
    {
      name: 'puzzles-use-the-engine-surfaces',
      comment: "A puzzle reuses the engine through index.ts and for-puzzles.ts, never its files directly.",
      severity: 'error',
      from: { path: '^src/puzzles/' },
      to: { path: '^src/engine/', pathNot: ENGINE_FOR_PUZZLES },
    },
    {
      name: 'a-puzzle-knows-no-other-puzzle',
      comment: 'Puzzles share what they share through the engine or the core, not through each other.',
      severity: 'error',
      from: { path: '^src/puzzles/([^/]+)/' },
      to: { path: '^src/puzzles/', pathNot: '^src/puzzles/$1/' },
    },
    {
      name: 'front-ends-use-public-entry-points',
      comment: "The CLI, the browser entry and the demo page use the engine's and the puzzles' index.ts or node.ts (the engine's index-node.ts too) only.",
      severity: 'error',
      from: { path: '^(src/cli|src/browser|web)/' },
      to: { path: '^src/(engine|puzzles)/', pathNot: PUBLIC_ENTRY },
    },
    {
      name: 'solvers-know-no-front-end',
      comment: 'Solvers do not depend on the CLI, the browser entry or the demo page.',
      severity: 'error',
      from: { path: '^src/(core|engine|puzzles)/' },
      to: { path: '^(src/cli|src/browser|web)/' },
    },
    {
      name: 'no-circular',
      comment: 'Files that import each other are one concern split in two, or two fused.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|build|node_modules)/|\\.generated\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
