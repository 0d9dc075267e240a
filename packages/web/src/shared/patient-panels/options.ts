import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { hospitalReasonOptionKeys, recordOptionKeys } from './keys.ts';

/** AutoComplete options from a fixed list. */
export const options = (values: readonly string[]) => values.map((value) => ({ value }));

const DRUGS = graphql(
  `query ListDrugOptions($pagination: Pagination) { listDrug(pagination: $pagination) { result { name } } }`,
);

/** The drug list (Manage Drugs) as medication choices; a name not on it can still be typed. */
export function useDrugOptions() {
  const drugs = useQuery({
    queryKey: recordOptionKeys.drugs(),
    queryFn: async ({ signal }) =>
      (await request(DRUGS, { pagination: { limit: 500 } }, signal)).listDrug.result,
    staleTime: 60_000,
  });
  return options(drugs.data?.map((d) => d.name) ?? []);
}

const HOSPITAL_REASONS = graphql(
  `query ListHospitalReasonOptions($pagination: Pagination) { listHospitalReason(pagination: $pagination) { result { id hospDetail } } }`,
);

/**
 * The hospital reason list (spec 000 section 7: listHospitalReason, not deleted, by hospDetail) as the Reason
 * choices of a hospital entry. Loaded when first needed and kept a minute, like the drug choices.
 */
export function useHospitalReasonOptions() {
  return useQuery({
    queryKey: hospitalReasonOptionKeys.all,
    queryFn: async ({ signal }) =>
      (await request(HOSPITAL_REASONS, { pagination: { limit: 500 } }, signal)).listHospitalReason.result,
    staleTime: 60_000,
  });
}
