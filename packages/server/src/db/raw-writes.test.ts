import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The query builder's insert, update and delete exist only on a write's db (db/write.ts; compile-fail fixtures in
 * db/type-fixtures/write-types.ts). Raw SQL goes through `execute`, which reads need too, so the type cannot tell
 * a raw write from a raw read. This list can: every raw INSERT, UPDATE or DELETE of the server, each reviewed to
 * run on a write's db (withWrite's `w.db`, or a helper given it). A new one changes this list, and its review
 * asks where its db comes from.
 */
const REVIEWED = [
  'modules/certifications/expiry-job.ts: update certification as c',
  'modules/labs/calculated.ts: update (table) set latest',
  'modules/labs/lab-report-insert.ts: insert into (table) (columns)',
  'modules/quality/summary.ts: delete from quality_month where',
  'modules/quality/summary.ts: insert into quality_month (clinic_id,',
  'modules/quality/summary.ts: insert into quality_month (clinic_id,',
  'modules/quality/summary.ts: insert into quality_refresh (month,',
  'platform/storage/cleanup-job.ts: delete from stored_file f',
];

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['test', 'demo', 'type-fixtures', 'generated'].includes(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('raw SQL writes', () => {
  it('are the reviewed ones, each on a write’s db', () => {
    const found = sourceFiles(src).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/sql`\s*((?:insert|update|delete)\b[^\n]*)/gi)].map((match) => {
        // The statement's first four words, an interpolated table named (table) and a column list (columns).
        const words = (match[1] ?? '')
          .replace(/\(\$\{.*\}\)/, '(columns)')
          .replace(/\$\{[^}]*\}/g, '(table)')
          .split(/\s+/)
          .slice(0, 4);
        return `${path.relative(src, file)}: ${words.join(' ')}`;
      });
    });
    expect(found.sort()).toEqual(REVIEWED);
  });
});
