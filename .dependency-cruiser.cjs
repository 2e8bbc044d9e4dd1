// The import rules of the source tree (run by `npm run lint:deps`, part of `npm test`): one core
// that knows no puzzle, puzzles that know the core and each other's public index only, and front
// ends (CLI, browser entry, demo page) that use a puzzle's public entry points only.
/** A puzzle's public entry points: index.ts (Node and browsers) and node.ts (Node only). */
const PUBLIC_ENTRY = '^src/puzzles/[^/]+/(index|node)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'core-knows-no-puzzle',
      comment: 'src/core is shared by every puzzle, so it imports none of them.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^src/puzzles/' },
    },
    {
      name: 'puzzles-meet-at-public-entry-points',
      comment: "A puzzle imports the core and its own files; a puzzle built on another (AHC011's tree on the slide puzzle) uses that one's index.ts only.",
      severity: 'error',
      from: { path: '^src/puzzles/([^/]+)/' },
      to: { path: '^src/puzzles/', pathNot: ['^src/puzzles/$1/', '^src/puzzles/[^/]+/index\\.ts$'] },
    },
    {
      name: 'front-ends-use-public-entry-points',
      comment: "The CLI, the browser entry and the demo page use a puzzle's index.ts or node.ts only.",
      severity: 'error',
      from: { path: '^(src/cli|src/browser|web)/' },
      to: { path: '^src/puzzles/', pathNot: PUBLIC_ENTRY },
    },
    {
      name: 'puzzles-and-core-know-no-front-end',
      comment: 'Solvers do not depend on the CLI, the browser entry or the demo page.',
      severity: 'error',
      from: { path: '^src/(core|puzzles)/' },
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
