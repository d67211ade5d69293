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

describe('deciding words as committee keys (s37)', () => {
  it.each([
    ['Ticketing tool: economic buyer the COO, influencer the head of support, users the agents.'],
    ['Economic buyer: the COO. Influencer: the head of support.'],
    ['Helpdesk-Software: Entscheider der COO, Beeinflusser die Support-Leitung, Anwender die Agenten.'],
    ['Outil de ticketing : décideur le COO, prescripteur le responsable support, utilisateurs les agents.'],
    ['Ticketsysteem: beslisser de COO, beïnvloeder het hoofd support, gebruikers de agents.'],
  ])('the key adds no condition to its value: %s', (text) => {
    const coo = include(text).find((s) => s.roles.includes('coo'));
    expect(coo).toBeDefined();
    expect(coo?.traits).not.toContain('decision_maker');
    expect(coo?.employment).toEqual([]);
    expect(coo?.text).not.toMatch(/buyer|entscheider|decideur|beslisser/);
  });

  it('a deciding word with no other key in its sentence keeps its reading', () => {
    const inc = include('Entscheider ist der COO.');
    expect(inc.flatMap((s) => s.roles)).toContain('coo');
  });
});

describe('people who never use the product (s37)', () => {
  it.each([
    ['Rostering tool: store managers and shift leads. Cashiers do not use it.'],
    ["Rostering tool: store managers and shift leads. Cashiers don't log in."],
    ['Planungstool: Filialleiter und Schichtleiter. Kassierer loggen sich nicht ein.'],
    ["Outil de planning : gérants de magasin et chefs d'équipe. Les caissiers ne se connectent pas."],
  ])('%s', (text) => {
    const c = compilePersona(text).criteria;
    expect(c.include.map((s) => s.text).join(' ')).not.toMatch(/cashier|kassierer|caissier/);
    expect(c.exclude.length).toBeGreaterThan(0);
  });
});
