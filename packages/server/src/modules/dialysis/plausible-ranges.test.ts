import { describe, expect, it } from 'vitest';
import { expectFieldError } from '../../test/expect.ts';
import { aReadyCheckIn, checkInForm, READINGS, START, SUBMIT_INTERVAL } from './test-documents.ts';
import { A, aRunningSession, startDialysisTestApp, t } from './test-setup.ts';

startDialysisTestApp();

describe('a session refuses impossible values with the range message', () => {
  it.each([
    ['preTemp', '-100', 'Must be between 25 and 45 °C.'],
    ['preSBP', '2147483647', 'Must be between 30 and 300 mmHg.'],
    ['preWeight', '1000000', 'Must be between 1 and 400 kg.'],
    ['dryWeight', '-65.5', 'Must be between 1 and 400 kg.'],
  ])('check-in with %s %j answers %j on the field', async (field, value, message) => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const ready = await aReadyCheckIn(t, A);
    const res = await nurse.request(START, {
      create: checkInForm(ready.machine.id, { [field]: value }),
      appointmentID: ready.appointment.id,
    });
    expectFieldError(res, field, message);
  });

  it("takes the spec's signed decimals: '+65.5' kg, '+36.5' °C, '+1.8' MSA", async () => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const ready = await aReadyCheckIn(t, A);
    const res = await nurse.request(START, {
      create: checkInForm(ready.machine.id, { preWeight: '+65.5', preTemp: '+36.5', MSA: '+1.8' }),
      appointmentID: ready.appointment.id,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.startDialysis.preWeight).toBe(65_500);
  });
});

describe('a reading refuses impossible values with the range message', () => {
  it.each([
    ['temp', -1e308, 'Must be between 25 and 45 °C.'],
    ['SBP', -2147483648, 'Must be between 30 and 300 mmHg.'],
    ['hepRate', 1e30, 'Must be between 0 and 10000.'],
  ])('%s %d is refused on its field', async (field, value, message) => {
    const { session, nurse } = await aRunningSession();
    const res = await nurse.request(SUBMIT_INTERVAL, {
      create: { ...READINGS, dialysisID: session.id, [field]: value },
    });
    expectFieldError(res, field, message);
  });
});
