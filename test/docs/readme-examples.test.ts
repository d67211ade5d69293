// Every `curl` example of README.md and docs/graphql.md runs as written against the service started as
// `npm start` starts it (embedded PostgreSQL, development, the demo account): `tp_live_…` is the demo key
// the banner printed, `http://localhost:3000` the service's address, `job_…` the job the previous example
// submitted. Each must answer 2xx with JSON that carries no error.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded.js';

const root = new URL('../..', import.meta.url).pathname;
let child: ChildProcess | null = null;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tp-readme-'));
chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the postgres user, who must reach the data dir

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The curl commands of a markdown file's sh blocks (continuation lines joined, comments dropped). */
function curlExamples(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/```sh\n([\s\S]*?)```/g)]
    .flatMap((m) => m[1]!.replace(/\\\n\s*/g, '').split('\n'))
    .map((line) => line.trim())
    .filter((line) => line.startsWith('curl '));
}

it('runs every curl example of README.md and docs/graphql.md against a started service', async () => {
  const examples = [...curlExamples('README.md'), ...curlExamples('docs/graphql.md')];
  expect(examples.length).toBeGreaterThanOrEqual(5);
  const port = await freePort();
  const unset = new Set(['DATABASE_URL', 'NODE_ENV', 'DEMO_ACCOUNT', 'LOG_LEVEL']);
  const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.has(name))), PORT: String(port), DATA_DIR: dataDir };
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  let key: string | undefined;
  for (let i = 0; i < 1200 && !key; i += 1) {
    key = /API key \(shown once, keep it\): (tp_live_\w+)/.exec(out)?.[1];
    if (!key) await sleep(100);
  }
  expect(key, out).toBeDefined();

  let jobId = '';
  for (const example of examples) {
    const command = example.replaceAll('tp_live_…', key!).replaceAll('http://localhost:3000', `http://127.0.0.1:${port}`).replaceAll('job_…', jobId);
    const { stdout } = await promisify(execFile)('sh', ['-c', `${command} -sS -w '\\n%{http_code}'`]);
    const [body, status] = [stdout.slice(0, stdout.lastIndexOf('\n')), Number(stdout.slice(stdout.lastIndexOf('\n') + 1))];
    expect({ example, status }).toEqual({ example, status: expect.toSatisfy((s: number) => s >= 200 && s < 300) });
    const json = JSON.parse(body) as { job_id?: string; error?: unknown; errors?: unknown; status?: string };
    expect(json.error ?? json.errors, example).toBeUndefined();
    if (json.job_id) jobId = json.job_id;
    // The globex example is a large job, accepted (not too_large) on the demo account's plan.
    if (example.includes('"globex"')) expect(json.status).toBe('processing');
  }
  expect(jobId).not.toBe('');
}, 180_000);
