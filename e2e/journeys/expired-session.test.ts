import { describe, inject } from 'vitest';
import { chooseCentre, DEMO_PASSWORD, signIn } from '../support/actions.ts';
import { journey } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';

const test = journeyTest();

describe('a session that has ended on the server', () => {
  test('signs the user out with the spec message and brings her back after the next sign-in', async ({
    browser,
  }) => {
    await journey(browser, 'expired-session', async (page) => {
      await page.goto('/login');
      await signIn(page, 'doctor@example.com', DEMO_PASSWORD);
      await page.waitForURL('**/settings/centre');
      await chooseCentre(page, 'Tampines Centre');
      await page.getByTestId('patient-card').first().waitFor();

      // End the browser's session behind its back, as an expiry would.
      const [cookie] = await page.context().cookies();
      const res = await fetch(`${inject('baseURL')}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `${cookie?.name}=${cookie?.value}` },
        body: JSON.stringify({ query: 'mutation { signOut }' }),
      });
      if (!res.ok) throw new Error(`signOut answered ${res.status}`);

      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByText('Token has expired, please re-login.').waitFor();
      await page.waitForURL('**/login');

      await signIn(page, 'doctor@example.com', DEMO_PASSWORD);
      await page.waitForURL('**/settings/centre');
      await chooseCentre(page, 'Tampines Centre');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('patient-card').first().waitFor();
    });
  });
});
