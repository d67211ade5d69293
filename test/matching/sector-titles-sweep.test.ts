// Session 23: a vocabulary sweep of about thirty of the largest non-software industries, independent of any labelled set
// (rows in sector-sweep-rows.ts, our own wordings in six languages). The reader probe: each title reads into the area and
// the rung a careful reader gives it. The compiler probe: each persona keeps the titles it names and leaves out the ones
// it excludes or does not name, with no words left unrecognised.
import { describe, expect, it } from 'vitest';
import { areaCovers, compilePersona, judgeProfile, readPerson } from '../../src/matching/index.js';
import type { AreaKey, Level } from '../../src/matching/criteria.js';
import { makeProfile } from './profile-fixture.js';
import { SECTOR_PERSONAS, SECTOR_TITLES } from './sector-sweep-rows.js';

const RUNGS: Record<string, Level[]> = {
  ic: ['intern', 'entry', 'senior'],
  intern: ['intern'],
  lead: ['team_lead', 'tech_lead'],
  mgr: ['manager', 'senior_manager'],
  head: ['head', 'director', 'vp', 'svp'],
  top: ['c_level', 'owner'],
  partner: ['partner'],
};
const lines = (text: string) => text.split('\n').filter((l) => l.trim());
const cells = (line: string, sep: string) => line.split(sep).map((s) => s.trim());

describe.each(Object.entries(SECTOR_TITLES))('title reader, %s', (_sector, text) => {
  it.each(lines(text).map((l) => cells(l, '|')))('%s → %s %s', (title, rung, area) => {
    const r = readPerson(makeProfile('x', [{ title }])).roles[0];
    expect(r, title).toBeDefined();
    if (!r) return;
    expect(rung.split('/').flatMap((c) => RUNGS[c] ?? [])).toContain(r.level);
    const wanted = area.split('/') as AreaKey[];
    expect(
      wanted.some((w) => r.areas.some((h) => areaCovers(w, h))),
      `${title}: ${r.areas.join(',')}`,
    ).toBe(true);
  });
});

describe.each(Object.entries(SECTOR_PERSONAS))('persona compiler, %s', (_sector, text) => {
  it.each(lines(text).map((l) => cells(l, '||')))('%s', (definition, keeps, leaves) => {
    const titles = (s: string | undefined) =>
      (s ?? '')
        .split(';')
        .map((t) => t.trim())
        .filter(Boolean);
    const matches = (title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;
    for (const t of titles(keeps)) expect(matches(t), `keeps ${t}`).toBe(true);
    for (const t of titles(leaves)) expect(matches(t), `leaves out ${t}`).toBe(false);
    expect(compilePersona(definition).unrecognised.map((u) => u.text)).toEqual([]);
  });
});

describe("the sweep's new areas stand apart", () => {
  const role = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];
  it('cleaners and guards are facilities too, not the office, and guards are not IT security', () => {
    const matches = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;
    expect(matches('facilities staff', 'Reinigungskraft')).toBe(true);
    expect(matches('facilities staff', 'Vigilante de Seguridad')).toBe(true);
    expect(matches('office staff', 'Schoonmaker')).toBe(false);
    expect(role('Agent de sécurité')?.areas).not.toContain('security');
    expect(role('Information Security Officer')?.areas).not.toContain('guarding');
    expect(role('Security Officer')?.areas).toEqual(expect.arrayContaining(['guarding', 'security']));
  });
  it('a factory production operator is no oilfield operator, an offshore one is', () => {
    expect(role('Production Operator')?.areas).toContain('manufacturing');
    expect(role('Production Operator (Offshore)')?.areas).toContain('oil_gas');
    expect(role('Press Shop Supervisor')?.areas).not.toContain('retail');
    expect(role('Operador de Planta Potabilizadora')?.areas).toContain('water_treatment');
    expect(role('Fontanero de Redes')?.areas).toContain('water_network');
  });
  it('a tractor-trailer driver is road transport, a tractor driver a farm worker', () => {
    expect(role('Tractor Driver')?.areas).toContain('farming');
    expect(role('Tractor Trailer Driver')?.areas).not.toContain('farming');
  });
});
