// Reading request bodies with a size limit, and JSON parsing with clear errors (never a 500).
import type { IncomingMessage } from 'node:http';
import { AppError } from '../domain/errors.js';

/**
 * The whole body, at most `limit` bytes (413 payload_too_large past it; the rest is drained). Read with
 * 'data'/'end' events: `for await` over the request (an async iterator and end-of-stream bookkeeping per
 * request) was ≈ 5 % of a small GraphQL query's CPU in issue 23's profile. A connection closed before the
 * end rejects with ERR_STREAM_PREMATURE_CLOSE (or the stream's own error), as the iterator did.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(tooLarge(limit));
  }
  // RFC 9112 §6.3: without Content-Length or Transfer-Encoding a request has no body (a GET poll): nothing to wait for.
  if (req.headers['transfer-encoding'] === undefined && !(declared > 0)) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Methods, not `const` arrows: tsx (esbuild's keepNames) names each of those with an Object.defineProperty
    // at every call (≈ 1 % of a small GraphQL query's CPU).
    const on = {
      done(err: Error | null) {
        req.off('data', on.data).off('end', on.end).off('error', on.done).off('close', on.close);
        if (err) reject(err);
        else resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
      },
      data(chunk: Buffer) {
        size += chunk.length;
        if (size <= limit) return void chunks.push(chunk);
        on.done(tooLarge(limit));
        req.resume();
      },
      end() {
        on.done(null);
      },
      close() {
        on.done(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
      },
    };
    req.on('data', on.data).on('end', on.end).on('error', on.done).on('close', on.close);
  });
}

const tooLarge = (limit: number) => new AppError('payload_too_large', `The request body is larger than ${limit} bytes.`);

/**
 * A body sent with a content coding (`Content-Encoding: gzip`, `br`, …) is refused with 415 (RFC 9110
 * §15.5.16): bodies are read as sent, and a compressed one would otherwise be parsed as bad JSON, or, with
 * a coding named but not applied, taken as if the header were absent. `identity` is no coding.
 * REST and GraphQL both ask this before reading a body, and answer in their own envelopes.
 */
export function contentCodingRefused(req: IncomingMessage): AppError | null {
  const coding = req.headers['content-encoding'];
  if (coding === undefined || coding.trim().toLowerCase() === 'identity') return null;
  const hasBody = req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';
  if (!hasBody) return null;
  return new AppError(
    'unsupported_media_type',
    `Compressed request bodies are not accepted (Content-Encoding: ${coding.slice(0, 40).replace(/[^\x20-\x7e]/g, '?')}); send the JSON body uncompressed.`,
  );
}

/** Deepest nesting of arrays/objects accepted in a JSON body (ours nest 2 levels at most). */
export const JSON_MAX_DEPTH = 32;

/**
 * The nesting depth of JSON text, by one linear scan of its bytes (no parse, no recursion), stopping as
 * soon as `limit` is exceeded. Brackets inside strings do not count.
 */
export function jsonDepthExceeds(raw: Buffer, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped byte
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Parse a JSON body. Empty body → undefined. Bytes that are not UTF-8 → 400 (never stored as U+FFFD). Wrong media type → 415, malformed JSON or nesting deeper
 * than JSON_MAX_DEPTH → 400 (deep bodies are refused before parsing, so nothing walks them recursively).
 */
export function parseJsonBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw new AppError('unsupported_media_type');
  }
  if (jsonDepthExceeds(raw, JSON_MAX_DEPTH)) {
    throw new AppError('bad_request', `JSON body nested deeper than ${JSON_MAX_DEPTH} levels.`);
  }
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw new AppError('bad_request', 'The JSON body is not valid UTF-8.');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new AppError('bad_request', `Malformed JSON body: ${(err as Error).message}`);
  }
}
