import { describe, expect, it } from 'vitest';
import { avatarColour, initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Tan Ah Kow')).toBe('TK');
    expect(initials('  siti  ')).toBe('S');
    expect(initials('')).toBe('?');
    expect(initials(null)).toBe('?');
  });

  it('gives a name the same colour every time', () => {
    expect(avatarColour('Tan Ah Kow')).toBe(avatarColour('Tan Ah Kow'));
    expect(avatarColour('')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
