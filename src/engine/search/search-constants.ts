// Constants shared by both engines and compiled into the wasm modules too (AssemblyScript reads
// these plain constants as i32). The padded layouts themselves are in layout.ts.

/** Deepest path a search can hold; bounds above it end the search with `limit`. */
export const MAX_DEPTH = 4096;

/** Status codes a search slice returns. */
export const PAUSED = 0;
export const FOUND = 1;
export const LIMIT = 2;

/** Every direction a move may take, as the bits of L R U D: a search's default first moves. */
export const ALL_DIRECTIONS = 15;

/** Optional heuristic terms a search can add to the table sum (bit flags of `start`). */
export const TERM_CONFLICTS = 1;
export const TERM_PATTERNS = 2;

/** Linear-conflict lines: axis 0 is a row segment, axis 1 a column segment (see heuristics/linear-conflict.ts). */
export const AXES = 2;
/** Line ids per axis: at most 3 wall-free segments in each of 6 rows (or columns); small layout only. */
export const MAX_LINES = 32;
/** A line key holds 3 bits per cell of a segment of at most 6 cells. */
export const LINE_KEY_BITS = 3;
export const LINE_KEYS = 1 << (LINE_KEY_BITS * 6);

/** Pattern databases: a regular and a mirrored lookup at most, over at most MAX_GROUPS disjoint groups. */
export const MAX_LOOKUPS = 2;
export const MAX_GROUPS = 36;
/** Group index of a tile in no group (its table row counts it instead). */
export const NO_GROUP = 255;
/** Pattern database entry of a placement the goal cannot reach. */
export const UNREACHED = 255;
/** Groups a set with a compact index may have: the wasm engine packs their sizes in 32 bits. */
export const MAX_COMPACT_GROUPS = 8;
/** Tiles per pattern at most, and the most entries one database may have (a byte each). */
export const MAX_PATTERN_TILES = 8;
/** Pairs of a compact index's digits (a byte each): a compact set's distances home are read by pairs. */
export const DIGIT_PAIRS = MAX_PATTERN_TILES / 2;
export const MAX_PATTERN_ENTRIES = 1 << 25;

/** The placing kernel (assembly/engine/place.ts): the most moves one load of a board may play. */
export const MAX_PLACE_MOVES = 1 << 16;
/** The most cells one line may have (a side of the largest board). */
export const MAX_LINE_CELLS = 16;
/** The most moves the placing kernel plays in one `play`: a line table's way is under 255 (line-tables.ts). */
export const MAX_PLAY_MOVES = 255;
