// Session 52: developers are the people who write the software (not testers, DevOps / SRE or ML engineers, nor trainees); a
// range from the analysts up to the function's chief is its chain of command; Belgian working students ("Jobstudent"),
// management accountants, corporate planning; a game studio's artists, animators, sound designers, art directors and its
// creative director; a fallback leader stands in as the area's top. Own wordings (none taken from a set).
import { describe, expect, it } from 'vitest';
import { compilePersona, findTargetPeople, RulesMatcher } from '../../src/matching/index.js';
import type { EmployerFacts } from '../../src/matching/criteria.js';
import { readPerson } from '../../src/matching/reader/person.js';
import { makeProfile, memorySource } from './profile-fixture.js';

const read = (text: string) => compilePersona(text).criteria;
const roleOf = (title: string, employment_type?: string) => readPerson(makeProfile('x', [{ title, ...(employment_type ? { employment_type } : {}) }])).roles[0];
const run = async (roster: Array<[string, string] | [string, string, string]>, definition: string, company?: EmployerFacts) =>
  (await findTargetPeople(memorySource(roster), new RulesMatcher(), { slug: 't', name: 't', definition, ...(company ? { company } : {}) }, 1)).ranked
    .map((p) => p.person_ref)
    .sort();

describe('titles (s52)', () => {
  it('a Belgian "Jobstudent" is a working student, at the trainee rung', () => {
    expect(roleOf('Jobstudent Marketing')).toMatchObject({ areas: ['marketing'], level: 'intern' });
    expect(roleOf('Jobstudente klantenservice')?.roles).toContain('working_student');
  });
  it('a management accountant stays in accounting (set 31 reads it so, set 52 as controlling); corporate planning is FP&A', () => {
    expect(roleOf('Management Accountant')?.areas).toEqual(['accounting']);
    expect(roleOf('Senior Accountant')?.areas).toEqual(['accounting']);
    expect(roleOf('Referentin Unternehmensplanung')?.areas).toEqual(['fpa']);
  });
  it('a "Productmarketeer" is product marketing; a "CMO (Chief Medical Officer)" is no marketing chief', () => {
    expect(roleOf('Productmarketeer')?.areas).toEqual(['product_marketing']);
    expect(roleOf('CMO (Chief Medical Officer)')?.areas).toEqual(['medical']);
    expect(roleOf('CMO')?.roles).toContain('cmo');
  });
  it("a game's artists and animators by their medium, and its sound designers", () => {
    expect(roleOf('Artiste 3D')?.areas).toEqual(['game_art']);
    expect(roleOf('VFX Artist')?.areas).toEqual(['game_art']);
    expect(roleOf('Animatrice 2D')?.areas).toEqual(['game_art']);
    expect(roleOf('Audio Designer')?.areas).toEqual(['game_design']);
    expect(roleOf('Designer sonore')?.areas).toEqual(['game_design']);
    expect(roleOf('Graphic Designer')?.areas).toEqual(['graphic_design']);
  });
});

describe("a game studio's creative teams (s52)", () => {
  const studio: EmployerFacts = { name: 'Pixel Forge', industry: 'Computer Games', employees: 90 };
  const agency: EmployerFacts = { name: 'Brightline', industry: 'Advertising Services', employees: 90 };
  const d = 'Les équipes créatives des studios de jeu : artistes, animateurs, sound designers et le directeur créatif.';
  it('reads artists, animators and the creative director in the studio sense', () => {
    const c = read(d);
    expect(c.include.map((s) => s.areas)).toEqual([['game_art'], ['game_art'], ['game_design'], ['game_design', 'game_art']]);
  });
  it("at a studio: its art director, 3D graphic artist and sound designer; not a web designer or a design head of another company's kind", async () => {
    const roster: Array<[string, string]> = [
      ['ad', 'Directrice artistique'],
      ['g3', 'Graphiste 3D'],
      ['sd', 'Sound Designer'],
      ['web', 'Web Designer'],
    ];
    expect(await run(roster, d, studio)).toEqual(['ad', 'g3', 'sd']);
    // At an advertising agency an art director and a 3D graphic designer are its design people, no game's artists.
    expect(await run(roster, d, agency)).toEqual(['sd']);
  });
  it('the creative director of a game persona is not every design head', async () => {
    expect(await run([['h', 'Head of Product Design']], d, agency)).toEqual([]);
  });
});

