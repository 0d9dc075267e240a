import { wrap } from 'comlink';
import type { ParseWorkerApi } from './parse.worker.ts';
import type { ParsedLabFile } from './parse-file.ts';

/**
 * Reads a chosen lab file in a Web Worker of its own (parse.worker.ts), which ends with the read: the
 * memory exceljs held goes with it. A refusal (LabFileRefused) comes back with its name and message.
 */
export async function parseInWorker(file: File, today: string): Promise<ParsedLabFile> {
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), {
    type: 'module',
    name: 'lab-file',
  });
  // Marks for the browser benchmark (scripts/bench-lab-import.ts): how long the read took, transfer included.
  performance.mark('lab-import:read-start');
  try {
    return await wrap<ParseWorkerApi>(worker).parse(file, today);
  } finally {
    performance.mark('lab-import:read-end');
    worker.terminate();
  }
}
