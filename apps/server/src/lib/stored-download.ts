import { Readable } from 'node:stream';
import type { ErrorCode } from '@ideabazaar/shared/errors/codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../plugins/errors/app-error';
import { MissingObjectError, type ByteRange, type Storage } from '../plugins/storage';

/**
 * The one byte range a `Range` header asks of an object of `size` bytes (RFC 9110 section 14):
 * 'whole' when there is none or it is to be ignored (another unit, several ranges, a malformed
 * one), 'unsatisfiable' when it starts past the end.
 */
export function rangeOf(
  header: string | undefined,
  size: number,
): ByteRange | 'whole' | 'unsatisfiable' {
  const match = header === undefined ? null : /^bytes=\s*(\d*)-(\d*)\s*$/i.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return 'whole';
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/**
 * Sends a stored object, whole or the range asked for (206, or 416 with the size), with
 * `headers` (its type, disposition, caching), which are set only once the object is found: a 404
 * or a 500 must not go out with a year's caching. A missing object is the caller's 404
 * `missing`, never a 500. A HEAD request reads the object's size and no byte of it (Fastify
 * answers HEAD with the GET handler, and would otherwise read a stream only to drop it).
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    storage: Storage;
    key: string;
    missing: ErrorCode;
    headers: Record<string, string>;
  },
): Promise<FastifyReply> {
  const { storage, key } = options;
  // The server sends no validators, so an If-Range can never match: the whole object, then.
  const header = request.headers['if-range'] === undefined ? request.headers.range : undefined;
  const opened = await open(storage, key, header, request.method === 'HEAD').catch(
    (error: unknown) => {
      if (error instanceof MissingObjectError) {
        throw new AppError(options.missing, { cause: error });
      }
      throw error;
    },
  );
  reply.headers(options.headers).header('accept-ranges', 'bytes');
  if (opened.range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${opened.size}`).send();
  }
  if (opened.range === 'whole') {
    return reply.header('content-length', opened.size).send(opened.stream);
  }
  const { start, end } = opened.range;
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${opened.size}`)
    .header('content-length', end - start + 1)
    .send(opened.stream);
}

type Opened =
  | { range: 'unsatisfiable'; size: number }
  | { range: ByteRange | 'whole'; size: number; stream: Readable };

/**
 * A ranged read needs the size first (a suffix, a 416); a whole one learns it as it opens. Only
 * the size when `headOnly`, with an empty stream: Fastify's HEAD handling keeps the
 * content-length set for a stream (for no payload it would say 0).
 */
async function open(
  storage: Storage,
  key: string,
  header: string | undefined,
  headOnly: boolean,
): Promise<Opened> {
  if (headOnly) {
    const size = await storage.size(key);
    const range = header === undefined ? 'whole' : rangeOf(header, size);
    return range === 'unsatisfiable' ? { range, size } : { range, size, stream: Readable.from([]) };
  }
  if (header !== undefined) {
    const size = await storage.size(key);
    const range = rangeOf(header, size);
    if (range === 'unsatisfiable') return { range, size };
    if (range !== 'whole') return { range, ...(await storage.read(key, range)) };
  }
  return { range: 'whole', ...(await storage.read(key)) };
}
