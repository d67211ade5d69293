// Session 26 (issue 22): a later sentence's bare "ops" that says "only" or sets it against others restates the ops area named
// before it (RevOps, DevOps), not all of operations (compile.ts `restates`). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const keeps = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;

describe('"Ops people only" after RevOps is RevOps', () => {
  it.each([
    'Revenue operations - manager and up. Ops people only, not sales leadership (no CRO, no VP Sales).',
    'Revenue ops managers and above. Ops, not sales: the CRO and VP Sales are out.',
    'RevOps and sales ops, manager level or higher. Only ops, not the sellers.',
  ])('%s', (d) => {
    expect(compilePersona(d).criteria.include.every((s) => !s.areas.includes('operations'))).toBe(true);
    expect(keeps(d, 'Revenue Operations Manager')).toBe(true);
    expect(keeps(d, 'Director of Sales Operations')).toBe(true);
    expect(keeps(d, 'Operations Manager')).toBe(false);
    expect(keeps(d, 'Office Manager')).toBe(false);
  });
  it('"ops" said as an addition still adds operations ("RevOps managers. Also operations people.")', () => {
    expect(keeps('RevOps managers. Also operations people.', 'Operations Manager')).toBe(true);
  });
});
