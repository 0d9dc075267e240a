import { SESSION_COOKIE } from '../../http/session-cookie.ts';
import { graphql } from '../../test/generated/index.ts';
import type { StaffClient, TestApp } from '../../test/test-app.ts';

/** GraphQL documents and helpers shared by the machine status API tests. */
graphql(`
  fragment MachineStatusItemFields on MachineStatus {
    id machineID prevMachineStatusID name expiryDate nextAudit status remarks approvedBy approvedTimestamp
    machineSerialNo machineName machineClinicID machineClinicName key bucket region documentName documentUrl updatedOn
  }
`);

export const LIST = graphql(`
  query ListMachineStatus($filter: MachineStatusFilter, $pagination: Pagination) {
    listMachineStatus(filter: $filter, pagination: $pagination) {
      count machineCount actionNeededCount
      groupByName { name count result { ...MachineStatusItemFields } }
    }
  }
`);
export const REPORT = graphql(`
  query MachineStatusReport($filter: MachineStatusFilter) {
    downloadMachineStatusReport(filter: $filter) { fileName contentType csv count }
  }
`);
export const CREATE = graphql(`
  mutation CreateMachineStatus($create: CreateMachineStatusInput!) {
    createMachineStatus(create: $create) { ...MachineStatusItemFields }
  }
`);
export const UPDATE = graphql(`
  mutation UpdateMachineStatus($update: UpdateMachineStatusInput!, $state: MachineStatusAction!) {
    updateMachineStatus(update: $update, state: $state) { ...MachineStatusItemFields }
  }
`);

/** A small valid PDF body (its signature is what the upload route checks). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Uploads an audit document as the client's user through the real upload route; answers its key. */
export async function uploadDocument(t: TestApp, client: StaffClient, fileName = 'audit report.pdf') {
  const boundary = `----machine-status-${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/files?purpose=machineAuditDocument',
    remoteAddress: client.remoteAddress,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: `${SESSION_COOKIE}=${client.cookie}`,
    },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json() as { key: string; bucket: string; region: string | null };
}
