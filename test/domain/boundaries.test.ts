// The domain knows no transport and no adapter. Relative imports under src/domain (type-only included)
// may reach only src/domain itself, src/db (the Prisma client, transactions), src/generated (Prisma's
// types) and src/lib (generic helpers). So nothing imports src/rest, src/graphql, src/http (transports),
// src/pipeline, src/webhooks, src/sources, src/events, src/matching, src/observability (adapters),
// src/config.ts, src/deps.ts or src/service.ts (the composition root). What the domain needs it states as
// ports (src/domain/ports.ts: DomainDeps) that those folders implement and src/service.ts wires. Nor does it
// import the packages of transports and adapters (graphql, pg-boss, pg, pino, node:http…). It returns
// domain results, not wire shapes: the REST bodies and their serialisation live in src/rest/presenters.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../../src/', import.meta.url).pathname;
const ALLOWED = ['domain', 'db', 'generated', 'lib'].map((d) => path.join(SRC, d));
/** Named so that a change of the allow-list above cannot quietly let these in. */
const FORBIDDEN = [
  'rest',
  'graphql',
  'http',
  'pipeline',
  'webhooks',
  'sources',
  'events',
  'matching',
  'observability',
  'cli',
  'web',
  'config.ts',
  'deps.ts',
  'service.ts',
  'main.ts',
].map((d) => path.join(SRC, d));

/** Packages of transports and adapters (the domain reaches the database only through src/db). */
const FORBIDDEN_PACKAGES =
  /^(graphql|graphql-.*|@graphql-.*|@pothos\/.*|openapi-backend|pg|pg-boss|ws|pino|prom-client|node:http|node:https|node:net|http|https)$/;

const inside = (target: string, dir: string) => target === dir || target.startsWith(dir + path.sep);
/** A specifier's file: `../config.js` is src/config.ts. */
const asSource = (target: string) => target.replace(/\.js$/, '.ts');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

/** Every module specifier of `import … from`, `export … from` and `import(…)` in a file. */
function specifiers(source: string): string[] {
  return [...source.matchAll(/\b(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

/** The relative imports of one domain file that leave the allowed folders or reach a forbidden one. */
function offendingImports(file: string, source: string): string[] {
  return specifiers(source)
    .filter((spec) => {
      if (!spec.startsWith('.')) return FORBIDDEN_PACKAGES.test(spec);
      const target = asSource(path.resolve(path.dirname(file), spec));
      return !ALLOWED.some((dir) => inside(target, dir)) || FORBIDDEN.some((dir) => inside(target, dir));
    })
    .map((spec) => `${path.relative(SRC, file)} → ${spec} (state the need as a port in src/domain/ports.ts)`);
}

describe('src/domain imports', () => {
  it('nothing in src/domain imports a transport, an adapter, the config or the composition root', () => {
    const domain = files(path.join(SRC, 'domain'));
    expect(domain.length).toBeGreaterThan(15);
    expect(domain.flatMap((file) => offendingImports(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('src/domain renders no JSON text: JSON.stringify only quotes a value in a message or builds the idempotency fingerprint; no JSON.parse (but in the stored job snapshot)', () => {
    const offending: string[] = [];
    for (const file of files(path.join(SRC, 'domain'))) {
      const rel = path.relative(SRC, file);
      // the stored form of a finished job (camelCase, versioned: the domain's own, no transport's)
      if (rel === path.join('domain', 'jobs', 'snapshot.ts')) continue;
      const source = readFileSync(file, 'utf8');
      if (/\bJSON\.parse\(/.test(source)) offending.push(`${rel}: JSON.parse`);
      if (rel === path.join('domain', 'jobs', 'idempotency.ts')) continue;
      for (const m of source.matchAll(/(\$\{)?JSON\.stringify\(/g)) if (!m[1]) offending.push(`${rel}: JSON.stringify outside a message`);
    }
    expect(offending).toEqual([]);
  });

  it("the domain's results are camelCase (the snake_case shapes live in src/rest/presenters)", () => {
    const results = ['jobs/job.ts', 'accounts/accounts.ts', 'accounts/keys.ts', 'credits/ledger.ts'];
    const snake = results.flatMap((file) =>
      [...readFileSync(path.join(SRC, 'domain', file), 'utf8').matchAll(/^\s+([a-z0-9]+_[a-z0-9_]+)\??:/gm)].map((m) => `${file}: ${m[1]}`),
    );
    expect(snake).toEqual([]);
    expect(readFileSync(path.join(SRC, 'domain', 'jobs', 'job.ts'), 'utf8')).toMatch(/^\s+targetPeopleCount: number;/m);
  });

  it('the check itself sees relative imports, re-exports and dynamic imports', () => {
    const sample = `import { a } from '../../pipeline/queues.js';\nimport type { B } from "../rest/x.js";\nexport { c } from './c.js';\nconst d = await import('../http/server.js');\nimport './side.js';`;
    expect(specifiers(sample)).toEqual(['../../pipeline/queues.js', '../rest/x.js', './c.js', '../http/server.js', './side.js']);
  });

  it('the check refuses every adapter, the config and the composition root, and lets the allowed folders in', () => {
    const file = path.join(SRC, 'domain/jobs/submit.ts');
    const refused: string[] = [
      '../../config.js',
      '../../deps.js',
      '../../service.js',
      '../../sources/port.js',
      '../../sources/usage.js',
      '../../events/bus.js',
      '../../matching/system-persona.js',
      '../../observability/log.js',
      '../../webhooks/url.js',
      '../../pipeline/queues.js',
      '../../rest/router.js',
      '../../graphql/server.js',
      '../../http/server.js',
    ];
    refused.push('graphql', '@pothos/core', 'pg-boss', 'pg', 'node:http', 'pino');
    for (const spec of refused) expect(offendingImports(file, `import type { X } from '${spec}';`), spec).toHaveLength(1);
    const allowed = ['../ports.js', './state.js', '../../db/client.js', '../../generated/prisma/client.js', '../../lib/retry.js', 'node:crypto'];
    for (const spec of allowed) expect(offendingImports(file, `import { X } from '${spec}';`), spec).toEqual([]);
  });
});
