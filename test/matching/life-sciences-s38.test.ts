// Life sciences (session 38): the qualified person is a kind of its own inside quality, pharmacovigilance and clinical
// operations are read in six languages, "Opérations cliniques" names no clinics, assurance and control said with one head
// word are both, a remark on how many ("half of them are") names nobody. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { titleAreas } from '../../src/matching/reader/person-areas.js';
import { parseTitle } from '../../src/matching/reader/title.js';

const read = (t: string) => {
  const info = parseTitle(t);
  if (!info) throw new Error(t);
  return { areas: titleAreas(info, t), kind: info.kind };
};
const include = (text: string) => compilePersona(text).criteria.include;

describe('titles (s38)', () => {
  it.each(['Qualified Person', 'QP – batch release', 'Sachkundige Person (§ 14 AMG)', 'Pharmacien responsable intérimaire', 'Responsável Técnica'])(
    '%s is the qualified person',
    (t) => {
      expect(read(t)).toEqual({ areas: ['quality'], kind: 'qualified_person' });
    },
  );
  it('a head of quality is no qualified person', () => {
    expect(read('Head of Quality').kind).toBe('');
  });
  it.each(['Head of Drug Safety', 'PV Specialist', 'Leiter Arzneimittelsicherheit', 'Stufenplanbeauftragte', 'EU QPPV', 'Medewerker geneesmiddelenbewaking'])(
    '%s works in pharmacovigilance',
    (t) => {
      expect(read(t).areas).toEqual(['pharmacovigilance']);
    },
  );
  it.each(['Senior Director, Clinical Operations', 'Clinical Monitor', 'Clinical Affairs Lead'])('%s works in clinical operations', (t) => {
    expect(read(t).areas).toEqual(['clinical_operations']);
  });
  it.each(['Head of Regulatory', 'Regulatory CMC Lead', 'Regulatory Manager', 'Senior Regulatory Specialist'])('%s works in regulatory affairs', (t) => {
    expect(read(t).areas).toEqual(['regulatory_affairs']);
  });
  it.each(['Regulatory Reporting Manager', 'Regulatory Compliance Manager'])('%s does not', (t) => {
    expect(read(t).areas).not.toContain('regulatory_affairs');
  });
});

describe('personas (s38)', () => {
  it('the QP is the qualified person, not all of quality', () => {
    const c = include('Our buyer is the QP at each site.');
    expect(c.map((s) => s.roles)).toEqual([['qualified_person']]);
    expect(include('Pessoas qualificadas e o diretor da qualidade.').flatMap((s) => s.roles)).toContain('qualified_person');
  });
  it('pharmacovigilance in six languages', () => {
    for (const text of ['Drug safety: the QPPV and the PV team.', 'Die Arzneimittelsicherheit.', 'Geneesmiddelenbewaking, alleen de leiding.'])
      expect(include(text).flatMap((s) => s.areas)).toContain('pharmacovigilance');
    expect(include('De QPPV.')[0]?.levels).toContain('head');
  });
  it('"Opérations cliniques" is a department, no clinics', () => {
    const c = compilePersona('Opérations cliniques : les chefs de projet clinique et le responsable des études cliniques.').criteria;
    expect(c.employer).toBeUndefined();
    expect(c.include.flatMap((s) => s.areas)).toEqual(['clinical_operations', 'clinical_operations']);
  });
  it('assurance and control with one head word are both', () => {
    expect(include('Garantia e controle de qualidade.').flatMap((s) => s.areas)).toEqual(['quality', 'quality_control']);
  });
  it('"Contractors are fine — half of them are" adds no contractors of their own', () => {
    expect(include('Validation engineers. Contractors are fine — most of them are.')).toHaveLength(1);
  });
});
