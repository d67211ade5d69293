import { describe, expect, it } from 'vitest';
import { createNetworkSource, formatDatasetError, loadDataset, SourceError } from '../../src/sources/index.js';
import { makeProfile } from '../matching/profile-fixture.js';
import { company, lines, person, writeDir } from './fixtures.js';

describe('dataset validator', () => {
  it('reports file:line and field for bad lines and still loads the good ones', async () => {
    const noName = person(1, 'p-missing') as unknown as Record<string, unknown>;
    const badPerson = { ...person(1, 'p-bad-type'), person: { ...person(1, 'x').person, connections: 'many' } };
    delete (noName.person as Record<string, unknown>).headline;
    const dir = await writeDir({
      'companies.ndjson': lines([company(1, 'one'), '{"id": 2, "slug": ', { ...company(3, 'three'), employees_count: -5 }, company(1, 'dup')]),
      'people.ndjson': lines([person(1, 'p-ok'), '{not json', noName, badPerson, person(99, 'p-orphan'), person(1, 'p-ok'), '', person(1, 'p-ok-2')]),
      'labels.json': '{"personas": [{"slug": "x"}], "expected": {}}',
    });
    const d = await loadDataset(dir);
    const msgs = d.errors.map(formatDatasetError);
    expect(msgs).toContainEqual(expect.stringMatching(/^companies\.ndjson:2: \(line\): invalid JSON/));
    expect(msgs).toContainEqual(expect.stringMatching(/^companies\.ndjson:3: employees_count: /));
    expect(msgs).toContainEqual('companies.ndjson:4: id: duplicate company id 1');
    expect(msgs).toContainEqual(expect.stringMatching(/^people\.ndjson:2: \(line\): invalid JSON/));
    expect(msgs).toContainEqual(expect.stringMatching(/^people\.ndjson:3: person\.headline: /));
    expect(msgs).toContainEqual(expect.stringMatching(/^people\.ndjson:4: person\.connections: /));
    expect(msgs).toContainEqual('people.ndjson:5: company_id: unknown company 99');
    expect(msgs).toContainEqual('people.ndjson:6: person_ref: duplicate person_ref p-ok in company 1');
    expect(msgs).toContainEqual(expect.stringMatching(/^labels\.json:1: personas\.0\.name: /));
    expect([...d.companies.keys()]).toEqual([1]);
    expect(d.rosters.get(1)?.refs).toEqual(['p-ok', 'p-ok-2']);
    expect(d.labels).toBeNull();
  });

  it('reports a missing file instead of throwing', async () => {
    const dir = await writeDir({ 'companies.ndjson': lines([company(1, 'one')]) });
    const d = await loadDataset(dir);
    expect(d.errors.map(formatDatasetError)).toEqual([expect.stringMatching(/^people\.ndjson:0: \(file\): missing file/)]);
  });

  it('createNetworkSource skips bad lines, reports them and serves the rest', async () => {
    const dir = await writeDir({ 'companies.ndjson': lines([company(1, 'one')]), 'people.ndjson': lines([person(1, 'a'), '{oops', person(1, 'b')]) });
    const reported: string[] = [];
    const source = await createNetworkSource({ dataset: dir, onDatasetError: (m) => reported.push(m) });
    expect(reported).toEqual([expect.stringMatching(/^people\.ndjson:2: /)]);
    const page = await source.scanRoster(1, null, 10);
    expect(page.entries.map((e) => e.person_ref)).toEqual(['a', 'b']);
    await expect(source.resolveCompany({ kind: 'id', id: 2 })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(source.enrichProfile(1, 'zzz')).rejects.toBeInstanceOf(SourceError);
    await source.close();
  });

  it('a person may hold two current roles at the company, next to side roles elsewhere and ended ones: all are kept, in order', async () => {
    const twoRoles = makeProfile(
      'two-roles',
      [
        { title: 'Finance Manager', company_id: 1 },
        { title: 'Interim Head of Procurement', company_id: 1, employment_type: 'Part-time' },
        { title: 'Board Member', company_id: 77, company: 'Other Co' },
        { title: 'Accountant', company_id: 1, end: '2022-03' },
      ],
      { company_id: 1 },
    );
    const sideOnly = makeProfile(
      'side-only',
      [
        { title: 'Analyst', company_id: 1, end: '2024-01' },
        { title: 'Founder', company_id: 77, company: 'Other Co' },
      ],
      { company_id: 1 },
    );
    const dir = await writeDir({ 'companies.ndjson': lines([company(1, 'one')]), 'people.ndjson': lines([twoRoles, sideOnly]) });
    const d = await loadDataset(dir);
    expect(d.errors).toEqual([]);
    const source = await createNetworkSource({ dataset: dir });
    const p = await source.enrichProfile(1, 'two-roles');
    expect(p.experience.filter((e) => e.company_id === 1 && e.end === '').map((e) => e.title)).toEqual(['Finance Manager', 'Interim Head of Procurement']);
    expect(p.experience).toHaveLength(4);
    expect((await source.verifyCandidate(1, 'two-roles')).employed).toBe(true);
    expect((await source.verifyCandidate(1, 'side-only')).employed).toBe(false);
    await source.close();
  });
});
