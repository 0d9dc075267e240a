import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { chooseCentre, DEMO_PASSWORD, signIn, signInToCentre } from '../support/actions.ts';
import { journey, screenshot, type TypedDocument } from '../support/browser.ts';
import { CHECK_OUT, READING_VALUES, SESSION } from '../support/documents.ts';
import { prepareBuild, prepareData, startServer } from '../support/environment.ts';
import {
  CENTRE,
  enterReading,
  KEPT_CHECKOUT,
  KEPT_READING,
  readyForOffline as keptForOffline,
  NURSE,
  offlineJourneyTest,
  SECOND_NURSE,
  TABLET,
  waiting,
  watchedCard,
} from '../support/offline.ts';
import { aCheckedInPatient, type Call, centreId } from '../support/session-fixtures.ts';

// Issue 31: chairside readings that survive a network blip. The nurse's tablet loses the network (Playwright's
// offline mode), readings and a check-out are entered, the page is reloaded while offline, the network comes
// back: each write reaches the database once, in order, and another nurse sees it live.
const SIMPLE_CHECKOUT = 'Check Out & Back to Dashboard (no invoice)';

const test = offlineJourneyTest();

const intraPath = (patientID: number, dialysisID: number) => `/patient/${patientID}/dialysis/${dialysisID}`;

/** Opens the session page and waits until it opens offline (its readings' answers kept on the tablet). */
async function readyForOffline(page: Page, patientID: number, dialysisID: number) {
  await page.goto(intraPath(patientID, dialysisID));
  await page.getByRole('heading', { name: 'Dialysis', exact: true }).waitFor();
  await page.locator('form#interval').waitFor();
  await keptForOffline(page, [['patientRecord', patientID, 'dialysis', dialysisID, 'intervals']]);
}

const waitingReadings = (page: Page) => waiting(page, 'Reading');
const waitingCheckout = (page: Page) => waiting(page, 'Check Out');

