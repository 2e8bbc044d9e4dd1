/*
 * Native harness for ida.c: reads problems (a u32 count, then per problem CELLS little-endian u16 board codes and
 * ROWS x CELLS little-endian u16 table entries) from the file named by argv[1], solves each
 * argv[2] times, and prints one JSON line per problem: length, nodes, the median time in ms.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CELLS 64
#define ROWS 36

uint16_t *ida_board(void);
uint16_t *ida_table(void);
double ida_nodes(void);
int ida_solve(int max_bound);

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s PROBLEMS_FILE ITERATIONS\n", argv[0]);
    return 2;
  }
  FILE *in = fopen(argv[1], "rb");
  int iterations = atoi(argv[2]);
  uint32_t count;
  if (!in || iterations < 1 || fread(&count, 4, 1, in) != 1) {
    fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  static uint16_t board[CELLS];
  static uint16_t table[ROWS * CELLS];
  double *times = malloc(sizeof(double) * iterations);
  for (uint32_t p = 0; p < count; p++) {
    if (fread(board, 2, CELLS, in) != CELLS || fread(table, 2, ROWS * CELLS, in) != ROWS * CELLS) {
      fprintf(stderr, "%s: problem %u is cut short\n", argv[1], p);
      return 2;
    }
    memcpy(ida_table(), table, sizeof table);
    int length = -1;
    for (int i = 0; i < iterations; i++) {
      memcpy(ida_board(), board, sizeof board);
      double started = now_ms();
      length = ida_solve(4095);
      times[i] = now_ms() - started;
    }
    qsort(times, iterations, sizeof(double), by_value);
    printf("{\"length\":%d,\"nodes\":%.0f,\"ms\":%.3f}\n", length, ida_nodes(), times[iterations / 2]);
  }
  return 0;
}
