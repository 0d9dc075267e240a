import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ManagedSeatFragment, Pagination } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { seatKeys } from './keys.ts';

export type { CreateSeatInput as SeatInput, SeatStatus } from '../../api/generated/graphql.ts';

graphql(`
  fragment ManagedSeat on Seat { id name clinicID clinicName machineID machineName machineSerialNo status updatedOn }
`);

/** A seat as Manage Seats shows it. */
export type Seat = ManagedSeatFragment;

const LIST = graphql(`query ListSeat($filter: SeatFilter!, $pagination: Pagination) {
  listSeat(filter: $filter, pagination: $pagination) { count result { ...ManagedSeat } }
}`);

export const CREATE_SEAT = graphql(
  `mutation CreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { ...ManagedSeat } }`,
);

export const UPDATE_SEAT = graphql(
  `mutation UpdateSeat($update: UpdateSeatInput!) { updateSeat(update: $update) { ...ManagedSeat } }`,
);

/** Seats of the chosen centres (the API needs them named: All is every centre the user may see). */
export function useSeats(clinicIDs: number[], search: string, pagination: Pagination) {
  const filter = { clinicID: { in: clinicIDs }, ...(search ? { name: { contains: search } } : {}) };
  return useQuery({
    queryKey: seatKeys.list(clinicIDs, search, pagination),
    queryFn: async ({ signal }) => (await request(LIST, { filter, pagination }, signal)).listSeat,
    placeholderData: keepPreviousData,
    enabled: clinicIDs.length > 0,
  });
}
