// The persona editor in a real browser (issue 24 §4): the reading is shown live while typing (debounced
// preview), warnings on their words, included/excluded chips; a chip is corrected, the persona saved with
// its corrected criteria, and a job runs with them. Driven by accessible names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { client, startTestService, type TestService } from '../support/service.js';
import { countOf, launchBrowser, openUser, seriousViolations, signIn, textOf, unexpectedErrors, until, valueOf } from './browser.js';
import { SECTORS } from '../../src/matching/criteria.js';

let svc: TestService;
let browser: Browser;

beforeAll(async () => {
  [svc, browser] = await Promise.all([startTestService(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await svc?.close();
});

const DEFINITION = 'Heads of engineering and the CTO, no contractors, people who play the ukulele';

describe('persona editor', () => {
  it('shows the reading while typing, warns on the words, saves a corrected chip, and a job runs with it', async () => {
    const { apiKey } = await svc.account({ tier: 'premium', credits: 5 });
    const api = client(svc.url, apiKey);
    const { page, context, errors } = await openUser(browser, svc.url);
    await signIn(page, apiKey);
    await page.getByRole('link', { name: 'Personas', exact: true }).click();
    const form = page.locator('.panel', { has: page.getByRole('heading', { name: 'Create a persona' }) });
    await form.getByLabel('Name').fill('Engineering heads');
    await form.getByLabel('Definition').pressSequentially(DEFINITION, { delay: 5 });

    // the reading, live: the clause not understood is marked in the text and listed as a warning
    const reading = form.getByRole('region', { name: 'Reading' });
    await expect.poll(textOf(reading.getByRole('list', { name: 'Warnings' })), until).toContain('"people who play the ukulele" was not understood');
    await expect.poll(textOf(reading.locator('mark')), until).toBe('people who play the ukulele');
    expect(await reading.locator('mark').getAttribute('title')).toContain('not understood');
    // included and excluded chips: the negation is an exclusion
    const heads = reading.getByRole('listitem', { name: 'Included: "heads of engineering"' });
    await expect.poll(textOf(heads), until).toContain('hardware');
    expect(await textOf(heads)()).toContain('head');
    await expect.poll(textOf(reading.getByRole('list', { name: 'Excluded' })), until).toContain('contractor');

    // correct a chip: heads of software engineering only, and of product too
    await heads.getByRole('button', { name: 'Remove hardware from "heads of engineering"' }).click();
    await heads.getByRole('combobox', { name: 'Add a function to "heads of engineering"' }).selectOption('product');
    await heads.getByRole('combobox', { name: 'Lowest level of "heads of engineering"' }).selectOption('manager');
    await expect.poll(textOf(heads), until).toMatch(/manager (to|and above)/);
    await expect.poll(textOf(reading), until).toContain('Corrected criteria');
    await expect.poll(countOf(heads.getByRole('button', { name: /^Remove hardware/ })), until).toBe(0);
    await form.getByRole('button', { name: 'Create persona' }).click();

    const card = page.locator('li.card', { hasText: 'Engineering heads' });
    await expect.poll(textOf(card), until).toContain('Corrected criteria');
    expect(await textOf(card.getByRole('listitem', { name: 'Included: "heads of engineering"' }))()).toMatch(/software.*product/);
    const saved = (await api.get('/v1/personas')).body.personas.find((p: { name: string }) => p.name === 'Engineering heads');
    expect(saved.criteria_source).toBe('edited');
    expect(saved.criteria.include[0].areas).toEqual(['software', 'product']);
    expect(saved.criteria.include[0].levels).toContain('manager');
    expect(await seriousViolations(page)).toEqual([]);

    // run a job with it
    await page.getByRole('link', { name: 'New job', exact: true }).first().click();
    await page.getByLabel('Persona').selectOption({ label: 'Engineering heads' });
    await page.getByLabel('Company').fill('acme-analytics');
    await page.getByRole('button', { name: 'Submit job' }).click();
    await expect.poll(textOf(page.getByTestId('job-status')), { ...until, timeout: 60_000 }).toBe('done');
    const jobs = await api.get('/v1/jobs');
    const job = await api.get(`/v1/jobs/${jobs.body.jobs[0].job_id}`);
    expect(job.body.persona).toMatchObject({ slug: saved.slug, criteria_source: 'edited' });
    expect(job.body.persona.criteria).toEqual(saved.criteria);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('keeps the employer condition and the title phrases when a chip is corrected and the persona saved', async () => {
    const { apiKey } = await svc.account({ tier: 'premium', credits: 5 });
    const api = client(svc.url, apiKey);
    // read from its definition: heads of engineering, piano tuners by title, at banks
    const read = await api.post('/v1/personas', { name: 'Bank engineering', definition: 'Heads of engineering at banks, and piano tuners, no contractors' });
    expect(read.body).toMatchObject({ criteria_source: 'compiled', criteria: { employer: { sectors: ['banking'] } } });
    expect(read.body.criteria.include[1].titles).toEqual(['piano tuners']);
    // corrected over the API: a whole employer condition, a size with no upper bound
    const employer = { sectors: ['insurance'], except: ['banking'], employees: { min: 50 }, text: 'insurers with 50+ people' };
    const corrected = await api.post('/v1/personas', {
      name: 'Insurer claims',
      definition: 'Claims managers and loss adjusters at insurers with 50+ people',
      criteria: { include: [{ areas: ['claims'], levels: ['manager'], titles: ['loss adjuster'], text: 'claims managers' }], employer },
    });
    expect(corrected.body).toMatchObject({ criteria_source: 'edited', criteria: { employer } });

    const { page, context, errors } = await openUser(browser, svc.url);
    await signIn(page, apiKey);
    await page.getByRole('link', { name: 'Personas', exact: true }).click();
    const saved = async (name: string) => (await api.get('/v1/personas')).body.personas.find((p: { name: string }) => p.name === name);

    // the reading's chips corrected: the hardware chip removed from the heads
    const bank = page.locator('li.card', { hasText: 'Bank engineering' });
    await bank.getByRole('button', { name: 'Edit Bank engineering' }).click();
    const heads = bank.getByRole('listitem', { name: 'Included: "heads of engineering"' });
    await heads.getByRole('button', { name: 'Remove hardware from "heads of engineering"' }).click();
    await expect.poll(countOf(heads.getByRole('button', { name: /^Remove hardware/ })), until).toBe(0);
    await bank.getByRole('button', { name: 'Save persona' }).click();
    await bank.getByRole('button', { name: 'Edit Bank engineering' }).waitFor(); // saved: the form is closed
    await expect.poll(textOf(bank), until).toContain('Corrected criteria (used instead of the reading)');
    expect(await textOf(bank.getByRole('listitem', { name: 'Included: "piano tuners"' }))()).toContain('title contains "piano tuners"');
    const bankSaved = await saved('Bank engineering');
    expect(bankSaved.criteria_source).toBe('edited');
    expect(bankSaved.criteria.include[0].areas).toEqual(['software']);
    expect(bankSaved.criteria.include[1].titles).toEqual(['piano tuners']);
    expect(bankSaved.criteria.employer).toEqual(read.body.criteria.employer);

    // corrected criteria corrected again: a function added to the claims managers
    const claims = page.locator('li.card', { hasText: 'Insurer claims' });
    await claims.getByRole('button', { name: 'Edit Insurer claims' }).click();
    const managers = claims.getByRole('listitem', { name: 'Included: "claims managers"' });
    await managers.getByRole('combobox', { name: 'Add a function to "claims managers"' }).selectOption('legal');
    await expect.poll(textOf(managers), until).toContain('legal');
    await claims.getByRole('button', { name: 'Save persona' }).click();
    await claims.getByRole('button', { name: 'Edit Insurer claims' }).waitFor();
    const claimsSaved = await saved('Insurer claims');
    expect(claimsSaved.criteria.include[0].areas).toEqual(['claims', 'legal']);
    expect(claimsSaved.criteria.include[0].titles).toEqual(['loss adjuster']);
    expect(claimsSaved.criteria.employer).toEqual(employer);
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });

  it('shows the employer condition as chips; a sector removed, a sector left out and a size added are saved, a reversed size is refused', async () => {
    const { apiKey } = await svc.account({ tier: 'premium', credits: 5 });
    const api = client(svc.url, apiKey);
    const saved = async (name: string) => (await api.get('/v1/personas')).body.personas.find((p: { name: string }) => p.name === name);
    const bank = await api.post('/v1/personas', {
      name: 'Bank finance',
      definition: 'Finance directors at banks and insurers, companies with 50 to 999 employees',
    });
    expect(bank.body.criteria.employer).toMatchObject({ sectors: ['banking', 'insurance'], employees: { min: 50, max: 999 } });
    await api.post('/v1/personas', { name: 'Engineering anywhere', definition: 'Heads of engineering' });

    const { page, context, errors } = await openUser(browser, svc.url);
    await signIn(page, apiKey);
    await page.getByRole('link', { name: 'Personas', exact: true }).click();

    // visible on the card as it loads: each sector and the size, in words
    const card = page.locator('li.card', { hasText: 'Bank finance' });
    const employer = card.getByRole('list', { name: 'Employer' });
    await expect.poll(textOf(employer), until).toMatch(/banking.*insurance.*50–999 employees/s);
    expect(await countOf(page.locator('li.card', { hasText: 'Engineering anywhere' }).getByRole('list', { name: 'Employer' }))()).toBe(0);

    // a sector removed (with the keyboard) and saved: gone over the API, the rest kept
    await card.getByRole('button', { name: 'Edit Bank finance' }).click();
    const condition = card.getByRole('listitem', { name: /^Employer/ });
    await condition.getByRole('button', { name: 'Remove insurance from the employer condition' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(countOf(condition.getByRole('button', { name: /^Remove insurance/ })), until).toBe(0);
    expect(await valueOf(condition.getByRole('spinbutton', { name: 'Employees at least' }))()).toBe('50');
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Save persona' }).click();
    await card.getByRole('button', { name: 'Edit Bank finance' }).waitFor(); // saved: the form is closed
    await expect.poll(textOf(employer), until).not.toContain('insurance');
    expect((await saved('Bank finance')).criteria).toMatchObject({ employer: { sectors: ['banking'], except: [], employees: { min: 50, max: 999 } } });

    // no condition yet: a sector left out and a size added, from the API's list of sectors
    const anywhere = page.locator('li.card', { hasText: 'Engineering anywhere' });
    await anywhere.getByRole('button', { name: 'Edit Engineering anywhere' }).click();
    const none = anywhere.getByRole('listitem', { name: 'Employer' });
    await expect.poll(textOf(none), until).toContain('any company');
    const leaveOut = none.getByRole('combobox', { name: 'Leave a sector out of the employer condition' });
    expect((await leaveOut.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).slice(1)).toEqual([...SECTORS]);
    await leaveOut.selectOption('software');
    await none.getByRole('spinbutton', { name: 'Employees at least' }).fill('200');
    await expect.poll(textOf(none), until).toContain('not software');
    await expect.poll(textOf(none), until).toContain('at least 200 employees');
    await anywhere.getByRole('button', { name: 'Save persona' }).click();
    await anywhere.getByRole('button', { name: 'Edit Engineering anywhere' }).waitFor();
    await expect.poll(textOf(anywhere.getByRole('list', { name: 'Employer' })), until).toMatch(/not software.*at least 200 employees/s);
    const added = await saved('Engineering anywhere');
    expect(added.criteria_source).toBe('edited');
    expect(added.criteria.employer).toEqual({ sectors: [], except: ['software'], employees: { min: 200 }, text: '' });

    // a size from more to fewer: the API's error, in the error style, and nothing saved
    await card.getByRole('button', { name: 'Edit Bank finance' }).click();
    await condition.getByRole('spinbutton', { name: 'Employees at least' }).fill('1000');
    await condition.getByRole('spinbutton', { name: 'Employees at most' }).fill('50');
    await expect.poll(textOf(condition), until).toContain('1,000–50 employees');
    await card.getByRole('button', { name: 'Save persona' }).click();
    await expect.poll(textOf(card.getByRole('alert')), until).toContain('min must not be more than max');
    expect(await textOf(card.getByRole('alert'))()).toContain('VALIDATION_ERROR');
    expect((await saved('Bank finance')).criteria.employer.employees).toEqual({ min: 50, max: 999 });
    // a count that is no whole number is not sent: the browser holds the form
    await condition.getByRole('spinbutton', { name: 'Employees at least' }).fill('12.5');
    expect(await condition.getByRole('spinbutton', { name: 'Employees at least' }).evaluate((el) => (el as HTMLInputElement).validity.valid)).toBe(false);
    expect(await card.locator('form').evaluate((f) => (f as HTMLFormElement).checkValidity())).toBe(false);
    // the range removed as a chip: any size, saved
    await condition.getByRole('spinbutton', { name: 'Employees at least' }).fill('');
    await condition.getByRole('button', { name: /^Remove .* employees from the employer condition$/ }).click();
    expect(await valueOf(condition.getByRole('spinbutton', { name: 'Employees at most' }))()).toBe('');
    await card.getByRole('button', { name: 'Save persona' }).click();
    await card.getByRole('button', { name: 'Edit Bank finance' }).waitFor();
    const final = await saved('Bank finance');
    expect(final.criteria.employer).toEqual({ sectors: ['banking'], except: [], text: bank.body.criteria.employer.text });
    expect(unexpectedErrors(errors)).toEqual([]);
    await context.close();
  });
});
