// The words that name the employer are the employer condition's only: they add no area, title phrase or unread span to
// the people of their piece, and a piece that only named the employer adds nobody. Sector adjectives of the six
// languages ("tech", "tecnológicas", "technologiques", "de tecnologia", "Tech-Unternehmen", "IT-Dienstleister") name the
// sector with a word for companies. Own wordings.
import { describe, expect, it } from 'vitest';
import { CRITERIA_VERSION, type EmployerCondition, type Sector, type Selector } from '../../src/matching/criteria.js';
import { compilePersona } from '../../src/matching/index.js';
import { foldMapped, foldText } from '../../src/matching/compiler/employer.js';

type Part = Partial<Omit<Selector, 'text'>> & { text: string };
const sel = (p: Part): Selector => ({ areas: [], levels: [], roles: [], employment: [], traits: [], ...p });
const employer = (sectors: Sector[], except: Sector[], text: string): EmployerCondition => ({ sectors, except, text });

const founders = (text: string) => sel({ traits: ['founder'], text });

describe('compiler: the words of the employer name nobody else', () => {
  it.each([
    ['Founders of tech companies', 'founders', 'tech companies'],
    ['Gründer von Softwarefirmen', 'grunder', 'softwarefirmen'],
    ['Fondateurs de boîtes tech', 'fondateurs', 'boites tech'],
    ['Fundadores de empresas tecnológicas', 'fundadores', 'empresas tecnologicas'],
    ['Fundadores de empresas de tecnologia', 'fundadores', 'empresas de tecnologia'],
    ['Oprichters van techbedrijven', 'oprichters', 'techbedrijven'],
  ])('founders of a kind of company: %s', (definition, who, where) => {
    const c = compilePersona(definition);
    expect(c.criteria).toEqual({ version: CRITERIA_VERSION, include: [founders(who)], exclude: [], employer: employer(['software'], [], where) });
    expect(c.warnings).toEqual([]);
    expect(c.unrecognised).toEqual([]);
  });

  const itManagers = sel({ areas: ['it'], levels: ['manager', 'senior_manager'], text: 'it managers' });
  it.each([
    ['IT managers, not at tech companies', itManagers, 'not tech companies'],
    [
      'IT-Leiter, außerhalb von Tech-Unternehmen',
      sel({ areas: ['it'], levels: ['manager', 'senior_manager', 'head', 'director'], text: 'it leiter' }),
      'not tech unternehmen',
    ],
    ['DSI, hors entreprises tech', sel({ roles: ['cio'], text: 'dsi' }), 'not entreprises tech'],
    ['Directores de TI, fuera de empresas tecnológicas', sel({ areas: ['it'], levels: ['director'], text: 'directores de ti' }), 'not empresas tecnologicas'],
    [
      'Gerentes de TI, fora de empresas de tecnologia',
      sel({ areas: ['it'], levels: ['manager', 'senior_manager'], text: 'gerentes de ti' }),
      'not empresas de tecnologia',
    ],
    ['IT-managers, niet bij techbedrijven', itManagers, 'not techbedrijven'],
  ])('people outside a kind of company: %s', (definition, who, text) => {
    const c = compilePersona(definition);
    expect(c.criteria).toEqual({ version: CRITERIA_VERSION, include: [who], exclude: [], employer: employer([], ['software'], text) });
    expect(c.warnings).toEqual([]);
    expect(c.unrecognised).toEqual([]);
  });

  const engineeringHeads = (text: string, levels: Selector['levels'] = ['head']) => sel({ areas: ['software', 'hardware'], levels, text });
  it.each([
    ['Heads of engineering at fintechs', engineeringHeads('heads of engineering'), 'fintechs'],
    ['Engineering-Leiter bei Fintechs', engineeringHeads('engineering leiter', ['manager', 'senior_manager', 'head', 'director']), 'fintechs'],
    ['Responsables engineering chez les fintechs', engineeringHeads('responsables engineering', ['manager', 'senior_manager', 'head']), 'les fintechs'],
    ['Jefes de ingeniería en fintechs', engineeringHeads('jefes de ingenieria', ['manager', 'senior_manager', 'head', 'director']), 'fintechs'],
    ['Heads de engenharia em fintechs', engineeringHeads('heads de engenharia'), 'fintechs'],
    ['Hoofden engineering bij fintechs', engineeringHeads('hoofden engineering', ['head', 'director']), 'fintechs'],
  ])('other people at a kind of company keep their own reading: %s', (definition, who, text) => {
    expect(compilePersona(definition).criteria).toEqual({ version: CRITERIA_VERSION, include: [who], exclude: [], employer: employer(['fintech'], [], text) });
  });

  const cfos = (text: string) => sel({ roles: ['cfo'], text });
  it.each([
    ['CFOs, not at banks', cfos('cfos'), 'not banks'],
    ['Finanzvorstände, nicht bei Banken', cfos('finanzvorstande'), 'not banken'],
    ['DAF, pas dans les banques', cfos('daf'), 'not banques'],
    ['Directores financieros, salvo en bancos', sel({ areas: ['finance'], levels: ['director'], text: 'directores financieros' }), 'not bancos'],
    ['CFOs, exceto em bancos', cfos('cfos'), 'not bancos'],
    ["CFO's, niet bij banken", cfos('cfos'), 'not banken'],
  ])('an exception of the employer is no exclusion of people: %s', (definition, who, text) => {
    const c = compilePersona(definition);
    expect(c.criteria).toEqual({ version: CRITERIA_VERSION, include: [who], exclude: [], employer: employer([], ['banking'], text) });
    expect(c.unrecognised).toEqual([]);
  });

  it('a sentence or a clause that only names the employer adds nobody', () => {
    expect(compilePersona('Controllers. Only at banks and insurers.').criteria).toEqual({
      version: CRITERIA_VERSION,
      include: [sel({ areas: ['controlling'], text: 'controllers' })],
      exclude: [],
      employer: employer(['banking', 'insurance'], [], 'banks, insurers'),
    });
    const c = compilePersona('Treasurers at banks, but not at fintechs.');
    expect(c.criteria.include).toEqual([sel({ areas: ['treasury'], text: 'treasurers' })]);
    expect(c.criteria.exclude).toEqual([]);
    expect(c.criteria.employer).toEqual(employer(['banking'], ['fintech'], 'banks, not fintechs'));
    expect(c.warnings).toEqual([]);
  });

  it('an exception said after its list goes with it; a cut compound is taken out whole', () => {
    for (const definition of ['CFOs at insurers, pension funds excluded.', 'CFOs bei Versicherungen, Pensionskassen ausgenommen.']) {
      const c = compilePersona(definition);
      expect(c.criteria.include.map((s) => s.roles)).toEqual([['cfo']]);
      expect(c.criteria.exclude).toEqual([]);
      expect(c.criteria.employer?.except).toEqual(['pension_funds']);
    }
    const c = compilePersona('Aktuare bei Versicherungen. Pensionskassen, Kapitalanlage und Schaden ausgenommen.');
    expect(c.criteria.exclude.map((e) => e.text)).toEqual(['kapitalanlage', 'schaden']);
    const cut = compilePersona('Schichtleiter bei Chemie- und Lebensmittelherstellern.');
    expect(cut.criteria.include.map((s) => s.text)).toEqual(['schichtleiter']);
    expect(cut.criteria.employer?.sectors).toEqual(['manufacturing', 'food_beverage']);
    expect(cut.warnings).toEqual([]);
  });

  it('"only" said after the employer is the employer’s, in a heading too', () => {
    const c = compilePersona('At accounting firms only: audit managers and tax partners.');
    expect(c.criteria.employer).toEqual(employer(['accounting_firms'], [], 'accounting firms'));
    expect(c.criteria.include.map((s) => s.text)).toEqual(['audit managers', 'tax partners']);
    expect(c.warnings).toEqual([]);
  });

  it('a heading that only names the employer goes with its colon; the list under it is read alone', () => {
    const c = compilePersona('Tech-Unternehmen: Gründer und CTOs.');
    expect(c.criteria).toEqual({
      version: CRITERIA_VERSION,
      include: [founders('grunder'), sel({ roles: ['cto'], text: 'ctos' })],
      exclude: [],
      employer: employer(['software'], [], 'tech unternehmen'),
    });
  });

  it('the employer words still give the senses of the people beside them', () => {
    expect(compilePersona('Bedrijfsleiders in de supermarkten, geen vakkenvullers.').criteria.include).toEqual([
      sel({ areas: ['retail'], levels: ['manager'], text: 'bedrijfsleiders' }),
    ]);
    const c = compilePersona('Tellers and branch managers at the bank.');
    expect(c.criteria.include.map((s) => [s.text, s.roles, s.areas])).toEqual([
      ['tellers', [], ['customer_support']],
      ['branch managers', ['branch_manager'], []],
    ]);
    expect(c.criteria.employer).toEqual(employer(['banking'], [], 'the bank'));
  });
});

