// What a practice arena serves: its problems (a folder of `<id>.ppm` problem images, each with its
// key `<id>.key.txt`, as `slidepuzzle procon generate --image ... -o <id>.ppm --key <id>.key.txt`
// writes them) and its players (a file, one id a line). Both are read whole at the start: the images
// are served from memory, so no request ever names a file.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../../core/input-error.js';
import { quote } from '../../../core/quote.js';
import { type ProblemImage, parseProblemPpm } from '../jigsaw/image/ppm.js';
import { type ProconProblem, parseProconProblem } from '../swap/problem.js';

/** A problem id: letters, digits, `_` and `-`, at most 64 (no dot, no slash: never a path). */
export const PROBLEM_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A player id: letters, digits, `_`, `.` and `-`, at most 64. */
const PLAYER_ID = /^[A-Za-z0-9_.-]{1,64}$/;

const IMAGE_SUFFIX = '.ppm';
const KEY_SUFFIX = '.key.txt';

export interface ArenaProblem {
  readonly id: string;
  /** The problem image's bytes, served as they are. */
  readonly image: Uint8Array;
  /** The key: the shuffled board, each cell's true target. Answers are replayed on it. */
  readonly key: ProconProblem;
}

/**
 * Reads a problem folder: every `<id>.ppm` with its `<id>.key.txt`, by id (numbers in ids in
 * numeric order). Other files (the journal) are left alone.
 * @throws {@link InputError} naming the file: an unreadable folder, no problems, an image without
 * its key or a key without its image, a bad id, an image or key that does not read, or a key whose
 * size, limit or costs differ from its image's
 */
export function readProblems(dir: string): ArenaProblem[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    throw new InputError(`cannot read the problem folder ${dir}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const ids = names.filter((name) => name.endsWith(IMAGE_SUFFIX)).map((name) => name.slice(0, -IMAGE_SUFFIX.length));
  const orphan = names.find((name) => name.endsWith(KEY_SUFFIX) && !ids.includes(name.slice(0, -KEY_SUFFIX.length)));
  if (orphan) throw new InputError(`${join(dir, orphan)} has no problem image beside it`);
  if (ids.length === 0) throw new InputError(`${dir} holds no problems (<id>${IMAGE_SUFFIX} with <id>${KEY_SUFFIX})`);
  return ids.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).map((id) => readProblem(dir, id, names));
}

function readProblem(dir: string, id: string, names: readonly string[]): ArenaProblem {
  const imagePath = join(dir, id + IMAGE_SUFFIX), keyPath = join(dir, id + KEY_SUFFIX);
  if (!PROBLEM_ID.test(id)) throw new InputError(`${imagePath}: a problem id is letters, digits, _ and - (at most 64), got ${quote(id)}`);
  if (!names.includes(id + KEY_SUFFIX)) throw new InputError(`${imagePath} has no key beside it (${id}${KEY_SUFFIX})`);
  const image = new Uint8Array(labelled(imagePath, () => readFileSync(imagePath)));
  const header = labelled(imagePath, () => parseProblemPpm(image));
  const key = labelled(keyPath, () => parseProconProblem(readFileSync(keyPath, 'utf8')));
  if (key.width !== header.columns || key.height !== header.rows || key.selectLimit !== header.selectLimit
    || key.selectCost !== header.selectCost || key.swapCost !== header.swapCost) {
    throw new InputError(`${keyPath}: ${describe(key.width, key.height, key)} does not match its image, ${describe(header.columns, header.rows, header)}`);
  }
  return { id, image, key };
}

/**
 * Reads a players file: one id a line; blank lines and lines starting with `#` are skipped.
 * @throws {@link InputError} naming the line: a bad id, an id given twice, or no player at all
 */
export function readPlayers(path: string, text: string): string[] {
  const players: string[] = [];
  text.split(/\r?\n/).forEach((line, at) => {
    const id = line.trim();
    if (id === '' || id.startsWith('#')) return;
    if (!PLAYER_ID.test(id)) throw new InputError(`${path} line ${at + 1}: a player id is letters, digits, _, . and - (at most 64), got ${quote(id)}`);
    if (players.includes(id)) throw new InputError(`${path} line ${at + 1}: player ${id} is listed twice`);
    players.push(id);
  });
  if (players.length === 0) throw new InputError(`${path} lists no players (one id a line)`);
  return players;
}

/** What `read` returns; its InputError, or a file that cannot be read, is an InputError naming the file. */
function labelled<T>(path: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof InputError) throw new InputError(`${path}: ${error.message}`);
    const code = (error as NodeJS.ErrnoException).code;
    if (code) throw new InputError(`cannot read ${path}: ${code}`);
    throw error;
  }
}

function describe(columns: number, rows: number, numbers: Pick<ProblemImage, 'selectLimit' | 'selectCost' | 'swapCost'>): string {
  return `${columns}x${rows}, limit ${numbers.selectLimit}, costs ${numbers.selectCost},${numbers.swapCost}`;
}
