import type { MachineStatusAction, MachineStatusValue } from '@dialysis/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/errors.ts';
import { gql, request } from '../../api/graphql.ts';
import type { Pagination } from '../../api/types.ts';
import { MANAGE_KEY } from '../manage-home/use-manage-list.ts';
import type { machineStatusFilter } from './model.ts';

/** An audit item as the page shows it (packages/server/src/modules/machine-status/schema.graphql). */
export interface MachineStatusItem {
  id: number;
  machineID: number;
  name: string;
  expiryDate: string;
  nextAudit: string | null;
  status: MachineStatusValue;
  remarks: string | null;
  approvedBy: string | null;
  approvedTimestamp: string | null;
  machineName: string;
  machineSerialNo: string;
  machineClinicID: number;
  machineClinicName: string;
  key: string | null;
  documentName: string | null;
  documentUrl: string | null;
  updatedOn: string;
}

export interface MachineStatusGroup {
  name: string;
  count: number;
  result: MachineStatusItem[];
}

interface MachineStatusList {
  groupByName: MachineStatusGroup[];
  count: number;
  machineCount: number;
  actionNeededCount: number;
}

type Filter = ReturnType<typeof machineStatusFilter>;

const ITEM = `id machineID name expiryDate nextAudit status remarks approvedBy approvedTimestamp machineName
  machineSerialNo machineClinicID machineClinicName key documentName documentUrl updatedOn`;

const LIST = gql<{ listMachineStatus: MachineStatusList }, { filter: Filter; pagination: Pagination }>(
  `query ListMachineStatus($filter: MachineStatusFilter, $pagination: Pagination) {
    listMachineStatus(filter: $filter, pagination: $pagination) {
      count machineCount actionNeededCount groupByName { name count result { ${ITEM} } }
    }
  }`,
);

export const REPORT = gql<
  { downloadMachineStatusReport: { fileName: string; csv: string; count: number } },
  { filter: Filter }
>(`query MachineStatusReport($filter: MachineStatusFilter) {
  downloadMachineStatusReport(filter: $filter) { fileName csv count }
}`);

export interface CreateInput {
  machineID: number;
  name: string;
  expiryDate: string;
  nextAudit: string | null;
  remarks: string | null;
  key: string | null;
}

export const CREATE = gql<{ createMachineStatus: MachineStatusItem }, { create: CreateInput }>(
  `mutation CreateMachineStatus($create: CreateMachineStatusInput!) { createMachineStatus(create: $create) { ${ITEM} } }`,
);

export interface UpdateInput {
  id: number;
  updatedOn: string;
  remarks?: string | null;
  nextAudit?: string | null;
  expiryDate?: string | null;
  key?: string | null;
}

export const UPDATE = gql<
  { updateMachineStatus: MachineStatusItem },
  { update: UpdateInput; state: MachineStatusAction }
>(`mutation UpdateMachineStatus($update: UpdateMachineStatusInput!, $state: MachineStatusAction!) {
  updateMachineStatus(update: $update, state: $state) { ${ITEM} }
}`);

/**
 * One page of items grouped by test case, with the two cards. Reloaded every 10 minutes while open, so the
 * document links (valid 15 minutes) in it are always usable.
 */
export function useMachineStatusList(filter: Filter, pagination: Pagination) {
  return useQuery({
    queryKey: [...MANAGE_KEY, 'machineStatus', filter, pagination],
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

const MACHINES = gql<
  { listMachine: { result: { id: number; name: string; serialNo: string; status: string }[] } },
  { clinicID: number }
>(`query MachinesForAudit($clinicID: Int!) {
  listMachine(filter: { clinicID: { eq: $clinicID } }, pagination: { limit: 500, orderby: [{ field: "name", direction: ASC }] }) {
    result { id name serialNo status }
  }
}`);

/** Every machine of a centre, by name: an audit item can be added to an unavailable machine too. */
export function useCentreMachines(clinicID: number | undefined) {
  return useQuery({
    queryKey: [...MANAGE_KEY, 'machineStatus', 'machines', clinicID],
    queryFn: async ({ signal }) =>
      (await request(MACHINES, { clinicID: clinicID as number }, signal)).listMachine.result,
    enabled: clinicID !== undefined,
  });
}
