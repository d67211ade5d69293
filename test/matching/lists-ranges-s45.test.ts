// Session 45: list and range grammar buyers use everywhere. A bare "analysts" / "specialists" / "coordinators" after an
// area's managers shares their area; "de senior a CTO" is a range as "desde … hasta" is; a range up to the chief of one of
// the areas listed is the list's range; "technology" is a department unless something bought is meant; a word for how
// people are employed joined to the piece "counts" / "is in" is one more word of it. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import type { Selector } from '../../src/matching/criteria.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';
import { industryMembership } from '../../src/matching/sectors.js';

const read = (text: string) => compilePersona(text).criteria;
const brief = (s: Selector) => ({ areas: [...s.areas].sort(), levels: s.levels, roles: s.roles, employment: s.employment, traits: s.traits });

describe('a fieldless people word after an area shares the area (s45)', () => {
  it.each([
    ['Controlling managers and analysts', 'controlling'],
    ['procurement managers and specialists', 'procurement'],
    ['Payroll managers and administrators', 'payroll'],
    ['Pricing-Manager und Analysten', 'pricing'],
    ['responsables de compras y analistas', 'procurement'],
    ['Facilities managers and coordinators', 'facilities'],
  ])('%s: the second people are of %s and carry no rung of the first', (text, area) => {
    const inc = read(text).include;
    expect(inc).toHaveLength(2);
    const [managers, second] = inc as [Selector, Selector];
    expect(managers.traits).not.toContain('individual_contributor');
    expect(second.areas).toContain(area);
    expect(second.levels).not.toEqual(managers.levels);
  });

  it('gives the bare word no field when only a named role comes before it', () => {
    const inc = read('CFOs and analysts').include;
    expect(inc.some((s) => s.roles.includes('cfo'))).toBe(true);
    // No group of finance's (or any area's) analysts is made up from the CFO's function.
    expect(inc.filter((s) => !s.roles.includes('cfo') && s.areas.length)).toEqual([]);
  });
});

describe('Romance ranges with "a" / "à" (s45)', () => {
  it.each([
    ['Área: Compras | Nivel: de analista a director', 'procurement', 'entry', 'director'],
    ['Função: Marketing | Nível: de gerente a diretor', 'marketing', 'manager', 'director'],
    ['Logística, de senior a director', 'logistics', 'senior', 'director'],
    ['Fonction : Achats | Niveau : de manager à directeur', 'procurement', 'manager', 'director'],
  ])('%s is %s from %s to %s, one group', (text, area, low, high) => {
    const inc = read(text).include;
    expect(inc).toHaveLength(1);
    const s = inc[0] as Selector;
    expect(s.areas).toContain(area);
    expect(s.areas).not.toContain('general_management');
    expect(s.levels[0]).toBe(low);
    expect(s.levels[s.levels.length - 1]).toBe(high);
  });

  it('a range up to a chief in Spanish caps the function it is said of', () => {
    const inc = read('Función: Finanzas | Nivel: de senior a CFO').include;
    expect(inc).toHaveLength(1);
    expect(inc[0]?.areas).toContain('finance');
    expect(inc[0]?.levels[0]).toBe('senior');
    expect(inc[0]?.levels).toContain('c_level');
  });
});

describe('a range up to the chief of one of the areas listed (s45)', () => {
  it.each([
    ['Design and product, from senior up to the CPO', ['design', 'product']],
    ['Data and engineering, senior to CTO', ['analytics', 'data_engineering', 'data_science', 'hardware', 'software']],
  ])('%s is the range of every area listed', (text, areas) => {
    const inc = read(text).include;
    expect(inc.flatMap((s) => s.areas).sort()).toEqual([...areas].sort());
    for (const s of inc) expect(s.levels[0]).toBe('senior');
  });

  it('a chief of another function stays a group of its own', () => {
    const inc = read('Marketing, from manager up to the CFO').include;
    expect(inc.length).toBeGreaterThan(1);
  });
});

describe('"technology" is a department unless something bought is meant (s45)', () => {
  it('Function: Technology is engineering', () => {
    const inc = read('Function: Technology | Seniority: VP+').include;
    expect(inc.map(brief)).toEqual([expect.objectContaining({ areas: ['hardware', 'software'] })]);
  });

  it('technology leaders are engineering leaders', () => {
    expect(read('technology leaders at the bank').include[0]?.areas).toEqual(expect.arrayContaining(['software']));
  });

  it('after buying words technology is the thing bought', () => {
    const inc = read('people who approve technology purchases').include;
    expect(inc.every((s) => !s.areas.includes('software'))).toBe(true);
  });

  it('a kind of technology is not the department', () => {
    const c = compilePersona('Venue managers; not lighting or stage technology.');
    expect(c.criteria.exclude.every((s) => !s.areas.includes('software'))).toBe(true);
  });
});

describe('how people are employed, joined to the piece said to count (s45)', () => {
  it.each(['The COO — a fractional or interim COO counts.', 'The COO; interim or fractional COOs are in.', 'A fractional or interim COO counts.'])(
    '%s',
    (text) => {
      const inc = read(text).include;
      // Every person named is a COO (the COO of any engagement): no group of every contractor of the company.
      expect(inc.length).toBeGreaterThan(0);
      for (const s of inc) expect(s.roles).toContain('coo');
    },
  );
});

