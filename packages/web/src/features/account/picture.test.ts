import { describe, expect, it } from 'vitest';
import { isAllowedPicture } from './queries.ts';

describe('isAllowedPicture (spec 002: png, jpeg, jpg only)', () => {
  it('accepts png, jpeg and jpg, whatever the case of the extension', () => {
    expect(isAllowedPicture({ name: 'me.png', type: 'image/png' })).toBe(true);
    expect(isAllowedPicture({ name: 'me.JPG', type: 'image/jpeg' })).toBe(true);
    expect(isAllowedPicture({ name: 'me.jpeg', type: 'image/jpeg' })).toBe(true);
  });

  it('refuses other types, names without an extension and disguised files', () => {
    expect(isAllowedPicture({ name: 'me.gif', type: 'image/gif' })).toBe(false);
    expect(isAllowedPicture({ name: 'me.pdf', type: 'application/pdf' })).toBe(false);
    expect(isAllowedPicture({ name: 'me', type: 'image/png' })).toBe(false);
    expect(isAllowedPicture({ name: 'me.png', type: 'text/html' })).toBe(false);
    expect(isAllowedPicture({ name: 'me.svg', type: 'image/svg+xml' })).toBe(false);
  });
});
