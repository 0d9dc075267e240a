import { deflateRawSync } from 'node:zlib';

/**
 * A small zip whose one part expands to `expandedBytes` of zeros (deflate compresses them about 1,000 times):
 * the 205 KB workbook that expands to 200 MB. Written by hand (PKWARE APPNOTE 4.3), one entry.
 */
export function zipBomb(expandedBytes: number, name = 'xl/worksheets/sheet1.xml'): Buffer {
  const fileName = Buffer.from(name);
  const data = deflateRawSync(Buffer.alloc(expandedBytes), { level: 9 });
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(expandedBytes, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(expandedBytes, 24);
  central.writeUInt16LE(fileName.length, 28);
  const directoryAt = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}
