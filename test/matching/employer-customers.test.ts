// Words that name a kind of business without saying where the wanted people work (issue 22; compiler/employer.ts,
// employer-senses.ts, lexicon-employers.ts, employer-forms.ts, selector.ts). Our own wordings, six languages.
// - A seller's customers ("close deals with dealerships", "mit Autohäusern als Kunden", "dont les clients sont …") name no
//   employer and no people: no employer condition, no area selector (a "publisher" is a person's title too).
// - An exclusion of analysts by a sector's adjective ("not banking analysts", "pas les analystes bancaires") leaves out the
//   analysts whose title says it: not every analyst, not the company.
// - An employer phrase ("founders at tech companies", "tech startup founders") adds no area selector (every engineer).
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import type { Selector } from '../../src/matching/criteria.js';

const read = (definition: string) => compilePersona(definition).criteria;
const areasOf = (selectors: readonly Selector[]) => [...new Set(selectors.flatMap((s) => s.areas))].sort();

describe("a seller's customers name no employer and no people", () => {
  it.each<[string, string]>([
    ['AEs who close deals with car dealerships and publishers.', 'account_executive'],
    ['Closers who sell to dealerships.', 'account_executive'],
    ['Account executives closing publishers and media groups.', 'account_executive'],
    ['Account executives selling to publishers.', 'account_executive'],
    ['Sales reps whose customers are car dealerships.', 'sales'],
    ['AEs with dealerships as clients.', 'account_executive'],
    ['AEs mit Autohäusern als Kunden.', 'account_executive'],
    ['Account Executives, die Deals mit Verlagen abschließen.', 'account_executive'],
    ['Vertriebler, die an Autohäuser verkaufen.', 'sales'],
    ['Key Account Manager, die Banken und Versicherer betreuen.', 'account_management'],
    ['Commerciaux qui vendent aux concessionnaires.', 'sales'],
    ['Commerciaux qui signent avec des concessionnaires.', 'sales'],
    ['Commerciaux avec des concessionnaires comme clients.', 'sales'],
    ['Commerciaux qui prospectent les concessionnaires.', 'sales'],
    ['Comerciales que visitan concesionarios.', 'sales'],
    ['Vendedores que prospectam concessionárias.', 'sales'],
    ['Verkopers die autodealers bezoeken.', 'sales'],
    ['Ejecutivos de cuentas que venden a concesionarios.', 'account_executive'],
    ['Ejecutivos de cuentas que cierran acuerdos con concesionarios.', 'account_executive'],
    ['Ejecutivos de cuentas con concesionarios como clientes.', 'account_executive'],
    ['Executivos de contas que vendem para concessionárias.', 'account_executive'],
    ['Executivos de contas que fecham negócios com concessionárias.', 'account_executive'],
    ['Accountmanagers die aan autodealers verkopen.', 'account_management'],
    ['Accountmanagers die deals sluiten met autodealers.', 'account_management'],
    ['Accountmanagers met autodealers als klanten.', 'account_management'],
    ['Accountmanagers die banken bedienen.', 'account_management'],
  ])('%s', (definition, area) => {
    const c = read(definition);
    expect(c.employer).toBeUndefined();
    expect(areasOf(c.include)).toEqual([area]);
    expect(compilePersona(definition).unrecognised).toEqual([]);
  });

  it('a market said after a negation takes it along; the employer of the people stays', () => {
    const c = read('IT managers at hospitals, not for banks.');
    expect(c.employer?.sectors).toEqual(['health_care']);
    expect(c.exclude).toEqual([]);
    expect(areasOf(c.include)).toEqual(['it']);
  });

  it('a market is no area of the people ("heads of sales for retail" are no store managers)', () => {
    expect(areasOf(read('Heads of Sales for Retail.').include)).toEqual(['sales']);
    expect(areasOf(read('Key account managers for supermarkets and their heads.').include)).toEqual(['account_management']);
  });

  it('people named in the words of the market stay ("auditors of banks" are auditors)', () => {
    const c = read('Auditors of banks.');
    expect(c.employer).toBeUndefined();
    expect(areasOf(c.include)).toEqual(['audit']);
  });

  it('the people at an employer keep it', () => {
    expect(read('AEs at car dealerships.').employer?.sectors).toEqual(['car_dealers']);
    expect(read('Vertriebler bei Autohäusern.').employer?.sectors).toEqual(['car_dealers']);
    expect(read('Ejecutivos de cuentas en concesionarios.').employer?.sectors).toEqual(['car_dealers']);
  });
});

