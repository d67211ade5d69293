// Session 27: generic titles read by the kind of company (reader/firm.ts SECTOR_AREAS): an airline's "Ops Controller" and
// "OCC Duty Manager" work in its operations control centre (not finance's controlling, not rail control); an events company's
// production titles are event production (not a plant's production, not broadcast); a telecom operator's installer, repair
// and network maintenance technicians are its field technicians; an advertising agency's account executives and client
// services run client accounts. Also: network monitoring technicians are the NOC's, a store operations director and the
// stores' regional directors are retail's. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import type { EmployerFacts } from '../../src/matching/criteria.js';
import { makeProfile } from './profile-fixture.js';

const at = (name: string, industry: string): EmployerFacts => ({ name, industry, employees: 200 });
const airline = at('Example Air', 'Airlines and Aviation');
const rail = at('Example Rail', 'Rail Transportation');
const events = at('Example Shows', 'Events Services');
const plant = at('Example Parts', 'Machinery Manufacturing');
const telco = at('Example Fibre', 'Telecommunications');
const agency = at('Example Ads', 'Advertising Services');
const keeps = (definition: string, title: string, company?: EmployerFacts) =>
  judgeProfile({ slug: 't', name: 't', definition, ...(company ? { company } : {}) }, makeProfile('x', [{ title }])).match;

describe('an airline operations control centre', () => {
  const occ = 'Airline OCC: dispatchers and duty managers';
  it.each(['Ops Controller', 'OCC Duty Manager', 'Operations Control Manager'])('%s at an airline', (title) => {
    expect(keeps(occ, title, airline)).toBe(true);
  });
  it('a rail operations control manager stays rail control', () => {
    expect(keeps(occ, 'Operations Control Manager', rail)).toBe(false);
  });
  it('a controller at a manufacturer stays finance', () => {
    expect(keeps('Controllers and FP&A', 'Operations Controller', plant)).toBe(true);
  });
});

describe('production at an events company', () => {
  const producers = 'Event producers and production coordinators, up to the production director';
  it.each(['Production Coordinator', 'Diretora de Produção', 'Assistente de Produção', 'Produtor'])('%s at an events company', (title) => {
    expect(keeps(producers, title, events)).toBe(true);
  });
  it('a production coordinator at a plant stays manufacturing', () => {
    expect(keeps(producers, 'Production Coordinator', plant)).toBe(false);
  });
});

describe("a telecom operator's field and NOC", () => {
  const field = 'Field technicians at telecom operators';
  it.each(['Técnico Instalador', 'Técnico de Reparaciones', 'Técnico de Manutenção de Rede', 'Field Engineer'])('%s', (title) => {
    expect(keeps(field, title, telco)).toBe(true);
  });
  it.each(['Técnico de Monitoreo de Red', 'Network Monitoring Technician', 'Técnica de Monitoramento de Rede'])('%s is NOC', (title) => {
    expect(keeps('NOC analysts at telcos', title, telco)).toBe(true);
    expect(keeps(field, title, telco)).toBe(false);
  });
  it('a field engineer at a software company stays software', () => {
    expect(keeps('Software engineers', 'Field Engineer', at('Example Soft', 'Software Development'))).toBe(true);
  });
});

describe("an agency's account team", () => {
  const teams = 'Account teams at advertising agencies, from account executive to group account director';
  it.each(['Account Executive', 'Senior Account Executive', 'Client Services Manager', 'Head of Client Services'])('%s', (title) => {
    expect(keeps(teams, title, agency)).toBe(true);
  });
  it('an agency account executive still reads as an account executive', () => {
    expect(keeps('Account executives', 'Account Executive', agency)).toBe(true);
  });
});

describe('store operations leaders', () => {
  it.each(['Directrice des Opérations Magasins', 'Directora de Operaciones de Tiendas'])('%s', (title) => {
    expect(keeps('Retail directors', title)).toBe(true);
  });
  it.each(['Directores regionales de tiendas', 'Regional directors of the stores'])('%s', (d) => {
    const [s] = compilePersona(d).criteria.include;
    expect(s?.areas).toEqual(['retail']);
    expect(s?.levels).toContain('director');
  });
});
