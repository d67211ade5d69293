// Committee roles said bare, as a list with no people after them ("decision maker, influencer, end users"), name nobody,
// the deciding word among them too; the people come from the rest of the persona. The word saying which role ("technical
// evaluator", "tech evaluation") is no area. A deciding word said alone keeps its reading. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';

const include = (text: string) => compilePersona(text).criteria.include;

describe('bare committee role lists (s37)', () => {
  it.each([
    ['Expense tool: decision maker, influencer and end users, all from finance.', 'finance'],
    ['Ticketing: the budget holder, the evaluator and the users, IT only.', 'it'],
    ['Lohnsoftware: Entscheider, Beeinflusser, Anwender – nur aus der Personalabteilung.', 'human_resources'],
    ['Outil RH : décideur, prescripteur et utilisateurs, tous dans les RH.', 'human_resources'],
    ['Herramienta: decisor, influenciador y usuarios, solo de ventas.', 'sales'],
  ])('%s', (text, area) => {
    const inc = include(text);
    expect(inc.length).toBeGreaterThan(0);
    for (const s of inc) {
      expect(s.traits).not.toContain('decision_maker');
      expect(s.areas).toContain(area);
    }
  });

  it('"technical evaluation by network engineers" is the network engineers, no software area', () => {
    const inc = include('Firewall deal: technical evaluation by the network engineers.');
    expect(inc.flatMap((s) => s.areas)).not.toContain('software');
    expect(inc.flatMap((s) => s.areas)).toContain('it');
  });

  it('a deciding word alone keeps its reading', () => {
    expect(include('Decision makers in marketing.').flatMap((s) => s.levels)).toContain('director');
    expect(include('Economic buyers, please.').flatMap((s) => s.traits)).toContain('decision_maker');
  });
});
