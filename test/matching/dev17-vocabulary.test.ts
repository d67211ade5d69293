// Session 23 (development set 17), own wordings: vocabulary of titles and personas.
// - A Dutch supervisory or advisory board by its abbreviation ("Voorzitter RvT", "Lid RvC", "Lid RvA") and an adviser to the
//   management ("Adviseur Raad van Bestuur", "Adviseur Directie") are board and advisor seats (reader/title-flags.ts);
//   a persona's "leden van de RvT" is the board (lexicon.ts).
// - A persona's "ingénieurs d'affaires" are account executives, as the title reader reads the title (lexicon.ts); beside IT
//   services words also account management (session 26 read that everywhere; session 29 only there).
import { describe, expect, it } from 'vitest';
import { compilePersona, readPerson } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const read = (title: string) => readPerson(makeProfile('x', [{ title }])).roles;
const areas = (title: string) => read(title).flatMap((r) => r.areas);

describe('Dutch board and advisory seats by abbreviation', () => {
  it.each(['Voorzitter RvT', 'Lid RvC', 'Lid van de RvT'])('%s sits on the board', (t) => {
    expect(read(t).map((r) => r.employment)).toEqual(['board']);
  });
  it.each(['Lid RvA', 'Adviseur Raad van Bestuur', 'Adviseur Directie'])('%s is an advisor', (t) => {
    expect(read(t).map((r) => r.employment)).toEqual(['advisor']);
  });
  it('an advisor of a department stays an employee', () => {
    expect(read('Adviseur Inkoop').map((r) => r.employment)).toEqual(['employee']);
  });
  it('a persona\'s "leden van de RvT" is the board', () => {
    expect(compilePersona('Leden van de RvT.').criteria.include[0]?.employment).toEqual(['board']);
  });
});

describe("a persona's ingénieurs d'affaires", () => {
  // Session 29: account executives, as the title reader reads the title; at an IT services firm also account management
  // (esn-sellers-s26.test.ts, ingenieurs-affaires-s29.test.ts).
  it.each(["Ingénieurs d'affaires.", "Les ingénieures d'affaires de nos clients."])('%s are account executives', (d) => {
    expect(compilePersona(d).criteria.include[0]?.areas).toEqual(['account_executive']);
  });
  it('the title reads the same', () => {
    expect(areas("Ingénieur d'affaires")).toContain('account_executive');
  });
});

// Estate agents sell homes to people, as car and new-homes sales consultants do (the role `consumer_sales`,
// reader/verticals-infrastructure.ts, compiler/lexicon-infrastructure.ts); letting staff are property management; France's
// "agents commerciaux indépendants" are a kind of self-employment (lexicon.ts).
describe('estate agents', () => {
  it.each([
    'Estate Agent',
    'Property Negotiator',
    'Négociatrice immobilier',
    'Conseillère immobilier',
    'Immobilienmaklerin',
    'Agente inmobiliaria',
    'Consultora imobiliária',
    'Woningmakelaar',
  ])('%s is a consumer sales consultant, no account executive', (t) => {
    const r = read(t);
    expect(r.flatMap((x) => x.roles)).toContain('consumer_sales');
    expect(r.flatMap((x) => x.areas)).not.toContain('account_executive');
  });
  it('a lettings negotiator manages lettings', () => {
    expect(areas('Lettings Negotiator')).toContain('property_management');
    expect(read('Lettings Negotiator').flatMap((x) => x.roles)).not.toContain('consumer_sales');
  });
  it.each(['Estate agents.', 'Négociateurs immobiliers.', 'Immobilienmakler.', 'Asesores inmobiliarios.', 'Agentes imobiliários.', 'Makelaars.'])('%s', (d) => {
    expect(compilePersona(d).criteria.include[0]?.roles).toEqual(['consumer_sales']);
  });
  it('letting managers are property management', () => {
    const c = compilePersona('Estate agents, not the gestionnaires locatifs or letting managers.').criteria;
    expect(c.exclude.every((s) => s.areas.includes('property_management'))).toBe(true);
  });
  it('independent commercial agents in parentheses say how the people are employed', () => {
    const c = compilePersona('Conseillers immobiliers (salariés ou agents commerciaux indépendants).').criteria;
    expect(c.include.length).toBe(1);
    expect(c.include[0]?.roles).toEqual(['consumer_sales']);
  });
});

// The owner who runs the company is an owner on the top rung (lexicon.ts): "DGA", "geschäftsführende Gesellschafter",
// "gérants associés", "socios directores", "sócios diretores", "owner-directors".
describe('owner-directors', () => {
  it.each(["DGA's.", 'Geschäftsführende Gesellschafter.', 'Gérants associés.', 'Socios directores.', 'Sócios diretores.', 'Owner-directors.'])('%s', (d) => {
    const s = compilePersona(d).criteria.include[0];
    expect([s?.traits, s?.levels]).toEqual([['owner'], ['c_level']]);
  });
  it.each(['Directeur-grootaandeelhouder', 'Geschäftsführender Gesellschafter', 'Gérant associé', 'Sócio-diretor'])('%s is read as one', (t) => {
    expect(
      read(t)
        .flatMap((r) => r.roles)
        .some((r) => r === 'ceo' || r === 'owner'),
    ).toBe(true);
  });
});

// Agricultural technicians advise farmers as agronomists do (reader/verticals-industry.ts, compiler/lexicon-industry.ts).
describe('agricultural technicians', () => {
  it.each(['Agricultural Technician', 'Crop Adviser', 'Técnico em Agropecuária', 'Técnica agropecuaria', 'Agrartechnikerin', 'Landbouwkundig adviseur'])(
    '%s is agronomy',
    (t) => {
      expect(areas(t)).toContain('agronomy');
    },
  );
  it.each([
    'Agricultural technicians.',
    'Agrartechniker.',
    'Techniciens agricoles.',
    'Técnicos agrícolas.',
    'Técnicos agropecuários.',
    'Landbouwkundig adviseurs.',
  ])('%s', (d) => {
    expect(compilePersona(d).criteria.include[0]?.areas).toEqual(['agronomy']);
  });
});
