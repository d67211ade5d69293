// Session 27 (issue 22): the buyers of public bodies. Titles that say public procurement in six languages are procurement
// with the title kind `public_buyer` (reader/title-normalise.ts, verticals-trades.ts); a persona's words for them name that
// kind, and public procurement as a department is procurement (compiler/lexicon-buyers.ts). Hiring ("contratación de
// personal") stays HR and a supplier's bid managers stay outside procurement. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('title reader: public procurement titles are procurement of the kind public_buyer', () => {
  it.each([
    'Sachbearbeiterin Vergabe',
    'Vergabereferent',
    'Leiterin der Vergabestelle',
    'Chargé de marchés publics',
    'Acheteuse publique',
    'Responsable commande publique',
    'Técnica de Contratación',
    'Jefa del Servicio de Contratación',
    'Analista de Licitações',
    'Pregoeira',
    'Adviseur aanbestedingen',
    'Tender Officer',
  ])('%s', (title) => {
    expect(keeps('Public procurement officers', title)).toBe(true);
    expect(keeps('Buyers and procurement people', title)).toBe(true);
  });

  it.each(['Técnico de contratación de personal', 'Bid Manager', 'Einkäufer', 'Purchasing Manager'])('%s is no public buyer', (title) => {
    expect(keeps('Public procurement officers', title)).toBe(false);
  });
});

describe('compiler: words for the buyers of public bodies', () => {
  it.each([
    'Tender officers and public-sector buyers',
    'Vergabereferenten und Vergabesachbearbeiterinnen',
    'Acheteuses publiques et chargées des marchés publics',
    'Técnicas de contratación y gestores de licitaciones',
    'Pregoeiros e analistas de licitações',
    'Aanbestedingsadviseurs',
  ])('%s', (definition) => {
    const { include } = compilePersona(definition).criteria;
    expect(include.length).toBeGreaterThan(0);
    for (const s of include) expect(s.roles).toContain('public_buyer');
    expect(keeps(definition, 'Vergabesachbearbeiter')).toBe(true);
    expect(keeps(definition, 'Strategic Buyer')).toBe(false);
  });

  it('public procurement as a department is procurement, its leaders included by their rung', () => {
    expect(keeps('Heads of public procurement', 'Leiter der Vergabestelle')).toBe(true);
    expect(keeps('Leitung der Vergabestellen', 'Leiterin Zentrale Vergabestelle')).toBe(true);
    expect(keeps('Jefes de contratación pública', 'Jefe del Servicio de Contratación')).toBe(true);
  });
});
