import { expose } from 'comlink';
import { parseLabFile } from './parse-file.ts';

/**
 * The lab file is read here, off the page's thread (issue 25 item 3): papaparse or exceljs and the
 * domain's checks of every row run while the tab stays responsive. parse-in-worker.ts starts it per file.
 */
const api = { parse: parseLabFile };
export type ParseWorkerApi = typeof api;

expose(api);