describe('developers are the people who write the software (s52)', () => {
  const roster: Array<[string, string]> = [
    ['be', 'Backend Developer'],
    ['sw', 'Senior Software Engineer'],
    ['ld', 'Lead Developer'],
    ['tl', 'Tech Lead'],
    ['qa', 'QA Engineer'],
    ['sre', 'Site Reliability Engineer'],
    ['dv', 'DevOps Engineer'],
    ['ml', 'Machine Learning Engineer'],
    ['em', 'Engineering Manager'],
  ];
  it('"developers and tech leads" keep the lead developer, not testers, DevOps / SRE or ML engineers', async () => {
    expect(await run(roster, 'Developers and tech leads, no managers.')).toEqual(['be', 'ld', 'sw', 'tl']);
    expect(await run(roster, 'Softwareentwickler vom Junior bis Senior.')).toEqual(['be', 'sw']);
  });
  it('the exclusions are shown, read from the noun, so they can be corrected', () => {
    const c = read('Ontwikkelaars, geen managers.');
    expect(c.exclude.filter((e) => e.text === 'ontwikkelaars').map((e) => [e.areas, e.roles])).toEqual([
      [['devops'], []],
      [[], ['qa_tester']],
      [[], ['ml_engineer']],
    ]);
  });
  it('people the persona names beside them are not left out: "developers and SREs", "devs, QA included"', async () => {
    // (SREs are read as the DevOps area, which keeps the DevOps engineer.)
    expect(await run(roster, 'Developers and SREs.')).toEqual(['be', 'dv', 'ld', 'sre', 'sw', 'tl']);
    expect(await run(roster, 'Devs, QA included.')).toContain('qa');
  });
  it('"software engineers" are broader: testers and DevOps engineers stay', async () => {
    expect(await run(roster, 'Software engineers.')).toEqual(['be', 'dv', 'ld', 'ml', 'qa', 'sre', 'sw', 'tl']);
  });
  it('a business developer is no developer', () => {
    expect(read('Business developers and software engineers.').exclude).toEqual([]);
  });
});

describe("a range up to the function's chief is its chain of command (s52)", () => {
  const roster: Array<[string, string]> = [
    ['ctl', 'Controller'],
    ['fpa', 'FP&A Analyst'],
    ['fm', 'Finance Manager'],
    ['hf', 'Head of Finance'],
    ['cfo', 'CFO'],
    ['acc', 'Head of Accounting'],
    ['ap', 'Accounts Payable Clerk'],
  ];
  it('"controlling and FP&A, from analyst to CFO" keeps the finance manager and the head of finance between', async () => {
    expect(await run(roster, 'Controlling and FP&A, from analyst to CFO.')).toEqual(['cfo', 'ctl', 'fm', 'fpa', 'hf']);
  });
  it('without the chief the general finance leaders are not in it', async () => {
    expect(await run(roster, 'Controllers and FP&A analysts.')).toEqual(['ctl', 'fpa']);
  });
  it('a Portuguese "Administrador Financeiro" is the CFO', () => {
    expect(roleOf('Administradora Financeira')).toMatchObject({ level: 'c_level', roles: ['cfo'] });
  });
});

