import type { PrintHeader } from '@dialysis/domain';

/**
 * The running header of the record's prints (issue 25 item 5) as CSS: the page's top margin boxes, which
 * Chromium repeats on every printed page and which alone know the page count (`counter(pages)`). The text is the
 * patient's, so it goes into CSS strings escaped character by character.
 */

/** Characters written as they are inside a CSS string; every other one becomes a hex escape. */
const PLAIN = /[A-Za-z0-9 .,:;()/*#@&+_\-']/;

/**
 * A CSS string literal of `text`: letters, digits and plain punctuation as they are, everything else (quotes,
 * backslashes, line breaks, '<', any non-ASCII letter) as `\hex ` (the space ends the escape), so a patient's
 * name can neither end the string nor the style sheet.
 */
export function cssString(text: string): string {
  let out = '';
  for (const char of text) {
    out += PLAIN.test(char) ? char : `\\${(char.codePointAt(0) ?? 0xfffd).toString(16)} `;
  }
  return `"${out}"`;
}

/** A line break inside generated content (with white-space: pre). */
const BREAK = '"\\a "';

/**
 * The @page rules of a print's header: the patient's identity and centre on the left; 'Page x of y' and who
 * printed it when on the right. print.css gives the page its size and margins.
 */
export function printPageCss(header: PrintHeader): string {
  const box = 'font: 8.5pt/1.35 Arial, Helvetica, sans-serif; color: #222; white-space: pre;';
  return `@media print {
  @page {
    @top-left {
      content: ${cssString(`${header.patient}\n${header.centre}`)};
      ${box} text-align: left; vertical-align: bottom; padding-bottom: 2mm;
    }
    @top-right {
      content: "Page " counter(page) " of " counter(pages) ${BREAK} ${cssString(header.printed)};
      ${box} text-align: right; vertical-align: bottom; padding-bottom: 2mm;
    }
  }
}
`;
}
