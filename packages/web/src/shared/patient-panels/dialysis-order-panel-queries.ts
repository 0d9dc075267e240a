import { useQuery } from '@tanstack/react-query';
import type { DialysisOrderInForceFragment } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { recordKey } from './record-queries.ts';

/**
 * The form's texts as typed (numbers too: the server applies the same rules and the kg/grams reading).
 */
export type { CreateDialysisOrderInput as DialysisOrderInput } from '../../api/generated/graphql.ts';

/** The dialysis order calls (server: modules/dialysis-orders). Weights arrive in grams. */
graphql(`
  fragment DialysisOrderInForce on DialysisOrder {
    id staffName dOrder dryWeight MSA freqMth duration hepLoad hepCont antio dialysate accessPrim accessID aNeedle
    vNeedle bicarbonate temp QD QB notes
  }
`);

export type DialysisOrder = DialysisOrderInForceFragment;

const LIST_DIALYSIS_ORDER = graphql(
  `query ListDialysisOrder($filter: DialysisOrderFilter!, $pagination: Pagination) {
  listDialysisOrder(filter: $filter, pagination: $pagination) { count result { ...DialysisOrderInForce } }
}`,
);

export const CREATE_DIALYSIS_ORDER = graphql(
  `mutation CreateDialysisOrder($create: CreateDialysisOrderInput!) { createDialysisOrder(create: $create) { id } }`,
);

/** The order in force: the latest by order date (spec 000 section 7, limit 1); null when there is none. */
export function useDialysisOrderInForce(patientID: number) {
  return useQuery({
    queryKey: recordKey(patientID, 'dialysisOrder'),
    queryFn: async ({ signal }) =>
      (
        await request(
          LIST_DIALYSIS_ORDER,
          { filter: { patientID: { eq: patientID } }, pagination: { limit: 1 } },
          signal,
        )
      ).listDialysisOrder.result[0] ?? null,
  });
}
