import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test.ts';
import { listen } from '../../test/events.ts';
import { expectData } from '../../test/expect.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  aReadyCheckIn,
  CHECKOUT,
  checkInForm,
  READINGS,
  START,
  SUBMIT_INTERVAL,
  UPDATE,
  UPDATE_INTERVAL,
} from './test-documents.ts';

/** The events each write publishes, so dashboards and the intra page reload (heard on the app's bus). */

const test = apiTest();

type Topic = 'onStartDialysis' | 'onCheckoutDialysis' | 'onUpdateAppointment' | 'onSubmitDialysisInterval';

/** The first event of a topic in the centre; listening (proven live) before the write. */
const nextEvent = (t: TestApp, topic: Topic, clinicID: number) => listen(t.bus.pubsub, topic, clinicID);

describe('session events', () => {
  test('check-in, edit, check-out, readings and their edit each tell the centre', async ({ t }) => {
    const centre = await t.aCentre();
    const nurse = await t.signedInAs('Nurse', [centre]);
    const { appointment, machine, patient } = await aReadyCheckIn(t, centre);

    const started = await nextEvent(t, 'onStartDialysis', centre.id);
    const appointmentOnStart = await nextEvent(t, 'onUpdateAppointment', centre.id);
    const res = await nurse.request(START, {
      create: checkInForm(machine.id),
      appointmentID: appointment.id,
    });
    expect(res.errors).toBeUndefined();
    const { id, updatedOn } = expectData(res).startDialysis;
    expect(await started.heard()).toEqual({
      id,
      clinicID: centre.id,
      patientID: patient.id,
      appointmentID: appointment.id,
    });
    expect(await appointmentOnStart.heard()).toMatchObject({ id: appointment.id, clinicID: centre.id });

    const onEdit = await nextEvent(t, 'onUpdateAppointment', centre.id);
    const edit = await nurse.request(UPDATE, { update: { id, updatedOn, notes: 'x' } });
    expect(edit.errors).toBeUndefined();
    expect(await onEdit.heard()).toMatchObject({ id: appointment.id });

    const onReading = await nextEvent(t, 'onSubmitDialysisInterval', centre.id);
    const reading = await nurse.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisID: id } });
    expect(await onReading.heard()).toMatchObject({
      id: expectData(reading).submitDialysisInterval.id,
      dialysisID: id,
    });

    const recorded = expectData(reading).submitDialysisInterval;
    const director = await t.signedInAs('MedicalDirector', [centre]);
    const onReadingEdit = await nextEvent(t, 'onSubmitDialysisInterval', centre.id);
    const edited = await director.request(UPDATE_INTERVAL, {
      update: { id: recorded.id, updatedOn: recorded.updatedOn, HR: '75' },
    });
    const correction = expectData(edited).updateDialysisInterval;
    expect(await onReadingEdit.heard()).toMatchObject({
      dialysisID: id,
      HR: 75,
      updatedOn: correction.updatedOn,
    });

    const out = await nextEvent(t, 'onCheckoutDialysis', centre.id);
    const appointmentOnOut = await nextEvent(t, 'onUpdateAppointment', centre.id);
    const done = await nurse.request(CHECKOUT, {
      checkout: {
        id,
        updatedOn: expectData(edit).updateDialysis.updatedOn,
        mode: 'SIMPLE',
        notes: 'one reading only',
      },
    });
    expect(done.errors).toBeUndefined();
    expect(await out.heard()).toMatchObject({ id, clinicID: centre.id, appointmentID: appointment.id });
    expect(await appointmentOnOut.heard()).toMatchObject({ id: appointment.id });
  });
});
