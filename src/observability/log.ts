// Structured JSON logs (pino), one object per line on stdout: `time` (ISO 8601), `level` (its name),
// `msg`, the logger's fields and the call's fields; errors as {name, message} (never a stack). Every line
// written while handling a request carries its request id (AsyncLocalStorage), as does the X-Request-Id
// response header. Lines are written asynchronously (a synchronous write per line cost the read path
// measurably, issue 13); `flushLogs()` writes what is buffered, and pino flushes on process exit.
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export function withRequestId<T>(requestId: string, fn: () => T): T {
  return requestScope.run({ requestId }, fn);
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
}

// One asynchronous stdout stream for every logger of the process. Lines are gathered up to
// LOG_BUFFER_BYTES and written at the latest LOG_FLUSH_MS after they were logged: one write per request
// line cost a write through the thread pool (and its wake-ups) per request (issue 13).
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 100;
let stdout: ReturnType<typeof pino.destination> | null = null;
function stdoutStream(): ReturnType<typeof pino.destination> {
  stdout ??= pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES, periodicFlush: LOG_FLUSH_MS });
  return stdout;
}

/** Writes out buffered log lines now (before an exit, or before a test reads the log). */
export function flushLogs(): void {
  try {
    stdout?.flushSync();
  } catch {
    /* nothing buffered yet, or stdout is gone */
  }
}

const plainErrors = (fields: Record<string, unknown>): Record<string, unknown> => {
  let out: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(fields)) {
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
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (fields) => wrap(p.child(fields)),
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