/** Three readings and the simple check-out, entered with the network cut; the page reloaded while offline. */
async function enterOffline(page: Page, patientID: number, dialysisID: number, tag: string) {
  await page.context().setOffline(true);
  for (const sbp of ['121', '122', '123']) await enterReading(page, sbp, KEPT_READING);
  await expect.poll(() => waitingReadings(page).count()).toBe(3);
  // The count and the countdown go on from the readings entered.
  expect(await page.getByLabel('Session').innerText()).toContain('(3 waiting to send)');
  await screenshot(page, `offline-readings-${tag}-kept`);

  // Reloaded while offline: the page opens from the service worker and the kept copy, marked as offline.
  await page.reload();
  await page.getByRole('heading', { name: 'Dialysis', exact: true }).waitFor();
  await page.getByText('Offline: showing what this tablet last loaded', { exact: false }).first().waitFor();
  await expect.poll(() => waitingReadings(page).count()).toBe(3);

  // The check-out: fewer than 8 readings, so the exception and its notes.
  await page.getByRole('button', { name: 'Check Out', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to Check Out' }).click();
  await page.getByLabel('Additional Notes').fill(`Offline journey (${tag}): stopped after three readings.`);
  await page.getByRole('button', { name: 'Check Out', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Check Out' });
  // Invoicing needs QuickBooks: not offered offline.
  expect(await modal.getByRole('button', { name: 'Check Out & Invoice in QuickBooks' }).isDisabled()).toBe(
    true,
  );
  await modal.getByRole('button', { name: SIMPLE_CHECKOUT }).click();
  await page.getByText(KEPT_CHECKOUT).first().waitFor();

  // Back on the session page, still offline after another reload: all four kept, in order.
  await page.goto(intraPath(patientID, dialysisID));
  await page.getByRole('heading', { name: 'Dialysis', exact: true }).waitFor();
  await expect.poll(() => waitingReadings(page).count()).toBe(3);
  await waitingCheckout(page).waitFor();
  await screenshot(page, `offline-readings-${tag}-reloaded`);
}

/** Each reading stored exactly once, and the session checked out. */
async function expectStoredOnce(call: Call, patientID: number, dialysisID: number) {
  const stored = async () =>
    (await call(READING_VALUES, { filter: { dialysisID: { eq: dialysisID }, deleted: { eq: 0 } } }))
      .listDialysisInterval;
  await expect.poll(async () => (await stored()).count, { timeout: 90_000, interval: 1_000 }).toBe(3);
  expect((await stored()).result.map((r) => r.SBP).sort()).toEqual([121, 122, 123]);
  await expect
    .poll(async () => (await call(SESSION, { patientID, id: dialysisID })).getDialysis.endTime, {
      timeout: 30_000,
    })
    .not.toBeNull();
}

describe('offline readings', () => {
  test('readings and a check-out entered offline survive a reload and reach the database once, in order', async ({
    browser,
    given,
  }) => {
    const { manager, clinicID } = given;
    const { patient, dialysisID, shift } = await aCheckedInPatient(manager, clinicID, 'Offline', 'N');
    await journey(
      browser,
      'offline-readings',
      async (page) => {
        await signInToCentre(page, NURSE, CENTRE);
        await readyForOffline(page, patient.id, dialysisID);
        await enterOffline(page, patient.id, dialysisID, 'reload');

        // A second nurse watches the dashboard (online) while the tablet is still offline.
        await journey(browser, 'offline-readings-second-nurse', async (second) => {
          await signInToCentre(second, SECOND_NURSE, CENTRE);
          const { stateOfCard } = watchedCard(second, patient.id, shift);
          await expect.poll(stateOfCard).toBe('checked-in');

          // The network returns: the queue sends the readings, then the check-out; the dashboard follows live.
          await page.context().setOffline(false);
          await expect.poll(stateOfCard, { timeout: 60_000 }).toBe('checked-out');
          await screenshot(second, 'offline-readings-second-nurse');
        });
        await expectStoredOnce(manager, patient.id, dialysisID);
        // Nothing is left on the tablet.
        await expect.poll(() => waitingReadings(page).count(), { timeout: 30_000 }).toBe(0);
      },
      TABLET,
    );
  }, 240_000);

  test('a reading that waited while the session was checked out elsewhere is shown with its values, not dropped', async ({
    browser,
    given,
  }) => {
    const { manager, clinicID } = given;
    const { patient, dialysisID } = await aCheckedInPatient(manager, clinicID, 'Offline Conflict', 'N');
    await journey(
      browser,
      'offline-readings-conflict',
      async (page) => {
        await signInToCentre(page, NURSE, CENTRE);
        await readyForOffline(page, patient.id, dialysisID);
        await page.context().setOffline(true);
        await enterReading(page, '140', KEPT_READING);
        await expect.poll(() => waitingReadings(page).count()).toBe(1);

        // Meanwhile the session is checked out on another screen.
        const session = (await manager(SESSION, { patientID: patient.id, id: dialysisID })).getDialysis;
        await manager(CHECK_OUT, {
          checkout: {
            id: dialysisID,
            updatedOn: session.updatedOn,
            mode: 'SIMPLE',
            notes: 'Offline conflict journey: checked out elsewhere.',
          },
        });

        await page.context().setOffline(false);
        const problem = page.getByRole('alert', { name: /^Reading \d\d:\d\d not saved$/ });
        await problem.waitFor({ timeout: 60_000 });
        const text = await problem.innerText();
        // The server's reason and the values as entered.
        expect(text).toContain('No Active Diaylsis Session');
        expect(text).toContain('140');
        expect(text).toContain('-120');
        await screenshot(page, 'offline-readings-conflict');

        // Copy puts the values on the clipboard; Discard (confirmed) removes it.
        await problem.getByRole('button', { name: 'Copy' }).click();
        await page.getByText('Copied.').first().waitFor();
        const copied = await page.evaluate<string>('navigator.clipboard.readText()');
        expect(copied).toContain('Not saved: No Active Diaylsis Session');
        expect(copied).toContain('SBP: 140');
        await problem.getByRole('button', { name: 'Discard' }).click();
        await page.getByRole('button', { name: 'Discard', exact: true }).last().click();
        await problem.waitFor({ state: 'detached' });
        // Nothing was stored for the ended session.
        const stored = await manager(READING_VALUES, {
          filter: { dialysisID: { eq: dialysisID }, deleted: { eq: 0 } },
        });
        expect(stored.listDialysisInterval.count).toBe(0);
      },
      { ...TABLET, permissions: ['clipboard-read', 'clipboard-write'] },
    );
  }, 180_000);

  test('the same with the server restarted while the writes waited', async ({ browser }) => {
    await withOwnServer(browser, async ({ baseURL, call, restart }) => {
      const clinicID = await centreId(call, CENTRE);
      const { patient, dialysisID } = await aCheckedInPatient(call, clinicID, 'Offline Restart', 'N');
      await journey(
        browser,
        'offline-readings-restart',
        async (page) => {
          await page.goto('/login');
          await signIn(page, NURSE, DEMO_PASSWORD);
          await page.waitForURL('**/settings/centre');
          await chooseCentre(page, CENTRE);
          await page.waitForURL((url) => url.pathname === '/');
          await readyForOffline(page, patient.id, dialysisID);
          await enterOffline(page, patient.id, dialysisID, 'restart');

          // The server stops and starts again (same database) while the tablet is offline, then the network
          // returns: the queue tries, backs off, and sends once the server answers.
          await restart(async () => {
            await page.context().setOffline(false);
          });
          await expectStoredOnce(call, patient.id, dialysisID);
          await expect.poll(() => waitingReadings(page).count(), { timeout: 60_000 }).toBe(0);
        },
        { ...TABLET, baseURL },
      );
    });
  }, 480_000);
});

/**
 * A server of this journey's own (the shared one cannot be restarted under the other journeys): its own data
 * folder and port, stopped and started again on both by `restart`, which runs `whileDown` in between.
 */
async function withOwnServer(
  browser: Browser,
  steps: (own: {
    baseURL: string;
    call: Call;
    restart: (whileDown: () => Promise<void>) => Promise<void>;
  }) => Promise<void>,
) {
  void browser;
  const buildDir = mkdtempSync(path.join(tmpdir(), 'dialysis-e2e-offline-'));
  const build = prepareBuild(buildDir);
  const { dataDirs, accounts } = prepareData(build);
  const dataDir = dataDirs[0] as string;
  const wsEndpoint = inject('wsEndpoint');
  let server = await startServer(build, wsEndpoint, { dataDir, accounts }, { keepData: true });
  const baseURL = server.environment.baseURL;
  const port = Number(new URL(baseURL).port);
  const stored = server.environment.sessions[SECOND_NURSE];
  if (!stored) throw new Error('the second nurse did not sign in');
  const cookie = `${stored.name}=${stored.value}`;
  const call = (async (document: TypedDocument<unknown, unknown>, variables?: unknown) => {
    const res = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
    });
    const body = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data;
  }) as unknown as Call;
  const restart = async (whileDown: () => Promise<void>) => {
    await server.stop();
    await whileDown();
    // Down for a few seconds more: the queue meets a refused connection and backs off.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    server = await startServer(build, wsEndpoint, { dataDir, accounts }, { port, keepData: true });
  };
  try {
    await steps({ baseURL, call, restart });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  }
}
