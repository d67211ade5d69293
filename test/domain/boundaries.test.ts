// The domain knows no transport and no adapter: nothing under src/domain imports from src/rest,
// src/graphql, src/pipeline, src/webhooks or src/http (type-only imports included). It states what it
// needs as ports (src/domain/ports.ts) that those folders implement.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../../src/', import.meta.url).pathname;
const FORBIDDEN = ['rest', 'graphql', 'pipeline', 'webhooks', 'http'].map((d) => path.join(SRC, d));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

/** Every module specifier of `import … from`, `export … from` and `import(…)` in a file. */
function specifiers(source: string): string[] {
  return [...source.matchAll(/\b(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

describe('src/domain imports', () => {
  it('nothing in src/domain imports a transport or an adapter', () => {
    const domain = files(path.join(SRC, 'domain'));
    expect(domain.length).toBeGreaterThan(15);
    const offending: string[] = [];
    for (const file of domain) {
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), spec);
        if (FORBIDDEN.some((dir) => target === dir || target.startsWith(dir + path.sep))) offending.push(`${path.relative(SRC, file)} → ${spec}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('the check itself sees relative imports, re-exports and dynamic imports', () => {
    const sample = `import { a } from '../../pipeline/queues.js';\nimport type { B } from "../rest/x.js";\nexport { c } from './c.js';\nconst d = await import('../http/server.js');\nimport './side.js';`;
    expect(specifiers(sample)).toEqual(['../../pipeline/queues.js', '../rest/x.js', './c.js', '../http/server.js', './side.js']);
  });
});
