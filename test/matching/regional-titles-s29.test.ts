// Session 29: titles as the regional variants write them (reader/title-regional.ts): Flemish purchasing ("aankoop"),
// customer service ("klantendienst"), front desk ("onthaal") and shop branches ("filiaal"); Dutch branches
// ("vestiging"); Austrian payroll ("Personalverrechnung") and foremen ("…meister"); Québec's "Chef, X", sales reps and
// "chargés de projet"; Mexican "mercadotecnia", "nominista", "televentas"; plants, supply chains and shipping in Spanish
// and Portuguese; a bank's business and private clients; Indian AGM / DGM, MTS, Module Lead, "Executive – Accounts",
// "third-party payroll". Own words.
import { describe, expect, it } from 'vitest';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const read = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0]!;

describe('regional titles name their function', () => {
  it.each([
    ['Aankoper Technische Goederen', 'procurement'],
    ['Medewerkster Aankoop', 'procurement'],
    ['Klantendienstmedewerkster', 'customer_support'],
    ['Onthaalmedewerker', 'office'],
    ['Vestigingsleider Zwolle', 'branch_network'],
    ['Directieassistent', 'office'],
    ['Personalverrechnerin', 'payroll'],
    ['Orderverwerkster', 'inside_sales'],
    ['Représentante commerciale', 'field_sales'],
    ['Chargée de projets', 'project_management'],
    ['Directrice de site', 'operations'],
    ['Chef de dépôt', 'branch_network'],
    ['Guichetière', 'customer_support'],
    ['Coordinadora de Mercadotecnia Digital', 'marketing'],
    ['Nominista Sr', 'payroll'],
    ['Televendedor', 'inside_sales'],
    ['Ejecutivo de Cuenta Senior', 'account_executive'],
    ['Jefa de Servicio al Cliente', 'customer_support'],
    ['Gerente de Cadena de Suministro', 'logistics'],
    ['Montacarguista', 'warehouse'],
    ['Coordenador de Expedição', 'warehouse'],
    ['Operario Fabril', 'manufacturing'],
    ['Gerente de Banca Empresarial', 'account_management'],
    ['Chargée de relation clientèle entreprises', 'account_management'],
    ['Technical Architect – Payments', 'software'],
    ['Executive – Accounts & Taxation', 'accounting'],
    ['Accounts Officer, Group Reporting', 'accounting'],
    ['Senior Java Developer – third-party payroll', 'software'],
  ])('%s is %s', (title, area) => {
    expect(read(title).areas).toContain(area);
  });
  it('"third-party payroll" is the contract, not the payroll function', () => {
    expect(read('Senior Java Developer – third-party payroll').areas).not.toContain('payroll');
  });
});

describe('regional titles name their rung', () => {
  it.each([
    ['Filiaalverantwoordelijke Brugge', 'manager'],
    ['Winkelverantwoordelijke', 'manager'],
    ['Diensthoofd personeelszaken', 'head'],
    ['Werkmeisterin Montage', 'team_lead'],
    ['Schichtmeister Lackiererei', 'team_lead'],
    ['Chef, service à la clientèle', 'head'],
    ['AGM – Human Resources', 'manager'],
    ['DGM – Operations', 'head'],
    ['Module Lead – Mobile', 'team_lead'],
  ])('%s is at the %s rung', (title, level) => {
    expect(read(title).level).toBe(level);
  });
  it('a Québec "Chef, X" is no cook', () => {
    expect(read('Chef, développement logiciel').areas).toContain('software');
    expect(read('Chef, développement logiciel').areas).not.toContain('kitchen');
  });
});
