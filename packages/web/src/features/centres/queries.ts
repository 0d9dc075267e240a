import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { gql, request } from '../../api/graphql.ts';
import type { ClinicStatus, Pagination, StringFilter } from '../../api/types.ts';
import { MANAGE_KEY } from '../manage-home/use-manage-list.ts';

/** A centre as Manage Centres shows it (packages/server/src/modules/centres/schema.graphql). */
export interface ClinicSummary {
  id: number;
  name: string;
  uid: string;
  status: ClinicStatus;
  phoneNo: string | null;
  email: string | null;
  address: string | null;
  qbClientID: string | null;
  hasQbClientSecret: boolean;
  qbRealmID: string | null;
  qbItemID: number | null;
  qbTaxCodeID: number | null;
  totalMedicalDirector: number;
  totalManagingNurse: number;
  totalDoctor: number;
  totalNurse: number;
  totalSeat: number;
  totalMachine: number;
  updatedOn: string;
}

/** What the Add Centre and Edit forms send. */
export interface ClinicInput {
  name: string;
  uid: string;
  status: ClinicStatus;
  address: string | null;
  phoneNo: string | null;
  email: string | null;
  qbClientID: string | null;
  /** Left out when blank: the stored secret is kept. */
  qbClientSecret?: string;
  qbRealmID: string | null;
  qbItemID: number | null;
  qbTaxCodeID: number | null;
}

const FIELDS = `id name uid status phoneNo email address qbClientID hasQbClientSecret qbRealmID qbItemID
  qbTaxCodeID totalMedicalDirector totalManagingNurse totalDoctor totalNurse totalSeat totalMachine updatedOn`;

const LIST = gql<
  { listClinicSummary: { count: number; result: ClinicSummary[] } },
  { filter: { name?: StringFilter }; pagination: Pagination }
>(`query ListClinicSummary($filter: ClinicSummaryFilter, $pagination: Pagination) {
  listClinicSummary(filter: $filter, pagination: $pagination) { count result { ${FIELDS} } }
}`);

export const CREATE_CLINIC = gql<{ createClinic: ClinicSummary }, { create: ClinicInput }>(
  `mutation CreateClinic($create: CreateClinicInput!) { createClinic(create: $create) { ${FIELDS} } }`,
);

export const UPDATE_CLINIC = gql<
  { updateClinic: ClinicSummary },
  { update: ClinicInput & { id: number; updatedOn: string } }
>(`mutation UpdateClinic($update: UpdateClinicInput!) { updateClinic(update: $update) { ${FIELDS} } }`);

/** Centres with their totals; active first, then by name (the server's order). */
export function useClinicSummaries(search: string, pagination: Pagination) {
  const filter = search ? { name: { contains: search } } : {};
  return useQuery({
    queryKey: [...MANAGE_KEY, 'centres', search, pagination],
    queryFn: async ({ signal }) => (await request(LIST, { filter, pagination }, signal)).listClinicSummary,
    placeholderData: keepPreviousData,
  });
}
