import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { confirmYes, DEMO_PASSWORD } from './actions.ts';
import { apiSession } from './browser.ts';
import { journeyTest } from './journey-test.ts';
import { READING_FORM } from './readings.ts';
import { centreId } from './session-fixtures.ts';

/** What the offline journeys (issue 31) share: the tablet, the kept copies, the reading form, the queue's list. */

/** The offline journeys' centre, the nurse whose tablet loses the network, and the nurse who watches. */
export const CENTRE = 'Jurong Centre';
export const NURSE = 'nurse@example.com';
export const SECOND_NURSE = 'manager@example.com';

/** The offline journeys' file setup: the second nurse's API session (she sets up and checks) and the centre. */
export function offlineJourneyTest() {
  return journeyTest(async () => {
    const manager = await apiSession(SECOND_NURSE, DEMO_PASSWORD);
    return { manager, clinicID: await centreId(manager, CENTRE) };
  });
}

/** The service worker is what opens the page offline (support/browser.ts blocks it for the other journeys). */
export const TABLET = { viewport: { width: 1024, height: 768 }, serviceWorkers: 'allow' as const };
export const KEPT_READING =
  'No connection: the reading is kept on this tablet and will be sent when the connection returns.';
export const KEPT_CHECK_IN =
  'No connection: the check-in is kept on this tablet and will be sent when the connection returns.';
export const KEPT_CHECKOUT =
  'No connection: the check-out is kept on this tablet and will be sent when the connection returns.';
/** The dashboard's shift sections, by the appointment's shift. */
export const SECTIONS = { M: /^Morning/, N: /^Noon/, E: /^Evening/ } as const;

/**
 * Waits until the page's service worker is active and the tablet's copy of the last answers (IndexedDB) holds a
 * query whose key starts with each of `keys` (JSON arrays, compared as text prefixes): the page then opens
 * offline with them.
 */
export async function readyForOffline(page: Page, keys: readonly unknown[][]) {
  // In the page (the journeys' TypeScript has no DOM types: the scripts are text).
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  const prefixes = keys.map((key) => JSON.stringify(key).slice(0, -1));
  const kept = () =>
    page.evaluate<boolean>(`(async () => {
      const name = (await indexedDB.databases()).find((d) => d.name?.startsWith('dialysis-offline-'))?.name;
      if (!name) return false;
      return new Promise((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('copies')) { db.close(); resolve(false); return; }
          const get = db.transaction('copies').objectStore('copies').get('queries');
          get.onsuccess = () => {
            const keys = (get.result?.state?.queries ?? []).map((q) => JSON.stringify(q.queryKey));
            db.close();
            resolve(${JSON.stringify(prefixes)}.every((p) => keys.some((k) => k.startsWith(p))));
          };
          get.onerror = () => resolve(false);
        };
      });
    })()`);
  await expect.poll(kept, { timeout: 20_000 }).toBe(true);
}

/** Every reading of the form but SBP, which each journey sets to its own value (how the database tells them apart). */
const { SBP: _sbp, ...READING } = READING_FORM;

/** One reading through the form, confirmed; `done` is the toast it ends with. */
export async function enterReading(page: Page, sbp: string, done: string) {
  const form = page.locator('form#interval');
  await form.getByLabel('SBP', { exact: true }).fill(sbp);
  for (const [label, value] of Object.entries(READING))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Submit Reading' }).click();
  await confirmYes(page, done);
  // Ready for the next one: the measured values empty again.
  await expect.poll(() => form.getByLabel('SBP', { exact: true }).inputValue()).toBe('');
}

/** The queue's list: the writes of a kind waiting to send, or not saved (`kind`: 'Reading', 'Check In', ...). */
export const waiting = (page: Page, kind: string) =>
  page.getByRole('region', { name: new RegExp(`^${kind} \\d\\d:\\d\\d waiting to send$`) });
export const notSaved = (page: Page, kind: string) =>
  page.getByRole('alert', { name: new RegExp(`^${kind} \\d\\d:\\d\\d not saved$`) });

/**
 * The patient's card on a dashboard and a reader of its state ('waiting', 'checked-in', 'checked-out') that
 * unfolds the card's shift section first when it is folded (the dashboard opens the current shift's).
 */
export function watchedCard(page: Page, patientID: number, shift: keyof typeof SECTIONS) {
  const card = page.locator(`[data-testid="patient-card"][data-patient-id="${patientID}"]`);
  const stateOfCard = async () => {
    if ((await card.count()) === 0) await page.getByRole('button', { name: SECTIONS[shift] }).click();
    return card.getAttribute('data-state', { timeout: 5_000 });
  };
  return { card, stateOfCard };
}