describe('analysts left out by a sector adjective are those analysts, not every analyst nor the company', () => {
  it.each<[string, string]>([
    ['Data analysts and BI leads, not banking analysts.', 'banking analysts'],
    ['Analytics people, no investment-banking analysts.', 'investment banking analysts'],
    ['Datenanalysten, keine Bankanalysten.', 'bankanalysten'],
    ['Analystes de données, pas les analystes bancaires.', 'analystes bancaires'],
    ['Analistas de datos, no analistas bancarios.', 'analistas bancarios'],
    ['Analistas de dados, sem analistas bancários.', 'analistas bancarios'],
    ['Data-analisten, geen bankanalisten.', 'bankanalisten'],
    ['Analistas de datos, nada de analistas de banca.', 'analistas de banca'],
  ])('%s', (definition, title) => {
    const c = read(definition);
    expect(c.employer).toBeUndefined();
    expect(areasOf(c.include)).toEqual(['analytics']);
    expect(c.exclude).toHaveLength(1);
    expect(c.exclude[0]?.titles).toEqual([title]);
    expect(c.exclude[0]?.levels).toEqual([]);
  });

  it('analysts without a qualifier are still every analyst of the inclusion', () => {
    expect(read('Data scientists, no analysts.').exclude[0]?.titles).toEqual(['analyst', 'analist']);
  });

  it("a sector's adjective is no misspelling of a people word", () => {
    expect(read('Analistas de datos, sin becarios.').exclude[0]?.levels).toEqual(['intern']);
    const c = read('Compradores en empresas mayoristas.');
    expect(c.include.flatMap((s) => s.roles)).not.toContain('driver');
  });
});

describe('an employer phrase adds no area selector', () => {
  it.each([
    'Fundadores y directivos de empresas tecnológicas.',
    'Founders and decision makers at tech companies.',
    'Gründer und Entscheider von Tech-Unternehmen.',
    'Fondateurs et décideurs de boîtes tech.',
    'Oprichters en beslissers bij techbedrijven.',
    'Fundadores e decisores de empresas de tecnologia.',
    'Fundadores e tomadores de decisão de empresas de tecnologia.',
    'Tech founders and decision makers.',
    'Founders of tech startups and their CTOs.',
    'Tech startup founders and their CTOs.',
    'Tech-Startup-Gründer und ihre CTOs.',
    'Fundadores y decisores del sector tecnológico.',
    'Fundadores e decisores do setor de tecnologia.',
    'Founders and decision makers of the tech industry.',
    'Gründer und Entscheider der Tech-Branche.',
    'Fondateurs et décideurs du secteur tech.',
    'Oprichters en beslissers van de techsector.',
  ])('%s', (definition) => {
    const c = read(definition);
    expect(c.employer?.sectors).toEqual(['software']);
    expect(areasOf(c.include)).toEqual([]);
    expect(c.include.some((s) => s.traits.includes('founder'))).toBe(true);
    expect(compilePersona(definition).warnings.filter((w) => w.code === 'read_as_title')).toEqual([]);
  });
});

describe('a word for a sector is no misspelling of a people word', () => {
  it.each<[string, string]>([
    ['Directores del sector bancario.', 'banking'],
    ['Diretores do setor bancário.', 'banking'],
  ])('%s names no rector, only the sector', (definition, sector) => {
    const c = read(definition);
    expect(c.include.flatMap((x) => x.roles)).not.toContain('university_head');
    expect(c.employer?.sectors).toEqual([sector]);
  });

  it('"egal welche Branche" names no bank branches', () => {
    const c = read('Geschäftsführer und Inhaber, egal welche Branche.');
    expect(areasOf(c.include)).not.toContain('branch_network');
  });
});
