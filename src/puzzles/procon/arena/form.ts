// A submission's body: read up to a bound, then parsed as a form, URL-encoded or multipart, by the
// fetch API's own parser (Response.formData), so no form code of our own.
import type { IncomingMessage } from 'node:http';
import { quote } from '../../../core/quote.js';
import { ArenaError } from './arena-error.js';
import type { SubmitFields } from './arena.js';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
/** Past the bound, a body is drained up to this many times the bound, so the client reads its 413; past that the connection is cut. */
const DRAIN_FACTOR = 16;

/**
 * The submission's fields. A field given as a file (multipart) is read as text; a field given
 * twice is refused, as the two could disagree.
 * @throws {@link ArenaError} 413 (a body over `maxBytes`), 415 (not a form) or 400 (a form that
 * does not parse, a field given twice, or a body cut off by the client)
 */
export async function readSubmitForm(request: IncomingMessage, maxBytes: number): Promise<SubmitFields> {
  const type = request.headers['content-type'] ?? '';
  if (!FORM_TYPES.some((form) => type.toLowerCase().startsWith(form))) {
    drain(request, maxBytes);
    throw new ArenaError(415, `send a form (${FORM_TYPES.join(' or ')}), not ${type === '' ? 'a body without a Content-Type' : quote(type)}`);
  }
  const body = await readBody(request, maxBytes);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ArenaError(400, `the body does not parse as ${type.split(';')[0]}`);
  }
  const fields: Record<string, string> = {};
  for (const name of ['playerid', 'problemid', 'answer']) {
    const values = form.getAll(name);
    if (values.length > 1) throw new ArenaError(400, `field ${name} is given ${values.length} times`);
    if (values.length === 1) fields[name] = typeof values[0] === 'string' ? values[0] : await values[0].text();
  }
  return fields;
}

/** The whole body, or a 413 once it passes `maxBytes` (by its Content-Length, or as it comes). */
function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new ArenaError(413, `the body is over ${maxBytes} bytes`);
  const declared = Number(request.headers['content-length'] ?? 0);
  return new Promise((resolve, reject) => {
    if (declared > maxBytes) {
      drain(request, maxBytes);
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let length = 0;
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData);
      drain(request, maxBytes);
      reject(tooLarge());
    };
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks)));
    // A client gone mid-upload is its own doing, not the arena's: a 4xx, kept out of the error log.
    request.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ECONNRESET' ? new ArenaError(400, 'the connection closed before the body ended') : error));
  });
}

/**
 * Reads and drops the rest of a body refused, so that the client, still sending,
 * reads the reply rather than a reset; a body past DRAIN_FACTOR times the bound has its
 * connection cut instead.
 */
function drain(request: IncomingMessage, maxBytes: number): void {
  let length = 0;
  request.on('data', (chunk: Buffer) => {
    length += chunk.length;
    if (length > DRAIN_FACTOR * maxBytes) request.socket.destroy();
  });
  request.resume();
}
