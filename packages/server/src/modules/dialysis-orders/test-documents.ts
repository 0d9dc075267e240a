import { graphql } from '../../test/generated/index.ts';

/** GraphQL documents of the dialysis order tests (the contract the web uses too). */
graphql(`
  fragment DialysisOrderFields on DialysisOrder {
    id patientID staffAccountID staffName dOrder dryWeight MSA freqMth duration hepLoad hepCont antio dialysate
    accessPrim accessID aNeedle vNeedle bicarbonate temp QD QB notes
  }
`);

export const LIST_DIALYSIS_ORDER = graphql(`
  query ListDialysisOrder($filter: DialysisOrderFilter!, $pagination: Pagination) {
    listDialysisOrder(filter: $filter, pagination: $pagination) { count result { ...DialysisOrderFields } }
  }
`);
export const CREATE_DIALYSIS_ORDER = graphql(`
  mutation CreateDialysisOrder($create: CreateDialysisOrderInput!) {
    createDialysisOrder(create: $create) { ...DialysisOrderFields }
  }
`);
