import { describe, expect, it, vi } from 'vitest';
import { createNetworkSource, EmbeddedNetworkSource, loadDataset, SAMPLE_DATASET_DIR, SourceError } from '../../src/sources/index.js';
import { company, lines, person, writeDir } from './fixtures.js';

describe('embedded source over the bundled sample', () => {
  it('resolves companies by id and slug, pages the roster, enriches', async () => {
    const source = await createNetworkSource();
    const byId = await source.resolveCompany({ kind: 'id', id: 1001 });
    const bySlug = await source.resolveCompany({ kind: 'slug', slug: 'acme-analytics' });
    expect(bySlug).toEqual(byId);
    expect(byId).not.toHaveProperty('slug');
    expect(byId).not.toHaveProperty('_simulate');
    const refs: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await source.scanRoster(1001, cursor, 7);
      refs.push(...page.entries.map((e) => e.person_ref));
      cursor = page.next;
    } while (cursor);
    expect(refs.length).toBeGreaterThanOrEqual(20);
    expect(new Set(refs).size).toBe(refs.length);
    const p = await source.enrichProfile(1001, refs[0] ?? '');
    expect(p.company_id).toBe(1001);
    await expect(source.resolveCompany({ kind: 'slug', slug: 'no-such-company' })).rejects.toMatchObject({ kind: 'not_found' });
    await source.close();
  });

  it('the empty company has no roster and the former-only company has nobody employed', async () => {
    const source = await createNetworkSource();
    expect((await source.scanRoster(1002, null, 100)).entries).toEqual([]);
    const ghost = await source.scanRoster(1003, null, 100);
    expect(ghost.entries.length).toBeGreaterThan(0);
    for (const e of ghost.entries) expect((await source.verifyCandidate(1003, e.person_ref)).employed).toBe(false);
    expect((await source.resolveCompany({ kind: 'id', id: 1004 })).employees_count).toBe(5000);
    await source.close();
  });
});

