// Session 34 (development set 31, long ICP briefs; development set 28, relational personas): the shapes fixed, in our own
// words and several languages: sentence ends after "bzw." / "i.e." for every reader that cuts sentences; operational
// buyers as a kind of buyer; an employer heading a sentence of its own people; "owns" as a verb; a buying verb after a
// modal; a company size said as an "if the company has …" clause; "Pessoas" / "Gente" as HR and the Brazilian DP as
// payroll; a stray rung not given to individual contributors; "le dirigeant" as the company's head; Romance "their direct
// managers"; deputies "incluidas".
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import type { Selector } from '../../src/matching/criteria.js';
import { splitSentences } from '../../src/matching/compiler/sentences.js';
import { parseTitle } from '../../src/matching/reader/title.js';

const criteria = (d: string) => compilePersona(d).criteria;
const roles = (list: readonly Selector[]) => list.flatMap((s) => s.roles);
const withRole = (list: readonly Selector[], role: string) => list.find((s) => s.roles.includes(role));

describe('an abbreviation whose dot ends no sentence, for every reader that cuts sentences', () => {
  it('splitSentences keeps "bzw." and "i.e." inside their sentence', () => {
    expect(splitSentences('Leiter Vertrieb bzw. Vertriebsleiterin. Keine Azubis.')).toEqual(['Leiter Vertrieb bzw. Vertriebsleiterin.', 'Keine Azubis.']);
    expect(splitSentences('The money people, i.e. finance. Nobody else.')).toEqual(['The money people, i.e. finance.', 'Nobody else.']);
    // A line break still ends one.
    expect(splitSentences('Sales etc.\nMarketing')).toEqual(['Sales etc.', 'Marketing']);
  });
  it.each([
    ['Heads of HR. At firms under 40 staff, i.e. small ones, the CEO.', 'ceo', 39],
    ['Die Leitung Vertrieb. Bei Firmen unter 30 Mitarbeitern bzw. kleinen Betrieben der Geschäftsführer.', 'ceo', 29],
  ])("%s: the size is the clause's people's only", (d, role, max) => {
    const c = criteria(d);
    expect(c.employer).toBeUndefined();
    expect(withRole(c.include, role)?.employer?.employees?.max).toBe(max);
  });
});

describe('operational buyers are a kind of buyer, not every buyer', () => {
  it.each([
    'Senior purchasers and the procurement lead; no operational buyers.',
    'Strategische Einkäufer und die Einkaufsleitung, keine operativen Einkäufer.',
    'Responsables achats et acheteurs seniors ; pas les acheteurs opérationnels.',
    'Jefes de compras; fuera los compradores operativos.',
    'Hoofd inkoop en senior inkopers; geen operationele inkopers.',
  ])('%s', (d) => {
    const c = criteria(d);
    expect(c.exclude.map((s) => s.roles)).toContainEqual(['operational_buyer']);
    expect(c.exclude.some((s) => s.areas.includes('procurement'))).toBe(false);
  });
  it('both kinds together are every buyer', () => {
    const c = criteria('Purchasing: strategic and operational buyers, and their head.');
    expect(c.include.some((s) => s.areas.includes('procurement') && !s.roles.length && !s.levels.length)).toBe(true);
  });
  it.each([
    ['Purchaser', 'operational_buyer'],
    ['Einkäuferin', 'operational_buyer'],
    ['Comprador', 'operational_buyer'],
    ['Junior Buyer', 'operational_buyer'],
    ['Lead Buyer', 'strategic_buyer'],
    ['Senior Purchaser', ''],
    ['Procurement Manager', ''],
  ])('the title %s is of kind "%s"', (title, kind) => {
    expect(parseTitle(title)?.kind).toBe(kind);
  });
});

