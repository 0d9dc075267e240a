import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/errors.ts';
import type {
  AuditItemFragment,
  ListMachineStatusQuery,
  MachineStatusFilter,
  Pagination,
} from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { machineStatusKeys } from './keys.ts';

export type {
  CreateMachineStatusInput as CreateInput,
  UpdateMachineStatusInput as UpdateInput,
} from '../../api/generated/graphql.ts';

graphql(`
  fragment AuditItem on MachineStatus {
    id machineID name expiryDate nextAudit status remarks approvedBy approvedTimestamp machineName
    machineSerialNo machineClinicID machineClinicName key documentName documentUrl updatedOn
  }
`);

/** An audit item as the page shows it. */
export type MachineStatusItem = AuditItemFragment;
export type MachineStatusGroup = ListMachineStatusQuery['listMachineStatus']['groupByName'][number];

const LIST = graphql(
  `query ListMachineStatus($filter: MachineStatusFilter, $pagination: Pagination) {
    listMachineStatus(filter: $filter, pagination: $pagination) {
      count machineCount actionNeededCount groupByName { name count result { ...AuditItem } }
    }
  }`,
);

export const REPORT = graphql(`query MachineStatusReport($filter: MachineStatusFilter) {
  downloadMachineStatusReport(filter: $filter) { fileName csv count }
}`);

export const CREATE = graphql(
  `mutation CreateMachineStatus($create: CreateMachineStatusInput!) { createMachineStatus(create: $create) { ...AuditItem } }`,
);

export const UPDATE =
  graphql(`mutation UpdateMachineStatus($update: UpdateMachineStatusInput!, $state: MachineStatusAction!) {
  updateMachineStatus(update: $update, state: $state) { ...AuditItem }
}`);

/**
 * One page of items grouped by test case, with the two cards. Reloaded every 10 minutes while open, so the
 * document links (valid 15 minutes) in it are always usable.
 */
export function useMachineStatusList(filter: MachineStatusFilter, pagination: Pagination) {
  return useQuery({
    queryKey: machineStatusKeys.list(filter, pagination),
    queryFn: async ({ signal }) => (await request(LIST, { filter, pagination }, signal)).listMachineStatus,
    placeholderData: keepPreviousData,
    refetchInterval: 10 * 60_000,
  });
}

/**
 * Uploads one audit document through the storage route (POST /files?purpose=machineAuditDocument) and
 * answers its key. A refusal (type, size) carries the server's message.
 */
export async function uploadAuditDocument(file: File): Promise<{ key: string; originalName: string }> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/files?purpose=machineAuditDocument', {
      method: 'POST',
      credentials: 'same-origin',
      body,
    });
  } catch {
    throw new ApiError('NETWORK', 'Network error.');
  }
  const answer = (await response.json().catch(() => null)) as
    | { key: string; originalName: string; error?: undefined }
    | { error: { code: string; message: string } }
    | null;
  if (response.ok && answer && !answer.error) return answer;
  const error = answer?.error;
  throw error ? new ApiError(error.code, error.message) : new ApiError('INTERNAL', 'Unexpected error.');
}

const MACHINES = graphql(`query MachinesForAudit($clinicID: Int!) {
  listMachine(filter: { clinicID: { eq: $clinicID } }, pagination: { limit: 500, orderby: [{ field: "name", direction: ASC }] }) {
    result { id name serialNo status }
  }
}`);

/** Every machine of a centre, by name: an audit item can be added to an unavailable machine too. */
export function useCentreMachines(clinicID: number | undefined) {
  return useQuery({
    queryKey: machineStatusKeys.machines(clinicID),
    queryFn: async ({ signal }) =>
      (await request(MACHINES, { clinicID: clinicID as number }, signal)).listMachine.result,
    enabled: clinicID !== undefined,
  });
}
