import type { CreateSymptomInput, ManagedSymptomFragment } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import type { ReferenceList } from './reference-list-page.tsx';

graphql(`
  fragment ManagedSymptom on Symptom { id name class createdOn updatedOn }
`);

const LIST = graphql(`query ListSymptom($filter: SymptomFilter, $pagination: Pagination) {
  listSymptom(filter: $filter, pagination: $pagination) { count result { ...ManagedSymptom } }
}`);

const CREATE = graphql(
  `mutation CreateSymptom($create: CreateSymptomInput!) { createSymptom(create: $create) { ...ManagedSymptom } }`,
);

const DELETE = graphql(
  `mutation DeleteSymptom($update: UpdateSymptomInput!) { updateSymptom(update: $update) { id deleted } }`,
);

/**
 * Manage Symptoms (spec 002): Date Added, Symptoms, Class and Action; search by symptom or class; Add Symptom;
 * Delete. By name ascending (the server's order), 20 a page.
 */
export const symptoms: ReferenceList<ManagedSymptomFragment, CreateSymptomInput> = {
  key: 'symptoms',
  title: 'Manage Symptoms',
  noun: 'Symptom',
  form: 'symptom',
  search: { placeholder: 'Search by symptom or class', label: 'Search symptoms', width: 360 },
  write: 'symptom:write',
  texts: [
    { name: 'name', label: 'Symptom', column: 'Symptoms', required: true },
    { name: 'class', label: 'Class' },
  ],
  read: async (filter, pagination, signal) =>
    (await request(LIST, { filter, pagination }, signal)).listSymptom,
  create: (create) => request(CREATE, { create }),
  remove: (update) => request(DELETE, { update }),
  // The spec's table lists Action among the columns.
  actionColumnForAll: true,
};
