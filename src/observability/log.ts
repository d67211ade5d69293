// Structured JSON logs, one object per line on stdout. Every line written while handling a request
// carries its request id (AsyncLocalStorage), as does the X-Request-Id response header.
import { AsyncLocalStorage } from 'node:async_hooks';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

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

export function createLogger(level: LogLevel = 'info', base: Record<string, unknown> = {}, write: (line: string) => void = (l) => process.stdout.write(l)): Logger {
  const min = RANK[level];
  const emit = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (RANK[lvl] < min) return;
    const requestId = currentRequestId();
    const line: Record<string, unknown> = { time: new Date().toISOString(), level: lvl, msg, ...base };
    if (requestId) line.request_id = requestId;
    if (fields) {
      for (const [k, v] of Object.entries(fields)) line[k] = v instanceof Error ? { name: v.name, message: v.message } : v;
    }
    write(JSON.stringify(line) + '\n');
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}
