import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { confirmYes, DEMO_PASSWORD, signInToCentre, typeDate } from '../support/actions.ts';
import { apiSession, journey, screenshot } from '../support/browser.ts';
import { CREATE_NOTE } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aFreshPatient, centreId } from '../support/session-fixtures.ts';

const test = journeyTest();

const RUN = Date.now().toString(36).toUpperCase();
const CENTRE = 'Jurong Centre';

/** A new Jurong patient with a clinical note the demo nurse wrote through the API a minute ago. */
async function aPatientWithANote(plan: string) {
  const call = await apiSession('nurse@example.com', DEMO_PASSWORD);
  const clinicID = await centreId(call, CENTRE);
  const patient = await aFreshPatient(call, clinicID, `Latest ${RUN}`);
  const at = new Date(Date.now() - 60_000).toISOString();
  await call(CREATE_NOTE, {
    create: { patientID: patient.id, clinicID, type: 'CLINIC', admitTimestamp: at, plan: `Old ${plan}` },
  });
  await call(CREATE_NOTE, {
    create: { patientID: patient.id, clinicID, type: 'EVENT', admitTimestamp: at, plan },
  });
  return patient;
}

async function searchPatient(page: Page, name: string) {
  const search = page.getByRole('searchbox', { name: 'Search patient / NRIC' });
  await search.fill(name);
  await search.press('Enter');
}

describe('Latest Clinical Note', () => {
  test("a note written through the API is the author's latest for that patient, with the patient's links", async ({
    browser,
  }) => {
    const plan = `Review dry weight ${RUN}`;
    const patient = await aPatientWithANote(plan);
    await journey(browser, 'latest-notes-author', async (page) => {
      await signInToCentre(page, 'nurse@example.com', CENTRE);
      await page.getByRole('menuitem', { name: 'Latest Clinical Note' }).hover();
      await page.getByRole('menuitem', { name: 'By Author' }).click();
      await page.waitForURL('**/clinicalnote/author');
      await page.getByRole('heading', { name: 'Latest Clinical Note - By Author' }).waitFor();
      // The signed-in nurse is the author chosen first.
      await page.locator('.ant-select', { hasText: 'Nur Aisyah' }).first().waitFor();
      await searchPatient(page, patient.name);
      const card = page.getByTestId('latest-note-card').filter({ hasText: patient.name });
      await card.getByText(plan).waitFor();
      // One card per patient, the newest note only (the search narrows the author's cards, which the demo's
      // year of notes makes many, to this patient's).
      await expect.poll(() => page.getByTestId('latest-note-card').count()).toBe(1);
      expect(await card.getByText(`Old ${plan}`).count()).toBe(0);
      await card.getByText('Event', { exact: true }).waitFor();
      await screenshot(page, 'latest-notes-author');

      const href = (name: string) => card.getByRole('link', { name, exact: true }).getAttribute('href');
      expect(await href('Patient Information')).toBe(`/patient/${patient.id}`);
      expect(await href('Patient Record')).toBe(`/patient/${patient.id}/patientrecord`);
      expect(await href('Clinical Notes')).toBe(`/patient/${patient.id}/patientrecord#clinicalnotes`);
      expect(await href('Hospital Entries')).toBe(`/patient/${patient.id}/patientrecord#hospitalentries`);
      await card.getByRole('link', { name: 'Clinical Notes', exact: true }).click();
      // The record opens at its Clinical Notes panel, which lists the patient's two notes.
      const notes = page.getByTestId('clinical-notes-panel');
      await notes.getByRole('row', { name: /Event/ }).waitFor();
      expect(await notes.getByRole('row', { name: /Nur Aisyah/ }).count()).toBe(2);
      expect(new URL(page.url()).hash).toBe('#clinicalnotes');
    });
  });

  test('by centre lists the selected centre, with the page-size changer', async ({ browser }) => {
    const plan = `Centre card ${RUN}`;
    const patient = await aPatientWithANote(plan);
    await journey(browser, 'latest-notes-centre', async (page) => {
      await signInToCentre(page, 'nurse@example.com', CENTRE);
      await page.goto('/clinicalnote/centre');
      await page.getByTestId('latest-notes-centre').getByText(CENTRE).waitFor();
      await page.getByText('100 / page').waitFor();
      await searchPatient(page, patient.name);
      const card = page.getByTestId('latest-note-card').filter({ hasText: patient.name });
      await card.getByText(plan).waitFor();
      await screenshot(page, 'latest-notes-centre');
    });
  });
});

