// Session 27: beside media buying, a persona's "planners" and "traders" are media buying's own (lexicon-media.ts MEDIA_SENSES:
// they were transport planners), and at an advertising agency the head of investment buys media (reader/firm.ts SECTOR_AREAS:
// it was asset management). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import type { EmployerFacts } from '../../src/matching/criteria.js';
import { makeProfile } from './profile-fixture.js';

const agency: EmployerFacts = { name: 'Example Media', industry: 'Advertising Services', employees: 120 };
const fund: EmployerFacts = { name: 'Example Capital', industry: 'Investment Management', employees: 120 };
const keeps = (definition: string, title: string, company: EmployerFacts) =>
  judgeProfile({ slug: 't', name: 't', definition, company }, makeProfile('x', [{ title }])).match;

describe('planners beside media buying', () => {
  it.each(['Media buyers and planners', 'Programmatic traders and planners', 'Mediaeinkäufer und Planer', 'Compradores de medios y planificadores'])(
    '%s',
    (d) => {
      const { include } = compilePersona(d).criteria;
      expect(include.some((s) => s.areas.includes('media_buying'))).toBe(true);
      expect(include.some((s) => s.areas.includes('logistics') || s.areas.includes('transport'))).toBe(false);
      expect(keeps(d, 'Media Planner', agency)).toBe(true);
      expect(keeps(d, 'Transport Planner', agency)).toBe(false);
    },
  );
  it('planners alone, or supply chain planners said beside media buyers, stay the supply side', () => {
    expect(compilePersona('Planners and dispatchers').criteria.include.some((s) => s.areas.includes('media_buying'))).toBe(false);
    const c = compilePersona('Einkäufer. Keine Mediaeinkäufer, keine Supply-Chain-Planer.');
    expect(c.criteria.exclude.some((s) => s.areas.includes('media_buying'))).toBe(false);
  });
});

describe('an agency head of investment buys media', () => {
  it('at an agency', () => {
    expect(keeps('Heads of media buying', 'Head of Investment', agency)).toBe(true);
  });
  it('at an investment firm it stays asset management', () => {
    expect(keeps('Heads of media buying', 'Head of Investment', fund)).toBe(false);
  });
});
