// Session 31: the kinds of sentences of personas written by responsibility are one table in six languages
// (src/matching/compiler/lexicon-sentences.ts): a heading spelled out in the next sentence, whom they report to, "leave X
// out", "X is a separate topic", "X are reps" when the reps are left out, a sentence restating the scope. Own words.
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { makeProfile } from './profile-fixture.js';

const keeps = (d: string, title: string) => judgeProfile({ slug: 't', name: 't', definition: d }, makeProfile('x', [{ title }])).match;
const criteria = (d: string) => compilePersona(d).criteria;

describe('a responsibility spelled out in the next sentence is a heading, in six languages', () => {
  const cases: Array<[string, string, string]> = [
    ['en', 'Whoever runs payroll. That means payroll specialists and the payroll manager.', 'Payroll Manager'],
    ['de', 'Wer die Lohnabrechnung verantwortet. Das heißt: Lohnbuchhalter und die Leitung Entgeltabrechnung.', 'Lohnbuchhalterin'],
    ['fr', 'Ceux qui gèrent la paie. Concrètement : les gestionnaires de paie et leur responsable.', 'Gestionnaire de paie'],
    ['es', 'Quien decide la compra de software. Es decir, el director general y el CTO.', 'CTO'],
    ['pt', 'Quem assina a compra de software. Ou seja, o CEO e o CTO.', 'CTO'],
    ['nl', 'Wie de salarisadministratie doet. Dat wil zeggen: salarisadministrateurs en hun teamleider.', 'Salarisadministrateur'],
  ];
  for (const [language, d, title] of cases)
    it(language, () => {
      expect(keeps(d, title)).toBe(true);
      // The heading names nobody: the second sentence's people only.
      expect(criteria(d).include.some((s) => /^(?:whoever|wer|ceux|quien|quem|wie)\b/.test(s.text ?? ''))).toBe(false);
    });
});

describe('whom they report to names nobody, in six languages', () => {
  const cases: Array<[string, string, string, string]> = [
    ['en', 'Buyers and purchasing managers. They usually report to the CFO.', 'Purchasing Manager', 'CFO'],
    ['de', 'Einkäufer und Einkaufsleiter. Sie berichten meist an den CFO.', 'Einkaufsleiter', 'CFO'],
    ['fr', 'Les acheteurs et le directeur des achats. Ils rapportent en général au DAF.', 'Acheteur', 'DAF'],
    ['es', 'Compradores y jefes de compras. Normalmente reportan al director financiero.', 'Comprador', 'Director Financiero'],
    ['pt', 'Compradores e gerentes de compras. Geralmente reportam ao diretor financeiro.', 'Comprador', 'Diretor Financeiro'],
    ['nl', 'Inkopers en de inkoopmanager. Ze rapporteren meestal aan de CFO.', 'Inkoper', 'CFO'],
  ];
  for (const [language, d, kept, chief] of cases)
    it(language, () => {
      expect(keeps(d, kept)).toBe(true);
      expect(keeps(d, chief)).toBe(false);
    });
  it('after a dash, the list after its colon is the heading’s', () => {
    const d = 'Wer über das Marketingbudget entscheidet – meist berichtet diese Person an die Geschäftsführung: Marketingleiter, CMO.';
    expect(criteria(d).include.some((s) => s.roles.includes('ceo'))).toBe(false);
    expect(keeps(d, 'Marketingleiterin')).toBe(true);
    expect(keeps(d, 'Geschäftsführer')).toBe(false);
  });
  it('a list after the colon still names people (French)', () => {
    const d = 'Les responsables achats. Ils rapportent au DAF : acheteurs seniors inclus.';
    expect(keeps(d, 'Acheteur senior')).toBe(true);
  });
});

describe('"leave X out", in six languages, around, before or after what is left out', () => {
  const cases: Array<[string, string, string, string]> = [
    ['en', 'Buyers and purchasing managers; keep the interns out.', 'Buyer', 'Purchasing Intern'],
    ['de', 'Einkäufer und Einkaufsleiter. Praktikanten bitte draußen lassen.', 'Einkäufer', 'Praktikant Einkauf'],
    ['fr', 'Acheteurs et responsables achats. Laissez les stagiaires de côté.', 'Acheteur', 'Stagiaire achats'],
    ['es', 'Compradores y jefes de compras. Dejar fuera a los becarios.', 'Comprador', 'Becario de compras'],
    ['pt', 'Compradores e gerentes de compras. Deixar de fora os estagiários.', 'Comprador', 'Estagiário de compras'],
    ['nl', 'Inkopers en inkoopmanagers. Laat de stagiairs buiten beschouwing.', 'Inkoper', 'Stagiair inkoop'],
  ];
  for (const [language, d, kept, left] of cases)
    it(language, () => {
      expect(criteria(d).exclude.some((e) => e.levels.includes('intern'))).toBe(true);
      expect(keeps(d, kept)).toBe(true);
      expect(keeps(d, left)).toBe(false);
    });
});