describe('Hospital reasons', () => {
  test('a Nurse Manager adds a reason on Manage Hospital Reasons, edits it, and the Hospital Entry form offers it', async ({
    browser,
  }) => {
    const reason = `Hypoglycaemia ${RUN}`;
    const call = await apiSession('nurse@example.com', DEMO_PASSWORD);
    const patient = await aFreshPatient(call, await centreId(call, CENTRE), `Reason ${RUN}`);
    await journey(browser, 'hospital-reasons', async (page) => {
      await signInToCentre(page, 'manager@example.com', 'Tampines Centre');
      await page.goto('/manage');
      await page.getByText('Hospital Reasons', { exact: true }).click();
      await page.waitForURL('**/manage/hospitalreason');
      await page.getByRole('heading', { name: 'Manage Hospital Reasons' }).waitFor();
      // The seeded list, by reason.
      await page.getByRole('cell', { name: 'Access thrombosis', exact: true }).waitFor();
      await screenshot(page, 'hospital-reasons-list');

      await page.getByRole('button', { name: 'Add Hospital Reason' }).click();
      const add = page.getByRole('dialog', { name: 'Add Hospital Reason' });
      await add.getByLabel('Reason', { exact: true }).fill(`${reason} draft`);
      await add.getByRole('button', { name: 'Save' }).click();
      await confirmYes(page, 'Created successfully');
      await add.waitFor({ state: 'detached' });

      const search = page.getByRole('searchbox');
      await search.fill(RUN);
      await search.press('Enter');
      const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: `${reason} draft` });
      await row.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Hospital Reason' });
      expect(await edit.getByLabel('Reason', { exact: true }).inputValue()).toBe(`${reason} draft`);
      await edit.getByLabel('Reason', { exact: true }).fill(reason);
      await edit.getByRole('button', { name: 'Save' }).click();
      await confirmYes(page, 'Updated successfully');
      await page.getByRole('cell', { name: reason, exact: true }).waitFor();
      await screenshot(page, 'hospital-reasons-edited');
    });

    await journey(browser, 'hospital-entry-reason', async (page) => {
      await signInToCentre(page, 'nurse@example.com', CENTRE);
      await page.goto(`/patient/${patient.id}/patientrecord#hospitalentries`);
      const panel = page.getByTestId('hospital-entries-panel');
      await panel.getByRole('button', { name: 'Add' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Hospital Entry' });
      const yesterday = new Date(Date.now() - 36 * 3600_000);
      const fmt = (d: Date) =>
        `${String(d.getDate()).padStart(2, '0')} ${d.toLocaleString('en-GB', { month: 'short' })} ${d.getFullYear()} 09:00`;
      await typeDate(dialog, 'Admission Date', fmt(yesterday));
      await typeDate(dialog, 'Discharge Date', fmt(yesterday));
      await dialog.getByLabel('Location', { exact: true }).fill('SGH');
      // The Reason is a choice of the list, searched by typing.
      await dialog.getByLabel('Reason', { exact: true }).click();
      await dialog.getByLabel('Reason', { exact: true }).fill(RUN);
      await page.locator('.ant-select-item-option', { hasText: reason }).click();
      await screenshot(page, 'hospital-entry-reason');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await confirmYes(page);
      await dialog.waitFor({ state: 'detached' });
      await panel.getByRole('cell', { name: reason }).waitFor();
    });
  });
});
