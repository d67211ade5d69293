// Session 25 (issue 22): vocabulary. "Academic" names the academic side of a university or school (education) in the six
// languages: "academic directors" are education's directors, not every director. Lexicon: lexicon-institutions.ts.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('"academic" is the education area (lexicon-institutions)', () => {
  it.each([
    ['academic directors', 'director'],
    ['directores académicos', 'director'],
    ['directeurs académiques', 'director'],
    ['diretores acadêmicos', 'director'],
    ['academisch directeuren', 'director'],
    ['akademische Leitung', 'head'],
    ['academic managers', 'manager'],
  ])('%s', (d, level) => {
    const include = compilePersona(d).criteria.include;
    expect(include.map((s) => s.areas)).toEqual([['education']]);
    expect(include[0]!.levels).toContain(level);
  });

  it('keeps an Academic Director, not the finance or marketing directors', () => {
    expect(keeps('academic directors', 'Academic Director')).toBe(true);
    expect(keeps('academic directors', 'Finance Director')).toBe(false);
    expect(keeps('academic directors', 'Director of Marketing')).toBe(false);
  });
});

describe("whom an area's people report to are its leaders (tokens: REPORTED_TO_*)", () => {
  it.each([
    'The people our support agents report to',
    'Whoever the support agents report to, up to the VP of Support',
    'Ceux à qui les conseillers clientèle rapportent',
    'A quienes reportan los agentes de atención al cliente',
    'A quem os atendentes se reportam',
    'Die Leute, an die die Support-Agents berichten',
    'De mensen aan wie de klantenservicemedewerkers rapporteren',
  ])('%s', (d) => {
    const include = compilePersona(d).criteria.include;
    expect(include.length).toBeGreaterThan(0);
    for (const s of include) {
      expect(s.areas).toEqual(['customer_support']);
      expect(s.levels).toContain('team_lead');
      expect(s.levels).not.toContain('entry');
      expect(s.traits).not.toContain('individual_contributor');
    }
    expect(keeps(d, 'Customer Support Team Lead')).toBe(true);
    expect(keeps(d, 'Customer Support Agent')).toBe(false);
  });

  it('"people who report to the CFO" are still the CFO\'s reports; a pronoun ("everyone they report to") is left to the references', () => {
    expect(compilePersona('People who report to the CFO').criteria.include.flatMap((s) => s.levels)).toContain('entry');
    // not rewritten to "who manage they" (which would read as leaders of nobody in particular); the SDRs stay. The reference
    // itself is not read yet (left: it adds no one).
    const include = compilePersona('SDRs and everyone they report to').criteria.include;
    expect(include.map((s) => s.areas)).toEqual([['sales_development']]);
  });
});

describe('a list of fields before one designer noun shares it (share-noun)', () => {
  it.each(['Product, UX and UI designers, ICs only', 'Product and UX designers, individual contributors', 'Produkt-, UX- und UI-Designer, nur ICs'])(
    '%s',
    (d) => {
      const include = compilePersona(d).criteria.include;
      expect(include.flatMap((s) => s.areas)).not.toContain('product');
      expect(keeps(d, 'Senior Product Designer')).toBe(true);
      expect(keeps(d, 'Product Manager')).toBe(false);
    },
  );

  it('engineers still share as before ("backend, data and platform engineers")', () => {
    expect(compilePersona('backend, data and platform engineers').criteria.include.flatMap((s) => s.areas)).toEqual(['software', 'data_engineering', 'devops']);
  });
});

describe('the French "comme" joins as "and"; it is no misspelling of "comms" (lexicon)', () => {
  it('"Les développeurs, seniors comme juniors" keeps senior and junior developers, no marketer', () => {
    const d = 'Les développeurs, seniors comme juniors';
    expect(compilePersona(d).criteria.include.flatMap((s) => s.areas)).not.toContain('marketing');
    expect(keeps(d, 'Senior Developer')).toBe(true);
    expect(keeps(d, 'Junior Developer')).toBe(true);
    expect(keeps(d, 'Senior Marketing Manager')).toBe(false);
  });

  it('"en région comme à Paris" adds nobody', () => {
    const include = compilePersona("Commerciaux et ingénieurs d'affaires, en région comme à Paris").criteria.include;
    expect(include.flatMap((s) => s.areas)).not.toContain('marketing');
  });
});
