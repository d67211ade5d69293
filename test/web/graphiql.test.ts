// GraphiQL at /graphql in a real browser: offline (every request to this origin), the key asked for
// before anything is sent, a query over HTTP and a subscription over graphql-ws with the key from its headers.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { GRAPHIQL_EXAMPLE } from '../../src/graphql/graphiql.js';
import type { Browser } from 'playwright-core';
import { client, startTestService, type TestService } from '../support/service.js';
import { launchBrowser, openUser, seriousViolations, signIn, slowDataset, textOf, unexpectedErrors, until } from './browser.js';

let svc: TestService;
let browser: Browser;
let dataset: ReturnType<typeof slowDataset>;

beforeAll(async () => {
  dataset = slowDataset();
  [svc, browser] = await Promise.all([startTestService({ NETWORK_DATASET: dataset.dir }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await svc?.close();
  dataset?.remove();
});

const graphiql = (query: string) => `/graphql?query=${encodeURIComponent(query)}`;

describe('GraphiQL', () => {
  it('prefills an example that is valid against the schema', () => {
    const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    expect(validate(schema, parse(GRAPHIQL_EXAMPLE)).map((e) => e.message)).toEqual([]);
  });

  it('loads offline, asks for the key first (checked), then loads the schema with it: no error before anything runs', async () => {
    const { apiKey } = await svc.account({ credits: 5 });
    const { page, context, errors } = await openUser(browser, svc.url);
    const elsewhere: string[] = [];
    const posts: (string | undefined)[] = [];
    page.on('request', (r) => {
      const u = r.url();
      if (!u.startsWith(svc.url) && !u.startsWith('data:') && !u.startsWith('blob:')) elsewhere.push(u);
      if (r.method() === 'POST' && new URL(u).pathname === '/graphql') posts.push(r.headers()['x-api-key']);
    });
    await page.goto('/graphql', { waitUntil: 'load' });
    // Nothing is sent before a key is given: the form comes first.
    await page.getByLabel('API key').waitFor();
    expect(posts).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('API key').fill('tp_live_not_a_key');
    await page.getByRole('button', { name: 'Open GraphiQL' }).click();
    await expect.poll(textOf(page.getByRole('alert')), until).toMatch(/API key/i);
    await page.getByLabel('API key').fill(apiKey);
    await page.getByRole('button', { name: 'Open GraphiQL' }).click();
    await page.locator('.graphiql-execute-button').waitFor();
    await expect.poll(textOf(page.locator('.graphiql-query-editor')), until).toContain('query Overview');
    // The schema was loaded with the key: Docs shows the root types, the result pane no error.
    await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
    await expect.poll(textOf(page.locator('.graphiql-doc-explorer')), until).toContain('Query');
    expect(await page.locator('.graphiql-doc-explorer').innerText()).not.toMatch(/Error fetching schema/i);
    expect(await page.locator('.graphiql-response').innerText()).not.toMatch(/api_key|errors/i);
    await page.getByRole('button', { name: 'Headers' }).click();
    await expect.poll(textOf(page.locator('.graphiql-editor-tool')), until).toContain(apiKey);
    expect(posts.slice(1).every((k) => k === apiKey)).toBe(true);
    // The key stays in the tab: the dashboard is signed in with it, and GraphiQL opens at once on reload.
    await page.goto('/graphql');
    await page.locator('.graphiql-execute-button').waitFor();
    expect(elsewhere).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('runs a query and a subscription with the key of the signed-in tab', async () => {
    const { apiKey } = await svc.account({ credits: 5 });
    const { page, context, errors } = await openUser(browser, svc.url);
    await signIn(page, apiKey);

    await page.goto(graphiql('query Me { account { tier creditsBalance } }'));
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(textOf(page.locator('.graphiql-response')), until).toContain('"creditsBalance": 5');

    await page.goto(graphiql('subscription Live { jobUpdates { change jobId job { status } } }'));
    await page.locator('.graphiql-execute-button').click();
    await page.getByRole('button', { name: /^Stop query/ }).waitFor();
    // The job runs for a few seconds: its later events arrive even if the socket connects late.
    const submitted = await client(svc.url, apiKey).post('/v1/jobs', { input: 'slow-motion-labs', operation: 'target_people', persona: 'owners-founders' });
    expect(submitted.status, submitted.text).toBeLessThan(300);
    const jobId = String(submitted.body.job_id);
    await expect.poll(textOf(page.locator('.graphiql-response')), until).toContain(jobId);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