describe('a fallback leader stands in as the top of the area; works council seats (s52)', () => {
  const d = 'Le DRH ou, à défaut, le responsable RH.';
  it('"à défaut, le responsable RH": where there is no HR director, the HR manager who runs HR', async () => {
    expect(read(d).include[1]).toMatchObject({ rung: 'top', fallback_for: 0 });
    expect(
      await run(
        [
          ['m', 'HR Manager'],
          ['a', 'HR Assistant'],
        ],
        d,
      ),
    ).toEqual(['m']);
  });
  it('where there is one, only the HR director', async () => {
    expect(
      await run(
        [
          ['d', 'DRH'],
          ['m', 'HR Manager'],
        ],
        d,
      ),
    ).toEqual(['d']);
  });
  it('"si no hay CFO, el responsable financiero": the one responsible for finance is its top, not a rung; "the head of IT" keeps its rung', () => {
    expect(read('El CFO; si no hay CFO, el responsable financiero.').include.at(-1)).toMatchObject({ rung: 'top', areas: ['finance'] });
    expect(read('The CISO if there is one; otherwise the head of IT or IT manager.').include[1]).toMatchObject({ areas: ['it'], levels: ['head'] });
  });
  it('"Voorzitter OR", "Lid OR" and a "Déléguée CPPT" hold a works council seat', () => {
    for (const t of ['Voorzitter OR', 'Lid OR', 'Déléguée CPPT']) expect(roleOf(t)?.roles).toContain('works_council');
    expect(roleOf('Sales or Marketing Lead')?.roles).not.toContain('works_council');
  });
});

describe('the seat a fallback stands in for takes the rungs said with it (s52)', () => {
  const d = 'Head of HR or HR manager; where nobody leads HR, whoever leads finance.';
  it('reads the head of HR and the HR manager as one seat', () => {
    const c = read(d);
    expect(c.include).toHaveLength(2);
    expect(c.include[1]).toMatchObject({ areas: ['finance'], fallback_for: 0 });
  });
  it('where HR has a head but no HR manager, finance is not asked for', async () => {
    expect(
      await run(
        [
          ['h', 'Head of HR'],
          ['c', 'CFO'],
        ],
        d,
      ),
    ).toEqual(['h']);
  });
  it('where nobody leads HR, the head of finance is', async () => {
    expect(
      await run(
        [
          ['r', 'Recruiter'],
          ['c', 'CFO'],
        ],
        d,
      ),
    ).toEqual(['c']);
  });
});

describe("a director said as the chief's alternative is whoever leads the function (s52)", () => {
  it('"the CMO or the marketing director", "el CMO o director de marketing": head to VP of marketing', () => {
    for (const d of ['The CMO or the marketing director.', 'El CMO o director de marketing.'])
      expect(read(d).include[1]).toMatchObject({ areas: ['marketing'], levels: ['head', 'director', 'vp'] });
  });
  it('keeps the Head of Marketing where the company has no CMO', async () => {
    expect(
      await run(
        [
          ['h', 'Head of Marketing'],
          ['m', 'Marketing Manager'],
        ],
        'The CMO or the marketing director.',
      ),
    ).toEqual(['h']);
  });
  it('"marketing directors" and "the CMO and the marketing directors" keep the director rung', () => {
    expect(read('Marketing directors.').include[0]?.levels).toEqual(['director']);
    expect(read('The CMO and the marketing directors.').include[1]?.levels).toEqual(['director']);
  });
});

describe("an agency's traffic managers and a game studio's producers run projects (s52)", () => {
  const agency: EmployerFacts = { name: 'Brightline', industry: 'Advertising Services', employees: 60 };
  const studio: EmployerFacts = { name: 'Pixel Forge', industry: 'Computer Games', employees: 90 };
  const pm = 'Project managers, PMO and producers.';
  it('at an agency the traffic manager is project coordination, no paid traffic', async () => {
    expect(await run([['t', 'Traffic Manager']], pm, agency)).toEqual(['t']);
    expect(await run([['t', 'Traffic Manager']], 'Growth and performance marketers.', agency)).toEqual([]);
  });
  it("at a game studio its producers and head of production run the game's production", async () => {
    expect(
      await run(
        [
          ['p', 'Associate Producer'],
          ['h', 'Head of Production'],
          ['a', 'Artiste 3D'],
        ],
        'Chefs de projet et PMO.',
        studio,
      ),
    ).toEqual(['h', 'p']);
  });
});
