// Session 26 (issue 22): quality control as plants write it (reader/title-vocab.ts). Line and incoming-goods inspectors,
// QC laboratory technicians and supplier quality engineers are quality, as "Inspecteur qualité" and "Qualitätsprüfer"
// were; they were manufacturing, research, a skilled trade, hardware engineering or unread. Our own wordings.
import { describe, expect, it } from 'vitest';
import { judgeProfile, parseTitle } from '../../src/matching/index.js';
import { areasOf } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const areas = (t: string) => {
  const i = parseTitle(t);
  return i ? areasOf(i, t) : [];
};
const keeps = (definition: string, title: string) => judgeProfile({ slug: 's', name: 's', definition }, makeProfile('p1', [{ title }])).match;
const quality = (a: string[]) => a.includes('quality') || a.includes('quality_control');

describe('quality control titles are quality', () => {
  it.each([
    'Quality Inspector',
    'Senior Quality Inspector',
    'Final Quality Inspector',
    'Prüfer Wareneingang',
    'Wareneingangsprüferin',
    'QC Lab Technician',
    'QC Laboratory Analyst',
    'Technicienne laboratoire CQ',
    'Analyste de laboratoire contrôle qualité',
    'Técnico de laboratorio de calidad',
    'SQE',
    'Senior SQE',
    'Lieferantenqualitätsingenieurin',
  ])('%s', (t) => {
    expect(quality(areas(t))).toBe(true);
  });
});

describe('quality personas keep them, production personas do not', () => {
  it.each([
    ['Quality people at any level, from inspectors to the quality manager', ['Quality Inspector', 'QC Lab Technician', 'SQE']],
    ['Calidad (QA/QC), de inspector a jefe de calidad', ['Quality Inspector', 'Técnico de laboratorio de calidad']],
    ['Qualitätssicherung, alle Ebenen', ['Prüfer Wareneingang', 'Lieferantenqualitätsingenieur']],
  ])('%s', (d, titles) => {
    for (const t of titles) expect(keeps(d, t), t).toBe(true);
  });

  it('machine operators and production staff are not the quality inspectors', () => {
    expect(keeps('Production operators and machine operators', 'Quality Inspector')).toBe(false);
  });
});
