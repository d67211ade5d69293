// A fast path for the most frequent GraphQL request: re-reading a job with `job(id)` (issue 13).
// graphql-yoga answers such a poll from the done-job result cache (plugins/done-job-results.ts) without
// executing anything, yet adapting the node request to a fetch `Request`, running the envelop hooks and
// adapting the `Response` back cost ~10× the bytes themselves. So the answer the general path gave is kept,
// exactly as it went on the wire (status, status message, headers, body), and replayed for the same
// request:
// - only `POST /graphql` (no query string) with a declared Content-Length of at most FAST_PATH_MAX_BODY_BYTES
//   and no Content-Encoding is read here; the key was checked and the declared size bounded before
//   (src/graphql/server.ts), so nothing is read for a caller without a valid key;
// - the entry's key is the caller's API key id, the Accept and Content-Type headers and the body's
//   exact bytes: the only inputs graphql-yoga's answer depends on for such a request;
// - an entry is stored only when the general path answered 200 with a result that the job result cache
//   served or stored (so: a query whose root fields are all `job` on jobs of this key that were done or
//   held in memory, no errors), and it is replayed only while every one of those jobs' reads keeps the
//   version the answer was made from (`jobReadVersion`: still done, or the same held read) — the same
//   condition the result cache checks. Otherwise a plain query is executed
//   without the fetch adaptation (src/graphql/direct-execution.ts), or the request goes through
//   graphql-yoga as any other (with the body already read).
// Everything around it is shared with the general path: the key check (authenticate), the request id,
// CORS, metrics and the request log (src/http/server.ts). test/jobs/graphql-fast-path.test.ts compares both
// paths byte for byte. The replayed answers are an LRU bounded in bytes (GRAPHQL_REPLAY_CACHE_BYTES).
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Database } from '../db/client.js';
import { jobReadVersion } from '../domain/jobs/queries.js';
import type { Caller } from '../domain/accounts/keys.js';
import { ByteLru, stringBytes } from './plugins/byte-lru.js';
import { acceptIsAnswerable, isJsonBody } from './media.js';

/** Bodies larger than this are never read ahead of graphql-yoga (a `job(id)` poll is a few hundred bytes). */
export const FAST_PATH_MAX_BODY_BYTES = 16 * 1024;
/** Bookkeeping bytes of one entry beside its key, headers and body. */
const ENTRY_OVERHEAD_BYTES = 300;

/** Set by the done-job result cache when it served (or stored) the result of this request. */
export interface DoneResultNote {
  jobIds?: string[];
  /** Each job's read version (`jobReadVersion`) the answer was made from. */
  versions?: string[];
}

/** A complete answer as the general path wrote it (framed by Content-Length). */
export interface WrittenAnswer {
  status: number;
  statusMessage: string;
  /** The headers graphql-yoga wrote, in order, as written (names' case included). */
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

interface Answer extends WrittenAnswer {
  /** Jobs (of the entry's key) the answer depends on, and the version of each one's read it was made from. */
  jobIds: string[];
  versions: string[];
}

function headerBytes(headers: OutgoingHttpHeaders): number {
  let n = 0;
  for (const [k, v] of Object.entries(headers)) n += k.length + String(v).length + 16;
  return n;
}

/** Whether this request may be read ahead of graphql-yoga (before reading anything of its body). */
export function fastPathApplies(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || req.url !== '/graphql') return false;
  const h = req.headers;
  if (h['transfer-encoding'] !== undefined || h['content-encoding'] !== undefined || h['content-length'] === undefined) return false;
  // a JSON body and an answerable Accept header; anything else is `handle`'s to refuse or adjust (media.ts)
  if (!isJsonBody(h['content-type']) || !acceptIsAnswerable(h.accept)) return false;
  const declared = Number(h['content-length']);
  return Number.isInteger(declared) && declared > 0 && declared <= FAST_PATH_MAX_BODY_BYTES;
}

/** A body being read by `readSmallBody` (kept on the request: its listeners are plain functions, no closures). */
interface SmallRead {
  chunks: Buffer[];
  size: number;
  finished: boolean;
  then: (body: Buffer | null) => void;
}
const kSmallRead = Symbol('smallRead');
type Reading = IncomingMessage & { [kSmallRead]?: SmallRead };

function finishSmallRead(req: Reading, body: Buffer | null): void {
  const read = req[kSmallRead];
  if (!read || read.finished) return;
  read.finished = true;
  read.chunks = [];
  read.then(body);
}
function onSmallData(this: Reading, chunk: Buffer): void {
  const read = this[kSmallRead];
  if (!read || read.finished) return;
  read.size += chunk.length;
  if (read.size > FAST_PATH_MAX_BODY_BYTES) {
    finishSmallRead(this, null);
    this.destroy();
    return;
  }
  read.chunks.push(chunk);
}
function onSmallEnd(this: Reading): void {
  const read = this[kSmallRead];
  if (read) finishSmallRead(this, read.chunks.length === 1 ? (read.chunks[0] as Buffer) : Buffer.concat(read.chunks, read.size));
}
function onSmallFail(this: Reading): void {
  finishSmallRead(this, null);
}

