import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { confirmYes, DEMO_PASSWORD, signInToCentre, unfoldedShift } from '../support/actions.ts';
import { apiSession, journey, screenshot } from '../support/browser.ts';
import { DISCONNECT_QUICKBOOKS, SESSION } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aCheckedInPatient, type Call, centreId, checkOutIfRunning } from '../support/session-fixtures.ts';

const NURSE = 'nurse@example.com';
const MANAGER = 'manager@example.com';
const CENTRE = 'Bukit Merah Centre';
const TOKEN_EXPIRED = 'QuickBooks token expired. Please sign in to QuickBooks and Refresh';

const test = journeyTest();
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('a check-out is never lost to a QuickBooks sign-in (issue 30 items 1 and 2)', () => {
  test('the nurse backs out of the QuickBooks page: the session stays checked out, its invoice pending; the token message’s Refresh connects, then the invoice is made', async ({
    browser,
  }) => {
    const manager: Call = await apiSession(MANAGER, DEMO_PASSWORD);
    const clinicID = await centreId(manager, CENTRE);
    // The centre starts never connected (another journey may have connected it): Disconnect.
    await manager(DISCONNECT_QUICKBOOKS, { clinicID });
    const { patient, dialysisID, shift } = await aCheckedInPatient(manager, clinicID, 'Pending', 'M');
    const intra = `/patient/${patient.id}/dialysis/${dialysisID}`;

    try {
      await journey(browser, 'check-out-invoice-pending', async (page) => {
        await signInToCentre(page, NURSE, CENTRE);
        await page.goto(intra);
        await page.getByRole('button', { name: 'Check Out', exact: true }).click();
        const exception = page.getByRole('dialog', { name: 'Check Out Exception' });
        await exception.getByRole('button', { name: 'Continue to Check Out' }).click();
        await page.getByRole('heading', { name: 'Check Out', level: 1 }).waitFor();
        await field(page, 'Post Weight (kg)').fill('62.4');
        await field(page, 'Post Temp (°C)').fill('36.5');
        await field(page, 'Post SBP').fill('128');
        await field(page, 'Post DBP').fill('78');
        await field(page, 'Post HRT').fill('72');
        await field(page, 'KTV Online').fill('1.2');
        await field(page, 'Additional Notes').fill('Typed at the chair before QuickBooks asked');
        await page.getByRole('button', { name: 'Check Out', exact: true }).click();
        const confirm = page.getByRole('dialog', { name: 'Check Out' });
        await confirm.getByRole('button', { name: 'Check Out & Invoice in QuickBooks' }).click();

        // Saved first, then the browser goes to QuickBooks (the centre was never connected).
        await page.waitForURL((url) => url.pathname.startsWith('/sandbox/quickbooks/connect'));
        await page.getByText('QuickBooks sandbox').first().waitFor();
        // The nurse has no QuickBooks login and backs out.
        await page.goBack();
        await page.waitForURL((url) => !url.pathname.startsWith('/sandbox/'));

        // Nothing typed was lost: the session is checked out with the post data and the notes.
        const saved = await manager(SESSION, { patientID: patient.id, id: dialysisID });
        expect(saved.getDialysis.endTime).toBeTruthy();
        expect(saved.getDialysis.notes).toBe('Typed at the chair before QuickBooks asked');

        // Its invoice is pending: the dashboard's card offers Create Invoice.
        await page.goto('/');
        await page.getByTestId('daily-view').waitFor();
        await unfoldedShift(page, shift);
        const card = page.getByRole('article', { name: patient.name });
        await card.getByRole('button', { name: 'Create Invoice' }).click();

        // The token message offers Refresh to a nurse (the policy lets nurses connect) where it is shown.
        const notice = page
          .locator('.ant-message-notice')
          .filter({ hasText: `${TOKEN_EXPIRED} for ${patient.name}` });
        await notice.waitFor();
        await screenshot(page, 'token-message-refresh');
        const connecting = page.context().waitForEvent('page');
        await notice.getByRole('button', { name: 'Refresh' }).click();
        const window = await connecting;
        await window.waitForURL((url) => url.pathname.startsWith('/sandbox/quickbooks/connect'));
        await window.locator('#approve').click();
        await window.waitForEvent('close'); // the link redirect page finished the connection and closed

        await card.getByRole('button', { name: 'Create Invoice' }).click();
        const created = page.context().waitForEvent('page');
        await confirmYes(page);
        const tab = await created;
        await tab.waitForURL((url) => url.pathname === '/sandbox/quickbooks/app/invoice');
        await tab.getByText('Haemodialysis session').first().waitFor();
        await tab.close();
        await card.getByRole('button', { name: 'View Invoice' }).waitFor();
      });
    } finally {
      await checkOutIfRunning(manager, patient.id, dialysisID);
      // Leave the centre as other journeys expect it: never connected.
      await manager(DISCONNECT_QUICKBOOKS, { clinicID });
    }
  });
});
