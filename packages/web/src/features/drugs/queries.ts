import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DrugFilter, ManagedDrugFragment, Pagination } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { drugKeys } from './keys.ts';

export type { CreateDrugInput as DrugInput } from '../../api/generated/graphql.ts';

graphql(`
  fragment ManagedDrug on Drug { id name purpose manufacturer createdOn updatedOn }
`);

/** A drug as Manage Drugs shows it. */
export type Drug = ManagedDrugFragment;

const LIST = graphql(
  `query ListDrug($filter: DrugFilter, $pagination: Pagination) {
  listDrug(filter: $filter, pagination: $pagination) { count result { ...ManagedDrug } }
}`,
);

export const CREATE_DRUG = graphql(
  `mutation CreateDrug($create: CreateDrugInput!) { createDrug(create: $create) { ...ManagedDrug } }`,
);

export const DELETE_DRUG = graphql(
  `mutation DeleteDrug($update: UpdateDrugInput!) { updateDrug(update: $update) { id deleted } }`,
);

/** Drugs by name; the search matches name, purpose or manufacturer. */
export function useDrugs(search: string, pagination: Pagination) {
  const text = { contains: search };
  const filter: DrugFilter = search
    ? { or: [{ name: text }, { purpose: text }, { manufacturer: text }] }
    : {};
  return useQuery({
    queryKey: drugKeys.list(search, pagination),
    queryFn: async ({ signal }) => (await request(LIST, { filter, pagination }, signal)).listDrug,
    placeholderData: keepPreviousData,
  });
}
