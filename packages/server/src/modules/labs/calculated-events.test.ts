import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test.ts';
import { expectData } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { T0, TODAY } from '../../test/test-app.ts';
import { errorsOf, type Outcome, payloadOf, WsClient } from '../../test/ws.ts';

const ON_CALCULATED = graphql(`
  subscription OnUpdateCalculatedLabResult($patientID: Int!) {
    onUpdateCalculatedLabResult(patientID: $patientID) { patientID dialysisID }
  }
`);
const CREATE = graphql(`
  mutation CreateLabReportForEvent($create: CreateLabReportInput!) { createLabReport(create: $create) { id } }
`);

const PROBE = -1;
const test = apiTest(async (t) => {
  const baseUrl = await t.listen();
  const [centre, other] = await Promise.all([t.aCentre(), t.aCentre()]);
  return { baseUrl, centre, other };
})
  // A WebSocket client of the file's app; every one is closed after the file's last test, before the app.
  .extend('socket', { scope: 'file' }, async ({ given: { baseUrl } }, { onCleanup }) => {
    const sockets: WsClient[] = [];
    onCleanup(async () => {
      for (const socket of sockets) await socket.close();
    });
    return (cookie: string | null): WsClient => {
      const client = new WsClient(baseUrl, cookie);
      sockets.push(client);
      return client;
    };
  });

const field = 'onUpdateCalculatedLabResult';
const isProbe = (o: Outcome) => payloadOf(o, field)?.dialysisID === PROBE;

describe('onUpdateCalculatedLabResult', () => {
  test("an open record hears its patient's new result when a lab report with urea arrives", async ({
    t,
    socket,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre);
    const a = await t.anAppointment(p, { date: TODAY });
    const d = await t.aDialysis(a, 'ended', T0, { preWeight: 64_000, postWeight: 62_000 });
    const doctor = await t.signedInAs('Doctor', [centre]);
    const sub = socket(doctor.cookie).subscribe(ON_CALCULATED, { patientID: p.id });
    await sub.untilLive(
      () => t.bus.pubsub.publish(field, p.id, { patientID: p.id, dialysisID: PROBE, clinicID: centre.id }),
      isProbe,
    );
    const nurse = await t.signedInAs('Nurse', [centre]);
    expectData(
      await nurse.request(CREATE, {
        create: { patientID: p.id, timestamp: TODAY, ureaPre: 22, ureaPost: 7 },
      }),
    );
    const heard = await sub.waitFor((o) => payloadOf(o, field)?.dialysisID === d.id);
    expect(payloadOf(heard, field)).toEqual({ patientID: p.id, dialysisID: d.id });
  });

  test('a user of another centre cannot listen to the patient', async ({
    t,
    socket,
    given: { centre, other },
  }) => {
    const p = await t.aPatient(centre);
    const outsider = await t.signedInAs('Nurse', [other]);
    const outcome = await socket(outsider.cookie).subscribe(ON_CALCULATED, { patientID: p.id }).first();
    expect(errorsOf(outcome).map((e) => e.message)).toEqual(['Invalid Patient']);
  });
});
