import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CertificationFilter,
  ListCertificationQuery,
  ManagedCertificationFragment,
} from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { certificationKeys } from './keys.ts';

export type { CertificationFilter } from '../../api/generated/graphql.ts';

graphql(`
  fragment ManagedCertification on Certification { id accountID staffName name status expiry updatedOn changeable }
`);

/** A certification as the lists show it (expiry YYYY-MM-DD; updatedOn sent back with Update Status). */
export type Certification = ManagedCertificationFragment;

export type CertificationList = ListCertificationQuery['listCertification'];

const LIST = graphql(`query ListCertification($filter: CertificationFilter, $pagination: Pagination) {
  listCertification(filter: $filter, pagination: $pagination) { count expiredCount result { ...ManagedCertification } }
}`);

const LIST_MINE = graphql(
  `query ListMyCertification($pagination: Pagination) {
  listMyCertification(pagination: $pagination) { count expiredCount result { ...ManagedCertification } }
}`,
);

export const CREATE = graphql(`mutation CreateCertification($create: CreateCertificationInput!) {
  createCertification(create: $create) { ...ManagedCertification }
}`);

export const UPDATE = graphql(`mutation UpdateCertification($update: UpdateCertificationInput!) {
  updateCertification(update: $update) { ...ManagedCertification }
}`);

export const DELETE = graphql(`mutation DeleteCertification($id: Int!) { deleteCertification(id: $id) }`);

export const CREATE_MINE = graphql(`mutation CreateMyCertification($create: CreateMyCertificationInput!) {
  createMyCertification(create: $create) { ...ManagedCertification }
}`);

export const UPDATE_MINE = graphql(`mutation UpdateMyCertification($update: UpdateCertificationInput!) {
  updateMyCertification(update: $update) { ...ManagedCertification }
}`);

export const DELETE_MINE = graphql(
  `mutation DeleteMyCertification($id: Int!) { deleteMyCertification(id: $id) }`,
);

export const PAGE_SIZE = 20;

export function useCertifications(filter: CertificationFilter, page: number, pageSize: number) {
  return useQuery<CertificationList>({
    queryKey: certificationKeys.manage(filter, page, pageSize),
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
    queryKey: certificationKeys.mine(accountID, page),
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
