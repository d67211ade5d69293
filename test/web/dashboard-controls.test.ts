// The dashboard's remaining controls in a real browser (Debian chromium via playwright-core) against a real
// service: paging through the jobs list, a job's webhook deliveries followed through a manual redelivery to
// a real HTTPS receiver, and the copy buttons (with a clipboard, and where the page has none).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { finishedJob, startWebhookTestbed, stopWebhookTestbed, type WebhookTestbed } from '../webhooks/support.js';
import { launchBrowser, openUser, signIn, textOf, unexpectedErrors, until } from './browser.js';

let bed: WebhookTestbed;
let browser: Browser;

beforeAll(async () => {
  [bed, browser] = await Promise.all([startWebhookTestbed({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SCHEDULE_MS: '300,300' }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  if (bed) await stopWebhookTestbed(bed);
});

describe('dashboard controls', () => {
  it('pages through the jobs list (20 a page) and back', async () => {
    const { apiKey } = await bed.t.account();
    const ids: string[] = [];
    for (let i = 0; i < 23; i += 1) ids.push(await finishedJob(bed.t, apiKey, { status: 'done', callbackUrl: null }));
    const { page, context, errors } = await openUser(browser, bed.t.url);
    await signIn(page, apiKey);
    await page.getByRole('link', { name: 'Jobs', exact: true }).click();
    const pager = page.getByRole('navigation', { name: 'Jobs pages' });
    await expect.poll(textOf(pager), until).toContain('Page 1 · 23 in all');
    const rows = page.locator('tr[data-job-id]');
    await expect.poll(() => rows.count(), until).toBe(20);
    const firstPage = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-job-id')));
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await pager.getByRole('button', { name: 'Next' }).click();
    await expect.poll(textOf(pager), until).toContain('Page 2 · 23 in all');
    await expect.poll(() => rows.count(), until).toBe(3);
    const secondPage = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-job-id')));
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    // every job once, across the two pages
    expect(new Set([...firstPage, ...secondPage])).toEqual(new Set(ids));

    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(textOf(pager), until).toContain('Page 1 · 23 in all');
    await expect.poll(() => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-job-id'))), until).toEqual(firstPage);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it("shows a job's delivery and follows a manual redelivery until it settles", async () => {
    const { apiKey } = await bed.t.account();
    const hook = `/hook-${Date.now()}`;
    const jobId = await finishedJob(bed.t, apiKey, { status: 'not_found', callbackUrl: bed.rx.url(hook), message: 'No company matches.' });
    await bed.rx.waitFor(hook, 1);
    const { page, context, errors } = await openUser(browser, bed.t.url);
    await signIn(page, apiKey);
    await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
    await page.getByLabel('Job id').fill(jobId);
    await page.getByRole('button', { name: 'Show deliveries' }).click();
    const delivery = page.locator('.panel').filter({ hasText: 'webhook-id' });
    await expect.poll(textOf(delivery), until).toContain('delivered');
    await expect.poll(() => delivery.locator('tbody tr').count(), until).toBe(1);

    await page.getByRole('button', { name: 'Redeliver' }).click();
    // The page reads the delivery again by itself until the manual attempt is logged.
    await bed.rx.waitFor(hook, 2);
    await expect.poll(() => delivery.locator('tbody tr').count(), until).toBe(2);
    await expect.poll(textOf(delivery), until).toMatch(/delivered · 2 attempt/);
    const manual = await delivery.locator('tbody tr td:last-child').allInnerTexts();
    expect(manual.sort()).toEqual(['no', 'yes']);
    await expect.poll(() => page.getByText('Following the pending delivery').count(), until).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('copies a new key to the clipboard, and says so where the page has no clipboard', async () => {
    const { apiKey } = await bed.t.account();
    const { page, context, errors } = await openUser(browser, bed.t.url);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: bed.t.url });
    await signIn(page, apiKey);
    await page.getByRole('link', { name: 'API keys', exact: true }).click();
    await page.getByRole('button', { name: 'Create key' }).click();
    const newKey = (await page.getByTestId('new-key').textContent())!.trim();
    await page.getByRole('button', { name: 'Copy key' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(newKey);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();

    // An insecure origin (plain http on a host name) has no navigator.clipboard.
    const bare = await openUser(browser, bed.t.url);
    await bare.context.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
    await signIn(bare.page, apiKey);
    await bare.page.getByRole('link', { name: 'API keys', exact: true }).click();
    await bare.page.getByRole('button', { name: 'Create key' }).click();
    await bare.page.getByRole('button', { name: 'Copy key' }).click();
    await bare.page.getByRole('button', { name: /^Copy failed: select the text/ }).waitFor();
    expect(unexpectedErrors(bare.errors)).toEqual([]);
    await bare.context.close();
  });
});
