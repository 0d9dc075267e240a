import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { confirmYes, pick, signInToCentre } from '../support/actions.ts';
import { journey, screenshot } from '../support/browser.ts';
import { checkInField, fillVitals, pickAFreeMachine } from '../support/check-in-form.ts';
import { PATIENT_SESSIONS, READING_VALUES, SESSION_MACHINES } from '../support/documents.ts';
import {
  CENTRE,
  enterReading,
  KEPT_CHECK_IN,
  KEPT_READING,
  NURSE,
  notSaved,
  offlineJourneyTest,
  readyForOffline,
  SECOND_NURSE,
  TABLET,
  waiting,
  watchedCard,
} from '../support/offline.ts';
import {
  aFreeMachine,
  aFreshPatient,
  anOrder,
  bookTodayWithASeat,
  type Call,
  checkIn,
  checkOutIfRunning,
  openShift,
} from '../support/session-fixtures.ts';

// Issue 31, a check-in kept offline: the network is cut on the check-in form, the nurse checks in and enters
// readings on the session the tablet keeps (provisional, named by an id the tablet made), reloads the page while
// offline; the network returns: one session, each reading stored once on it, seen by a second nurse. And when
// the appointment was checked in on another tablet meanwhile: that session stands, the kept check-in and its
// readings are shown with their values, never attached to it unless the nurse re-enters them there.
const PROVISIONAL = 'Checked in on this tablet only: not sent yet';

const test = offlineJourneyTest();

/**
 * A new patient with an order, booked today in Jurong (`asked`, or a later session when it has ended; making
 * room when full), not checked in. The journeys of a run fill the noon session: the later tests book the evening.
 */
async function aBookedPatient(manager: Call, clinicID: number, prefix: string, asked: 'N' | 'E' = 'N') {
  const patient = await aFreshPatient(manager, clinicID, prefix);
  await anOrder(manager, patient.id);
  const appointmentID = await bookTodayWithASeat(manager, patient.id, clinicID, asked);
  // The session it was booked in (bookTodayWithASeat's): the dashboard section its card is in.
  return { patient, appointmentID, shift: openShift(asked) };
}

const field = checkInField;

/**
 * Opens the check-in form online and waits until it opens offline (its answers kept on the tablet), then cuts
 * the network, fills the form and checks in: kept, the tablet opens the provisional session. Answers its id.
 */
async function checkInOffline(page: Page, patientID: number, appointmentID: number, clinicID: number) {
  await page.goto(`/patient/${patientID}/dialysis/appointment/${appointmentID}`);
  await page.getByRole('heading', { name: 'Check In', level: 1 }).waitFor();
  // The order's dry weight prefilled: the page has what it needs.
  await expect.poll(() => field(page, 'Dry Weight (kg)').inputValue()).toBe('62');
  await readyForOffline(page, [
    ['patientRecord', patientID, 'header'],
    ['sessionMachines', clinicID],
  ]);

  await page.context().setOffline(true);
  await field(page, 'Pre Weight (kg)').fill('64.2');
  await field(page, 'Last Weight (kg)').fill('62');
  await field(page, 'UF Target (kg)').fill('2.2');
  await fillVitals(page);
  const machine = await pickAFreeMachine(page);
  await pick(page, 'Dialyser', 'FX80');
  await page.getByRole('button', { name: 'Check In', exact: true }).click();
  await confirmYes(page, KEPT_CHECK_IN);

  // The provisional session: its page, clearly marked, the check-in waiting to send.
  await page.waitForURL(new RegExp(`/patient/${patientID}/dialysis/[0-9a-f-]{36}$`));
  await page.getByText(PROVISIONAL).waitFor();
  await waiting(page, 'Check In').waitFor();
  expect(await waiting(page, 'Check In').innerText()).toContain('138');
  await screenshot(page, 'offline-check-in-provisional');
  return { sessionKey: new URL(page.url()).pathname.split('/').at(-1) as string, machine };
}

const sessionsOf = async (call: Call, patientID: number) =>
  (await call(PATIENT_SESSIONS, { filter: { patientID: { eq: patientID }, deleted: { eq: 0 } } }))
    .listDialysis.result;
const readingsOf = async (call: Call, dialysisID: number) =>
  (await call(READING_VALUES, { filter: { dialysisID: { eq: dialysisID }, deleted: { eq: 0 } } }))
    .listDialysisInterval;

