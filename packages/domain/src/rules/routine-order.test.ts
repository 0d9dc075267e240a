import { describe, expect, it } from 'vitest';
import { ROUTINE_ORDER_RENEWAL_DAYS, routineOrderCutoff, routineOrderState } from './routine-order.ts';

describe('routine order renewal (30 days by the centre today)', () => {
  it('renews after 30 days', () => {
    expect(ROUTINE_ORDER_RENEWAL_DAYS).toBe(30);
  });

  it('an order dated 30 days ago is current; 31 days ago it is due', () => {
    expect(routineOrderCutoff('2030-03-11')).toBe('2030-02-09');
    expect(routineOrderState('2030-02-09', '2030-03-11')).toBe('CURRENT');
    expect(routineOrderState('2030-02-08', '2030-03-11')).toBe('DUE');
    expect(routineOrderState('2030-03-11', '2030-03-11')).toBe('CURRENT');
  });

  it('counts calendar days across month and year ends and leap days', () => {
    expect(routineOrderCutoff('2030-01-15')).toBe('2029-12-16');
    expect(routineOrderState('2029-12-15', '2030-01-15')).toBe('DUE');
    expect(routineOrderCutoff('2028-03-01')).toBe('2028-01-31');
    expect(routineOrderState('2028-01-31', '2028-03-01')).toBe('CURRENT');
  });

  it('no order is MISSING; the days can be given', () => {
    expect(routineOrderState(null, '2030-03-11')).toBe('MISSING');
    expect(routineOrderState(undefined, '2030-03-11')).toBe('MISSING');
    expect(routineOrderState('2030-03-01', '2030-03-11', 7)).toBe('DUE');
    expect(routineOrderState('2030-03-04', '2030-03-11', 7)).toBe('CURRENT');
  });
});
