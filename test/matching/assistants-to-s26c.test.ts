// Session 26 (development set 12): an assistant or a secretary to an executive is the assistant, not the executive ("PA to
// the Chief Executive" read as the chief executive, so a persona of top executives kept the PA). reader/title-vocab.ts.
// Our own wordings, six languages.
import { describe, expect, it } from 'vitest';
import { createMatcher, readPerson, type PersonaInput } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const roleOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];

describe('reader: an assistant to an executive is an assistant', () => {
  it.each([
    'PA to the CEO',
    'Personal Assistant to the Chief Executive',
    'EA to the Managing Director',
    'Executive Assistant to the President',
    'Sekretärin der Geschäftsführung',
    'Assistentin des Vorstands',
    'Assistante du Directeur Général',
    'Secrétaire du maire',
    'Secretaria del Director General',
    'Asistente de Gerencia',
    'Assistente da Diretoria',
    'Secretária do Presidente',
    'Secretaresse van de directie',
    'Assistent van de burgemeester',
  ])('%s', (title) => {
    const r = roleOf(title);
    expect(r?.level).toBe('entry');
    expect(r?.roles).not.toContain('ceo');
  });

  it('ranks that begin with "assistant" keep their rung', () => {
    expect(roleOf('Assistant Director')?.level).not.toBe('entry');
    expect(roleOf('Assistant Principal')?.level).not.toBe('entry');
    expect(roleOf('Chief of Staff to the CEO')?.roles).toContain('chief_of_staff');
  });
});

describe('matcher: the chief executives, not their assistants', () => {
  const persona: PersonaInput = { slug: 'p', name: 'p', definition: 'Chief executives and managing directors.' };
  it('keeps the chief executive only', async () => {
    const profiles = ['Chief Executive', 'PA to the Chief Executive', 'Secretaria del Director General'].map((title, i) => makeProfile(`p${i}`, [{ title }]));
    const kept = (await createMatcher({ kind: 'rules' }).match(persona, profiles)).decisions.filter((d) => d.match).map((d) => d.person_ref);
    expect(kept).toEqual(['p0']);
  });
});
