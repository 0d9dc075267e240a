import { graphql } from '../../test/generated/index.ts';

/** GraphQL documents of the routine order tests (the contract the web uses too). */
export const LIST_ROUTINE_ORDER = graphql(`
  query ListRoutineOrder(
    $clinicID: Int!
    $filter: RoutineOrderFilter
    $state: RoutineOrderState
    $pagination: Pagination
  ) {
    listRoutineOrder(clinicID: $clinicID, filter: $filter, state: $state, pagination: $pagination) {
      count
      today
      result { patientID patientName patientNric state order { ...DialysisOrderFields } }
    }
  }
`);
