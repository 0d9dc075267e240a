import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gql, request } from '../../api/graphql.ts';
import type { Pagination, StringFilter } from '../../api/types.ts';
import { MANAGE_KEY } from '../manage-home/use-manage-list.ts';

/** A drug (packages/server/src/modules/drugs/schema.graphql). */
export interface Drug {
  id: number;
  name: string;
  purpose: string | null;
  manufacturer: string | null;
  createdOn: string;
}

export interface DrugInput {
  name: string;
  purpose: string | null;
  manufacturer: string | null;
}

type DrugFilter = { or?: { name?: StringFilter; purpose?: StringFilter; manufacturer?: StringFilter }[] };

const FIELDS = 'id name purpose manufacturer createdOn';

const LIST = gql<
  { listDrug: { count: number; result: Drug[] } },
  { filter: DrugFilter; pagination: Pagination }
>(
  `query ListDrug($filter: DrugFilter, $pagination: Pagination) {
  listDrug(filter: $filter, pagination: $pagination) { count result { ${FIELDS} } }
}`,
);

export const CREATE_DRUG = gql<{ createDrug: Drug }, { create: DrugInput }>(
  `mutation CreateDrug($create: CreateDrugInput!) { createDrug(create: $create) { ${FIELDS} } }`,
);

export const DELETE_DRUG = gql<{ updateDrug: Drug }, { update: { id: number; deleted: 1 } }>(
  `mutation DeleteDrug($update: UpdateDrugInput!) { updateDrug(update: $update) { id deleted } }`,
);

/** Drugs by name; the search matches name, purpose or manufacturer. */
export function useDrugs(search: string, pagination: Pagination) {
  const text = { contains: search };
  const filter: DrugFilter = search
    ? { or: [{ name: text }, { purpose: text }, { manufacturer: text }] }
    : {};
  return useQuery({
    queryKey: [...MANAGE_KEY, 'drugs', search, pagination],
    queryFn: async ({ signal }) => (await request(LIST, { filter, pagination }, signal)).listDrug,
    placeholderData: keepPreviousData,
  });
}