describe('compiler: employer words not applied stay with the people', () => {
  it('a place where the people work at something is read as before', () => {
    const c = compilePersona('Fitters who service the lifts in hospitals.');
    expect(c.criteria.employer).toBeUndefined();
    expect(c.criteria.include.map((s) => s.text)).toEqual(['fitters who service the lifts in hospitals']);
  });

  it('a list beside an employer of no sector applies no kind, and keeps its words', () => {
    const c = compilePersona('Safety officers at the refineries, factories and water utilities.');
    expect(c.criteria.employer).toBeUndefined();
    expect(c.warnings.find((w) => w.code === 'not_applied')?.text).toBe('water utilities');
    expect(c.criteria.include[0]?.text).toContain('at the refineries');
  });

  it('a sector word said of people is no employer: the people keep it', () => {
    const c = compilePersona('Platform engineering, excluding tech leads and senior ICs.');
    expect(c.criteria.employer).toBeUndefined();
    expect(c.criteria.exclude.map((e) => e.text)).toEqual(['tech leads', 'senior ics']);
    expect(compilePersona('Solutions engineers, not in software sales.').criteria.employer).toBeUndefined();
    expect(compilePersona('Solutions engineers, not in software.').criteria.employer).toEqual(employer([], ['software'], 'not software'));
  });

  it('every company names no condition', () => {
    const c = compilePersona('Controllers across all 9, the bank ones too.');
    expect(c.criteria.employer).toBeUndefined();
  });

  it('the seller’s market is no employer', () => {
    const c = compilePersona('We sell audit tooling to banks. Internal auditors and their heads.');
    expect(c.criteria.employer).toBeUndefined();
  });
});

