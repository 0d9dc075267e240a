import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey, screenshot } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';
import { aDemoPatient } from '../support/session-fixtures.ts';

const TABLET = { width: 1024, height: 768 };
const CENTRE = 'Bukit Merah Centre';
const test = journeyTest(async () => {
  const director = await apiSession('director@example.com', DEMO_PASSWORD);
  return { patientID: (await aDemoPatient(director, CENTRE)).id };
});

/** Opens a page, waits for it to load, then answers what sticks out sideways: the page's own scroll, buttons. */
async function overflowOf(page: Page, path: string, ready: string): Promise<string[]> {
  await page.goto(path);
  await page.getByText(ready, { exact: true }).first().waitFor();
  await expect
    .poll(() => page.locator('.ant-spin-spinning, .ant-skeleton-active').count(), { timeout: 20_000 })
    .toBe(0);
  const problems: string[] = [];
  // (The journeys have no DOM types: the page's widths are read as expressions.)
  const [scrollWidth, clientWidth] = (await page.evaluate(
    '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
  )) as [number, number];
  if (scrollWidth > clientWidth) problems.push(`page scrolls sideways (${scrollWidth}px wide)`);
  for (const button of await page.locator('.ant-btn-primary').filter({ visible: true }).all()) {
    const box = await button.boundingBox();
    if (box && (box.x < 0 || box.x + box.width > TABLET.width)) {
      problems.push(
        `'${(await button.innerText()).trim()}' at ${Math.round(box.x)}-${Math.round(box.x + box.width)}px`,
      );
    }
  }
  return problems;
}

describe('a tablet at 1024x768 (issue 12, item 8)', () => {
  test('every page fits without scrolling the page sideways, each primary button within the screen', async ({
    browser,
    given: { patientID },
  }) => {
    await journey(
      browser,
      'tablet-layout',
      async (page) => {
        await signInToCentre(page, 'director@example.com', CENTRE);
        const pages: [string, string][] = [
          ['/', 'Dashboard'],
          ['/availability', 'Availability'],
          ['/routineorder', 'Routine Orders'],
          ['/manage', 'Manage'],
          ['/manage/machinestatus', 'Machine Status'],
          ['/manage/staff', 'Manage Staff'],
          ['/manage/certification', 'Manage Certifications'],
          ['/manage/machine', 'Manage Machines'],
          ['/manage/seat', 'Manage Seats'],
          ['/manage/centre', 'Manage Centres'],
          ['/manage/drug', 'Manage Drugs'],
          ['/manage/symptom', 'Manage Symptoms'],
          ['/manage/dialysis', 'Dialysis Session'],
          ['/settings/account', 'Manage Account'],
          [`/patient/${patientID}`, 'Patient Information'],
          [`/patient/${patientID}/patientrecord`, 'Clinical Notes'],
          [`/patient/${patientID}/appointment`, 'Appointment'],
          [`/patient/${patientID}/document`, 'Documents'],
        ];
        const problems: string[] = [];
        for (const [path, ready] of pages) {
          const found = await overflowOf(page, path, ready);
          if (path === '/manage/machinestatus') await screenshot(page, 'tablet-machine-status');
          if (found.length) {
            problems.push(`${path}: ${found.join('; ')}`);
            await screenshot(page, `tablet${path.replaceAll('/', '-')}`);
          }
        }
        expect(problems).toEqual([]);
      },
      { viewport: TABLET },
    );
  });

  test("shows every entry of the patient's menu, none folded into an overflow", async ({
    browser,
    given: { patientID },
  }) => {
    await journey(
      browser,
      'tablet-patient-menu',
      async (page) => {
        await signInToCentre(page, 'director@example.com', CENTRE);
        await page.goto(`/patient/${patientID}/patientrecord`);
        const menu = page.getByRole('menu', { name: 'Main menu' });
        await page.getByTestId('clinical-notes-panel').waitFor();
        for (const label of [
          'Dashboard',
          'Patient Info',
          'Patient Record',
          'Dialysis Session',
          'Patient Incident Report',
          'Lab Report',
          'Document',
          'Appointment',
        ]) {
          // An entry folded into the overflow ('...') is not a visible menu item of the bar.
          await menu.getByRole('menuitem', { name: label, exact: true }).waitFor();
        }
        // Nothing folded: no overflow entry shown.
        await expect(
          menu.locator('.ant-menu-overflow-item-rest').filter({ visible: true }).count(),
        ).resolves.toBe(0);
        await screenshot(page, 'tablet-patient-menu');
      },
      { viewport: TABLET },
    );
  });
});
