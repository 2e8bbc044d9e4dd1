/*
 * The C twin of the wasm engine's IDA* under compact pattern databases (assembly/engine/ida.ts with
 * patterns.ts and compact-index.ts: the 24-puzzle's 6-6-6-6 set and its mirrored lookup), for
 * `npm run bench:native -- --korf24`: the same padded board (stride 8), the same lookups (each
 * group's index kept in digit form, ranked at every lookup, its entry the pairs' distances home plus
 * twice the stored half), the larger of the two sums, a move's lookups saved so undoing is a copy,
 * the same move order and the same node count (one per child tested against the bound), so both
 * report the same nodes. One level a call, as the wasm loop with lookups.
 *
 * Input (argv[1], little-endian), as bench/native-patterns.ts writes it: u32 lookups, u32 groups,
 * u32 compact cells, u32 tiles per group, u32 distance bytes and those bytes, u32 databases
 * stored (two groups may read one through a turn of the board), each as u32 bytes and its bytes,
 * per group u32 the database it reads, per lookup ROWS group bytes and ROWS x CELLS u32 index parts; then u32 problems
 * and per problem CELLS u16 board codes and ROWS x CELLS u16 table entries. argv[2]: the node limit
 * (0: none). Prints one JSON line per problem: length (-1 when stopped), nodes, ms.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "padded-board.h"

#define MAX_LOOKUPS 2
#define MAX_GROUPS 36
#define NO_GROUP 255
#define DIGIT_PAIRS 4

static int bound, next_bound;
static uint64_t nodes, node_limit;

static int lookups, groups, compact_cells;
static uint32_t group_tiles[MAX_GROUPS];
static uint8_t *distances, *databases[MAX_GROUPS];
static uint8_t group_of[MAX_LOOKUPS][ROWS];
static uint32_t *index_part[MAX_LOOKUPS];
static uint32_t index_now[MAX_LOOKUPS][MAX_GROUPS], index_next[MAX_LOOKUPS];
static int entry_now[MAX_LOOKUPS][MAX_GROUPS], entry_next[MAX_LOOKUPS], sum_now[MAX_LOOKUPS], sum_next[MAX_LOOKUPS];
static int current, next;
/* Per depth, what a move replaced: per lookup index, entry and sum, then h. */
static int undo_words[MAX_DEPTH][3 * MAX_LOOKUPS + 1];

/* The rank of the placement whose tile i stands on the cell of rank (digits >> bits * i) & mask. */
static inline uint32_t compact_index(uint32_t digits, int tiles, int cells, int bits) {
  uint32_t mask = (1u << bits) - 1, used = 0, index = 0;
  for (int i = 0; i < tiles; i++) {
    uint32_t cell = (digits >> (i * bits)) & mask;
    index = index * (uint32_t)(cells - i) + cell - (uint32_t)__builtin_popcount(used & ((1u << cell) - 1));
    used |= 1u << cell;
  }
  return index;
}

/* A compact entry: the pairs' distances home plus twice the half stored (4- or 5-bit digits). */
static inline int entry(int g, uint32_t index) {
  int bits = compact_cells > 16 ? 5 : 4, tiles = (int)group_tiles[g];
  uint32_t rank = compact_index(index, tiles, compact_cells, bits);
  uint32_t half = (databases[g][rank >> 1] >> ((rank & 1) << 2)) & 15, distance = 0;
  const uint8_t *row = distances + ((size_t)(g * DIGIT_PAIRS) << (2 * bits));
  for (int p = 0; p < tiles; p += 2) distance += row[((size_t)p << (2 * bits - 1)) + ((index >> (p * bits)) & ((1u << (2 * bits)) - 1))];
  return (int)(distance + (half << 1));
}

static int patterns_at_start(void) {
  current = 0;
  for (int l = 0; l < lookups; l++) {
    for (int g = 0; g < groups; g++) index_now[l][g] = 0;
    for (int cell = 0; cell < CELLS; cell++) {
      int tile = board[cell];
      if (tile == 0 || tile == WALL || group_of[l][tile] == NO_GROUP) continue;
      index_now[l][group_of[l][tile]] += index_part[l][tile * CELLS + cell];
    }
    sum_now[l] = 0;
    for (int g = 0; g < groups; g++) sum_now[l] += entry_now[l][g] = entry(g, index_now[l][g]);
    if (sum_now[l] > current) current = sum_now[l];
  }
  return current;
}

static inline int pattern_delta(int tile, int from, int to) {
  next = 0;
  for (int l = 0; l < lookups; l++) {
    int g = group_of[l][tile], sum = sum_now[l];
    if (g != NO_GROUP) {
      uint32_t index = index_now[l][g] - index_part[l][tile * CELLS + from] + index_part[l][tile * CELLS + to];
      int e = entry(g, index);
      sum += e - entry_now[l][g];
      index_next[l] = index;
      entry_next[l] = e;
    }
    sum_next[l] = sum;
    if (sum > next) next = sum;
  }
  return next - current;
}

