import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gql, request } from '../../api/graphql.ts';
import type { IntFilter, Pagination } from '../../api/types.ts';
import { MANAGE_KEY } from '../manage-home/use-manage-list.ts';

export type Availability = 'AVAILABLE' | 'NOTAVAILABLE';

/** A machine as the manage screens show it (packages/server/src/modules/machines/schema.graphql). */
export interface Machine {
  id: number;
  name: string;
  serialNo: string;
  manufacturer: string | null;
  clinicID: number;
  clinicName: string;
  status: string;
  /** One of its audit items has expired: the server refuses edits ('MachineStatus expired.'). */
  auditExpired: boolean;
  updatedOn: string;
}

type StringFilter = { eq?: string; ne?: string; contains?: string };

export interface MachineFilter {
  id?: IntFilter;
  clinicID?: IntFilter;
  status?: StringFilter;
  name?: StringFilter;
  serialNo?: StringFilter;
  manufacturer?: StringFilter;
  or?: MachineFilter[];
}

export interface MachineInput {
  clinicID: number;
  name: string;
  serialNo: string;
  manufacturer: string | null;
  status: Availability;
}

interface MachineList {
  result: Machine[];
  count: number;
  count2: number | null;
  count3: number | null;
}

const FIELDS = 'id name serialNo manufacturer clinicID clinicName status auditExpired updatedOn';

const LIST = gql<
  { listMachine: MachineList },
  { filter: MachineFilter; filter2?: MachineFilter; filter3?: MachineFilter; pagination: Pagination }
>(`query ListMachine($filter: MachineFilter, $filter2: MachineFilter, $filter3: MachineFilter, $pagination: Pagination) {
  listMachine(filter: $filter, filter2: $filter2, filter3: $filter3, pagination: $pagination) {
    count count2 count3 result { ${FIELDS} }
  }
}`);

export const CREATE_MACHINE = gql<{ createMachine: Machine }, { create: MachineInput }>(
  `mutation CreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { ${FIELDS} } }`,
);

export const UPDATE_MACHINE = gql<
  { updateMachine: Machine },
  { update: Partial<MachineInput> & { id: number; updatedOn?: string; deleted?: number } }
>(`mutation UpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { ${FIELDS} } }`);

/**
 * One page of machines (search over name, serial number and manufacturer) and the screen's cards: the
 * available and the other machines of the same centres, whatever the search.
 */
export function useMachines(clinicIDs: number[] | undefined, search: string, pagination: Pagination) {
  const centres: MachineFilter = clinicIDs ? { clinicID: { in: clinicIDs } } : {};
  const text = { contains: search };
  const filter: MachineFilter = search
    ? { ...centres, or: [{ name: text }, { serialNo: text }, { manufacturer: text }] }
    : centres;
  return useQuery({
    queryKey: [...MANAGE_KEY, 'machines', clinicIDs ?? 'ALL', search, pagination],
    queryFn: async ({ signal }) =>
      (
        await request(
          LIST,
          {
            filter,
            filter2: { ...centres, status: { eq: 'AVAILABLE' } },
            filter3: { ...centres, status: { ne: 'AVAILABLE' } },
            pagination,
          },
          signal,
        )
      ).listMachine,
    placeholderData: keepPreviousData,
  });
}

/** The machines a seat of this centre may use: AVAILABLE ones, by name (spec 002, Manage Seats). */
export function useAvailableMachines(clinicID: number | undefined) {
  return useQuery({
    queryKey: [...MANAGE_KEY, 'machines', 'available', clinicID],
    queryFn: async ({ signal }) =>
      (
        await request(
          LIST,
          {
            filter: { clinicID: { eq: clinicID as number }, status: { eq: 'AVAILABLE' } },
            pagination: { limit: 500, orderby: [{ field: 'name', direction: 'ASC' }] },
          },
          signal,
        )
      ).listMachine.result,
    enabled: clinicID !== undefined,
  });
}
