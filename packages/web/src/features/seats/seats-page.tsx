import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { UpdateSeatInput } from '../../api/generated/graphql.ts';
import { request } from '../../api/graphql.ts';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import {
  type CentreFilterValue,
  CentreTreeSelect,
  centreIdsOf,
} from '../../shared/centres/centre-tree-select.tsx';
import { activeClinics, useClinics } from '../../shared/centres/clinics.ts';
import { manageKeys } from '../../shared/manage-kit/keys.ts';
import { DONE, FAILED, StatusTag } from '../../shared/manage-kit/kit.tsx';
import { ManageListPage, RowActions } from '../../shared/manage-kit/manage-list-page.tsx';
import { useManageList } from '../../shared/manage-kit/use-manage-list.ts';
import { useCan } from '../../shared/session/use-can.ts';
import { dashboardKeys } from '../dashboard/index.ts';
import { CREATE_SEAT, type Seat, type SeatInput, UPDATE_SEAT, useSeats } from './queries.ts';
import { SeatForm, useSeatForm } from './seat-form.tsx';

// Seats make the dashboard's seat count.
const RELOAD = [manageKeys.all, dashboardKeys.all];

/** Manage Seats (spec 002): centre filter, search by seat name, Add, Edit and Delete. */
export function SeatsPage() {
  const clinics = useClinics();
  const [centres, setCentres] = useState<CentreFilterValue>('ALL');
  const manage = useManageList<Seat>();
  const { paging, editing } = manage;
  const clinicIDs = centreIdsOf(centres) ?? (clinics.data ?? []).map((c) => c.id);
  const list = useSeats(clinicIDs, paging.search, paging.pagination);
  const writable = useCan('seat:write');
  // 'This machine is already assigned to another seat.' shows under Machine, not as a toast.
  const form = useSeatForm();
  const create = useConfirmedMutation({
    mutationFn: (create: SeatInput) => request(CREATE_SEAT, { create }),
    meta: { done: DONE.create, failed: FAILED.create, form },
    invalidates: RELOAD,
  });
  const update = useConfirmedMutation({
    mutationFn: (update: UpdateSeatInput) => request(UPDATE_SEAT, { update }),
    meta: { done: DONE.update, failed: FAILED.update, form },
    invalidates: RELOAD,
  });
  const remove = useConfirmedMutation({
    mutationFn: (row: Seat) =>
      request(UPDATE_SEAT, { update: { id: row.id, deleted: 1, updatedOn: row.updatedOn } }),
    meta: { done: DONE.delete, failed: FAILED.delete },
    invalidates: RELOAD,
  });

  const onSubmit = (input: SeatInput) => {
    if (editing) {
      const { clinicID: _fixed, ...fields } = input;
      update({ ...fields, id: editing.id, updatedOn: editing.updatedOn }, manage.close);
    } else {
      create(input, manage.close);
    }
  };

  const columns: TableColumnsType<Seat> = [
    { title: 'Seat', dataIndex: 'name', key: 'name' },
    { title: 'Centre', dataIndex: 'clinicName', key: 'clinicName' },
    {
      title: 'Machine',
      key: 'machine',
      render: (_, row) => (row.machineName ? `${row.machineName} (${row.machineSerialNo ?? ''})` : ''),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => <StatusTag status={status} />,
    },
    ...(writable
      ? [
          {
            title: 'Action',
            key: 'action',
            render: (_: unknown, row: Seat) => (
              <RowActions
                onEdit={() => manage.edit(row)}
                onDelete={() => remove(row, () => manage.afterDelete(list.data?.result.length))}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <ManageListPage<Seat>
      title="Manage Seats"
      filters={
        <CentreTreeSelect
          clinics={clinics.data ?? []}
          value={centres}
          onChange={(value) => {
            setCentres(value);
            paging.setPage(1);
          }}
        />
      }
      search={{ placeholder: 'Search by seat name', label: 'Search by seat name', width: 360 }}
      addLabel="Add Seat"
      writable={writable}
      onAdd={manage.add}
      columns={columns}
      list={list}
      loading={clinics.isPending}
      paging={paging}
    >
      <SeatForm
        form={form}
        open={manage.open}
        seat={editing ?? null}
        clinics={activeClinics(clinics.data)}
        onSubmit={onSubmit}
        onCancel={manage.close}
      />
    </ManageListPage>
  );
}
