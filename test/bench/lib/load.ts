// Load generation with autocannon (in this process) and the bare baseline server (a child process).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** p99.9 latency (ms). */
  p999: number;
  mean: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerRequest: number;
}

export async function load(opts: {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Paths to request in turn (each request the next one), instead of the url's path every time. */
  paths?: string[];
}): Promise<LoadResult> {
  const paths = opts.paths;
  let turn = 0;
  const r = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    timeout: 10,
    ...(paths?.length ? { requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths[turn++ % paths.length] }) }] } : {}),
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    p999: r.latency.p99_9,
    mean: r.latency.average,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerRequest: r.requests.total ? r.throughput.total / r.requests.total : 0,
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));

export async function startBareServer(body: string, contentType: string, tmpDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const file = path.join(tmpDir, `bare-${Date.now()}-${Math.random().toString(36).slice(2)}.body`);
  writeFileSync(file, body);
  const child = spawn(process.execPath, [path.join(here, 'bare-server.mjs')], {
    env: { PATH: process.env.PATH ?? '', BARE_BODY_FILE: file, BARE_CONTENT_TYPE: contentType },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      const m = /^(\d+)\n/.exec(buf);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(t);
    },
  };
}
