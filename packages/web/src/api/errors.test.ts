import { describe, expect, it } from 'vitest';
import { ApiError, errorText, isUnauthenticated, toApiError } from './errors.ts';

describe('API errors', () => {
  it('keeps the server message of a known code', () => {
    const error = toApiError([
      { message: 'Incorrect username or password.', extensions: { code: 'INCORRECT_CREDENTIALS' } },
    ]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('INCORRECT_CREDENTIALS');
    expect(errorText(error, 'fallback')).toBe('Incorrect username or password.');
  });

  it('never shows the text of an uncoded or unknown error', () => {
    const raw = toApiError([
      { message: 'relation "x" does not exist', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
    expect(raw.code).toBe('INTERNAL');
    expect(errorText(raw, 'Unable to retrieve Appointments')).toBe('Unable to retrieve Appointments');
    expect(errorText(new Error('boom'), 'Unable to retrieve Appointments')).toBe(
      'Unable to retrieve Appointments',
    );
    expect(errorText(toApiError([{ message: 'x' }]), 'generic')).toBe('generic');
  });

  it('keeps the dialysis session codes and their messages', () => {
    for (const [code, text] of [
      ['VERSION_CONFLICT', 'Someone else saved this dialysis session after you opened it.'],
      ['INVALID_APPOINTMENT', 'Invalid Appointment.'],
      ['NO_DIALYSIS_ORDER', 'No Dialysis Order'],
    ] as const) {
      const error = toApiError([{ message: text, extensions: { code } }]);
      expect(error.code).toBe(code);
      expect(errorText(error, 'fallback')).toBe(text);
    }
  });

  it('recognises an expired session', () => {
    expect(
      isUnauthenticated(toApiError([{ message: 'No session', extensions: { code: 'UNAUTHENTICATED' } }])),
    ).toBe(true);
    expect(isUnauthenticated(new ApiError('FORBIDDEN', 'x'))).toBe(false);
  });
});
