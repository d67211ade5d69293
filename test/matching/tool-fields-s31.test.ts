// Session 31 (development set 25, personas pasted from prospecting-tool filters and CRM segments): the field grammar
// (compiler/fields.ts). Own wordings, six languages.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (d: string, title: string) => judgeProfile({ slug: 't', name: 't', definition: d }, makeProfile('x', [{ title }])).match;
const criteria = (d: string) => compilePersona(d).criteria;

describe('function, seniority buckets and exclusions as fields', () => {
  it.each([
    'Function: Legal | Seniority: Director, VP, CXO | Exclude: paralegal, intern',
    'Funktion: Recht; Karrierestufe: Director, VP, CXO; Ausschließen: Praktikant',
    'Fonction : Juridique\nNiveau hiérarchique : Directeur, VP, CXO\nExclure : stagiaire',
    'Función: Legal | Nivel de antigüedad: Director, VP, CXO | Excluir: becario',
    'Função: Jurídico; Senioridade: Diretor, VP, C-Level; Sem: estagiário',
    'Functie: Juridisch | Senioriteit: Director, VP, CXO | Niet: stagiair',
  ])('%s keeps the legal leaders only', (d) => {
    const c = criteria(d);
    expect(c.include.length).toBeGreaterThan(0);
    expect(c.include.every((s) => s.areas.includes('legal'))).toBe(true);
    expect(c.include.flatMap((s) => s.levels)).toEqual(expect.arrayContaining(['head', 'director', 'vp', 'c_level']));
    expect(c.include.flatMap((s) => s.levels)).not.toContain('manager');
    expect(c.exclude.some((e) => e.levels.includes('intern'))).toBe(true);
  });
  it('the Manager bucket is the manager rung, not every leader', () => {
    const d = 'Department = Procurement; Seniority = Manager; Exclude = assistant';
    expect(keeps(d, 'Purchasing Manager')).toBe(true);
    expect(keeps(d, 'Head of Procurement')).toBe(false);
    expect(keeps(d, 'Buyer')).toBe(false);
  });
  it('"Manager+" and "and above" are the bucket and every one over it', () => {
    for (const d of ['Dept: Finance; Seniority: Manager+', 'Function: Finance\nLevel: Manager and above']) {
      expect(keeps(d, 'Finance Manager')).toBe(true);
      expect(keeps(d, 'Chief Financial Officer')).toBe(true);
      expect(keeps(d, 'Accounts Payable Clerk')).toBe(false);
    }
  });
  it('the Senior and Entry buckets are individual contributors and team leads, managers left out', () => {
    const d = 'Functie: Marketing\nSenioriteit: Entry, Senior\nNiet: stagiair';
    expect(keeps(d, 'Marketing Specialist')).toBe(true);
    expect(keeps(d, 'Marketing Manager')).toBe(false);
  });
  it('the Unpaid / Training bucket is the trainees of the function named', () => {
    const d = 'Seniority: Unpaid, Training\nFunction: Design, Product';
    const c = criteria(d);
    expect(c.include.some((s) => s.levels.join() === 'intern' && s.areas.includes('design'))).toBe(true);
    expect(c.include.every((s) => s.areas.length > 0)).toBe(true);
  });
  it('a sub-function replaces the function it narrows', () => {
    const c = criteria('Fonction : Finance\nSous-fonction : Contrôle de gestion\nNiveau : Manager');
    expect(c.include.every((s) => !s.areas.includes('finance'))).toBe(true);
  });
  it('"all levels except …" keeps every rung and leaves out the rest', () => {
    const c = criteria('Fonction : Marketing\nNiveau hiérarchique : tous niveaux sauf stagiaires');
    expect(c.include.every((s) => !s.levels.length)).toBe(true);
    expect(c.exclude.some((e) => e.levels.includes('intern'))).toBe(true);
  });
  it('each item of an exclusion field is a term of its own: no noun is shared across the list', () => {
    const d = 'Department = Marketing\nLevel = Head / Director\nExclude = product marketing, copywriters';
    expect(keeps(d, 'Head of Product Marketing')).toBe(false);
    expect(keeps(d, 'Head of Marketing')).toBe(true);
    const c = criteria('Abteilung: Marketing; Stufe: Leiter; Ausschluss: Produktmarketing, Texter');
    expect(c.exclude.some((e) => e.areas.includes('product_marketing') && !e.traits.includes('individual_contributor'))).toBe(true);
  });
  it('minus words of a search are exclusions', () => {
    const d = 'function:customer success; seniority:manager; -onboarding -trainee';
    expect(criteria(d).exclude.length).toBeGreaterThan(0);
    expect(criteria(d).include.every((s) => !s.text.includes('onboarding'))).toBe(true);
  });
});

