import { scopedPatient } from '../../access/patient-scope.ts';
import type { Context } from '../../context.ts';
import type { CalculatedLabResultPayload, LabReportEventPayload } from '../../platform/pubsub.ts';

/** The patient's calculated results changed: open records and session pages of the patient reload. */
export function publishCalculated(ctx: Pick<Context, 'pubsub'>, payload: CalculatedLabResultPayload) {
  ctx.pubsub.publish('onUpdateCalculatedLabResult', payload.patientID, payload);
}

/** Only a patient of the user's centres can be listened to ('Invalid Patient' otherwise, as for reads). */
export async function subscribeCalculated(ctx: Context, patientID: number) {
  await scopedPatient(ctx, patientID);
  return ctx.pubsub.subscribe('onUpdateCalculatedLabResult', patientID);
}

/**
 * A lab report of the patient was added, corrected or deleted: the open lab results panels and Last Non Null
 * Lab cards of the patient reload (issue 25 item 4). Published after the write committed.
 */
export function publishLabReport(ctx: Pick<Context, 'pubsub'>, payload: LabReportEventPayload) {
  ctx.pubsub.publish('onChangeLabReport', payload.patientID, payload);
}

/** As subscribeCalculated: only a patient of the user's centres. */
export async function subscribeLabReports(ctx: Context, patientID: number) {
  await scopedPatient(ctx, patientID);
  return ctx.pubsub.subscribe('onChangeLabReport', patientID);
}
