import { describe, expect } from 'vitest';
import { DEMO_PASSWORD, signInToCentre } from '../support/actions.ts';
import { apiSession, journey, screenshot } from '../support/browser.ts';
import { CENTRES, CREATE_PATIENT } from '../support/documents.ts';
import { journeyTest } from '../support/journey-test.ts';

const test = journeyTest();

describe('a nurse finds a patient from the dashboard search', () => {
  test('searches the current centre by part of a name, then all her centres, finds a new patient and opens them; a refused search lists nothing', async ({
    browser,
  }) => {
    await journey(browser, 'patient-search', async (page) => {
      await signInToCentre(page, 'nurse@example.com', 'Jurong Centre');

      await page.getByTestId('search-mode').click();
      await page.getByRole('radio', { name: 'Search Current Centre' }).click();
      await page.waitForURL((url) => url.searchParams.get('mode') === 'centre');
      await page.getByTestId('patient-search-card').first().waitFor();
      const everyone = await page.getByTestId('result-text').textContent();
      // Part of a demo patient's given name ('Wei Ming', 'Mei Ling', ...), typed in lower case.
      await page.getByLabel('Search patient / NRIC').fill('ei');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === 'ei');
      // The previous page stays on screen until the search answers: wait for its result line to change.
      await expect
        .poll(() => page.getByTestId('result-text').textContent(), { timeout: 15_000 })
        .not.toBe(everyone);
      const names = await page.getByTestId('patient-name').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name.toLowerCase()).toContain('ei');
      await expect(page.getByTestId('patient-nric').first().textContent()).resolves.toMatch(/^\*+\w{4}$/);
      const centreLine = `${names.length} record(s) found, showing page 1 out of 1`;
      await expect(page.getByTestId('result-text').textContent()).resolves.toBe(centreLine);
      // Centre mode does not name the centre on each card.
      await expect(page.getByTestId('patient-centre').count()).resolves.toBe(0);

      await page.getByTestId('search-mode').click();
      await page.getByRole('radio', { name: 'Search All Centres' }).click();
      await page.waitForURL((url) => url.searchParams.get('mode') === 'all');
      // Both her centres now: more patients than Jurong's alone.
      await expect
        .poll(() => page.getByTestId('result-text').textContent(), { timeout: 15_000 })
        .not.toBe(centreLine);
      const centres = new Set(await page.getByTestId('patient-centre').allTextContents());
      // Her centres are Bukit Merah and Jurong; Tampines patients never show.
      for (const centre of centres) expect(centre.trim()).toMatch(/^(Bukit Merah|Jurong) Centre$/);
      expect([...centres].some((c) => c.includes('Bukit Merah'))).toBe(true);

      // A patient registered a moment ago (through the API, as Create Patient does) is found by part of the
      // name, and the card leads to Patient Info, where the menu becomes the patient's.
      const api = await apiSession('nurse@example.com', DEMO_PASSWORD);
      const clinics = await api(CENTRES);
      const jurong = clinics.listClinic.result.find((c) => c.name === 'Jurong Centre');
      const word = `Quoravel${String.fromCharCode(...[0, 1, 2, 3].map(() => 97 + Math.floor(Math.random() * 26)))}`;
      const created = await api(CREATE_PATIENT, {
        create: {
          allergies: ['Penicillin'],
          patient: {
            existingClinicID: jurong?.id,
            name: `Tan ${word} Lee`,
            idType: 'NRIC',
            nric: `T${String(Date.now() % 10_000_000).padStart(7, '0')}Q`,
            gender: 'F',
            dob: '1958-02-14',
            race: 'Chinese',
            phoneNo: '+65 9123-4567',
            address: '1 Jurong West Street',
            nokName: 'Tan Mei Ling',
            nokPhoneNo: '9876 5432',
            amputee: 'No',
            DESRD: '2020-01-01',
            height: 160,
            weight: 55000,
          },
        },
      });
      await page.getByLabel('Search patient / NRIC').fill(word.slice(2).toUpperCase());
      await page.getByRole('button', { name: 'Search' }).click();
      const found = page.locator(
        `[data-testid="patient-search-card"][data-patient-id="${created.createPatient.id}"]`,
      );
      await found.waitFor();
      await expect(page.getByTestId('result-text').textContent()).resolves.toBe(
        '1 record(s) found, showing page 1 out of 1',
      );
      await found.getByRole('link', { name: 'Patient Info' }).click();
      await page.waitForURL((url) => url.pathname === `/patient/${created.createPatient.id}`);
      const menu = page.getByRole('menu', { name: 'Main menu' });
      await menu.getByText('Patient Record').waitFor();
      // The role's top menu (Manage) gives way to the patient's.
      await expect(menu.getByText('Manage').count()).resolves.toBe(0);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');

      // Nothing found: the empty image and the info message.
      await page.getByLabel('Search patient / NRIC').fill('Zzqx');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByTestId('dashboard-empty').waitFor();
      await page.locator('.ant-message-info').getByText('No records found.').waitFor();

      // The same validation as the daily search.
      await page.getByLabel('Search patient / NRIC').fill('Tan; drop');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByText('Alphanumeric only').waitFor();
      expect(new URL(page.url()).searchParams.get('q')).toBe('Zzqx');

      // A refused search lists nothing: the previous search's patients are not passed off as its matches.
      await page.getByLabel('Search patient / NRIC').fill('ei');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByTestId('patient-search-card').first().waitFor();
      await page.getByLabel('Search patient / NRIC').fill('ei; drop');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByTestId('search-refused').waitFor();
      await expect(page.getByTestId('patient-search-card').filter({ visible: true }).count()).resolves.toBe(
        0,
      );
      await expect(page.getByTestId('result-text').filter({ visible: true }).count()).resolves.toBe(0);
      await screenshot(page, 'dashboard-search-refused');
      // The next accepted search lists again.
      await page.getByLabel('Search patient / NRIC').fill('ei');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByTestId('patient-search-card').first().waitFor();
    });
  });
});
