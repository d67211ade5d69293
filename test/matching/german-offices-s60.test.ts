// Session 60: a German group's leads ("Gruppenleiter", "Gruppenleitungen") are the team-lead rung; "Professorinnen und
// Professoren" still find the professors. ("Abteilungsleitungen" stays unread: read as every head it widened "Instituts- und
// Abteilungsleitungen an Hochschulen" to every company's managers.) Own wordings.
import { describe, expect, it } from 'vitest';
import { keptRefs } from './profile-fixture.js';

describe('German offices and professors (s60)', () => {
  const roster: Array<[string, string]> = [
    ['kb', 'Kreditsachbearbeiterin'],
    ['gl', 'Gruppenleiterin Kreditsachbearbeitung'],
    ['al', 'Abteilungsleiter Marktfolge'],
    ['vb', 'Vertriebsleiter'],
    ['pr', 'Universitätsprofessorin'],
  ];
  it('"ihre Gruppenleiter" are the team leads of the area named, not every lead', async () => {
    const bank = { name: 'Sparkasse Nord', industry: 'Banking', employees: 400 };
    expect(await keptRefs(roster, 'Kreditsachbearbeiter und ihre Gruppenleiter.', bank)).toEqual(['gl', 'kb']);
  });
  it('"Professorinnen und Professoren" are the professors (guard)', async () => {
    const uni = { name: 'Hochschule Süd', industry: 'Higher Education', employees: 900 };
    expect(await keptRefs(roster, 'Professorinnen und Professoren.', uni)).toEqual(['pr']);
  });
});
