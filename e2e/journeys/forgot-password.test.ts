import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { journey } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';

const test = journeyTest();

const NEW_PASSWORD = 'remembered-at-last-7';

/**
 * The newest verification code the e-mail outbox printed for `email` (the server runs without SMTP_URL,
 * so each message is announced on its console, which global-setup keeps in a file).
 */
async function codeFromOutbox(email: string, after: number): Promise<string> {
  const newest = () => {
    const log = readFileSync(inject('serverLog'), 'utf8').slice(after);
    const blocks = log.split('[mail outbox]').filter((b) => b.includes(`to ${email}:`));
    return /verification code is (\d+)/.exec(blocks.at(-1) ?? '')?.[1];
  };
  await expect
    .poll(newest, {
      timeout: 15_000,
      message: `no verification code for ${email} in the server's outbox output`,
    })
    .toBeTruthy();
  return newest() as string;
}

const logLength = () => readFileSync(inject('serverLog'), 'utf8').length;

/** Answers Yes to the 'Are you sure?' that every save asks (the newest dialog: an older one may be fading). */
async function confirmYes(page: Page) {
  const dialog = page.locator('.ant-modal-confirm:visible').last();
  await dialog.locator('.ant-modal-confirm-title', { hasText: 'Are you sure?' }).waitFor();
  await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
}

async function toast(page: Page, text: string) {
  await page.locator('.ant-message').getByText(text, { exact: true }).waitFor();
}

describe('forgot password', () => {
  test('sends a code through the outbox, resets the password with it, and the new password signs in', async ({
    browser,
  }) => {
    const { email } = inject('recoveryAccount');
    await journey(browser, 'forgot-password', async (page) => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password' }).click();
      await page.waitForURL('**/forgotpassword');
      expect(await page.getByTestId('profile-menu').count()).toBe(0); // no header on this page
      await page.getByRole('link', { name: 'Back to Login' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('link', { name: 'Forgot password' }).click();
      // The router keeps the login page on screen until this page's chunk is in: its Email field is another.
      await page.waitForURL('**/forgotpassword');

      // Step 1: the e-mail.
      const send = page.getByRole('button', { name: 'Send Verifcation Code' });
      await send.waitFor();
      await page.getByLabel('Email').fill('not-an-email');
      await send.click();
      await page.getByText('This is not a valid email.').waitFor();
      await page.getByLabel('Email').fill('nobody.here@example.org');
      await send.click();
      await toast(page, 'Email not found.');

      const before = logLength();
      await page.getByLabel('Email').fill(email);
      await send.click();
      await toast(page, `Verification code has been sent to ${email}`);
      const code = await codeFromOutbox(email, before);
      expect(code).toMatch(/^\d{8}$/);

      // Step 2: the e-mail (disabled), the code and the new password twice.
      const emailField = page.getByLabel('Email');
      expect(await emailField.isDisabled()).toBe(true);
      expect(await emailField.inputValue()).toBe(email);
      const reset = page.getByRole('button', { name: 'Reset Password' });
      await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm New Password').fill('something-else-1');
      await reset.click();
      await page.getByText('The two passwords that you entered do not match.').waitFor();
      await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);

      const wrong = code === '00000000' ? '11111111' : '00000000';
      await page.getByLabel('Verification Code').fill(wrong);
      await reset.click();
      await confirmYes(page);
      await toast(page, 'Invalid verification code provided, please try again.');
      await page.locator('.ant-modal-confirm:visible').waitFor({ state: 'detached' });

      await page.getByLabel('Verification Code').fill(code);
      await reset.click();
      await confirmYes(page);
      await page.waitForURL('**/login');
      await toast(page, 'Password has been successfully reset');

      // The new password signs in, without the temporary password's challenge.
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL('**/settings/centre');
      await page.getByText('Welcome,').waitFor();
      await page.getByText('Forgetful Director').first().waitFor();
    });
  });
});
