// Session 59: at an NGO, a charity or a foundation its programme and project staff run its programmes ("Project Manager",
// "Chargée de projets", "Programmreferent", "Referent Förderung", field coordinators, outreach workers), an IT or digital
// project manager not; "Organisations non gouvernementales" is the industry of an NGO. A persona's "digital programme
// managers" beside NGO words run projects, no programmes; "chefs de mission" beside NGO words are its heads of mission, at
// an accounting firm they lead client engagements. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/compiler/index.js';
import { keptRefs } from './profile-fixture.js';

describe("an NGO's programme staff (s59)", () => {
  const roster: Array<[string, string]> = [
    ['pm', 'Project Manager'],
    ['cp', 'Chargée de projets Sahel'],
    ['fc', 'Coordinateur terrain'],
    ['ow', 'Outreach Worker'],
    ['itpm', 'IT Project Manager'],
    ['fin', 'Finance Officer'],
  ];
  it("at an NGO filed in French, its project staff are its programmes' people", async () => {
    const ngo = { name: 'Solidarités Nord', industry: 'Organisations non gouvernementales', employees: 150 };
    expect(await keptRefs(roster, 'Programme staff at NGOs.', ngo)).toEqual(['cp', 'fc', 'ow', 'pm']);
  });
  it('a foundation\'s "Programmreferentin" and "Referent Förderung" are programme staff, no software', async () => {
    const grants: Array<[string, string]> = [
      ['pr', 'Programmreferentin'],
      ['rf', 'Referent Förderung'],
      ['dev', 'Softwareentwicklerin'],
    ];
    const foundation = { name: 'Stiftung Bergwald', industry: 'Stiftungen', employees: 60 };
    expect(await keptRefs(grants, 'Programme staff at foundations.', foundation)).toEqual(['pr', 'rf']);
  });
  it('"digital programme managers" beside NGO words run projects; "chefs de mission" are the NGO\'s heads of mission', () => {
    const ex = compilePersona('Programme managers at charities. Not the digital programme managers.').criteria.exclude;
    expect(ex.map((e) => e.areas)).toEqual([['project_management']]);
    expect(compilePersona('Les chefs de mission des ONG.').criteria.include.map((i) => i.areas)).toEqual([['programmes']]);
    expect(compilePersona('Chefs de mission en cabinet d’expertise comptable.').criteria.include.flatMap((i) => i.areas)).not.toContain('programmes');
  });
});
