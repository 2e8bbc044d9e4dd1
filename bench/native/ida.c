/*
 * The C twin of the wasm engine's IDA* with the distance table (assembly/engine/ida.ts, no extra terms),
 * for `npm run bench:native`: the same padded board (stride 8, walls all round), the same table,
 * the same delta table (one load per child; built whole here, which changes no node), the same
 * move order (L, R, U, D, never straight back) and the same node count (one per child tested
 * against the bound), so every engine reports the same nodes on the same instance. Plain
 * recursion, with the four directions and two levels a call written out as there. No libc, so
 * clang can build it to wasm32 too.
 */
#include "padded-board.h"

static int bound, next_bound;
static uint64_t nodes;

/* wasm32 builds export these by name; native builds link them as usual. */
#ifdef __wasm__
#define EXPORT(name) __attribute__((export_name(#name)))
#else
#define EXPORT(name)
#endif

EXPORT(ida_board) uint16_t *ida_board(void) { return board; }
EXPORT(ida_table) uint16_t *ida_table(void) { return table; }
EXPORT(ida_path) uint8_t *ida_path(void) { return path; }
EXPORT(ida_nodes) double ida_nodes(void) { return (double)nodes; }

static int dfs(int depth, int blank, int h, int last);

/* A node's children, L, R, U, D, never straight back, each child's step and delta column a
   constant: the goal's depth, or 0. Two levels a call, as in the wasm loop: `children` writes out
   the children of a child of `dfs`, whose own children call `dfs` again. NAME is the function made,
   NEXT what a child's children are. */
#define CHILDREN(NAME, NEXT)                                                               \
  static inline __attribute__((always_inline)) int NAME##_child(int depth, int blank, int h, int dir) { \
    int to = blank + offsets[dir];                                                        \
    int tile = board[to];                                                                 \
    nodes++;                                                                              \
    int nh = h + delta[((tile * CELLS + to) << 2) + dir];                                 \
    int f = depth + 1 + nh;                                                               \
    if (f > bound) {                                                                      \
      if (f < next_bound) next_bound = f;                                                 \
      return 0;                                                                           \
    }                                                                                     \
    board[blank] = (uint16_t)tile;                                                        \
    board[to] = 0;                                                                        \
    path[depth] = (uint8_t)dir;                                                           \
    if (nh == 0) return depth + 1;                                                        \
    int found = NEXT(depth + 1, to, nh, dir);                                             \
    if (found) return found;                                                              \
    board[to] = (uint16_t)tile;                                                           \
    board[blank] = 0;                                                                     \
    return 0;                                                                             \
  }                                                                                       \
  static inline __attribute__((always_inline)) int NAME(int depth, int blank, int h, int last) { \
    int dirs = open_dirs[blank] & ~(1 << (last ^ 1)), found;                              \
    if ((dirs & 1) && (found = NAME##_child(depth, blank, h, 0))) return found;           \
    if ((dirs & 2) && (found = NAME##_child(depth, blank, h, 1))) return found;           \
    if ((dirs & 4) && (found = NAME##_child(depth, blank, h, 2))) return found;           \
    if (dirs & 8) return NAME##_child(depth, blank, h, 3);                                \
    return 0;                                                                             \
  }

CHILDREN(inner, dfs)
CHILDREN(outer, inner)

/* Depth of the goal below this node, or 0 if it is not within the bound. */
static int dfs(int depth, int blank, int h, int last) {
  return outer(depth, blank, h, last);
}

/* Solves board[] under table[]: the optimal length (moves in path[]), or -1 past max_bound. */
EXPORT(ida_solve) int ida_solve(int max_bound) {
  int blank = 0, h = prepare_board(&blank);
  nodes = 0;
  if (h == 0) return 0;
  for (bound = h;; bound = next_bound) {
    next_bound = 0x7fffffff;
    int found = dfs(0, blank, h, 4); /* 4: no last move, 4 ^ 1 is no direction */
    if (found) return found;
    if (next_bound > max_bound) return -1;
  }
}
