// Session 49: freight forwarding is an area of its own (`forwarding`, function fulfillment, logistics too), in a persona
// ("expediteurs", "Speditionskaufleute", "agents de transit", "transitarios", "sea & air freight") and in a title
// ("Freight Forwarder", "Expediteur", "Leiterin Seefracht", "Agente de transit"); a forwarder's sellers stay sales, and a
// warehouse's "expeditie" (its shipping bay) is no forwarding. So is a winery's cellar (`winemaking`), and "œ" / "æ" are
// read as two letters. A rung over plant automation or robotics ("Leiter Automatisierung", "Head of Robotics") is
// automation. A company's support functions are its back office. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona, judgeProfile } from '../../src/matching/index.js';
import { AREA_ALSO, functionOf } from '../../src/matching/criteria.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile } from './profile-fixture.js';

const read = (text: string) => compilePersona(text).criteria;
const roleOf = (title: string) => readPerson(makeProfile('x', [{ title }])).roles[0];

describe('freight forwarding is an area (s49)', () => {
  it.each([
    'Freight Forwarder',
    'Expediteur Luchtvracht',
    'Speditionskauffrau',
    'Leiterin Seefracht',
    'Agente de transit export',
    'Transitária',
    'Air Import Coordinator',
    'Head of Ocean Freight',
  ])('reads the title "%s" as forwarding', (title) => {
    expect(roleOf(title)?.areas).toContain('forwarding');
  });

  it('counts forwarders among the logistics people', () => {
    expect(AREA_ALSO.forwarding).toBe('logistics');
    expect(functionOf('forwarding')).toBe('fulfillment');
  });

  it.each(['Sales Manager Air Freight', 'Key Account Manager Forwarding'])('keeps a forwarder\'s seller "%s" in sales', (title) => {
    const areas = roleOf(title)?.areas ?? [];
    expect(areas).not.toContain('forwarding');
    expect(areas.map((a) => functionOf(a))).toContain('sales');
  });

  it('reads a warehouse\'s "expeditie" as no forwarding', () => {
    expect(roleOf('Ploegleider Expeditie')?.areas ?? []).not.toContain('forwarding');
    expect(roleOf('Medewerker expeditie')?.areas ?? []).not.toContain('forwarding');
  });

  it.each([
    ['Expediteurs en hun teamleiders, geen chauffeurs.', 'expediteurs'],
    ['Speditionskaufleute und ihre Teamleiter.', 'speditionskaufleute'],
    ['Agents de transit et leurs chefs d’équipe.', 'agents de transit'],
    ['Transitárias e os seus chefes de equipa.', 'transitarias'],
  ])('%s: the forwarders are forwarding, and so are their team leads', (text, first) => {
    const c = read(text);
    expect(c.include[0]?.text).toBe(first);
    expect(c.include[0]?.areas).toEqual(['forwarding']);
    expect(c.include[1]?.areas).toContain('forwarding');
    expect(c.include[1]?.levels).toContain('team_lead');
  });

  it('reads sea and air freight desks as forwarding', () => {
    const c = read('Managers of ocean freight and air freight.');
    expect(c.include.length).toBeGreaterThan(0);
    expect(c.include.every((s) => s.areas.includes('forwarding'))).toBe(true);
  });
});

describe('a rung over plant automation or robotics (s49)', () => {
  it.each(['Leiter Automatisierung', 'Head of Robotics', 'Jefa de Automatización', 'Responsable automatismes', 'Gerente de Automação'])(
    'reads the title "%s" as automation',
    (title) => expect(roleOf(title)?.areas).toContain('automation'),
  );
  it.each(['QA Automation Lead', 'Marketing Automation Manager', 'IT Automation Manager', 'RPA Automation Lead'])(
    'reads the title "%s" as no automation',
    (title) => expect(roleOf(title)?.areas ?? []).not.toContain('automation'),
  );
});

