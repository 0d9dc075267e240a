import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MachineFilter, ManagedMachineFragment, Pagination } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { machineKeys } from './keys.ts';

export type {
  CreateMachineInput as MachineInput,
  MachineAvailability as Availability,
  MachineFilter,
} from '../../api/generated/graphql.ts';

graphql(`
  fragment ManagedMachine on Machine {
    id name serialNo manufacturer clinicID clinicName status auditExpired updatedOn
  }
`);

/** A machine as the manage screens show it. */
export type Machine = ManagedMachineFragment;

const LIST = graphql(`
  query ListMachine($filter: MachineFilter, $filter2: MachineFilter, $filter3: MachineFilter, $pagination: Pagination) {
    listMachine(filter: $filter, filter2: $filter2, filter3: $filter3, pagination: $pagination) {
      count count2 count3 result { ...ManagedMachine }
    }
  }
`);

export const CREATE_MACHINE = graphql(`
  mutation CreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { ...ManagedMachine } }
`);

export const UPDATE_MACHINE = graphql(`
  mutation UpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { ...ManagedMachine } }
`);

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
    queryKey: machineKeys.list(clinicIDs, search, pagination),
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
    queryKey: machineKeys.available(clinicID),
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