/**
 * Reads the request's body (its declared length at most FAST_PATH_MAX_BODY_BYTES) and calls `then` with it,
 * or with null if the client went away. Callbacks, not a promise: this runs for every GraphQL poll, and
 * the replayed answer is then written without a promise or an await (issue 13 profile).
 */
export function readSmallBody(req: IncomingMessage, then: (body: Buffer | null) => void): void {
  (req as Reading)[kSmallRead] = { chunks: [], size: 0, finished: false, then };
  req.on('data', onSmallData);
  req.on('end', onSmallEnd);
  req.on('error', onSmallFail);
  req.on('aborted', onSmallFail);
}

/** The last replay key made on a connection, and what it was made of (`ReplayedAnswers.key`). */
interface KeyMemo {
  apiKeyId: string;
  accept: string;
  contentType: string;
  body: Buffer;
  key: string;
}

export class ReplayedAnswers {
  readonly cache: ByteLru<Answer>;

  constructor(
    maxBytes: number,
    private readonly db: Database,
  ) {
    this.cache = new ByteLru<Answer>(
      maxBytes,
      (key, a) => stringBytes(key) + a.body.length + headerBytes(a.headers) + a.jobIds.length * 60 + a.statusMessage.length + ENTRY_OVERHEAD_BYTES,
    );
  }

  /** Per connection (its socket): the last key made there, reused for the same request bytes. */
  private readonly lastKeys = new WeakMap<object, KeyMemo>();

  /**
   * The entry's key: the caller's key id, Accept, Content-Type and the body's exact bytes. A client polls
   * with the same bytes on its connection again and again: the key made for the previous request there is
   * reused when everything is the same (one byte comparison), and the map finds the very same string
   * without hashing its text again (the body's text and its hash were ≈ 5 % of a GraphQL poll's CPU).
   */
  key(req: IncomingMessage, caller: Caller, body: Buffer): string {
    const h = req.headers;
    const accept = h.accept ?? '';
    const contentType = h['content-type'] ?? '';
    const last = this.lastKeys.get(req.socket);
    if (last && last.apiKeyId === caller.apiKeyId && last.accept === accept && last.contentType === contentType && last.body.equals(body)) return last.key;
    // latin1: one character per byte, so the key is the body's exact bytes
    const key = `${caller.apiKeyId}\n${accept}\n${contentType}\n${body.toString('latin1')}`;
    // a copy: the chunk may share memory with more of what the socket read
    this.lastKeys.set(req.socket, { apiKeyId: caller.apiKeyId, accept, contentType, body: Buffer.from(body), key });
    return key;
  }

  /** Answers the request from a stored answer, if one applies; returns whether it did. */
  replay(key: string, caller: Caller, res: ServerResponse): boolean {
    if (this.cache.maxBytes === 0) return false;
    const a = this.cache.get(key);
    if (!a) return false;
    for (let i = 0; i < a.jobIds.length; i += 1) if (jobReadVersion(this.db, caller, a.jobIds[i] as string) !== a.versions[i]) return false;
    res.writeHead(a.status, a.statusMessage, a.headers);
    res.end(a.body);
    return true;
  }

  /**
   * Runs the general path (`answer`) and keeps what it wrote on `res` for replay when the done-job
   * result cache produced it (`note.jobIds` set by that plugin) and it was a complete 200. Returns what
   * was written (when complete and framed by Content-Length), or null.
   */
  async record(key: string, res: ServerResponse, note: DoneResultNote, answer: () => Promise<void>): Promise<WrittenAnswer | null> {
    const before = new Map(res.getHeaderNames().map((n) => [n, res.getHeader(n)]));
    const chunks: Buffer[] = [];
    const write = res.write;
    const end = res.end;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (chunk !== null && chunk !== undefined && typeof chunk !== 'function') keep(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];
    try {
      await answer();
    } finally {
      res.write = write;
      res.end = end;
    }
    if (!res.writableEnded) return null;
    const headers: OutgoingHttpHeaders = {};
    // getRawHeaderNames (Node ≥ 15.13): the names as they were set, which is how they go on the wire
    for (const name of (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
      const lower = name.toLowerCase();
      const value = res.getHeader(lower);
      if (before.has(lower)) {
        // set before graphql-yoga ran (request id, CORS): replayed as set then, unless yoga changed it
        if (before.get(lower) !== value) return null;
        continue;
      }
      if (value === undefined) return null;
      headers[name] = value as OutgoingHttpHeader;
    }
    const body = Buffer.concat(chunks);
    const declared = headers['content-length'] ?? headers['Content-Length'];
    if (declared === undefined || Number(declared) !== body.length) return null; // framing as written: Content-Length only
    const written: WrittenAnswer = { status: res.statusCode, statusMessage: res.statusMessage, headers, body };
    if (note.jobIds && note.versions) this.store(key, written, note.jobIds, note.versions);
    return written;
  }

  /** Keeps a complete answer (as written on the wire) that the done-job result cache produced, for replay. */
  store(key: string, written: WrittenAnswer, jobIds: readonly string[], versions: readonly string[]): void {
    if (jobIds.length > 0 && versions.length === jobIds.length && written.status === 200 && this.cache.maxBytes > 0)
      this.cache.set(key, { ...written, jobIds: [...jobIds], versions: [...versions] });
  }
}
