// Session 27: employers said in three more shapes. (1) A sector word that is also a field ("manufacturing", "industrial"),
// after "in" and after people whose own field is another, is where they work ("maintenance managers in manufacturing"; it
// was read as a second field of theirs: maintenance or production managers); people of no field keep it a field. (2) A
// parenthesis right after a workplace names which employers it is ("en usine ou sur chantier (industrie, BTP)"). (3)
// Developers of buildings after "at" are an employer ("chez les promoteurs", "bei Bauträgern"), alone still people. Also:
// "gestionnaires immobiliers" are property managers; "SSMA" names no quality. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const employer = (d: string) => compilePersona(d).criteria.employer?.sectors ?? [];
const areas = (d: string) => compilePersona(d).criteria.include.flatMap((s) => s.areas);

describe('a field word after people of another field is their employer', () => {
  it.each([
    ['Quality managers in manufacturing', 'quality'],
    ['HR managers in manufacturing', 'human_resources'],
    ['Reliability engineers and maintenance supervisors in manufacturing (food, pharma)', 'maintenance'],
  ])('%s', (d, own) => {
    expect(employer(d)).toEqual(['manufacturing']);
    expect(areas(d)).toContain(own);
    expect(areas(d)).not.toContain('manufacturing');
  });
  it('a list of such words after it is the same employers', () => {
    expect([...employer('Quality managers in manufacturing and tech')].sort()).toEqual(['manufacturing', 'software']);
  });
  it('people of no field keep it as their field', () => {
    expect(employer('Managers in manufacturing')).toEqual([]);
    expect(areas('Managers in manufacturing')).toContain('manufacturing');
  });
});

describe('a parenthesis after a workplace names its employers', () => {
  it.each([
    ['Chargés HSE sur chantier ou en usine (BTP, industrie)', ['construction', 'manufacturing']],
    ['Safety advisers on site (construction)', ['construction']],
  ])('%s', (d, sectors) => {
    expect([...employer(d)].sort()).toEqual([...sectors].sort());
    expect(areas(d)).not.toContain('construction');
  });
  it('a parenthesis of examples after people stays examples', () => {
    expect(employer('Site managers (Bauleiter, Polier)')).toEqual([]);
  });
});

describe('developers of buildings after "at" are an employer, alone people', () => {
  it.each([
    ['Gestionnaires immobiliers chez les promoteurs', 'property_management'],
    ['Objektbetreuer bei Bauträgern', 'property_management'],
    ['Asset managers at property developers', 'asset_management'],
  ])('%s', (d, own) => {
    expect(employer(d)).toEqual(['real_estate']);
    expect(areas(d)).toEqual([own]);
  });
  it('said alone they are the developers', () => {
    expect(employer('Real estate developers and their asset managers')).toEqual([]);
    expect(areas('Real estate developers and their asset managers')).toContain('property_development');
  });
  it('gestionnaires immobiliers are property managers', () => {
    expect(areas('Les gestionnaires immobiliers')).toEqual(['property_management']);
    expect(compilePersona('Les gestionnaires immobiliers').unrecognised).toEqual([]);
  });
});

describe('SSMA is health, safety and environment', () => {
  it('names no quality', () => {
    expect(areas('Gerentes de SSMA')).toEqual(['hse']);
    expect(areas('Responsables QHSE')).toEqual(['hse', 'quality']);
  });
});