describe("a company's support functions are its back office, not customer support (s49)", () => {
  it.each([
    'Heads of the support functions.',
    'Responsables des fonctions support.',
    'Jefes de las funciones de soporte.',
    'Leiterinnen der Supportfunktionen.',
    'Hoofden van de ondersteunende diensten.',
  ])('%s: finance, HR, IT, legal and procurement', (text) => {
    const areas = read(text).include.flatMap((s) => s.areas);
    expect(areas).not.toContain('customer_support');
    expect(areas).toEqual(expect.arrayContaining(['finance', 'human_resources', 'it', 'legal', 'procurement']));
  });

  it('takes the areas a list in parentheses names after them instead', () => {
    const c = read('Directors of the support functions (finance, HR and facilities).');
    expect(c.include.flatMap((s) => s.areas).sort()).toEqual(['facilities', 'finance', 'human_resources']);
  });

  it('leaves customer support what it was', () => {
    expect(read('Support managers.').include[0]?.areas).toEqual(['customer_support']);
  });
});

describe("a winery's cellar is an area, and ligatures are two letters (s49)", () => {
  it.each(['Œnologue adjoint', 'Maîtresse de chai', 'Chief Winemaker', 'Enólogo', 'Adegueira', 'Kellermeister', 'Cellar Hand'])(
    'reads the title "%s" as winemaking',
    (title) => expect(roleOf(title)?.areas).toContain('winemaking'),
  );
  it('reads a persona of winemakers, with its ligature, as winemaking', () => {
    const c = read('Œnologues et maîtres de chai, pas les commerciaux.');
    expect(c.include.map((s) => s.areas)).toEqual([['winemaking'], ['winemaking']]);
    expect(compilePersona('Œnologues.').unrecognised).toEqual([]);
  });
  it('reads a title with a ligature as the same title without it', () => {
    expect(roleOf('Œnologue')?.areas).toEqual(roleOf('Oenologue')?.areas);
    expect(roleOf('Œnologue')?.known).toBe(true);
  });
});

describe('transport planners are a kind of title, not every individual contributor of transport (s49)', () => {
  const haulier = { name: 'Spedition Nordlicht GmbH', industry: 'Truck Transportation', employees: 120 };
  const keeps = (definition: string, title: string) =>
    judgeProfile({ slug: 't', name: 't', definition, company: haulier }, makeProfile('x', [{ title }])).match;

  it.each(['Disponentin', 'Exploitante transport', 'Train Planner', 'Tourenplaner', 'Teamleiter Disposition'])('"%s" is a transport planner', (title) =>
    expect(roleOf(title)?.roles).toContain('transport_planner'),
  );
  it.each(['Flight Dispatcher', 'Berufskraftfahrer', 'Disponent Produktion', 'Materialdisponentin'])('"%s" is no transport planner', (title) =>
    expect(roleOf(title)?.roles ?? []).not.toContain('transport_planner'),
  );
  it.each([
    ['Transport planners.', 'Transport Planner', true],
    ['Transport planners.', 'HGV Driver', false],
    ['Disponenten und Tourenplaner.', 'Disponent', true],
    ['Disponenten und Tourenplaner.', 'Berufskraftfahrer', false],
    ['Exploitants transport et affréteurs.', 'Chauffeur PL', false],
  ])('%s keeps "%s": %s', (definition, title, kept) => expect(keeps(definition, title)).toBe(kept));
});

describe('words of management, customer service and agronomy that were misread (s49)', () => {
  it.each(['Dirección general.', 'A direção geral.', 'De algemene directie.'])('%s is the C-level, as "direction générale" is', (text) => {
    const c = compilePersona(text);
    expect(c.criteria.include.flatMap((s) => s.levels)).toEqual(['c_level']);
    expect(c.unrecognised).toEqual([]);
  });
  it("reads the heads of customer service as customer support, not a public body's heads of service", () => {
    expect(read('Jefas de servicio al cliente.').include[0]?.areas).toEqual(['customer_support']);
    expect(read('Jefes de servicio del ayuntamiento.').include[0]?.areas).toEqual(['public_service']);
    expect(read('Serviço ao cliente.').include[0]?.areas).toEqual(['customer_support']);
  });
  it.each(['Ingenieras agrónomas.', 'Engenheiros agrônomos.', 'Ingénieurs agronomes.', 'Agraringenieurinnen.'])('%s are agronomists, no engineers', (text) =>
    expect(read(text).include.map((s) => s.areas)).toEqual([['agronomy']]),
  );
});

