// Session 27 (issue 22): founders of tech companies as buyers write them. Both sides of the founders ("whether technical or
// commercial", "ya sean de negocio o de tecnología") narrow nothing (compiler/either-kind.ts); several kinds of one employer
// ("software and hardware companies", "empresas de software y tecnología") and the kinds in parentheses after it are the
// employer's, not people (employer-forms.ts, employer.ts sectorExamples); "technical co-founders" in Romance languages are
// founders, not technicians; "founders of startups" names no kind of company. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const persona = (definition: string) => ({ slug: 't', name: 't', definition });
const keeps = (definition: string, title: string) => judgeProfile(persona(definition), makeProfile('x', [{ title }])).match;
const only = (definition: string) => compilePersona(definition).criteria.include.map((s) => [...s.areas, ...s.traits, ...s.levels].join('+'));

describe('both sides of the founders narrow nothing', () => {
  it.each([
    'Founders, whether technical or commercial',
    'Founders — business or technical — of SaaS companies',
    'Founders with a technical or business background',
    'Founders, technical or not',
    'Gründer, egal ob technisch oder kaufmännisch',
    'Gründer (technisch oder kaufmännisch)',
    "Fondateurs, qu'ils soient techniques ou business",
    'Fundadores, ya sean técnicos o de negocio',
    'Fundadores con perfil técnico o de negocio',
    'Fundadores tanto de perfil técnico como de negocio',
    'Fundadores de empresas de software, sean de negocio o de tecnología',
    'Fundadores, sejam técnicos ou de negócio',
    'Oprichters, zowel technisch als commercieel',
  ])('%s', (d) => {
    expect(only(d)).toEqual(['founder']);
    expect(compilePersona(d).unrecognised).toEqual([]);
    expect(keeps(d, 'Co-Founder & CEO')).toBe(true);
    expect(keeps(d, 'Software Engineer')).toBe(false);
  });
  it('two departments are still a restriction', () => {
    const d = 'Leaders, whether in engineering or product';
    expect(keeps(d, 'VP Engineering')).toBe(true);
    expect(keeps(d, 'VP Sales')).toBe(false);
  });
});

describe('kinds of one employer are the employer, not people', () => {
  it.each([
    'Founders of software and hardware companies',
    'Founders of software/hardware companies',
    'Gründer von Software- und Hardwareunternehmen',
    'Fundadores de empresas de software y hardware',
    'Fundadores de empresas de software y tecnología',
    'Fundadores de empresas de tecnología (software, hardware)',
    'Fundadores de empresas de base tecnológica',
    'Fundadores de tecnológicas',
    "Fondateurs d'entreprises de logiciels et de matériel informatique",
    'Fundadores de empresas de software e hardware',
    'founders at tech companies (e.g. SaaS, hardware)',
  ])('%s', (d) => {
    const c = compilePersona(d);
    expect(only(d)).toEqual(['founder']);
    expect(c.criteria.employer?.sectors).toEqual(['software']);
    expect(c.unrecognised).toEqual([]);
  });
});

describe('founders as people of a company', () => {
  it.each(['cofundadores técnicos', 'fondateurs techniques', 'technische Gründer'])('%s are founders on the technical side', (d) => {
    expect(only(d)).toEqual(['software+hardware+founder']);
    expect(keeps(d, 'Cofundador y CTO')).toBe(true);
    expect(keeps(d, 'Técnico de mantenimiento')).toBe(false);
  });
  it.each(['Founders of startups', 'Fundadores de startups', 'Fondateurs de startups', 'Oprichters van startups', 'Fundadores de empresas'])(
    '%s: any company',
    (d) => {
      const c = compilePersona(d);
      expect(only(d)).toEqual(['founder']);
      expect(c.criteria.employer).toBeUndefined();
      expect(c.unrecognised).toEqual([]);
    },
  );
  it.each(['Les RH, mais pas le recrutement. Toutes les entreprises.', 'Compradores en todas las empresas'])('%s: every company names nobody', (d) => {
    const { include } = compilePersona(d).criteria;
    expect(include.length).toBeGreaterThan(0);
    expect(include.every((s) => s.areas.length > 0)).toBe(true);
  });
});
