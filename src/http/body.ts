// Reading request bodies with a size limit, and JSON parsing with clear errors (never a 500).
import type { IncomingMessage } from 'node:http';
import { AppError } from '../domain/errors.js';

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw new AppError('payload_too_large', `The request body is larger than ${limit} bytes.`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) {
      req.resume();
      throw new AppError('payload_too_large', `The request body is larger than ${limit} bytes.`);
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** Parse a JSON body. Empty body → undefined. Wrong media type → 415, malformed JSON → 400. */
export function parseJsonBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw new AppError('unsupported_media_type');
  }
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch (err) {
    throw new AppError('bad_request', `Malformed JSON body: ${(err as Error).message}`);
  }
}
