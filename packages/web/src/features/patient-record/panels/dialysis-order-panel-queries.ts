import { useQuery } from '@tanstack/react-query';
import { gql, request } from '../../../api/graphql.ts';
import { recordKey } from '../queries.ts';

/** The dialysis order calls (server: modules/dialysis-orders). Weights arrive in grams. */
export interface DialysisOrder {
  id: number;
  staffName: string | null;
  dOrder: string;
  dryWeight: number | null;
  MSA: number | null;
  freqMth: number | null;
  duration: number | null;
  hepLoad: number | null;
  hepCont: number | null;
  antio: string | null;
  dialysate: number | null;
  accessPrim: string | null;
  accessID: string | null;
  aNeedle: string | null;
  vNeedle: string | null;
  bicarbonate: number | null;
  temp: number | null;
  QD: number | null;
  QB: number | null;
  notes: string | null;
}

const FIELDS =
  'id staffName dOrder dryWeight MSA freqMth duration hepLoad hepCont antio dialysate accessPrim accessID aNeedle vNeedle bicarbonate temp QD QB notes';

const LIST_DIALYSIS_ORDER = gql<
  { listDialysisOrder: { count: number; result: DialysisOrder[] } },
  { filter: { patientID: { eq: number } }; pagination: { limit: number } }
>(
  `query ListDialysisOrder($filter: DialysisOrderFilter!, $pagination: Pagination) {
  listDialysisOrder(filter: $filter, pagination: $pagination) { count result { ${FIELDS} } }
}`,
);

/** The form's texts as typed (numbers too: the server applies the same rules and the kg/grams reading). */
export interface DialysisOrderInput {
  patientID: number;
  dOrder: string;
  dryWeight: string;
  MSA: string;
  freqMth: string;
  duration: string;
  hepLoad: string | null;
  hepCont: string | null;
  antio: string | null;
  dialysate: string;
  accessPrim: string;
  accessID: string | null;
  aNeedle: string;
  vNeedle: string;
  bicarbonate: string;
  temp: string;
  QD: string;
  QB: string;
  notes: string;
}

export const CREATE_DIALYSIS_ORDER = gql<
  { createDialysisOrder: { id: number } },
  { create: DialysisOrderInput }
>(
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
