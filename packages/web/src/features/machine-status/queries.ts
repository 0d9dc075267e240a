import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
