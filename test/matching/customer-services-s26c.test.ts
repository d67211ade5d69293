// Session 26 (development set 12): customer contact titles. The plural department ("Customer Services Manager", "Head of
// Customer Services", "Member Services Advisor", "Client Services Director") is customer service (it read as no area, and
// "… Services Advisor" as a board advisor); the Dutch "KCC" and German contact-centre agents ("Servicecenter-Agent",
// "Callcenter-Agentin") are customer service; NHS ward support workers are healthcare assistants, not customer support
// (reader/title-normalise.ts, title-flags.ts ADVISOR_NOT). Our own wordings.
import { describe, expect, it } from 'vitest';
import { createMatcher, readPerson, type PersonaInput } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const roleOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];

describe('reader: the customers’ service in the plural', () => {
  it.each([
    ['Customer Services Manager', 'manager'],
    ['Head of Customer Services', 'head'],
    ['Customer Services Team Leader', 'team_lead'],
    ['Client Services Director', 'director'],
    ['Customer Services Adviser', 'entry'],
    ['Member Services Advisor', 'entry'],
    ['Member Services Supervisor', 'manager'],
    ['Teamleider KCC', 'team_lead'],
    ['Medewerker KCC', 'entry'],
    ['Servicecenter-Agent', 'entry'],
    ['Callcenter-Agentin', 'entry'],
  ])('%s', (title, level) => {
    const r = roleOf(title);
    expect(r?.areas).toEqual(['customer_support']);
    expect(r?.level).toBe(level);
    expect(r?.employment).toBe('employee');
  });

  it('"… Services Advisor" is an employee, a strategic advisor stays an advisor', () => {
    expect(roleOf('Tenant Services Advisor')?.employment).toBe('employee');
    expect(roleOf('Financial Services Adviser')?.employment).toBe('employee');
    expect(roleOf('Strategic Advisor')?.employment).toBe('advisor');
  });

  it.each(['Healthcare Support Worker', 'Clinical Support Worker', 'Senior Healthcare Support Worker'])('%s is a healthcare assistant', (title) => {
    expect(roleOf(title)?.areas).toEqual(['care']);
  });
});

describe('matcher: customer service staff and their team leaders', () => {
  const persona: PersonaInput = { slug: 'p', name: 'p', definition: 'Customer service agents and their team leaders, no managers.' };
  it('keeps the plural department’s advisers and team leaders, not its manager nor the ward support worker', async () => {
    const titles = ['Customer Services Adviser', 'Customer Services Team Leader', 'Customer Services Manager', 'Clinical Support Worker', 'Medewerker KCC'];
    const profiles = titles.map((title, i) => makeProfile(`p${i}`, [{ title }]));
    const kept = (await createMatcher({ kind: 'rules' }).match(persona, profiles)).decisions.filter((d) => d.match).map((d) => d.person_ref);
    expect(kept).toEqual(['p0', 'p1', 'p4']);
  });
});
