import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gql, request } from '../../api/graphql.ts';
import type { IntFilter, Pagination, StringFilter } from '../../api/types.ts';
import { MANAGE_KEY } from '../manage-home/use-manage-list.ts';

export type SeatStatus = 'AVAILABLE' | 'NOTAVAILABLE';

/** A seat as Manage Seats shows it (packages/server/src/modules/seats/schema.graphql). */
export interface Seat {
  id: number;
  name: string;
  clinicID: number;
  clinicName: string | null;
  machineID: number | null;
  machineName: string | null;
  machineSerialNo: string | null;
  status: SeatStatus;
  updatedOn: string;
}

export interface SeatInput {
  clinicID: number;
  name: string;
  machineID: number;
  status: SeatStatus;
}

const FIELDS = 'id name clinicID clinicName machineID machineName machineSerialNo status updatedOn';

const LIST = gql<
  { listSeat: { count: number; result: Seat[] } },
  { filter: { clinicID: IntFilter; name?: StringFilter }; pagination: Pagination }
>(`query ListSeat($filter: SeatFilter!, $pagination: Pagination) {
  listSeat(filter: $filter, pagination: $pagination) { count result { ${FIELDS} } }
}`);

export const CREATE_SEAT = gql<{ createSeat: Seat }, { create: SeatInput }>(
  `mutation CreateSeat($create: CreateSeatInput!) { createSeat(create: $create) { ${FIELDS} } }`,
);

export const UPDATE_SEAT = gql<
  { updateSeat: Seat },
  {
    update: {
      id: number;
      name?: string;
      machineID?: number;
      status?: SeatStatus;
      deleted?: number;
      updatedOn?: string;
    };
  }
>(`mutation UpdateSeat($update: UpdateSeatInput!) { updateSeat(update: $update) { ${FIELDS} } }`);

/** Seats of the chosen centres (the API needs them named: All is every centre the user may see). */
export function useSeats(clinicIDs: number[], search: string, pagination: Pagination) {
  const filter = { clinicID: { in: clinicIDs }, ...(search ? { name: { contains: search } } : {}) };
  return useQuery({
    queryKey: [...MANAGE_KEY, 'seats', clinicIDs, search, pagination],
    queryFn: async ({ signal }) => (await request(LIST, { filter, pagination }, signal)).listSeat,
    placeholderData: keepPreviousData,
    enabled: clinicIDs.length > 0,
  });
}
