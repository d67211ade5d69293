// What the two remote adapters (src/sources/http, src/sources/pdl) share: one request with a timeout
// that turns network failures into retryable SourceErrors, the `Retry-After` header in milliseconds, and
// zod issues named by field for the job's message.
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

/**
 * One request. Connection errors and timeouts become retryable SourceErrors whose message names `what`
 * (never the URL's query or any header, so keys and tokens are not echoed into job messages).
 */
export async function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs: number; what: string },
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
    const text = await res.text();
    return { status: res.status, headers: res.headers, text };
  } catch (err) {
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
