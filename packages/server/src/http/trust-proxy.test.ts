import { describe, expect } from 'vitest';
import { loadConfig } from '../config.ts';
import { apiTest } from '../test/api-test.ts';
import { SIGN_IN } from '../test/documents.ts';
import { uniqueAddress, uniqueEmail } from '../test/unique.ts';

/**
 * Behind one load balancer (TRUST_PROXY=1) the client's address is the entry the balancer appended, the
 * last of X-Forwarded-For: whatever a client writes in front of it is not believed. Otherwise a client
 * could give every guess a new address and never meet the per-address sign-in limit.
 */
const PROXY = '10.9.8.7';
const test = apiTest(undefined, { env: { TRUST_PROXY: '1' } });

describe('TRUST_PROXY', () => {
  test('a client naming a new address in X-Forwarded-For on each of 25 guesses is refused after 20', async ({
    t,
  }) => {
    const client = uniqueAddress();
    const codes: unknown[] = [];
    for (let i = 0; i < 25; i += 1) {
      const res = await t
        .anonymous({ remoteAddress: PROXY })
        .request(
          SIGN_IN,
          { email: uniqueEmail('spray'), password: 'wrong' },
          { 'x-forwarded-for': `203.0.113.${i}, ${client}` },
        );
      codes.push(res.errors?.[0]?.extensions?.code);
    }
    expect(codes.filter((code) => code === 'INCORRECT_CREDENTIALS').length).toBe(20);
    expect(codes.slice(20)).toEqual(Array(5).fill('TOO_MANY_ATTEMPTS'));
  });

  test('reads a hop count or proxy addresses, and refuses "true" (every hop trusted)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/every X-Forwarded-For hop/);
    expect(() => loadConfig({ TRUST_PROXY: 'the proxy' })).toThrow(/not an address/);
  });
});
