// Structured JSON logs (pino), one object per line on stdout: `time` (ISO 8601), `level` (its name),
// `msg`, the logger's fields and the call's fields; errors as {name, message} (never a stack). Every line
// written while handling a request carries its request id (AsyncLocalStorage), as does the X-Request-Id
// response header. Lines are written asynchronously (a synchronous write per line cost the read path
// measurably, issue 13); `flushLogs()` writes what is buffered, and pino flushes on process exit.
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn(...args)` in the scope of a request (its log lines carry the id); args, not a closure, on the hot path. */
export function withRequestId<A extends unknown[], T>(requestId: string, fn: (...args: A) => T, ...args: A): T {
  return requestScope.run({ requestId }, fn, ...args);
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
  /**
   * The request line of src/http/server.ts: exactly what `info('request', { method, path, status, ms })`
   * writes in the scope of `requestId`, the same bytes (test/observability/log.test.ts compares them).
   */
  request(requestId: string, method: string, path: string, status: number, ms: number): void;
}

// One asynchronous stdout stream for every logger of the process. Lines are gathered here, as an array
// joined once per batch, up to LOG_BATCH_CHARS, and handed to sonic-boom as one string that it writes at
// once, or at the latest LOG_FLUSH_MS after the line was logged. Why not sonic-boom's own `minLength`
// buffering: it appends each line to one string and measures that whole string's UTF-8 length at every
// append (a copy of the buffer per line, ~3.5 µs a 250-byte line at 4 KB), and a small buffer is one write
// through the thread pool per ~16 request lines; the array and 16 KB batches cost ~1.5 µs a line (issue 13
// profile of the done poll). sonic-boom's `minLength` is set above anything handed to it, so it writes only
// when asked (`flush`): at exit what is handed over stays in its buffer for its synchronous `flushSync`.
// Not larger batches: a write still in flight at exit is not finished by `flushSync`, and 64 KB writes to
// a pipe were cut short there (one line lost when lines were logged in a burst right before an exit).
const LOG_BATCH_CHARS = 16 * 1024;
const LOG_FLUSH_MS = 100;
const SONIC_HOLD_BYTES = 1024 * 1024;

class StdoutBatch implements DestinationStream {
  private lines: string[] = [];
  private chars = 0;
  readonly out = pino.destination({ dest: 1, sync: false, minLength: SONIC_HOLD_BYTES, maxWrite: 2 * SONIC_HOLD_BYTES });
  constructor() {
    setInterval(() => this.flush(), LOG_FLUSH_MS).unref();
    // pino flushes sonic-boom at exit; the lines still gathered here must reach it first.
    process.once('exit', () => flushLogs());
  }
  write(line: string): void {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= LOG_BATCH_CHARS) this.flush();
  }
  /** Hands the gathered lines to sonic-boom, which keeps them until `flush` or `flushSync`. */
  handOver(): void {
    if (this.lines.length === 0) return;
    const text = this.lines.length === 1 ? (this.lines[0] as string) : this.lines.join('');
    this.lines = [];
    this.chars = 0;
    this.out.write(text);
  }
  /** Hands over and has sonic-boom write what it holds (asynchronously; after the write in flight, if any). */
  flush(): void {
    this.handOver();
    this.out.flush();
  }
}

let stdout: StdoutBatch | null = null;
function stdoutStream(): StdoutBatch {
  stdout ??= new StdoutBatch();
  return stdout;
}

/** Writes out buffered log lines now, synchronously (before an exit, or before a test reads the log). */
export function flushLogs(): void {
  try {
    stdout?.handOver();
    stdout?.out.flushSync();
  } catch {
    /* nothing buffered yet, or stdout is gone */
  }
}

const plainErrors = (fields: Record<string, unknown>): Record<string, unknown> => {
  // for…in, not Object.entries: no array per line (this runs for every request line, issue 13).
  let out: Record<string, unknown> | null = null;
  for (const k in fields) {
    if (!Object.hasOwn(fields, k)) continue;
    const v = fields[k];
    if (v instanceof Error) {
      out ??= { ...fields };
      out[k] = { name: v.name, message: v.message };
    }
  }
  return out ?? fields;
};

function wrap(p: pino.Logger): Logger {
  const at =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (msg: string, fields?: Record<string, unknown>): void => {
      if (fields) p[level](fields, msg);
      else p[level](msg);
    };
  // The request line is built here from pino's own parts for this logger (the level text, the bindings,
  // the stream) in the order pino writes them (level, time, bindings, the mixin's request_id, the fields,
  // msg): pino's generic path (mixin object, merge, the formatter, a loop with a serializer check and a
  // stringifier per key) cost ≈ 1.2 µs of a done poll's ≈ 40 µs (issue 13 profile). Strings go through
  // JSON.stringify, which writes what pino's quoting does for every string without a lone surrogate (the
  // request id is a UUID or `[\w.:-]`, the method a token, the path one-byte text from the HTTP parser).
  const parts = p as unknown as Record<symbol, unknown>;
  const request = (requestId: string, method: string, path: string, status: number, ms: number): void => {
    if (!p.isLevelEnabled('info')) return;
    const head = (parts[pino.symbols.lsCacheSym] as Record<number, string>)[30];
    const line = `${head}${isoTime()}${parts[pino.symbols.chindingsSym] as string},"request_id":${JSON.stringify(requestId)},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms},"msg":"request"${parts[pino.symbols.endSym] as string}`;
    (parts[pino.symbols.streamSym] as DestinationStream).write(line);
  };
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (fields) => wrap(p.child(fields)),
    request,
  };
}

// pino's isoTime (`,"time":"<ISO 8601>"`), the same text, made once per millisecond: under load many lines
// share a millisecond, and formatting the date was a visible share of a small poll's CPU (issue 13).
let timeMs = NaN;
let timeText = '';
function isoTime(): string {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeText = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeText;
}

export function createLogger(level: LogLevel = 'info', base: Record<string, unknown> = {}, destination?: DestinationStream): Logger {
  const p = pino(
    {
      level,
      base,
      messageKey: 'msg',
      timestamp: isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: plainErrors,
      },
      serializers: { err: (e: unknown) => e },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { request_id: requestId } : {};
      },
    },
    destination ?? stdoutStream(),
  );
  return wrap(p);
}
