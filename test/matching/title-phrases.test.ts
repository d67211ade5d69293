// Title phrases (issue 22): a role nobody has words for is read literally, as a careful reader reads jargon they do not
// know ("piano tuners" are the people whose title says Piano Tuner). The phrase (reader/title-phrase.ts), the
// compiler's reading (compiler/as-title.ts), the judge, the criteria a user edits, and the source query. Every sentence
// here is our own wording (made-up trades in six languages), none taken from a labelled set.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { CRITERIA_VERSION, CriteriaSchema, selector, type Criteria } from '../../src/matching/criteria.js';
import { checkCriteria, readingOf } from '../../src/matching/persona-compiler.js';
import { interpretCompiled } from '../../src/matching/rules/interpret.js';
import { phraseStems, titleHolds, titlePhrase } from '../../src/matching/reader/title-phrase.js';
import { sourceQuery, textMatches } from '../../src/sources/query.js';
import { loadOpenApiDocument } from '../../src/rest/document.js';
import { PERSONA_WARNINGS } from '../../src/domain/ports.js';
import { printedSchema } from '../../src/graphql/schema/index.js';
import { makeProfile, type Position } from './profile-fixture.js';

const persona = (definition: string, criteria?: Criteria) => ({ slug: 't', name: 't', definition, ...(criteria ? { criteria } : {}) });
const decision = (definition: string, positions: Position[] | string, headline = '') =>
  judgeProfile(persona(definition), makeProfile('x', typeof positions === 'string' ? [{ title: positions }] : positions, { headline }));
const matches = (definition: string, title: string) => decision(definition, title).match;
const titlesOf = (definition: string) => compilePersona(definition).criteria.include.flatMap((s) => s.titles ?? []);
const excludedTitles = (definition: string) => compilePersona(definition).criteria.exclude.flatMap((s) => s.titles ?? []);

describe('a title phrase is compared word by word, plurals and feminine forms meeting (title-phrase.ts)', () => {
  it.each([
    ['piano tuners', 'Senior Piano Tuner'],
    ['Lokführer:innen', 'Lokführerin Güterverkehr'],
    ['Stellwerker', 'Fahrdienstleiter / Stellwerker (m/w/d)'],
    ['Disponenten', 'Speditionsdisponentin'],
    ['grutiers', 'Grutière'],
    ['conductrices de chantier', 'Conducteur de chantier principal'],
    ['gruistas', 'Gruista torre'],
    ['maquinistas', 'Maquinista de trem'],
    ['stukadoors', 'Stukadoor'],
    ['technicians', 'Lead Technician'],
  ])('"%s" is in "%s"', (phrase, title) => expect(titleHolds(title, phrase)).toBe(true));
  it.each([
    ['piano tuners', 'Tuner, Piano Hall'],
    ['piano tuners', 'Guitar Tuner'],
    ['stellwerker', 'Stellwerkstechnik Ingenieur'],
    ['clock restorers', 'Marine Engineer'],
  ])('"%s" is not in "%s" (words in a row, on word boundaries)', (phrase, title) => expect(titleHolds(title, phrase)).toBe(false));
  it('stores lower case without accents or gender marks; every stem is a prefix of its word', () => {
    expect(titlePhrase('Conductrices  de Chantier')).toBe('conductrices de chantier');
    expect(titlePhrase('Lokführer*innen')).toBe('lokfuhrer');
    expect(titlePhrase('Técnico/a de Obra')).toBe('tecnico de obra');
    for (const w of ['adjusters', 'companies', 'vendeuses', 'directrices', 'generaux', 'technicienne', 'lokfuhrerinnen'])
      expect(w.startsWith(phraseStems(w)[0] as string)).toBe(true);
    expect(phraseStems('directrices')).toEqual(phraseStems('directeur'));
    expect(phraseStems('vendeuses')).toEqual(phraseStems('vendeur'));
  });
});

