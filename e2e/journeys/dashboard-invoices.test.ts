import { describe, expect } from 'vitest';
import { confirmYes, DEMO_PASSWORD, signInToCentre, unfoldedShift } from '../support/actions.ts';
import { apiSession, journey, screenshot } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aCheckedInPatient, type Call, centreId, checkOutIfRunning } from '../support/session-fixtures.ts';

const MANAGER = 'manager@example.com';
const CENTRE = 'Bukit Merah Centre';
const TOKEN_EXPIRED = 'QuickBooks token expired. Please sign in to QuickBooks and Refresh';

const test = journeyTest();

describe('dashboard invoices (local QuickBooks sandbox)', () => {
  test('Create Invoice on an unconnected centre keeps the persistent message; once connected it opens the invoice, and the card offers View Invoice', async ({
    browser,
  }) => {
    const api: Call = await apiSession(MANAGER, DEMO_PASSWORD);
    const clinicID = await centreId(api, CENTRE);
    // The morning, or the session under way once the morning has ended (an ended one cannot be booked).
    const { patient, dialysisID, shift } = await aCheckedInPatient(api, clinicID, 'Invoice', 'M');
    await checkOutIfRunning(api, patient.id, dialysisID, 'Ended for the invoice journey');

    await journey(browser, 'dashboard-invoices', async (page) => {
      // The page's timers on Playwright's clock: the toasts' time passes without waiting for it.
      await page.clock.install();
      await signInToCentre(page, MANAGER, CENTRE);
      await page.getByTestId('daily-view').waitFor();
      const card = page.getByRole('article', { name: patient.name });
      await unfoldedShift(page, shift);

      // Not connected yet: the token counts as expired, told with the patient's name, and it stays.
      await card.getByRole('button', { name: 'Create Invoice' }).click();
      const persistent = page.getByText(`${TOKEN_EXPIRED} for ${patient.name}`);
      await persistent.waitFor();
      await page.clock.runFor(4000); // longer than any toast
      expect(await persistent.isVisible()).toBe(true);
      await persistent.click(); // closed by the user
      await persistent.waitFor({ state: 'detached' });

      // Connect the centre as Refresh authentication does: the provider's page, Approve, and the link redirect
      // page finishing the connection (a window it did not open goes on to the dashboard).
      const origin = new URL(page.url()).origin;
      const authorize = await page.evaluate(
        async ({ id, redirectURL }) => {
          const response = await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              query:
                'mutation QuickbooksAuthorizeURL($clinicID: Int!, $redirectURL: String!) { quickbooksAuthorizeURL(clinicID: $clinicID, redirectURL: $redirectURL) }',
              variables: { clinicID: id, redirectURL },
            }),
          });
          // What the app's authorizeURL keeps for the link redirect page: the centre being connected.
          (
            globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
          ).localStorage.setItem('dialysis.quickbooksConnectCentre', String(id));
          return ((await response.json()) as { data: { quickbooksAuthorizeURL: string } }).data
            .quickbooksAuthorizeURL;
        },
        { id: clinicID, redirectURL: `${origin}/redirect/quickbooks/link` },
      );
      await page.goto(authorize);
      await page.getByText('QuickBooks sandbox').first().waitFor();
      await page.locator('#approve').click();
      await page.waitForURL((url) => url.pathname === '/redirect/quickbooks/link' || url.pathname === '/');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('daily-view').waitFor();
      await unfoldedShift(page, shift);

      // Create Invoice asks first, naming the patient; Yes opens the invoice in a new tab; the card then offers
      // View Invoice, which opens it again (without asking: it only shows).
      await card.getByRole('button', { name: 'Create Invoice' }).click();
      await page.getByText(`Create the QuickBooks invoice for ${patient.name}'s session of`).waitFor();
      await screenshot(page, 'dashboard-create-invoice-confirm');
      const created = page.context().waitForEvent('page');
      await confirmYes(page);
      const tab = await created;
      await tab.waitForURL((url) => url.pathname === '/sandbox/quickbooks/app/invoice');
      await tab.getByText('Haemodialysis session').first().waitFor();
      const invoiceURL = tab.url();
      await tab.close();
      const view = card.getByRole('button', { name: 'View Invoice' });
      await view.waitFor();
      const viewed = page.context().waitForEvent('page');
      await view.click();
      const again = await viewed;
      await again.waitForURL((url) => url.pathname === '/sandbox/quickbooks/app/invoice');
      expect(again.url()).toBe(invoiceURL);
      await again.close();
    });
  });
});
