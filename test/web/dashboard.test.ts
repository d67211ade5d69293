// The dashboard at /app in a real browser (Debian chromium via playwright-core) against a real service.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { client, startTestService, type TestService } from '../support/service.js';
import {
  DESKTOP,
  PHONE,
  countOf,
  launchBrowser,
  openUser,
  seriousViolations,
  signIn,
  slowDataset,
  textOf,
  unexpectedErrors,
  until,
  valueOf,
} from './browser.js';

let svc: TestService;
let browser: Browser;
let dataset: ReturnType<typeof slowDataset>;

beforeAll(async () => {
  dataset = slowDataset();
  [svc, browser] = await Promise.all([startTestService({ NETWORK_DATASET: dataset.dir, PIPELINE_RETRY_LIMIT: '50' }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await svc?.close();
  dataset?.remove();
});

/** Records, inside the page, every distinct (status, current stage, facepile size) the job page shows. */
async function recordJobPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Array<{ status: string; stage: string; faces: number; title: string; company: string; tooltips: string[] }> = [];
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const sample = () => {
      const status = document.querySelector('[data-testid="job-status"]')?.textContent?.trim() ?? '';
      const stage = document.querySelector('.stepper [aria-current="step"]')?.textContent?.trim() ?? '';
      const faces = document.querySelectorAll('[data-testid="facepile"] li:not(.more)').length;
      const title = document.querySelector('h1')?.textContent?.trim() ?? '';
      const company = document.querySelector('[data-testid="job-company"]')?.textContent?.trim() ?? '';
      const tooltips = [...document.querySelectorAll('[data-testid="facepile"] li[title]')].map((li) => li.getAttribute('title') ?? '');
      const last = seen[seen.length - 1];
      if (!last || last.status !== status || last.stage !== stage || last.faces !== faces || last.title !== title || last.company !== company)
        seen.push({ status, stage, faces, title, company, tooltips });
    };
    sample();
    new MutationObserver(sample).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

describe('dashboard', () => {
  it('a wrong key shows the catalogue message and stays signed out', async () => {
    const { page, context, errors } = await openUser(browser, svc.url);
    await page.goto('/app/');
    await page.getByLabel('API key').fill('tp_live_not_a_real_key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(textOf(page.getByRole('alert')), until).toContain('The API key is unknown or inactive.');
    await page.reload();
    await page.getByLabel('API key').waitFor();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('signs in, runs a job live (stepper, facepile) to done, shows and exports the result', async () => {
    const { apiKey } = await svc.account({ credits: 10 });
    const { page, context, errors } = await openUser(browser, svc.url);
    await signIn(page, apiKey);
    expect(page.url()).not.toContain(apiKey);
    await expect.poll(textOf(page.getByTestId('balance')), until).toBe('10 credits');

    await page.getByRole('link', { name: 'New job', exact: true }).first().click();
    await expect.poll(valueOf(page.getByLabel('Persona')), until).not.toBe('');
    await page.getByLabel('Company').fill('slow-motion-labs');
    // A double click sends the same idempotency key: one job only.
    await page.getByRole('button', { name: 'Submit job' }).dblclick();
    // The job page is titled with the company, and its Company card shows the resolved company (not the
    // input) from the start.
    await page.getByRole('heading', { name: 'Slow Motion Labs', level: 1 }).waitFor();
    await recordJobPage(page);
    await expect.poll(textOf(page.getByTestId('job-status')), { ...until, timeout: 60_000 }).toBe('done');

    type Seen = { status: string; stage: string; faces: number; title: string; company: string; tooltips: string[] };
    const seen = await page.evaluate(() => (window as unknown as { __seen: Seen[] }).__seen);
    const processing = seen.filter((s) => s.status === 'processing');
    for (const s of seen) expect(s, JSON.stringify(s)).toMatchObject({ title: 'Slow Motion Labs', company: expect.stringContaining('Slow Motion Labs') });
    // Facepile tooltips name the person, with the headline when there is one: never "null".
    expect(seen.flatMap((s) => s.tooltips).filter((t) => !t || /null|undefined/.test(t))).toEqual([]);
    const stages = new Set(processing.map((s) => s.stage).filter(Boolean));
    expect(stages.size, JSON.stringify(seen)).toBeGreaterThanOrEqual(2);
    expect(
      processing.some((s) => s.faces > 0),
      JSON.stringify(seen),
    ).toBe(true);

    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Rank' }) });
    for (const name of ['Rank', 'Name', 'Role', 'Why', 'Email']) await table.getByRole('columnheader', { name }).waitFor();
    const rows = await table.locator('tbody tr').count();
    expect(rows).toBeGreaterThan(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
    expect(csv[0]).toBe('rank,name,role,headline,email,email_status,decision_maker,why,network_url');
    expect(csv.length - 1).toBe(rows);
    expect(csv[1]).toMatch(/^1,/);

    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
    const body = JSON.parse(await readFile((await json.path())!, 'utf8')) as { status: string; targetPeople: unknown[] };
    expect(body.targetPeople).toHaveLength(rows);

    // The person drawer: the full profile of the first match.
    await table.locator('tbody tr').first().getByRole('button').first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('heading', { name: 'Experience' }).waitFor();
    await drawer.getByRole('heading', { name: 'Education' }).waitFor();
    await drawer.getByRole('heading', { name: 'Signals' }).waitFor();
    // The drawer traps focus: Tab and Shift+Tab cycle inside it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog')), key).toBe(true);
    }
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // The double click made exactly one job.
    const jobs = await client(svc.url, apiKey).get('/v1/jobs');
    expect(jobs.status).toBe(200);
    expect(jobs.body.count).toBe(1);

    await page.getByRole('link', { name: 'Jobs', exact: true }).click();
    await expect.poll(countOf(page.getByRole('table').locator('tbody tr')), until).toBe(1);
    await expect.poll(textOf(page.getByRole('table')), until).toContain('done');
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('cancels a running job', async () => {
    const { apiKey } = await svc.account({ credits: 5 });
    const { page, context, errors } = await openUser(browser, svc.url);
    await signIn(page, apiKey);
    await page.getByRole('link', { name: 'New job', exact: true }).first().click();
    await page.getByLabel('Company').fill('ghost-works');
    await page.getByRole('button', { name: 'Submit job' }).click();
    await expect.poll(textOf(page.getByTestId('job-status')), until).toBe('processing');
    await page.getByText(/retried automatically in \d+ s/).waitFor();
    await page.getByRole('button', { name: 'Cancel job' }).click();
    await expect.poll(textOf(page.getByTestId('job-status')), until).toBe('cancelled');
    await expect.poll(countOf(page.getByRole('button', { name: 'Cancel job' })), until).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('shows a too_large answer with its message, and retries a failed job to done', async () => {
    const { apiKey } = await svc.account({ credits: 5 });
    const { page, context, errors } = await openUser(browser, svc.url);
    await signIn(page, apiKey);
    await page.getByRole('link', { name: 'New job', exact: true }).first().click();
    // An API message names fields as code, without raw backticks.
    await page.getByLabel('Company').fill('Acme Inc');
    await page.getByRole('button', { name: 'Submit job' }).click();
    await expect.poll(textOf(page.getByRole('alert')), until).toContain('cannot be parsed into a company');
    expect(await page.getByRole('alert').innerText()).not.toContain('`');
    expect(await page.getByRole('alert').locator('code').allInnerTexts()).toContain('input');
    await page.getByLabel('Company').fill('globex');
    await page.getByRole('button', { name: 'Submit job' }).click();
    await expect.poll(textOf(page.getByRole('alert')), until).toContain('too_large');
    await expect.poll(textOf(page.getByRole('heading', { level: 1 })), until).toBe('New job');

    // broken-pipe-media fails its enrichment once, permanently: failed, then Retry runs it to done.
    await page.getByLabel('Company').fill('broken-pipe-media');
    await page.getByRole('button', { name: 'Submit job' }).click();
    await expect.poll(textOf(page.getByTestId('job-status')), { ...until, timeout: 60_000 }).toBe('failed');
    await page.getByRole('button', { name: 'Retry job' }).click();
    await expect.poll(textOf(page.getByTestId('job-status')), { ...until, timeout: 60_000 }).toBe('done');
    await page.getByRole('columnheader', { name: 'Rank' }).waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the jobs list follows jobUpdates live; credits, webhook secret (show, rotate) and deliveries', async () => {
    const { apiKey } = await svc.account({ credits: 5 });
    const { page, context, errors } = await openUser(browser, svc.url);
    await signIn(page, apiKey);
    await page.getByRole('link', { name: 'Jobs', exact: true }).click();
    await page.getByText('No jobs yet').waitFor();
    // A job submitted elsewhere (REST) appears and reaches done without a reload.
    const submitted = await client(svc.url, apiKey).post('/v1/jobs', { input: 'acme-analytics', operation: 'target_people', persona: 'owners-founders' });
    expect(submitted.status, submitted.text).toBe(202);
    const row = page.locator(`tr[data-job-id="${String(submitted.body.job_id)}"]`);
    await row.waitFor();
    await expect.poll(textOf(row), { ...until, timeout: 60_000 }).toContain('done');
    // Search (q): a part of the submitted input, the company's name ("Acme Analytics") or its domain finds
    // it, anything else shows the empty state.
    const search = async (text: string) => {
      await page.getByLabel('Search').fill(text);
      await page.getByRole('button', { name: 'Search' }).click();
    };
    for (const text of ['acme', 'ACME ANALYTICS', 'acmeanalytics.com']) {
      await search('no-such-company');
      await page.getByText('No job matches').waitFor();
      await search(text);
      await row.waitFor();
    }

    await page.getByRole('link', { name: 'Credits', exact: true }).click();
    await expect.poll(textOf(page.getByRole('table')), until).toContain('spend');
    await expect.poll(textOf(page.getByRole('table')), until).toContain('signup_bonus');
    // A spend names the company of its job.
    await expect.poll(textOf(page.getByRole('table')), until).toContain('Acme Analytics');

    await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
    await page.getByRole('button', { name: 'Show secret' }).click();
    const secret = page.getByTestId('webhook-secret');
    await expect.poll(textOf(secret), until).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
    const before = await secret.innerText();
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await expect.poll(textOf(secret), until).not.toBe(before);
    await page.getByText('the previous secret still signs until').waitFor();
    await page.getByLabel('Job id').fill(String(submitted.body.job_id));
    await page.getByRole('button', { name: 'Show deliveries' }).click();
    await page.getByText('No deliveries for this job').waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('creates, edits, makes default and deletes a persona', async () => {
    const { apiKey } = await svc.account();
    const { page, context, errors } = await openUser(browser, svc.url);
    await signIn(page, apiKey);
    await page.getByRole('link', { name: 'Personas', exact: true }).click();
    await page.getByRole('heading', { name: 'Create a persona' }).waitFor();
    const system = page.locator('li.card').first();
    await expect.poll(textOf(system), until).toContain('system');
    await expect.poll(countOf(system.getByRole('button', { name: /^Edit/ })), until).toBe(0);

    await page.getByLabel('Name').fill('Finance leads');
    await page.getByLabel('Definition').fill('Heads of finance and controllers; not interns.');
    await page.getByRole('button', { name: 'Create persona' }).click();
    const card = page.locator('li.card', { hasText: 'Finance leads' });
    await expect.poll(textOf(card), until).toContain('Heads of finance and controllers');
    // How the matcher reads it (Persona.interpretation): finance is understood, interns are excluded.
    await card.getByText('How the matcher reads it').click();
    await expect.poll(textOf(card.locator('.interpretation')), until).toMatch(/finance/i);
    await expect.poll(textOf(card.locator('.interpretation')), until).toContain('Excluded');

    await card.getByRole('button', { name: 'Edit Finance leads' }).click();
    await card.getByLabel('Name').fill('Finance leaders');
    await card.getByRole('button', { name: 'Save persona' }).click();
    const edited = page.locator('li.card', { hasText: 'Finance leaders' });
    await expect.poll(textOf(edited.getByRole('heading')), until).toContain('Finance leaders');

    await edited.getByRole('button', { name: 'Make default: Finance leaders' }).click();
    await expect.poll(textOf(edited.getByRole('heading')), until).toContain('default');
    await page.getByRole('link', { name: 'New job', exact: true }).first().click();
    await expect.poll(textOf(page.getByLabel('Persona').locator('option:checked')), until).toBe('Finance leaders (default)');

    await page.getByRole('link', { name: 'Personas', exact: true }).click();
    // A delete button does not look like a primary action.
    const background = (name: string) => page.getByRole('button', { name }).evaluate((e) => getComputedStyle(e).backgroundColor);
    expect(await background('Delete Finance leaders')).not.toBe(await background('Edit Finance leaders'));
    await page.getByRole('button', { name: 'Delete Finance leaders' }).click();
    await page.getByRole('button', { name: 'Confirm deleting Finance leaders' }).click();
    await expect.poll(countOf(page.locator('li.card', { hasText: 'Finance leaders' })), until).toBe(0);
    await expect.poll(textOf(page.locator('li.card').first().getByRole('heading')), until).toContain('default');

    // An error is shown with the catalogue's message.
    await page.getByLabel('Name').fill('x'.repeat(100));
    await page.getByLabel('Definition').fill('y');
    await page.evaluate(() => document.querySelector<HTMLInputElement>('#new-persona-name')!.removeAttribute('maxlength'));
    await page.getByLabel('Name').fill('x'.repeat(101));
    await page.getByRole('button', { name: 'Create persona' }).click();
    await page.getByRole('alert').waitFor();
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('creates a key, signs in with it elsewhere, revokes it and that session is signed out', async () => {
    const { apiKey } = await svc.account();
    const first = await openUser(browser, svc.url);
    await signIn(first.page, apiKey);
    await first.page.getByRole('link', { name: 'API keys', exact: true }).click();
    await first.page.getByRole('button', { name: 'Create key' }).click();
    const newKey = (await first.page.getByTestId('new-key').textContent())!.trim();
    expect(newKey).toMatch(/^tp_live_/);

    const second = await openUser(browser, svc.url);
    await signIn(second.page, newKey);
    await second.page.getByRole('link', { name: 'Jobs', exact: true }).click();
    await second.page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();

    await first.page
      .getByRole('button', { name: /^Revoke key/ })
      .first()
      .waitFor();
    const prefixCells = first.page.locator('tbody tr td.mono');
    const n = await prefixCells.count();
    let revoked = false;
    for (let i = 0; i < n; i += 1) {
      const prefix = (await prefixCells.nth(i).textContent())!.replace('…', '');
      if (newKey.startsWith(prefix)) {
        await first.page
          .locator('tbody tr')
          .nth(i)
          .getByRole('button', { name: /^Revoke/ })
          .click();
        revoked = true;
        break;
      }
    }
    expect(revoked).toBe(true);

    // The second session is on Jobs, subscribed to jobUpdates: the server closes that socket (4401) when
    // the key is revoked, and the page signs out by itself.
    await expect.poll(textOf(second.page.getByRole('alert')), until).toContain('The API key is unknown or inactive.');
    await second.page.getByLabel('API key').waitFor();
    expect(await second.page.evaluate(() => sessionStorage.getItem('tp.apiKey'))).toBeNull();
    expect(unexpectedErrors(first.errors)).toEqual([]);
    await first.context.close();
    await second.context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`every page, with data, has no serious accessibility violation at ${viewport.width} px, never scrolls sideways nor hides table columns, and logs no console error`, async () => {
      const { apiKey } = await svc.account({ credits: 5 });
      // Data that makes pages wide: a done job with a webhook delivery, a second key, a long persona name.
      const api = client(svc.url, apiKey);
      const submitted = await api.post('/v1/jobs', {
        input: 'https://network.example/company/acme-analytics',
        operation: 'target_people',
        persona: 'owners-founders',
        callback_url: 'https://hooks.example.com/target-people/a-rather-long-path/for-deliveries',
      });
      const jobId = String(submitted.body.job_id);
      await expect.poll(async () => (await api.get(`/v1/jobs/${jobId}`)).body.status, { ...until, timeout: 60_000 }).toBe('done');
      await api.post('/v1/personas', { name: 'Heads of engineering, platform and infrastructure (EMEA and APAC)', definition: 'Heads of engineering.' });
      expect((await api.gql('mutation { createApiKey { apiKey } }')).body.errors).toBeUndefined();

      const { page, context, errors } = await openUser(browser, svc.url, viewport);
      await page.goto('/app/');
      expect(await seriousViolations(page), 'sign-in').toEqual([]);
      await signIn(page, apiKey);
      const pages: Array<[string, string, (() => Promise<void>)?]> = [
        ['Overview', 'Overview'],
        ['New job', 'New job'],
        ['Jobs', 'Jobs'],
        ['Jobs', 'Acme Analytics', () => page.locator(`tr[data-job-id="${jobId}"] a`).click()],
        ['Personas', 'Personas'],
        ['Credits', 'Credits'],
        ['API keys', 'API keys'],
        ['Webhooks', 'Webhooks', async () => void (await page.getByLabel('Recent job').selectOption(jobId))],
      ];
      for (const [link, heading, then] of pages) {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
        if (then) {
          await page.getByRole('heading', { name: link, level: 1 }).waitFor();
          await expect.poll(countOf(page.getByRole('status').filter({ hasText: 'Loading' })), until).toBe(0);
          await then();
        }
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await expect.poll(countOf(page.getByRole('status').filter({ hasText: 'Loading' })), until).toBe(0);
        if (heading === 'Webhooks') await page.getByText('webhook-id').first().waitFor();
        if (heading === 'Acme Analytics') await page.getByRole('heading', { name: 'Result' }).waitFor();
        const where = `${heading} at ${viewport.width}px`;
        expect(await seriousViolations(page), where).toEqual([]);
        // The page never scrolls sideways, nothing sticks out to the right, and no table hides columns
        // in a box of its own that scrolls.
        const wide = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const out = [...document.querySelectorAll('body *')]
            .filter((e) => e.getBoundingClientRect().right > width + 1)
            .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`);
          const scrolled = [...document.querySelectorAll('.table-wrap')]
            .filter((w) => w.scrollWidth > w.clientWidth + 1)
            .map((w) => `table-wrap ${w.scrollWidth}`);
          return [...(document.documentElement.scrollWidth > width ? [`page ${document.documentElement.scrollWidth}`] : []), ...out, ...scrolled];
        });
        expect(wide, where).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