describe('the compiler reads a role nobody has words for as a title phrase (as-title.ts)', () => {
  it.each([
    ['Piano tuners and clock restorers.', ['piano tuners', 'clock restorers']],
    ['Gleisbauer und Stellwerker, keine Praktikanten.', ['gleisbauer', 'stellwerker']],
    ['Grutiers et cordistes en CDI.', ['grutiers']],
    ['Gruistas y ferrallistas, excepto becarios.', ['gruistas', 'ferrallistas']],
    ['Tanoeiros de adega, sem estagiários.', ['tanoeiros de adega']],
    ['Stukadoors en voegers, geen stagiairs.', ['stukadoors', 'voegers']],
  ])('%s', (definition, phrases) => {
    const c = compilePersona(definition);
    expect(titlesOf(definition)).toEqual(expect.arrayContaining(phrases));
    expect(c.unrecognised.filter((u) => u.side === 'include')).toEqual([]);
    expect(c.warnings.filter((w) => w.code === 'read_as_title').length).toBeGreaterThanOrEqual(phrases.length);
  });
  it('the warning says the words were taken literally, and the persona warning points at them', () => {
    const definition = 'Our buyers: piano tuners.';
    const reading = readingOf('rules:test', definition, compilePersona(definition));
    const w = reading.warnings.find((x) => x.code === 'read_as_title');
    expect(w?.message).toMatch(/literally.*piano tuners/);
    expect(w?.span?.text).toBe('piano tuners');
  });
  it('a rung before the phrase stays a rung; a rung that heads it is part of it', () => {
    const up = compilePersona('Senior piano tuners and up.').criteria.include[0];
    expect(up?.titles).toEqual(['piano tuners']);
    expect(up?.levels).toContain('senior');
    expect(up?.levels).toContain('director');
    expect(up?.levels).not.toContain('entry');
    const heads = compilePersona('Heads of average adjusting.').criteria.include[0];
    expect(heads?.titles).toEqual(['heads of average adjusting']);
    expect(heads?.levels).toEqual([]);
  });
  it('between slashes beside a role understood, unknown words are another name for it, not a title', () => {
    expect(titlesOf('Claims handlers / wombat wranglers, and their managers.')).toEqual([]);
    expect(titlesOf('Claims handlers, wombat wranglers.')).toEqual(['wombat wranglers']);
    expect(titlesOf('Piano tuners / clock restorers.')).toEqual(['piano tuners', 'clock restorers']);
  });
  it('function words and employers are no title ("nas petroleiras", "biotech manufacturers")', () => {
    expect(titlesOf('Técnicos de segurança nas petroleiras e nas mineradoras.')).toEqual([]);
    expect(titlesOf('QA people at biotech manufacturers.')).toEqual([]);
  });
  it('in an exclusion, the phrase removes only the people whose title says it', () => {
    expect(excludedTitles('Everyone in operations except the riggers.')).toEqual(['riggers']);
    expect(excludedTitles('Toute la production, sauf les grutiers.')).toEqual(['grutiers']);
  });
  it.each([
    'We sell rope access software to scaffolders.',
    'Hi all, quick one before the review.',
    'Junior t.',
    'Everyone in marketing, except senior wombats.',
    'Leiter Wombatpflege.',
    'Nada de juniors contratados.',
    'Leadership training for the wider C-level.',
    'Our clients.',
  ])('%s: no title phrase (sentences, products, fragments, adjectives, things that are no people)', (definition) => {
    const c = compilePersona(definition).criteria;
    expect([...c.include, ...c.exclude].flatMap((s) => s.titles ?? [])).toEqual([]);
  });
});

describe('the judge keeps a person whose current title holds the phrase', () => {
  it.each([
    ['Piano tuners.', 'Senior Piano Tuner', true],
    ['Piano tuners.', 'Claims Handler', false],
    ['Gleisbauer und Stellwerker.', 'Stellwerkerin', true],
    ['Grutiers, pas les stagiaires.', 'Grutière', true],
    ['Gruistas.', 'Gruista de obra', true],
    ['Tanoeiros de adega.', 'Tanoeiro de Adega Sênior', true],
    ['Stukadoors.', 'Stukadoor', true],
  ])('%s "%s": %s', (definition, title, kept) => expect(matches(definition, title)).toBe(kept));
  it('with a rung: the phrase and the rung both hold', () => {
    expect(matches('Senior piano tuners and up.', 'Senior Piano Tuner')).toBe(true);
    expect(matches('Senior piano tuners and up.', 'Piano Tuner')).toBe(false);
    expect(matches('Senior piano tuners and up.', 'Senior Accountant')).toBe(false);
  });
  it('only current titles at the company count; an empty title falls back to the headline', () => {
    expect(decision('Piano tuners.', [{ title: 'Piano Tuner', end: '2021-01' }, { title: 'Claims Handler' }]).match).toBe(false);
    // the headline segment about this company, as the title reader takes it when the title is empty
    expect(decision('Piano tuners.', [{ title: '' }], 'Senior Piano Tuner at Example Co').match).toBe(true);
  });
  it('the why names the phrase the title holds', () => {
    const d = decision('Piano tuners or clock restorers.', 'Clock Restorer');
    expect(d.why).toMatch(/title contains "clock restorers"/);
    expect(d.why).toMatch(/"Clock Restorer" in the current title/);
  });
  it('an exclusion by phrase removes that job, not the person’s other role', () => {
    const d = 'Everyone in operations except the riggers.';
    expect(matches(d, 'Operations Manager')).toBe(true);
    expect(matches(d, 'Lead Rigger')).toBe(false);
    const two = decision('Heads of operations, not piano tuners.', [{ title: 'Head of Operations' }, { title: 'Piano Tuner' }]);
    expect(two.match).toBe(true);
  });
});

