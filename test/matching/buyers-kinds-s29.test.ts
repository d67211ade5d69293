// Session 29: commodity managers are procurement's (they read as no function; the reader also marks strategic and
// operational buyers as title kinds). "Suministros" / "suprimentos" is purchasing (it was corrected to "sinistros",
// claims). German and Dutch compounds of a function and its assistants ("Einkaufsassistenz", "inkoopassistenten") are that
// function's assistants. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (definition: string, title: string) => judgeProfile({ slug: 't', name: 't', definition }, makeProfile('x', [{ title }])).match;

describe('commodity managers are procurement', () => {
  it.each(['Commodity Manager', 'Commodity Managerin', 'Senior Commodity Buyer'])('%s is kept by a procurement persona', (title) => {
    expect(keeps('Procurement people at every level', title)).toBe(true);
    expect(keeps('Finance people at every level', title)).toBe(false);
  });
});

describe('purchasing departments and their assistants', () => {
  it.each(['Jefes de suministros', 'Gerentes de suprimentos'])('%s names procurement', (d) => {
    const areas = compilePersona(d).criteria.include.flatMap((s) => s.areas);
    expect(areas).toContain('procurement');
    expect(areas).not.toContain('claims');
  });
  it('keeps the head of a purchasing department called suministros', () => {
    expect(keeps('Heads of purchasing', 'Jefe de Suministros')).toBe(true);
  });
  it.each([
    ['Einkäufer, keine Einkaufsassistenz', 'Einkaufsassistentin', 'Einkäufer'],
    ['Inkopers, geen inkoopassistenten', 'Inkoopassistent', 'Inkoper'],
    ['Personaler, keine Personalassistenten', 'Personalassistentin', 'Personalreferentin'],
  ])('%s leaves out the assistants', (d, assistant, kept) => {
    const ex = compilePersona(d).criteria.exclude;
    expect(ex.flatMap((e) => e.roles)).toContain('assistant');
    expect(keeps(d, assistant)).toBe(false);
    expect(keeps(d, kept)).toBe(true);
  });
});
