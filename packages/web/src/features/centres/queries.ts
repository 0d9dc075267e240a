import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ManagedClinicFragment, Pagination } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { centreKeys } from './keys.ts';

/** What the Add Centre and Edit forms send (qbClientSecret left out when blank: the stored secret is kept). */
export type { CreateClinicInput as ClinicInput } from '../../api/generated/graphql.ts';

graphql(`
  fragment ManagedClinic on ClinicSummary {
    id name uid status phoneNo email address qbClientID hasQbClientSecret qbRealmID qbItemID qbTaxCodeID
    totalMedicalDirector totalManagingNurse totalDoctor totalNurse totalSeat totalMachine updatedOn
  }
`);

/** A centre as Manage Centres shows it. */
export type ClinicSummary = ManagedClinicFragment;

const LIST = graphql(`query ListClinicSummary($filter: ClinicSummaryFilter, $pagination: Pagination) {
  listClinicSummary(filter: $filter, pagination: $pagination) { count result { ...ManagedClinic } }
}`);

export const CREATE_CLINIC = graphql(
  `mutation CreateClinic($create: CreateClinicInput!) { createClinic(create: $create) { ...ManagedClinic } }`,
);

export const UPDATE_CLINIC = graphql(
  `mutation UpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { ...ManagedClinic } }`,
);

/** Centres with their totals; active first, then by name (the server's order). */
export function useClinicSummaries(search: string, pagination: Pagination) {
  const filter = search ? { name: { contains: search } } : {};
  return useQuery({
    queryKey: centreKeys.list(search, pagination),
    queryFn: async ({ signal }) => (await request(LIST, { filter, pagination }, signal)).listClinicSummary,
    placeholderData: keepPreviousData,
  });
}
