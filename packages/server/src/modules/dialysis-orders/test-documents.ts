/** GraphQL documents of the dialysis order tests (the contract the web uses too). */
export const ORDER_FIELDS =
  'id patientID staffAccountID staffName dOrder dryWeight MSA freqMth duration hepLoad hepCont antio dialysate accessPrim accessID aNeedle vNeedle bicarbonate temp QD QB notes';

export const LIST_DIALYSIS_ORDER = /* GraphQL */ `
  query ListDialysisOrder($filter: DialysisOrderFilter!, $pagination: Pagination) {
    listDialysisOrder(filter: $filter, pagination: $pagination) { count result { ${ORDER_FIELDS} } }
  }
`;
export const CREATE_DIALYSIS_ORDER = /* GraphQL */ `
  mutation CreateDialysisOrder($create: CreateDialysisOrderInput!) {
    createDialysisOrder(create: $create) { ${ORDER_FIELDS} }
  }
`;
