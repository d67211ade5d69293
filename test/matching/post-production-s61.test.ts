// Session 61: film and TV post-production is an area (editors, colourists, DITs and data wranglers, the head of post); a
// film or TV company's production staff make programmes; documentalists keep records; "— also freelancers" after a list
// widens it. Own wordings.
import { describe, expect, it } from 'vitest';
import { compilePersona } from '../../src/matching/index.js';
import { keptRefs } from './profile-fixture.js';

const studio = { name: 'Hafenlicht Film', industry: 'Movies, Videos, and Sound', employees: 70 };
const utility = { name: 'Netz Nord', industry: 'Utilities', employees: 300 };

describe('post-production (s61)', () => {
  const roster: Array<[string, string]> = [
    ['ve', 'Senior Video Editor'],
    ['co', 'Colourist'],
    ['di', 'DIT (freelance)'],
    ['hp', 'Head of Post'],
    ['lp', 'Leiterin Postproduktion'],
    ['mo', 'Monteuse'],
    ['cm', 'Camera Operator'],
    ['pr', 'Producer'],
  ];
  it('"post-production: editors, colourists and whoever runs post" keeps the cutting room, no camera crew or producers', async () => {
    expect(await keptRefs(roster, 'Post-production: video editors, colourists, DITs, and whoever heads post-production.', studio)).toEqual([
      'co',
      'di',
      'hp',
      'lp',
      've',
    ]);
  });
  it('a bare "Monteur" at a film company is its editor; at a utility a fitter', async () => {
    expect(await keptRefs([['mo', 'Monteur']], 'Video editors and cutters, freelancers included.', studio)).toEqual(['mo']);
    expect(await keptRefs([['mo', 'Monteur']], 'Video editors and cutters, freelancers included.', utility)).toEqual([]);
  });
  it('"the head of post" is post-production\'s head, not every head', async () => {
    const c = compilePersona('The head of post and the colourists.').criteria;
    expect(c.include.map((s) => [s.areas, s.levels])).toEqual([
      [['post_production'], ['head']],
      [['post_production'], []],
    ]);
  });
  it('camera crews stay apart from post', async () => {
    expect(await keptRefs(roster, 'Camera crews only.', studio)).toEqual(['cm']);
  });
});

describe("a film company's production staff (s61)", () => {
  const roster: Array<[string, string]> = [
    ['pl', 'Productieleider'],
    ['pa', 'Productieassistent'],
    ['rn', 'Runner (ZZP)'],
    ['rs', 'Researcher'],
    ['ed', 'Offline Editor'],
    ['hr', 'HR Adviseur'],
  ];
  it('"tv- en filmproductie: productieleiders, researchers en productieassistenten" are its programme makers', async () => {
    expect(
      await keptRefs(roster, 'Tv- en filmproductie: productieleiders, runners, researchers en productieassistenten — ook ZZP’ers; niet de editors.', studio),
    ).toEqual(['pa', 'pl', 'rn', 'rs']);
  });
  it("a manufacturer's production manager stays production (guard)", async () => {
    const factory = { name: 'Staalwerk', industry: 'Manufacturing', employees: 200 };
    expect(await keptRefs([['pl', 'Productieleider']], 'Productieleiders.', factory)).toEqual(['pl']);
  });
});

describe('documentalists and media librarians (s61)', () => {
  it('are records people', async () => {
    const roster: Array<[string, string]> = [
      ['md', 'Mediendokumentalistin'],
      ['ic', 'Iconographe'],
      ['ma', 'Media Asset Coordinator'],
      ['jo', 'Journalist'],
    ];
    expect(await keptRefs(roster, 'Archivists, documentalists and media librarians.', studio)).toEqual(['ic', 'ma', 'md']);
  });
});

describe('"— also freelancers" after a list (s61)', () => {
  it('widens the list to freelancers, names nobody of its own', () => {
    for (const d of [
      'Producers and researchers — also freelancers.',
      'Producers en researchers — ook ZZP’ers',
      'Producers and researchers — freelancers too.',
    ]) {
      const r = compilePersona(d);
      expect(r.criteria.include.map((s) => s.employment)).toEqual([[], []]);
      expect(r.warnings).toEqual([]);
    }
  });
});

describe('presenters, a kind of broadcast production (s61)', () => {
  const broadcaster = { name: 'Radio Nordwelle', industry: 'Broadcast Media Production and Distribution', employees: 150 };
  const roster: Array<[string, string]> = [
    ['mo', 'Moderatorin'],
    ['re', 'Redakteur'],
    ['pr', 'Producerin'],
    ['pc', 'Production Coordinator'],
  ];
  it('"Redakteure und Moderatoren, Produktion nicht" keeps the presenters and editors, no producers', async () => {
    expect(await keptRefs(roster, 'Redakteure und Moderatoren beim Sender. Produktion nicht.', broadcaster)).toEqual(['mo', 're']);
  });
  it('"not the presenters" leaves the producers', async () => {
    expect(await keptRefs(roster, 'Producers and production staff, not the presenters.', broadcaster)).toEqual(['pc', 'pr']);
  });
});