describe('roster pages', () => {
  // company 1's people: a run of three, then lines of company 2 between, a blank line, a CRLF line,
  // a person whose name has multi-byte characters
  const rosterDir = () => {
    const p = (ref: string, name?: string) => {
      const x = person(1, ref);
      if (name) x.person.name = name;
      return x;
    };
    const people =
      lines([p('a'), p('b', 'Zoë Ångström'), p('c'), person(2, 'x'), p('d'), person(2, 'y'), '', p('e', '李 小龙')]) +
      `${JSON.stringify(p('f'))}\r\n` +
      lines([p('g')]);
    return writeDir({ 'companies.ndjson': lines([company(1, 'one'), company(2, 'two')]), 'people.ndjson': people });
  };
  const entry = (x: { person_ref: string; person: { name: string; headline: string; photo_url: string | null } }) => ({
    person_ref: x.person_ref,
    name: x.person.name,
    headline: x.person.headline,
    photo_url: x.person.photo_url,
  });
  const pages = async (source: EmbeddedNetworkSource, size: number) => {
    const got: unknown[] = [];
    let cursor: string | null = null;
    do {
      const page = await source.scanRoster(1, cursor, size);
      got.push(...page.entries);
      cursor = page.next;
    } while (cursor);
    return got;
  };

  it('read lines next to each other in one go and others apart: the same people, in roster order', async () => {
    const source = new EmbeddedNetworkSource(await loadDataset(await rosterDir()));
    const expected = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(async (ref) => entry(await source.enrichProfile(1, ref))));
    expect(expected.map((e) => e.name).slice(1, 2)).toEqual(['Zoë Ångström']);
    for (const size of [1, 2, 3, 7, 100]) expect(await pages(source, size), `page size ${size}`).toEqual(expected);
    expect((await source.scanRoster(2, null, 10)).entries.map((e) => e.person_ref)).toEqual(['x', 'y']);
    // without keepProfiles, every read parses again: callers get their own objects
    expect(await source.enrichProfile(1, 'c')).not.toBe(await source.enrichProfile(1, 'c'));
    await source.close();
  });

  it('with keepProfiles: the same pages whatever was read before, each profile parsed once, frozen and shared', async () => {
    const dir = await rosterDir();
    const plain = new EmbeddedNetworkSource(await loadDataset(dir));
    const expected = await pages(plain, 100);
    await plain.close();
    const source = new EmbeddedNetworkSource(await loadDataset(dir), { keepProfiles: true });
    // kept lines in the middle of runs of neighbouring lines (b, f) and at a run's start (d)
    const b = await source.enrichProfile(1, 'b');
    await source.enrichProfile(1, 'd');
    await source.verifyCandidate(1, 'f');
    for (const size of [1, 2, 3, 7, 100]) expect(await pages(source, size), `page size ${size}`).toEqual(expected);
    expect(await source.enrichProfile(1, 'b')).toBe(b);
    expect(Object.isFrozen(b.person)).toBe(true);
    expect(() => {
      (b.person as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    await source.close();
  });
});

describe('verifyCandidate', () => {
  it('catches former employees and reports the email status', async () => {
    const former = person(1, 'former', 'CTO', '2024-06');
    const both = { ...person(1, 'moved-on', 'CTO', '2023-01') };
    both.experience.push({ ...both.experience[0]!, company_id: 7, company: 'Elsewhere', end: '' });
    const current = person(1, 'current');
    current.contact.email.status = 'catch_all';
    const dir = await writeDir({ 'companies.ndjson': lines([company(1, 'one')]), 'people.ndjson': lines([former, both, current]) });
    const source = new EmbeddedNetworkSource(await loadDataset(dir));
    expect(await source.verifyCandidate(1, 'former')).toEqual({ person_ref: 'former', employed: false, email_status: 'unknown' });
    expect((await source.verifyCandidate(1, 'moved-on')).employed).toBe(false);
    expect(await source.verifyCandidate(1, 'current')).toEqual({ person_ref: 'current', employed: true, email_status: 'catch_all' });
    expect((await source.verifyCandidate(1, 'not-on-roster')).employed).toBe(false);
    await source.close();
  });
});

describe('_simulate directives', () => {
  const setup = async (simulate: Record<string, unknown>) => {
    const dir = await writeDir({
      'companies.ndjson': lines([company(1, 'sim', { _simulate: simulate }), company(2, 'plain')]),
      'people.ndjson': lines([person(1, 'a'), person(2, 'b')]),
    });
    return new EmbeddedNetworkSource(await loadDataset(dir));
  };

  it('fails the first fail_times attempts of the stage with the given kind, then succeeds', async () => {
    const source = await setup({ fail_stage: 'scan_team', fail_times: 2, fail_kind: 'retryable' });
    for (let i = 0; i < 2; i += 1) {
      const err = await source.scanRoster(1, null, 10).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SourceError);
      expect(err).toMatchObject({ kind: 'retryable' });
    }
    expect((await source.scanRoster(1, null, 10)).entries).toHaveLength(1);
    // other stages and other companies are unaffected
    expect((await source.enrichProfile(1, 'a')).person_ref).toBe('a');
    expect((await source.scanRoster(2, null, 10)).entries).toHaveLength(1);
  });

  it('maps every stage name to its provider call', async () => {
    const cases: Array<[string, (s: EmbeddedNetworkSource) => Promise<unknown>]> = [
      ['match_company', (s) => s.resolveCompany({ kind: 'slug', slug: 'sim' })],
      ['enrich_profiles', (s) => s.enrichProfile(1, 'a')],
      ['verify_candidates', (s) => s.verifyCandidate(1, 'a')],
    ];
    for (const [stage, call] of cases) {
      const source = await setup({ fail_stage: stage, fail_times: 1, fail_kind: 'permanent' });
      await expect(call(source)).rejects.toMatchObject({ kind: 'permanent' });
      await expect(call(source)).resolves.toBeTruthy();
    }
  });

  it('waits latency_ms on every call for that company (on the timers: moved here, not waited for)', async () => {
    const source = await setup({ latency_ms: 120 });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let answered = false;
      const slow = source.resolveCompany({ kind: 'id', id: 1 }).then(() => (answered = true));
      for (let i = 0; vi.getTimerCount() === 0; i++) {
        if (i > 10_000) throw new Error('the call never waited on a timer');
        await new Promise((r) => setImmediate(r));
      }
      await vi.advanceTimersByTimeAsync(119);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await slow).toBe(true);
      // The other company answers with the clock standing still.
      expect(await source.resolveCompany({ kind: 'id', id: 2 })).toMatchObject({ id: 2 });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the sample carries the documented directives', async () => {
    const d = await loadDataset(SAMPLE_DATASET_DIR);
    expect(d.errors).toEqual([]);
    expect(d.companies.get(1005)?._simulate).toEqual({ fail_stage: 'scan_team', fail_times: 2, fail_kind: 'retryable' });
    expect(d.companies.get(1006)?._simulate).toEqual({ fail_stage: 'enrich_profiles', fail_times: 1, fail_kind: 'permanent' });
    expect(d.companies.get(1007)?._simulate).toEqual({ latency_ms: 300 });
    expect(d.companies.get(1008)?._simulate?.fail_stage).toBe('verify_candidates');
    expect(d.companies.get(1009)?._simulate?.fail_stage).toBe('match_company');
  });
});
