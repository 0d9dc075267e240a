import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { recordOptionKeys } from './keys.ts';

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
