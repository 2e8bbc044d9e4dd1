// The portfolio's named choices and budgets (see portfolio-stages.ts for its stages), with the one
// set of defaults: solve() uses them, and solve(board, { portfolio: { ... } }) overrides any of them.

/**
 * The strategy portfolio's choices and budgets: what `solve()` runs without `optimal`. Every
 * budget is in nodes, so answers do not depend on the machine's speed; the time limit only caps
 * them. Pass any subset as `solve(board, { portfolio: { ... } })`; the rest keep their defaults
 * ({@link DEFAULT_PORTFOLIO}). Budgets marked "times the escalation's scale" grow by `escalation`
 * each round for a board still without an answer.
 */
export interface PortfolioOptions {
  /**
   * Time after which no further planned stage starts: past it only a board without an answer, or
   * with a poor one (see `reverseGap`), searches on, until the time limit. The stages themselves run
   * on node budgets, so on a machine fast enough for them the answers do not depend on the clock.
   * Milliseconds from the portfolio's start; default 10,000.
   */
  readonly plannedMs: number;
  /**
   * Nodes of the linear-conflict IDA* that runs first: boards it solves (optimally) need no pattern
   * databases, whose build costs more than this search on most boards. Default 5,000,000.
   */
  readonly warmUpNodes: number;
  /**
   * Largest per-board pattern database, in entries (see heuristics/partition.ts): 2^20 keeps most
   * DevQuiz builds to a fraction of a second (four-tile groups up to 32 open cells, three-tile ones
   * above; 2^21 took 1.6 times as long to build for 2 moves in 13,900 on a sample). The beams
   * toward the goal and the optimal search share them. Default 2^20 (1,048,576).
   */
  readonly databaseEntries: number;
  /**
   * Nodes of the IDA* with pattern databases that tries to beat the first beams' answer, or prove
   * it optimal. Default 10,000,000.
   */
  readonly optimalNodes: number;
  /**
   * Beam widths, tried in turn from the start toward the goal (from the goal back too, once the
   * start's databases exist). The first is always tried; the next only after a width that found no
   * shorter answer (each beam is bounded by the best so far), or shortened the answer by
   * `widenGain` moves or more (on a DevQuiz sample, the widths after a 2-move gain cost a tenth of
   * the time for a fifth of the widening's moves). In the escalation, the last width times the
   * escalation's scale. Default [1000, 4000, 16000].
   */
  readonly beamWidths: readonly number[];
  /**
   * The widest beam the escalation runs: a beam keeps about 550 bytes per board of width up to 6x6
   * and 1,000 past it (two levels of a byte a cell, their candidates, the duplicate table) plus 5
   * bytes per board per depth for its path, so 65,536 wide is some 35 to 70 MB, and 100 MB more at
   * depth 300, within a browser tab. Default 65,536.
   */
  readonly maxBeamWidth: number;
  /**
   * Moves a wider beam must shorten the best answer by for the next width to be tried: a width
   * whose beams find a shorter answer, but by fewer moves, ends the widening. Default 4.
   */
  readonly widenGain: number;
  /**
   * When the first answers exceed the proven lower bound by this many moves or more (or there is
   * none), the start's pattern databases are built too, and the beams run from the goal as well;
   * such a board also widens its beams past `plannedMs`. Default 12.
   */
  readonly reverseGap: number;
  /**
   * A beam whose best heuristic value has not improved for this many depths has stalled (times the
   * escalation's scale). Default 60.
   */
  readonly beamStallDepths: number;
  /**
   * Node budget of the IDA* that finishes from the closest board of a stalled beam (times the
   * escalation's scale). Default 20,000,000.
   */
  readonly completionNodes: number;
  /**
   * FarFirst's node budget per partial goal (placing a region's tiles); a partial goal that needs
   * more is reached by routing its tiles instead. Times the escalation's scale. Default 5,000,000.
   */
  readonly farFirstStepNodes: number;
  /**
   * FarFirst's node budget per try at solving the rest of the board outright (IDA* with distances),
   * before the next region is frozen. Times the escalation's scale. Default 1,000,000.
   */
  readonly farFirstRestNodes: number;
  /**
   * FarFirst's node budget for the endgame: the IDA* with pattern databases on a rest of at most
   * `farFirstEndgameCells` open cells. Times the escalation's scale. Default 10,000,000.
   */
  readonly farFirstEndgameNodes: number;
  /** FarFirst's endgame: a rest of at most this many open cells is searched with pattern databases. Default 18. */
  readonly farFirstEndgameCells: number;
  /** FarFirst undoes at most this many freezes when the rest they leave cannot be filled. Default 1. */
  readonly farFirstUndoLevels: number;
  /**
   * Boards over 6 x 6: row and column reduction (reduce.ts) leaves a rest of at most this many rows
   * and columns to FarFirst. Default 4.
   */
  readonly reduceRestSide: number;
  /**
   * Width of the reduction's beam, which brings two lines home at once (reduce-beam.ts); 0 places
   * tiles one by one. On random 16 x 16 boards 3,000 took about 2 s for 6,000 moves, against about
   * 9,500 without; 1,000 took 0.8 s for 4% more moves, 6,000 twice the time for none fewer.
   * Default 3,000.
   */
  readonly reduceBeamWidth: number;
  /**
   * Boards over 6 x 6: widths of the whale's beams over the whole board (whale.ts: on boards
   * without walls whose tiles all differ, the Procon 25 champion's own beam; else on squared
   * distances), which the reduction by beams then finishes; one round a width, in order, while
   * the time left exceeds the last round's, the shortest answer kept. A width of 0 is a round
   * without the whale (the reduction by beams from the start), as is an empty list. Default
   * `[3000, 4000, 2500, 3500, 4500, 2000, 0]`: on 16 x 16, `slidepuzzle procon`'s two threads with
   * a 10 s limit run one round each (the champion's beam, about 3.8 s), smaller boards more; the
   * round without the whale comes last, where small boards reach it. Under less
   * than 8 s from the stage's start to the planned end they are narrowed in proportion. The
   * champion's beam runs at these widths: `slidepuzzle procon --time-limit 10` on 16 x 16 boards
   * at 8/200/5, each pair run one after the other, took 26,107 a board at half of them against
   * 25,138 at three quarters (seeds 11 to 20), 24,680 and 25,254 at three quarters against 24,564
   * and 25,084 at the full widths (seeds 1 to 10, 31 to 40), and 25,321 at 1.25 times against
   * 24,972 (twenty boards).
   */
  readonly whaleWidths: readonly number[];
  /**
   * Depths without a lower sum after which a whale's beam has stalled. Default 40: on ten random
   * 16 x 16 boards a whale's beams stalled at the same boards with 40, 80, 150 or 300 (answers
   * within 0.1%), and 40 took a quarter less time than 300, which further rounds use.
   */
  readonly whaleStallDepths: number;
  /**
   * Node budget of each weighted IDA* try (the DevQuiz 2011 IDA* write-up's divisors 5..1) for a
   * board without answer (times the escalation's scale). Default 20,000,000.
   */
  readonly weightedNodes: number;
  /**
   * Each round for a board still without an answer multiplies widths and budgets by this (FarFirst's
   * budgets run a round ahead). Default 4.
   */
  readonly escalation: number;
  /** Window lengths of the shortening pass, in moves, in order. Default [16, 24, 32]. */
  readonly windows: readonly number[];
  /** Node budget of one window's re-solve; a window that needs more is left as it is. Default 2,000,000. */
  readonly windowNodes: number;
  /**
   * The end of the answer is then re-solved with the goal's databases, from the board `tailStep`
   * moves before the goal, then 2 x `tailStep`, and so on, until a search spends `tailNodes` or
   * the tail is the whole answer. Default 4.
   */
  readonly tailStep: number;
  /**
   * Node budget of each tail's re-solve (see `tailStep`): the first tail whose search spends it
   * (or is stopped) without a shorter tail or a proof of none ends the tail pass. Default 2,000,000.
   */
  readonly tailNodes: number;
}

/**
 * The portfolio's defaults, which `solve()` uses: each field's meaning and value are in
 * {@link PortfolioOptions}. Pass overrides to `solve()` rather than change it.
 */
export const DEFAULT_PORTFOLIO: PortfolioOptions = {
  plannedMs: 10_000,
  warmUpNodes: 5_000_000,
  databaseEntries: 1 << 20,
  optimalNodes: 10_000_000,
  beamWidths: [1000, 4000, 16000],
  maxBeamWidth: 65_536,
  widenGain: 4,
  reverseGap: 12,
  beamStallDepths: 60,
  completionNodes: 20_000_000,
  farFirstStepNodes: 5_000_000,
  farFirstRestNodes: 1_000_000,
  farFirstEndgameNodes: 10_000_000,
  farFirstEndgameCells: 18,
  farFirstUndoLevels: 1,
  reduceRestSide: 4,
  reduceBeamWidth: 3000,
  whaleWidths: [3000, 4000, 2500, 3500, 4500, 2000, 0],
  whaleStallDepths: 40,
  weightedNodes: 20_000_000,
  escalation: 4,
  windows: [16, 24, 32],
  windowNodes: 2_000_000,
  tailStep: 4,
  tailNodes: 2_000_000,
};
