import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ManagedSymptomFragment, Pagination, SymptomFilter } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { symptomKeys } from './keys.ts';

export type { CreateSymptomInput as SymptomInput } from '../../api/generated/graphql.ts';

graphql(`
  fragment ManagedSymptom on Symptom { id name class createdOn updatedOn }
`);

/** A symptom as Manage Symptoms shows it (createdOn is its Date Added). */
export type Symptom = ManagedSymptomFragment;

const LIST = graphql(`query ListSymptom($filter: SymptomFilter, $pagination: Pagination) {
  listSymptom(filter: $filter, pagination: $pagination) { count result { ...ManagedSymptom } }
}`);

export const CREATE_SYMPTOM = graphql(
  `mutation CreateSymptom($create: CreateSymptomInput!) { createSymptom(create: $create) { ...ManagedSymptom } }`,
);

export const DELETE_SYMPTOM = graphql(
  `mutation DeleteSymptom($update: UpdateSymptomInput!) { updateSymptom(update: $update) { id deleted } }`,
);

/** Symptoms by name ascending (the server's order); the search matches symptom or class. */
export function useSymptoms(search: string, pagination: Pagination) {
  const text = { contains: search };
  const filter: SymptomFilter = search ? { or: [{ name: text }, { class: text }] } : {};
  return useQuery({
    queryKey: symptomKeys.list(search, pagination),
    queryFn: async ({ signal }) => (await request(LIST, { filter, pagination }, signal)).listSymptom,
    placeholderData: keepPreviousData,
  });
}
