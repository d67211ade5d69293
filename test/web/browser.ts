// Browser tests: Debian's chromium driven by playwright-core (no browser download), one browser per
// test file, a fresh context (own sessionStorage) per user. Console errors and page errors are collected
// so tests can assert there were none.
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

export interface UserPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export async function openUser(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<UserPage> {
  const context = await browser.newContext({ baseURL, viewport, acceptDownloads: true });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, context, errors };
}

/** Errors except the browser's own network log line of an expected 401 answer. */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 401/.test(e));
}

export async function signIn(page: Page, apiKey: string): Promise<void> {
  await page.goto('/app/');
  await page.getByLabel('API key').fill(apiKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
}

/** Serious and critical axe-core violations of the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The bundled sample dataset with test timings: slow-motion-labs takes 500 ms per data-source call (a
 * job runs for a few seconds), ghost-works fails its team scan many times (stays `delayed`).
 */
export function slowDataset(): { dir: string; remove: () => void } {
  const sample = fileURLToPath(new URL('../../src/sources/embedded/sample/', import.meta.url));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tp-web-dataset-'));
  const lines = readFileSync(path.join(sample, 'companies.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const c = JSON.parse(line) as { slug: string; _simulate?: unknown };
      if (c.slug === 'slow-motion-labs') c._simulate = { latency_ms: 500 };
      if (c.slug === 'ghost-works') c._simulate = { fail_stage: 'scan_team', fail_times: 1000, fail_kind: 'retryable' };
      return JSON.stringify(c);
    });
  writeFileSync(path.join(dir, 'companies.ndjson'), lines.join('\n') + '\n');
  symlinkSync(path.join(sample, 'people.ndjson'), path.join(dir, 'people.ndjson'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

// Waits on visible state (polled; no sleeps). playwright-core has no `expect`: vitest's expect.poll does it.
export const until = { timeout: 30_000, interval: 100 };
export const textOf = (loc: Locator) => () =>
  loc.allInnerTexts().then((all) =>
    all
      .join('\n')
      .replace(/\u00a0/g, ' ')
      .trim(),
  );
export const countOf = (loc: Locator) => () => loc.count();
export const valueOf = (loc: Locator) => () => loc.inputValue({ timeout: 1_000 }).catch(() => '');
