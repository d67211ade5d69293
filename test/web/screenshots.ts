// `npm run screenshots`: regenerates docs/screenshots/*.png, the dashboard's main pages as a user sees
// them (a real service on its own embedded PostgreSQL, a demo account, one finished job), in Chromium.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { loadConfig } from '../../src/config.js';
import { startService } from '../../src/service.js';
import { createAccount } from '../../src/domain/accounts/accounts.js';
import { createLogger } from '../../src/observability/log.js';
import { startBenchPostgres } from '../bench/lib/postgres.js';
import { ensureWebBuild } from '../support/web-build.js';
import { DESKTOP, PHONE, launchBrowser, openUser, signIn } from './browser.js';

const out = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const log = (m: string) => process.stdout.write(`screenshots: ${m}\n`);

async function main(): Promise<void> {
  ensureWebBuild();
  mkdirSync(out, { recursive: true });
  const pg = await startBenchPostgres(log);
  const db = await pg.createDatabase('screenshots');
  const config = loadConfig({}, { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: db.url, LOG_LEVEL: 'silent', DEMO_ACCOUNT: 'false' });
  const service = await startService(config, { log: createLogger('silent') });
  const url = `http://127.0.0.1:${service.port}`;
  const browser = await launchBrowser();
  try {
    const { apiKey } = await createAccount(service.deps.db.prisma, { name: 'Acme Growth Team', tier: 'pro', credits: 25 });
    const { page, context } = await openUser(browser, url, DESKTOP);
    const shot = async (name: string) => {
      await page.waitForFunction(() => !document.querySelector('.state.loading'));
      await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: false });
      log(`docs/screenshots/${name}.png`);
    };
    await page.goto('/app/');
    await shot('sign-in');
    await signIn(page, apiKey);

    await page.getByRole('link', { name: 'New job', exact: true }).first().click();
    await page.getByLabel('Company').fill('https://network.example/company/acme-analytics');
    await shot('new-job');
    await page.getByRole('button', { name: 'Submit job' }).click();
    await page.getByTestId('job-status').getByText('done').waitFor({ timeout: 120_000 });
    await page.getByRole('columnheader', { name: 'Rank' }).waitFor();
    await shot('job');
    await page.getByRole('table').locator('tbody tr').first().getByRole('button').first().click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Experience' }).waitFor();
    await shot('person');
    await page.keyboard.press('Escape');

    for (const [link, name] of [
      ['Overview', 'overview'],
      ['Jobs', 'jobs'],
      ['Personas', 'personas'],
      ['Credits', 'credits'],
      ['API keys', 'api-keys'],
      ['Webhooks', 'webhooks'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { name: link, level: 1 }).waitFor();
      await shot(name);
    }
    await context.close();

    const phone = await openUser(browser, url, PHONE);
    await signIn(phone.page, apiKey);
    await phone.page.waitForFunction(() => !document.querySelector('.state.loading'));
    await phone.page.screenshot({ path: path.join(out, 'overview-phone.png') });
    log('docs/screenshots/overview-phone.png');
    await phone.context.close();
  } finally {
    await browser.close();
    await service.close();
    await db.drop();
    await pg.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`screenshots failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
