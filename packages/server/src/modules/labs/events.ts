import { scopedPatient } from '../../access/patient-scope.ts';
import type { Context } from '../../context.ts';
import type { CalculatedLabResultPayload } from '../../platform/pubsub.ts';

/** The patient's calculated results changed: open records and session pages of the patient reload. */
export function publishCalculated(ctx: Pick<Context, 'pubsub'>, payload: CalculatedLabResultPayload) {
  ctx.pubsub.publish('onUpdateCalculatedLabResult', payload.patientID, payload);
}

/** Only a patient of the user's centres can be listened to ('Invalid Patient' otherwise, as for reads). */
export async function subscribeCalculated(ctx: Context, patientID: number) {
  await scopedPatient(ctx, patientID);
  return ctx.pubsub.subscribe('onUpdateCalculatedLabResult', patientID);
}