describe('fallbacks said with "nobody" in six languages, and the top of an area (s45)', () => {
  it.each([
    ['The payroll manager; where nobody runs payroll, whoever runs finance.', 'finance'],
    ['Die Lohnbuchhaltung; wo niemand die Lohnbuchhaltung leitet, wer die Finanzen leitet.', 'finance'],
    ['Le responsable paie ; là où personne ne gère la paie, le DAF.', 'cfo'],
    ['El jefe de nóminas; donde nadie lleva las nóminas, el director financiero.', 'cfo'],
    ['O responsável de salários; onde ninguém cuida dos salários, o diretor financeiro.', 'cfo'],
    ['De salarisadministrateur; waar niemand de salarisadministratie doet, de financieel directeur.', 'cfo'],
  ])('%s: the second group stands in for the first', (text, who) => {
    const c = read(text);
    expect(c.exclude).toEqual([]);
    const fallback = c.include.find((s) => s.fallback_for !== undefined);
    expect(fallback).toBeDefined();
    expect([...(fallback?.areas ?? []), ...(fallback?.roles ?? [])]).toContain(who);
  });

  it('whoever runs an area, said as a fallback beside a named seat, is that area’s top at each company', () => {
    const inc = read('The CISO; otherwise whoever runs IT.').include;
    const it = inc.find((s) => s.fallback_for !== undefined);
    expect(it?.rung).toBe('top');
    expect(it?.levels).toContain('manager');
  });

  it('"RR. HH." written with dots is one word and ends no sentence', () => {
    const inc = read('Responsables de RR. HH. y técnicos de selección').include;
    expect(inc.some((s) => s.areas.includes('human_resources'))).toBe(true);
    expect(compilePersona('Responsables de RR. HH. y técnicos de selección').unrecognised).toEqual([]);
  });

  it('European Portuguese "compradores de média" are media buyers, not procurement', () => {
    const c = read('Compradores; não os compradores de média.');
    expect(c.exclude.every((s) => !s.areas.includes('procurement'))).toBe(true);
  });
});

describe('personal trainers are coaches, not HR (s45)', () => {
  it.each(['Personal Trainer', 'Personal Training Manager', 'Entrenadora personal', 'Coach sportif'])('%s', (title) => {
    const role = readPerson(makeProfile('x', [{ title }])).roles[0];
    expect(role?.areas).toEqual(['sports_coaching']);
  });
});

describe('a dash after a list, and words that add people after a dash (s45)', () => {
  it('a seat named with its article after a list is one more group, the list stays', () => {
    const inc = read('Site reliability engineers, platform engineers and whoever runs infrastructure — the VP of Infrastructure.').include;
    expect(inc.some((s) => s.areas.includes('devops'))).toBe(true);
    expect(inc.length).toBeGreaterThan(1);
  });

  it('"— y compris …" after a list adds to it, the list stays', () => {
    const inc = read('Comptables, contrôleurs de gestion et trésoriers — y compris les juristes.').include;
    expect(inc.some((s) => s.areas.includes('accounting'))).toBe(true);
    expect(inc.some((s) => s.areas.includes('controlling'))).toBe(true);
  });

  it('a label before a dash stays a heading', () => {
    const inc = read('Finance and controlling — managers and heads only').include;
    for (const s of inc) expect(s.levels).not.toContain('entry');
  });
});

describe('sub-kinds of tech firms as employers (s45)', () => {
  it.each([
    ['At the healthtech companies: product managers', 'health_care'],
    ['Bei den Hardware- und IoT-Firmen: Einkauf', 'manufacturing'],
    ['Chez les acteurs de l’adtech : les commerciaux', 'agencies'],
    ['En las proptechs: operaciones', 'real_estate'],
    ['Nas plataformas de e-learning: marketing', 'schools'],
  ])('%s', (text, sector) => {
    expect(read(text).employer?.sectors).toContain(sector);
  });

  it.each([
    ['Zorgsoftware', 'health_care'],
    ['Zorgsoftware', 'software'],
    ['Elektronik & IoT', 'manufacturing'],
    ['Comercio electrónico B2B', 'marketplaces'],
  ] as const)('the industry %s is of %s', (industry, sector) => {
    expect(industryMembership(industry, sector)).toBe('of');
  });

  it('French e-commerce is no electronics maker', () => {
    expect(industryMembership('Commerce électronique', 'manufacturing')).not.toBe('of');
  });
});

describe('presales and support words (s45)', () => {
  it.each(['Field Application Engineer', 'Senior Field Applications Engineer', 'FAE'])('%s is presales', (title) => {
    expect(readPerson(makeProfile('x', [{ title }])).roles[0]?.areas).toEqual(['sales_engineering']);
  });

  it.each(['ingenieros de soporte', 'engenheiros de suporte', 'supportengineers'])('%s are support, not every engineer', (text) => {
    const inc = read(text).include;
    expect(inc.map((s) => s.areas)).toEqual([['customer_support']]);
  });

  it('Dutch and German medical and clinical words are areas', () => {
    const inc = read('klinische specialisten en medisch adviseurs').include;
    expect(inc.map((s) => s.areas[0]).sort()).toEqual(['health', 'medical']);
    expect(inc.every((s) => !s.employment.includes('advisor'))).toBe(true);
  });
});

describe('"quem chefia …" is who runs an area, not a trait of the list (s45)', () => {
  it('the people listed before it keep no leadership trait', () => {
    const inc = read('Designers instrucionais, tutores e quem chefia o conteúdo').include;
    expect(inc.filter((s) => s.traits.includes('manages_people'))).toEqual([]);
    expect(inc.some((s) => s.areas.includes('education'))).toBe(true);
  });
});
