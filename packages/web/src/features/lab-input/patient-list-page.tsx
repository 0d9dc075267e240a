import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Flex, Input, Table } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useListFailureToast } from '../../shared/patient-panels/use-record-write.ts';
import { routePath } from '../../shared/routes.ts';
import { useCentre } from '../../shared/session/guards.tsx';

const LAB_INPUT_PATIENTS = graphql(`
  query ListLabInputPatients($filter: PatientSearchFilter, $pagination: Pagination) {
    listPatient(filter: $filter, pagination: $pagination) {
      count
      result { id name nric phoneNo email }
    }
  }
`);

/** Spec 001 section 9: the manual input patient list, 20 per page. */
const PAGE_SIZE = 20;
export const SEARCH_PLACEHOLDER = 'Search patient / NRIC';

/** The search text another page hands over (the one-patient page's search box), if any. */
export function searchOf(state: unknown): string {
  const search = (state as { search?: unknown } | null)?.search;
  return typeof search === 'string' ? search : '';
}

/**
 * Import Lab Result - Manual Input (spec 001 section 2, /labresult/import/input): the patients of the selected
 * centre by name, searched by name or NRIC (the NRIC masked, as every list shows it), each with 'Input Lab
 * Result' to the one-patient page. A search text may arrive through navigation state.
 */
export function LabInputPatientListPage() {
  const centre = useCentre();
  const location = useLocation();
  const [search, setSearch] = useState(() => searchOf(location.state));
  const [page, setPage] = useState(1);
  const text = search.trim();
  const list = useQuery({
    queryKey: ['labInputPatients', centre.id, text, page],
    queryFn: async ({ signal }) =>
      (
        await request(
          LAB_INPUT_PATIENTS,
          {
            filter: {
              existingClinicID: { eq: centre.id },
              ...(text ? { or: [{ name: { contains: text } }, { nric: { contains: text } }] } : {}),
            },
            pagination: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
          },
          signal,
        )
      ).listPatient,
    placeholderData: keepPreviousData,
  });
  useListFailureToast(list, 'Unable to retrieve records');
  return (
    <Flex vertical gap={16}>
      <PageTitle>Import Lab Result - Manual Input</PageTitle>
      <Card>
        <Input.Search
          allowClear
          defaultValue={search}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label={SEARCH_PLACEHOLDER}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          style={{ maxWidth: 400, marginBottom: 16 }}
        />
        <Table
          rowKey="id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data?.result ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.count ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            { title: 'Patient Name', dataIndex: 'name', key: 'name' },
            { title: 'NRIC', dataIndex: 'nric', key: 'nric' },
            { title: 'Mobile Number', dataIndex: 'phoneNo', key: 'phoneNo' },
            { title: 'Email', dataIndex: 'email', key: 'email' },
            {
              title: 'Action',
              key: 'action',
              render: (_, row) => (
                <Link to={routePath('labResultManualInputPatient', { id: row.id })}>Input Lab Result</Link>
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
