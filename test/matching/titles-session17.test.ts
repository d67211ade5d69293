// Session 17 (issue 22): titles the reader misread, found on development set 4, fixed as general title-reading data
// (reader/areas.ts, reader/title-normalise.ts). Own wordings in several languages, not the set's titles.
import { describe, expect, it } from 'vitest';
import { readPerson } from '../../src/matching/index.js';
import type { AreaKey, Level } from '../../src/matching/criteria.js';
import { makeProfile } from './profile-fixture.js';

const role = (title: string) => {
  const r = readPerson(makeProfile('x', [{ title }])).roles[0];
  if (!r) throw new Error(`no role read from ${title}`);
  return r;
};

describe('title reader, session 17: data platforms, data engineering by field, sales development', () => {
  const ROWS: Array<[string, Level, AreaKey]> = [
    // A data platform is data engineering, not DevOps.
    ['Engineering Manager - Data Platform', 'manager', 'data_engineering'],
    ['Head of Data Platform', 'head', 'data_engineering'],
    ['Senior Data Platform Engineer', 'senior', 'data_engineering'],
    ['Tech Lead Plataforma de Datos', 'tech_lead', 'data_engineering'],
    ['Engenheiro Sênior - Plataforma de Dados', 'senior', 'data_engineering'],
    // The field named instead of the person ("Ingeniería de Datos").
    ['Ingeniería de Datos', 'entry', 'data_engineering'],
    ['Engenharia de Dados', 'entry', 'data_engineering'],
    ['Líder de Ingeniería de Datos', 'team_lead', 'data_engineering'],
    ['Ingénierie des données', 'entry', 'data_engineering'],
    // A Spanish coordinator of data engineering leads its team.
    ['Coordinadora de Ingeniería de Datos', 'team_lead', 'data_engineering'],
    // Prospecting and lead-generating sellers are sales development.
    ['Prospectadora', 'entry', 'sales_development'],
    ['Prospectador de Ventas B2B', 'entry', 'sales_development'],
    ['Leadgenerator B2B', 'entry', 'sales_development'],
    ['Lead Generation Representative', 'entry', 'sales_development'],
    ['Lead Generators (outbound)', 'entry', 'sales_development'],
    ['Generadora de Leads', 'entry', 'sales_development'],
  ];
  it.each(ROWS)('%s → %s %s', (title, level, area) => {
    const r = role(title);
    expect(r.level).toBe(level);
    expect(r.areas, title).toContain(area);
  });
  it('other platforms stay DevOps; a lead generation manager or specialist stays in marketing', () => {
    expect(role('Platform Engineer').areas).toContain('devops');
    expect(role('Cloud Platform Lead').areas).toContain('devops');
    expect(role('Lead Generation Manager').areas).not.toContain('sales_development');
    // shapes.test.ts keeps 'Lead Generation Specialist' in marketing (an earlier decision).
    expect(role('Lead Generation Specialist').areas).toContain('marketing');
    expect(role('Ingeniero de Plataforma').areas).toContain('devops');
  });
});
