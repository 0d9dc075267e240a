import { printHeader } from '@dialysis/domain';
import { describe, expect, it } from 'vitest';
import { cssString, printPageCss } from './print-page-css.ts';

/** What a CSS parser reads back from a string literal (the escapes this module writes). */
const readBack = (literal: string) =>
  literal
    .slice(1, -1)
    .replace(/\\([0-9a-f]{1,6}) /g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)));

describe('cssString', () => {
  it('keeps plain text as it is', () => {
    expect(cssString('Tan Wei Ming · ID P0001')).toBe('"Tan Wei Ming \\b7  ID P0001"');
    expect(cssString("O'Neil, A. (Mdm)")).toBe(`"O'Neil, A. (Mdm)"`);
  });

  it('escapes what could end the string or the style sheet, and reads back the same text', () => {
    for (const text of [
      'say "hi"',
      'back\\slash',
      'line\nbreak',
      '</style><script>',
      '陈伟明',
      'emoji 🙂',
      '}',
    ]) {
      const literal = cssString(text);
      expect(literal.slice(1, -1)).not.toMatch(/["\n<>{}]/);
      expect(literal.slice(1, -1).replace(/\\[0-9a-f]{1,6} /g, '')).not.toContain('\\');
      expect(readBack(literal)).toBe(text);
    }
  });
});

describe('printPageCss', () => {
  const css = printPageCss(
    printHeader({
      patient: { name: 'Tan "Wei" Ming', namecode: 'P0001', dob: '1961-05-20', nric: 'S1234567D' },
      nric: 'masked',
      centre: 'Tampines Centre',
      printedAt: '27 Nov 2026 21:54',
      printedBy: 'Grace Lim',
    }),
  );

  it('puts the identity and centre top left, the page count and who printed when top right, in print only', () => {
    expect(css).toMatch(/^@media print \{\s*@page \{\s*@top-left \{/);
    const left = /@top-left \{\s*content: ("[^"]*");/.exec(css)?.[1] ?? '';
    expect(readBack(left)).toBe(
      'Tan "Wei" Ming · ID P0001 · DOB 20 May 1961 · NRIC *****567D\nTampines Centre',
    );
    expect(css).toContain(
      'content: "Page " counter(page) " of " counter(pages) "\\a " "Printed 27 Nov 2026 21:54 by Grace Lim";',
    );
  });

  it('never prints the NRIC in full', () => {
    expect(css).not.toContain('S1234567D');
  });
});
