// Session 29: a building's technical services ("services techniques", "servicios técnicos", "serviços técnicos",
// "Technischer Dienst", a persona's "technical services") are its maintenance: their head manages maintenance (read as no
// area, or as engineering in a persona). A hotel's head of floors ("Jefa de Pisos", "Chefe de Andares") runs its
// housekeeping, as an executive housekeeper does. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('technical services are maintenance', () => {
  it.each([
    'Directors of technical services and maintenance managers',
    'Responsables des services techniques',
    'Jefes de servicios técnicos',
    'Gerentes de serviços técnicos',
    'Leiter des Technischen Dienstes',
  ])('%s names maintenance, not engineering', (d) => {
    const areas = compilePersona(d).criteria.include.flatMap((s) => s.areas);
    expect(areas).toContain('maintenance');
    expect(areas).not.toContain('software');
  });
  it.each(['Directrice des services techniques', 'Jefe de Servicios Técnicos', 'Leiterin Technischer Dienst', 'Gerente de Serviços Técnicos'])(
    '%s leads maintenance',
    (title) => {
      expect(keeps('Maintenance leadership: managers, heads and directors', title)).toBe(true);
      expect(keeps('Software engineering leaders', title)).toBe(false);
    },
  );
  it('a technician of the technical services is not its head', () => {
    expect(keeps('Maintenance managers and heads of maintenance', 'Technicien des services techniques')).toBe(false);
  });
});

describe("a hotel's head of floors runs housekeeping", () => {
  it.each(['Jefa de Pisos', 'Chefe de Andares'])('%s is kept as an executive housekeeper', (title) => {
    expect(keeps('Executive housekeepers', title)).toBe(true);
  });
  it('a room attendant is not', () => {
    expect(keeps('Executive housekeepers', 'Camarera de Pisos')).toBe(false);
  });
});
