// Session 30: a company's industry as the network shows it in the member's own language ("Krankenhäuser und
// Gesundheitswesen", "Enseignement supérieur", "Comercio minorista", "Retalho", "Overheid", "Logistik", "Construcción") is
// read by the same kind's words in German, French, Spanish, Portuguese and Dutch (industries-local.ts): it was an industry
// nobody could place, which decides nothing, so every person of such a company passed every employer condition. And a
// kind of employer said of people a negated predicate leaves out ("Developers at the software houses are not IT") is no
// condition on the persona's companies (employer.ts saidOfExcluded). Our own wordings and industry spellings.
import { describe, expect, it } from 'vitest';
import type { Sector } from '../../src/matching/criteria.js';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { industryMembership, type Membership } from '../../src/matching/sectors.js';
import { makeProfile } from './profile-fixture.js';

const ROWS: ReadonlyArray<readonly [string, Sector, Membership]> = [
  ['Krankenhaus und Pflege', 'health_care', 'of'],
  ['Santé et hôpitaux', 'health_care', 'of'],
  ['Ziekenhuizen en zorg', 'health_care', 'of'],
  ['Hochschulen', 'higher_education', 'of'],
  ['Ensino superior', 'higher_education', 'of'],
  ['Universidades', 'higher_education', 'of'],
  ['Öffentliche Verwaltung', 'government', 'of'],
  ['Administración pública', 'government', 'of'],
  ['Rijksoverheid', 'public_sector', 'of'],
  ['Einzelhandel', 'retail', 'of'],
  ['Commerce de détail', 'retail', 'of'],
  ['Varejo', 'retail', 'of'],
  ['Bouwnijverheid', 'construction', 'of'],
  ['Construção', 'construction', 'of'],
  ['Construcciones y obras', 'construction', 'of'],
  ['Logistique et entreposage', 'logistics', 'of'],
  ['Logistiek', 'logistics', 'of'],
  ['Maschinenbau', 'manufacturing', 'of'],
  ['Fabricación de muebles', 'manufacturing', 'of'],
  ['Versicherungen', 'insurance', 'of'],
  ['Seguros', 'insurance', 'of'],
  ['Gastgewerbe', 'hospitality', 'of'],
  ['Werbung und Marketing', 'agencies', 'of'],
  ['Édition de logiciels', 'software', 'of'],
  ['Zeitarbeit', 'retail', 'other'],
  // Known to be another business, now that its words are read.
  ['Einzelhandel', 'health_care', 'other'],
  ['Overheid', 'retail', 'other'],
  // English names are read as before.
  ['Retail', 'retail', 'of'],
  ['Hospitals and Health Care', 'health_care', 'of'],
];

describe('an industry in German, French, Spanish, Portuguese or Dutch is read by its kind’s words', () => {
  it.each(ROWS)('%s is %s: %s', (industry, sector, want) => {
    expect(industryMembership(industry, sector)).toBe(want);
  });
});

const keeps = (definition: string, title: string, industry: string) =>
  judgeProfile({ slug: 't', name: 't', definition, company: { name: 'Nordweide Holding', industry, employees: 120 } }, makeProfile('x', [{ title }])).match;

describe('the judge keeps nobody at a company whose localised industry is another business', () => {
  it.each([
    ['Teamleiders bij gemeenten en universiteiten.', 'Teamleider Burgerzaken', 'Einzelhandel', false],
    ['Teamleiders bij gemeenten en universiteiten.', 'Teamleider Burgerzaken', 'Overheid', true],
    ['Jefes de tienda en supermercados y cadenas minoristas.', 'Jefe de tienda', 'Logistik', false],
    ['Jefes de tienda en supermercados y cadenas minoristas.', 'Jefe de tienda', 'Comercio al por menor, minorista', true],
    ['Cadres de santé dans les hôpitaux.', 'Cadre de santé', 'Construcción', false],
  ])('%s / %s at %s: %s', (d, title, industry, want) => {
    expect(keeps(d, title, industry)).toBe(want);
  });
});

describe('a kind of employer said of people a negated predicate leaves out is no condition on the persona', () => {
  it.each([
    ['Helpdesk staff and sysadmins. Developers at the software houses are not IT.', 'software'],
    ['Techniciens support et administrateurs systèmes. Les développeurs des éditeurs de logiciels ne sont pas de l’IT.', 'software'],
    ['Servicedesk-Mitarbeiter. Entwickler bei Softwarefirmen sind nicht gemeint.', 'software'],
  ])('%s', (d) => {
    const c = compilePersona(d).criteria;
    expect(c.employer).toBeUndefined();
    expect(c.exclude.length).toBeGreaterThan(0);
    expect(c.include.length).toBeGreaterThan(0);
  });

  it('an employer said of the people kept still applies', () => {
    expect(compilePersona('Nurses at hospitals. Doctors are not in scope.').criteria.employer?.sectors).toEqual(['health_care']);
    expect(compilePersona('Verpleegkundigen in ziekenhuizen. Artsen niet.').criteria.employer?.sectors).toEqual(['health_care']);
  });
});

describe('who leads a team or a department, said as a clause in five languages, is a people manager', () => {
  it.each([
    'Alle, die ein Team oder eine Abteilung führen.',
    'Vertriebsleute mit eigenem Team.',
    'Tous ceux qui encadrent une équipe.',
    'Los responsables con equipo a cargo.',
    'Quem tem equipa a cargo.',
    'Todos los que lideran un equipo.',
    'Iedereen die een team of afdeling aanstuurt.',
  ])('%s', (d) => {
    const c = compilePersona(d).criteria;
    expect(c.include.length).toBeGreaterThan(0);
    expect(c.include.every((s) => s.traits.includes('manages_people'))).toBe(true);
  });

  it('at a municipality it keeps the team lead and leaves the caseworker out', () => {
    const d = 'Bij gemeenten: iedereen die een team of afdeling aanstuurt.';
    expect(keeps(d, 'Teamleider Burgerzaken', 'Overheid')).toBe(true);
    expect(keeps(d, 'Medewerker Burgerzaken', 'Overheid')).toBe(false);
  });
});
