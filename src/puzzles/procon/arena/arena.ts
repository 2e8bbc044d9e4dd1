// The arena's state and its one write: a submission checked, replayed on the problem's key and
// scored (scoreProconAnswer), written to the journal, then counted in the standings. The HTTP layer
// (http.ts) only reads requests and writes replies.
import { InputError } from '../../../core/input-error.js';
import { quote } from '../../../core/quote.js';
import { parseProconAnswer, scoreProconAnswer } from '../swap/answer.js';
import { ArenaError } from './arena-error.js';
import { Journal, type JournalEntry } from './journal.js';
import { type ArenaProblem, PROBLEM_ID } from './setup.js';
import { Standings } from './standings.js';

/** The fields of `POST /SubmitAnswer`, as the contest names them. */
export interface SubmitFields {
  readonly playerid?: string;
  readonly problemid?: string;
  readonly answer?: string;
}

/** What opening an arena found in its journal. */
export interface ArenaReplay {
  /** Entries counted again in the standings. */
  readonly replayed: number;
  /** Entries left out: their player or problem is no longer served. */
  readonly skipped: number;
  /** A torn last line's length, cut from the journal (see Journal.open). */
  readonly tornBytes?: number;
}

/** `GET /problems.json`: what a client needs to plan, the keys aside. */
export interface ProblemsJson {
  readonly problems: readonly { id: string; columns: number; rows: number; selectLimit: number; selectCost: number; swapCost: number }[];
  /** Accepted submissions each player may make on each problem. */
  readonly maxSubmissions: number;
}

export class Arena {
  private readonly byId: ReadonlyMap<string, ArenaProblem>;
  private readonly players: ReadonlySet<string>;
  /** Submissions accepted but not yet on the disk, per player and problem: they count toward the limit. */
  private readonly pending = new Map<string, number>();

  private constructor(problems: readonly ArenaProblem[], players: readonly string[], readonly maxSubmissions: number,
    private readonly journal: Journal, readonly standings: Standings) {
    this.byId = new Map(problems.map((problem) => [problem.id, problem]));
    this.players = new Set(players);
  }

  /**
   * An arena over `problems` and `players`, its standings rebuilt from the journal at `journalPath`.
   * @throws {@link InputError} when the journal cannot be opened or holds a line that is not an entry
   */
  static async open(problems: readonly ArenaProblem[], players: readonly string[], journalPath: string, maxSubmissions: number): Promise<{ arena: Arena; replay: ArenaReplay }> {
    const { journal, entries, tornBytes } = await Journal.open(journalPath);
    const standings = new Standings(problems.map(({ id }) => id));
    const arena = new Arena(problems, players, maxSubmissions, journal, standings);
    let replayed = 0;
    for (const entry of entries) {
      if (!arena.byId.has(entry.problem) || !arena.players.has(entry.player)) continue;
      standings.record(entry.problem, entry.player, entry);
      replayed++;
    }
    return { arena, replay: { replayed, skipped: entries.length - replayed, ...(tornBytes !== undefined && { tornBytes }) } };
  }

  problem(id: string): ArenaProblem | undefined {
    return this.byId.get(id);
  }

  problemsJson(): ProblemsJson {
    const problems = [...this.byId.values()].map(({ id, key }) => ({
      id, columns: key.width, rows: key.height, selectLimit: key.selectLimit, selectCost: key.selectCost, swapCost: key.swapCost,
    }));
    return { problems, maxSubmissions: this.maxSubmissions };
  }

  /**
   * Scores a submission and, once the journal holds it, counts it.
   * @returns the reply's line: `ACCEPTED <misplaced>`
   * @throws {@link ArenaError} 400 (a missing field, a bad problem name, a malformed answer or one
   * over the selection limit), 403 (an unknown player), 404 (an unknown problem), 429 (the
   * submission limit reached) or 500 (the journal failed: nothing was counted)
   */
  async submit(fields: SubmitFields): Promise<string> {
    const missing = (['playerid', 'problemid', 'answer'] as const).filter((field) => fields[field] === undefined);
    if (missing.length > 0) throw new ArenaError(400, `missing field${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
    const player = fields.playerid!, problemId = fields.problemid!;
    if (!PROBLEM_ID.test(problemId)) throw new ArenaError(400, `bad problem name ${quote(problemId)}: letters, digits, _ and - only`);
    if (!this.players.has(player)) throw new ArenaError(403, `unknown player ${quote(player)}`);
    const problem = this.byId.get(problemId);
    if (!problem) throw new ArenaError(404, `unknown problem ${quote(problemId)}`);
    const slot = `${problemId}\n${player}`;
    const used = this.standings.submissions(problemId, player) + (this.pending.get(slot) ?? 0);
    if (used >= this.maxSubmissions) throw new ArenaError(429, `${player} has sent ${this.maxSubmissions} answers to ${problemId}, the limit`);
    let score;
    try {
      score = scoreProconAnswer(problem.key, parseProconAnswer(problem.key, fields.answer!));
    } catch (error) {
      if (error instanceof InputError) throw new ArenaError(400, `malformed answer: ${error.message}`);
      throw error;
    }
    const entry: JournalEntry = { at: new Date().toISOString(), player, problem: problemId, ...score, answer: fields.answer! };
    this.pending.set(slot, (this.pending.get(slot) ?? 0) + 1);
    try {
      await this.journal.append(entry);
    } catch (error) {
      throw new ArenaError(500, `the journal could not be written (${(error as NodeJS.ErrnoException).code ?? String(error)}): the answer was not counted`);
    } finally {
      this.pending.set(slot, this.pending.get(slot)! - 1);
    }
    this.standings.record(problemId, player, score);
    return `ACCEPTED ${score.misplaced}`;
  }

  /** Waits for the journal's writes under way, then closes it. */
  close(): Promise<void> {
    return this.journal.close();
  }
}
