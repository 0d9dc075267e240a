import { describe, expect, it, vi } from 'vitest';
import { ApiError, toApiError } from './errors.ts';
import { type FieldErrorForm, fieldErrorOf, showFieldError, topLevelFieldNames } from './form-field-error.ts';

/** A stand-in for an antd form with these registered field names. */
function fakeForm(names: (string | number)[][]) {
  return {
    getFieldsError: () => names.map((name) => ({ name, errors: [], warnings: [] })),
    setFields: vi.fn(),
    scrollToField: vi.fn(),
  } satisfies FieldErrorForm;
}

const refused = (field: string, message: string) =>
  toApiError([{ message, extensions: { code: 'BAD_USER_INPUT', field } }]);

describe('server field errors on the form', () => {
  it('finds a refusal that names one of the fields', () => {
    expect(fieldErrorOf(refused('preWeight', 'Digits only'), ['preWeight', 'notes'])).toEqual({
      name: 'preWeight',
      message: 'Digits only',
    });
    expect(fieldErrorOf(refused('givenBy', 'Required.'), ['preWeight'])).toBeNull();
    expect(fieldErrorOf(new ApiError('CONFLICT', 'Machine already in use.'), ['machineID'])).toBeNull();
    expect(fieldErrorOf(new Error('boom'), ['machineID'])).toBeNull();
    expect(fieldErrorOf(undefined, ['machineID'])).toBeNull();
  });

  it('lists only the top-level fields of the form', () => {
    expect(topLevelFieldNames(fakeForm([['BP'], ['medications', 0, 'givenBy'], ['note']]))).toEqual([
      'BP',
      'note',
    ]);
  });

  it('sets the message on the field and scrolls to it', () => {
    const form = fakeForm([['machineID'], ['notes']]);
    const error = refused('machineID', 'MachineStatus expired. Or Machine not AVAILABLE');
    expect(showFieldError(form, error)).toBe(true);
    expect(form.setFields).toHaveBeenCalledWith([
      { name: 'machineID', errors: ['MachineStatus expired. Or Machine not AVAILABLE'] },
    ]);
    expect(form.scrollToField).toHaveBeenCalledWith('machineID', { block: 'center' });
  });

  it('leaves the form alone for a field it does not have or is not asked about, or no field', () => {
    const form = fakeForm([['notes'], ['medications', 0, 'givenBy']]);
    expect(showFieldError(form, refused('membraneUse', 'Required.'))).toBe(false);
    expect(showFieldError(form, refused('givenBy', 'Required.'))).toBe(false);
    expect(showFieldError(form, refused('notes', 'Required.'), ['dialyser'])).toBe(false);
    expect(showFieldError(form, new ApiError('VERSION_CONFLICT', 'Someone else saved.'))).toBe(false);
    expect(form.setFields).not.toHaveBeenCalled();
    expect(form.scrollToField).not.toHaveBeenCalled();
    expect(showFieldError(form, refused('notes', 'Required.'), ['notes'])).toBe(true);
  });
});