describe('"X is a separate topic" leaves X out, in six languages', () => {
  const cases: Array<[string, string]> = [
    ['en', 'Plant managers and production directors. Quality is a separate topic.'],
    ['de', 'Produktionsleiter und Werkleiter. Die Qualitätssicherung ist ein eigenes Thema.'],
    ['fr', "Directeurs d'usine et responsables de production. La qualité, c'est un autre sujet."],
    ['es', 'Jefes de planta y directores de producción. Calidad es otro tema.'],
    ['pt', 'Gerentes de fábrica e diretores de produção. Qualidade é outro assunto.'],
    ['nl', 'Productieleiders en plantmanagers. Kwaliteit is een ander verhaal.'],
  ];
  for (const [language, d] of cases)
    it(language, () => {
      const c = criteria(d);
      expect(c.include.some((s) => s.areas.includes('quality'))).toBe(false);
      expect(c.exclude.some((e) => e.areas.includes('quality'))).toBe(true);
    });
  it('a pronoun as the subject names nobody', () => {
    const d = 'Stationsleitungen und Pflegedirektion, nicht die Ärzte – das ist ein anderes Thema.';
    expect(keeps(d, 'Stationsleitung')).toBe(true);
  });
});

describe('"X are reps" when the reps are left out, in six languages', () => {
  const cases: Array<[string, string]> = [
    ['en', 'Sales managers with a team, not the reps. Key account managers are reps, whatever the title.'],
    ['de', 'Vertriebsleiter mit Team, nicht die Reps. Key Account Manager sind Reps.'],
    ['fr', 'Chefs des ventes qui managent une équipe, pas les vendeurs. Les key account managers sont des vendeurs.'],
    ['es', 'Jefes de ventas con equipo, no los vendedores. Los key account managers son vendedores.'],
    ['pt', 'Gerentes de vendas com equipe, não os vendedores. Os key account managers são vendedores.'],
    ['nl', 'Verkoopmanagers met een team, niet de verkopers. Key accountmanagers zijn verkopers.'],
  ];
  for (const [language, d] of cases)
    it(language, () => {
      const c = criteria(d);
      expect(c.include.some((s) => s.areas.includes('account_management'))).toBe(false);
      expect(keeps(d, 'Key Account Manager')).toBe(false);
    });
});

describe('a sentence restating the scope adds nobody', () => {
  it('German', () => {
    const d = 'Vertriebsleiter und Teamleiter Vertrieb. Das ist der Vertrieb.';
    expect(keeps(d, 'Teamleiter Vertrieb')).toBe(true);
    expect(keeps(d, 'Vertriebsmitarbeiter')).toBe(false);
  });
  it('French', () => {
    const d = "Les chefs des ventes et les directeurs commerciaux. Il s'agit des ventes.";
    expect(keeps(d, 'Directeur commercial')).toBe(true);
    expect(keeps(d, 'Commercial sédentaire')).toBe(false);
  });
});

describe('a kind of employer named for some sentences, and "every other company" for another', () => {
  const d =
    'Design. At the agencies, everyone in the agency’s own design team, juniors included. At every other company only the senior ones: design managers and up.';
  it('each sentence keeps its own employer; the one-word heading adds nobody', () => {
    const c = criteria(d);
    expect(c.employer).toBeUndefined();
    expect(c.include.filter((s) => s.employer?.sectors.includes('agencies')).length).toBeGreaterThan(0);
    expect(c.include.some((s) => s.areas.includes('design') && !s.levels.length && !s.employer)).toBe(false);
    expect(c.include.some((s) => s.traits.includes('owner'))).toBe(false);
  });
  it('German "bei allen anderen Unternehmen"', () => {
    const g = 'Marketing. In den Agenturen das ganze Marketingteam. Bei allen anderen Unternehmen nur Marketingleiter und CMO.';
    const c = criteria(g);
    expect(c.employer).toBeUndefined();
    expect(c.include.some((s) => s.employer?.sectors.includes('agencies'))).toBe(true);
  });
});

describe('kinds of title with an area in a compound', () => {
  it('Dutch "inkoopassistenten" are purchasing assistants, not every assistant', () => {
    const d = 'Inkopers en de inkoopassistenten.';
    expect(criteria(d).include.some((s) => s.roles.includes('assistant') && s.areas.includes('procurement'))).toBe(true);
    expect(keeps(d, 'Assistent inkoop')).toBe(true);
    expect(keeps(d, 'Directieassistente')).toBe(false);
  });
});

describe('revenue management is the hotel’s', () => {
  it('a hotel persona naming revenue keeps the revenue managers; a sales one does not', () => {
    const hotel = 'Hotel department heads: front office, housekeeping and revenue management.';
    expect(keeps(hotel, 'Cluster Revenue Manager')).toBe(true);
    const sales = 'Verkaufsleiter und Vertriebsleiter mit eigenem Team.';
    expect(keeps(sales, 'Revenue Manager')).toBe(false);
  });
});

describe('the leaders "above them" lead the whole function', () => {
  it('under a heading naming part of it, "the directors of logistics above them" stay logistics', () => {
    const d = 'Those running the depots and the trucks: warehouse managers, fleet managers and the heads of logistics above them.';
    expect(criteria(d).include.some((s) => s.areas.join() === 'logistics' && s.levels.includes('head'))).toBe(true);
    expect(keeps(d, 'Head of Logistics')).toBe(true);
  });
  it('a distribution centre’s manager is a warehouse manager ("Gerente de CD", "Jefe de Centro de Distribución")', () => {
    const d = 'Warehouse and distribution centre managers.';
    expect(keeps(d, 'Gerente de CD')).toBe(true);
    expect(keeps(d, 'Jefa de Centro de Distribución')).toBe(true);
  });
});
