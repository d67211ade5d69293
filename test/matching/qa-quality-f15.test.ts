// Session 21 (development set 15): a QA title whose qualifier names the quality of food, products or their making is
// quality assurance, not software testing (reader/title-vocab.ts); food safety in each language is no IT security.
// Our own wordings, none taken from a labelled set.
import { describe, expect, it } from 'vitest';
import { judgeProfile, readPerson } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const areas = (title: string) => readPerson(makeProfile('x', [{ title }])).roles.flatMap((r) => r.areas);
const roles = (title: string) => readPerson(makeProfile('x', [{ title }])).roles.flatMap((r) => r.roles);
const matches = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('QA of food, products and plants is quality', () => {
  it.each([
    'QA Lead (Food Safety)',
    'QA Supervisor – Packaging',
    'QA Manager, Plant 2',
    'QA-Leiterin Produktion',
    'Responsable QA usine',
    'Jefe de QA (planta)',
    'Coordenadora de QA (produção)',
    'QA-coördinator productie',
  ])('%s', (title) => {
    expect(areas(title)).toContain('quality');
    expect(areas(title)).not.toContain('software');
    expect(roles(title)).not.toContain('qa_tester');
  });

  it.each(['QA Engineer', 'QA Manager', 'Senior QA Automation Engineer', 'QA Lead (Mobile App)'])('%s stays software testing', (title) => {
    expect(areas(title)).toContain('software');
  });

  it.each([
    'Sécurité alimentaire – chargée de mission',
    'Specialist Lebensmittelsicherheit',
    'Técnico de seguridad alimentaria',
    'Analista de segurança dos alimentos',
  ])('%s is no IT security', (title) => {
    expect(areas(title)).not.toContain('security');
  });

  it('a software QA persona leaves the plant QA out, a quality persona keeps it', () => {
    expect(matches('QA engineers and test managers.', 'QA Manager (Food Safety)')).toBe(false);
    expect(matches('QA engineers and test managers.', 'QA Engineer')).toBe(true);
    expect(matches('Quality managers in production.', 'QA Manager (Food Safety)')).toBe(true);
  });
});
