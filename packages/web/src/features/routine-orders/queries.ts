import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  RoutineOrderFilter,
  RoutineOrderRowFragment,
  RoutineOrderState,
} from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { routineOrderKeys } from './keys.ts';

/** The routine order calls (server: modules/routine-orders). The order is the record panel's fragment. */
graphql(`
  fragment RoutineOrderRow on RoutineOrder {
    patientID patientName patientNric state order { ...DialysisOrderInForce }
  }
`);

/** One patient of the round: the order in force (null when MISSING) and its state on the centre's today. */
export type RoutineOrder = RoutineOrderRowFragment;

const LIST = graphql(`
  query ListRoutineOrders(
    $clinicID: Int!
    $filter: RoutineOrderFilter
    $state: RoutineOrderState
    $pagination: Pagination
  ) {
    listRoutineOrder(clinicID: $clinicID, filter: $filter, state: $state, pagination: $pagination) {
      count
      today
      result { ...RoutineOrderRow }
    }
  }
`);

export interface RoutineOrdersAsk {
  clinicID: number;
  search: string;
  /** null: all patients. */
  state: RoutineOrderState | null;
  page: number;
  pageSize: number;
}

/** One page of the round: the selected centre, the name/NRIC search and the state filter, paged on the server. */
export function useRoutineOrders(ask: RoutineOrdersAsk) {
  const text = ask.search.trim();
  const filter: RoutineOrderFilter | null = text
    ? { or: [{ patientName: { contains: text } }, { patientNric: { contains: text } }] }
    : null;
  return useQuery({
    queryKey: routineOrderKeys.list(ask),
    queryFn: async ({ signal }) =>
      (
        await request(
          LIST,
          {
            clinicID: ask.clinicID,
            filter,
            state: ask.state,
            pagination: { limit: ask.pageSize, offset: (ask.page - 1) * ask.pageSize },
          },
          signal,
        )
      ).listRoutineOrder,
    placeholderData: keepPreviousData,
  });
}
