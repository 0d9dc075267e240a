import { LAB_IMPORT_LIMIT_MESSAGES, LAB_IMPORT_LIMITS } from '@dialysis/domain';
import { LabFileRefused } from './file-refused.ts';

/**
 * The zip-bomb defence for XLSX (issue 25 item 3): before exceljs expands a workbook, what it would expand
 * to is measured, and a workbook over the limit is refused unopened. An XLSX is a zip; exceljs (through
 * JSZip) reads the parts the central directory lists, each from its local header, and holds them all.
 *
 * 1. The central directory's declared sizes are summed (no inflating): the usual bomb, small and honest
 *    about its size, is refused at once.
 * 2. Each part is then inflated as JSZip will read it (same directory entry, same local header), by the
 *    browser's own DecompressionStream, counting the bytes as they come and stopping at the limit: a part
 *    that lies about its size costs at most the limit, never the tab.
 *
 * Why by hand: the directory is 46 bytes an entry in a documented format (PKWARE APPNOTE 4.3.12), and the
 * inflating is the browser's. fflate's unzipSync filter reads the declared sizes too but then inflates into
 * whatever the data asks for; zip.js could do both but is a 100 kB library for these 100 lines.
 */

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** Compressed bytes fed to the inflater at a time: deflate expands at most ~1,000 times, so ~16 MB out. */
const FEED = 16 * 1024;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

export interface ZipLimits {
  maxExpandedBytes: number;
  maxZipEntries: number;
}

const notAWorkbook = () => new LabFileRefused(LAB_IMPORT_LIMIT_MESSAGES.notAWorkbook);
const tooLarge = () => new LabFileRefused(LAB_IMPORT_LIMIT_MESSAGES.expandsTooLarge);

/** The central directory's entries (a zip64 archive, over 4 GB or 65,535 parts, is refused as too large). */
export function zipEntries(
  bytes: Uint8Array<ArrayBuffer>,
  limits: ZipLimits = LAB_IMPORT_LIMITS,
): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  // The end record is the last 22 bytes, or earlier by a comment of at most 65,535 bytes.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) throw notAWorkbook();
  const count = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw tooLarge();
  if (count > limits.maxZipEntries) throw tooLarge();
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_SIGNATURE) throw notAWorkbook();
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const entry: ZipEntry = {
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      declaredSize: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    };
    if (entry.compressedSize === 0xffffffff || entry.declaredSize === 0xffffffff) throw tooLarge();
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** An entry's compressed bytes, found through its local header as JSZip finds them. */
function entryData(bytes: Uint8Array<ArrayBuffer>, entry: ZipEntry): Uint8Array<ArrayBuffer> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_SIGNATURE) throw notAWorkbook();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const stop = start + entry.compressedSize;
  if (stop > bytes.length) throw notAWorkbook();
  return bytes.subarray(start, stop);
}

/**
 * Inflates one part, counting: answers its real size, or throws once the running total passes `budget`.
 * The compressed bytes go in small pieces, each read out before the next, so memory stays bounded.
 */
async function inflatedSize(data: Uint8Array<ArrayBuffer>, budget: number): Promise<number> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  let size = 0;
  let over = false;
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > budget) {
        over = true;
        await reader.cancel();
        return;
      }
    }
  })();
  try {
    for (let at = 0; at < data.length && !over; at += FEED) {
      await writer.write(data.subarray(at, at + FEED));
    }
    if (!over) await writer.close();
  } catch {
    // Writing fails once the reader cancelled (over the limit), or on corrupt data (the read says which).
  }
  try {
    await reading;
  } catch {
    throw notAWorkbook();
  }
  if (over) throw tooLarge();
  return size;
}

/**
 * Refuses an XLSX whose parts expand past the limit (LabFileRefused with the user's message), or that is
 * not a zip this check can read; answers the real expanded size otherwise.
 */
export async function checkZipExpansion(
  data: ArrayBuffer | Uint8Array<ArrayBuffer>,
  limits: ZipLimits = LAB_IMPORT_LIMITS,
): Promise<number> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const entries = zipEntries(bytes, limits);
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > limits.maxExpandedBytes) throw tooLarge();
  let total = 0;
  for (const entry of entries) {
    const compressed = entryData(bytes, entry);
    if (entry.method === STORED) total += compressed.length;
    else if (entry.method === DEFLATED) {
      total += await inflatedSize(compressed, limits.maxExpandedBytes - total);
    } else throw notAWorkbook();
    if (total > limits.maxExpandedBytes) throw tooLarge();
  }
  return total;
}
