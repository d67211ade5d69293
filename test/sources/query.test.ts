// The source query (src/sources/query.ts, issue 26): what it widens, when it falls back to the whole
// roster, and how text backends read it. Criteria are built by hand here (the compiler is tested in
// test/matching); the equality test over every persona is test/sources/sourcing-equality.test.ts.
import { describe, expect, it } from 'vitest';
import { CRITERIA_VERSION, selector, type Criteria, type Selector } from '../../src/matching/criteria.js';
import { hasTerm, headlineRole, namesARole, NO_ONE_HERE, normalise, rosterText, sourceQuery, textMatches, type SourceQuery } from '../../src/sources/query.js';
import { rosterQuery } from '../../src/sources/pdl/query.js';
import { jobSourceQuery } from '../../src/pipeline/sourcing.js';
import { matchesEs } from './pdl/fake-server.js';

const criteria = (...include: Selector[]): { criteria: Criteria } => ({ criteria: { version: CRITERIA_VERSION, include, exclude: [] } });
const normalisedOf = (q: SourceQuery, text: string) => text !== '' && textMatches(q, text.split('\n'));
const filtered = (q: SourceQuery) => {
  if (q.sourcing !== 'filtered') throw new Error(`expected filtered, got full: ${q.reason}`);
  return q;
};

