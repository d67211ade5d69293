// Transport planners in Spanish, Portuguese and French ("Planificador de Tráfico", "Planejadora de Transporte",
// "Planificatrice transport") are road transport's planners, like "Transport Planner" and "Disponent"; a planner of
// production or demand stays supply planning. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const read = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];
const haulier = { name: 'Transportes Meseta SL', industry: 'Truck Transportation', employees: 90 };
const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition, company: haulier }, makeProfile('x', [{ title }])).match;

describe('transport planners (s36)', () => {
  it.each(['Planificador de Tráfico', 'Planificadora de Transportes', 'Planejador de Transporte', 'Planejadora de Cargas', 'Planificatrice transport'])(
    '%s is a transport planner',
    (title) => {
      expect(read(title)?.areas).toEqual(['transport']);
      expect(read(title)?.level).toBe('entry');
    },
  );
  it('a production planner stays supply planning', () => {
    expect(read('Planificadora de Producción')?.areas).toEqual(['supply_planning']);
  });
  it.each([
    ['Planificadores de tráfico y despachadores, sin conductores', 'Planificador de Tráfico', true],
    ['Os planejadores de transporte, não os motoristas', 'Planejador de Transporte', true],
    ['Planificadores de transporte, sin conductores', 'Conductor', false],
  ])('%s: %s %s', (definition, title, kept) => {
    // (Session 49: the planners are the title kind `transport_planner`, no longer every individual contributor of transport.)
    expect(compilePersona(definition).criteria.include[0]?.roles).toEqual(['transport_planner']);
    expect(keeps(definition, title)).toBe(kept);
  });
});
