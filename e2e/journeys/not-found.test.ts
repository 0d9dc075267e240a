import { describe } from 'vitest';
import { journey } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';

const test = journeyTest();

describe('an unknown address', () => {
  test('shows the 404 page with a way back home', async ({ browser }) => {
    await journey(browser, 'not-found', async (page) => {
      await page.goto('/no/such/page');
      await page.getByText('Sorry, the page you visited does not exist.').waitFor();
      await page.getByRole('button', { name: 'Back Home' }).click();
      await page.waitForURL('**/login');
    });
  });
});