describe('sourceQuery', () => {
  it('asks for a function and its neighbouring levels, by vendor fields and by title words', () => {
    const q = filtered(sourceQuery(criteria(selector({ areas: ['finance'], levels: ['c_level'], text: 'the cfo' }))));
    expect(q.clauses).toHaveLength(1);
    const c = q.clauses[0]!;
    expect(c.area?.roles).toEqual(['finance']);
    expect(c.level?.levels).toEqual(['cxo', 'owner']); // c_level, and the rung above it (owner)
    for (const t of ['CFO', 'Chief Financial Officer', 'Directeur Administratif et Financier', 'Finanzvorstand']) expect(textMatches(q, [t])).toBe(true);
    for (const t of ['Senior Accountant', 'CTO', 'Head of Finance', '']) expect(textMatches(q, [t])).toBe(false);
  });

  it('widens an area to its whole function and the functions titles are confused with', () => {
    const q = filtered(sourceQuery(criteria(selector({ areas: ['analytics'] }))));
    expect(q.clauses[0]!.area?.roles).toEqual(['analyst', 'engineering', 'research']);
    const pm = filtered(sourceQuery(criteria(selector({ areas: ['account_management'] }))));
    expect(pm.clauses[0]!.area?.roles).toEqual(['sales', 'sales_engineering', 'partnerships', 'support'].sort());
  });

  it('is never narrower than the levels asked: a rung without level words leaves the level open', () => {
    expect(filtered(sourceQuery(criteria(selector({ areas: ['software'], levels: ['entry', 'senior'] })))).clauses[0]!.level).toBeNull();
    // team leads: the rung below (senior) has no words, so it is not added; manager above is
    expect(filtered(sourceQuery(criteria(selector({ areas: ['software'], levels: ['team_lead'] })))).clauses[0]!.level?.levels).toEqual(['manager', 'senior']);
    const interns = filtered(sourceQuery(criteria(selector({ levels: ['intern'] }))));
    expect(interns.clauses[0]).toMatchObject({ area: null, level: { levels: ['training'] } });
    for (const t of ['Werkstudentin Marketing', 'Stagiaire RH', 'Software Engineer | Internship']) expect(textMatches(interns, [t])).toBe(true);
  });

  it('adds a clause of its own for a named role, matched by its title words', () => {
    const q = filtered(sourceQuery(criteria(selector({ roles: ['cto'], text: 'the cto' }))));
    expect(q.clauses).toEqual([{ area: { roles: [], terms: expect.arrayContaining(['cto', 'chief technology']) }, level: null }]);
    expect(textMatches(q, ['Directeur Technique'])).toBe(true);
    expect(textMatches(q, ['Director of Sales'])).toBe(false); // "cto" is a whole word, not the end of "director"
    // every role key the title reader names has its words (a new one would send the persona to the whole roster)
    const dpo = filtered(sourceQuery(criteria(selector({ roles: ['dpo'], text: 'the dpo' }))));
    for (const t of ['Datenschutzbeauftragte', 'Encarregado de Dados', 'Privacy Counsel']) expect(textMatches(dpo, [t])).toBe(true);
  });

  it('ignores what only narrows: exclusions, ceilings, tenure, individual contributors', () => {
    const narrow = sourceQuery({
      criteria: {
        version: CRITERIA_VERSION,
        include: [selector({ areas: ['sales'], ceiling: 'senior', traits: ['individual_contributor'], tenure: { max: 12 } })],
        exclude: [{ ...selector({ levels: ['manager'] }) }],
      },
    });
    expect(narrow).toEqual(sourceQuery(criteria(selector({ areas: ['sales'] }))));
  });

  it('falls back to the whole roster, with the reason, when the criteria cannot be expressed safely', () => {
    const reason = (c: Parameters<typeof sourceQuery>[0]) => {
      const q = sourceQuery(c);
      return q.sourcing === 'full' ? q.reason : 'filtered';
    };
    expect(reason(criteria())).toMatch(/no one in particular/);
    expect(reason(criteria(selector({ text: 'anyone' })))).toMatch(/anyone on the roster/);
    expect(reason(criteria(selector({ traits: ['founder'], text: 'founders' })))).toMatch(/about text/);
    expect(reason(criteria(selector({ areas: ['marketing'], traits: ['decision_maker'] })))).toMatch(/about text/);
    expect(reason(criteria(selector({ levels: ['c_level', 'owner'] })))).toMatch(/about text/);
    expect(reason(criteria(selector({ areas: ['software'], traits: ['manages_people'] })))).toMatch(/people managers/);
    expect(reason(criteria(selector({ roles: ['chief_wizard'] })))).toMatch(/chief_wizard/);
    expect(reason({ ...criteria(selector({ areas: ['sales'] })), unrecognised: [{ text: 'zzp-ers', side: 'include' }] })).toMatch(
      /not understood \("zzp-ers"\)/,
    );
    // an unread exclusion only narrows what the judge keeps: still filtered
    expect(reason({ ...criteria(selector({ areas: ['sales'] })), unrecognised: [{ text: 'geen trekkers', side: 'exclude' }] })).toBe('filtered');
  });

  it('reads contractors and board members from their title or employment type', () => {
    const q = filtered(sourceQuery(criteria(selector({ employment: ['contractor', 'fractional'] }))));
    expect(textMatches(q, ['Senior Backend Developer | Contract'])).toBe(true);
    expect(textMatches(q, ['Fractional CFO'])).toBe(true);
    expect(textMatches(q, ['Senior Backend Developer | Full-time'])).toBe(false);
  });
});