describe('criteria with title phrases: the contract, the user’s edits, the interpretation', () => {
  const criteria: Criteria = {
    version: CRITERIA_VERSION,
    include: [selector({ titles: ['piano tuner'], levels: ['senior'], text: 'senior piano tuners' })],
    exclude: [selector({ titles: ['trainee'], text: 'trainees' })],
  };
  it('round-trips through CriteriaSchema and JSON', () => {
    expect(CriteriaSchema.parse(JSON.parse(JSON.stringify(criteria)))).toEqual(criteria);
    const compiled = compilePersona('Piano tuners, not interns.').criteria;
    expect(CriteriaSchema.parse(JSON.parse(JSON.stringify(compiled)))).toEqual(compiled);
  });
  it('a user adds a title phrase ("title contains"): stored normalised, once, and judged', () => {
    const checked = checkCriteria({ include: [{ titles: ['Piano Tuner', 'piano  tuner', 'Lokführer*innen', ' '] }] });
    expect('criteria' in checked).toBe(true);
    const stored = (checked as { criteria: Criteria }).criteria;
    expect(stored.include[0]?.titles).toEqual(['piano tuner', 'lokfuhrer']);
    expect(judgeProfile(persona('anything', stored), makeProfile('x', [{ title: 'Lokführerin' }])).match).toBe(true);
    expect(judgeProfile(persona('anything', stored), makeProfile('x', [{ title: 'Accountant' }])).match).toBe(false);
    expect(checkCriteria({ include: [{ titles: [42] }] })).toHaveProperty('details');
    // no phrases is no field: the stored JSON stays as before
    expect((checkCriteria({ include: [{ areas: ['finance'] }] }) as { criteria: Criteria }).criteria.include[0]).not.toHaveProperty('titles');
  });
  it('the interpretation says what the title must contain', () => {
    const i = interpretCompiled({ criteria, unrecognised: [] });
    expect(i.included.criteria[0]?.conditions).toContain('title contains "piano tuner"');
    expect(i.excluded[0]?.conditions).toContain('title contains "trainee"');
  });
});

describe('the source query asks for the phrase among the title words (sources/query.ts)', () => {
  it('a phrase is a title word of its clause: the stem of its longest word, inside compounds too', () => {
    const q = sourceQuery(compilePersona('Stellwerker und Gleisbauer.'));
    expect(q.sourcing).toBe('filtered');
    for (const t of ['Zentralstellwerkerin', 'Gleisbauer (m/w/d)']) expect(textMatches(q, [t])).toBe(true);
    expect(textMatches(q, ['Buchhalterin'])).toBe(false);
  });
  it('never narrower than the judge: what the judge keeps, the query finds', () => {
    const definition = 'Piano tuners and Stellwerker:innen.';
    const q = sourceQuery(compilePersona(definition));
    for (const t of ['Senior Piano Tuner', 'Stellwerker', 'Zentralstellwerkerin', 'Stellwerker/in Nord']) {
      expect(matches(definition, t)).toBe(true);
      expect(textMatches(q, [t])).toBe(true);
    }
  });
  it('a phrase too short to look for is the whole roster', () => {
    const c: Criteria = { version: CRITERIA_VERSION, include: [selector({ titles: ['aes'] })], exclude: [] };
    expect(sourceQuery({ criteria: c }).sourcing).toBe('full');
  });
});

describe('the public shapes carry title phrases (OpenAPI, GraphQL)', () => {
  type Schema = { properties?: Record<string, { type?: string; items?: { type?: string } }>; required?: string[]; enum?: string[] };
  const schemas = (loadOpenApiDocument() as { components: { schemas: Record<string, Schema> } }).components.schemas;
  it('CriteriaSelector and CriteriaExclusion have an optional list of strings `titles`', () => {
    for (const name of ['CriteriaSelector', 'CriteriaExclusion']) {
      expect(schemas[name]?.properties?.titles).toMatchObject({ type: 'array', items: { type: 'string' } });
      expect(schemas[name]?.required).not.toContain('titles');
    }
  });
  it('the warning code is documented where the codes are (PERSONA_WARNINGS, OpenAPI, GraphQL)', () => {
    expect(Object.keys(PERSONA_WARNINGS)).toContain('read_as_title');
    expect(schemas.PersonaWarningCode?.enum).toEqual(Object.keys(PERSONA_WARNINGS));
    expect(printedSchema()).toMatch(/READ_AS_TITLE/);
  });
  it('GraphQL criteria read and take `titles`', () => {
    const printed = printedSchema();
    for (const type of ['CriteriaSelector', 'CriteriaExclusion', 'CriteriaSelectorInput', 'CriteriaExclusionInput']) {
      const body = new RegExp(`(type|input) ${type} \\{([^}]*)\\}`).exec(printed)?.[2] ?? '';
      expect(body).toMatch(/\btitles: \[String!\]/);
    }
  });
});
