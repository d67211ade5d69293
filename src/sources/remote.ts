// What the two remote adapters (src/sources/http, src/sources/pdl) share: one request with a timeout
// that turns network failures into retryable SourceErrors, a byte limit on the answer (read as a stream,
// cut there: a permanent SourceError naming the limit), the `Retry-After` header in milliseconds, and zod
// issues named by field for the job's message. The LLM matcher reads its answers with `readLimited` too.
import type { z } from 'zod';
import { SourceError } from './port.js';

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000);
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export interface RemoteResponse {
  status: number;
  headers: Headers;
  text: string;
}

/** The default of OUTBOUND_RESPONSE_LIMIT_BYTES. */
export const RESPONSE_LIMIT_DEFAULT = 16 * 1024 * 1024;

/** A response body longer than the limit (OUTBOUND_RESPONSE_LIMIT_BYTES). */
export class ResponseTooLarge extends Error {
  constructor(limit: number) {
    super(`the response body is larger than ${limit} bytes (OUTBOUND_RESPONSE_LIMIT_BYTES)`);
  }
}

/**
 * A response body as text, read as a stream and cut at `limit` bytes: beyond it (or a larger declared
 * Content-Length) the read stops, the connection is dropped and ResponseTooLarge is thrown.
 */
export async function readLimited(res: Response, limit: number): Promise<string> {
  if (Number(res.headers.get('content-length')) > limit) {
    await res.body?.cancel();
    throw new ResponseTooLarge(limit);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body?.getReader();
  for (let r = await reader?.read(); r && !r.done; r = await reader?.read()) {
    size += r.value.byteLength;
    if (size > limit) {
      await reader?.cancel();
      throw new ResponseTooLarge(limit);
    }
    chunks.push(r.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One request. Connection errors and timeouts become retryable SourceErrors whose message names `what`
 * (never the URL's query or any header, so keys and tokens are not echoed into job messages); an answer
 * over `maxBytes` a permanent one.
 */
export async function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs: number; maxBytes: number; what: string },
): Promise<RemoteResponse> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs),
      redirect: 'manual', // a 3xx is answered as it is (not followed): the adapters treat it as permanent
    });
    const text = await readLimited(res, init.maxBytes);
    return { status: res.status, headers: res.headers, text };
  } catch (err) {
    if (err instanceof ResponseTooLarge) throw new SourceError('permanent', `${init.what}: ${err.message}`);
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    const cause = timedOut ? `no answer within ${init.timeoutMs} ms` : `connection failed (${describeCause(err)})`;
    throw new SourceError('retryable', `${init.what}: ${cause}`);
  }
}

function describeCause(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string') return cause.code;
  return cause instanceof Error ? cause.message : 'unknown error';
}

/** Parse JSON and validate it; a bad body is permanent and the message names the first bad field. */
export function parseBody<S extends z.ZodType>(schema: S, text: string, what: string): z.infer<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SourceError('permanent', `${what}: the response body is not JSON`);
  }
  return checkBody(schema, json, what);
}

/** Validate an already parsed body; a mismatch is permanent and the message names the first bad field. */
export function checkBody<S extends z.ZodType>(schema: S, json: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.length ? issue.path.map(String).join('.') : '(body)';
    const more = parsed.error.issues.length > 1 ? ` (and ${parsed.error.issues.length - 1} more)` : '';
    throw new SourceError('permanent', `${what}: invalid response body: ${field}: ${issue.message}${more}`);
  }
  return parsed.data;
}