describe("contract cleaners said alone are people; a hotel's laundry is its housekeeping (s49)", () => {
  it('reads "X and contract cleaners don\'t" as two exclusions, and no employer', () => {
    const c = read('Chambermaids. Agency temps and contract cleaners don’t.');
    expect(c.employer).toBeUndefined();
    expect(c.exclude.map((x) => x.text)).toEqual(['agency temps', 'contract cleaners']);
    expect(c.exclude[1]?.employment).toEqual(['contractor']);
  });
  it('still reads "at contract cleaners" as the firms', () => {
    expect(read('Site supervisors at contract cleaners.').employer?.sectors).toEqual(['facility_services']);
  });
  it.each(['Laundry Supervisor', 'Public Area Attendant', 'Lingère'])('reads the title "%s" as the hotel\'s', (title) =>
    expect(roleOf(title)?.areas).toEqual(['hotel']),
  );
  it('reads "Fremdreinigung" in an exclusion as contract cleaners', () => {
    const c = read('Etagenhausdamen und Zimmermädchen, keine Fremdreinigung.');
    expect(c.exclude[0]?.areas).toEqual(['cleaning']);
    expect(c.exclude[0]?.employment).toEqual(['contractor']);
  });
});

describe('a coordinator or manager of programmes is no programmer (s49)', () => {
  it.each(['Coordinateur de programmes', 'Responsable de programme', 'Coordinadora de programas', 'Programmkoordinatorin'])(
    'reads the title "%s" as projects and programmes, not software',
    (title) => {
      const areas = roleOf(title)?.areas ?? [];
      expect(areas).not.toContain('software');
      expect(areas).toEqual(['project_management']);
    },
  );
  it('keeps a programmer a programmer and an NGO programme officer in programmes', () => {
    expect(roleOf('Programmeur')?.areas).toEqual(['software']);
    expect(roleOf('Chargée de programme')?.areas).toEqual(['programmes']);
  });
});

describe('stock controllers are a kind of title; replenishment planners and forecasters plan supply (s49)', () => {
  it.each(['Stock Controller', 'Gestionnaire de stocks', 'Controladora de Inventario', 'Voorraadbeheerder'])('"%s" is a stock controller', (title) =>
    expect(roleOf(title)?.roles).toContain('inventory_controller'),
  );
  it.each(['Replenishment Planner', 'Prévisionniste', 'Forecasting Analyst'])('"%s" plans supply', (title) =>
    expect(roleOf(title)?.areas).toEqual(['supply_planning']),
  );
  it('reads "stock controllers" as that kind, not finance\'s controlling', () => {
    const c = read('Stock controllers, not warehouse operatives.');
    expect(c.include[0]?.roles).toEqual(['inventory_controller']);
    expect(c.include[0]?.areas).not.toContain('controlling');
  });
  it('reads a word nobody knew before a shared head as the noun the lexicon knows, with its kind ("inventory and stock controllers")', () => {
    const c = read('Inventory and stock controllers.');
    expect(c.include).toHaveLength(2);
    expect(c.include.every((s) => s.roles.includes('inventory_controller'))).toBe(true);
    expect(read('Replenishment and demand planners.').include.map((s) => s.areas)).toEqual([['supply_planning'], ['supply_planning']]);
  });
});

describe('a list of leaders after "whoever heads them" says who heads them, not who the people before are (s49)', () => {
  it('keeps the people named before the reference', () => {
    const c = read('Data engineers and analytics engineers, and whoever heads the data team above them: the CDO or the head of data.');
    expect(c.include.map((s) => s.text)).toEqual(['data engineers', 'analytics engineers', 'the cdo', 'the head of data']);
  });
  it('still reads a heading that is only the reference as its list', () => {
    expect(read('Whoever runs finance: the CFO or the finance director.').include.map((s) => s.text)).toEqual(['the cfo', 'the finance director']);
  });
});

describe('suspended compounds of analysts, engineers and coordinators (s49)', () => {
  it.each([
    ['BI- en data-analisten.', ['bi analisten', 'data analisten']],
    ['Software- und Data-Engineers.', ['software engineers', 'data engineers']],
    ['Servicecoördinatoren en -managers.', ['servicecoordinatoren', 'servicemanagers']],
  ])('%s names both compounds', (text, names) => {
    expect(read(text).include.map((s) => s.text)).toEqual(names);
  });
  it('reads "BI- en data-analisten" as analysts, not the whole of analytics', () => {
    expect(read('BI- en data-analisten.').include.every((s) => s.areas.join() === 'analytics' && !s.levels.length)).toBe(true);
    expect(read('Software- und Data-Engineers.').include[0]?.areas).toEqual(['software']);
  });
});
