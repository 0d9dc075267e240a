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
      ['SESSION_CLOSED', 'This dialysis session is closed: it was checked out more than 24 hours ago.'],
    ] as const) {
      const error = toApiError([{ message: text, extensions: { code } }]);
      expect(error.code).toBe(code);
      expect(errorText(error, 'fallback')).toBe(text);
    }
  });

  it("keeps the request limits' messages (429 and 413 answer GraphQL errors too)", () => {
    for (const [code, text] of [
      ['TOO_MANY_REQUESTS', 'Too many requests. Please wait a moment and try again.'],
      ['REQUEST_TOO_LARGE', 'This request is too large.'],
    ] as const) {
      expect(errorText(toApiError([{ message: text, extensions: { code } }]), 'fallback')).toBe(text);
    }
  });

  it('keeps the field a refused input names, and only a named one', () => {
    const refused = toApiError([
      { message: 'Digits only', extensions: { code: 'BAD_USER_INPUT', field: 'preWeight' } },
    ]);
    expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Digits only', field: 'preWeight' });
    expect(
      toApiError([{ message: 'Required.', extensions: { code: 'BAD_USER_INPUT' } }]).field,
    ).toBeUndefined();
    expect(
      toApiError([{ message: 'x', extensions: { code: 'BAD_USER_INPUT', field: 3 } }]).field,
    ).toBeUndefined();
    expect(
      toApiError([{ message: 'x', extensions: { code: 'BAD_USER_INPUT', field: '' } }]).field,
    ).toBeUndefined();
    // An unknown code's field is dropped with its message.
    expect(
      toApiError([{ message: 'x', extensions: { code: 'OOPS', field: 'notes' } }]).field,
    ).toBeUndefined();
    expect(new ApiError('CONFLICT', 'x').field).toBeUndefined();
  });

  it('recognises an expired session', () => {
    expect(
      isUnauthenticated(toApiError([{ message: 'No session', extensions: { code: 'UNAUTHENTICATED' } }])),
    ).toBe(true);
    expect(isUnauthenticated(new ApiError('FORBIDDEN', 'x'))).toBe(false);
  });
});
