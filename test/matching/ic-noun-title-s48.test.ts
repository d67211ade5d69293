// Session 48: a noun for individual contributors of no area ("agents", "techniciens", "agentes") with words nobody knew
// that say which ones was every IC of the company, silently; it is now read literally as a title phrase (warning
// `read_as_title`), in an inclusion and in an exclusion. A rung noun of no area after a word nobody knew ("… business
// managers") is no longer every manager. French "d'" joins like "de" ("responsables d'exploitation": operations).
// Volunteers are no trainee journalists. Customs is an area (persona and title); subcontracting in parentheses after
// buyers is what they buy; lower-case "sea" is no SEA, "export" no "expert"; French "en" after a rung phrase is "in", and
// "GMS" there the supermarkets. Aerospace & defence and electronics makers are sectors, and a maker placed by the words
// of a narrower kind is a manufacturer too. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import type { Sector } from '../../src/matching/criteria.js';
import { employerVerdict } from '../../src/matching/sectors.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const compiled = (text: string) => compilePersona(text);
const read = (text: string) => compilePersona(text).criteria;
const roleOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];
/** Whether a selector names nothing but the individual-contributor condition: every IC of the company. */
const everyIc = (s: { areas: string[]; levels: string[]; roles: string[]; titles?: string[]; traits: string[] }) =>
  !s.areas.length && !s.levels.length && !s.roles.length && !s.titles?.length && s.traits.includes('individual_contributor');

describe('an IC noun with words nobody knew is a title phrase, not every IC (s48)', () => {
  it.each([
    ['Plant managers, not the dredging agents.', 'dredging agent'],
    ["Directeurs d'usine, pas les techniciens frigoristes.", 'techniciens frigoristes'],
    ['Jefes de almacén, no los agentes de fletamento.', 'agentes de fletamento'],
  ])('%s leaves out the people titled "%s" only', (text, phrase) => {
    const c = compiled(text);
    expect(c.criteria.exclude.some((x) => everyIc(x))).toBe(false);
    expect(c.criteria.exclude.flatMap((x) => x.titles ?? []).some((t) => t.startsWith(phrase))).toBe(true);
    expect(c.warnings.map((w) => w.code)).toContain('read_as_title');
  });

  it('reads such a role literally in an inclusion too', () => {
    const c = read('Salvage agents.');
    expect(c.include.some((s) => everyIc(s))).toBe(false);
    expect(c.include.flatMap((s) => s.titles ?? [])).toEqual(['salvage agents']);
  });

  it('keeps a word that only says which people out of the phrase ("individual reps")', () => {
    const c = read('Sales leaders; no individual reps.');
    expect(c.exclude.flatMap((x) => x.titles ?? [])).toEqual([]);
  });
});

describe('a manager noun of no area after a word nobody knew (s48)', () => {
  it('is a title phrase, not every manager of the company', () => {
    const c = compiled('Parish business managers.');
    expect(c.criteria.include).toHaveLength(1);
    expect(c.criteria.include[0]?.levels).toEqual([]);
    expect(c.criteria.include[0]?.titles).toEqual(['parish business managers']);
  });

  it('leaves a known trainee noun after an unknown word a trainee ("… articleship trainees")', () => {
    const c = read('Finance heads; not the XYZ articleship trainees.');
    expect(c.exclude.flatMap((x) => x.titles ?? [])).toEqual([]);
  });
});

describe("French d' and volunteers (s48)", () => {
  it('reads "responsables d\'exploitation" as operations, not managers of every area', () => {
    const c = read("Les responsables d'exploitation.");
    expect(c.include).toHaveLength(1);
    expect(c.include[0]?.areas).toEqual(['operations']);
  });

  it.each(['Chefs de chantier, pas les volontaires.', 'Jefes de obra, ni voluntarios.'])('%s leaves out no trainee journalists', (text) => {
    const c = read(text);
    for (const x of c.exclude) expect(x.levels).not.toContain('intern');
    expect(c.exclude.flatMap((x) => x.titles ?? []).length).toBe(1);
  });
});

describe('customs clearance is an area of its own (s48)', () => {
  it.each([
    ['Customs and the customs brokers, any level.', ['customs']],
    ['Zollsachbearbeiter und die Leiterin Zoll.', ['customs']],
    ['Les déclarants en douane et le responsable douane.', ['customs']],
  ])('%s names customs people', (text, areas) => {
    const c = read(text);
    expect(c.include.length).toBeGreaterThan(0);
    for (const s of c.include) expect(s.areas).toEqual(areas);
  });

  it.each([
    ['Customs Clearance Agent', 'entry'],
    ['Leiter Zollabteilung', 'head'],
    ['Jefe de Aduanas', 'head'],
    ['Douanedeclarant', 'entry'],
  ])('reads the title "%s" as customs (%s)', (title, level) => {
    const role = roleOf(title);
    expect(role?.areas).toContain('customs');
    expect(role?.level).toBe(level);
  });
});

