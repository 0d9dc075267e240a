import { describe, expect, it } from 'vitest';
import { batchRefusals } from './api.ts';

describe("a refused batch's answer", () => {
  it('names each refused row by its alias, with the reason', () => {
    const refused = batchRefusals([
      { message: 'Invalid Patient', path: ['r3'], extensions: { code: 'NOT_FOUND' } },
      { message: 'The date cannot be in the future.', path: ['r12'], extensions: { code: 'BAD_USER_INPUT' } },
    ]);
    expect(refused).toEqual(
      new Map([
        [3, 'Invalid Patient'],
        [12, 'The date cannot be in the future.'],
      ]),
    );
  });

  it("is not about rows when a refusal has no alias or is not a row's (the import stops)", () => {
    expect(
      batchRefusals([{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]),
    ).toBeNull();
    expect(
      batchRefusals([{ message: 'Not signed in.', path: ['r0'], extensions: { code: 'UNAUTHENTICATED' } }]),
    ).toBeNull();
    expect(
      batchRefusals([{ message: 'x', path: ['something'], extensions: { code: 'BAD_USER_INPUT' } }]),
    ).toBeNull();
  });
});
