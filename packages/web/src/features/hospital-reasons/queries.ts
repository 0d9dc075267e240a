import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  HospitalReasonFilter,
  ManagedHospitalReasonFragment,
  Pagination,
} from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { hospitalReasonKeys } from './keys.ts';

graphql(`
  fragment ManagedHospitalReason on HospitalReason { id hospDetail createdOn updatedOn }
`);

/** A hospital reason as Manage Hospital Reasons shows it. */
export type HospitalReason = ManagedHospitalReasonFragment;

const LIST = graphql(
  `query ListManagedHospitalReason($filter: HospitalReasonFilter, $pagination: Pagination) {
  listHospitalReason(filter: $filter, pagination: $pagination) { count result { ...ManagedHospitalReason } }
}`,
);

export const CREATE_HOSPITAL_REASON = graphql(
  `mutation CreateHospitalReason($create: CreateHospitalReasonInput!) { createHospitalReason(create: $create) { ...ManagedHospitalReason } }`,
);

export const UPDATE_HOSPITAL_REASON = graphql(
  `mutation UpdateHospitalReason($update: UpdateHospitalReasonInput!) { updateHospitalReason(update: $update) { ...ManagedHospitalReason } }`,
);

export const DELETE_HOSPITAL_REASON = graphql(
  `mutation DeleteHospitalReason($update: UpdateHospitalReasonInput!) { updateHospitalReason(update: $update) { id deleted } }`,
);

/** Reasons by hospDetail; the search matches the reason. */
export function useHospitalReasons(search: string, pagination: Pagination) {
  const filter: HospitalReasonFilter = search ? { hospDetail: { contains: search } } : {};
  return useQuery({
    queryKey: hospitalReasonKeys.list(search, pagination),
    queryFn: async ({ signal }) => (await request(LIST, { filter, pagination }, signal)).listHospitalReason,
    placeholderData: keepPreviousData,
  });
}