describe('offline check-in', () => {
  test('a check-in and readings entered offline survive a reload and land once on the session the check-in makes', async ({
    browser,
    given,
  }) => {
    const { manager, clinicID } = given;
    const { patient, appointmentID, shift } = await aBookedPatient(manager, clinicID, 'Offline Checkin');
    let dialysisID: number | undefined;
    try {
      await journey(
        browser,
        'offline-check-in',
        async (page) => {
          await signInToCentre(page, NURSE, CENTRE);
          const { sessionKey } = await checkInOffline(page, patient.id, appointmentID, clinicID);
          const checkedInAt = Date.now();

          // Readings on the provisional session: kept behind the check-in, counted, the countdown going on.
          for (const sbp of ['131', '132']) await enterReading(page, sbp, KEPT_READING);
          await expect.poll(() => waiting(page, 'Reading').count()).toBe(2);
          expect(await page.getByLabel('Session').innerText()).toContain('(2 waiting to send)');
          await screenshot(page, 'offline-check-in-kept');

          // Reloaded while offline: the provisional session opens again from the service worker and the tablet.
          await page.reload();
          await page.getByText(PROVISIONAL).waitFor();
          await expect.poll(() => waiting(page, 'Reading').count()).toBe(2);
          await waiting(page, 'Check In').waitFor();
          expect(await page.getByLabel('Patient').innerText()).toContain(patient.name);
          await screenshot(page, 'offline-check-in-reloaded');
          // Nothing reached the server.
          expect(await sessionsOf(manager, patient.id)).toHaveLength(0);

          // A second nurse watches the dashboard (online): the appointment is still waiting there.
          await journey(browser, 'offline-check-in-second-nurse', async (second) => {
            await signInToCentre(second, SECOND_NURSE, CENTRE);
            const { card, stateOfCard } = watchedCard(second, patient.id, shift);
            await expect.poll(stateOfCard).toBe('waiting');

            // The network returns: the check-in is sent, then the readings, to the session it made.
            await page.context().setOffline(false);
            await page.waitForURL(new RegExp(`/patient/${patient.id}/dialysis/\\d+$`), { timeout: 60_000 });
            dialysisID = Number(new URL(page.url()).pathname.split('/').at(-1));
            await expect.poll(stateOfCard, { timeout: 30_000 }).toBe('checked-in');
            const id = dialysisID;
            await expect
              .poll(async () => (await readingsOf(manager, id)).count, { timeout: 60_000, interval: 1_000 })
              .toBe(2);
            // The tablet's list empties (nothing left to send), and nothing more arrives.
            await page.getByTestId('reading-count').waitFor();
            await expect.poll(() => waiting(page, 'Reading').count(), { timeout: 30_000 }).toBe(0);

            // One session, started when the nurse checked in (not when it was sent), each reading once.
            const sessions = await sessionsOf(manager, patient.id);
            expect(sessions.map((s) => s.id)).toEqual([dialysisID]);
            expect(Date.parse(sessions[0]?.startTime as string)).toBeLessThanOrEqual(checkedInAt);
            const stored = await readingsOf(manager, dialysisID);
            expect(stored.result.map((r) => r.SBP).sort()).toEqual([131, 132]);

            // The second nurse opens it from her dashboard: both readings there.
            await card.locator('[data-action="dialysis"]').click();
            await second.waitForURL(new RegExp(`/patient/${patient.id}/dialysis/${dialysisID}$`));
            await expect.poll(() => second.getByTestId('reading-count').innerText()).toBe('2');
            await screenshot(second, 'offline-check-in-second-nurse');
          });
          // The tablet shows the session as the server has it; the provisional address leads there too.
          await expect.poll(() => page.getByTestId('reading-count').innerText()).toBe('2');
          await page.goto(`/patient/${patient.id}/dialysis/${sessionKey}`);
          await page.waitForURL(new RegExp(`/patient/${patient.id}/dialysis/${dialysisID}$`));
          await screenshot(page, 'offline-check-in-sent');
        },
        TABLET,
      );
    } finally {
      if (dialysisID) await checkOutIfRunning(manager, patient.id, dialysisID);
    }
  }, 300_000);

  test('a check-in kept offline while the appointment was checked in elsewhere: that session stands, the kept values are shown, re-entered by hand', async ({
    browser,
    given,
  }) => {
    const { manager, clinicID } = given;
    const { patient, appointmentID } = await aBookedPatient(manager, clinicID, 'Offline Twice', 'E');
    let theirs: number | undefined;
    try {
      await journey(
        browser,
        'offline-check-in-conflict',
        async (page) => {
          await signInToCentre(page, NURSE, CENTRE);
          await checkInOffline(page, patient.id, appointmentID, clinicID);
          await enterReading(page, '150', KEPT_READING);

          // Meanwhile another nurse checks the patient in on another tablet.
          const machine = await aFreeMachine(manager, clinicID);
          theirs = await checkIn(manager, appointmentID, machine.id);

          await page.context().setOffline(false);
          const refused = notSaved(page, 'Check In');
          await refused.waitFor({ timeout: 60_000 });
          expect(await refused.innerText()).toContain('Dialysis already started.');
          const reading = notSaved(page, 'Reading');
          const text = await reading.innerText();
          await page.evaluate('window.scrollTo(0, 0)');
          expect(text).toContain('Its check-in was not saved: Dialysis already started.');
          expect(text).toContain('150');
          await screenshot(page, 'offline-check-in-conflict');

          // Nothing attached to the session that stands.
          expect((await readingsOf(manager, theirs)).count).toBe(0);
          expect((await sessionsOf(manager, patient.id)).map((s) => s.id)).toEqual([theirs]);

          // On the session that stands, the kept values are there too: the nurse re-enters the reading there.
          await page.getByRole('button', { name: "Open the Patient's Session" }).click();
          await page.waitForURL(new RegExp(`/patient/${patient.id}/dialysis/${theirs}$`));
          await page.locator('form#interval').waitFor();
          await notSaved(page, 'Reading').waitFor();
          await screenshot(page, 'offline-check-in-conflict-standing');
          await notSaved(page, 'Reading').getByRole('button', { name: 'Re-enter' }).click();
          const form = page.locator('form#interval');
          await expect.poll(() => form.getByLabel('SBP', { exact: true }).inputValue()).toBe('150');
          await form.getByRole('button', { name: 'Submit Reading' }).click();
          await confirmYes(page, 'Reading recorded.');
          // The check-in is discarded (confirmed): nothing of it is left on the tablet.
          await notSaved(page, 'Check In').getByRole('button', { name: 'Discard' }).click();
          await page.getByRole('button', { name: 'Discard', exact: true }).last().click();
          await notSaved(page, 'Check In').waitFor({ state: 'detached' });
          const stored = await readingsOf(manager, theirs);
          expect(stored.result.map((r) => r.SBP)).toEqual([150]);
          expect(await sessionsOf(manager, patient.id)).toHaveLength(1);
        },
        TABLET,
      );
    } finally {
      if (theirs) await checkOutIfRunning(manager, patient.id, theirs);
    }
  }, 300_000);

  test('a kept check-in refused because its machine was taken meanwhile is re-entered with another: its readings follow it', async ({
    browser,
    given,
  }) => {
    const { manager, clinicID } = given;
    const { patient, appointmentID } = await aBookedPatient(manager, clinicID, 'Offline Machine', 'E');
    const other = await aBookedPatient(manager, clinicID, 'Offline Other', 'E');
    const cleanUp: [number, number][] = [];
    try {
      await journey(
        browser,
        'offline-check-in-reenter',
        async (page) => {
          await signInToCentre(page, NURSE, CENTRE);
          const { machine } = await checkInOffline(page, patient.id, appointmentID, clinicID);
          const checkedInAt = Date.now();
          await enterReading(page, '160', KEPT_READING);

          // Another patient is put on that machine, on another screen.
          const machines = await manager(SESSION_MACHINES, { clinicID });
          const taken = machines.listSessionMachines.find((m) => m.name === machine);
          if (!taken) throw new Error(`machine ${machine} not offered`);
          cleanUp.push([other.patient.id, await checkIn(manager, other.appointmentID, taken.id)]);

          await page.context().setOffline(false);
          const refused = notSaved(page, 'Check In');
          await refused.waitFor({ timeout: 60_000 });
          expect(await refused.innerText()).toContain('Machine already in use in another appointment.');
          expect(await notSaved(page, 'Reading').innerText()).toContain('160');

          // Re-enter: the check-in form with its values; another machine; sent in its place, the reading after it.
          await refused.getByRole('button', { name: 'Re-enter' }).click();
          await page.getByRole('heading', { name: 'Check In', level: 1 }).waitFor();
          await expect.poll(() => field(page, 'Pre SBP').inputValue()).toBe('138');
          await pickAFreeMachine(page, machine);
          await page.getByRole('button', { name: 'Check In', exact: true }).click();
          await confirmYes(page, 'Checked in.');
          await page.waitForURL(new RegExp(`/patient/${patient.id}/dialysis/\\d+$`));
          const dialysisID = Number(new URL(page.url()).pathname.split('/').at(-1));
          cleanUp.push([patient.id, dialysisID]);
          await expect
            .poll(async () => (await readingsOf(manager, dialysisID)).count, { timeout: 60_000 })
            .toBe(1);
          expect((await readingsOf(manager, dialysisID)).result.map((r) => r.SBP)).toEqual([160]);
          // Started when the nurse first checked in, not when it was re-entered.
          const [session] = await sessionsOf(manager, patient.id);
          expect(session?.id).toBe(dialysisID);
          expect(Date.parse(session?.startTime as string)).toBeLessThanOrEqual(checkedInAt);
          await expect.poll(() => page.getByTestId('reading-count').innerText()).toBe('1');
          await screenshot(page, 'offline-check-in-reentered');
        },
        TABLET,
      );
    } finally {
      for (const [patientID, id] of cleanUp) await checkOutIfRunning(manager, patientID, id);
    }
  }, 300_000);
});