describe('compiler: a sector said as an adjective of companies', () => {
  it.each([
    ['Product leads at tech startups', 'software'],
    ['Produktmanager bei Technologiekonzernen', 'software'],
    ['IT-Leiter bei IT-Unternehmen', 'software'],
    ['Chefs de produit dans les entreprises technologiques', 'software'],
    ['Directeurs techniques dans les sociétés informatiques', 'software'],
    ['Jefes de producto en compañías de software', 'software'],
    ['Gerentes de produto em empresas de TI', 'software'],
    ['Productmanagers bij IT-bedrijven', 'software'],
    ['Risk officers in établissements bancaires', 'banking'],
    ['Responsables de riesgos en entidades bancarias', 'banking'],
    ['Actuarissen bij verzekeringsbedrijven', 'insurance'],
    ['Actuarios en compañías de seguros', 'insurance'],
    ['Controllers at fintech companies', 'fintech'],
    ['Einkäufer bei Pharmakonzernen', 'pharma_biotech'],
    ['Acheteurs dans les entreprises pharmaceutiques', 'pharma_biotech'],
    ['Gerentes de operações em empresas de logística', 'logistics'],
    ['Contrôleurs de gestion dans les sociétés immobilières', 'real_estate'],
    ['Disponenten bei Logistikunternehmen', 'logistics'],
  ])('%s', (definition, sector) => {
    const c = compilePersona(definition);
    expect(c.criteria.employer?.sectors).toEqual([sector]);
    expect(c.unrecognised).toEqual([]);
  });

  it('a company word in the singular before people is a kind of them, not the employer of all', () => {
    expect(compilePersona('Lawyers, including law-firm partners.').criteria.employer).toBeUndefined();
  });
});

describe('compiler: inclusions after parentheses', () => {
  it('"X (…), including Y" adds Y to X', () => {
    const c = compilePersona('Actuaries and underwriters (risk assessment), including their heads.');
    expect(c.criteria.include.map((s) => [s.text, s.areas, s.levels])).toEqual([
      ['actuaries', ['actuarial'], []],
      ['underwriters', ['underwriting'], []],
      ['their heads', ['actuarial', 'underwriting'], ['head']],
    ]);
  });
});

describe('compiler: the people a reference names keep their own rungs', () => {
  it('"design engineers, incl. their managers": the managers are no individual contributors', () => {
    const c = compilePersona('Protection engineers at the utilities (grid or water), incl. their managers.');
    const managers = c.criteria.include.find((s) => s.text === 'their managers');
    expect(managers?.levels).toEqual(['manager', 'senior_manager']);
    expect(managers?.traits).toEqual([]);
  });
});

describe('employer words are found in the text as written', () => {
  it.each(['Gründer von Tech-Unternehmen', 'Straße  —  DAF’s  (équipe)', 'Ärzte in Kliniken; Pflege'])('%s folds as foldText does', (s) => {
    const { text, at } = foldMapped(s);
    expect(text).toBe(foldText(s));
    expect(at.length).toBe(text.length);
    expect(at.every((i, k) => k === 0 || i >= (at[k - 1] ?? 0))).toBe(true);
  });
});
