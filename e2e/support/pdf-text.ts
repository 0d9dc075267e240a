import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a PDF (Chromium's page.pdf), page by page, as a reader would copy it. */
export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  // pdf.js refuses a Buffer (what page.pdf answers): a plain Uint8Array view of the same bytes.
  const data = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const document = await getDocument({ data, useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages;
}
