// Session 29: carmakers and their parts suppliers are a kind of employer of their own (`automotive`), inside manufacturing.
// A buyer's "at the auto-parts plants" or "Automobilzulieferer" does not mean the dairy or the chemical plant; a bare
// "manufacturers", "suppliers" or "Hersteller" still means every maker. Our own wordings and company names.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import type { Sector } from '../../src/matching/criteria.js';
import { industryMembership } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const sectorsOf = (definition: string) => [...(compilePersona(definition).criteria.employer?.sectors ?? [])].sort();

describe('compiler: automotive employers in six languages', () => {
  it.each<[string, Sector[]]>([
    ['Process engineers at the carmakers and their tier-one suppliers.', ['automotive']],
    ['Plant managers at auto parts manufacturers.', ['automotive']],
    ['Buyers in the car industry.', ['automotive']],
    ['Schichtleiter bei Autozulieferern.', ['automotive']],
    ['Einkäufer in der Automobilindustrie.', ['automotive']],
    ['Responsables de production chez les constructeurs automobiles.', ['automotive']],
    ["Acheteurs dans l'industrie automobile.", ['automotive']],
    ['Jefes de turno en las plantas de autopartes.', ['automotive']],
    ['Compradores en el sector de automoción.', ['automotive']],
    ['Supervisores de produção nas fábricas de autopeças.', ['automotive']],
    ['Compradores nas montadoras.', ['automotive']],
    ['Inkopers bij autofabrikanten.', ['automotive']],
    ['Productieleiders bij autotoeleveranciers.', ['automotive']],
  ])('%s', (definition, sectors) => expect(sectorsOf(definition)).toEqual(sectors));

  it.each<[string, Sector[]]>([
    ['Plant managers at manufacturers.', ['manufacturing']],
    ['Schichtleiter bei Herstellern.', ['manufacturing']],
    ['Productieleiders bij toeleveranciers.', ['manufacturing']],
    ['Acheteurs chez les équipementiers.', ['manufacturing']],
  ])('every maker stays manufacturing: %s', (definition, sectors) => expect(sectorsOf(definition)).toEqual(sectors));

  it('a list of carmakers and other makers names both', () => {
    expect(sectorsOf('Buyers at car manufacturers and at other industrial companies.')).toEqual(['automotive', 'manufacturing']);
  });
});

describe('industries: who is automotive', () => {
  it.each([
    ['Motor Vehicle Manufacturing', 'of'],
    ['Motor Vehicle Parts Manufacturing', 'of'],
    ['Automotive', 'of'],
    ['Manufacturing', 'maybe'],
    ['Wholesale Motor Vehicles and Parts', 'maybe'],
    ['Dairy Product Manufacturing', 'other'],
    ['Chemical Manufacturing', 'other'],
    ['Industrial Machinery Manufacturing', 'other'],
    ['Motor Vehicle Retail', 'other'],
  ] as const)('%s is %s', (industry, membership) => expect(industryMembership(industry, 'automotive')).toBe(membership));

  it('carmakers and parts makers are still manufacturers', () => {
    expect(industryMembership('Motor Vehicle Parts Manufacturing', 'manufacturing')).toBe('of');
    expect(industryMembership('Motor Vehicle Manufacturing', 'manufacturing')).toBe('of');
  });
});

describe('judge: a quality engineer at the parts plant, not at the food plant', () => {
  const definition = 'Ingenieros de calidad en la planta de autopartes.';
  const at = (name: string, industry: string) => ({ name, industry, employees: 300 });
  const profile = makeProfile('q1', [{ title: 'Ingeniero de Calidad' }]);
  it('kept at a parts maker', () => {
    expect(judgeProfile({ slug: 't', name: 't', definition, company: at('Frenos del Norte SA', 'Motor Vehicle Parts Manufacturing') }, profile).match).toBe(
      true,
    );
  });
  it('dropped at a dairy and at a chemical plant', () => {
    expect(judgeProfile({ slug: 't', name: 't', definition, company: at('Lácteos del Sur SA', 'Dairy Product Manufacturing') }, profile).match).toBe(false);
    expect(judgeProfile({ slug: 't', name: 't', definition, company: at('Química Andina SA', 'Chemical Manufacturing') }, profile).match).toBe(false);
  });
});
