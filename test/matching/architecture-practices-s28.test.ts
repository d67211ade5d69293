// Session 28: architecture and engineering practices are one kind of employer ("A&E firms", "Architektur- und
// Ingenieurbüros", "architecten- en ingenieursbureaus", "cabinets d'architecture et d'ingénierie"; lexicon-employers.ts),
// and the practice's architects in French, Dutch, Spanish and Portuguese are architects as "architects" is, unless the
// sentence speaks of IT (lexicon-infrastructure.ts INFRA_SENSES). Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import type { EmployerFacts } from '../../src/matching/criteria.js';
import { makeProfile } from './profile-fixture.js';

const employerOf = (d: string) => compilePersona(d).criteria.employer?.sectors ?? [];
const areasOf = (d: string) => compilePersona(d).criteria.include.flatMap((s) => s.areas);

describe('architecture and engineering practices', () => {
  it.each([
    'Project architects and structural engineers at architecture and engineering firms',
    'Structural engineers at A&E practices, no partners',
    'Tragwerksplaner und Architekten in Architektur- und Ingenieurbüros',
    'Constructeurs en architecten bij architecten- en ingenieursbureaus',
    "Ingénieurs structure dans les cabinets d'architecture et d'ingénierie",
    'Arquitectos en estudios de arquitectura e ingeniería',
    'Arquitetos em escritórios de arquitetura e engenharia',
  ])('%s names the practices as the employer', (d) => {
    expect(employerOf(d)).toEqual(['architecture']);
    expect(areasOf(d)).not.toContain('software');
  });
  it('engineering firms alone name no kind of employer', () => {
    expect(employerOf('Design engineers at engineering firms')).toEqual([]);
  });
  it('keeps the practice and leaves a software company out', () => {
    const practice: EmployerFacts = { name: 'Example Architects', industry: 'Architecture and Planning', employees: 60 };
    const saas: EmployerFacts = { name: 'Example Cloud', industry: 'Software Development', employees: 60 };
    const keeps = (title: string, company: EmployerFacts) =>
      judgeProfile(
        { slug: 't', name: 't', definition: 'Architects and structural engineers at architecture & engineering practices', company },
        makeProfile('x', [{ title }]),
      ).match;
    expect(keeps('Architect', practice)).toBe(true);
    expect(keeps('Backend Engineer', saas)).toBe(false);
  });
});

describe("the practice's architects in other languages", () => {
  it.each([
    'Architectes et ingénieurs structure, pas les associés',
    'Architecten en constructeurs, geen tekenaars',
    'Arquitectos y aparejadores del estudio',
    'Arquitetos e engenheiros civis',
  ])('%s names architects', (d) => {
    expect(areasOf(d)).toContain('architecture');
  });
  it.each(['Architectes logiciel et architectes cloud', 'Enterprise architecten en solution architecten', 'Arquitetos de software'])(
    '%s are no building architects',
    (d) => {
      expect(areasOf(d)).not.toContain('architecture');
    },
  );
});
