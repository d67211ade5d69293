// Session 30: titles that were misread. "DSB" is the German data protection officer, "extern" after a title makes a
// contractor, the managing director's assistant is an assistant, "Planning & Control" is controlling, a "Lead Dev" is a
// lead developer. Our own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const read = (title: string) => readPerson(makeProfile('p', [{ title }])).roles[0];

describe('reader: data protection officers and external staff', () => {
  it.each(['DSB', 'Externe DSB', 'Stellv. DSB', 'Leiter Datenschutz & Recht (DSB)'])('%s is a data protection officer', (title) => {
    expect(read(title)?.roles).toContain('dpo');
  });
  it.each(['Datenschutzbeauftragte (extern)', 'Projektleiter extern', 'Externe DSB'])('%s is a contractor', (title) => {
    expect(read(title)?.employment).toBe('contractor');
  });
  it.each(['Referentin externe Kommunikation', 'Werkstudentin (intern)'])('%s is no contractor', (title) => {
    expect(read(title)?.employment).toBe('employee');
  });
});

describe('reader: assistants, controllers and lead developers', () => {
  it.each(['Assistenz der Geschäftsführerin', 'Assistent des Geschäftsführers', 'Assistenz der Geschäftsführung'])('%s assists', (title) => {
    const r = read(title);
    expect(r?.roles).toContain('assistant');
    expect(r?.level).toBe('entry');
  });
  it.each([
    ['Head of Planning & Control', 'head'],
    ['Manager Planning en Control', 'manager'],
    ['Analist Planning & Control', 'entry'],
  ])('%s is controlling at %s', (title, level) => {
    const r = read(title);
    expect(r?.areas).toEqual(['controlling']);
    expect(r?.level).toBe(level);
  });
  it('a management accountant stays in accounting (the sets disagree on it)', () => {
    expect(read('Management Accountant')?.areas).toEqual(['accounting']);
  });
  it.each(['Lead Dev', 'Lead Frontend Dev'])('%s is a lead developer', (title) => {
    const r = read(title);
    expect(r?.areas).toEqual(['software']);
    expect(r?.level).toBe('tech_lead');
  });
  it('a lead dev advocate is no lead developer', () => expect(read('Lead Dev Advocate')?.level).toBe('senior'));
});

describe('compiler and judge: "DSB" and external ones', () => {
  const definition = 'DSB und Compliance-Leute bei Versicherern, auch externe DSB.';
  const insurer = { name: 'Nordlicht Versicherung AG', industry: 'Insurance', employees: 300 };
  const judge = (title: string) => judgeProfile({ slug: 't', name: 't', definition, company: insurer }, makeProfile('p', [{ title }])).match;
  it('"DSB" names the data protection officer, "auch externe DSB" keeps the external ones too (session 40: a permission)', () => {
    const c = compilePersona(definition).criteria;
    const dpos = c.include.filter((s) => s.roles.includes('dpo'));
    expect(dpos.length).toBeGreaterThan(0);
    expect(dpos.every((s) => !s.employment.length)).toBe(true);
  });
  it('keeps the external data protection officer, not any freelancer', () => {
    expect(judge('Datenschutzbeauftragter (extern)')).toBe(true);
    expect(judge('DSB')).toBe(true);
    expect(judge('Freelance Softwareentwickler')).toBe(false);
    expect(judge('Projektleiter extern')).toBe(false);
  });
});
