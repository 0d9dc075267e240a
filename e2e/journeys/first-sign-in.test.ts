import { describe, expect, inject } from 'vitest';
import { centreOptions } from '../support/actions.ts';
import { journey } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';

const test = journeyTest();

describe('first sign-in with a temporary password', () => {
  test('asks for a new password, then lets the new administrator choose a centre', async ({ browser }) => {
    const account = inject('tempAccount');
    await journey(browser, 'first-sign-in', async (page) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Log In' }).click();

      const newPassword = page.getByLabel('New Password');
      await newPassword.waitFor();
      expect(await page.getByLabel('Email').isDisabled()).toBe(true);
      await newPassword.fill('short');
      await page.getByLabel('Confirm Password').fill('different');
      await page.getByRole('button', { name: /submit|confirm|save|log in/i }).click();
      await page.getByText('This field must be at least 8 characters.').waitFor();
      await page.getByText('The two passwords that you entered do not match.').waitFor();

      // The temporary password cannot be kept as the new one.
      await newPassword.fill(account.password);
      await page.getByLabel('Confirm Password').fill(account.password);
      await page.getByRole('button', { name: /submit|confirm|save|log in/i }).click();
      await page.getByText('The new password must be different from the temporary password.').waitFor();
      expect(page.url()).toContain('/login');

      await newPassword.fill('a-new-strong-password');
      await page.getByLabel('Confirm Password').fill('a-new-strong-password');
      await page.getByRole('button', { name: /submit|confirm|save|log in/i }).click();

      await page.waitForURL('**/settings/centre');
      await page.getByText('Welcome,').waitFor();
      await page.getByText('First Admin').first().waitFor();
      // A Medical Director sees every active centre; the closed one is not offered. (Other journeys may add
      // centres to the shared demo database, hence "contains" rather than an exact list.)
      const options = await centreOptions(page);
      expect(options).toEqual(
        expect.arrayContaining(['Bukit Merah Centre', 'Jurong Centre', 'Tampines Centre']),
      );
      expect(options).not.toContain('Novena Centre (closed)');
    });
  });
});
