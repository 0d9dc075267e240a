import type { CertificationStatus } from '@dialysis/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gql, request } from '../../api/graphql.ts';
import type { Pagination, StringFilter } from '../../api/types.ts';

/** A certification as the lists show it (packages/server/src/modules/certifications/schema.graphql). */
export interface Certification {
  id: number;
  accountID: string;
  staffName: string;
  name: string;
  status: CertificationStatus;
  /** YYYY-MM-DD */
  expiry: string;
  /** The record's version, sent back with Update Status. */
  updatedOn: string;
}

export interface CertificationList {
  result: Certification[];
  count: number;
  expiredCount: number;
}

export interface CertificationFilter {
  clinicIDs?: number[];
  staffName?: StringFilter;
}

const FIELDS = 'id accountID staffName name status expiry updatedOn';

const LIST = gql<
  { listCertification: CertificationList },
  { filter: CertificationFilter; pagination: Pagination }
>(`query ListCertification($filter: CertificationFilter, $pagination: Pagination) {
  listCertification(filter: $filter, pagination: $pagination) { count expiredCount result { ${FIELDS} } }
}`);

const LIST_MINE = gql<{ listMyCertification: CertificationList }, { pagination: Pagination }>(
  `query ListMyCertification($pagination: Pagination) {
  listMyCertification(pagination: $pagination) { count expiredCount result { ${FIELDS} } }
}`,
);

export const CREATE = gql<
  { createCertification: Certification },
  { create: { accountID: string; name: string; expiry: string } }
>(`mutation CreateCertification($create: CreateCertificationInput!) {
  createCertification(create: $create) { ${FIELDS} }
}`);

export const UPDATE = gql<
  { updateCertification: Certification },
  { update: { id: number; expiry: string; updatedOn: string } }
>(`mutation UpdateCertification($update: UpdateCertificationInput!) {
  updateCertification(update: $update) { ${FIELDS} }
}`);

export const DELETE = gql<{ deleteCertification: boolean }, { id: number }>(
  'mutation DeleteCertification($id: Int!) { deleteCertification(id: $id) }',
);

export const CREATE_MINE = gql<
  { createMyCertification: Certification },
  { create: { name: string; expiry: string } }
>(`mutation CreateMyCertification($create: CreateMyCertificationInput!) {
  createMyCertification(create: $create) { ${FIELDS} }
}`);

export const UPDATE_MINE = gql<
  { updateMyCertification: Certification },
  { update: { id: number; expiry: string; updatedOn: string } }
>(`mutation UpdateMyCertification($update: UpdateCertificationInput!) {
  updateMyCertification(update: $update) { ${FIELDS} }
}`);

export const DELETE_MINE = gql<{ deleteMyCertification: boolean }, { id: number }>(
  'mutation DeleteMyCertification($id: Int!) { deleteMyCertification(id: $id) }',
);

export const PAGE_SIZE = 20;

export function useCertifications(filter: CertificationFilter, page: number, pageSize: number) {
  return useQuery<CertificationList>({
    queryKey: ['certifications', 'manage', filter, page, pageSize],
    queryFn: ({ signal }) =>
      request(LIST, { filter, pagination: { limit: pageSize, offset: (page - 1) * pageSize } }, signal).then(
        (data) => data.listCertification,
      ),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in user's certifications, by name (spec 002 section 9: offset 0, name ascending). */
export function useMyCertifications(accountID: string | undefined, page: number) {
  return useQuery<CertificationList>({
    queryKey: ['certifications', 'mine', accountID, page],
    queryFn: ({ signal }) =>
      request(
        LIST_MINE,
        {
          pagination: {
            limit: PAGE_SIZE,
            offset: (page - 1) * PAGE_SIZE,
            orderby: [{ field: 'name', direction: 'ASC' }],
          },
        },
        signal,
      ).then((data) => data.listMyCertification),
    enabled: accountID !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** A certification write; every list of certifications reloads after it. */
export function useCertificationMutation<TData, TVariables>(
  document: ReturnType<typeof gql<TData, TVariables>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => request(document, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['certifications'] }),
  });
}