describe('titles under a function, company filters', () => {
  it('titles with a department take its area and the seniority scopes them', () => {
    const c = criteria('Department: Sales; Titles: SDR, BDR; Seniority: Entry');
    expect(c.include.length).toBeGreaterThan(0);
    expect(c.include.every((s) => s.levels.every((l) => l === 'entry'))).toBe(true);
  });
  it.each([
    ['Seniority: CXO, Owner\nCompany headcount: 51-200', { min: 51, max: 200 }],
    ['Karrierestufe: CXO, Inhaber | Mitarbeiterzahl: 20–100', { min: 20, max: 100 }],
    ['Niveau : CXO, Owner ; Effectif : 11-50, 51-200', { min: 11, max: 200 }],
    ['Senioriteit: CXO, Eigenaar\nBedrijfsgrootte: 201-500 medewerkers', { min: 201, max: 500 }],
    ['Nivel: CXO | Tamaño de empresa: 51-200', { min: 51, max: 200 }],
  ])('%s is a headcount condition on the employer', (d, employees) => {
    const c = criteria(d);
    expect(c.employer?.employees).toEqual(employees);
    expect(c.include.some((s) => s.levels.includes('c_level'))).toBe(true);
  });
  it.each([
    ['Senioridade: Owner\nSetor: Varejo, Construção', ['retail', 'construction']],
    ['Function = Operations | Seniority = Manager | Industry = Logistics, Manufacturing', ['logistics', 'manufacturing']],
    ['Funktion: Einkauf | Stufe: Leiter | Branche: Einzelhandel', ['retail']],
  ])('%s is a sector condition on the employer', (d, sectors) => {
    expect(criteria(d).employer?.sectors).toEqual(expect.arrayContaining(sectors));
  });
  it('the owner bucket takes founders too, and a board exclusion applies', () => {
    const d = 'Seniority: Owner, Partner\nExclude: board members, advisors';
    expect(keeps(d, 'Founder & CEO')).toBe(true);
    expect(keeps(d, 'Board Member')).toBe(false);
  });
});

describe('what is no field grammar stays as written', () => {
  it('a single field or a plain sentence is read as before', () => {
    expect(criteria('Note: finance managers').include.some((s) => s.areas.includes('finance'))).toBe(true);
    expect(criteria('Finance managers and their directors.').employer).toBeUndefined();
  });
  it('"information technology" in Spanish and German is IT, not engineering', () => {
    for (const d of ['Función: Tecnología de la información | Nivel: Gerente', 'Funktion: Informationstechnologie | Stufe: Manager'])
      expect(criteria(d).include.every((s) => s.areas.includes('it'))).toBe(true);
  });
});

describe('a boolean title search', () => {
  it.each([
    '(logistics OR "supply chain") AND (head OR director OR manager) NOT intern',
    '(Logistik OR "Supply Chain") AND (Leiter OR Leiterin OR Manager) NOT Praktikant',
    '(logistique OR "supply chain") AND (responsable OR directeur) NOT stagiaire',
    'Puesto: (logística OR "cadena de suministro") AND (jefe OR director OR gerente) NOT becario',
    '(logística OR suprimentos) AND (gerente OR diretor) NOT estagiário',
    'Functietitel: (logistiek OR "supply chain") AND (manager OR hoofd OR directeur) NOT stagiair',
  ])('%s reads the area words as the area of the rungs, and NOT as exclusions', (d) => {
    const c = criteria(d);
    expect(c.include.length).toBeGreaterThan(0);
    expect(c.include.every((s) => s.levels.length > 0 || s.roles.length > 0)).toBe(true);
    expect(c.exclude.some((e) => e.levels.includes('intern'))).toBe(true);
  });
  it('the area words alone add nobody at other rungs', () => {
    const d = '(purchasing OR procurement) AND (manager OR head) NOT assistant';
    expect(keeps(d, 'Purchasing Manager')).toBe(true);
    expect(keeps(d, 'Junior Buyer')).toBe(false);
  });
  it('prose beside a search is a note, not more people', () => {
    const d = 'We want whoever signs off on packaging. Title: (purchasing OR procurement) AND (head OR director)';
    const r = compilePersona(d);
    expect(r.criteria.include.every((s) => s.areas.includes('procurement') || s.roles.length)).toBe(true);
    expect(r.warnings.some((w) => w.code === 'not_applied')).toBe(true);
  });
  it('OR written in lower case is no search', () => {
    expect(compilePersona('finance (or accounting) managers').warnings.every((w) => w.code !== 'not_applied')).toBe(true);
  });
});

describe('filters the matcher does not judge', () => {
  it.each([
    'Function: Marketing | Seniority: Director, VP | Location: Germany',
    'Funktion: Vertrieb\nStufe: Manager\nRegion: DACH',
    'Fonction : Finance ; Niveau : Directeur ; Pays : Belgique',
    'Función: Ventas | Nivel: Gerente | Ubicación: México',
    'Função: Vendas; Senioridade: Gerente; Região: Sul',
    'Functie: Inkoop | Senioriteit: Manager | Locatie: Utrecht',
  ])('%s says the place is not applied and reads the people', (d) => {
    const r = compilePersona(d);
    expect(r.warnings.some((w) => w.code === 'not_applied')).toBe(true);
    expect(r.unrecognised.filter((u) => u.side === 'include')).toEqual([]);
    expect(r.criteria.include.length).toBeGreaterThan(0);
  });
  it('an industry nobody reads is said not to be applied, not guessed', () => {
    const r = compilePersona('Seniority: CXO | Industry: Widgets and gizmos');
    expect(r.criteria.employer).toBeUndefined();
    expect(r.warnings.some((w) => w.code === 'not_applied')).toBe(true);
  });
});
