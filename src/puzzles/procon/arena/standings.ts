// The standings: each player's best accepted answer on each problem, by the contest's order (fewest
// pieces misplaced, then the lowest cost, then the earliest), and how many answers each sent.

/** What the contest's order weighs first: pieces misplaced, then cost. */
export interface ArenaScore {
  readonly misplaced: number;
  readonly cost: number;
}

/** A player's line on a problem, as `GET /standings.json` gives it. */
export interface StandingsEntry extends ArenaScore {
  /** Accepted submissions, the best among them. */
  readonly submissions: number;
}

/** `GET /standings.json`: per problem, per player who has an accepted answer, best first. */
export interface StandingsJson {
  readonly problems: Record<string, Record<string, StandingsEntry>>;
}

/** Whether `a` ranks before `b` on misplaced pieces and cost (equal is not better: the earlier stays). */
export function betterScore(a: ArenaScore, b: ArenaScore): boolean {
  return a.misplaced < b.misplaced || (a.misplaced === b.misplaced && a.cost < b.cost);
}

interface Line {
  best: ArenaScore;
  /** When the best came, in the order of acceptance. */
  order: number;
  submissions: number;
}

export class Standings {
  private readonly lines = new Map<string, Map<string, Line>>();
  private accepted = 0;

  constructor(problems: readonly string[]) {
    for (const problem of problems) this.lines.set(problem, new Map());
  }

  /** Counts an accepted answer; answers come in the order they were accepted. */
  record(problem: string, player: string, score: ArenaScore): void {
    const order = this.accepted++;
    const lines = this.lines.get(problem)!;
    const line = lines.get(player);
    if (!line) lines.set(player, { best: { misplaced: score.misplaced, cost: score.cost }, order, submissions: 1 });
    else {
      line.submissions++;
      if (betterScore(score, line.best)) Object.assign(line, { best: { misplaced: score.misplaced, cost: score.cost }, order });
    }
  }

  /** Accepted answers in all. */
  get total(): number {
    return this.accepted;
  }

  submissions(problem: string, player: string): number {
    return this.lines.get(problem)?.get(player)?.submissions ?? 0;
  }

  /** A problem's players with an answer, best first. */
  ranked(problem: string): { player: string; entry: StandingsEntry }[] {
    return [...this.lines.get(problem)!]
      .sort(([, a], [, b]) => a.best.misplaced - b.best.misplaced || a.best.cost - b.best.cost || a.order - b.order)
      .map(([player, { best, submissions }]) => ({ player, entry: { ...best, submissions } }));
  }

  json(): StandingsJson {
    const problems: Record<string, Record<string, StandingsEntry>> = {};
    for (const problem of this.lines.keys()) {
      problems[problem] = Object.fromEntries(this.ranked(problem).map(({ player, entry }) => [player, entry]));
    }
    return { problems };
  }
}
