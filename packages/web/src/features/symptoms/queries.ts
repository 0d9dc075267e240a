import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gql, request } from '../../api/graphql.ts';
import type { Pagination, StringFilter } from '../../api/types.ts';
import { MANAGE_KEY } from '../manage-home/use-manage-list.ts';

/** A symptom (packages/server/src/modules/symptoms/schema.graphql). */
export interface Symptom {
  id: number;
  name: string;
  class: string | null;
  /** Date Added. */
  createdOn: string;
}

export interface SymptomInput {
  name: string;
  class: string | null;
}

type SymptomFilter = { or?: { name?: StringFilter; class?: StringFilter }[] };

const FIELDS = 'id name class createdOn';

const LIST = gql<
  { listSymptom: { count: number; result: Symptom[] } },
  { filter: SymptomFilter; pagination: Pagination }
>(`query ListSymptom($filter: SymptomFilter, $pagination: Pagination) {
  listSymptom(filter: $filter, pagination: $pagination) { count result { ${FIELDS} } }
}`);

export const CREATE_SYMPTOM = gql<{ createSymptom: Symptom }, { create: SymptomInput }>(
  `mutation CreateSymptom($create: CreateSymptomInput!) { createSymptom(create: $create) { ${FIELDS} } }`,
);

export const DELETE_SYMPTOM = gql<{ updateSymptom: Symptom }, { update: { id: number; deleted: 1 } }>(
  `mutation DeleteSymptom($update: UpdateSymptomInput!) { updateSymptom(update: $update) { id deleted } }`,
);

/** Symptoms by name ascending (the server's order); the search matches symptom or class. */
export function useSymptoms(search: string, pagination: Pagination) {
  const text = { contains: search };
  const filter: SymptomFilter = search ? { or: [{ name: text }, { class: text }] } : {};
  return useQuery({
    queryKey: [...MANAGE_KEY, 'symptoms', search, pagination],
    queryFn: async ({ signal }) => (await request(LIST, { filter, pagination }, signal)).listSymptom,
    placeholderData: keepPreviousData,
  });
}
