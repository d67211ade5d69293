// Session 33 (development set 31: personas pasted as long-form ICP briefs from a sales playbook): what is sold names nobody,
// a deal role ("the buyer is …", "… is the buyer") is no procurement title, "leave ICs out" and "Out: …" headings leave
// people out, "in-house or contract" keeps both, a condition on other seats names nobody, and a size said of one clause's
// people is theirs only. Own words, several languages.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import type { Selector } from '../../src/matching/criteria.js';

const criteria = (d: string) => compilePersona(d).criteria;
const areas = (list: readonly Selector[]) => list.flatMap((s) => s.areas);
const roles = (list: readonly Selector[]) => list.flatMap((s) => s.roles);

describe('what the seller supplies or publishes is context, not people', () => {
  it.each([
    ['We supply interim developers. Our buyers are CTOs and heads of engineering.', 'cto'],
    ['Wij leveren tijdelijke developers. Onze klanten zijn de CTO en engineering managers.', 'cto'],
    ['Nous éditons un logiciel comptable. Cible : le DAF et les responsables comptables.', 'cfo'],
    ['We place interim accountants. Target: the CFO; finance managers too.', 'cfo'],
  ])('%s', (d, role) => {
    const c = criteria(d);
    expect(roles(c.include)).toContain(role);
    // The product's people (developers, accountants) are not included as individual contributors on contract.
    expect(c.include.some((s) => s.employment.includes('contractor'))).toBe(false);
  });
});

describe('a deal role said of people is no procurement title', () => {
  it.each([
    'The buyer is usually the head of HR; HR managers are champions.',
    'Our economic buyer is the head of HR, and HR managers run the rollout.',
    'The head of HR is the buyer; HR managers are champions.',
    'El comprador suele ser el jefe de RRHH; los técnicos de RRHH lo usan.',
    "L'acheteuse est la DRH ; les responsables RH aussi.",
    'O decisor é o head de RH; gerentes de RH também.',
    'De koper is het hoofd HR; HR-managers ook.',
  ])('%s', (d) => {
    const c = criteria(d);
    expect(areas(c.include)).not.toContain('procurement');
    expect(c.include.length).toBeGreaterThan(0);
  });
  it.each(['Buyers and category managers in procurement.', 'Buyers are out; procurement heads only.'])('%s keeps its buyers as they were', (d) => {
    const c = criteria(d);
    expect([...areas(c.include), ...areas(c.exclude)]).toContain('procurement');
  });
});

describe('"leave ICs out" and a heading of people left out', () => {
  it.each([
    ['Data managers and the head of data. Analysts love the tool but do not buy, so leave ICs out.', 'individual_contributor'],
    ['Marketing directors and the CMO; keep contractors out.', 'contractor'],
  ])('%s', (d, what) => {
    const c = criteria(d);
    expect(c.include.every((s) => !s.traits.includes('individual_contributor'))).toBe(true);
    expect(c.exclude.some((s) => s.traits.includes(what as never) || s.employment.includes(what as never))).toBe(true);
  });
  it.each([
    'Heads of marketing. Out: interns and freelancers.',
    'Jefes de marketing. Fuera: becarios y freelancers.',
    'Gerentes de marketing. Fora: estagiários e freelancers.',
    'Marketingmanagers. Niet benaderen: stagiairs en freelancers.',
    'Marketingleiter. Nicht ansprechen: Praktikanten und Freelancer.',
    'Responsables marketing. Ne pas contacter : stagiaires et freelances.',
  ])('%s', (d) => {
    const c = criteria(d);
    expect(c.include).toHaveLength(1);
    expect(c.exclude.some((s) => s.levels.includes('intern'))).toBe(true);
  });
});

describe('either engagement keeps both, adding nobody', () => {
  it.each([
    'Every data engineer, in-house or contract, and the head of data.',
    'Alle Data Engineers (intern oder extern) und die Leitung Data.',
    'Les data engineers, internes ou externes, et le responsable data.',
    'Los data engineers, internos o externos, y el jefe de datos.',
  ])('%s', (d) => {
    const c = criteria(d);
    expect(c.include.every((s) => s.areas.length > 0 || s.roles.length > 0 || s.levels.length > 0)).toBe(true);
    expect(c.include.some((s) => s.employment.includes('employee'))).toBe(false);
  });
});

describe("a condition on the company's other seats names nobody", () => {
  it.each([
    ['Heads of finance. With no CFO in place, the managing director signs.', 'ceo'],
    ['The head of security if there is one; the IT manager as well.', undefined],
    ['Leiter Einkauf. Bei Firmen ohne eigene Einkaufsleitung: der CFO.', 'cfo'],
    ["Responsables achats ; s'il n'y a pas de directeur achats, le DAF.", 'cfo'],
    ['Jefes de compras; si no hay director de compras, el director financiero.', 'cfo'],
  ])('%s', (d, role) => {
    const c = criteria(d);
    expect(c.exclude).toHaveLength(0);
    if (role) expect(roles(c.include)).toContain(role);
  });
});

describe("a size said of one clause's people is theirs", () => {
  it('a later clause with its own size', () => {
    const c = criteria('Finance directors and the CFO; at firms below 40 employees, the owner or the managing director.');
    expect(c.employer).toBeUndefined();
    const cfo = c.include.find((s) => s.roles.includes('cfo'));
    expect(cfo?.employer).toBeUndefined();
    const small = c.include.filter((s) => s.employer?.employees);
    expect(small.length).toBeGreaterThan(0);
    expect(small.every((s) => s.employer?.employees?.max === 39)).toBe(true);
  });
  it('two clauses, the second "bigger"', () => {
    const c = criteria('Bij bedrijven tot 30 medewerkers de eigenaar; bij grotere bedrijven het hoofd financiën.');
    expect(c.employer).toBeUndefined();
    const owner = c.include.find((s) => s.traits.includes('owner'));
    expect(owner?.employer?.employees).toEqual({ max: 30 });
    const finance = c.include.find((s) => s.areas.includes('finance'));
    expect(finance?.employer?.employees).toEqual({ min: 31 });
  });
  it('a size in the only clause naming people still holds for the whole persona', () => {
    const c = criteria('Heads of finance at companies with more than 200 employees. No interns.');
    expect(c.employer?.employees).toEqual({ min: 201 });
  });
});
