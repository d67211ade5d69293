// Session 29: a kind of employer said of the people a later sentence adds is theirs (criteria.ts `Selector.employer`),
// not the persona's and no longer left unapplied: "Controllers. At the insurers, also the heads of compliance." takes
// controllers at every company and heads of compliance at insurers only. The sentence may be headed by its employer and
// then say "also" ("In den Kliniken auch …", "dans les banques, aussi …", "en las aseguradoras, también …", "nos bancos,
// também …", "bij ziekenhuizen ook …"), as well as end with it (employer-parts.ts addedSentence). A sentence's own kind is
// applied when it narrows the persona's ("Sales directors at banks and insurers; at the banks also …"); beside another
// kind said of the rest it is not ("Developers at banks. Data engineers at insurers too."). Our own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { interpretPersona } from '../../src/matching/rules/interpret.js';
import { makeProfile } from './profile-fixture.js';

const read = (d: string) => compilePersona(d).criteria;
const company = (industry: string) => ({ name: 'Harrowgate Group', industry, employees: 150 });
const keeps = (definition: string, title: string, industry: string) =>
  judgeProfile({ slug: 't', name: 't', definition, company: company(industry) }, makeProfile('x', [{ title }])).match;

describe('a sentence headed by its employer, then "also" and people, adds those people at that kind only', () => {
  it.each([
    ['Controllers at every company. At the insurers, also the heads of compliance.', 'compliance', 'insurance'],
    ['Controller. In den Kliniken auch die Einkaufsleiter.', 'procurement', 'health_care'],
    ['Contrôleurs de gestion ; dans les banques, aussi les responsables conformité.', 'compliance', 'banking'],
    ['Contables; en las aseguradoras, también los jefes de compras.', 'procurement', 'insurance'],
    ['Controllers. Nos bancos, também os gerentes de compliance.', 'compliance', 'banking'],
    ['Controllers. Bij ziekenhuizen ook de hoofden inkoop.', 'procurement', 'health_care'],
    ['Controllers. At the insurers, the heads of compliance too.', 'compliance', 'insurance'],
  ])('%s', (d, area, sector) => {
    const c = read(d);
    expect(c.employer).toBeUndefined();
    const scoped = c.include.filter((s) => s.employer);
    expect(scoped.map((s) => s.employer?.sectors)).toEqual([[sector]]);
    expect(scoped[0]?.areas).toEqual([area]);
    // The first people are named at every company.
    expect(c.include.filter((s) => !s.employer).length).toBeGreaterThan(0);
    expect(compilePersona(d).warnings.map((w) => w.code)).not.toContain('not_applied');
  });

  it('the judge takes the added people at that kind of company only, the others everywhere', () => {
    const d = 'Controllers at every company. At the insurers, also the heads of compliance.';
    expect(keeps(d, 'Head of Compliance', 'Insurance')).toBe(true);
    expect(keeps(d, 'Head of Compliance', 'Software Development')).toBe(false);
    expect(keeps(d, 'Financial Controller', 'Software Development')).toBe(true);
    expect(keeps(d, 'Financial Controller', 'Insurance')).toBe(true);
  });

  it('the reading says where the added people are taken', () => {
    const i = interpretPersona('Controllers. Bij ziekenhuizen ook de hoofden inkoop.');
    expect(i.included.criteria.find((c) => c.functions.length && c.conditions.some((x) => x.startsWith('only at')))?.conditions).toContain(
      'only at health care',
    );
  });
});

describe("a sentence's own kind beside the persona's", () => {
  it('narrowing it, both hold: the persona at banks and insurers, the added people at banks', () => {
    const d = 'Sales directors at banks and insurers; at the banks also the heads of compliance.';
    const c = read(d);
    expect(c.employer?.sectors).toEqual(['banking', 'insurance']);
    expect(c.include.filter((s) => s.employer).map((s) => s.employer?.sectors)).toEqual([['banking']]);
    expect(keeps(d, 'Head of Compliance', 'Banking')).toBe(true);
    expect(keeps(d, 'Head of Compliance', 'Insurance')).toBe(false);
    expect(keeps(d, 'Sales Director', 'Insurance')).toBe(true);
  });

  it('another kind than the rest is not applied, as before', () => {
    const c = compilePersona('Developers at banks. Data engineers at insurers too.');
    expect(c.criteria.employer).toBeUndefined();
    expect(c.criteria.include.every((s) => !s.employer)).toBe(true);
    expect(c.warnings.map((w) => w.code)).toContain('not_applied');
  });

  it('a sentence that names no people of its own gives the persona its employer', () => {
    const c = read('Controllers. Also at insurers.');
    expect(c.employer?.sectors).toEqual(['insurance']);
    expect(c.include.every((s) => !s.employer)).toBe(true);
  });
});
