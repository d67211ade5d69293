// Session 26 (issue 22): supply chain planning is its own area (`supply_planning`, inside operations, also logistics).
// - Reader (reader/title-vocab.ts, areas.ts): demand, supply, production and material planners and a planning, S&OP or
//   PCP department's managers are supply planning; planning of another kind (financial, media, maintenance, workforce,
//   transport) keeps its own reading; a freight buyer ("Affréteur") charters transport.
// - Compiler (lexicon-buyers.ts): planners and planning departments name the area, so "planning managers" are its
//   managers, not every logistics manager. Our own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, parseTitle } from '../../src/matching/index.js';
import { areasOf } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const areas = (t: string) => {
  const i = parseTitle(t);
  return i ? areasOf(i, t) : [];
};
const keeps = (definition: string, title: string) => judgeProfile({ slug: 's', name: 's', definition }, makeProfile('p1', [{ title }])).match;

describe('supply chain planning titles', () => {
  it.each([
    'Demand Planner',
    'Senior Production Planner',
    'Materials Planner',
    'MRP Controller',
    'S&OP Lead',
    'Planning Manager',
    'Head of Planning',
    'Produktionsplanerin',
    'Materialdisponent',
    'Leiterin Produktionsplanung',
    'Planungsleiter',
    'Planificatrice de production',
    'Responsable Planification',
    'Jefa de Planificación',
    'Planificador de producción',
    'Planejador de Materiais',
    'Analista de PCP',
    'Coordenador de PCP',
    'Productieplanner',
    'Hoofd Planning',
  ])('%s', (t) => {
    expect(areas(t)).toEqual(['supply_planning']);
  });

  it.each([
    ['Financial Planning Manager', 'fpa'],
    ['Maintenance Planner', 'maintenance'],
    ['Transport Planner', 'transport'],
    ['Affréteuse', 'transport'],
    ['Planificateur RH', 'workforce_planning'],
  ])('%s keeps its own area', (t, area) => {
    expect(areas(t)).toContain(area);
    expect(areas(t)).not.toContain('supply_planning');
  });
});

describe('persona words for supply chain planning', () => {
  it.each([
    'Demand and production planners plus the planning managers',
    'S&OP and supply planning, managers included',
    'Produktionsplaner und Leiter Planung',
    'Planificateurs de production et responsables de la planification',
    'Planificadores de producción y jefes de planificación',
    'Planejadores de produção e gerentes de PCP',
    'Productieplanners en het hoofd planning',
  ])('%s', (d) => {
    const c = compilePersona(d).criteria;
    expect(c.include.length).toBeGreaterThan(0);
    for (const s of c.include) expect(s.areas).toEqual(['supply_planning']);
  });

  it('planning managers are not every logistics manager; logistics keeps the planners', () => {
    expect(keeps('Planning managers', 'Planning Manager')).toBe(true);
    expect(keeps('Planning managers', 'Logistics Manager')).toBe(false);
    expect(keeps('Planning managers', 'Warehouse Manager')).toBe(false);
    expect(keeps('Everyone in logistics', 'Demand Planner')).toBe(true);
    expect(keeps('Supply chain people, not the demand or production planners', 'Demand Planner')).toBe(false);
    expect(keeps('Supply chain people, not the demand or production planners', 'Logistics Coordinator')).toBe(true);
  });
});
