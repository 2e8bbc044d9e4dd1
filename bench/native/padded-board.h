/*
 * What the C twins of the wasm engine's IDA* (ida.c, ida-patterns.c) share: the padded board of
 * the small wasm build (stride 8, walls all round, tile rows of 36 cells) and its preparation as
 * the engine's `start` does it: the table's sum, the blank, each cell's open directions and the
 * delta table (built whole here, which changes no node).
 */
#include <stdint.h>

#define STRIDE 8
#define CELLS (STRIDE * STRIDE)
#define ROWS 36
#define WALL 0xFFFF
#define MAX_DEPTH 4096

static uint16_t board[CELLS], table[ROWS * CELLS];
static int16_t delta[ROWS * CELLS * 4];
static uint8_t open_dirs[CELLS], path[MAX_DEPTH];
static const int offsets[4] = {-1, 1, -STRIDE, STRIDE};

/* Fills open_dirs[] and delta[] from board[] and table[]; returns the table's sum, the blank's cell in *blank. */
static int prepare_board(int *blank) {
  int h = 0;
  for (int cell = 0; cell < CELLS; cell++) {
    int tile = board[cell];
    if (tile == 0) *blank = cell;
    else if (tile != WALL) h += table[tile * CELLS + cell];
  }
  for (int cell = STRIDE + 1; cell < CELLS - STRIDE - 1; cell++) {
    int dirs = 0;
    for (int dir = 0; dir < 4; dir++) if (board[cell + offsets[dir]] != WALL) dirs |= 1 << dir;
    open_dirs[cell] = (uint8_t)dirs;
    for (int tile = 1; tile < ROWS; tile++)
      for (int dir = 0; dir < 4; dir++)
        delta[((tile * CELLS + cell) << 2) + dir] = (int16_t)(table[tile * CELLS + cell - offsets[dir]] - table[tile * CELLS + cell]);
  }
  return h;
}
