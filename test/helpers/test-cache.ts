// Where the tests cache pattern databases: a folder of the machine's temporary folder, not the
// user's cache folder, kept between runs on purpose (it speeds up the next run).
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_CACHE_DIR = join(tmpdir(), 'slidepuzzle-test-cache');
