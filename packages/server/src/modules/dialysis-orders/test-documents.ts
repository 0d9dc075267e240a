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

/** A complete New Dialysis Order form of the patient, typed as a doctor would (dry weight in kg). */
export const orderOf = (patientID: number, over: Record<string, unknown> = {}) => ({
  patientID,
  dOrder: '2030-03-01',
  dryWeight: '58',
  MSA: '1.5',
  freqMth: '13',
  duration: '240',
  hepLoad: '1000',
  hepCont: '500',
  dialysate: '-1.25',
  accessPrim: 'AVF LEFT WRIST',
  aNeedle: '16',
  vNeedle: '16',
  bicarbonate: '31',
  temp: '36.9',
  QD: '500',
  QB: '250',
  notes: 'Thrice weekly',
  ...over,
});