static inline void pattern_move(int tile, int depth) {
  int *undo = undo_words[depth];
  for (int l = 0; l < lookups; l++) {
    int g = group_of[l][tile];
    if (g != NO_GROUP) {
      undo[3 * l] = (int)index_now[l][g];
      undo[3 * l + 1] = entry_now[l][g];
      index_now[l][g] = index_next[l];
      entry_now[l][g] = entry_next[l];
    }
    undo[3 * l + 2] = sum_now[l];
    sum_now[l] = sum_next[l];
  }
  undo[3 * MAX_LOOKUPS] = current;
  current = next;
}

static inline void pattern_undo(int tile, int depth) {
  const int *undo = undo_words[depth];
  for (int l = 0; l < lookups; l++) {
    int g = group_of[l][tile];
    if (g != NO_GROUP) {
      index_now[l][g] = (uint32_t)undo[3 * l];
      entry_now[l][g] = undo[3 * l + 1];
    }
    sum_now[l] = undo[3 * l + 2];
  }
  current = undo[3 * MAX_LOOKUPS];
}

/* The goal's depth below this node, 0 if none within the bound, -1 when the node limit stops it. */
static int expand(int depth, int blank, int h, int dirs) {
  for (int dir = 0; dir < 4; dir++) {
    if (!(dirs & (1 << dir))) continue;
    if (node_limit && nodes == node_limit) return -1;
    nodes++;
    int to = blank + offsets[dir], tile = board[to];
    int nh = h + delta[((tile * CELLS + to) << 2) + dir] + pattern_delta(tile, to, blank);
    int f = depth + 1 + nh;
    if (f > bound) {
      if (f < next_bound) next_bound = f;
      continue;
    }
    pattern_move(tile, depth);
    path[depth] = (uint8_t)dir;
    board[blank] = (uint16_t)tile;
    board[to] = 0;
    if (nh == 0) return depth + 1;
    int found = expand(depth + 1, to, nh, open_dirs[to] & ~(1 << (dir ^ 1)));
    if (found) return found;
    pattern_undo(tile, depth);
    board[to] = (uint16_t)tile;
    board[blank] = 0;
  }
  return 0;
}

/* Solves board[] under table[] and the lookups: the optimal length, or -1 at the node limit. */
static int solve(void) {
  int blank = 0, h = prepare_board(&blank) + patterns_at_start();
  nodes = 0;
  if (h == 0) return 0;
  for (bound = h;; bound = next_bound) {
    next_bound = 0x7fffffff;
    int found = expand(0, blank, h, open_dirs[blank]);
    if (found) return found;
  }
}

static void *read_or_die(FILE *in, size_t bytes) {
  void *data = malloc(bytes ? bytes : 1);
  if (!data || fread(data, 1, bytes, in) != bytes) {
    fprintf(stderr, "the input is cut short\n");
    exit(2);
  }
  return data;
}

static uint32_t read_u32(FILE *in) {
  uint32_t *value = read_or_die(in, 4), v = *value;
  free(value);
  return v;
}

int main(int argc, char **argv) {
  FILE *in = argc == 3 ? fopen(argv[1], "rb") : NULL;
  if (!in) {
    fprintf(stderr, "usage: %s INPUT NODE_LIMIT\n", argv[0]);
    return 2;
  }
  node_limit = strtoull(argv[2], NULL, 10);
  lookups = (int)read_u32(in);
  groups = (int)read_u32(in);
  compact_cells = (int)read_u32(in);
  if (lookups > MAX_LOOKUPS || groups > MAX_GROUPS || compact_cells < 1) {
    fprintf(stderr, "%s: not a compact set of at most %d lookups and %d groups\n", argv[1], MAX_LOOKUPS, MAX_GROUPS);
    return 2;
  }
  for (int g = 0; g < groups; g++) group_tiles[g] = read_u32(in);
  distances = read_or_die(in, read_u32(in));
  uint32_t stored = read_u32(in);
  uint8_t **arrays = malloc(sizeof(uint8_t *) * (stored ? stored : 1));
  for (uint32_t i = 0; i < stored; i++) arrays[i] = read_or_die(in, read_u32(in));
  for (int g = 0; g < groups; g++) {
    uint32_t which = read_u32(in);
    if (which >= stored) {
      fprintf(stderr, "%s: group %d names database %u of %u\n", argv[1], g, which, stored);
      return 2;
    }
    databases[g] = arrays[which];
  }
  for (int l = 0; l < lookups; l++) {
    uint8_t *of = read_or_die(in, ROWS);
    for (int t = 0; t < ROWS; t++) group_of[l][t] = of[t];
    index_part[l] = read_or_die(in, (size_t)ROWS * CELLS * 4);
  }
  uint32_t problems = read_u32(in);
  for (uint32_t p = 0; p < problems; p++) {
    uint16_t *cells = read_or_die(in, CELLS * 2), *costs = read_or_die(in, ROWS * CELLS * 2);
    for (int i = 0; i < CELLS; i++) board[i] = cells[i];
    for (int i = 0; i < ROWS * CELLS; i++) table[i] = costs[i];
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int length = solve();
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double ms = (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6;
    printf("{\"length\":%d,\"nodes\":%llu,\"ms\":%.3f}\n", length, (unsigned long long)nodes, ms);
    fflush(stdout);
  }
  return 0;
}
