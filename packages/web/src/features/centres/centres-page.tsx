import { Button, Flex, Space, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import type { UpdateClinicInput } from '../../api/generated/graphql.ts';
import { request } from '../../api/graphql.ts';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { clinicKeys } from '../../shared/centres/clinic-keys.ts';
import { manageKeys } from '../../shared/manage-kit/keys.ts';
import { DONE, FAILED, StatusTag } from '../../shared/manage-kit/kit.tsx';
import { ManageListPage } from '../../shared/manage-kit/manage-list-page.tsx';
import { useManageList } from '../../shared/manage-kit/use-manage-list.ts';
import { isRegistered, ROUTE_PATHS } from '../../shared/routes.ts';
import { useCan } from '../../shared/session/use-can.ts';
import { CentreForm } from './centre-form.tsx';
import {
  type ClinicInput,
  type ClinicSummary,
  CREATE_CLINIC,
  UPDATE_CLINIC,
  useClinicSummaries,
} from './queries.ts';

// Adding or editing a centre changes the centre lists of the whole app (filters, centre selection).
const RELOAD = [manageKeys.all, clinicKeys.all];

/** Manage Staff with this centre preselected; the staff screen reads `?centre=<id>`. */
export function staffOfCentre(id: number): string {
  return `${ROUTE_PATHS.manageStaff}?centre=${id}`;
}

const total = (title: string, key: keyof ClinicSummary) => ({
  title,
  dataIndex: key,
  key,
  align: 'right' as const,
  width: 80,
});

/** Manage Centres (spec 002): searchable table with totals, Add Centre, Edit and View Staff. */
export function CentresPage() {
  const manage = useManageList<ClinicSummary>();
  const { paging, editing } = manage;
  const list = useClinicSummaries(paging.search, paging.pagination);
  const writable = useCan('clinic:write');
  const create = useConfirmedMutation({
    mutationFn: (create: ClinicInput) => request(CREATE_CLINIC, { create }),
    meta: { done: DONE.create, failed: FAILED.create },
    invalidates: RELOAD,
  });
  const update = useConfirmedMutation({
    mutationFn: (update: UpdateClinicInput) => request(UPDATE_CLINIC, { update }),
    meta: { done: DONE.update, failed: FAILED.update },
    invalidates: RELOAD,
  });

  const onSubmit = (input: ClinicInput) => {
    if (editing) update({ ...input, id: editing.id, updatedOn: editing.updatedOn }, manage.close);
    else create(input, manage.close);
  };

  const columns: TableColumnsType<ClinicSummary> = [
    { title: 'Name', dataIndex: 'name', key: 'name', fixed: 'left' },
    { title: 'Centre Code', dataIndex: 'uid', key: 'uid' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => <StatusTag status={status} />,
    },
    {
      title: 'Contact',
      key: 'contact',
      render: (_, row) => (
        <Flex vertical>
          <span>{row.phoneNo}</span>
          <Typography.Text type="secondary">{row.email}</Typography.Text>
        </Flex>
      ),
    },
    total('Medical Director', 'totalMedicalDirector'),
    total('Nurse Manager', 'totalManagingNurse'),
    total('Doctor', 'totalDoctor'),
    total('Nurse', 'totalNurse'),
    total('Seat', 'totalSeat'),
    total('Machine', 'totalMachine'),
    {
      title: 'Action',
      key: 'action',
      fixed: 'right',
      render: (_, row) => (
        <Space>
          {writable && (
            <Button size="small" onClick={() => manage.edit(row)}>
              Edit
            </Button>
          )}
          {/* Shown once Manage Staff exists, like every link of the app. */}
          {isRegistered('manageStaff') && (
            <Link to={staffOfCentre(row.id)}>
              <Button size="small">View Staff</Button>
            </Link>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ManageListPage<ClinicSummary>
      title="Manage Centres"
      search={{ placeholder: 'Search by name', label: 'Search by name', width: 360 }}
      addLabel="Add Centre"
      writable={writable}
      onAdd={manage.add}
      columns={columns}
      list={list}
      paging={paging}
    >
      <CentreForm open={manage.open} centre={editing ?? null} onSubmit={onSubmit} onCancel={manage.close} />
    </ManageListPage>
  );
}
