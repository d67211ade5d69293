// Session 58: a hospital's or a care home's services in their own words: "maintenance engineers" and "estates technicians"
// maintain its buildings (no engineers of software), its "domestic services" are its cleaning and its "domestics" the
// cleaners, its catering managers run its kitchen. Own wordings.
import { describe, expect, it } from 'vitest';
import { keptRefs } from './profile-fixture.js';

describe('hospital services (s58)', () => {
  it('"maintenance engineers" are the maintenance technicians, not software engineers', async () => {
    const roster: Array<[string, string]> = [
      ['me', 'Maintenance Engineer'],
      ['et', 'Estates Technician'],
      ['sw', 'Software Engineer'],
      ['hw', 'Hardware Engineer'],
    ];
    expect(await keptRefs(roster, 'The maintenance engineers and estates technicians.')).toEqual(['et', 'me']);
  });
  it('domestic services managers are cleaning managers; "not the domestics" leaves the cleaners out', async () => {
    const roster: Array<[string, string]> = [
      ['dsm', 'Domestic Services Manager'],
      ['cm', 'Cleaning Manager'],
      ['cl', 'Cleaner'],
      ['hm', 'Hotel Manager'],
    ];
    expect(await keptRefs(roster, 'Domestic services managers.')).toEqual(['cm', 'dsm']);
    expect(await keptRefs(roster, 'The cleaning team, but not the domestics.')).toEqual(['cm', 'dsm']);
  });
  it('catering managers run the kitchen', async () => {
    const roster: Array<[string, string]> = [
      ['cat', 'Catering Manager'],
      ['km', 'Kitchen Manager'],
      ['ck', 'Cook'],
      ['fm', 'Finance Manager'],
    ];
    expect(await keptRefs(roster, 'Catering managers at the hospitals.')).toEqual(['cat', 'km']);
  });
  it('a Portuguese "Supervisora de Higienização" leads a cleaning team', async () => {
    const roster: Array<[string, string]> = [
      ['sh', 'Supervisora de Higienização'],
      ['sl', 'Supervisor de Limpeza'],
      ['ven', 'Supervisora de Vendas'],
    ];
    expect(await keptRefs(roster, 'Supervisores de limpeza.')).toEqual(['sh', 'sl']);
  });
  it('"administrativos de admisión" are the admissions clerks, not every administrative', async () => {
    const roster: Array<[string, string]> = [
      ['adm', 'Administrativo de Admisión'],
      ['aux', 'Auxiliar Administrativo (Admisión)'],
      ['ofi', 'Administrativa'],
      ['sch', 'Scheduler'],
    ];
    const hospital = { name: 'Hospital San Rafael', industry: 'Hospitals and Health Care', employees: 400 };
    expect(await keptRefs(roster, 'Admisión y documentación clínica: jefes de admisión, administrativos de admisión y codificadores.', hospital)).toEqual([
      'adm',
      'aux',
    ]);
  });
  it('clinical engineering: "Medizintechnik" and EBME are a hospital\'s medical equipment, in every language', async () => {
    const roster: Array<[string, string]> = [
      ['lmt', 'Leitung Medizintechnik'],
      ['mt', 'Medizintechniker'],
      ['ebme', 'EBME Technician'],
      ['bio', 'Technicienne biomédicale'],
      ['ele', 'Técnico de Electromedicina'],
      ['fac', 'Facilities Manager'],
      ['it', 'IT-Techniker'],
    ];
    expect(await keptRefs(roster, 'Medizintechnik: die Leitung und die Medizintechniker.')).toEqual(['bio', 'ebme', 'ele', 'lmt', 'mt']);
    expect(await keptRefs(roster, 'Medical equipment managers and technicians.')).toEqual(['bio', 'ebme', 'ele', 'mt']);
  });
  it("a specialty's psychiatrists and the psychotherapists are psychiatrists and psychologists", async () => {
    const roster: Array<[string, string]> = [
      ['cp', 'Consultant in Old Age Psychiatry'],
      ['fa', 'Fachärztin für Psychiatrie und Psychotherapie'],
      ['kj', 'Kinder- en jeugdpsychiater'],
      ['pt', 'Psychologische Psychotherapeutin'],
      ['gp', 'Klinischer und Gesundheitspsychologe'],
      ['int', 'Fachärztin für Innere Medizin'],
      ['rn', 'Registered Nurse'],
    ];
    expect(await keptRefs(roster, 'Psychiatrists and psychologists.')).toEqual(['cp', 'fa', 'gp', 'kj', 'pt']);
  });
});
