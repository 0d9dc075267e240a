import type {
  CreateHospitalReasonInput,
  ManagedHospitalReasonFragment,
} from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { hospitalReasonOptionKeys } from '../../shared/patient-panels/keys.ts';
import type { ReferenceList } from './reference-list-page.tsx';

graphql(`
  fragment ManagedHospitalReason on HospitalReason { id hospDetail createdOn updatedOn }
`);

const LIST = graphql(
  `query ListManagedHospitalReason($filter: HospitalReasonFilter, $pagination: Pagination) {
  listHospitalReason(filter: $filter, pagination: $pagination) { count result { ...ManagedHospitalReason } }
}`,
);

const CREATE = graphql(
  `mutation CreateHospitalReason($create: CreateHospitalReasonInput!) { createHospitalReason(create: $create) { ...ManagedHospitalReason } }`,
);

const UPDATE = graphql(
  `mutation UpdateHospitalReason($update: UpdateHospitalReasonInput!) { updateHospitalReason(update: $update) { ...ManagedHospitalReason } }`,
);

const DELETE = graphql(
  `mutation DeleteHospitalReason($update: UpdateHospitalReasonInput!) { updateHospitalReason(update: $update) { id deleted } }`,
);

/**
 * Manage Hospital Reasons (the fixed list listHospitalReason of spec 000, kept like drugs and symptoms): Date
 * Added, Reason, Action; search by reason; Add, Edit (on the version read) and Delete for Nurse Managers and
 * Medical Directors. By hospDetail.
 */
export const hospitalReasons: ReferenceList<ManagedHospitalReasonFragment, CreateHospitalReasonInput> = {
  key: 'hospitalReasons',
  title: 'Manage Hospital Reasons',
  noun: 'Hospital Reason',
  form: 'hospital-reason',
  search: { placeholder: 'Search by reason', label: 'Search hospital reasons', width: 360 },
  write: 'hospitalReason:write',
  texts: [{ name: 'hospDetail', label: 'Reason', required: true }],
  read: async (filter, pagination, signal) =>
    (await request(LIST, { filter, pagination }, signal)).listHospitalReason,
  create: (create) => request(CREATE, { create }),
  update: (update) => request(UPDATE, { update }),
  remove: (update) => request(DELETE, { update }),
  // A change of the list changes the Hospital Entry form's Reason choices too.
  alsoReloads: [hospitalReasonOptionKeys.all],
};
