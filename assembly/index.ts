// The wasm module's surface: flat functions over linear memory (see memory.ts for the regions).
import {
  BOARD, TABLE, PATH, LINES, CODES, CONFLICTS, GROUPS, INDEXES, DATABASES, RANKS, HOMES, ZOBRIST,
} from "./memory";
import { arenaReset, arenaAlloc } from "./arena";
import { SIDE } from "./size";

export { start, run, nodeCount, currentBound, pendingBound, currentDepth } from "./engine/ida";
export { buildStart, buildRun } from "./engine/pattern-build";
export { compactBuildStart, compactBuildRun, compactBuildFilled, compactBuildPack } from "./engine/pattern-build-compact";
export { patternsCompact } from "./engine/patterns";
export { beamStart, beamExpand, beamCount, beamBestH, beamBestIndex, beamNodes, beamLastsPtr, beamParentsPtr } from "./engine/beam";

/** The widest and tallest board this build holds (its layout follows: see size.ts). */
export function side(): i32 { return SIDE; }
export function boardPtr(): usize { return BOARD; }
export function tablePtr(): usize { return TABLE; }
/** Moves are at pathPtr()[0 .. currentDepth()), as direction indices of "LRUD". */
export function pathPtr(): usize { return PATH; }
export function linesPtr(): usize { return LINES; }
export function codesPtr(): usize { return CODES; }
export function conflictsPtr(): usize { return CONFLICTS; }
export function groupsPtr(): usize { return GROUPS; }
export function indexesPtr(): usize { return INDEXES; }
export function databasesPtr(): usize { return DATABASES; }
export function ranksPtr(): usize { return RANKS; }
export function homesPtr(): usize { return HOMES; }
export function zobristPtr(): usize { return ZOBRIST; }
/** Frees the arena (loaded databases); then `reserve` hands out room for new ones. */
export function release(): void { arenaReset(); }
export function reserve(bytes: usize): usize { return arenaAlloc(bytes); }
export { seamCosts } from "./procon/seams";
export {
  selectSwapStart, selectSwapRoot, selectSwapExpand, selectSwapNodes, selectSwapMinUsed, selectSwapGoalCost, selectSwapGoalIndex,
  selectSwapNearestDistance, selectSwapNearestIndex, selectSwapParentsPtr, selectSwapMovesPtr, selectSwapNewCellsPtr,
  selectSwapLayerKeptPtr, selectSwapLayerFreshPtr, selectSwapLayerLeastPtr,
} from "./engine/select-swap-beam";
export {
  placeBoardPtr, placeHeldPtr, placeMovesPtr, placeLinePtr, placeMoveCount, placeBlank, placeLoad, placeTile, placeLine,
  placePlayPtr, placePlay, placeHold,
} from "./engine/place";
export { lineTableBuild } from "./engine/line-tables";
export { placeGroup } from "./engine/place-group";
