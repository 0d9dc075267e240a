import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkZipExpansion, zipEntries } from './zip-guard.ts';

/** A zip of these parts written by hand, so a test can make it lie about the sizes it declares. */
function zip(parts: { name: string; content: Uint8Array; declaredSize?: number; stored?: boolean }[]) {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = new TextEncoder().encode(part.name);
    const data = part.stored ? part.content : deflateRawSync(part.content);
    const size = part.declaredSize ?? part.content.length;
    const local = new Uint8Array(30 + name.length + data.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(8, part.stored ? 0 : 8, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, size, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    local.set(data, 30 + name.length);
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(10, part.stored ? 0 : 8, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, size, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directorySize = centrals.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, parts.length, true);
  ev.setUint16(10, parts.length, true);
  ev.setUint32(12, directorySize, true);
  ev.setUint32(16, offset, true);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}

const zeros = (n: number) => new Uint8Array(n);
const LIMITS = { maxExpandedBytes: 1_000_000, maxZipEntries: 10 };
const TOO_LARGE = 'The workbook expands to more than 120 MB: it was not opened. Save it as CSV, or split it.';

describe('XLSX zip-bomb defence', () => {
  it("reads a real workbook's directory and measures what it expands to", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Labs').addRow(['Date', 'NRIC', 'K']);
    const data = new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    const entries = zipEntries(data);
    expect(entries.map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
    const declared = entries.reduce((n, e) => n + e.declaredSize, 0);
    expect(await checkZipExpansion(data)).toBe(declared);
  });

  it('refuses a zip whose declared sizes pass the limit, before inflating anything', async () => {
    // 10 MB of zeros compress to about 10 kB: the bomb, in small.
    const bomb = zip([{ name: 'xl/worksheets/sheet1.xml', content: zeros(2_000_000) }]);
    expect(bomb.length).toBeLessThan(5_000);
    await expect(checkZipExpansion(bomb, LIMITS)).rejects.toMatchObject({
      name: 'LabFileRefused',
      message: TOO_LARGE,
    });
  });

  it('refuses a part that lies about its size, by counting what it really expands to', async () => {
    const liar = zip([
      { name: 'a.xml', content: zeros(600_000), declaredSize: 10 },
      { name: 'b.xml', content: zeros(600_000), declaredSize: 10 },
    ]);
    expect(zipEntries(liar, LIMITS).map((e) => e.declaredSize)).toEqual([10, 10]);
    await expect(checkZipExpansion(liar, LIMITS)).rejects.toMatchObject({ message: TOO_LARGE });
    const honest = zip([{ name: 'a.xml', content: zeros(600_000), declaredSize: 10 }]);
    expect(await checkZipExpansion(honest, LIMITS)).toBe(600_000);
  });

  it('refuses too many parts, and what is not a zip it can read', async () => {
    const many = zip(Array.from({ length: 11 }, (_, i) => ({ name: `p${i}`, content: zeros(1) })));
    await expect(checkZipExpansion(many, LIMITS)).rejects.toMatchObject({ message: TOO_LARGE });
    await expect(checkZipExpansion(new TextEncoder().encode('Date,NRIC\n'), LIMITS)).rejects.toMatchObject({
      message: 'The file is not a workbook that can be read. Save it as CSV or XLSX and try again.',
    });
    // A part the directory says is deflated but whose bytes are not deflate data.
    const corrupt = zip([
      { name: 'a.xml', content: new TextEncoder().encode('x'.repeat(1000)), stored: true },
    ]);
    const [entry] = zipEntries(corrupt, LIMITS);
    const directoryAt = 30 + 'a.xml'.length + (entry?.compressedSize ?? 0);
    new DataView(corrupt.buffer).setUint16(directoryAt + 10, 8, true);
    expect(zipEntries(corrupt, LIMITS)[0]?.method).toBe(8);
    await expect(checkZipExpansion(corrupt, LIMITS)).rejects.toMatchObject({
      message: 'The file is not a workbook that can be read. Save it as CSV or XLSX and try again.',
    });
  });
});
