// The request log line (src/observability/log.ts `request`, written by src/http/server.ts for every
// request) is the line pino writes for `info('request', { method, path, status, ms })` in the request's
// scope, for the root logger and a child.
import { describe, expect, it } from 'vitest';
import { createLogger, withRequestId, type LogLevel, type Logger } from '../../src/observability/log.js';

function capture(level: LogLevel): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  return { log: createLogger(level, { service: 'target-people', role: 'all' }, { write: (s: string) => void lines.push(s) }), lines };
}

// The time field is the only part that may differ between two lines written a moment apart.
const sameTime = (line: string) => line.replace(/,"time":"[^"]*"/, ',"time":"T"');

const cases: Array<[string, string, string, number, number]> = [
  ['5b0c3f5e-3f1a-4c1e-9a57-1d2a3b4c5d6e', 'GET', '/v1/jobs/job_abcdefghijklmnopqrstuvwx', 200, 0],
  ['client.id:42-x_y', 'POST', '/v1/jobs', 202, 12],
  ['r', 'DELETE', '/v1/a"b\\c/%22/\u00e9\u00ff\u007f', 404, 1234],
  ['id', 'GET', '/graphql', 400, 3],
];

describe('request log line', () => {
  it('is the line pino writes for the same call in the request scope (root logger and a child)', () => {
    for (const make of [(l: Logger) => l, (l: Logger) => l.child({ component: 'http', n: 1 })]) {
      const { log: root, lines } = capture('info');
      const log = make(root);
      for (const [id, method, path, status, ms] of cases) {
        withRequestId(id, () => log.info('request', { method, path, status, ms }));
        log.request(id, method, path, status, ms);
        const [viaPino, direct] = lines.splice(0, 2);
        expect(direct).toBeDefined();
        expect(sameTime(direct!)).toBe(sameTime(viaPino!));
        expect(JSON.parse(direct!)).toMatchObject({ level: 'info', request_id: id, method, path, status, ms, msg: 'request' });
      }
    }
  });

  it('is not written when the level is above info', () => {
    for (const level of ['warn', 'error', 'silent'] as const) {
      const { log, lines } = capture(level);
      log.request('id', 'GET', '/v1/jobs', 200, 1);
      expect(lines).toEqual([]);
    }
  });

  it('writes errors as their name and message, never a stack', () => {
    const { log, lines } = capture('info');
    log.warn('failed', { err: new TypeError('boom') });
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', msg: 'failed', err: { name: 'TypeError', message: 'boom' } });
    expect(lines[0]).not.toContain('stack');
  });
});