describe('words of trade that were misread (s48)', () => {
  it('reads subcontracting in parentheses after buyers as what they buy, not as contractors', () => {
    const c = read('Acheteurs (ciment, sous-traitance, acier) et leur responsable.');
    for (const s of c.include) expect(s.employment).toEqual([]);
    expect(c.include.every((s) => s.areas.includes('procurement'))).toBe(true);
  });

  it('keeps "pas de sous-traitance" an exclusion of contractors', () => {
    expect(read('Chefs de chantier ; pas de sous-traitance.').exclude.some((x) => x.employment.includes('contractor'))).toBe(true);
  });

  it('reads "sea & air, import and export" as no search marketing and no experts', () => {
    const c = read('Forwarders (sea & air, import and export) and customs clerks.');
    for (const s of c.include) {
      expect(s.areas).not.toContain('growth');
      expect(s.levels).not.toContain('senior');
    }
    expect(read('SEA managers.').include[0]?.areas).toEqual(['growth']);
  });

  it('reads "Head of sea freight" as the head of forwarding (s49; a title phrase in s48), not every head', () => {
    const c = read('Head of sea freight.');
    expect(c.include).toHaveLength(1);
    expect(c.include[0]?.levels).toEqual(['head']);
    expect(c.include[0]?.areas).toEqual(['forwarding']);
  });

  it('reads a French "en" after a rung phrase as "in" ("chefs de secteur en magasin"), and GMS as no general managers', () => {
    const c = read('Chefs de rayon et chefs de secteur en magasin ; pas les chefs de secteur GMS des fournisseurs, pas les directeurs de magasin.');
    expect(c.include).toHaveLength(1);
    expect(c.include[0]?.areas).toEqual(['retail']);
    for (const x of c.exclude) expect(x.roles).not.toContain('ceo');
  });
});

describe('aerospace & defence and electronics makers are kinds of employer (s48)', () => {
  const company = (industry: string) => ({ name: 'Acme', industry, employees: 120 });
  const verdict = (sectors: Sector[], industry: string) => employerVerdict({ sectors, except: [], text: '' }, company(industry)).kind;

  it.each([
    ['Quality managers at the defence contractors.', ['aerospace_defence']],
    ['Plant managers at electronics manufacturers and EMS providers.', ['electronics']],
    ['Bei Rüstungsunternehmen und Luftfahrtzulieferern: die Geschäftsführer.', ['aerospace_defence']],
  ])('%s', (text, sectors) => {
    expect(read(text).employer?.sectors).toEqual(sectors);
  });

  it.each([
    ['Luft- und Raumfahrt', 'aerospace_defence', 'inside'],
    ['Defense and Space Manufacturing', 'aerospace_defence', 'inside'],
    ['Maschinenbau', 'aerospace_defence', 'outside'],
    ['Airlines and Aviation', 'aerospace_defence', 'outside'],
    ['Office Space Rental', 'aerospace_defence', 'outside'],
    ['Halbleiter', 'electronics', 'inside'],
    ['Medical Device Manufacturing', 'electronics', 'outside'],
  ] as const)('a company in "%s" is %s: %s', (industry, sector, kind) => {
    expect(verdict([sector], industry)).toBe(kind);
  });

  it.each(['Automobilzulieferer', 'Luft- und Raumfahrt', 'Elektronik'])(
    'a maker named by the words of a narrower kind ("%s") is a manufacturer too',
    (industry) => {
      expect(verdict(['manufacturing'], industry)).toBe('inside');
    },
  );
});

describe('automation and robotics, whoever runs it in the subjunctive (s48)', () => {
  it.each(['Robotics Engineer', 'Técnico de automatización', 'Ingenieurin Automatisierung', 'Roboticien', 'Ingeniero de Controles', 'Besturingstechnicus'])(
    'reads the title "%s" as automation',
    (title) => expect(roleOf(title)?.areas).toContain('automation'),
  );
  it.each(['Test Automation Engineer', 'Ingeniero de control de calidad'])('reads the title "%s" as no automation', (title) =>
    expect(roleOf(title)?.areas).not.toContain('automation'),
  );
  it('"control" listed beside automation or robotics is control engineering, not controlling', () => {
    const c = read('Ingenieras de robótica, control y automatización.');
    expect(c.include.flatMap((s) => s.areas)).not.toContain('controlling');
    expect(c.include.every((s) => s.areas.includes('automation'))).toBe(true);
    expect(read('Controlling and finance leaders.').include.flatMap((s) => s.areas)).toContain('controlling');
  });
  it.each(['Ingenieros de producto y quien dirija la ingeniería.', 'Engenheiros de produto e quem lidere a engenharia.'])(
    '%s: whoever runs it, in the subjunctive, is its leaders',
    (text) => {
      const last = read(text).include.at(-1);
      expect(last?.levels).toContain('head');
      expect(last?.levels).not.toContain('manager');
    },
  );
});
