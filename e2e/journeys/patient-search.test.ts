import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCentre, DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { journey, launch } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('a nurse finds a patient from the dashboard search', () => {
  it('searches the current centre by part of a name, then all her centres with the centre shown', async () => {
    await journey(browser, 'patient-search', async (page) => {
      await page.goto('/');
      await page.waitForURL('**/login');
      await signIn(page, 'nurse@example.com', DEMO_PASSWORD);
      await page.waitForURL('**/settings/centre');
      await chooseCentre(page, 'Jurong Centre');
      await page.waitForURL((url) => url.pathname === '/');

      await page.getByTestId('search-mode').click();
      await page.getByRole('radio', { name: 'Search Current Centre' }).click();
      await page.waitForURL((url) => url.searchParams.get('mode') === 'centre');
      await page.getByTestId('patient-search-card').first().waitFor();
      const everyone = await page.getByTestId('result-text').textContent();
      // Part of a demo patient's given name ('Wei Ming', 'Mei Ling', ...), typed in lower case.
      await page.getByLabel('Search patient / NRIC').fill('ei');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === 'ei');
      // The previous page stays on screen until the search answers: wait for its result line to change.
      await expect
        .poll(() => page.getByTestId('result-text').textContent(), { timeout: 15_000 })
        .not.toBe(everyone);
      const names = await page.getByTestId('patient-name').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name.toLowerCase()).toContain('ei');
      await expect(page.getByTestId('patient-nric').first().textContent()).resolves.toMatch(/^\*+\w{4}$/);
      const centreLine = `${names.length} record(s) found, showing page 1 out of 1`;
      await expect(page.getByTestId('result-text').textContent()).resolves.toBe(centreLine);
      // Centre mode does not name the centre on each card.
      await expect(page.getByTestId('patient-centre').count()).resolves.toBe(0);

      await page.getByTestId('search-mode').click();
      await page.getByRole('radio', { name: 'Search All Centres' }).click();
      await page.waitForURL((url) => url.searchParams.get('mode') === 'all');
      // Both her centres now: more patients than Jurong's alone.
      await expect
        .poll(() => page.getByTestId('result-text').textContent(), { timeout: 15_000 })
        .not.toBe(centreLine);
      const centres = new Set(await page.getByTestId('patient-centre').allTextContents());
      // Her centres are Bukit Merah and Jurong; Tampines patients never show.
      for (const centre of centres) expect(centre.trim()).toMatch(/^(Bukit Merah|Jurong) Centre$/);
      expect([...centres].some((c) => c.includes('Bukit Merah'))).toBe(true);

      // Nothing found: the empty image and the info message.
      await page.getByLabel('Search patient / NRIC').fill('Zzqx');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByTestId('dashboard-empty').waitFor();
      await page.locator('.ant-message-info').getByText('No records found.').waitFor();
    });
  });
});
