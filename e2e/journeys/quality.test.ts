import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { clickMenuEntry, signInToCentre } from '../support/actions.ts';
import { journey, keepPrint, screenshot } from '../support/browser.ts';
import { journeyTest } from '../support/journey-test.ts';
import { expectEveryPageHeaded, pdfText } from '../support/pdf-text.ts';

const test = journeyTest();
const CENTRE = 'Tampines Centre';

describe('quality indicators', () => {
  test("a Medical Director opens Quality from the menu, sees each indicator's month, month before, trend and network, opens who misses one, prints the list with its header and exports it, and reaches a patient's record", async ({
    browser,
  }) => {
    await journey(browser, 'quality', async (page) => {
      await signInToCentre(page, 'director@example.com', CENTRE);
      await clickMenuEntry(page, 'Quality');
      await page.waitForURL('**/manage/quality');
      await page.getByRole('heading', { name: 'Quality' }).waitFor();

      // The selected centre's last complete month: 14 indicators, each with its share and count behind it.
      const card = page.locator('.ant-card').filter({ hasText: `${CENTRE}: ` });
      await card.waitFor();
      const rows = card.locator('tbody tr.ant-table-row');
      await expect.poll(() => rows.count()).toBe(14);
      await expect
        .poll(() => card.locator('thead th').allInnerTexts())
        .toEqual(expect.arrayContaining(['Indicator', '12 months', 'Network', 'To review']));
      const adequacy = rows.filter({ hasText: 'Dialysis adequacy' });
      await expect.poll(() => adequacy.innerText()).toMatch(/(\d+ %|-)\s+\d+ \/ \d+/);
      await expect
        .poll(() => adequacy.locator('svg.quality-sparkline').getAttribute('aria-label'))
        .toMatch(/12 months: /);
      await screenshot(page, 'quality');

      // An indicator someone misses: its list names the centre, the month and the indicator.
      const link = card.getByRole('link', { name: /^(Patients|Sessions) who miss / }).first();
      await link.waitFor();
      const label = ((await link.getAttribute('aria-label')) ?? '').replace(
        /^(Patients|Sessions) who miss /,
        '',
      );
      await link.click();
      await page.waitForURL(/\/manage\/quality\/\d+\/\d{4}-\d{2}\/\w+$/);
      const heading = page.getByRole('heading', { name: new RegExp(`^Quality · ${label} · \\w{3} \\d{4}$`) });
      await heading.waitFor();
      const title = await heading.innerText();
      await page.getByText(new RegExp(`^${CENTRE} · \\w{3} \\d{4} · Target: `)).waitFor();
      const misses = page.locator('.quality-misses tbody tr.ant-table-row');
      await misses.first().waitFor();
      expect(await misses.count()).toBeGreaterThan(0);
      await screenshot(page, 'quality-misses');

      // On paper: every page headed with the list's indicator and month, the centre, the page and who printed it.
      const since = new Date();
      await page.emulateMedia({ media: 'print' });
      const pdf = await page.pdf({ preferCSSPageSize: true });
      keepPrint('quality-misses', pdf);
      const bodies = expectEveryPageHeaded(
        await pdfText(pdf),
        { identity: title, centre: CENTRE, printedBy: 'Dr Helen Koh' },
        since,
      );
      expect(bodies[0]).toContain('Patient');
      expect(bodies[0]).not.toContain('Export CSV');
      await page.emulateMedia({ media: 'screen' });

      // The CSV: a header and one line per row, each naming the centre and the indicator.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /Export CSV/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^quality-\w+-\d{4}-\d{2}-Tampines-Centre\.csv$/);
      const dir = mkdtempSync(path.join(tmpdir(), 'quality-journey-'));
      const file = path.join(dir, download.suggestedFilename());
      await download.saveAs(file);
      const csv = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
      rmSync(dir, { recursive: true, force: true });
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toBe('Centre,Month,Indicator,Patient,NRIC,Value,Date');
      expect(lines.length).toBe((await misses.count()) + 1);
      expect(lines[1]).toContain(`${CENTRE},`);
      expect(lines[1]).toContain(label);

      // A patient's name opens their record.
      const first = misses.first().getByRole('link');
      const name = await first.innerText();
      await first.click();
      await page.waitForURL(/\/patient\/\d+\/patientrecord$/);
      await page.getByText(name).first().waitFor();
    });
  });
});
