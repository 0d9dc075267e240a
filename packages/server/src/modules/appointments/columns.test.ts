import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardColumnsSuffice } from './columns.ts';

describe('cardColumnsSuffice', () => {
  it("holds for the web dashboard's card fragment (else the dashboard would read every session column)", () => {
    const source = readFileSync(
      new URL('../../../../web/src/features/dashboard/dashboard-query.ts', import.meta.url),
      'utf8',
    );
    const fragment = /fragment CardDialysis on Dialysis \{([^}]*)\}/.exec(source)?.[1];
    expect(fragment).toBeDefined();
    expect(cardColumnsSuffice(new Set(fragment?.trim().split(/\s+/)))).toBe(true);
  });

  it('holds for the card fields and for no session at all, not once another field is asked', () => {
    expect(cardColumnsSuffice(null)).toBe(true);
    expect(cardColumnsSuffice(new Set(['id', 'KTVonline', 'intervalCount']))).toBe(true);
    expect(cardColumnsSuffice(new Set(['id', 'notes']))).toBe(false);
    expect(cardColumnsSuffice(new Set(['machineName']))).toBe(false);
  });
});