describe('an employer heading a sentence of its own people is theirs', () => {
  it.each([
    ['Heads of finance. In insurance companies the chief actuary reviews it, so add the actuary there.', 'insurance'],
    ['Data leads and analysts. At banks the CRO signs off.', 'banking'],
  ])('%s', (d, sector) => {
    const c = criteria(d);
    expect(c.employer).toBeUndefined();
    const scoped = c.include.filter((s) => s.employer);
    expect(scoped.length).toBeGreaterThan(0);
    for (const s of scoped) expect(s.employer?.sectors).toContain(sector);
    expect(c.include.some((s) => !s.employer)).toBe(true);
  });
});

describe('a verb is no people', () => {
  it.each(['Support leads. The COO owns customer operations too.', 'Support leads. The COO owns the contact centre budget.'])(
    '"owns" after a person: %s',
    (d) => {
      const c = criteria(d);
      expect(c.include.some((s) => s.traits.includes('owner'))).toBe(false);
      expect(roles(c.include)).toContain('coo');
    },
  );
  it('owners stay owners', () => {
    expect(criteria('Managing directors who own the company.').include.some((s) => s.traits.includes('owner'))).toBe(true);
  });
  it.each([
    ['HR managers. The CFO can also decide.', 'cfo'],
    ['Responsables RH. Le DAF peut aussi acheter.', 'cfo'],
    ['Jefes de RRHH. El CFO también puede comprar.', 'cfo'],
    ['Gerentes de RH. O CFO também pode comprar.', 'cfo'],
    ['HR-Leiter. Der CFO kann auch kaufen.', 'cfo'],
    ['HR-managers. De CFO kan ook kopen.', 'cfo'],
  ])('a buying verb after a modal names no department or decision makers: %s', (d, role) => {
    const c = criteria(d);
    expect(c.include.some((s) => s.areas.includes('procurement'))).toBe(false);
    expect(c.include.some((s) => s.traits.includes('decision_maker') && !s.roles.length)).toBe(false);
    expect(roles(c.include)).toContain(role);
  });
  it('praise names nobody ("nos meilleurs relais" is not "ailleurs")', () => {
    const c = criteria('Les gestionnaires de paie sont nos meilleurs relais.');
    expect(c.include).toHaveLength(1);
    expect(c.include[0]?.areas).toEqual(['payroll']);
  });
});

describe('a company size said as a condition clause', () => {
  it.each([
    'Heads of support. If the company has fewer than 50 people, the CEO as well.',
    "Responsables support. Si l'entreprise a moins de 50 salariés, le PDG aussi.",
    'Jefes de soporte. Si la empresa tiene menos de 50 personas, el CEO también.',
    'Heads de suporte. Se a empresa tiver menos de 50 pessoas, o CEO também entra.',
    'Leitung Support. Wenn das Unternehmen weniger als 50 Mitarbeiter hat, auch die Geschäftsführung.',
    'Hoofd support. Als het bedrijf minder dan 50 medewerkers heeft, ook de CEO.',
  ])('%s', (d) => {
    const c = criteria(d);
    expect(c.employer).toBeUndefined();
    const ceo = withRole(c.include, 'ceo');
    expect(ceo?.employer?.employees?.max).toBe(49);
    expect(roles(c.exclude)).not.toContain('ceo');
  });
});

describe('people-department and payroll words', () => {
  it.each(['O decisor é a diretora de Pessoas. Campeões: o time de DP.', 'Head de Gente; usuários: a equipe de DP.'])('%s', (d) => {
    const c = criteria(d);
    // The head of the people department, and the DP team (HR, as the title reader reads "Analista de DP").
    expect(c.include.some((s) => s.areas.includes('human_resources') && s.levels.length > 0)).toBe(true);
    expect(c.include.some((s) => s.areas.includes('human_resources') && !s.levels.length)).toBe(true);
  });
  it('"o time de DP (folha)" is the payroll team', () => {
    expect(criteria('Campeões: o time de DP (folha).').include.some((s) => s.areas.includes('payroll'))).toBe(true);
  });
});

