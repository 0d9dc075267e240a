import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { shownDateTime } from './dates.ts';

/**
 * A plain Uint8Array copy of the bytes: pdf.js refuses a Buffer (what page.pdf answers), and it takes over
 * (detaches) the array it is given, so the caller's bytes stay readable for another look.
 */
const copyOf = (pdf: Uint8Array) => new Uint8Array(pdf);

/** The text of a PDF (Chromium's page.pdf), page by page, as a reader would copy it. */
export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: copyOf(pdf), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages;
}

/** Each page's size in PDF points (width, height), rounded: A4 landscape is 842 x 595. */
export async function pdfPageSizes(pdf: Uint8Array): Promise<[number, number][]> {
  const document = await getDocument({ data: copyOf(pdf), useSystemFonts: true }).promise;
  const sizes: [number, number][] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = (await document.getPage(n)).view;
    sizes.push([Math.round(x1 - x0), Math.round(y1 - y0)]);
  }
  await document.destroy();
  return sizes;
}

/** What the header of every printed page says (issue 25 item 5), as the test expects it. */
export interface PrintedHeader {
  /** 'Name · ID P0001 · DOB 20 May 1961 · NRIC *****567D', the NRIC as that print shows it. */
  identity: string;
  centre: string;
  printedBy: string;
  /** The centre's time zone: the printed time is on its clock. */
  timeZone?: string;
}

/** Every minute from `since` to now, as the app prints a time: a print made in that span says one of them. */
function minutesSince(since: Date, timeZone: string | undefined): string[] {
  const shown: string[] = [];
  for (let t = Math.floor(since.getTime() / 60_000) * 60_000; t <= Date.now(); t += 60_000) {
    shown.push(shownDateTime(new Date(t), timeZone));
  }
  return shown;
}

/**
 * Checks that every page of a print carries its header (the patient's identity, the centre, 'Page x of y',
 * 'Printed <when> by <who>', printed between `since` and now) and is not the header alone. Answers each page's
 * text without its header, for the caller's checks of what is on which page.
 */
export function expectEveryPageHeaded(pages: string[], header: PrintedHeader, since: Date): string[] {
  expect(pages.length).toBeGreaterThan(0);
  const printed = new RegExp(
    `Printed (\\d{2} \\w{3} \\d{4} \\d{2}:\\d{2}) by ${escapeRegExp(header.printedBy)}`,
  );
  const when = minutesSince(since, header.timeZone);
  return pages.map((text, i) => {
    const pageOf = `Page ${i + 1} of ${pages.length}`;
    expect(text, `page ${i + 1}`).toContain(header.identity);
    expect(text, `page ${i + 1}`).toContain(header.centre);
    expect(text, `page ${i + 1}`).toContain(pageOf);
    const stamp = printed.exec(text);
    expect(stamp?.[1], `page ${i + 1}: ${text.slice(0, 300)}`).toBeDefined();
    expect(when).toContain(stamp?.[1]);
    const body = [header.identity, header.centre, pageOf, stamp?.[0] ?? '']
      .reduce((rest, part) => rest.replace(part, ''), text)
      .replace(/\s+/g, ' ')
      .trim();
    // Not a blank page: something of the print itself under the header.
    expect(body.length, `page ${i + 1} is blank`).toBeGreaterThan(20);
    return body;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A4 landscape's printable width in CSS pixels: 297 mm less the print's 10 mm side margins. */
const A4_LANDSCAPE_CONTENT = Math.floor(((297 - 20) / 25.4) * 96);

/**
 * In print media at the width of an A4 landscape page, every table of the print fits: none scrolls or is
 * wider than its box (on paper a scroller cuts its last columns), nor is the page wider than the paper.
 * Answers the offenders, for the message.
 */
export async function tablesCutOnA4Landscape(page: Page): Promise<string[]> {
  const viewport = page.viewportSize();
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: A4_LANDSCAPE_CONTENT, height: viewport?.height ?? 900 });
  try {
    // An expression string: the e2e project has no DOM types.
    return (await page.evaluate(`(() => {
      const cut = [];
      for (const box of document.querySelectorAll('.ant-table-content, .ant-table-body, .ant-table')) {
        if (box.scrollWidth > box.clientWidth + 1) {
          const title = box.closest('.ant-card')?.querySelector('.ant-card-head-title')?.textContent ?? '';
          cut.push(title + ': ' + box.scrollWidth + ' > ' + box.clientWidth);
        }
      }
      if (document.documentElement.scrollWidth > window.innerWidth + 1) {
        cut.push('page: ' + document.documentElement.scrollWidth + ' > ' + window.innerWidth);
      }
      return cut;
    })()`)) as string[];
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}