describe('what a query does not ask for', () => {
  it('product is a whole word: production and owners are not product people', () => {
    const q = filtered(sourceQuery(criteria(selector({ areas: ['product_management'] }))));
    for (const t of ['Senior Product Manager', 'Produktmanagerin', 'Product Owner', 'Sr. PM', 'VP of Products']) expect(textMatches(q, [t])).toBe(true);
    for (const t of ['Production Planner', 'Produktionsmitarbeiterin', 'Owner / CEO', 'Head of Business Development']) expect(textMatches(q, [t])).toBe(false);
  });

  it('a "product" that only qualifies marketing or design is not product management, unless the title also names it', () => {
    const q = filtered(sourceQuery(criteria(selector({ areas: ['product_management'] }))));
    const keep = ['Product Marketing Manager & Product Owner', 'Product Designer / Product Manager', 'Head of Product Design and Product'];
    const drop = ['Senior Product Marketing Manager', 'Product Designer', 'Lead Product Design'];
    for (const t of keep) expect(textMatches(q, [t])).toBe(true);
    for (const t of drop) expect(textMatches(q, [t])).toBe(false);
    // the same in the Elasticsearch query sent to PDL (its role left out: title words only)
    const es = rosterQuery(7, q);
    const record = (title: string) => ({
      job_company_linkedin_id: '7',
      job_title: title.toLowerCase(),
      job_title_role: null,
      job_title_levels: [],
      headline: null,
      experience: [],
    });
    for (const t of [...keep.slice(0, 2), 'Senior Product Manager', 'VP of Product']) expect(matchesEs(es, record(t))).toBe(true);
    for (const t of drop) expect(matchesEs(es, record(t))).toBe(false);
  });

  it('a headline names its company: the words of the name do not count as the role', () => {
    expect(headlineRole('Head of Product at Brightwave Software | Building things', 'Brightwave Software')).toBe('head of product building things');
    expect(headlineRole('CTO @ Lumen Legal Tech', 'Lumen Legal Tech')).toBe('cto');
    expect(headlineRole('Brightwave Software', 'Brightwave Software')).toBe(''); // only the name: no role (the title reader reads none either)
    const person = (title: string, headline: string, end = '') => ({
      company_id: 7,
      person: { headline },
      experience: [{ title, company: 'Brightwave Software', company_id: 7, end, employment_type: '' }],
    });
    const engineers = filtered(sourceQuery(criteria(selector({ areas: ['software'] }))));
    expect(normalisedOf(engineers, rosterText(person('', 'Head of Product at Brightwave Software')))).toBe(false);
    expect(normalisedOf(engineers, rosterText(person('', 'Software Engineer at Brightwave Software')))).toBe(true);
    // someone who has left is never a match: no text at all
    expect(rosterText(person('Software Engineer', 'Software Engineer', '2024-01'))).toBe('');
  });

  it('does not buy the people of a selector whose own kind of employer the company is known to be outside of', () => {
    const finance = selector({ areas: ['finance'], levels: ['head'], text: 'finance leaders' });
    const hospitals = { sectors: ['health_care' as const], except: [], text: 'at the hospitals' };
    const buyers = selector({ areas: ['procurement'], levels: ['head'], text: 'the heads of purchasing', employer: hospitals });
    const areas = (company?: { name: string; industry: string; employees: number }) =>
      filtered(sourceQuery(criteria(finance, buyers), company)).clauses.map((c) => c.area?.roles);
    const asked = areas();
    expect(asked).toHaveLength(2); // no company known: both
    expect(areas({ name: 'Klinikum Nord', industry: 'Hospitals and Health Care', employees: 900 })).toEqual(asked);
    expect(areas({ name: 'Northwind Labs', industry: '', employees: 0 })).toEqual(asked); // an unknown industry does not decide
    const software = areas({ name: 'Northwind Labs', industry: 'Software Development', employees: 80 });
    expect(software).toEqual([asked[0]]); // finance only: the heads of purchasing are named at hospitals only
    // every selector of another kind of employer: no one is asked for (the judge keeps no one there either)
    const northwind = { name: 'Northwind Labs', industry: 'Software Development', employees: 80 };
    const only = filtered(sourceQuery(criteria(buyers), northwind));
    expect(only).toEqual({ sourcing: 'filtered', reason: NO_ONE_HERE, clauses: [] });
    expect(filtered(sourceQuery(criteria(buyers))).clauses).toHaveLength(1); // no company known: asked
    // the persona's own kind of employer ("… at the hospitals"), the same
    const atHospitals = { ...criteria(finance), criteria: { ...criteria(finance).criteria, employer: hospitals } };
    expect(filtered(sourceQuery(atHospitals, northwind)).clauses).toEqual([]);
    expect(filtered(sourceQuery(atHospitals, { name: 'Klinikum Nord', industry: 'Hospitals and Health Care', employees: 900 })).clauses).toHaveLength(1);
    expect(filtered(sourceQuery(atHospitals, { name: 'Northwind Labs', industry: '', employees: 0 })).clauses).toHaveLength(1);
    // the pipeline asks with the job's company (scan_team → jobSourceQuery)
    const job = (industry: string) =>
      filtered(
        jobSourceQuery(
          { SOURCING: 'filtered', MATCHER: 'rules' },
          { slug: 'p', name: 'P', definition: '-', company: { name: 'X', industry, employees: 80 } },
          { criteria: criteria(finance, buyers).criteria, source: 'edited' },
        ),
      ).clauses;
    expect(job('Software Development')).toHaveLength(1);
    expect(job('Hospitals and Health Care')).toHaveLength(2);
  });

  it('asks once for what two selectors both ask', () => {
    const s = selector({ areas: ['software'], levels: ['head'] });
    expect(filtered(sourceQuery(criteria(s, { ...s, text: 'again' }))).clauses).toHaveLength(1);
  });

  it('PDL: the area words with a level PDL may have misfiled are not enough; words or PDL fields hold together', () => {
    const q = filtered(sourceQuery(criteria(selector({ areas: ['software'], levels: ['head'] }))));
    const es = JSON.stringify(rosterQuery(1, q));
    // PDL's level only beside PDL's role, never beside the area words alone
    expect(es).toContain('{"bool":{"must":[{"terms":{"job_title_role":["engineering"]}},{"terms":{"job_title_levels":["director","vp"]}}]}}');
    expect(es.match(/job_title_levels/g)).toHaveLength(1);
  });

  it('PDL: a primary job here is asked by its current title; past titles are read only beside a second-role word', () => {
    const q = filtered(sourceQuery(criteria(selector({ areas: ['product'] }))));
    const es = rosterQuery(7, q);
    const record = (jobTitle: string, experience: Array<[string, string | null]>, jobCompany = '7') => ({
      job_company_linkedin_id: jobCompany,
      job_title: jobTitle,
      job_title_role: null,
      job_title_levels: [],
      headline: null,
      experience: experience.map(([title, end], i) => ({
        is_primary: i === 0 && jobCompany === '7',
        company: { linkedin_id: '7' },
        title: { name: title },
        end_date: end,
      })),
    });
    // the current title
    expect(matchesEs(es, record('product manager', [['product manager', null]]))).toBe(true);
    // a past product title does not make a candidate
    expect(
      matchesEs(
        es,
        record('financial analyst', [
          ['financial analyst', null],
          ['product manager', '2021-01'],
        ]),
      ),
    ).toBe(false);
    // a second current role here, named as one ("Acting Head of Product")
    expect(
      matchesEs(
        es,
        record('financial analyst', [
          ['financial analyst', null],
          ['acting head of product', null],
        ]),
      ),
    ).toBe(true);
    // a side role here beside a job elsewhere: the experience titles
    expect(matchesEs(es, record('cfo', [['board advisor, product', null]], '99'))).toBe(true);
  });
});

describe('title words', () => {
  it('normalise like titles are written: case, accents, ß, punctuation', () => {
    expect(normalise('Geschäftsführer / Gründerin (Straße)')).toBe('geschaftsfuhrer gruenderin strasse'.replace('gruenderin', 'grunderin'));
    expect(hasTerm('vertriebsleiterin dach', 'vertrieb')).toBe(true);
    expect(hasTerm('director of sales', 'cto')).toBe(false);
    expect(hasTerm('cto & co founder', 'cto')).toBe(true);
  });

  it('tell a headline that names a role from one that does not', () => {
    expect(namesARole('Head of Finance at Globex')).toBe(true);
    expect(namesARole('TypeScript · Go · Kubernetes')).toBe(false);
  });
});