describe('a stray rung is not given to individual contributors; "le dirigeant" is the company head', () => {
  it('payroll clerks stay clerks after a sentence of bare rungs', () => {
    const c = criteria('The executives. Payroll administrators.');
    const payroll = c.include.find((s) => s.areas.includes('payroll'));
    expect(payroll?.levels).toEqual([]);
  });
  it.each(['Dans les petites structures, le dirigeant. Les comptables.', 'Le DAF ou directement la dirigeante.'])('%s', (d) => {
    expect(roles(criteria(d).include)).toContain('ceo');
  });
});

describe('their direct managers, Romance word order', () => {
  it.each(['Les SDR et leurs managers directs.', 'Los SDR y sus managers directos.', 'Os SDRs e seus gerentes diretos.'])('%s', (d) => {
    const c = criteria(d);
    const managers = c.include.find((s) => s.levels.includes('team_lead'));
    expect(managers?.areas).toContain('sales_development');
    expect(compilePersona(d).unrecognised).toEqual([]);
  });
});

describe('deputies "incluidas"', () => {
  it('the feminine form takes the deputies as the masculine does', () => {
    const m = criteria('Jefas de área y sus adjuntas incluidos.');
    const f = criteria('Jefas de área y sus adjuntas incluidas.');
    expect(f.include).toEqual(m.include);
  });
});

describe('"users, not buyers" leaves the users out and names no procurement', () => {
  it.each([
    'Dispatchers and planners. Drivers are end users, not buyers.',
    'Le DAF. Les chauffeurs sont des utilisateurs, pas des acheteurs.',
    'Der CFO. Die Fahrer sind Nutzer, keine Käufer.',
    'El CFO. Los conductores son usuarios, no compradores.',
    'O CFO. Os motoristas são usuários, não compradores.',
    'De CFO. De chauffeurs zijn gebruikers, geen kopers.',
  ])('%s', (d) => {
    const c = criteria(d);
    expect(roles(c.exclude)).toContain('driver');
    expect(roles(c.include)).not.toContain('driver');
    expect(c.exclude.some((s) => s.areas.includes('procurement') || s.titles?.length)).toBe(false);
  });
});

describe('a kind of company that is also a department, heading an addition', () => {
  it.each([
    ['Learning managers. In manufacturing also the plant director.', ['manufacturing']],
    ['Learning managers. In manufacturing and logistics, also the operations director.', ['manufacturing', 'logistics']],
  ])('%s', (d, sectors) => {
    const c = criteria(d);
    expect(c.employer).toBeUndefined();
    const added = c.include.filter((s) => s.employer);
    expect(added.length).toBeGreaterThan(0);
    for (const s of added) expect(s.employer?.sectors).toEqual(sectors);
    expect(c.include.some((s) => s.areas.includes('manufacturing') && !s.levels.length)).toBe(false);
  });
});

describe('an exception to a negation brings people back in', () => {
  it.each([
    ['Store managers. No HR, except the CHRO.', 'chro'],
    ['Store managers. Leave HR out unless it is the CHRO.', 'chro'],
    ['Gérants de magasin. Pas les RH, sauf le CHRO.', 'chro'],
    ['Filialleiter. Keine HR, außer dem CHRO.', 'chro'],
    ['Jefes de tienda. Sin RRHH, excepto el CHRO.', 'chro'],
  ])('%s', (d, role) => {
    const c = criteria(d);
    expect(roles(c.include)).toContain(role);
    expect(roles(c.exclude)).not.toContain(role);
  });
  it('an exception after no negation still leaves out', () => {
    expect(roles(criteria('Sales leaders, except the CRO.').exclude)).toContain('cro');
  });
});

describe('their direct reports are the layer below the leaders named', () => {
  it.each(['Heads of marketing and their direct reports.', 'Los jefes de marketing y sus reportes directos.'])('%s', (d) => {
    const c = criteria(d);
    const reports = c.include.find((s) => s.levels.includes('manager'));
    expect(reports?.areas).toContain('marketing');
    expect(c.include.some((s) => s.areas.includes('marketing') && !s.levels.length)).toBe(false);
  });
});
