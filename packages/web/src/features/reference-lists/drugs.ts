import type { CreateDrugInput, ManagedDrugFragment } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { FAILED } from '../../shared/manage-kit/kit.tsx';
import type { ReferenceList } from './reference-list-page.tsx';

graphql(`
  fragment ManagedDrug on Drug { id name purpose manufacturer createdOn updatedOn }
`);

const LIST = graphql(
  `query ListDrug($filter: DrugFilter, $pagination: Pagination) {
  listDrug(filter: $filter, pagination: $pagination) { count result { ...ManagedDrug } }
}`,
);

const CREATE = graphql(
  `mutation CreateDrug($create: CreateDrugInput!) { createDrug(create: $create) { ...ManagedDrug } }`,
);

const DELETE = graphql(
  `mutation DeleteDrug($update: UpdateDrugInput!) { updateDrug(update: $update) { id deleted } }`,
);

/** Manage Drugs (spec 002): search by name, purpose or manufacturer; Add Drug; Delete. By name. */
export const drugs: ReferenceList<ManagedDrugFragment, CreateDrugInput> = {
  key: 'drugs',
  title: 'Manage Drugs',
  noun: 'Drug',
  form: 'drug',
  search: { placeholder: 'Search by name, purpose or manufacturer', label: 'Search drugs', width: 420 },
  write: 'drug:write',
  texts: [
    { name: 'name', label: 'Name', required: true },
    { name: 'purpose', label: 'Purpose' },
    { name: 'manufacturer', label: 'Manufacturer' },
  ],
  read: async (filter, pagination, signal) => (await request(LIST, { filter, pagination }, signal)).listDrug,
  create: (create) => request(CREATE, { create }),
  remove: (update) => request(DELETE, { update }),
  // Spec 002 section 8: a drug delete that fails says 'Unable to update record'.
  deleteFailed: FAILED.update,
};
