// Session 26 (issue 22): sales administration is inside sales, on both sides, and "not inside sales" removes inside sellers.
// - Reader (reader/title-vocab.ts): the order desk, the sales back office, sales support and sales administration
//   ("Sales Support Coordinator", "Sachbearbeiterin Auftragsabwicklung", "Gestionnaire ADV", "Assistante commerciale",
//   "Administrativo de ventas", "Medewerker Orderdesk") are inside sales; a sales support engineer is not.
// - Compiler (lexicon.ts): "sales back office", "order desk", "ADV", "Auftragsabwicklung", "administración de ventas",
//   "orderdesk" name inside sales (were sales and the office, or unread).
// - Judge (judge.ts sparesOtherArea): what an excluded area also counts as (new business) or another kind of the same
//   (an account executive's generic "Sales Executive" words) is no second job that spares the person. Our own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile, parseTitle } from '../../src/matching/index.js';
import { areasOf } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const info = (t: string) => {
  const i = parseTitle(t);
  if (!i) throw new Error(`unread: ${t}`);
  return i;
};
const areas = (t: string) => areasOf(info(t), t);
const keeps = (definition: string, title: string) => judgeProfile({ slug: 's', name: 's', definition }, makeProfile('p1', [{ title }])).match;

describe('sales administration titles are inside sales', () => {
  it.each([
    'Sales Support Coordinator',
    'Sales Administrator',
    'Order Desk Specialist',
    'Sales Office Supervisor',
    'Sachbearbeiterin Auftragsabwicklung',
    'Teamleiter Auftragsbearbeitung',
    'Vertriebsassistentin',
    'Gestionnaire ADV',
    'Responsable Administration des Ventes',
    'Assistante commerciale',
    'Administrativa de ventas',
    'Asistente comercial',
    'Assistente de Vendas',
    'Medewerker Orderdesk',
    'Teamleider Verkoopondersteuning',
  ])('%s', (t) => {
    expect(info(t).fn).toBe('sales');
    expect(areas(t)).toContain('inside_sales');
  });

  it('a sales support engineer stays out of inside sales', () => {
    expect(areas('Sales Support Engineer')).not.toContain('inside_sales');
  });
});

describe('persona words for sales administration name inside sales', () => {
  it.each([
    'The sales back office and the order desk',
    'Sales admin and sales support, team leads included',
    'Auftragsabwicklung und Vertriebsassistenz',
    "L'ADV et l'administration des ventes",
    'Administración de ventas y back office comercial',
    'Administração de vendas',
    'Orderdesk en verkoopondersteuning',
  ])('%s', (d) => {
    const c = compilePersona(d).criteria;
    expect(c.include.length).toBeGreaterThan(0);
    for (const s of c.include) expect(s.areas).toEqual(['inside_sales']);
  });

  it('"sales support engineers" are no sales administration', () => {
    expect(compilePersona('Sales support engineers').criteria.include[0]?.areas).not.toContain('inside_sales');
  });
});

describe('"not inside sales" removes inside sellers whatever else their title says', () => {
  it.each([
    [
      'Sales reps, not inside sales',
      ['Internal Sales Executive', 'Sales Support Coordinator', 'Commercial sédentaire'],
      ['Sales Representative', 'Field Sales Rep'],
    ],
    ['Vendedores, sin ventas internas', ['Comercial interno', 'Inside Sales Representative'], ['Vendedor externo']],
    ['Verkäufer, kein Innendienst', ['Innendienstmitarbeiter Vertrieb', 'Sachbearbeiter Auftragsabwicklung'], ['Außendienstmitarbeiter']],
  ])('%s', (d, out, kept) => {
    for (const t of out) expect(keeps(d, t), t).toBe(false);
    for (const t of kept) expect(keeps(d, t), t).toBe(true);
  });
});
