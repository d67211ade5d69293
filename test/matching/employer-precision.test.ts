// Which words create an employer condition (compiler/employer.ts, employer-senses.ts, lexicon-employers.ts; session 22).
// A false condition puts whole companies outside, so a word that names a team, a department, a place of work, people or
// the people's market creates none unless its frame says the company ("at banks", "bei Versicherern", "dans les hôpitaux").
// Our own wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import type { Sector } from '../../src/matching/criteria.js';

const employer = (definition: string) => compilePersona(definition).criteria.employer;
const sectorsOf = (definition: string) => [...(employer(definition)?.sectors ?? [])].sort();

describe('teams, departments, places and people name no employer', () => {
  it.each([
    'Newsroom editors and reporters.',
    'Lab managers and lab technicians.',
    'Service desk agents and their team leads.',
    'Branch managers and tellers.',
    'Store managers and assistant store managers.',
    'Plant managers and shift supervisors.',
    'Clinic staff: nurses and medical assistants.',
    'Support engineers and field service managers.',
    "The bank's tellers and branch managers.",
    "The clinic's nurses and the ward managers.",
    'Redakteure in der Redaktion.',
    'Laborleiter und Laboranten im Labor.',
    'Kassierer in der Filiale.',
    'Journalistes de la rédaction.',
    'Agents du service desk.',
    "Directeurs d'usine.",
    'Periodistas de la redacción.',
    'Gerentes de tienda.',
    'Jornalistas da redação.',
    'Redacteuren op de redactie.',
    'Teamleiders in de fabriek.',
  ])('%s', (definition) => expect(employer(definition)).toBeUndefined());
});

describe('words that only look like an employer', () => {
  it.each([
    'Volunteer coordinators at food banks.',
    'Nurses at the blood bank.',
    'Vrijwilligers bij de voedselbank.',
    'Bénévoles des banques alimentaires.',
    'Streamers and content creators.',
    'Gestores nas operadoras de saúde.',
    'Private landlords and letting agents.',
    'Recruiters at staffing agencies.',
    'Consultants at recruitment agencies.',
    'Recruiters at the agency.',
    'Personalberater bei Agenturen für Personalvermittlung.',
  ])('%s', (definition) => expect(employer(definition)).toBeUndefined());
});

describe('the people who sell "in" a sector: their market as much as their employer', () => {
  it.each([
    'Sales reps in healthcare.',
    'Account managers in retail.',
    'Sales managers in the insurance industry.',
    'Vertriebsmitarbeiter im Gesundheitswesen.',
    'Außendienstmitarbeiter im Einzelhandel.',
    'Commerciaux dans la santé.',
    'Vendedores en el sector salud.',
    'Representantes de vendas na saúde.',
    'Accountmanagers in de zorg.',
    'Sales reps selling into banks.',
    'Account executives covering insurers.',
    'Category managers handling retailers.',
    'Auditors of banks.',
  ])('%s', (definition) => expect(employer(definition)).toBeUndefined());

  it('a company noun is still the employer, and other people "in" a sector are employed there', () => {
    const rows: Array<[string, Sector[]]> = [
      ['Sales reps at banks.', ['banking']],
      ['Vertriebler bei Versicherern.', ['insurance']],
      ['Commerciaux chez les assureurs.', ['insurance']],
      ['Ejecutivos de cuentas en bancos.', ['banking']],
      ['Account managers bij verzekeraars.', ['insurance']],
      ['Heads of HR in retail.', ['retail']],
      ['Finance directors in construction.', ['construction']],
      ['Compliance officers in banking.', ['banking']],
    ];
    for (const [definition, sectors] of rows) expect(sectorsOf(definition), definition).toEqual(sectors);
  });
});

describe('a bare "agency" is read by its sentence', () => {
  const rows: Array<[string, Sector[]]> = [
    ['Travel consultants at the agency.', ['travel']],
    ['Agents de voyage en agence.', ['travel']],
    ['Agentes de viagens na agência.', ['travel']],
    ['Reiseberater in der Agentur.', ['travel']],
    ['Estate agents at the agency.', ['real_estate']],
    ['Agentes inmobiliarios en la agencia.', ['real_estate']],
    ['Grant officers at the agency and case managers at the municipality.', ['government']],
    ['Buyers at the agencies, councils and hospitals.', ['government', 'health_care']],
    ['Account directors at the agency.', ['agencies']],
    ['Copywriters and art directors at agencies.', ['agencies']],
    ['Chefs de pub en agence.', ['agencies']],
    ['Media planners at the agency.', ['agencies']],
    ['Geschäftsführer bei Agenturen und Beratungshäusern.', ['agencies', 'consulting']],
  ];
  for (const [definition, sectors] of rows) it(definition, () => expect(sectorsOf(definition)).toEqual(sectors));

  it('an agency of no kind said applies no condition', () => {
    expect(employer('Chargés de clientèle en agence.')).toBeUndefined();
    expect(employer('Kundenberater in der Agentur.')).toBeUndefined();
  });
  it('excepted beside other service firms, it is the advertising agency', () => {
    expect(employer('Data scientists at software companies, skip agencies and consultancies.')).toMatchObject({
      sectors: ['software'],
      except: ['agencies', 'consulting'],
    });
  });
});

describe('phrases with a longer meaning', () => {
  const rows: Array<[string, Sector[]]> = [
    ['Department heads at the university hospital.', ['health_care']],
    ['Chefs de publicité dans les régies publicitaires.', ['agencies']],
    ['Comerciais nas operadoras logísticas.', ['logistics']],
    ['Producers at the broadcasters and streamers.', ['broadcasting', 'entertainment']],
  ];
  for (const [definition, sectors] of rows) it(definition, () => expect(sectorsOf(definition)).toEqual(sectors));
});

describe('company nouns', () => {
  const rows: Array<[string, Sector[]]> = [
    ['Operations managers in the logistics industry.', ['logistics']],
    ['At consulting and IT services firms only: engagement managers.', ['consulting', 'it_services']],
    ['Planners at logistics companies.', ['logistics']],
    ['Lagerleiter nur bei Logistikern.', ['logistics']],
    ['Compradores en industrias.', ['manufacturing']],
    ['Acheteurs chez les industriels.', ['manufacturing']],
    ['Verkopers bij producenten.', ['manufacturing']],
  ];
  for (const [definition, sectors] of rows) it(definition, () => expect(sectorsOf(definition)).toEqual(sectors));
});
