import { describe, expect, it } from 'vitest';
import { originOf, originOrHome } from './location-state.ts';

describe('origin in location state', () => {
  it('reads a remembered location', () => {
    expect(originOf({ from: { pathname: '/', search: '?date=2024-05-01', hash: '' } })).toEqual({
      pathname: '/',
      search: '?date=2024-05-01',
      hash: '',
    });
  });

  it('defaults to the dashboard', () => {
    expect(originOrHome(null)).toEqual({ pathname: '/', search: '', hash: '' });
    expect(originOrHome({ from: 'x' })).toEqual({ pathname: '/', search: '', hash: '' });
  });

  it('refuses paths that would leave the app', () => {
    expect(originOf({ from: { pathname: '//evil.example/x' } })).toBeUndefined();
    expect(originOf({ from: { pathname: 'https://evil.example' } })).toBeUndefined();
  });
});
