import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { journey, launch } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('an unknown address', () => {
  it('shows the 404 page with a way back home', async () => {
    await journey(browser, 'not-found', async (page) => {
      await page.goto('/no/such/page');
      await page.getByText('Sorry, the page you visited does not exist.').waitFor();
      await page.getByRole('button', { name: 'Back Home' }).click();
      await page.waitForURL('**/login');
    });
  });
});
